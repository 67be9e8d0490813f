"""The computer players: the perfect level checked exhaustively, the weaker levels by their promises."""

import random
import pytest

from tictactoe_qt.core import Game, Player, winning_lines
from tictactoe_qt.core.ai import LEVELS, best_move, move_values, predict
from tictactoe_qt.core.ai.engine import Engine

CORNERS = {(0, 0), (0, 2), (2, 0), (2, 2)}


def replay(moves) -> Game:
    game = Game()
    for move in moves:
        game.play(*move)
    return game


def naive_outcome(game: Game, known: dict) -> Player | None:
    """Plain minimax on the Game API, independent of the solver: the winner under perfect play."""
    key = str(game)
    if key not in known:
        known[key] = _naive_outcome(game, known)
    return known[key]


def _naive_outcome(game: Game, known: dict) -> Player | None:
    if game.is_over:
        return game.winner
    me = game.current_player
    outcomes = set()
    for move in game.legal_moves():
        game.play(*move)
        outcomes.add(naive_outcome(game, known))
        game.undo()
    if me in outcomes:
        return me
    if None in outcomes:
        return None
    return me.other


def reachable_positions():
    seen, stack = set(), [()]
    while stack:
        moves = stack.pop()
        game = replay(moves)
        key = str(game)
        if key in seen:
            continue
        seen.add(key)
        yield moves, game
        stack.extend(moves + (move,) for move in game.legal_moves())


def test_predict_matches_plain_minimax_in_every_reachable_position():
    checked, known = 0, {}
    for _, game in reachable_positions():
        assert predict(game) == naive_outcome(game, known), str(game)
        checked += 1
    assert checked == 5478  # every legal 3×3 position, counted once


def test_empty_board_is_a_draw_with_perfect_play():
    assert predict(Game()) is None


def ai_choices(game: Game, level: str = "perfect") -> set:
    """The moves the level can pick here, over enough seeds to see its tie-breaks."""
    return {best_move(game, level, rng=random.Random(seed)) for seed in range(12)}


def worst_result_for(ai: Player, game: Game) -> int:
    """+1 the AI wins, 0 draw, -1 the AI loses, for the worst case over every human reply."""
    if game.is_over:
        return 0 if game.winner is None else (1 if game.winner is ai else -1)
    results = []
    moves = ai_choices(game) if game.current_player is ai else game.legal_moves()
    for move in moves:
        game.play(*move)
        results.append(worst_result_for(ai, game))
        game.undo()
    return min(results)


@pytest.mark.parametrize("ai", [Player.X, Player.O])
def test_perfect_never_loses_against_any_line_of_play(ai):
    assert worst_result_for(ai, Game()) == 0


def test_perfect_takes_the_fastest_win():
    # X can win now at (0, 2), or set up a later win elsewhere.
    game = replay([(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (2, 0)])
    # O threatens (1, 2) and the diagonal (0, 2); X wins at once on the top row.
    assert ai_choices(game) == {(0, 2)}


def test_perfect_blocks_when_it_cannot_win():
    game = replay([(0, 0), (1, 1), (2, 2), (0, 2)])  # O threatens (2, 0)
    assert ai_choices(game) == {(2, 0)}


def test_perfect_opens_in_a_corner_where_most_replies_lose():
    assert ai_choices(Game()) <= CORNERS


def test_lost_positions_lose_as_slowly_as_possible():
    # X threatens (0, 2) and (2, 0) at once: O is lost, but blocking one threat lasts longest.
    game = replay([(2, 2), (2, 1), (1, 2)])
    assert max(move_values(game).values()) < 0
    assert ai_choices(game) == {(0, 2)}


def test_perfect_always_picks_a_best_valued_move():
    for _, game in reachable_positions():
        if not game.is_over:
            values = move_values(game)
            assert {values[move] for move in ai_choices(game)} == {max(values.values())}, str(game)


@pytest.mark.parametrize("level", LEVELS)
def test_best_move_never_changes_the_game(level):
    game = replay([(1, 1), (0, 0)])
    game.undo()
    before = (str(game), tuple(game.moves), game.can_redo)
    best_move(game, level)
    assert (str(game), tuple(game.moves), game.can_redo) == before


def test_unknown_level_and_finished_game_are_refused():
    with pytest.raises(ValueError, match="unknown level"):
        best_move(Game(), "godlike")
    with pytest.raises(ValueError, match="over"):
        best_move(replay([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]))


def completing_cells(game: Game, player: Player) -> set:
    """Empty cells where a mark of `player` would complete a line."""
    return {
        move
        for move in game.legal_moves()
        for line in winning_lines(3, 3)
        if move in line and all(game.cell(*cell) is player for cell in line if cell != move)
    }


def test_medium_always_wins_at_once_and_blocks_at_once():
    wins_checked = blocks_checked = 0
    for _, game in reachable_positions():
        if game.is_over:
            continue
        wins = completing_cells(game, game.current_player)
        threats = completing_cells(game, game.current_player.other)
        choices = ai_choices(game, "medium")
        if wins:
            assert choices <= wins, str(game)
            wins_checked += 1
        elif threats:
            assert choices <= threats, str(game)
            blocks_checked += 1
    assert wins_checked > 1000 and blocks_checked > 500


def play_match(x_level: str, o_level: str, seed: int) -> Player | None:
    rng = random.Random(seed)
    game = Game()
    while not game.is_over:
        level = x_level if game.current_player is Player.X else o_level
        game.play(*best_move(game, level, rng=rng))
    return game.winner


def losses_against_perfect(level: str, games: int = 200) -> int:
    """Games the level loses to the perfect player, playing X in half of them."""
    losses = 0
    for seed in range(games):
        if seed % 2:
            losses += play_match(level, "perfect", seed) is Player.O
        else:
            losses += play_match("perfect", level, seed) is Player.X
    return losses


def test_levels_are_graded():
    easy, medium, perfect = (losses_against_perfect(level) for level in LEVELS)
    assert perfect == 0
    assert easy > medium > 0
    assert easy >= 60  # a beginner's strategy beats it often


def losses_on_4x4(level: str, engine: Engine, games: int = 120) -> tuple[int, int]:
    """(games lost, games drawn) by the level against the perfect player on 4×4, as X in half of them."""
    losses = draws = 0
    for seed in range(games):
        rng, me = random.Random(seed), Player.X if seed % 2 == 0 else Player.O
        game = Game(4, 4)
        while not game.is_over:
            game.play(*best_move(game, level if game.current_player is me else "perfect", rng=rng, engine=engine))
        losses += game.winner is not None and game.winner is not me
        draws += game.winner is None
    return losses, draws


def test_levels_are_graded_on_4x4_too():
    # One engine for the three levels' 360 games, with a table roomier than a search's ceiling (control.TABLE_CAPACITY),
    # keeps what the perfect player proved in one game for the next: half the time. The values are exact whatever the
    # table remembers; the games came out the same as with a search's own table (80, 41 and 0 losses).
    engine = Engine(table_capacity=1 << 21)
    (easy_losses, easy_draws), (medium_losses, medium_draws), (perfect_losses, perfect_draws) = (
        losses_on_4x4(level, engine) for level in LEVELS
    )
    assert perfect_losses == 0 and perfect_draws == 120
    # Medium sits between: it loses clearly less often than Easy, and clearly more often than Unbeatable.
    assert easy_losses > medium_losses + 20 and medium_losses >= 20
