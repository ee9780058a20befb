"""The languages the app speaks, and the translators that make it speak them.

Adding a language is one file and one line (see CONTRIBUTING.md): its
``assets/translations/dealer_trainer_<code>.ts`` (made by
``tools/update_translations.py``) and its line in :data:`LANGUAGES`.

English is the source language: it has no ``.ts`` file. Every other
language is a Qt Linguist ``.ts`` source, compiled to the ``.qm`` that
:class:`~PySide6.QtCore.QTranslator` reads with ``pyside6-lrelease``:

* in an installed bundle, at build time (:func:`compile_translations`, called
  by ``installer/dealer-trainer.spec``), which ships the ``.qm`` files and no
  ``.ts``;
* in a source checkout, at first use, into the user's cache folder, again
  whenever the ``.ts`` is newer than the ``.qm`` there — so no binary is
  committed and an edited translation shows the next time the app starts.

Two translators are installed for a language: the app's own, and Qt's
(``qtbase_<code>.qm``, from PySide6's translations folder, or the copy the
bundle carries in ``assets/translations/``) for the standard dialogs' buttons.

The language follows the system locale unless View ▸ Language chose one; the
choice is kept in QSettings under :data:`SETTING` and takes effect the next
time the app starts (the window builds its texts once, when it opens).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QStandardPaths,
    QTranslator,
)

from .assets import assets_dir

log = logging.getLogger(__name__)

#: Texts of Qt's own dialogs that Qt's catalogues miss: Qt 6 gave its file
#: dialog's labels accelerators ("&Look in:"), and qtbase_es.qm has only the old
#: texts, so those two showed in English. The app's catalogue translates them
#: in Qt's context (every installed translator is asked).
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


class Language(NamedTuple):
    """A language the app speaks: its ISO 639-1 code and its own name for itself.

    ``finished`` says the whole window is translated. An unfinished language is
    offered in View ▸ Language (marked as such) but never picked from the system's
    locale: a class on Spanish PCs would otherwise see the window half in each.

    ``locale`` is the locale of the numbers and dates when the system's locale
    speaks another language (see :func:`locale_for`); "" is Qt's for ``code``.
    """

    code: str
    name: str
    finished: bool = True
    locale: str = ""


#: Every language of the app, English (the source) first. A new language is
#: one line here and its ``.ts`` file in ``assets/translations/``.
#: Spanish numbers and dates default to the United States' (es_US: "1,500",
#: "62.5"), as the dealer schools it is taught in write them, not Spain's.
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", locale="en_US"),
    Language("es", "Español", locale="es_US"),
)

SOURCE = "en"

#: The QSettings key of View ▸ Language: a code of :data:`LANGUAGES`, or "" for the system's.
SETTING = "view/language"
SYSTEM = ""
CATALOGUE = "dealer_trainer"


def translations_dir() -> Path:
    return assets_dir() / "translations"


def ts_path(code: str) -> Path:
    return translations_dir() / f"{CATALOGUE}_{code}.ts"


def chosen() -> str:
    """The language chosen in View ▸ Language: a code, or :data:`SYSTEM`."""
    value = QSettings().value(SETTING, SYSTEM)
    codes = {language.code for language in LANGUAGES}
    return value if isinstance(value, str) and value in codes else SYSTEM


def choose(code: str) -> None:
    """Keep ``code`` (or :data:`SYSTEM`) as the language of the next start."""
    QSettings().setValue(SETTING, code)


def system_code() -> str:
    """The system locale's language if the app speaks all of it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if any(lang.code == code and lang.finished for lang in LANGUAGES) else SOURCE


def effective(choice: str) -> str:
    return choice or system_code()


def locale_for(code: str, system: QLocale) -> QLocale:
    """The locale of numbers and dates while the app speaks ``code``.

    The system's own when it speaks that language (its country's formats:
    es_MX, es_ES, en_GB …), else the language's :attr:`Language.locale`
    (en_US for English, es_US for Spanish), else Qt's for ``code``.
    """
    if system.language() == QLocale(code).language():
        return QLocale(system)
    default = next((lang.locale for lang in LANGUAGES if lang.code == code and lang.locale), code)
    return QLocale(default)


def _lrelease() -> list[str]:
    """The command that runs Qt's lrelease (PySide6's own, as pyside6-lrelease finds it)."""
    return [sys.executable, "-c", "import sys; from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def compile_ts(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` with lrelease (raises CalledProcessError when it fails)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([*_lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)


def compile_translations(dest: Path) -> list[Path]:
    """For a build: every language's ``.qm``, and Qt's own for it, compiled or copied into ``dest``."""
    made = []
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for language in LANGUAGES:
        if language.code == SOURCE:
            continue
        qm = dest / f"{CATALOGUE}_{language.code}.qm"
        compile_ts(ts_path(language.code), qm)
        made.append(qm)
        qt_qm = qt_folder / f"qtbase_{language.code}.qm"
        if qt_qm.is_file():
            made.append(Path(shutil.copy2(qt_qm, dest / qt_qm.name)))
    return made


def _cache_dir() -> Path:
    """The app's cache folder (Qt's, by the application's names) for compiled translations."""
    location = QStandardPaths.StandardLocation.CacheLocation
    return Path(QStandardPaths.writableLocation(location)) / "translations"


def app_qm(code: str) -> Path | None:
    """The compiled translation of ``code``: shipped, or compiled into the cache when stale."""
    ts = ts_path(code)
    shipped = translations_dir() / f"{CATALOGUE}_{code}.qm"
    if not ts.is_file():  # a bundle: compiled when it was built
        return shipped if shipped.is_file() else None
    if shipped.is_file() and shipped.stat().st_mtime >= ts.stat().st_mtime:
        return shipped
    cached = _cache_dir() / shipped.name
    if not cached.is_file() or cached.stat().st_mtime < ts.stat().st_mtime:
        # Compiled beside it under a name of this process's own, then put in its place at
        # once: two apps starting together (an instructor's and a trainee's window on one
        # machine, two test workers) must never read the other's half-written file, which
        # loads as no translation and leaves that app in English.
        partial = cached.with_name(f"{cached.stem}.{os.getpid()}.{threading.get_ident()}.part")
        try:
            compile_ts(ts, partial)
            os.replace(partial, cached)
        except (OSError, subprocess.CalledProcessError) as error:
            log.warning("The %s translation could not be compiled (%s): the app speaks English", code, error)
            partial.unlink(missing_ok=True)
            return None
    return cached


def _qt_translator(code: str) -> QTranslator | None:
    translator = QTranslator()
    folders = (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), str(translations_dir()))
    for folder in folders:
        if translator.load(f"qtbase_{code}", folder):
            return translator
    log.warning("Qt's own %s translation was not found: its standard dialogs speak English", code)
    return None


_installed: list[QTranslator] = []
#: The language the translators installed speak (:func:`spoken`).
_spoken = [SOURCE]


def spoken() -> str:
    """The code of the language the app speaks now: the one :func:`install_translators`
    installed (English before it, after :func:`remove_translators`, or when the chosen
    language's translation could not be loaded)."""
    return _spoken[0]


def remove_translators(app: QCoreApplication) -> None:
    """Back to the source language, and its locale (:func:`locale_for`)."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _spoken[0] = SOURCE
    QLocale.setDefault(locale_for(SOURCE, QLocale.system()))


def install_translators(app: QCoreApplication, code: str | None = None) -> str:
    """Install the translators of ``code`` (default: the chosen or system language).

    Any installed before are removed first. Returns the language now spoken.
    The default locale (numbers and dates, :mod:`.words`' :func:`~.words.number`
    and the rest) becomes the language's, by :func:`locale_for`.
    """
    remove_translators(app)
    code = effective(chosen()) if code is None else code
    system = QLocale.system()
    QLocale.setDefault(locale_for(code, system))
    if code == SOURCE:
        return code
    qm = app_qm(code)
    translator = QTranslator()
    if qm is None or not translator.load(str(qm)):
        log.warning("No %s translation was loaded: the app speaks English", code)
        QLocale.setDefault(locale_for(SOURCE, system))
        return SOURCE
    for found in (translator, _qt_translator(code)):
        if found is not None:
            app.installTranslator(found)
            _installed.append(found)
    _spoken[0] = code
    return code
