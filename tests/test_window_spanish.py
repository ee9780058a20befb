"""The window's own messages in Spanish: its files, its records, its error dialog,
each whole sentence in the language and its numbers written as the locale writes them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QApplication, QFileDialog
from qt_helpers import open_main_window

from dealer_trainer.gui.languages import SETTING, install_translators, remove_translators


@pytest.fixture
def spanish(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QApplication]:
    """Spanish on a computer set to Spain's locale (numbers "1.234,5", unlike English's)."""
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_ES")))
    QSettings().setValue(SETTING, "es")
    assert install_translators(qapp) == "es"
    yield qapp
    remove_translators(qapp)


def _answer(window: Any, times: int) -> None:
    from dealer_trainer.training.drills import right_response

    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(9)
    for _ in range(times):
        panel.next_hand()
        panel._answer(right_response(panel.question), None)


def test_export_says_how_many_answers_in_one_spanish_sentence(
    qtbot: Any, spanish: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = open_main_window(qtbot, size=(1000, 700))
    target = tmp_path / "yo.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _answer(window, 1)
    window.exportMyResults()
    assert window.statusBar().currentMessage() == f"1 respuesta exportada a {target}"
    _answer(window, 1)
    window.exportMyResults()
    assert window.statusBar().currentMessage() == f"2 respuestas exportadas a {target}"


def test_a_saved_answer_key_says_its_pages_in_spanish(qtbot: Any, spanish: QApplication) -> None:
    window = open_main_window(qtbot, size=(1000, 700))
    window._answer_key_saved("/tmp/hoja.pdf", 1)
    assert window.statusBar().currentMessage() == "Hoja de respuestas guardada: /tmp/hoja.pdf (1 página)"
    window._answer_key_saved("/tmp/hoja.pdf", 3, worksheet=True)
    assert window.statusBar().currentMessage() == "Hoja de ejercicios guardada: /tmp/hoja.pdf (3 páginas)"


def test_the_error_dialog_counts_in_the_locale(spanish: QApplication) -> None:
    from dealer_trainer.gui.errors import message_text

    text = message_text(ZeroDivisionError("x"), Path("/tmp/dealer-trainer.log"), repeats=12500)
    assert text.split("\n\n") == [
        "Algo falló dentro de Dealer Trainer: un fallo de la aplicación, no de nada que hicieras tú.",
        "No se perdió nada: tus respuestas se guardan a medida que las das. Puedes continuar.",
        "Los detalles están en el registro de errores: /tmp/dealer-trainer.log",
        "Esto pasó 12.500 veces.",
    ]


def test_in_english_the_messages_are_as_before(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = open_main_window(qtbot, size=(1000, 700))
    target = tmp_path / "me.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _answer(window, 2)
    window.exportMyResults()
    assert window.statusBar().currentMessage() == f"2 answers exported to {target}"
    window._answer_key_saved("/tmp/key.pdf", 1)
    assert window.statusBar().currentMessage() == "Answer key saved: /tmp/key.pdf (1 page)"
