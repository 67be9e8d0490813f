#!/usr/bin/env python3
"""Trains ultimate tic-tac-toe's learnt evaluation by self-play and writes it as C (native/ultimate_eval_weights.h).

Offline only: it needs numpy, which the game never imports. Make a separate environment for it, e.g.

    python3 -m venv /work/train-venv && /work/train-venv/bin/pip install numpy

and rerun the shipped weights with (one core; about 27 minutes of self-play and a minute of training on the
shared 2-core machine they were made on). Round 1 plays the search as Hard does (playouts only); round 2 plays it
with the round-1 evaluation mixed half and half into its leaves, so the second `selfplay` must be built with the
round-1 header in place (the first `train` writes it):

    /work/train-venv/bin/python scripts/train_ultimate_eval.py zero
    /work/train-venv/bin/python scripts/train_ultimate_eval.py selfplay --games 3000 --iterations 1500 \
        --seed 37 --evaluation 0 --out /tmp/round1.bin
    /work/train-venv/bin/python scripts/train_ultimate_eval.py train /tmp/round1.bin --seed 37 \
        --weight-result 0.5 --epochs 6
    /work/train-venv/bin/python scripts/train_ultimate_eval.py selfplay --games 2000 --iterations 1500 \
        --seed 38 --evaluation 0.5 --out /tmp/round2.bin
    /work/train-venv/bin/python scripts/train_ultimate_eval.py train /tmp/round1.bin /tmp/round2.bin --seed 37 \
        --weight-result 0.1 --epochs 2

Round 3 (issue 37, branch hard3, shipped) plays the shipped Hard's search (the round-2 evaluation half in each
leaf and as priors 3); about 22 minutes of self-play and 1.5 minutes of training. (Its --visits, the root's visits
per move, trained a learnt policy on hard3 that was taken out on hard4: docs/performance.md.)

    /work/train-venv/bin/python scripts/train_ultimate_eval.py selfplay --games 3000 --iterations 2500 \
        --seed 39 --evaluation 0.5 --prior 3 --out /tmp/round3.bin --visits /tmp/round3.visits
    /work/train-venv/bin/python scripts/train_ultimate_eval.py train /tmp/round1.bin /tmp/round2.bin \
        /tmp/round3.bin --seed 37 --weight-result 0.1 --epochs 3

Round 4 (issue 37, branch hard4) plays the shipped Hard's search (the round-3 evaluation, 0.75 of each leaf, priors
3): 3,000 games in 18 minutes of self-play (152,035 positions), then the evaluation retrained on rounds 1-4 (566,212
positions) in 2 minutes:

    /work/train-venv/bin/python scripts/train_ultimate_eval.py selfplay --games 3000 --iterations 2500 \
        --seed 40 --evaluation 0.75 --prior 3 --out /tmp/round4.bin
    /work/train-venv/bin/python scripts/train_ultimate_eval.py train /tmp/round1.bin /tmp/round2.bin \
        /tmp/round3.bin /tmp/round4.bin --seed 37 --weight-result 0.1 --epochs 3

(Run with OMP_NUM_THREADS=1 to keep numpy on one core. Measured on round 1's last tenth of games, the binary
cross-entropy against the games' results: a constant 0.693, the 1,500-iteration search's own value 0.600, the
evaluation trained towards results and search values half and half 0.660, towards search values alone 0.649:
the search's value is the better teacher, hence --weight-result 0.1 in round 2.)

`selfplay` builds scripts/ultimate_selfplay.c (which includes native/ultimate.c: the project's own search, never
another engine) and plays the search against itself; see that file for the records it writes. `train` fits the
network native/ultimate.c's evaluate() runs: per small board, seen from the player to move, a learnt vector of
EVAL_K numbers looked up by the board's state (3^9 open states, then won by me, won by the opponent, full; one
table shared by the nine boards), concatenated with where the player is sent (one of 9 boards or a free choice)
and whether O is to move, into EVAL_H ReLU units and one logistic output: the chance the player to move wins, a
draw half. Its target mixes the game's result (--weight-result) and the search's value of the position; every position
is used in its 8 symmetries. numpy's generator is seeded with --seed; self-play with its own --seed, so both
steps repeat exactly (the search has no time limit there). `zero` writes weights that evaluate every position
as 0.5 (to build the generator before any training).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "tictactoe_qt/core/ai/native/ultimate_eval_weights.h"
GENERATOR = ROOT / "scripts/ultimate_selfplay.c"
K, H = 8, 32
OPEN_STATES = 3**9
STATES = OPEN_STATES + 3
INPUTS = 9 * K + 11
RECORD = np.dtype(
    [
        ("cells", "<u2", (2, 9)),
        ("target", "i1"),
        ("side", "u1"),
        ("random", "u1"),
        ("result", "i1"),
        ("q", "<f4"),
        ("pad", "u1", 4),
    ]
)
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
HAS_LINE = np.array([any(all(m >> c & 1 for c in line) for line in LINES) for m in range(512)])
BASE3 = np.array([sum(3**c for c in range(9) if m >> c & 1) for m in range(512)], dtype=np.int64)


def symmetries() -> list[np.ndarray]:
    """The 8 symmetries of a 3×3 grid as permutations of 0..8 (the same for boards and for cells)."""
    perms = []
    for flip in (False, True):
        for turns in range(4):
            perm = []
            for i in range(9):
                r, c = divmod(i, 3)
                if flip:
                    c = 2 - c
                for _ in range(turns):
                    r, c = c, 2 - r
                perm.append(r * 3 + c)
            perms.append(np.array(perm))
    return perms


def mask_table(perm: np.ndarray) -> np.ndarray:
    return np.array([sum(1 << int(perm[c]) for c in range(9) if m >> c & 1) for m in range(512)], dtype=np.int64)


def features(records: np.ndarray, perm: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Board-state indices (n, 9) seen from the player to move, and the other inputs' positions (n, 2)."""
    table = mask_table(perm)
    side = records["side"].astype(np.int64)
    rows = np.arange(len(records))
    me = records["cells"][rows, side].astype(np.int64)  # (n, 9)
    them = records["cells"][rows, 1 - side].astype(np.int64)
    me, them = table[me], table[them]
    index = BASE3[me] + 2 * BASE3[them]
    full = (me | them) == 511
    index = np.where(full, OPEN_STATES + 2, index)
    index = np.where(HAS_LINE[them], OPEN_STATES + 1, index)
    index = np.where(HAS_LINE[me], OPEN_STATES, index)
    moved = np.empty_like(index)
    moved[:, perm] = index  # board b goes to perm[b]
    target = records["target"].astype(np.int64)
    sent = np.where(target < 0, 9, perm[np.maximum(target, 0)])
    return moved, np.stack([9 * K + sent, np.where(side == 1, 9 * K + 10, -1)], 1)


def labels(records: np.ndarray, weight_result: float) -> np.ndarray:
    x_result = (records["result"].astype(np.float64) + 1) / 2
    mover_result = np.where(records["side"] == 0, x_result, 1 - x_result)
    return weight_result * mover_result + (1 - weight_result) * records["q"].astype(np.float64)


class Adam:
    """Adam with weight decay over the network's parameters (its nine boards look up one table, "embed", the first
    9 * K inputs of "w1")."""

    def __init__(self, params: dict[str, np.ndarray]) -> None:
        self.params = params
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, grads: dict[str, np.ndarray], dpre: np.ndarray, index: np.ndarray, lr: float, decay: float) -> None:
        """Apply `grads` (all but the board table's, which the hidden units' gradient `dpre` gives here)."""
        p, n = self.params, len(index)
        dx = (dpre @ p["w1"].T)[:, : 9 * K].reshape(n * 9, K)
        dembed = np.zeros_like(p["embed"])
        np.add.at(dembed, index.reshape(-1), dx)
        grads["embed"] = dembed
        self.t += 1
        for key, grad in grads.items():
            self.m[key] = 0.9 * self.m[key] + 0.1 * grad
            self.v[key] = 0.999 * self.v[key] + 0.001 * grad * grad
            mhat = self.m[key] / (1 - 0.9**self.t)
            vhat = self.v[key] / (1 - 0.999**self.t)
            p[key] -= lr * (mhat / (np.sqrt(vhat) + 1e-8) + decay * p[key])


class Net:
    def __init__(self, rng: np.random.Generator) -> None:
        self.params = {
            "embed": rng.normal(0, 0.05, (STATES, K)),
            "w1": rng.normal(0, np.sqrt(2 / INPUTS), (INPUTS, H)),
            "b1": np.zeros(H),
            "w2": rng.normal(0, np.sqrt(1 / H), H),
            "b2": np.zeros(1),
        }
        self.adam = Adam(self.params)

    def inputs(self, index: np.ndarray, extra: np.ndarray) -> np.ndarray:
        n = len(index)
        x = np.zeros((n, INPUTS))
        x[:, : 9 * K] = self.params["embed"][index].reshape(n, 9 * K)
        x[np.arange(n), extra[:, 0]] = 1.0
        o_rows = extra[:, 1] >= 0
        x[np.nonzero(o_rows)[0], extra[o_rows, 1]] = 1.0
        return x

    def predict(self, index: np.ndarray, extra: np.ndarray) -> np.ndarray:
        p = self.params
        hidden = np.maximum(self.inputs(index, extra) @ p["w1"] + p["b1"], 0)
        return 1 / (1 + np.exp(-(hidden @ p["w2"] + p["b2"])))

    def step(self, index: np.ndarray, extra: np.ndarray, y: np.ndarray, lr: float, decay: float) -> float:
        p, n = self.params, len(index)
        x = self.inputs(index, extra)
        pre = x @ p["w1"] + p["b1"]
        hidden = np.maximum(pre, 0)
        out = 1 / (1 + np.exp(-(hidden @ p["w2"] + p["b2"])))
        eps = 1e-7
        loss = -np.mean(y * np.log(out + eps) + (1 - y) * np.log(1 - out + eps))
        g = (out - y) / n
        grads = {"w2": hidden.T @ g, "b2": np.array([g.sum()])}
        dpre = np.outer(g, p["w2"]) * (pre > 0)
        grads["w1"] = x.T @ dpre
        grads["b1"] = dpre.sum(0)
        self.adam.step(grads, dpre, index, lr, decay)
        return float(loss)


def bce(p: np.ndarray, y: np.ndarray) -> float:
    return float(-np.mean(y * np.log(p + 1e-7) + (1 - y) * np.log(1 - p + 1e-7)))


def c_float(value: float) -> str:
    text = f"{value:.6g}"
    return text + ("f" if "." in text or "e" in text else ".0f")


def write_header(net: Net | None, note: str) -> None:
    if net is None:
        embed = np.zeros((STATES, K))
        w1, b1, w2, b2 = np.zeros((INPUTS, H)), np.zeros(H), np.zeros(H), 0.0
    else:
        p = net.params
        embed, w1, b1, w2, b2 = p["embed"], p["w1"], p["b1"], p["w2"], float(p["b2"][0])
    scale = np.maximum(np.abs(embed).max(0), 1e-9) / 127
    quantized = np.round(embed / scale).astype(np.int64)

    def floats(values: np.ndarray) -> str:
        items = [c_float(v) for v in values.ravel()]
        return ",\n".join(", ".join(items[i : i + 8]) for i in range(0, len(items), 8))

    def ints(values: np.ndarray, per_line: int = 24) -> str:
        items = [str(int(v)) for v in values.ravel()]
        return ",\n".join(",".join(items[i : i + per_line]) for i in range(0, len(items), per_line))

    text = f"""/* Generated by scripts/train_ultimate_eval.py: do not edit. {note}
 * The weights of native/ultimate.c's evaluate(), learnt from the project's own self-play. */
#ifndef ULTIMATE_EVAL_WEIGHTS_H
#define ULTIMATE_EVAL_WEIGHTS_H

#include <stdint.h>

#define EVAL_K {K}
#define EVAL_H {H}
#define EVAL_OPEN_STATES {OPEN_STATES}

/* EVAL_BASE3[m]: the 9-bit mask m read as base-3 digits (a set bit c is 3^c). */
static const uint16_t EVAL_BASE3[512] = {{
{ints(BASE3, 16)}
}};

static const float EVAL_EMBED_SCALE[EVAL_K] = {{{floats(scale)}}};

/* Per board state (EVAL_OPEN_STATES open ones, then won by the player to move, won by the other, full). */
static const int8_t EVAL_EMBED[(EVAL_OPEN_STATES + 3) * EVAL_K] = {{
{ints(quantized)}
}};

/* Rows: board b's K inputs (b * K + k), then the board sent to (9 * K + b, 9 * K + 9 a free choice), then O to move. */
static const float EVAL_W1[(9 * EVAL_K + 11) * EVAL_H] = {{
{floats(w1)}
}};

static const float EVAL_B1[EVAL_H] = {{
{floats(b1)}
}};

static const float EVAL_W2[EVAL_H] = {{
{floats(w2)}
}};

static const float EVAL_B2 = {c_float(b2)};

#endif
"""
    HEADER.write_text(text)
    print(f"wrote {HEADER} ({len(text) // 1024} KB)")


def selfplay(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as temp:
        binary = Path(temp) / "ultimate_selfplay"
        subprocess.run(
            ["gcc", "-O2", "-march=native", "-std=c11", "-o", str(binary), str(GENERATOR), "-lm"], check=True
        )
        started = time.time()
        subprocess.run(
            [
                str(binary),
                str(args.games),
                str(args.iterations),
                str(args.seed),
                str(args.evaluation),
                args.out,
                str(args.prior),
            ]
            + ([args.visits] if args.visits else []),
            check=True,
        )
    print(
        f"{args.games} games in {time.time() - started:.0f} s: {Path(args.out).stat().st_size // RECORD.itemsize} records"
    )


def train(args: argparse.Namespace) -> None:
    rng = np.random.default_rng(args.seed)
    records = np.concatenate([np.fromfile(path, dtype=RECORD) for path in args.data])
    split = int(len(records) * 0.9)  # records are written game by game: the last tenth is other games
    train_records, valid_records = records[:split], records[split:]
    index_parts, extra_parts = [], []
    for perm in symmetries():
        index, extra = features(train_records, perm)
        index_parts.append(index)
        extra_parts.append(extra)
    index, extra = np.concatenate(index_parts), np.concatenate(extra_parts)
    y = np.tile(labels(train_records, args.weight_result), 8)
    valid_index, valid_extra = features(valid_records, symmetries()[0])
    valid_result = labels(valid_records, 1.0)
    print(f"{len(records)} records, {len(y)} training samples with symmetries; validation {len(valid_records)}")
    net = Net(rng)
    base = bce(np.full(len(valid_result), valid_result.mean()), valid_result)
    for epoch in range(args.epochs):
        order = rng.permutation(len(y))
        lr = args.lr * (0.5 ** (epoch / max(1, args.epochs - 1) * 3))
        losses = []
        for start in range(0, len(order), args.batch):
            rows = order[start : start + args.batch]
            losses.append(net.step(index[rows], extra[rows], y[rows], lr, args.decay))
        p = net.predict(valid_index, valid_extra)
        print(
            f"epoch {epoch + 1}: train {np.mean(losses):.4f}; validation against results {bce(p, valid_result):.4f} "
            f"(a constant: {base:.4f}); mean abs error {np.mean(np.abs(p - valid_result)):.3f}",
            flush=True,
        )
    write_header(
        net,
        f"{len(records)} self-play positions ({', '.join(Path(d).name for d in args.data)}), seed {args.seed}, {args.epochs} epochs.",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("selfplay")
    play.add_argument("--games", type=int, default=3000)
    play.add_argument("--iterations", type=int, default=1500)
    play.add_argument("--seed", type=int, default=37)
    play.add_argument("--evaluation", type=float, default=0.0)
    play.add_argument("--out", required=True)
    play.add_argument("--prior", type=int, default=0)
    play.add_argument(
        "--visits", help="also write the root's visits per move here (uint16[81] a record): data for a policy"
    )
    fit = sub.add_parser("train")
    fit.add_argument("data", nargs="+")
    fit.add_argument("--seed", type=int, default=37)
    fit.add_argument("--epochs", type=int, default=6)
    fit.add_argument("--batch", type=int, default=512)
    fit.add_argument("--lr", type=float, default=0.003)
    fit.add_argument("--decay", type=float, default=1e-5)
    fit.add_argument("--weight-result", type=float, default=0.5)
    sub.add_parser("zero")
    args = parser.parse_args()
    if args.command == "selfplay":
        selfplay(args)
    elif args.command == "train":
        train(args)
    else:
        write_header(None, "All zero: every position evaluates as 0.5.")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
