"""The game's language: English (the source) or Simplified Chinese, from the system locale or View ▸ Language.

The compiled .qm files are package data (qt/assets/translations), so a checkout, a pip install
and the frozen app load them alike; Qt's own translations (standard buttons, file dialogs) come
from the PySide6 installation, which the frozen app carries for the languages the game ships.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from ..assets import TRANSLATIONS_FOLDER

LANGUAGES = ("system", "en", "zh_CN")
# Whether this process has installed translators, which a language switch removes first. Until then there are
# none to look for: app.findChildren() wraps every child of the application in Python, the style among them,
# and building the Python classes of QStyle and its hundreds of enum values cost ~11 ms of start-up.
_installed = False


def language_names() -> dict[str, str]:
    # Each language is named in itself, so a player can find theirs whatever the game shows now.
    return {"system": QCoreApplication.translate("Language", "System language"), "en": "English", "zh_CN": "简体中文"}


def effective_language(language: str) -> str:
    if language != "system":
        return language
    return "zh_CN" if QLocale.system().name().startswith("zh") else "en"


def install_translators(app: QCoreApplication, language: str) -> str:
    """Load the game's and Qt's translations for `language`; returns the language in use.

    Any translation loaded before is removed first, so this also switches the language of a
    running game: Qt then sends every widget a LanguageChange event and they word themselves anew.
    """
    global _installed
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    if _installed:
        for translator in app.findChildren(QTranslator):
            app.removeTranslator(translator)
            translator.setParent(None)  # gone at once, so the next call does not find it again
    chosen = effective_language(language)
    if chosen != "en":
        _load(app, chosen)
        _installed = True
    # Qt posts LanguageChange to the windows only once its event loop runs, and after this
    # returns; sent here, every open window is re-worded before the player's click returns.
    for window in QApplication.topLevelWidgets():
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    return chosen


def _load(app: QCoreApplication, chosen: str) -> None:
    for name, folder in (
        (f"tictactoe_{chosen}", TRANSLATIONS_FOLDER),
        (f"qtbase_{chosen}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    ):
        translator = QTranslator(app)  # parented: it must live as long as the application
        if translator.load(name, folder):
            app.installTranslator(translator)
