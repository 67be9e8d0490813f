"""The command line: --reset clears the saved data, keeping a backup, without needing a display."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def _run(tmp_path, *args):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run([sys.executable, "-m", "tictactoe_qt", *args], env=env, capture_output=True,
                          text=True, timeout=60)


def test_reset_clears_scores_and_settings_and_keeps_a_backup(tmp_path):
    data = tmp_path / "data" / "tictactoe-qt" / "tictactoe-qt"
    data.mkdir(parents=True)
    state = {"format": "tictactoe-qt/state", "version": 1,
             "series": [{"size": 3, "win_length": 3, "mode": "human", "level": None, "wins": [5, 2], "draws": 1, "x_seat": 0, "counted": None}],
             "current": {"mode": "human", "level": "perfect", "scored": True, "size": 3, "win_length": 3,
                         "moves": [[1, 1]], "undone": []}}
    (data / "state.json").write_text(json.dumps(state))
    settings = tmp_path / "config" / "tictactoe-qt" / "tictactoe-qt.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[players]\nname1=Ann\n")

    result = _run(tmp_path, "--reset")
    assert result.returncode == 0, result.stderr
    assert "cleared" in result.stdout
    assert not (data / "state.json").exists()
    assert "Ann" not in settings.read_text()
    backups = list((data / "backups").glob("state-*.json"))
    assert len(backups) == 1 and json.loads(backups[0].read_text())["series"][0]["wins"] == [5, 2]


def test_help_documents_reset(tmp_path):
    result = _run(tmp_path, "--help")
    assert result.returncode == 0 and "--reset" in result.stdout
