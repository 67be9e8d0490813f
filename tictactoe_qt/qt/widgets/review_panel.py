"""The review, in the side panel's place while it is open: the summary and every move as a list, the chosen move
explained under it, and Next Mistake, Try Again and Back to the Game.

It draws the ReviewState it is given (review_view.py makes it; every word about the game is made there) and reports
what the player chose; the main window passes that on to the controller, and shows the chosen move on the board.
The list is what a screen reader reads: each line's whole sentence is its name, and the explanation its description.
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QKeyEvent, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QWidget,
)

from ...session.review_state import Marker, ReviewItem, ReviewState
from ..text import Retranslatable
from .font_scale import FontScale
from .heading import Heading
from .panel_column import PanelColumn
from .style import COLORS

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

ICON_SIDE = 16


def marker_icon(marker: Marker, side: int = ICON_SIDE, ratio: float = 1.0) -> QIcon:
    """A line's mark, drawn in the theme's colours: a tick for a best move, a filled disc with "!" for a move that
    changed the result, a ring with "!" for one that only won more slowly or lost sooner; shapes that differ
    without their colours. Nothing (but the room) for the summary and moves not judged yet."""
    pixmap = QPixmap(round(side * ratio), round(side * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    if marker:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(1.5, 1.5, side - 3, side - 3)
        if marker == "best":
            tick = QPainterPath(QPointF(box.left() + box.width() * 0.12, box.top() + box.height() * 0.55))
            tick.lineTo(QPointF(box.left() + box.width() * 0.4, box.top() + box.height() * 0.82))
            tick.lineTo(QPointF(box.right() - box.width() * 0.05, box.top() + box.height() * 0.18))
            painter.strokePath(
                tick,
                QPen(
                    COLORS.outcome["win"],
                    side * 0.14,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                ),
            )
        else:
            colour = COLORS.outcome["loss"] if marker == "result" else COLORS.last_move
            filled = marker == "result"
            painter.setPen(QPen(colour, side * 0.12))
            painter.setBrush(colour if filled else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(box)
            font = QFont()
            font.setPixelSize(round(side * 0.72))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(COLORS.cell if filled else colour)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "!")
        painter.end()
    return QIcon(pixmap)


def _settled(state: ReviewState) -> bool:
    """Whether the chosen line says its answer: a move judged, or the summary of a review worked out."""
    return bool(state.items[state.selected].marker) if state.selected else not state.progress


class _LinesList(QListWidget):
    """The review's lines, as tall as they are where there is room (the explanation below takes the rest), and
    scrolled where there is not."""

    try_again_pressed = Signal()  # T, which reaches the list only while Try Again's shortcut is off

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_T and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.try_again_pressed.emit()  # not the list's search by first letter: the player asked to try again
        else:
            super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        # The lines as the list has laid them out, wrapped at its width (a delegate's own hint does not wrap).
        return QSize(super().sizeHint().width(), self.contentsSize().height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), 60)

    def fit(self) -> None:
        """Lay the lines out now, and ask for their height."""
        self.doItemsLayout()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():  # lines wrap anew: another height
            self.fit()
        if event.oldSize().height() != event.size().height() and self.currentItem() is not None:
            self.scrollToItem(self.currentItem())  # shorter, as the explanation below took room: still in sight


class ReviewPanel(Retranslatable, QWidget):
    line_chosen = Signal(int)  # 0: the summary; n: move n
    next_mistake_requested = Signal()
    try_again_requested = Signal()
    close_requested = Signal()  # back to the game

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = Heading()
        self.progress_label = QLabel()
        self.progress_label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress_label.setWordWrap(True)
        self.progress_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.list = _LinesList()
        self.list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setIconSize(QSize(ICON_SIDE, ICON_SIDE))
        # No spacing between lines: with any, QListView sized some wrapped lines for two rows and drew them cut on
        # one ("good (about 56 % for …" over a blank row), the ultimate review's lines being just a line wide.
        self.list.setSpacing(0)
        self.list.currentRowChanged.connect(lambda row: self.line_chosen.emit(row) if row >= 0 else None)
        self.list.try_again_pressed.connect(self._say_why_not_try_again)
        self._told_why_on: int | None = None  # the line whose description says why it cannot be tried again
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.details.viewport().setAutoFillBackground(False)
        # A caret the arrow keys move, as in How to Play: a screen reader reads the explanation line by line.
        self.details.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._fit_details()
        self.next_button, self.try_again_button, self.back_button = QPushButton(), QPushButton(), QPushButton()
        self.next_button.clicked.connect(self.next_mistake_requested)
        self.try_again_button.clicked.connect(self.try_again_requested)
        self.back_button.clicked.connect(self.close_requested)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.try_again_button)
        layout = PanelColumn(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.heading)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.list)
        layout.addWidget(self.details, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.back_button)
        self._shown: ReviewState | None = None
        self._font_scale = FontScale(self)
        self._retranslate()

    def _retranslate(self) -> None:
        self.heading.setText(self.tr("Review"))
        self.list.setAccessibleName(self.tr("Moves reviewed"))
        self.details.setAccessibleName(self.tr("The chosen line, explained"))
        self.next_button.setText(self.tr("Next Mistake"))
        self.try_again_button.setText(self.tr("Try Again"))
        self.back_button.setText(self.tr("Back to the Game"))

    def set_scale(self, scale: float, width: int) -> None:
        """Type, marks and width `scale` times their own, as the side panel's whose place it takes."""
        self.setFixedWidth(width)
        if not self._font_scale.set(scale):
            return
        self._fit_details()
        side = round(ICON_SIDE * scale)
        self.list.setIconSize(QSize(side, side))
        if self._shown is not None:  # each line's own font and mark, in the new size
            for row, item in enumerate(self._shown.items):
                self._describe(self.list.item(row), item)
        self.list.fit()

    def focus_list(self) -> None:
        """The keyboard in the list, on the chosen line: a screen reader reads it."""
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_review(self, state: ReviewState) -> None:
        shown, self._shown = self._shown, state
        with QSignalBlocker(self.list):  # showing the state must not read as the player choosing a line
            if shown is None or len(shown.items) != len(state.items):
                self.list.clear()
                for item in state.items:
                    self.list.addItem(self._describe(QListWidgetItem(), item))
            else:
                for row, (was, now) in enumerate(zip(shown.items, state.items, strict=True)):
                    if was != now:
                        self._describe(self.list.item(row), now)
            if self.list.currentRow() != state.selected:
                self.list.setCurrentRow(state.selected)
        told = self._told_why_on
        if told is not None and told != state.selected and told < len(state.items):  # left: its own words again
            self._told_why_on = None
            self._describe(self.list.item(told), state.items[told])
        self.list.fit()  # lines came or changed: another height
        if shown is not None and shown.selected == state.selected and not _settled(shown) and _settled(state):
            self._say_chosen_line()
        self.list.scrollToItem(self.list.currentItem())
        chosen = state.items[state.selected]
        if shown is None or shown.items[shown.selected].details != chosen.details or shown.selected != state.selected:
            self.details.setHtml(self._details_html(chosen))
            self._fit_details()
        self.progress_label.setText(state.progress)
        self.progress_label.setVisible(bool(state.progress))
        self.next_button.setEnabled(state.can_go_to_mistake)
        self.try_again_button.setEnabled(state.can_try_again)
        self.try_again_button.setToolTip(state.try_again_tip)

    def _say_chosen_line(self) -> None:
        """The chosen line was being worked out and now says its answer (the summary, a move's judgement): a screen
        reader, which speaks what has focus, is told the focus is on it again, and reads it."""
        from PySide6.QtGui import QAccessible  # noqa: PLC0415 - built on first use, as in keys.py

        if self.list.hasFocus() and QAccessible.isActive():
            # Orca 43 says nothing of a focus on the line it is already on, nor of a list line's new name (an
            # ultimate review works its moves out for seconds after it opened on its summary): the line is put back
            # in its place, a new line to a screen reader, which reads it as the focus comes to it.
            row = self.list.currentRow()
            with QSignalBlocker(self.list):
                # A copy goes in first and becomes the chosen line: taken out first, the line would hand the focus
                # to its neighbour for a moment, which a screen reader says.
                self.list.insertItem(row, self.list.item(row).clone())
                self.list.setCurrentRow(row)
                self.list.takeItem(row + 1)

    def _say_why_not_try_again(self) -> None:
        """T where the chosen line cannot be tried again (its shortcut is off): why not becomes the line's
        description while it is chosen, which a screen reader says (the button's tooltip says it to the mouse)."""
        item, why = self.list.currentItem(), self.try_again_button.toolTip()
        if item is None or self.try_again_button.isEnabled() or not why:
            return
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # noqa: PLC0415 - as in keys.py

        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, why)
        self._told_why_on = self.list.currentRow()
        if QAccessible.isActive():  # newer screen readers, which hear announcements
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.list, why))

    def _describe(self, widget_item: QListWidgetItem, item: ReviewItem) -> QListWidgetItem:
        widget_item.setText(item.text)
        widget_item.setData(Qt.ItemDataRole.AccessibleTextRole, item.spoken)
        widget_item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, item.description)
        widget_item.setData(Qt.ItemDataRole.UserRole, item.marker)
        widget_item.setToolTip(item.tip)
        widget_item.setIcon(marker_icon(item.marker, self.list.iconSize().width(), self.devicePixelRatioF()))
        font = QFont(self.list.font())
        font.setBold(item.marker in ("result", "speed"))  # the marked moves stand out, in any theme
        widget_item.setFont(font)
        return widget_item

    @staticmethod
    def _details_html(item: ReviewItem) -> str:
        """The chosen line's first sentence in bold, then each sentence of its explanation as a paragraph."""
        first, *rest = item.details.split("\n") if item.details else [""]
        return "".join([f"<p><b>{escape(first)}</b></p>", *(f"<p>{escape(sentence)}</p>" for sentence in rest)])

    def marked_rows(self) -> list[int]:
        """The rows marked as moves that were not best (for tests and anyone reading the list)."""
        return [
            row
            for row in range(self.list.count())
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) in ("result", "speed")
        ]

    def _fit_details(self) -> None:
        # The whole explanation where it fits in half the panel (a tester scrolled a four-line box for its key
        # sentence), five lines at least: in a short window the list scrolls, and the explanation keeps room.
        details, least = self.details, self.details.fontMetrics().lineSpacing() * 5 + 8
        document = details.document()
        document.setTextWidth(details.viewport().width())
        wanted = math.ceil(document.size().height()) + 2 * details.frameWidth() + 2
        details.setMinimumHeight(max(least, min(wanted, self.height() // 2)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_details()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close_requested.emit()
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._shown is not None:  # a theme switch: its colours
            for row, item in enumerate(self._shown.items):
                self.list.item(row).setIcon(
                    marker_icon(item.marker, self.list.iconSize().width(), self.devicePixelRatioF())
                )
