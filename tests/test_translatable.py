"""Every user-visible string in the GUI goes through Qt's translation functions.

An AST scan of every module under ``dealer_trainer/gui/``: a string literal
(or an f-string, or a literal built on with ``+``, ``%`` or ``.format``)
passed straight to a Qt call that shows text to the user is an offender;
inside ``self.tr(...)``, ``QCoreApplication.translate(...)``, ``tr(...)``
or ``QT_TR_NOOP(...)`` / ``QT_TRANSLATE_NOOP(...)`` it is fine, because
``pyside6-lupdate`` extracts it there for a translator. Only words count: a
literal needs two ASCII letters in a row to be one (``""``, ``"—"``,
``"%"``, ``"12"`` and card symbols are not words).

The scan follows a text argument through conditional expressions (``a if
c else b``), ``and``/``or``, concatenation, ``%``, a literal's own
``.format``/``.replace`` and :func:`~dealer_trainer.gui.plaintext.as_typed`;
it stops at any other call (whose strings are checked where that function
itself calls Qt). The failure lists every offender as ``file:line``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

GUI = Path(__file__).resolve().parent.parent / "dealer_trainer" / "gui"

#: Literals that look like words but are not text for a translator, each with
#: the reason. Keep it near-empty: an object name or a format name belongs
#: here; a label, however short, does not.
NOT_WORDS: dict[str, str] = {}

#: Calls whose literal arguments a translator sees (``lupdate`` extracts them).
TRANSLATING = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP", "QT_TR_N_NOOP", "QT_TRANSLATE_N_NOOP"}

#: Methods (``anything.name(...)``) and the positions of their text arguments;
#: ``None`` is every positional argument.
METHODS: dict[str, tuple[int, ...] | None] = {
    "setText": (0,),
    "setWindowTitle": (0,),
    "setToolTip": (0,),
    "setStatusTip": (0,),
    "setWhatsThis": (0,),
    "setPlaceholderText": (0,),
    "setTitle": (0,),
    "setLabelText": (0,),
    "setWindowIconText": (0,),
    "showMessage": (0,),
    "setAccessibleName": (0,),
    "setAccessibleDescription": (0,),
    "setTabText": (1,),
    "setTabToolTip": (1,),
    "setTabWhatsThis": (1,),
    "setItemText": (1,),
    "setSuffix": (0,),
    "setPrefix": (0,),
    "setSpecialValueText": (0,),
    "setFormat": (0,),
    "setInformativeText": (0,),
    "setDetailedText": (0,),
    "setButtonText": (1,),
    "setOkButtonText": (0,),
    "setCancelButtonText": (0,),
    "setHtml": (0,),
    "setPlainText": (0,),
    # widget (or index, widget), an optional icon, then the label
    "addTab": None,
    "insertTab": None,
    "addMenu": None,
    "insertMenu": None,
    # the text, or (icon, text): a slot or shortcut after it is no string literal
    "addAction": None,
    "addSection": None,
    "insertSection": None,
    "addButton": (0,),
    "addRow": (0,),
    # QMessageBox.information(parent, title, text), QInputDialog.getText(parent, title, label)
    "information": (1, 2),
    "warning": (1, 2),
    "critical": (1, 2),
    "question": (1, 2),
    "about": (1, 2),
    "getText": (1, 2),
    "getInt": (1, 2),
    "getDouble": (1, 2),
    "getItem": (1, 2),
    "getMultiLineText": (1, 2),
    # QFileDialog.getOpenFileName(parent, caption, folder, filter)
    "getOpenFileName": (1, 3),
    "getOpenFileNames": (1, 3),
    "getSaveFileName": (1, 3),
    "getExistingDirectory": (1,),
}
#: Lists of labels: every literal in the list passed.
LIST_METHODS = {
    "setHeaderLabels",
    "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels",
    "addItems",
    "insertItems",
}
#: Widgets built with their text: every positional literal is text.
CONSTRUCTORS = {
    "QAction",
    "QLabel",
    "QPushButton",
    "QCheckBox",
    "QRadioButton",
    "QGroupBox",
    "QToolButton",
    "QMenu",
    "QDockWidget",
    "QCommandLinkButton",
    "QWidgetAction",
}
#: QMessageBox(icon, title, text, ...); an action's spec (gui/actions.py), whose
#: text and tip are translated when the action is made, so must be marked
#: with QT_TRANSLATE_NOOP for lupdate.
TITLE_TEXT_CONSTRUCTORS = {"QMessageBox": (1, 2), "QProgressDialog": (0, 1), "ActionSpec": (1, 3)}
#: Calls a text passes through unchanged.
PASS_THROUGH = {"as_typed"}

WORD = re.compile(r"[A-Za-z]{2}")
#: HTML markup around a text (``<pre style='...'>``, ``&nbsp;``) is no words.
MARKUP = re.compile(r"<[^<>]*>|&#?\w+;")


def _is_word(text: str) -> bool:
    return bool(WORD.search(MARKUP.sub("", text))) and text not in NOT_WORDS


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def untranslated(node: ast.expr) -> Iterator[ast.AST]:
    """The literals with words in the text expression ``node`` that no
    translation call wraps."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        if _is_word(node.value):
            yield node
    elif isinstance(node, ast.JoinedStr):
        literal = "".join(
            part.value
            for part in node.values
            if isinstance(part, ast.Constant) and isinstance(part.value, str)
        )
        if _is_word(literal):
            yield node
        for part in node.values:  # f"{'Seat' if x else ''}" hides a literal too
            if isinstance(part, ast.FormattedValue):
                yield from untranslated(part.value)
    elif isinstance(node, ast.BinOp):
        yield from untranslated(node.left)
        if isinstance(node.op, ast.Add):
            yield from untranslated(node.right)
    elif isinstance(node, ast.IfExp):
        yield from untranslated(node.body)
        yield from untranslated(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from untranslated(value)
    elif isinstance(node, ast.Call):
        name = _name(node.func)
        if name in TRANSLATING:
            return
        if name in PASS_THROUGH:
            for argument in node.args:
                yield from untranslated(argument)
        elif isinstance(node.func, ast.Attribute) and name in {
            "format",
            "replace",
            "strip",
            "join",
            "upper",
            "lower",
        }:
            yield from untranslated(node.func.value)  # "Seat {0}".format(seat)


def text_arguments(call: ast.Call) -> Iterator[ast.expr]:
    """The arguments of ``call`` that Qt shows to the user as text."""
    name = _name(call.func)
    positions: tuple[int, ...] | None
    if isinstance(call.func, ast.Name) and name in CONSTRUCTORS:
        positions = None
    elif isinstance(call.func, ast.Name) and name in TITLE_TEXT_CONSTRUCTORS:
        positions = TITLE_TEXT_CONSTRUCTORS[name]
    elif isinstance(call.func, ast.Attribute) and name in LIST_METHODS:
        for argument in call.args:
            if isinstance(argument, (ast.List, ast.Tuple)):
                yield from argument.elts
            else:
                yield argument
        return
    elif isinstance(call.func, ast.Attribute) and name == "addItem":
        # combo.addItem(text, data) or addItem(icon, text, data): the data is no text
        if call.args:
            first = call.args[0]
            textual = isinstance(first, (ast.Constant, ast.JoinedStr, ast.Call, ast.BinOp))
            yield call.args[0] if textual or len(call.args) == 1 else call.args[1]
        return
    elif isinstance(call.func, ast.Attribute) and name in METHODS:
        positions = METHODS[name]
    else:
        return
    for index, argument in enumerate(call.args):
        if positions is None or index in positions:
            yield argument
    for keyword in call.keywords:
        if keyword.arg in {"text", "title", "label", "caption", "toolTip", "filter"}:
            yield keyword.value


def offenders(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for argument in text_arguments(node):
                for literal in untranslated(argument):
                    shown = " ".join((ast.get_source_segment(source, literal) or "").split())
                    found.append(
                        f"{path.relative_to(GUI.parent.parent)}:{literal.lineno}: "
                        f"{_name(node.func)}({shown[:70]})"
                    )
    return found


def _check(source: str, tmp_path: Path) -> list[str]:
    module = tmp_path / "dealer_trainer" / "gui" / "sample.py"
    module.parent.mkdir(parents=True, exist_ok=True)
    module.write_text(source, encoding="utf-8")
    tree = ast.parse(source)
    return [
        ast.unparse(literal)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        for argument in text_arguments(node)
        for literal in untranslated(argument)
    ]


def test_the_scan_finds_bare_words_and_lets_translated_ones_pass(tmp_path: Path) -> None:
    source = """
label.setText("Seat to act")
label.setText(self.tr("Seat to act"))
box = QMessageBox.warning(self, "Cannot open", self.tr("Fine"))
QMessageBox.warning(self, QCoreApplication.translate("Ctx", "Fine"), as_typed(f"{name}: bad"))
self.setWindowTitle(f"{title} — Dealer Trainer")
self.setWindowTitle(self.tr("{title} — Dealer Trainer").format(title=title))
combo.addItem("Seven-card stud", "stud7")
combo.addItem(self.tr("Razz"), "razz")
tabs.addTab(widget, "Games")
menu.addAction(icon, "&Open")
QAction(self.tr("Quit"), self)
QLabel("—")
QLabel("12 %")
view.setHtml("<pre style='white-space: pre-wrap'>" + html.escape(text) + "</pre>")
view.setHorizontalHeaderLabels(["Seat", self.tr("Cards")])
status.showMessage("Done" if ok else self.tr("Failed"))
widget.setObjectName("walkthrough")
"""
    assert _check(source, tmp_path) == [
        "'Seat to act'",
        "'Cannot open'",
        "f'{name}: bad'",
        "f'{title} — Dealer Trainer'",
        "'Seven-card stud'",
        "'Games'",
        "'&Open'",
        "'Seat'",
        "'Done'",
    ]


def test_every_user_visible_string_in_the_gui_is_translatable() -> None:
    found = [line for path in sorted(GUI.rglob("*.py")) for line in offenders(path)]
    assert not found, (
        f"{len(found)} user-visible strings not passed through self.tr() or "
        "QCoreApplication.translate():\n" + "\n".join(found)
    )


def translation_wrappers(tree: ast.Module) -> set[str]:
    """Functions that only hand their argument to a translation call
    (``def _tr(text): return QCoreApplication.translate("Ctx", text)``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.args.args:
            body = [
                s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
            ]
            if (
                len(body) == 1
                and isinstance(body[0], ast.Return)
                and isinstance(body[0].value, ast.Call)
                and _name(body[0].value.func) in TRANSLATING
                and any(
                    isinstance(a, ast.Name) and a.id == node.args.args[-1].arg for a in body[0].value.args
                )
            ):
                names.add(node.name)
    return names


def wrapped_literals(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, filename=str(path))
    wrappers = translation_wrappers(tree)
    return [
        f"{path.relative_to(GUI.parent.parent)}:{node.lineno}: "
        f"{' '.join((ast.get_source_segment(source, node) or '').split())[:80]}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and _name(node.func) in wrappers
        and any(isinstance(a, (ast.Constant, ast.JoinedStr)) for a in node.args)
    ]


def test_the_wrapper_scan_finds_a_helper_lupdate_cannot_see_through() -> None:
    tree = ast.parse(
        "def _tr(text: str) -> str:\n"
        '    """Doc."""\n'
        '    return QCoreApplication.translate("ctx", text)\n'
        "def shout(text: str) -> str:\n"
        "    return text.upper()\n"
    )
    assert translation_wrappers(tree) == {"_tr"}


def test_no_translated_literal_hides_behind_a_wrapper() -> None:
    """``pyside6-lupdate`` extracts the literal of ``self.tr("...")`` and
    ``QCoreApplication.translate("Ctx", "...")``, never that of a helper
    around them: ``_tr("Seat")`` is translated at run time from a catalogue
    that can never hold it. Write the literal call instead."""
    found = [line for path in sorted(GUI.rglob("*.py")) for line in wrapped_literals(path)]
    assert not found, "literals passed to a translation wrapper (lupdate does not see them):\n" + "\n".join(
        found
    )
