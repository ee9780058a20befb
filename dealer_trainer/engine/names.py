"""The names of the games and of the rule sets, and the games' full titles.

Every layer passes these around (scenarios, packs, records, the window's
choices), so they live apart from the game specs and rule presets: the app's
window lists them while it opens, before any of the engine's data classes
are needed. :mod:`.variants` and :mod:`.rules` re-export them.
"""

from __future__ import annotations

from enum import StrEnum


class Variant(StrEnum):
    """The games, named as the scenario format names them."""

    STUD7 = "stud7"
    STUD7_LOW = "stud7-low"
    STUD7_HILO = "stud7-hilo"
    STUD7_HILO8 = "stud7-hilo8"
    SUPER_STUD7_HILO8 = "super-stud7-hilo8"
    STUD5 = "stud5"


#: Each game's full name, as the Pennsylvania rules title it.
VARIANT_TITLES: dict[Variant, str] = {
    Variant.STUD7: "Seven-card Stud High",
    Variant.STUD7_LOW: "Seven-card Stud Low",
    Variant.STUD7_HILO: "Seven-card Stud High-low Split",
    Variant.STUD7_HILO8: "Seven-card Stud High-low Split Eight or Better",
    Variant.SUPER_STUD7_HILO8: "Super Seven-card Stud High-low Split Eight or Better",
    Variant.STUD5: "Five-card Stud",
}


class RuleSetName(StrEnum):
    """The rule-set presets a scenario can name."""

    PA = "pa"
    CARDROOM = "cardroom"
    ONLINE = "online"
