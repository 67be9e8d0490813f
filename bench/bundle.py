#!/usr/bin/env python3
"""Bundle size and cold start of the frozen game, as ratios against a minimal PySide6 window.

    .venv/bin/python bench/bundle.py [--runs 20]      (after ./scripts/build has set up the tools)

Freezes, in this run and with the same build.spec options: the game and packaging/minimal_window.py
(a 3×3 grid of QPushButtons), each one-folder and one-file. Reports their sizes (du -sb) and the
time from launch to the first shown window (both quit as soon as it is shown; --quit-when-shown)
measured with hyperfine on the offscreen platform, interleaved so noise hits both alike.
Targets: one-folder ≤ 110 MB, one-file ≤ 45 MB, start ≤ 1.1× the minimal window.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYINSTALLER = Path(sys.executable).parent / "pyinstaller"


def freeze(work: Path, name: str, entry: str, onefile: bool) -> Path:
    dist = work / ("onefile" if onefile else "onedir")
    command = [
        str(PYINSTALLER),
        "--noconfirm",
        "--log-level",
        "ERROR",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "build" / name / str(onefile)),
        str(ROOT / "build.spec"),
        "--",
        "--entry",
        entry,
        "--name",
        name,
    ] + (["--onefile"] if onefile else [])
    subprocess.run(command, check=True, cwd=ROOT)
    return dist / name / name if not onefile else dist / name


def size_bytes(executable: Path, onefile: bool) -> int:
    target = executable if onefile else executable.parent  # the one-folder app is its whole folder
    return int(subprocess.run(["du", "-sb", str(target)], capture_output=True, text=True, check=True).stdout.split()[0])


def start_times(commands: dict[str, Path], runs: int, work: Path) -> dict[str, float]:
    """Median seconds to first shown window, by hyperfine (GNU time in a loop if it is missing)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if shutil.which("hyperfine"):
        export = work / "hyperfine.json"
        subprocess.run(
            [
                "hyperfine",
                "--warmup",
                "2",
                "--runs",
                str(runs),
                "--export-json",
                str(export),
                "-N",
                *[f"{path} --quit-when-shown" for path in commands.values()],
            ],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
        )
        results = json.loads(export.read_text())["results"]
        return {label: result["median"] for label, result in zip(commands, results, strict=True)}
    times: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(runs):
        for label, path in commands.items():
            out = subprocess.run(
                ["/usr/bin/time", "-f", "%e", str(path), "--quit-when-shown"],
                env=env,
                capture_output=True,
                text=True,
                check=True,
            )
            times[label].append(float(out.stderr.strip().splitlines()[-1]))
    return {label: sorted(values)[len(values) // 2] for label, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tictactoe-bench-") as scratch:
        work = Path(scratch)
        game_entry = str(ROOT / "packaging" / "frozen_main.py")
        minimal_entry = str(ROOT / "packaging" / "minimal_window.py")
        built = {
            ("game", "one-folder"): freeze(work, "tictactoe-qt", game_entry, onefile=False),
            ("minimal", "one-folder"): freeze(work, "minimal-window", minimal_entry, onefile=False),
            ("game", "one-file"): freeze(work, "tictactoe-qt", game_entry, onefile=True),
            ("minimal", "one-file"): freeze(work, "minimal-window", minimal_entry, onefile=True),
        }
        print(f"{'bundle':<11} {'game MB':>8} {'minimal MB':>11} {'ratio':>6}   target")
        for kind, target_mb in (("one-folder", 110), ("one-file", 45)):
            onefile = kind == "one-file"
            game, minimal = size_bytes(built["game", kind], onefile), size_bytes(built["minimal", kind], onefile)
            verdict = "ok" if game / 1e6 <= target_mb else "OVER"
            print(
                f"{kind:<11} {game / 1e6:8.1f} {minimal / 1e6:11.1f} {game / minimal:6.3f}   ≤ {target_mb} MB: {verdict}"
            )
        print()
        print(
            f"{'start':<11} {'game ms':>8} {'minimal ms':>11} {'ratio':>6}   target ≤ 1.10×  ({args.runs} runs, median)"
        )
        for kind in ("one-folder", "one-file"):
            medians = start_times({"game": built["game", kind], "minimal": built["minimal", kind]}, args.runs, work)
            ratio = medians["game"] / medians["minimal"]
            print(
                f"{kind:<11} {medians['game'] * 1000:8.0f} {medians['minimal'] * 1000:11.0f} {ratio:6.3f}   "
                f"{'ok' if ratio <= 1.1 else 'OVER'}"
            )


if __name__ == "__main__":
    main()
