"""The app's languages: the .ts sources, the translators, View ▸ Language.

A language marked finished in :data:`LANGUAGES` has every text translated: the
test fails the moment a text is added or changed in the source without its
translation (run ``tools/update_translations.py``, then translate). A language
still being translated has at least the contexts of :data:`COMPLETE` done.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QLocale, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu, QMessageBox
from qt_helpers import open_main_window

from dealer_trainer.gui import languages
from dealer_trainer.gui.languages import LANGUAGES, SETTING, install_translators, remove_translators

ROOT = Path(__file__).resolve().parents[1]

#: The contexts a language still being translated has done at least: the main
#: window's menus and actions, the drill panel and the drills' and games' names.
COMPLETE = ("Actions", "DrillPanel", "MainWindow", "WindowMenus", "words")

FIELD = re.compile(r"\{[a-z_]+\}")


def _update_tool() -> Any:
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "tools" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _translated(translation: ET.Element) -> bool:
    """A text in the translation (each plural form's, for a numerus entry)."""
    forms = list(translation.iter("numerusform"))
    return all(form.text for form in forms) if forms else bool(translation.text)


def _translated_languages() -> list[str]:
    return [language.code for language in LANGUAGES if language.code != languages.SOURCE]


def test_every_language_is_one_ts_file_and_one_line() -> None:
    files = sorted(p.name for p in (ROOT / "assets" / "translations").glob("*.ts"))
    assert files == sorted(f"dealer_trainer_{code}.ts" for code in _translated_languages())
    assert LANGUAGES[0].code == languages.SOURCE == "en"


@pytest.mark.parametrize("code", _translated_languages())
def test_the_ts_file_is_current_with_no_obsolete_entries_and_nothing_unfinished(
    code: str, tmp_path: Path
) -> None:
    """lupdate over today's source (keeping obsolete entries, to see them) finds nothing to
    do: no obsolete entry, and nothing unfinished (in a finished language, anywhere)."""
    import subprocess

    ts = tmp_path / f"dealer_trainer_{code}.ts"
    shutil.copy(languages.ts_path(code), ts)
    subprocess.run(_update_tool().lupdate_command([ts], no_obsolete=False), check=True, cwd=ROOT)
    root = ET.parse(ts).getroot()
    assert root.get("language") == code
    finished = next(language.finished for language in LANGUAGES if language.code == code)
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    assert set(COMPLETE) <= set(contexts), "a complete context is gone from the source"
    obsolete, unfinished, fields = [], [], []
    for name, context in contexts.items():
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            kind = translation.get("type")
            if kind in ("obsolete", "vanished"):
                obsolete.append(f"{name}: {source!r}")
            elif (finished or name in COMPLETE) and (kind == "unfinished" or not _translated(translation)):
                unfinished.append(f"{name}: {source!r}")
            elif kind is None:
                # a numerus entry (%n) holds one text per plural form, each with the fields
                forms = [form.text or "" for form in translation.iter("numerusform")]
                for text in forms or [translation.text or ""]:
                    if sorted(FIELD.findall(source)) != sorted(FIELD.findall(text)):
                        fields.append(f"{name}: {source!r} -> {text!r}")
    assert not obsolete, "obsolete entries (run tools/update_translations.py):\n" + "\n".join(obsolete)
    assert not unfinished, "unfinished (translate them):\n" + "\n".join(unfinished)
    assert not fields, "a translation's {fields} differ from the source's:\n" + "\n".join(fields)


def test_spanish_chosen_gives_the_real_window_spanish_menus_and_drill_chooser(
    qtbot: Any, spanish_chosen: Any
) -> None:
    win = open_main_window(qtbot, size=(1100, 760))
    titles = [action.text() for action in win.menuBar().actions() if action.menu() is not None]
    assert titles == [
        "&Archivo",
        "&Ejercicio",
        "&Nivel",
        "&Respuesta",
        "&Ver",
        "A&prender",
        "Re&gistros",
        "Ay&uda",
    ]
    view = next(a.menu() for a in win.menuBar().actions() if a.text() == "&Ver")
    assert "&Idioma" in [a.text() for a in view.actions()]
    panel = win.panel
    drills = [panel.mode_box.itemText(i) for i in range(panel.mode_box.count())]
    assert "¿Quién hace el bring-in?" in drills and "Repartir el bote" in drills
    assert panel.next_button.text() == "Mano siguiente (Espacio)"
    assert panel.hint_button.text() == "Pista (H)"
    assert panel.settings_toggle.text() == "Práctica"
    for title in win.menuBar().actions():
        _assert_unique_mnemonics(title.menu())


def _assert_unique_mnemonics(menu: QMenu | None) -> None:
    """Alt+letter picks one item: no two items of a menu share their underlined letter."""
    assert menu is not None
    letters = [m.group(1).lower() for a in menu.actions() if (m := re.search(r"&(\w)", a.text()))]
    assert len(letters) == len(set(letters)), f"{menu.title()}: {[a.text() for a in menu.actions()]}"
    for action in menu.actions():
        if action.menu() is not None:
            _assert_unique_mnemonics(action.menu())


def test_the_installer_build_compiles_each_language_with_qt_own(tmp_path: Path) -> None:
    """What the spec ships in assets/translations/: the app's .qm and Qt's qtbase for each language."""
    from PySide6.QtCore import QTranslator

    made = languages.compile_translations(tmp_path)
    codes = _translated_languages()  # every language of LANGUAGES: a new one needs no edit here
    assert sorted(p.name for p in made) == sorted(
        name for code in codes for name in (f"dealer_trainer_{code}.qm", f"qtbase_{code}.qm")
    )
    app_qm, qt_qm = QTranslator(), QTranslator()
    assert app_qm.load(str(tmp_path / "dealer_trainer_es.qm"))
    assert app_qm.translate("WindowMenus", "&File") == "&Archivo"
    assert qt_qm.load("qtbase_es", str(tmp_path))


def test_qt_standard_dialog_buttons_are_spanish_when_spanish_is_chosen(
    qtbot: Any, spanish_chosen: Any
) -> None:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == "Cancelar"


def test_english_chosen_installs_no_translation(qtbot: Any, qapp: QApplication) -> None:
    QSettings().setValue(SETTING, "en")
    try:
        assert install_translators(qapp) == "en"
        assert QCoreApplication.translate("WindowMenus", "&File") == "&File"
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel is not None and cancel.text().replace("&", "") == "Cancel"
    finally:
        remove_translators(qapp)


def test_spanish_dates_follow_the_locale(spanish_chosen: Any) -> None:
    from datetime import UTC, datetime, timedelta

    from dealer_trainer.gui.drillwords import _ago

    now = datetime(2026, 3, 9, 12, 0, tzinfo=UTC)
    text = _ago(now - timedelta(days=3), now)
    # Spanish on a computer set to no Spanish locale: the United States' Spanish
    assert text == "el " + QLocale("es_US").toString(QDate(2026, 3, 6), QLocale.FormatType.ShortFormat)
    assert text == "el 6/3/2026"


@pytest.mark.parametrize(
    ("system", "code", "expected"),
    [
        ("C", "en", "en_US"),  # a bare system: the source's own
        ("en_GB", "en", "en_GB"),  # the system speaks the language: its country's formats
        ("es_MX", "en", "en_US"),
        ("C", "es", "es_US"),  # Spanish as US dealer schools write it
        ("de_DE", "es", "es_US"),
        ("en_US", "es", "es_US"),
        ("es_MX", "es", "es_MX"),
        ("es_ES", "es", "es_ES"),
    ],
)
def test_numbers_and_dates_follow_the_language_spoken(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, system: str, code: str, expected: str
) -> None:
    from dealer_trainer.gui.words import number

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(system)))
    try:
        assert install_translators(qapp, code) == code
        assert QLocale().name() == expected
        assert number(12500) == QLocale(expected).toString(12500)
    finally:
        remove_translators(qapp)
    assert QLocale().name() == ("en_GB" if system == "en_GB" else "en_US")


def test_the_app_starts_with_the_locale_of_the_chosen_language(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """make_app, which every start goes through, sets the default locale before any window."""
    from dealer_trainer.gui.application import make_app

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    names = qapp.organizationName(), qapp.applicationName()
    try:
        assert make_app([]) is qapp  # its names, which say where QSettings keeps the choice
        QSettings().setValue(SETTING, "es")
        make_app([])
        assert QLocale().name() == "es_US"
        assert QCoreApplication.translate("WindowMenus", "&File") == "&Archivo"
        QSettings().setValue(SETTING, "en")
        make_app([])
        assert QLocale().name() == "en_US"
    finally:
        remove_translators(qapp)
        qapp.setOrganizationName(names[0])
        qapp.setApplicationName(names[1])


def test_a_stale_compiled_translation_is_compiled_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A source checkout compiles the .ts into the cache at first use, and again once the .ts is newer."""
    import os

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    first = languages.app_qm("es")
    assert first is not None and first.is_file() and str(tmp_path) in str(first)
    ts_time = languages.ts_path("es").stat().st_mtime
    os.utime(first, (ts_time - 100, ts_time - 100))
    again = languages.app_qm("es")
    assert again == first and first.stat().st_mtime >= ts_time


def _click_menu_path(qtbot: Any, win: Any, *texts: str) -> None:
    """Click the menu bar's title, then each item in turn, as a person does."""
    bar = win.menuBar()
    title = next(a for a in bar.actions() if a.text() == texts[0])
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    for text in texts[1:]:
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        item = next(a for a in menu.actions() if a.text() == text)
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
        submenu = item.menu()
        if submenu is not None:
            qtbot.waitUntil(submenu.isVisible)


def test_view_language_keeps_the_choice_and_says_when_it_takes_effect(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _parent, _title, text: told.append(text))
    )
    win = open_main_window(qtbot, size=(1000, 700))
    assert QSettings().value(SETTING, "") == ""
    unchecked = [False] * len(LANGUAGES)  # System, then each language
    assert [a.isChecked() for a in win.language_actions.actions()] == [True, *unchecked]
    spanish = next(a.text() for a in win.language_actions.actions() if a.text().startswith("Español"))
    _click_menu_path(qtbot, win, "&View", "&Language", spanish)
    assert QSettings().value(SETTING) == "es"
    assert told == ["Dealer Trainer will speak Español the next time it starts."]
    codes = [a.data() for a in win.language_actions.actions()]
    assert [a.isChecked() for a in win.language_actions.actions()] == [c == "es" for c in codes]
    _click_menu_path(qtbot, win, "&View", "&Language", "&System Language")
    assert QSettings().value(SETTING) == ""
    assert (
        told[-1] == "Dealer Trainer will speak English the next time it starts."
    )  # the system here is English
    win.close()
    again = open_main_window(qtbot, size=(1000, 700))
    assert [a.isChecked() for a in again.language_actions.actions()] == [True, *unchecked]


def test_a_partly_translated_language_is_never_picked_from_the_system(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A class on Spanish PCs keeps a whole English window until Spanish is finished;
    a finished language follows the system's locale."""
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_ES")))
    spanish = next(language for language in LANGUAGES if language.code == "es")
    expected = "es" if spanish.finished else "en"
    assert languages.system_code() == expected
    monkeypatch.setattr(languages, "LANGUAGES", (LANGUAGES[0], spanish._replace(finished=True)))
    assert languages.system_code() == "es"
    monkeypatch.setattr(languages, "LANGUAGES", (LANGUAGES[0], spanish._replace(finished=False)))
    assert languages.system_code() == "en"


def test_the_language_menu_marks_a_partly_translated_language(qtbot: Any) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    labels = [action.text() for action in window.language_actions.actions()]
    for language in LANGUAGES:
        shown = [label for label in labels if label.startswith(language.name)]
        assert shown, labels
        assert ("partly translated" in shown[0]) is (not language.finished)


def test_a_translation_half_compiled_is_never_where_the_app_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two apps starting at once (an instructor's and a trainee's window on one machine, a
    headless host killed mid-start) share the cache: the .qm appears there whole or not at all,
    so no app loads half a translation and speaks English."""
    import subprocess

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    compile_ts = languages.compile_ts

    def interrupted(ts: Path, qm: Path) -> None:
        qm.parent.mkdir(parents=True, exist_ok=True)
        qm.write_bytes(b"<\xb8\xdc\x18" + b"\0" * 10)  # the start of a .qm, then the process dies
        raise subprocess.CalledProcessError(-9, "lrelease")

    monkeypatch.setattr(languages, "compile_ts", interrupted)
    assert languages.app_qm("es") is None
    folder = tmp_path / "cache"
    assert not [p for p in folder.rglob("*") if p.is_file()]  # nothing left, not even the part

    seen: list[Path] = []

    def whole(ts: Path, qm: Path) -> None:
        seen.append(qm)
        compile_ts(ts, qm)

    monkeypatch.setattr(languages, "compile_ts", whole)
    made = languages.app_qm("es")
    assert made is not None and made.is_file() and seen and seen[0] != made  # written aside, then moved
