"""Where the side panel goes at each window size: beside the board, or, in a narrow window, in a drawer at the
window's right that pushes the board aside (over its edge only when too little would be left for it); and how
large its type is (it grows with a large window, as the board does).

Decided from the window's size alone, so the first frame (the panel's room kept empty, see MainWindow) and
the complete window agree, and nothing moves when the panel comes. The panel always sits in a scroll area:
in a short window it scrolls rather than holding the window tall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QFrame, QScrollArea, QVBoxLayout, QWidget

from ..widgets.style import SIDE_PANEL_WIDTH

if TYPE_CHECKING:  # built after the first frame (see MainWindow.complete), and on the first review
    from ..widgets.review_panel import ReviewPanel
    from ..widgets.side_panel import SidePanel

# Below this width the board would get less than half of the window beside the panel: the panel is a drawer.
COMPACT_BELOW_WIDTH = 760
# The panel's type and width grow with the window from this size on (at 1920×1080: 1.6 times), to at most:
# full screen at 1920×1080 left the panel's labels small beside a board grown to the screen's height, and a wide
# empty band between them (issue 40); at 1.6 the panel still fits the screen's height with its move list.
PANEL_SCALE_FROM = QSize(1200, 675)
PANEL_SCALE_MOST = 1.6
_SCROLL_BAR_ROOM = 14  # beside the panel in its scroll area, for a scroll bar in a short window
# An open drawer pushes the board aside when this much width is left beside it (else it opens over the board's
# edge): the review in a narrow window covered the right of the board it was about (issue 40).
BOARD_BESIDE_DRAWER = 300


def is_compact(window: QSize) -> bool:
    return window.width() < COMPACT_BELOW_WIDTH


def panel_scale(window: QSize) -> float:
    return min(
        max(min(window.width() / PANEL_SCALE_FROM.width(), window.height() / PANEL_SCALE_FROM.height()), 1.0),
        PANEL_SCALE_MOST,
    )


def panel_room(window: QSize) -> int:
    """The width the panel takes beside the board (0 in a compact window)."""
    return 0 if is_compact(window) else round(SIDE_PANEL_WIDTH * panel_scale(window)) + _SCROLL_BAR_ROOM


class PanelPlace(QObject):
    """The panel's room in the window's row (`row`, after the play area), and the drawer in a narrow window."""

    def __init__(self, central: QWidget, row: QBoxLayout) -> None:
        super().__init__(central)
        self._central, self._row = central, row
        self.room = QWidget()  # the panel's, until put() brings the panel
        self.room.setFixedWidth(SIDE_PANEL_WIDTH + _SCROLL_BAR_ROOM)
        row.addWidget(self.room)
        self.panel: SidePanel | None = None
        self._instead: ReviewPanel | None = None  # in the panel's place for now (see show_instead)
        self._drawer_was_open = False
        self._scale, self._width = 1.0, SIDE_PANEL_WIDTH
        self._scroll = QScrollArea()
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click in the panel leaves the keys with the board
        self._drawer = QFrame(central)
        self._drawer.setObjectName("side-drawer")
        self._drawer.setFrameShape(QFrame.Shape.StyledPanel)
        self._drawer.setAutoFillBackground(True)
        QVBoxLayout(self._drawer).setContentsMargins(12, 8, 4, 8)
        self._drawer.hide()
        self._row_margins = row.contentsMargins()  # the row's own: an open drawer adds its width on the right
        self.compact = False
        self.drawer_action = QAction(self, checkable=True)  # shown in a compact window's toolbar and View menu
        self.drawer_action.setShortcuts([QKeySequence("F9")])
        self.drawer_action.setVisible(False)
        self.drawer_action.toggled.connect(self._show_drawer)
        # Esc closes the drawer, as it closes what opens over a window: a key no one in it took (the board's and the
        # panel's keys come up through the central widget; a name being typed, or the review, take Esc first).
        # The central widget is watched only while the drawer shows: not every event of every move.
        self._drawer.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._drawer:
            if event.type() == QEvent.Type.Show:
                self._central.installEventFilter(self)
            elif event.type() == QEvent.Type.Hide:
                self._central.removeEventFilter(self)
        elif (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self._drawer.isVisible()
            and self._instead is None
        ):
            self.drawer_action.setChecked(False)
            return True
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        # The drawer's button is named for what it holds: with a review in the panel's place and the drawer hidden
        # (F9), a button still reading "Scores & Settings" left no visible way back to the review or out of it.
        if self._instead is None:
            text = self.tr("Scores && Settings")  # && is a plain "&" in a menu and on a button
            tip = self.tr("Show or hide the scores, the game's choices and the moves")
        else:
            text, tip = self.tr("Review"), self.tr("Show or hide the review (Back to the Game ends it)")
        self.drawer_action.setText(text)
        self.drawer_action.setIconText(text)
        self.drawer_action.setStatusTip(tip)

    def put(self, panel: SidePanel) -> None:
        """The panel, built after the first frame, into the room kept for it (or the drawer)."""
        self.panel = panel
        self._scroll.setWidget(panel)
        self._row.replaceWidget(self.room, self._scroll)
        # Hidden at once: a deletion waits for the event loop, and until then the room, out of the layout, would lie
        # over the board's corner and take its clicks.
        self.room.hide()
        self.room.deleteLater()
        self.compact = not self.compact  # fit() places it anew
        self.fit(self._central.window().size())

    def fit(self, window: QSize) -> None:
        """Place and size the panel for a window of this size."""
        scale, room = panel_scale(window), panel_room(window)
        compact = is_compact(window)
        width = round(SIDE_PANEL_WIDTH * scale)
        self._scale, self._width = scale, width
        if self._instead is not None:
            self._instead.set_scale(scale, width)
        if self.panel is None:
            self.room.setVisible(not compact)
            self.room.setFixedWidth(room or 1)
        else:
            self.panel.set_scale(scale, width)
            self._scroll.setFixedWidth(width + _SCROLL_BAR_ROOM)
            if compact != self.compact:
                self._move(compact)
        narrowed = compact and not self.compact
        self.compact = compact
        self.drawer_action.setVisible(compact)
        if narrowed and self._instead is not None:  # what stands in for the panel (the review) stays in sight
            self.drawer_action.setChecked(True)
        self._place_drawer()

    @property
    def instead(self) -> ReviewPanel | None:
        """What is in the panel's place for now (see show_instead), or None for the panel itself."""
        return self._instead

    def show_instead(self, other: ReviewPanel | None) -> None:
        """`other` in the panel's place for now, at its width and scale, beside the board or in the drawer, which
        opens to show it (the review, while it is open); None: the panel again, and the drawer as it was."""
        assert self.panel is not None, "put() first"
        target: QWidget = other or self.panel
        if self._scroll.widget() is target:
            return
        if other is not None and self._instead is None:
            self._drawer_was_open = self.drawer_action.isChecked()
        self._instead = other
        self.retranslate()
        self._scroll.takeWidget()  # kept by its owner (the window), not deleted
        if other is not None:
            other.set_scale(self._scale, self._width)
        self._scroll.setWidget(target)
        target.show()
        if self.compact:
            self.drawer_action.setChecked(other is not None or self._drawer_was_open)

    def _move(self, compact: bool) -> None:
        drawer_layout = self._drawer.layout()
        assert drawer_layout is not None
        if compact:
            self._row.removeWidget(self._scroll)
            drawer_layout.addWidget(self._scroll)
        else:
            drawer_layout.removeWidget(self._scroll)
            self._row.addWidget(self._scroll)
            self.drawer_action.setChecked(False)
            self._drawer.hide()
        self._scroll.show()

    def _show_drawer(self, shown: bool) -> None:
        self._drawer.setVisible(shown and self.compact)
        self._place_drawer()
        if shown:
            self._drawer.raise_()

    def _place_drawer(self) -> None:
        margins, push = self._row_margins, 0
        if self._drawer.isVisible():
            central = self._central.rect()
            width = self._scroll.width() + 16
            self._drawer.setGeometry(central.right() - width, central.top(), width, central.height())
            if central.width() - width >= BOARD_BESIDE_DRAWER:
                push = width
        self._row.setContentsMargins(margins.left(), margins.top(), margins.right() + push, margins.bottom())
