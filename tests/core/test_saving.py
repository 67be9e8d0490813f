"""write_atomically: the whole text or the file as it was, its permissions and links kept, and temporaries of
its own naming only."""

from __future__ import annotations

import os
import stat

import pytest

from tictactoe_qt.core.saving import is_temporary_of, write_atomically


def test_a_file_is_replaced_whole_and_nothing_else_is_left_beside_it(tmp_path):
    path = tmp_path / "deeper" / "state.json"
    write_atomically(path, "first")
    write_atomically(path, "second, longer: “quoted”")
    assert path.read_text(encoding="utf-8") == "second, longer: “quoted”"
    assert os.listdir(path.parent) == ["state.json"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions and links")
def test_permissions_and_a_link_to_the_file_are_kept(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_atomically(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "state.json"
    write_atomically(path, "kept")

    def full_disk(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space"):
        write_atomically(path, "lost")
    assert path.read_text() == "kept" and os.listdir(tmp_path) == ["state.json"]


@pytest.mark.parametrize(
    "name, ours",
    [
        (".state.json.k3x9_q2m.saving", True),
        ("state.json.backup", False),
        ("state.json.old001", False),
        ("state.json.Ab12Cd", False),
        (".state.json.k3x9_q2m.saving.backup", False),
        (".other.json.k3x9_q2m.saving", False),
    ],
)
def test_only_the_savers_own_temporaries_are_recognised(name, ours):
    assert is_temporary_of(name, "state.json") is ours


def test_the_temporary_a_save_makes_is_recognised(tmp_path, monkeypatch):
    made = []
    real_replace = os.replace
    monkeypatch.setattr(
        os, "replace", lambda source, target: made.append(os.path.basename(source)) or real_replace(source, target)
    )
    write_atomically(tmp_path / "state.json", "x")
    assert len(made) == 1 and is_temporary_of(made[0], "state.json")
