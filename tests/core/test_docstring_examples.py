"""The examples in the core's docstrings (`>>>`) are true: each module's run as doctest runs them."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import pkgutil

import pytest

import tictactoe_qt.core

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(tictactoe_qt.core.__path__, "tictactoe_qt.core.")
    if ">>>" in (importlib.util.find_spec(info.name).loader.get_source(info.name) or "")  # type: ignore[union-attr]
)


def test_the_core_has_examples_to_check() -> None:
    assert {"tictactoe_qt.core.game", "tictactoe_qt.core.kinds"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_every_example_in_the_docstrings_gives_what_it_shows(name: str) -> None:
    results = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert results.attempted > 0
    assert results.failed == 0
