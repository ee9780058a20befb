"""Numbers and dates as the locale writes them: the one place the window writes a
count, an amount of chips, a pot, a percentage, seconds, a day or a time for a user.

Each function reads the default QLocale, which
:func:`~dealer_trainer.gui.languages.install_translators` makes the chosen
language's when the app starts (es_US for Spanish unless the system's locale
is another Spanish one; see :func:`~dealer_trainer.gui.languages.locale_for`).
Never ``str(amount)``, ``f"{amount:,}"``, ``f"{share:.0%}"`` or ``strftime``
in the window: ``tests/test_gui_words.py`` looks. :mod:`.words` re-exports
these for the window's modules; :mod:`.reasonwords`, which :mod:`.words` itself
uses, imports them from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime

if TYPE_CHECKING:
    from datetime import date, datetime


def _locale() -> QLocale:
    """The default locale; Qt's "C" (no locale set, as on a bare build machine)
    writes as the source language's en_US would."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def number(value: int) -> str:
    """A count or an amount of chips: "1,500" (en_US, es_US, es_MX), "1500" and
    "12.500" (es_ES, which groups from five digits)."""
    return _locale().toString(int(value))


def number_in_words(value: int) -> str:
    """A number inside a sentence the training layer words too (an answer, a
    reason, the score line). In English, the source, it is written as that
    layer writes it ("1870"), so the window says what the command line and the
    reports say; in another language as :func:`number` ("1,870" es_US, "1870" es_ES)."""
    if _locale().language() == QLocale.Language.English:
        return str(int(value))
    return number(value)


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals, in the locale's digits: "3.5", "3,5" (es_ES).
    Rounded as Python rounds (62.5 to "62"), so English reads as it always did."""
    return _locale().toString(round(float(value), places), "f", places)


def percent(share: float, places: int = 0) -> str:
    """A share (0.625) as a percentage: "62.5%" (en), "62.5 %" (es_US), "62,5 %" (es_ES)."""
    return QCoreApplication.translate("words", "{percent}%").format(percent=decimal(share * 100, places))


def date_text(day: date) -> str:
    """A day as the locale writes it short: "12/1/26" (en_US), "1/12/2026" (es_US)."""
    return _locale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def long_date_text(day: date) -> str:
    """A day as the locale writes it in full, for what is printed and kept: "Tuesday, May 6,
    2025" (en_US), "martes, 6 de mayo de 2025" (es)."""
    return _locale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)


def time_text(moment: datetime) -> str:
    """A moment's time of day (hours and minutes, as given) as the locale writes it short:
    "2:00 PM" (en_US), "2:00 p.m." (es_US), "14:00" (es_ES)."""
    return _locale().toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)


def date_time_text(moment: datetime) -> str:
    """A moment in the computer's time zone, as the locale writes it short:
    "12/1/26 4:34 PM" (en_US), "1/12/2026 4:34 p.m." (es_US), "1/12/26 16:34" (es_ES)."""
    local = moment.astimezone()
    when = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute, local.second))
    return _locale().toString(when, QLocale.FormatType.ShortFormat)


__all__ = [
    "date_text",
    "date_time_text",
    "decimal",
    "long_date_text",
    "number",
    "number_in_words",
    "percent",
    "time_text",
]
