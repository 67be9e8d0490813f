"""Each translation context belongs to one module, so renaming or moving code cannot orphan the translations
of strings said elsewhere; and the migration script moves a translation when its string changes context."""

from __future__ import annotations

import shutil
from pathlib import Path

from ..project_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]


def test_every_context_is_said_in_one_module_only():
    users = load_script("translation_contexts").contexts_by_owner()
    assert len(users) > 15  # the scanner found the window's contexts
    shared = {context: sorted(owners) for context, owners in users.items() if len(owners) > 1}
    assert shared == {}


def test_the_scanner_reads_what_lupdate_reads():
    script = load_script("translation_contexts")
    said = script.code_strings()
    ts = (ROOT / "resources" / "translations" / "tictactoe_zh_CN.ts").read_text("utf-8")
    for pair in (
        ("Words", "You win!"),
        ("NetworkWords", "Opponent"),  # translate()
        ("PanelPlace", "Review"),  # self.tr()
        ("core", "the file is not a saved Tic-Tac-Toe game"),
    ):  # the core's QT_TRANSLATE_NOOP
        assert pair in said
    assert ts.count("<message") == len(said)


def test_a_string_moved_to_another_context_keeps_its_translation(tmp_path):
    script = load_script("translation_contexts")
    ts = tmp_path / "moved.ts"
    shutil.copy(ROOT / "resources" / "translations" / "tictactoe_zh_CN.ts", ts)
    said = script.code_strings()
    # The code now says "You win!" in a context of its own: the translation follows it there.
    said = (said - {("Words", "You win!")}) | {("Scoreline", "You win!")}
    assert script.migrate(ts, said) == 1
    text = ts.read_text("utf-8")
    moved = text[text.index("<name>Scoreline</name>") :]
    assert "<source>You win!</source>" in moved.split("</context>")[0]
    assert "<translation>你赢了！</translation>" in moved.split("</context>")[0]
