"""View ▸ Theme, View ▸ Language and View ▸ Reduce Motion: how the window looks and speaks, applied at once
and kept in the settings."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QObject, QSignalBlocker, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from ..session.controller import GameController
from ..widgets.board import BoardView
from .storage import Storage
from .theme import apply_theme, theme_names, tinted_icon
from .translations import install_translators, language_names

DESKTOP_MOTION_DELAY_MS = 250  # after the first frame


class _DesktopAnswers(QObject):
    """Carries the desktop's answers from the thread that asks it to the GUI thread. One for the whole process,
    never deleted: a window (and its Appearance) may be gone when an answer comes, and a signal of a QObject being
    destroyed, emitted from another thread, crashed the process (a segfault in the test suite). Each answer names
    the Appearance that asked; a destroyed receiver's connection is gone with it."""

    motion_found = Signal(object, bool)  # (who asked, the desktop prefers less motion)

    _shared: _DesktopAnswers | None = None

    @classmethod
    def shared(cls) -> _DesktopAnswers:
        if cls._shared is None:
            cls._shared = cls()  # made on the GUI thread, which delivers its queued answers
        return cls._shared


class Appearance(QObject):
    """The theme, the language and motion: their menu actions, and what choosing one does.

    `tinted` are actions whose icons are drawn in the theme's ink; `tinted_when_shown` are drawn only once
    shown (each costs about a millisecond, and most sessions never show them).
    """

    def __init__(
        self,
        parent: QObject,
        controller: GameController,
        storage: Storage | None,
        board: BoardView,
        tinted: Sequence[tuple[QAction, str]],
        tinted_when_shown: Sequence[tuple[QAction, str]],
    ) -> None:
        super().__init__(parent)
        self._controller, self._storage, self._board = controller, storage, board
        self._tinted, self._tinted_when_shown = tinted, tinted_when_shown
        for action, _icon in tinted_when_shown:  # drawn when first shown, not with every view
            action.visibleChanged.connect(self.tint_shown_icons)
        self.theme = "system"  # until start(): the saved look is read with the rest of the settings
        self.desktop_less_motion = False  # the desktop's own "reduce motion", once asked (see start())
        self._motion_question: object | None = None  # the token of this window's question to the desktop, once asked
        _DesktopAnswers.shared().motion_found.connect(self._desktop_motion_found)
        self.reduce_motion_action = QAction(self, checkable=True)
        self.reduce_motion_action.toggled.connect(self._set_reduce_motion)
        languages = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for language in language_names():
            action = self.language_actions[language] = QAction(languages, checkable=True)
            action.triggered.connect(lambda _=False, language=language: self.choose_language(language))
        self.language_actions[storage.saved_language() if storage is not None else "system"].setChecked(True)
        themes = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for theme in theme_names():
            action = self.theme_actions[theme] = QAction(themes, checkable=True)
            action.triggered.connect(lambda _=False, theme=theme: self.choose_theme(theme))
        self.retranslate()

    def start(self) -> None:
        """Apply the saved look (once Storage has read the settings), and follow the desktop between light and
        dark while the theme is System."""
        storage = self._storage
        self.theme = storage.theme if storage is not None else "system"
        with QSignalBlocker(self.reduce_motion_action):  # as saved: nothing to save again
            self.reduce_motion_action.setChecked(storage is not None and storage.reduce_motion)
        self._apply_motion()
        # Asking the desktop may start a program (gsettings): after the first frame, not before it.
        QTimer.singleShot(DESKTOP_MOTION_DELAY_MS, self, self._ask_desktop_motion)
        self._apply_theme()
        self.theme_actions[self.theme].setChecked(True)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._follow_desktop_scheme)

    def retranslate(self) -> None:
        text = self.tr("Reduce &Motion")
        self.reduce_motion_action.setText(text)
        self.reduce_motion_action.setIconText(text.replace("&", ""))
        self.reduce_motion_action.setStatusTip(
            self.tr(
                "Show every change on the board at once, without animation (also when the desktop asks for less motion)"
            )
        )
        for language, name in language_names().items():
            self.language_actions[language].setText(name)
        for theme, name in theme_names().items():
            self.theme_actions[theme].setText(name)

    def choose_theme(self, theme: str) -> None:
        self.theme = theme
        self._apply_theme()
        self.theme_actions[theme].setChecked(True)
        self._save()

    def choose_language(self, language: str) -> None:
        """Switch the game's language now: every window re-words itself on Qt's LanguageChange."""
        old_default_names = [self._controller.default_name(seat) for seat in (0, 1)]
        with self._controller.one_change():  # said once, in the new language and its names throughout
            install_translators(cast(QApplication, QApplication.instance()), language)
            self._controller.rename_default_players(old_default_names)
        self.language_actions[language].setChecked(True)
        if self._storage is not None:
            self._storage.save_language(language)

    def tint_shown_icons(self) -> None:
        """Draw the icons of the actions now shown that are not drawn in this theme yet."""
        for action, icon in self._tinted_when_shown:
            if action.isVisible() and action.icon().isNull():
                action.setIcon(tinted_icon(icon))

    def _apply_theme(self) -> None:
        apply_theme(self.theme)
        for action, icon in self._tinted:
            action.setIcon(tinted_icon(icon))
        for action, _icon in self._tinted_when_shown:
            action.setIcon(QIcon())  # in the old colours: drawn again when next shown
        self.tint_shown_icons()

    @Slot()
    def _follow_desktop_scheme(self) -> None:
        if self.theme == "system":
            self._apply_theme()

    @Slot()
    def _ask_desktop_motion(self) -> None:
        # Off the GUI thread: reading kdeglobals and asking gsettings (a process, up to a second) held a frame of
        # the first animation for 17-19 ms (bench/motion.py).
        def ask() -> None:
            from .desktop_motion import desktop_prefers_less_motion  # noqa: PLC0415 - asked on its own thread, after the first frame

            answers.motion_found.emit(asker, desktop_prefers_less_motion())

        # The thread touches neither this object nor its C++ side: only the shared carrier, and a token for this
        # question (an id() could be a later window's).
        answers = _DesktopAnswers.shared()
        asker = self._motion_question = object()
        threading.Thread(target=ask, name="desktop-motion", daemon=True).start()

    @Slot(object, bool)
    def _desktop_motion_found(self, asker: object, less_motion: bool) -> None:
        if asker is self._motion_question:  # not another window's answer (each asks once, after its first frame)
            self.desktop_less_motion = less_motion
            self._apply_motion()

    def _apply_motion(self) -> None:
        self._board.reduce_motion = self.reduce_motion_action.isChecked() or self.desktop_less_motion

    @Slot(bool)
    def _set_reduce_motion(self, on: bool) -> None:
        self._apply_motion()
        self._save()

    def _save(self) -> None:
        if self._storage is not None:
            self._storage.save_look(self.theme, self.reduce_motion_action.isChecked())
