"""Ultimate's advice agrees with itself: the hint, the prediction and the analysis of a position come from one
search, so the hinted move is always the move the analysis rates best (a proven win first, then the best
estimate, a proven loss last; among proven values, one of the best)."""

from __future__ import annotations

import random
from collections import OrderedDict

from tictactoe_qt.core.ai import advice
from tictactoe_qt.core.levels import MoveOutcome
from tictactoe_qt.core.kinds import ULTIMATE_VARIANT


def rank(outcome: MoveOutcome | None, own_moves_matter: bool) -> tuple[float, ...]:
    """How the analysis orders moves for the player making them."""
    if outcome is None:
        return (-1.0,)
    if outcome.score is not None:  # an estimate, between the proven losses and the proven wins
        return (1.0, outcome.score)
    kind = {"win": 2.0, "draw": 1.0, "loss": 0.0}[outcome.result]
    # Proven: a quicker win, a later loss; an estimate's "draw" sits among the estimates (score 0.5).
    if outcome.result == "draw":
        return (1.0, 0.5)
    length = -outcome.own_moves if outcome.result == "win" else outcome.own_moves
    return (kind, length if own_moves_matter else 0)


def test_hint_prediction_and_analysis_of_a_position_come_from_one_search_and_agree(monkeypatch):
    monkeypatch.setattr(advice, "ULTIMATE_ITERATIONS", 3000)  # enough for the figures to differ; quick
    monkeypatch.setattr(advice, "_answers", OrderedDict())  # nothing kept from another test
    searches: list[tuple] = []
    search = advice._search_ultimate

    def counted(game, cancel, seed):
        searches.append(tuple(game.moves))
        return search(game, cancel, seed)

    monkeypatch.setattr(advice, "_search_ultimate", counted)
    rng = random.Random(11)
    checked = 0
    for length in [0, 1, 3, 8, 15, 22, 30, 38, 45, 52]:
        game = ULTIMATE_VARIANT.new_game()
        while len(game.moves) < length and not game.is_over:
            game.play(*rng.choice(game.legal_moves()))
        if game.is_over:
            continue
        answers = advice.advice_for(game)
        analysis = answers.analysis(game)
        hint = answers.hint(game, rng=random.Random(1))
        answers.outlook(game)
        assert searches.count(tuple(game.moves)) == 1, "three questions of one position: one search"
        proven = all(outcome is not None and outcome.proven for outcome in analysis.values())
        best = max(rank(outcome, proven) for outcome in analysis.values())
        assert rank(analysis[hint.move], proven) == best, (game.moves, hint, analysis[hint.move])
        checked += 1
    assert checked >= 8


def test_another_position_is_searched_anew_and_only_a_few_answers_are_kept(monkeypatch):
    monkeypatch.setattr(advice, "ULTIMATE_ITERATIONS", 500)
    monkeypatch.setattr(advice, "_answers", OrderedDict())
    searches: list[tuple] = []
    search = advice._search_ultimate
    monkeypatch.setattr(
        advice,
        "_search_ultimate",
        lambda game, cancel, seed: searches.append(tuple(game.moves)) or search(game, cancel, seed),
    )
    game = ULTIMATE_VARIANT.new_game()
    for move in [(4, 4), (4, 3), (4, 0)]:
        advice.advice_for(game).outlook(game)
        game.play(*move)
    advice.advice_for(game).outlook(game)
    assert len(searches) == 4 and len(set(searches)) == 4
    assert len(advice._answers) <= advice._ANSWERS_KEPT
