"""Property tests: random sequences of play, undo, redo and illegal moves never break the game's invariants."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe_qt.core import Game, GameError, IllegalMoveError, Player
from tictactoe_qt.core.records import SavedGame, saved_game_json
from tictactoe_qt.core.record_parsing import parse_saved_game
from tictactoe_qt.core.modes import Mode

VARIANTS = [(3, 3), (4, 3), (4, 4), (5, 4)]

# An action is ("play", row, col) with row/col possibly off the board, or ("undo",) / ("redo",).
actions = st.lists(
    st.one_of(
        st.tuples(st.just("play"), st.integers(-1, 5), st.integers(-1, 5)),
        st.tuples(st.just("undo")),
        st.tuples(st.just("redo")),
    ),
    max_size=60,
)


def _state(game: Game):
    return (
        game.moves,
        [game.cell(r, c) for r in range(game.size) for c in range(game.size)],
        game.winner,
        game.winning_line,
        game.is_over,
        game.can_undo,
        game.can_redo,
    )


def _check_invariants(game: Game) -> None:
    marks = [game.cell(r, c) for r in range(game.size) for c in range(game.size)]
    x_count, o_count = marks.count(Player.X), marks.count(Player.O)
    assert x_count - o_count in (0, 1)
    assert x_count + o_count == len(game.moves)
    assert game.current_player is (Player.X if x_count == o_count else Player.O)
    # At most one winner, and only the player who moved last can have won.
    if game.winner is not None:
        assert game.winner is game.current_player.other and not game.is_draw and game.is_over
        assert all(game.cell(*cell) is game.winner for cell in game.winning_line)
    assert game.is_over == (game.winner is not None or len(game.moves) == game.size**2)
    assert (game.legal_moves() == []) == game.is_over
    # Replaying the moves from the start reaches the same position.
    replay = Game(game.size, game.win_length)
    for move in game.moves:
        replay.play(*move)
    assert _state(replay)[:5] == _state(game)[:5]


@settings(max_examples=300, deadline=None)
@given(variant=st.sampled_from(VARIANTS), script=actions)
def test_random_play_undo_redo_and_illegal_moves_keep_every_invariant(variant, script):
    game = Game(*variant)
    for action in script:
        before = _state(game)
        try:
            if action[0] == "play":
                game.play(action[1], action[2])
            elif action[0] == "undo":
                game.undo()
            else:
                game.redo()
        except IllegalMoveError:
            assert action[0] == "play"
            assert _state(game) == before  # an illegal move changes nothing
        except GameError:
            assert action[0] in ("undo", "redo") and _state(game) == before
        _check_invariants(game)


@settings(max_examples=200, deadline=None)
@given(script=actions)
def test_undo_then_redo_returns_to_the_same_position(script):
    game = Game()
    for action in script:
        if action[0] == "play" and (action[1], action[2]) in game.legal_moves():
            game.play(action[1], action[2])
    before = _state(game)
    taken_back = [game.undo() for _ in range(len(game.moves))]
    for cell in reversed(taken_back):
        assert game.redo() == cell
    assert _state(game)[:5] == before[:5]


@settings(max_examples=200, deadline=None)
@given(script=actions, names=st.tuples(st.text(min_size=1, max_size=12), st.text(min_size=1, max_size=12)))
def test_any_reachable_game_saves_and_loads_back_the_same(script, names):
    game = Game()
    for action in script:
        if action[0] == "play" and (action[1], action[2]) in game.legal_moves():
            game.play(action[1], action[2])
        elif action[0] == "undo" and game.can_undo:
            game.undo()
        elif action[0] == "redo" and game.can_redo:
            game.redo()
    saved = SavedGame(
        game, Mode.HUMAN_VS_HUMAN, "perfect", {Player.X: "A " + names[0], Player.O: "B " + names[1]}, None
    )
    loaded = parse_saved_game(saved_game_json(saved))
    assert _state(loaded.game) == _state(game)
    assert loaded.game.redo() == game.copy().redo() if game.can_redo else not loaded.game.can_redo
