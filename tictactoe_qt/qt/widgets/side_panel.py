"""The side panel: the scoreboard, the game's choices as segmented switches, the moves and New Game.

It only lays out, shows its part of each view (show_view) and reports what the player asked for; the
main window passes the requests on to the controller.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QRect, QSignalBlocker, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedLayout, QVBoxLayout, QWidget

from ...core import Player
from ...core.levels import LEVELS, AnyLevel
from ...core.modes import Mode
from ...core.kinds import VARIANTS
from ...session.view_state import ChoicesState, ViewState
from ...session.words import board_name, board_short_name, legend_text, level_name, rule_text
from ..text import Retranslatable, fill
from .font_scale import FontScale
from .heading import Heading
from .move_list_view import MoveListView
from .panel_column import PanelColumn
from .score_board import ScoreBoard
from .segmented import SegmentedControl
from .style import SIDE_PANEL_WIDTH

ANALYSIS_PATIENCE_MS = 200
_MODES = (Mode.HUMAN_VS_HUMAN, Mode.HUMAN_VS_COMPUTER, Mode.COMPUTER_VS_COMPUTER)


def _small_label() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # it wraps; never widens
    return label


def _column(*widgets: QWidget, spacing: int = 4) -> QVBoxLayout:
    column = QVBoxLayout()
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(spacing)
    for widget in widgets:
        column.addWidget(widget)
    return column


class MatchSettings(Retranslatable, QWidget):
    variant_chosen = Signal(object)  # the Variant
    mode_chosen = Signal(Mode)
    demo_level_chosen = Signal(int, str)  # seat, level
    level_chosen = Signal(str)
    human_mark_chosen = Signal(Player)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._mode_heading, self._board_heading = Heading(), Heading()
        self.mode_switch = SegmentedControl()
        for mode in _MODES:
            self.mode_switch.addItem("", mode)
        self.two_players_segment, self.computer_segment, self.demo_segment = (
            self.mode_switch.button(i) for i in range(3)
        )
        # The choices last shown, while the switches still show them: None once the player has touched one.
        self._choices_shown: ChoicesState | None = None
        self.mode_switch.currentIndexChanged.connect(
            lambda i: self._chose(self.mode_chosen, _MODES[i]) if i >= 0 else None
        )
        self.board_switch = SegmentedControl()
        for variant in VARIANTS:
            self.board_switch.addItem("", variant.key)
        self.board_switch.currentIndexChanged.connect(
            lambda i: self._chose(self.variant_chosen, VARIANTS[i]) if i >= 0 else None
        )
        self.rule_label = _small_label()
        self.rule_label.setWordWrap(False)  # a line: its height is known when the window's least size is worked out

        # Against the computer: its level and your mark; a demonstration: each computer's level. One page
        # shows at a time in the same room, so switching modes moves nothing below.
        self._level_heading, self._side_heading = Heading(), Heading()
        self.level_switch, self.mark_switch = SegmentedControl(), SegmentedControl()
        # The board's levels, weakest first (ultimate's are easy, medium, hard): a segment a level, as its data.
        self._levels: tuple[AnyLevel, ...] = LEVELS
        for level in LEVELS:
            self.level_switch.addItem("", level)
        # Item data holds the mark's value, as a combo box's QVariant would.
        self.mark_switch.addItem("", Player.X.value)
        self.mark_switch.addItem("", Player.O.value)
        self.level_switch.currentIndexChanged.connect(
            lambda i: self._chose(self.level_chosen, self._levels[i]) if i >= 0 else None
        )
        self.mark_switch.currentIndexChanged.connect(
            lambda i: self._chose(self.human_mark_chosen, Player(self.mark_switch.itemData(i))) if i >= 0 else None
        )
        self._demo_headings = [Heading(), Heading()]
        self.demo_level_switches = [SegmentedControl(), SegmentedControl()]
        for seat, box in enumerate(self.demo_level_switches):
            for level in LEVELS:
                box.addItem("", level)
            box.currentIndexChanged.connect(
                lambda i, seat=seat: self._chose(self.demo_level_chosen, seat, self._levels[i]) if i >= 0 else None
            )
        # A plain widget with a stacked layout, not a QStackedWidget: that is a "layered pane" to screen readers,
        # and Orca said "layered pane" on the way from the board's switch to the level's (issue 41).
        self.opponent_pages = QWidget()
        self._opponent_stack = QStackedLayout(self.opponent_pages)
        self._opponent_stack.setContentsMargins(0, 0, 0, 0)
        for widgets in (
            (self._level_heading, self.level_switch, self._side_heading, self.mark_switch),
            (self._demo_headings[0], self.demo_level_switches[0], self._demo_headings[1], self.demo_level_switches[1]),
        ):
            page = QWidget()
            page.setLayout(_column(*widgets))
            self._opponent_stack.addWidget(page)

        layout = _column(self._mode_heading, self.mode_switch, spacing=4)
        layout.addSpacing(8)
        layout.addLayout(_column(self._board_heading, self.board_switch, self.rule_label))
        layout.addSpacing(8)
        layout.addWidget(self.opponent_pages)
        self.setLayout(layout)
        self._retranslate()

    def _retranslate(self) -> None:
        self._mode_heading.setText(self.tr("Opponent"))
        for index, (text, short) in enumerate(
            (
                (self.tr("Two players"), ""),
                (self.tr("Against the computer"), self.tr("Computer")),
                (self.tr("Computer against computer"), self.tr("Demo")),
            )
        ):
            self.mode_switch.setItemText(index, text, short or None)
        self._board_heading.setText(self.tr("Board"))
        for index, variant in enumerate(VARIANTS):
            self.board_switch.setItemText(index, board_name(variant), board_short_name(variant))
        self.mark_switch.setItemText(0, self.tr("X (moves first)"))
        self.mark_switch.setItemText(1, self.tr("O (moves second)"))
        self._level_heading.setText(self.tr("Level"))
        self._side_heading.setText(self.tr("You play"))
        # Each switch is a radio group named as its heading reads, which a screen reader says on entering it.
        for heading, switch in (
            (self._mode_heading, self.mode_switch),
            (self._board_heading, self.board_switch),
            (self._level_heading, self.level_switch),
            (self._side_heading, self.mark_switch),
        ):
            switch.setAccessibleName(heading.text())
        for seat, (heading, box) in enumerate(zip(self._demo_headings, self.demo_level_switches, strict=True)):
            box.setAccessibleName(fill(self.tr("Level of computer %1"), seat + 1))
            heading.setText(fill(self.tr("Computer %1"), seat + 1))
        self._name_levels()
        self._show_rule()

    def _name_levels(self) -> None:
        for box in (self.level_switch, *self.demo_level_switches):
            for index, level in enumerate(self._levels):
                box.setItemData(index, level)
                box.setItemText(index, level_name(level))

    def _show_rule(self) -> None:
        index = max(self.board_switch.currentIndex(), 0)
        self.rule_label.setText(rule_text(VARIANTS[index]))

    def _chose(self, chosen: SignalInstance, *value: object) -> None:
        # First forgotten: the session may refuse the choice and publish the choices as they were, which must then
        # be shown again, though equal to the last shown.
        self._choices_shown = None
        chosen.emit(*value)

    def show_choices(self, choices: ChoicesState) -> None:
        if choices == self._choices_shown:
            return  # shown and untouched since: a move does not set every switch again
        self._choices_shown = choices
        boxes = (self.mode_switch, self.board_switch, self.level_switch, self.mark_switch, *self.demo_level_switches)
        with contextlib.ExitStack() as quiet:  # showing the state must not read as the player choosing it
            for box in boxes:
                quiet.enter_context(QSignalBlocker(box))
            self.board_switch.setCurrentIndex(VARIANTS.index(choices.variant))
            self.mode_switch.setCurrentIndex(_MODES.index(choices.mode))
            if choices.levels != self._levels:  # another board's levels: Unbeatable becomes Hard in ultimate
                self._levels = choices.levels
                self._name_levels()
            for seat, box in enumerate(self.demo_level_switches):
                box.setCurrentIndex(self._levels.index(choices.demo_levels[seat]))
            # Nothing chosen (-1) between two players, rather than a choice that means nothing for them.
            self.level_switch.setCurrentIndex(self._levels.index(choices.level) if choices.level is not None else -1)
            self.mark_switch.setCurrentIndex(
                -1 if choices.human_mark is None else 0 if choices.human_mark is Player.X else 1
            )
        self._show_rule()
        self._opponent_stack.setCurrentIndex(1 if choices.mode is Mode.COMPUTER_VS_COMPUTER else 0)
        for box in (self.level_switch, self.mark_switch):
            box.setEnabled(choices.mode is Mode.HUMAN_VS_COMPUTER)
        self.setEnabled(choices.enabled)


class SidePanel(Retranslatable, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.score_board = ScoreBoard()
        # What the network game's connection is doing, under the scores: names a stranger chose, in plain text.
        self.network_label = _small_label()
        self.network_label.hide()
        self.match_settings = MatchSettings()
        self.move_list_view = MoveListView()
        self.analysis_legend = _small_label()
        legend_policy = self.analysis_legend.sizePolicy()
        legend_policy.setRetainSizeWhenHidden(True)  # turning analysis on or off moves nothing
        self.analysis_legend.setSizePolicy(legend_policy)
        self.analysis_legend.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # While the analysis is worked out (about a second on 4×4 and 5×5) the legend says so in its place; an
        # answer quicker than this never shows it, so a 3×3 move does not flicker it.
        self._working = False
        self._unproved_possible = False
        self._estimates = False  # the analysis shows the search's estimates (ultimate, before its end is in reach)
        self._working_timer = QTimer(self, singleShot=True, interval=ANALYSIS_PATIENCE_MS)
        self._working_timer.timeout.connect(lambda: self._show_working(True))
        layout = PanelColumn(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addWidget(self.score_board)
        layout.addWidget(self.network_label)
        layout.addWidget(self.match_settings)
        layout.addWidget(self.move_list_view)
        layout.addWidget(self.analysis_legend)
        layout.addStretch(1)  # room to spare goes under the panel: the move list holds what it shows
        self.setFixedWidth(SIDE_PANEL_WIDTH)  # the rest of the window's width is the board's
        self._font_scale = FontScale(self)
        # A click on a setting leaves the keyboard with the board: the digits that play cells would
        # otherwise pick a board size in the list just clicked. Tab still reaches every one of them; the
        # name fields take a click, as text fields must.
        self.score_board.reset_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.move_list_view.list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._retranslate()

    def _retranslate(self) -> None:
        self._show_working(self._working)
        self._fit_legend()
        self.analysis_legend.setAccessibleName(self.tr("Move analysis legend"))
        self.network_label.setAccessibleName(self.tr("Network game"))

    def set_scale(self, scale: float, width: int) -> None:
        """Type, spacing and width `scale` times their own: a large window's panel grows as its board does."""
        self.setFixedWidth(width)
        if not self._font_scale.set(scale):
            return
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(round(12 * scale))
        self._fit_legend()
        self.score_board.set_scale(scale)
        self.move_list_view.updateGeometry()

    def _fit_legend(self) -> None:
        # As tall as the longest legend this board shows, at the panel's width: none is cut short, and nothing
        # moves as the analysis works or is turned on and off. Set, not left to the layout: a wrapped label's
        # height is not counted in the window's least size, and the panel would be squeezed below its switches.
        label = self.analysis_legend
        bounds = QRect(0, 0, max(self.width(), 1), 1 << 16)
        flags = int(Qt.TextFlag.TextWordWrap)
        texts = (legend_text(working, self._unproved_possible, self._estimates) for working in (False, True))
        label.setFixedHeight(max(label.fontMetrics().boundingRect(bounds, flags, text).height() for text in texts) + 2)

    def show_view(self, view: ViewState) -> None:
        self.score_board.show_scores(view.scores)
        self.match_settings.show_choices(view.choices)
        self.move_list_view.show_moves(view.moves)
        self.show_legend(view.legend, view.legend_unproved, view.legend_estimates)
        self.show_analysis_progress(view.analysing)  # started with a move, ended with its answer

    def show_legend(self, shown: bool, unproved_possible: bool = False, estimates: bool = False) -> None:
        """`unproved_possible`: the analysis may mark a cell "?" on this board (only 5×5 without its compiled search)."""
        self.analysis_legend.setVisible(shown)
        if (unproved_possible, estimates) != (self._unproved_possible, self._estimates):
            self._unproved_possible, self._estimates = unproved_possible, estimates
            self._show_working(self._working)
            self._fit_legend()

    def show_analysis_progress(self, working: bool) -> None:
        """Whether the move analysis for the board on screen is still being worked out."""
        if not working:
            self._working_timer.stop()
            self._show_working(False)
        elif not self._working and not self._working_timer.isActive():
            self._working_timer.start()

    def _show_working(self, working: bool) -> None:
        self._working = working
        self.analysis_legend.setText(legend_text(working, self._unproved_possible, self._estimates))
