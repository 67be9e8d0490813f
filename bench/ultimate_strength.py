#!/usr/bin/env python3
"""Ultimate tic-tac-toe's Hard against the previous Hard and a public engine: games, W/D/L, score ± 95 %, time a move.

Usage: python bench/ultimate_strength.py [--games 40] [--time 1.0] [--pairs hard:previous-hard hard:engine ...]
       python bench/ultimate_strength.py --patch-engine SOURCE.c OUT.c   (see "The public engine" below)

Players (PLAYER:OPPONENT; a side may end in @SECONDS, its time a move, else --time where it has one):
  hard            the shipped Hard (LEVEL_SETTINGS["hard"]), its time limit set to --time (default: its own); it keeps
                  its tree between its moves in a KeptTree of its own for the game, as the computer's seat does
  previous-hard   Hard as shipped before issue 37: plain UCT, uniformly random playouts, 100,000 playouts or
                  0.9 s, whichever came first (the same C code with the new features off), measured in the same run
  playout-hard    Hard as shipped from issue 37 to stop 39: the same without the learnt evaluation (smart playouts
                  and the free-choice penalty alone: mcts:p=7,bias=1); its time limit set to --time
  medium, easy    the shipped levels (playouts, no time limit)
  mcts:K=V,...    a search with explicit settings for trying them: n (playouts), c (exploration), p (playout policy bits: 7 smart),
                  bias (progressive bias), eval (the leaf's value: 0 a playout, 1 the learnt evaluation, between a mix),
                  prior (with eval: new children start with this many visits at the evaluation's value),
                  ev (expand_visits), nodes (max_nodes), keep (1: a KeptTree of its own for the game, as Hard's
                  seat has; keepnodes its ceiling); its time limit is the side's time
  engine          the public engine below, given the side's time a move (UTTT_TIME), one process a game (so it
                  keeps its tree between its own moves, as it does in its arena)

Games alternate colours: the first player is X in even games and O in odd ones. Scores count a draw as half; the
interval is the normal one over the games' scores (mean ± 1.96 · sd / √n). Times are wall-clock seconds from the
question to the answer (for the engine, from writing its input to reading its move): the mean of each side's, and
the 95th percentile and the longest of the first player's. One game at a time: the
machine this was measured on has two cores shared with others, and each side must have one to itself.

The public engine (never part of this project, never copied into it): Tom Alard's CodinGame Ultimate
Tic-Tac-Toe bot in C (MCTS with a small neural-network evaluation, tree reuse between moves and a solver),
https://github.com/TomAlard/UTTT_player, its single-file arena submission codingame_file.c, commit 1166a70
("free move penalty"). Its rules are CodinGame's, which differ from ours in one place: a big board filled with
no line of three won boards is won by whoever won more small boards; ours is a draw. --patch-engine makes that
a draw, gives the first move the same time as the others (it gives itself ten times as much), reads its time
a move from UTTT_TIME, and gives its node pool room for a whole game at a second a move (ENGINE_POOL_MB); build it
outside the project:

    git clone https://github.com/TomAlard/UTTT_player /work/bench-engines/UTTT_player
    python bench/ultimate_strength.py --patch-engine /work/bench-engines/UTTT_player/codingame_file.c \\
        /work/bench-engines/tomalard/patched.c
    gcc -O2 -march=native -o /work/bench-engines/tomalard/tomalard /work/bench-engines/tomalard/patched.c -lm

The script finds it at $UTTT_ENGINE or /work/bench-engines/tomalard/tomalard. Every move it answers is checked
against our rules (an illegal one ends the run with an error); it speaks the CodinGame protocol (the opponent's
last move as "row col", -1 -1 first, then the legal moves; it answers "row col ..." on the 9×9 grid).
"""

from __future__ import annotations

import argparse
import math
import os
import select
import statistics
import subprocess
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from tictactoe_qt.core import Player
from tictactoe_qt.core.ai import ultimate_search as us
from tictactoe_qt.core.ultimate import UltimateGame

DEFAULT_ENGINE = "/work/bench-engines/tomalard/tomalard"
PREVIOUS_HARD = us.SearchSettings(iterations=100_000, time_limit=0.9)  # Hard before issue 37
PLAYOUT_HARD = replace(us.LEVEL_SETTINGS["hard"], evaluation=0.0, prior=0)  # Hard before its learnt evaluation
# The engine's node pool, in MB. Its own 512 MB suits CodinGame's 0.1 s a move; at a second a move, with the tree
# kept between moves, it fills some 15 moves into a game, and the pool then starts again from its first node over
# the tree in use: the engine spun without answering (measured 2026-12-07: 12 of the first 17 games on this
# machine hung) or, where it went on, searched a corrupted tree. 1.2 GB was seen resident mid-game with 6 GB.
ENGINE_POOL_MB = 6144
TARGET = 0.55  # issue 37: Hard scores at least 55 % against the strongest public engine built


class EngineHung(RuntimeError):
    """The engine gave no answer within HUNG_AFTER seconds (its search spun on: seen once, 2026-11-29)."""


HUNG_AFTER = 30.0  # seconds without an answer from the engine: the game is abandoned, reported, and not counted


class Engine:
    """One game of the public engine, in its own process."""

    def __init__(self, path: str, seconds: float) -> None:
        self.hung_after = max(HUNG_AFTER, 10 * seconds)
        env = dict(os.environ, UTTT_TIME=f"{seconds:.4f}")
        self.process = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, bufsize=1
        )

    def move(self, game: UltimateGame) -> tuple[int, int]:
        last = game.moves[-1] if game.moves else (-1, -1)
        legal = game.legal_moves()
        lines = [f"{last[0]} {last[1]}", str(len(legal))] + [f"{r} {c}" for r, c in legal]
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("\n".join(lines) + "\n")
        self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], self.hung_after)
        if not ready:
            self.process.kill()
            raise EngineHung(f"no answer in {self.hung_after:.0f} s after the moves {game.moves}")
        answer = self.process.stdout.readline().split()
        if len(answer) < 2:
            raise RuntimeError(f"the engine answered {answer!r}")
        move = (int(answer[0]), int(answer[1]))
        if move not in legal:
            raise RuntimeError(f"the engine played {move}, illegal here (moves {game.moves})")
        return move

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@dataclass
class Side:
    spec: str
    seconds: float | None
    times: list[float] = field(default_factory=list)
    engine: Engine | None = None
    tree: us.KeptTree | None = None

    def start(self, engine_path: str) -> None:
        if self.spec == "engine":
            self.engine = Engine(engine_path, self.seconds if self.seconds is not None else 0.1)
        elif self.spec in us.KEEPS_TREE or self._values().get("keep") == "1":
            self.tree = us.KeptTree(int(self._values().get("keepnodes", us.KEPT_MAX_NODES)))

    def finish(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None
        if self.tree is not None:
            self.tree.close()
            self.tree = None

    def _values(self) -> dict[str, str]:
        """An mcts: player's settings by name (empty for the others)."""
        if not self.spec.startswith("mcts:"):
            return {}
        return dict(part.split("=") for part in self.spec[5:].split(",") if part)

    def settings(self) -> us.SearchSettings:
        name = self.spec
        if name == "previous-hard":
            base = PREVIOUS_HARD
        elif name == "playout-hard":
            base = PLAYOUT_HARD
        elif name in us.LEVEL_SETTINGS:
            base = us.LEVEL_SETTINGS[name]
            if name != "hard":
                return base
        elif name.startswith("mcts:"):
            values = self._values()
            base = us.SearchSettings(
                iterations=int(values.get("n", 1 << 30)),
                exploration=float(values.get("c", 0.4)),
                playouts=int(values.get("p", 0)),
                expand_visits=int(values.get("ev", 1)),
                bias=float(values.get("bias", 0.0)),
                evaluation=float(values.get("eval", 0.0)),
                prior=int(values.get("prior", 0)),
                max_nodes=int(values.get("nodes", us.MAX_NODES)),
            )
        else:
            raise SystemExit(f"unknown player {name!r}")
        return base if self.seconds is None else replace(base, time_limit=self.seconds)

    def move(self, game: UltimateGame, seed: int) -> tuple[int, int]:
        started = time.perf_counter()
        if self.engine is None:  # what best_move(game, level) does, seeded
            legal = game.legal_moves()
            if self.spec in ("hard", "playout-hard") and len(legal) == 1:
                return self.timed(started, legal[0])
            return self.timed(started, us.search(game, self.settings(), seed=seed, tree=self.tree).best_move)
        return self.timed(started, self.engine.move(game))

    def timed(self, started: float, move: tuple[int, int]) -> tuple[int, int]:
        self.times.append(time.perf_counter() - started)
        return move


def play(first: Side, second: Side, index: int, engine_path: str) -> int | None:
    """+1 the first side wins, 0 a draw, -1 it loses, None the engine hung (the game is not counted); the first
    side is X in even games."""
    x, o = (first, second) if index % 2 == 0 else (second, first)
    game = UltimateGame()
    for side in (x, o):
        side.start(engine_path)
    try:
        while not game.is_over:
            side = x if game.current_player is Player.X else o
            game.play(*side.move(game, seed=index * 1_000_003 + len(game.moves)))
    except EngineHung as hung:
        print(f"  game {index + 1}: the engine hung, not counted: {hung}", flush=True)
        return None
    finally:
        for side in (x, o):
            side.finish()
    if game.winner is None:
        return 0
    return 1 if (game.winner is Player.X) == (x is first) else -1


def interval(scores: list[float]) -> tuple[float, float]:
    """The mean score and the half-width of its normal 95 % interval."""
    mean = statistics.mean(scores)
    spread = statistics.stdev(scores) if len(scores) > 1 else 0.0
    return mean, 1.96 * spread / math.sqrt(len(scores))


def percentile_95(times: list[float]) -> float:
    """The 95th percentile of the first player's times a move (the issue's limit is on the longest, hence max too)."""
    return statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]


def parse_side(text: str, default: float | None) -> Side:
    spec, _, seconds = text.partition("@")
    return Side(spec, float(seconds) if seconds else default)


def split_pair(pair: str) -> tuple[str, str]:
    """'hard:engine' → ('hard', 'engine'); 'mcts:smart=1@0.1:hard@0.1' → ('mcts:smart=1@0.1', 'hard@0.1')."""
    names = ("hard", "playout-hard", "previous-hard", "medium", "easy", "mcts", "engine")
    parts = pair.split(":")
    for index in range(1, len(parts)):
        if parts[index].partition("@")[0] in names or parts[index].startswith("mcts"):
            if index == 1 and parts[0] == "mcts":
                continue
            return ":".join(parts[:index]), ":".join(parts[index:])
    raise SystemExit(f"cannot read the pair {pair!r}")


def patch_engine(source: Path, out: Path) -> None:
    """Our rules and our time control into the engine's single file (outside the project)."""
    text = source.read_text()
    edits = [
        (  # a full big board without a line: a draw (CodinGame: whoever won more small boards)
            """        return player1AmountBoardsWon > player2AmountBoardsWon
               ? WIN_P1
               : player1AmountBoardsWon < player2AmountBoardsWon
                 ? WIN_P2
                 : DRAW;""",
            "        (void) player1AmountBoardsWon; (void) player2AmountBoardsWon;\n        return DRAW;",
        ),
        (  # the first move no longer gets ten times the time
            "double time = board->state.ply <= 1? 10*allocatedTime : allocatedTime;",
            "double time = allocatedTime;",
        ),
        (  # the time a move from the environment
            "    playGame(stdin, TIME);",
            '    const char* t = getenv("UTTT_TIME");\n    playGame(stdin, t ? atof(t) : TIME);',
        ),
        (  # room for a whole game's tree at a second a move: see ENGINE_POOL_MB
            "#define NODES_SIZE (512*MEGABYTE)",
            f"#define NODES_SIZE ({ENGINE_POOL_MB}*MEGABYTE)",
        ),
    ]
    for old, new in edits:
        if text.count(old) != 1:
            raise SystemExit(f"{source} is not the expected version: cannot find {old.strip()[:60]!r}")
        text = text.replace(old, new)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"wrote {out}; build it with: gcc -O2 -march=native -o {out.with_suffix('')} {out} -lm")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games a pair (half with each side as X)")
    parser.add_argument("--time", type=float, default=None, help="seconds a move for hard, previous-hard, engine")
    parser.add_argument("--pairs", nargs="+", default=["hard:previous-hard", "hard:engine"])
    parser.add_argument("--engine", default=os.environ.get("UTTT_ENGINE", DEFAULT_ENGINE))
    parser.add_argument("--patch-engine", nargs=2, metavar=("SOURCE", "OUT"), type=Path)
    parser.add_argument("--progress", action="store_true", help="print each game's result")
    parser.add_argument(
        "--first-game", type=int, default=0, help="the first game's number (seeds, colours): to extend a match"
    )
    args = parser.parse_args()
    if args.patch_engine:
        patch_engine(*args.patch_engine)
        return
    if not us.is_compiled():
        raise SystemExit("the compiled search is not built here: pip install -e . (needs gcc)")
    print(
        f"ultimate tic-tac-toe, {args.games} games a pair, colours alternating, one game at a time; "
        f"engine {args.engine}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )
    print(
        f"{'player':<22} {'opponent':<22} {'games':>5} {'W':>4} {'D':>4} {'L':>4} {'score':>7} {'± 95 %':>7} "
        f"{'s/move':>7} {'opp s/move':>10} {'p95':>6} {'max':>6}"
    )
    for pair in args.pairs:
        first_text, second_text = split_pair(pair)
        first, second = parse_side(first_text, args.time), parse_side(second_text, args.time)
        if "engine" in (first.spec, second.spec) and not Path(args.engine).exists():
            raise SystemExit(f"no engine at {args.engine}: see this script's docstring to build it")
        results: list[int] = []
        hung = 0
        started = time.perf_counter()
        while len(results) < args.games:
            # A game the engine hung in is played again with the same colours and other seeds (index + 1000).
            index = args.first_game + len(results) + 1000 * hung
            result = play(first, second, index, args.engine)
            if result is None:
                hung += 1
                continue
            results.append(result)
            if args.progress:
                print(f"  game {len(results)}: {results[-1]:+d} ({time.perf_counter() - started:.0f} s)", flush=True)
        wins, draws = results.count(1), results.count(0)
        mean, half = interval([(r + 1) / 2 for r in results])
        print(
            f"{first_text:<22} {second_text:<22} {len(results):>5} {wins:>4} {draws:>4} {results.count(-1):>4} "
            f"{mean:>7.1%} {half:>7.1%} {statistics.mean(first.times):>7.3f} {statistics.mean(second.times):>10.3f} "
            f"{percentile_95(first.times):>6.2f} {max(first.times):>6.2f}"
            + (f"  (the engine hung in {hung} more, not counted)" if hung else ""),
            flush=True,
        )


if __name__ == "__main__":
    main()
