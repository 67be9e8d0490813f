"""The window's commands as QActions with standard shortcuts, shared by the menus and the toolbar, their words,
and which of them may be used now (the view state's ActionsState)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QMainWindow, QToolBar, QWidget

from ..session.controller import GameController
from ...session.view_state import ActionsState
from ..widgets.style import css

Keys = Sequence[QKeySequence.StandardKey | Qt.Key | str]


def shortcuts(*keys: QKeySequence.StandardKey | Qt.Key | str) -> list[QKeySequence]:
    """A platform's standard keys for an action, then the given extra ones it lacks."""
    sequences: list[QKeySequence] = []
    for key in keys:
        for sequence in (
            QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [QKeySequence(key)]
        ):
            if sequence not in sequences:
                sequences.append(sequence)
    return sequences


class GameActions(QObject):
    """Every command of the window. The controller's commands are connected here; the window's own (Save,
    Open, Help, full screen, Quit) are given as `window_commands` by name."""

    def __init__(
        self, parent: QObject, controller: GameController, window_commands: dict[str, Callable[..., object]]
    ) -> None:
        super().__init__(parent)
        c, w = controller, window_commands
        self.new_action = self._action(c.new_game, [QKeySequence.StandardKey.New])
        self.undo_action = self._action(c.undo, [QKeySequence.StandardKey.Undo])
        self.redo_action = self._action(c.redo, [QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"])
        self.save_action = self._action(w["save"], [QKeySequence.StandardKey.Save])
        self.load_action = self._action(w["open"], [QKeySequence.StandardKey.Open])
        self.hint_action = self._action(c.request_hint, [Qt.Key.Key_H])
        self.stop_demo_action = self._action(c.stop_demo, [Qt.Key.Key_Escape])
        self.continue_demo_action = self._action(c.continue_demo)
        for action in (self.stop_demo_action, self.continue_demo_action):
            action.setVisible(False)  # until a demonstration; their icons are drawn when first shown
        # The review: Game ▸ Review Game opens and closes it; the line under the headline offers it when a game ends
        # (review_offer_action, shown by a button there: see offer_button).
        self.review_action = self._action(
            lambda on: c.review_game() if on else c.close_review(), ["Ctrl+R"], checkable=True
        )
        self.review_offer_action = self._action(c.review_game)
        self.review_offer_action.setVisible(False)  # until a game ends; its icon is drawn when first shown
        self.offer_button: QWidget | None = None  # the button that shows the offer, once the window has one
        self.next_mistake_action = self._action(c.next_mistake, [Qt.Key.Key_N])
        self.try_again_action = self._action(c.try_again, [Qt.Key.Key_T])
        self.quit_action = self._action(w["quit"], [QKeySequence.StandardKey.Quit])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.prediction_action = self._action(c.advisor.set_show_prediction, checkable=True)
        self.analysis_action = self._action(c.advisor.set_show_analysis, checkable=True)
        self.full_screen_action = self._action(
            w["full_screen"], [QKeySequence.StandardKey.FullScreen, "F11"], checkable=True
        )
        self.how_to_play_action = self._action(
            lambda: w["help"]("how_to_play"), [QKeySequence.StandardKey.HelpContents]
        )
        self.shortcuts_action = self._action(lambda: w["help"]("shortcuts"), ["Ctrl+?", "Ctrl+/"])
        self.about_action = self._action(lambda: w["help"]("about"))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self._advice_tips: dict[QAction, str] = {}
        self.new_game_button: QWidget | None = None  # the toolbar's, once made
        self._toolbar: QToolBar | None = None
        self._game_over = False
        self.retranslate()

    def _action(
        self,
        slot: Callable[..., object],
        keys: Keys = (),
        *,
        checkable: bool = False,
        group: QActionGroup | None = None,
    ) -> QAction:
        """An action without words yet: retranslate() gives every action its text."""
        action = QAction(group or self, checkable=checkable)
        action.setShortcuts(shortcuts(*keys))
        (action.toggled if checkable and group is None else action.triggered).connect(slot)
        return action

    @property
    def toolbar_actions(self) -> list[QAction]:
        return [
            self.new_action,
            self.undo_action,
            self.redo_action,
            self.hint_action,
            self.stop_demo_action,
            self.continue_demo_action,
        ]

    def retranslate(self) -> None:
        # (action, menu text, toolbar text without the accelerator, status tip)
        for action, text, icon_text, tip in (
            (self.new_action, self.tr("&New Game"), self.tr("New Game"), self.tr("Start a new game")),
            (self.undo_action, self.tr("&Undo"), self.tr("Undo"), self.tr("Take back the last move")),
            (self.redo_action, self.tr("&Redo"), self.tr("Redo"), self.tr("Play again the move taken back")),
            (self.save_action, self.tr("&Save Game…"), "", self.tr("Save this game to a file")),
            (self.load_action, self.tr("&Open Saved Game…"), "", self.tr("Go on with a game saved to a file")),
            (self.hint_action, self.tr("&Hint"), self.tr("Hint"), self.tr("Show the best move for the player to move")),
            (
                self.stop_demo_action,
                self.tr("Sto&p Demonstration"),
                self.tr("Stop"),
                self.tr("Stop the computers where they are"),
            ),
            (
                self.continue_demo_action,
                self.tr("&Continue Demonstration"),
                self.tr("Continue"),
                self.tr("Let the computers play on from here"),
            ),
            (
                self.review_action,
                self.tr("Re&view Game"),
                "",
                self.tr("Go through the finished game move by move, judged with best play, and try a mistake again"),
            ),
            (
                self.review_offer_action,
                self.tr("Review this game"),
                "",
                self.tr("Go through this game move by move, judged with best play, and try a mistake again"),
            ),
            (self.next_mistake_action, self.tr("Ne&xt Mistake"), "", self.tr("Go to the review's next marked move")),
            (
                self.try_again_action,
                self.tr("&Try Again from Here"),
                "",
                self.tr("Play the chosen marked move again, from the position before it"),
            ),
            (self.quit_action, self.tr("&Quit"), "", ""),
            (
                self.prediction_action,
                self.tr("Show Outcome &Prediction"),
                "",
                self.tr("Say after every move how the game ends with best play"),
            ),
            (
                self.analysis_action,
                self.tr("Show Move &Analysis"),
                "",
                self.tr("Mark every empty cell with where it leads under best play"),
            ),
            (self.full_screen_action, self.tr("&Full Screen"), "", self.tr("Fill the screen with the game")),
            (
                self.how_to_play_action,
                self.tr("How to &Play"),
                "",
                self.tr("The rules, the levels and what the advice means"),
            ),
            (self.shortcuts_action, self.tr("&Keyboard Shortcuts"), "", self.tr("Every key the game answers to")),
            (self.about_action, self.tr("&About Tic-Tac-Toe"), "", ""),
        ):
            action.setText(text)
            action.setIconText(icon_text or text.replace("&", ""))
            action.setStatusTip(tip)
        self._advice_tips = {
            action: action.statusTip() for action in (self.hint_action, self.prediction_action, self.analysis_action)
        }
        self._review_tip = self.review_action.statusTip()
        self._even_demo_buttons()  # their words' widths

    def show(self, state: ActionsState, complete: bool) -> None:
        """Enable what may be used now. `complete`: the window is whole (until then, a game opened or saved could
        be left half set up: the frame or two before it waits)."""
        self.undo_action.setEnabled(state.undo)
        self.redo_action.setEnabled(state.redo)
        # Hint, prediction and analysis: off for a network game (the other player has no such help), saying why.
        why = self.tr("Not in a network game: your opponent could not see it")
        for action, tip in self._advice_tips.items():
            action.setStatusTip(why if state.advice_withheld else tip)
            action.setToolTip(why if state.advice_withheld else "")  # "" is the action's text again
        self.hint_action.setEnabled(state.hint)
        self.prediction_action.setEnabled(not state.advice_withheld)
        self.analysis_action.setEnabled(not state.advice_withheld)
        for action, checked in (
            (self.prediction_action, state.shows_prediction),
            (self.analysis_action, state.shows_analysis),
        ):
            if action.isChecked() != checked:
                action.blockSignals(True)  # as it is: not a choice to act on again
                action.setChecked(checked)
                action.blockSignals(False)
        demo_shown = (state.demo and state.demo_running, state.demo and not state.demo_running)
        if demo_shown != (self.stop_demo_action.isVisible(), self.continue_demo_action.isVisible()):
            self.stop_demo_action.setVisible(demo_shown[0])  # one of the two, in its place
            self.continue_demo_action.setVisible(demo_shown[1])
            self._even_demo_buttons()
        self.stop_demo_action.setEnabled(state.demo_running)
        self._show_review(state, complete)
        self.save_action.setEnabled(state.can_save and state.local_game and complete)
        self.load_action.setEnabled(state.local_game and complete)
        self._game_over = state.game_over
        self.style_new_game()

    def _show_review(self, state: ActionsState, complete: bool) -> None:
        """Review Game when a game is over, checked while a review is open (where the game has no proven review,
        choosing it says why: a disabled menu entry cannot); the offer under the headline while a finished game
        that has one waits on the board."""
        self.review_action.setEnabled((state.review or state.reviewing or state.game_over) and complete)
        self.review_action.setToolTip(state.review_tip)  # "" is the action's text again
        self.review_action.setStatusTip(state.review_tip or self._review_tip)
        if self.review_action.isChecked() != state.reviewing:
            with QSignalBlocker(self.review_action):  # as it is: not a choice to act on again
                self.review_action.setChecked(state.reviewing)
        offered = state.review and not state.reviewing and complete
        self.review_offer_action.setVisible(offered)
        if self.offer_button is not None:
            self.offer_button.setVisible(offered)
        self.next_mistake_action.setEnabled(state.next_mistake)
        self.try_again_action.setEnabled(state.try_again)
        self.try_again_action.setToolTip(state.try_again_tip)

    def style_new_game(self) -> None:
        """After a game, New Game in the theme's accent colour: the one button a player looks for then (again
        after a theme change). The window has one New Game button, this one: always in sight, whatever the
        window's size."""
        button = self.new_game_button
        if button is None:
            return
        sheet = ""
        if self._game_over:
            # The theme's palette, not the button's: on a theme switch Qt may tell the window before the button.
            palette, role = QApplication.palette(), QPalette.ColorRole
            accent = palette.color(role.Highlight)
            sheet = (
                f"#new-game {{ background: {css(accent)}; color: {css(palette.color(role.HighlightedText))};"
                f" border: none; border-radius: 6px; padding: 2px 8px; }}"
                f"#new-game:hover {{ background: {css(accent.lighter(112))}; }}"
            )
        if button.styleSheet() != sheet:
            button.setStyleSheet(sheet)

    def _even_demo_buttons(self) -> None:
        """Stop and Continue take one place in turn: one width for both, so that the buttons beside them (the
        toolbar is right-aligned in the menu bar) stay put as one becomes the other."""
        toolbar = self._toolbar
        if toolbar is None:
            return
        pair = (self.stop_demo_action, self.continue_demo_action)
        buttons = {toolbar.widgetForAction(action): action.iconText() for action in pair}
        shown_action = next((action for action in pair if action.isVisible()), None)
        if shown_action is None:
            return
        shown = toolbar.widgetForAction(shown_action)
        # Measured on the button shown, whose icon is drawn (the other's is drawn when first shown: appearance.py):
        # the icon, the gap and the margins beside its words, the same for both.
        metrics = shown.fontMetrics()

        def text_width(text: str) -> int:  # as QToolButton measures its words
            return metrics.size(Qt.TextFlag.TextShowMnemonic, text).width()

        room = shown.sizeHint().width() - text_width(buttons[shown])
        width = room + max(text_width(text) for text in buttons.values())
        for button in buttons:
            button.setMinimumWidth(width)

    def make_toolbar(self, window: QMainWindow) -> QToolBar:
        """The toolbar: in the menu bar's right corner where the window has its own menu bar (it takes no height
        from the board), else an ordinary toolbar (a desktop-wide menu bar, as on macOS)."""
        toolbar = QToolBar(window)
        toolbar.setObjectName("game-toolbar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(22, 22))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions(self.toolbar_actions)
        for action in toolbar.actions():
            # A click leaves the keyboard focus on the board, and no focus frame on the button.
            toolbar.widgetForAction(action).setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._toolbar = toolbar
        self.new_game_button = toolbar.widgetForAction(self.new_action)
        self.new_game_button.setObjectName("new-game")
        if window.menuBar().isNativeMenuBar():
            window.addToolBar(toolbar)
        else:
            toolbar.setIconSize(QSize(20, 20))
            toolbar.setStyleSheet("QToolBar { border: none; background: transparent; spacing: 2px; }")
        return toolbar
