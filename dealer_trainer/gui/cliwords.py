"""The command line's words in the user's language.

:mod:`dealer_trainer.cli` may not import Qt itself, and a command that has
nothing to say (``replay`` writing its walk-through or JSON) must not wait for
it: the command line comes here only when it has a message for the user, and
only then are the translator and the user's choice of language read.

The language is the app's: ``--language CODE`` if given, else the one chosen in
View ▸ Language, else the system's when the app speaks all of it (see
:mod:`.languages`). The command line's own texts are marked in the ``CLI``
context, with ``QT_TRANSLATE_NOOP``; the errors of the layers below in their
own (:func:`dealer_trainer.wording.error_words`). No QApplication is made: a
:class:`~PySide6.QtCore.QTranslator` is asked directly.
"""

from __future__ import annotations

import argparse
import logging
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from ..wording import QT_TRANSLATE_NOOP, Value, Worded, error_words
from .languages import LANGUAGES, SOURCE, app_qm, chosen, effective

log = logging.getLogger(__name__)

CONTEXT = "CLI"

#: argparse's own words that a user of the commands reads (its usage line, its
#: headings, its errors), marked here so the .ts holds them; argparse asks for
#: them through gettext, which :func:`argparse_words` stands in for.
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("CLI", "usage: "),
    QT_TRANSLATE_NOOP("CLI", "positional arguments"),
    QT_TRANSLATE_NOOP("CLI", "options"),
    QT_TRANSLATE_NOOP("CLI", "show this help message and exit"),
    QT_TRANSLATE_NOOP("CLI", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("CLI", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("CLI", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("CLI", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("CLI", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("CLI", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("CLI", "expected one argument"),
    QT_TRANSLATE_NOOP("CLI", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("CLI", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("CLI", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("CLI", "can't open '%(filename)s': %(error)s"),
)


def codes() -> tuple[str, ...]:
    """The codes ``--language`` takes: every language of the app."""
    return tuple(language.code for language in LANGUAGES)


def app_names() -> None:
    """The application's names, which QSettings (the chosen language) and the
    translation cache folder are found by."""
    from .application import APPLICATION, ORGANISATION

    if not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANISATION)
    if not QCoreApplication.applicationName():
        QCoreApplication.setApplicationName(APPLICATION)


def language(code: str | None) -> str:
    """The language the command line speaks: ``code`` if given, else the app's."""
    if code:
        return code
    app_names()
    return effective(chosen())


@cache
def _translator(code: str) -> QTranslator | None:
    if code == SOURCE:
        return None
    app_names()
    qm = app_qm(code)
    translator = QTranslator()
    if qm is None or not translator.load(str(qm)):
        log.warning("No %s translation was loaded: the command line speaks English", code)
        return None
    return translator


def translate(context: str, text: str, code: str) -> str:
    """``text`` (marked in ``context``) in language ``code``; as it is where none is found."""
    translator = _translator(code)
    if translator is None:
        return text
    return translator.translate(context, text) or text


def words_text(words: Worded, context: str, code: str) -> str:
    """``words`` translated in ``context``, values in (words among them translated too)."""
    fields = {
        name: words_text(value, context, code) if isinstance(value, Worded) else value
        for name, value in words.fields
    }
    template = translate(context, words.template, code)
    return template.format(**fields) if words.fields else template


def cli_text(template: str, fields: Mapping[str, Value], code: str | None) -> str:
    """A message of the command line (``template`` marked in ``CLI``) in the user's language."""
    return words_text(Worded(template, tuple(fields.items())), CONTEXT, language(code))


def error_text(error: object, code: str | None) -> str:
    """What ``error`` (an error, or a problem found in a file) says, in the user's
    language if it is worded (``words`` and its class's ``words_context``); else its own text."""
    words = getattr(error, "words", None)
    context = getattr(type(error), "words_context", "")
    if isinstance(error, BaseException):
        words, context = error_words(error)
    elif not (isinstance(words, Worded) and isinstance(context, str) and context):
        return str(error)
    if not context:
        return words.english()
    return words_text(words, context, language(code))


def argparse_words(code: str) -> Callable[[str], str]:
    """A stand-in for argparse's gettext that speaks ``code``."""
    return lambda text: translate(CONTEXT, text, code)


@contextmanager
def argparse_speaking(code: str) -> Iterator[None]:
    """argparse's own words in ``code`` while the block runs (its parser is built and used there)."""
    words = argparse_words(code)
    before = {name: getattr(argparse, name) for name in ("_", "ngettext")}
    setattr(argparse, "_", words)  # noqa: B010 - argparse's gettext names, looked up as it speaks
    setattr(argparse, "ngettext", lambda one, many, n: words(one if n == 1 else many))  # noqa: B010
    try:
        yield
    finally:
        for name, value in before.items():
            setattr(argparse, name, value)


__all__ = [
    "ARGPARSE_WORDS",
    "CONTEXT",
    "argparse_speaking",
    "cli_text",
    "codes",
    "error_text",
    "language",
    "translate",
    "words_text",
]
