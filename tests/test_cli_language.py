"""The command line speaks the app's language: ``--language CODE``, or View ▸ Language's choice.

Its messages (errors, the ``pack`` commands' results, ``--help`` and argparse's
own errors) are translated; what a command writes as its output for tools
(``replay --json``, the schema) stays byte for byte the same, and a command
with nothing to say never loads Qt.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from conftest import EXAMPLES
from dealer_trainer.cli import main
from dealer_trainer.gui.languages import SETTING

ROOT = Path(__file__).resolve().parents[1]
PACK = ROOT / "assets" / "packs" / "side-pots.studpack"


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


def test_pack_validate_says_its_result_in_spanish_or_english(capsys: Any) -> None:
    status, out, _ = run(["--language", "es", "pack", "validate", str(PACK)], capsys)
    assert status == 0
    assert out == f"{PACK}: 6 manos, 6 preguntas; todas las respuestas coinciden con el motor\n"
    status, out, _ = run(["--language", "en", "pack", "validate", str(PACK)], capsys)
    assert status == 0 and out == f"{PACK}: 6 hands, 6 questions, all answers agree with the engine\n"


def test_an_error_line_is_spanish_and_stays_one_line(capsys: Any, tmp_path: Path) -> None:
    generate = ["pack", "generate", "--variant", "stud7", "--drill", "bring-in", "--count", "0"]
    status, out, err = run(["--language=es", *generate, "-o", str(tmp_path / "p.studpack")], capsys)
    assert (status, out, err) == (2, "", "error: --count debe ser de 1 a 1000\n")
    status, _, err = run(["--language", "en", *generate, "-o", str(tmp_path / "p.studpack")], capsys)
    assert err == "error: --count must be from 1 to 1000\n"


def test_the_answer_key_summary_counts_in_spanish(capsys: Any, tmp_path: Path) -> None:
    target = tmp_path / "key.pdf"
    status, out, _ = run(["--language", "es", "pack", "answer-key", str(PACK), "-o", str(target)], capsys)
    assert status == 0 and target.read_bytes().startswith(b"%PDF")
    assert out.startswith(f"{target}: hoja de respuestas de 6 manos, ") and out.endswith(" páginas\n")


def test_replay_json_is_the_same_bytes_in_spanish(capsys: Any) -> None:
    example = str(EXAMPLES / "043-reshuffle-stud7-pa.json")
    status, english, _ = run(["replay", example, "--json"], capsys)
    assert status == 0
    status, spanish, _ = run(["--language", "es", "replay", example, "--json"], capsys)
    assert status == 0 and spanish == english
    assert "result" in json.loads(spanish)


def test_help_and_argparse_errors_are_spanish(capsys: Any) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--language", "es", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("uso: dealer-trainer ")
    assert "Enseña a los crupieres de póker los procedimientos de los juegos de stud." in out
    assert "opciones:" in out and "muestra esta ayuda y sale" in out
    assert "reproduce un escenario de stud y explica cada decisión" in out
    with pytest.raises(SystemExit) as done:
        main(["--language", "es", "replay"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "dealer-trainer replay: error: faltan estos argumentos obligatorios: FILE" in err
    with pytest.raises(SystemExit):
        main(["--language", "en", "replay"])
    assert "the following arguments are required: FILE" in capsys.readouterr().err


def test_the_language_chosen_in_the_app_is_the_command_lines_too(capsys: Any, qapp: Any) -> None:
    from dealer_trainer.gui.cliwords import app_names

    app_names()
    QSettings().setValue(SETTING, "es")
    try:
        status, out, _ = run(["pack", "validate", str(PACK)], capsys)
    finally:
        QSettings().remove(SETTING)
    assert status == 0 and "6 manos, 6 preguntas" in out
    status, out, _ = run(["pack", "validate", str(PACK)], capsys)  # the system's (English here)
    assert "6 hands, 6 questions" in out


def test_an_unknown_language_is_refused_in_one_line(capsys: Any) -> None:
    status, out, err = run(["--language", "fr", "schema"], capsys)
    assert (status, out) == (2, "")
    assert err == "error: --language: no language 'fr'; use one of en, es\n"
    status, _, err = run(["schema", "--language"], capsys)
    assert status == 2 and err == "error: --language needs a code: one of en, es\n"


def test_the_app_opens_in_the_language_asked_for(monkeypatch: Any) -> None:
    import dealer_trainer.gui.app as app

    opened: list[tuple[object, object]] = []

    def run_app(argv: list[str], pack: str | None = None, language: str | None = None) -> int:
        opened.append((pack, language))
        return 0

    monkeypatch.setattr(app, "run_app", run_app)
    assert main(["--language", "es", "lesson.studpack"]) == 0
    assert main(["--language", "es"]) == 0
    assert opened == [("lesson.studpack", "es"), (None, "es")]


def _modules_loaded(*args: str) -> tuple[str, bool]:
    """Run the command in a fresh interpreter: its output, and whether Qt was loaded."""
    code = (
        "import sys, io, contextlib\n"
        "from dealer_trainer.cli import main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        f"    main({list(args)!r})\n"
        "print(repr(out.getvalue()[:40]), 'PySide6' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    text, _, loaded = done.stdout.strip().rpartition(" ")
    return text, loaded == "True"


def test_a_command_with_nothing_to_say_never_loads_qt() -> None:
    example = str(EXAMPLES / "043-reshuffle-stud7-pa.json")
    for args in (("replay", example, "--json"), ("--language", "en", "replay", example)):
        text, qt = _modules_loaded(*args)
        assert text != "''" and not qt, args


def test_the_screenshot_in_spanish_is_a_spanish_window(tmp_path: Path) -> None:
    """What the README's pictures are made with: the window in Spanish, offscreen."""
    picture = tmp_path / "es.png"
    done = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "--screenshot", str(picture), "--language", "es"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(picture))
    assert not image.isNull() and (image.width(), image.height()) == (1280, 800)


def test_the_screenshot_window_speaks_the_language_given(qapp: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """The window the screenshot grabs has Spanish menus with --language es."""
    from dealer_trainer.gui import screenshot
    from dealer_trainer.gui.languages import remove_translators

    shown: list[list[str]] = []

    def grab(window: Any) -> Any:
        shown.append([a.text() for a in window.menuBar().actions()])
        return real_grab(window)

    from dealer_trainer.gui.mainwindow import MainWindow

    real_grab = MainWindow.grab
    monkeypatch.setattr(MainWindow, "grab", grab)
    try:
        assert screenshot.save_screenshot(str(tmp_path / "x.png"), language="es") == 0
    finally:
        remove_translators(qapp)
    assert shown and shown[0][0] == "&Archivo"


def test_an_unknown_drill_for_the_screenshot_is_said_in_spanish(capsys: Any, tmp_path: Path) -> None:
    status, _, err = run(
        ["--language", "es", "--screenshot", str(tmp_path / "x.png"), "--drill", "nope"], capsys
    )
    assert status == 2 and err.startswith(
        "error: --drill: el ejercicio 'nope' no existe; elige uno de bring-in, "
    )
    status, _, err = run(
        ["--screenshot", str(tmp_path / "x.png"), "--drill", "nope", "--language", "en"], capsys
    )
    assert err.startswith("error: --drill: unknown drill 'nope'; choose one of bring-in, ")
    assert not (tmp_path / "x.png").exists()


def test_pack_generate_says_what_it_wrote_in_spanish(capsys: Any, tmp_path: Path) -> None:
    generate = ["pack", "generate", "--variant", "stud7", "--drill", "bring-in", "--seed", "3"]
    one, two = tmp_path / "one.studpack", tmp_path / "two.studpack"
    status, out, _ = run(["--language", "es", *generate, "--count", "1", "-o", str(one)], capsys)
    assert (status, out) == (0, f"{one}: 1 mano escrita\n")
    status, out, _ = run(["--language", "es", *generate, "--count", "2", "-o", str(two)], capsys)
    assert (status, out) == (0, f"{two}: 2 manos escritas\n")
    status, out, _ = run([*generate, "--count", "2", "-o", str(two), "--language", "en"], capsys)
    assert out == f"{two}: 2 hands written\n"
