"""The window's menu bar: Game, View (with Theme and Language) and Help, made of the QActions the toolbar and
keys share (actions.py, appearance.py), and their titles in the language shown."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar

from .actions import GameActions
from .appearance import Appearance


def _fill(menu: QMenu, actions: tuple[QAction | None, ...]) -> None:
    """The actions in order, None a separator."""
    for action in actions:
        menu.addSeparator() if action is None else menu.addAction(action)


class WindowMenus(QObject):
    def __init__(self, bar: QMenuBar, actions: GameActions, appearance: Appearance, drawer_action: QAction) -> None:
        super().__init__(bar)
        a = actions
        self.game = bar.addMenu("")
        _fill(
            self.game,
            (
                a.new_action,
                None,
                a.undo_action,
                a.redo_action,
                a.hint_action,
                a.stop_demo_action,
                a.continue_demo_action,
                None,
                a.review_action,
                a.next_mistake_action,
                a.try_again_action,
                None,
                a.save_action,
                a.load_action,
                None,
                a.quit_action,
            ),
        )
        self.view = bar.addMenu("")
        _fill(
            self.view,
            (a.prediction_action, a.analysis_action, None, appearance.reduce_motion_action, a.full_screen_action),
        )
        self.theme = self.view.addMenu("")
        self.theme.addActions(list(appearance.theme_actions.values()))
        self.language = self.view.addMenu("")
        self.language.addActions(list(appearance.language_actions.values()))
        self.view.insertAction(a.full_screen_action, drawer_action)
        self.help = bar.addMenu("")
        self.help.addActions([a.how_to_play_action, a.shortcuts_action])
        self.help.addSeparator()
        self.help.addAction(a.about_action)

    def retranslate(self) -> None:
        """The menus' titles, again after a language switch (the window calls this)."""
        for menu, title in (
            (self.game, self.tr("&Game")),
            (self.view, self.tr("&View")),
            (self.theme, self.tr("&Theme")),
            (self.language, self.tr("&Language")),
            (self.help, self.tr("&Help")),
        ):
            menu.setTitle(title)
