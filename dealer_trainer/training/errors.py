"""The training layer's one exception family.

Everything the drills refuse on purpose is a :class:`TrainingError`, so the
layers above (packs, records, the GUI, the command line) catch the training
layer's refusals by that one name, and an error of the engine underneath by
:class:`~dealer_trainer.engine.errors.EngineError`:

- :class:`DrillError`: no question of this kind can be asked on this hand
  (or at this point of it), or no game was chosen;
- :class:`FocusError`: a hard case that cannot arise in the chosen game, or
  that no generated hand showed;
- :class:`AnswerError`: a kept or written answer in parts that does not fit
  its question;
- :class:`TopicError`: a rulebook topic that does not apply to the game.

Every message says what to choose instead. ``TrainingError`` is not a
``ValueError`` (``DrillError`` and ``FocusError`` were, until every caller
named the family): a refusal is caught by its name, never as a builtin.

Each message is worded (:class:`~dealer_trainer.wording.Worded`, marked in the
``TrainingErrors`` context), so the window shows it in the user's language;
``str()`` is its English.

>>> issubclass(DrillError, TrainingError) and issubclass(FocusError, TrainingError)
True
>>> str(DrillError(Worded("no {n} hands", (("n", 3),))))
'no 3 hands'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ..engine.rules import RuleSetName
from ..engine.variants import Variant, spec_of
from ..wording import QT_TRANSLATE_NOOP, Value, Worded

#: Each game's full name, marked for the messages (the same as its spec's title).
_GAME_WORDS: dict[Variant, str] = {
    Variant.STUD7: QT_TRANSLATE_NOOP("TrainingErrors", "Seven-card Stud High"),
    Variant.STUD7_LOW: QT_TRANSLATE_NOOP("TrainingErrors", "Seven-card Stud Low"),
    Variant.STUD7_HILO: QT_TRANSLATE_NOOP("TrainingErrors", "Seven-card Stud High-low Split"),
    Variant.STUD7_HILO8: QT_TRANSLATE_NOOP(
        "TrainingErrors", "Seven-card Stud High-low Split Eight or Better"
    ),
    Variant.SUPER_STUD7_HILO8: QT_TRANSLATE_NOOP(
        "TrainingErrors", "Super Seven-card Stud High-low Split Eight or Better"
    ),
    Variant.STUD5: QT_TRANSLATE_NOOP("TrainingErrors", "Five-card Stud"),
}


def game_words(variant: Variant) -> Worded:
    """The game's full name as a message words it (its title, translatable).

    >>> game_words(Variant.STUD5).english()
    'Five-card Stud'
    """
    return Worded(_GAME_WORDS.get(variant, spec_of(variant).title))


_RULE_SET_WORDS: dict[RuleSetName, str] = {
    RuleSetName.PA: QT_TRANSLATE_NOOP("TrainingErrors", "Pennsylvania"),
    RuleSetName.CARDROOM: QT_TRANSLATE_NOOP("TrainingErrors", "Cardroom"),
    RuleSetName.ONLINE: QT_TRANSLATE_NOOP("TrainingErrors", "Online room"),
}


def rule_set_words(rules: RuleSetName) -> Worded:
    """The rule set's name as a message words it (its title, translatable)."""
    return Worded(_RULE_SET_WORDS.get(rules, str(rules)))


class TrainingError(Exception):
    """Base of every error the training layer raises on purpose.

    ``words`` is the message marked for translation (``None`` for a plain
    text from elsewhere, shown as it is); ``str()`` is its English.
    """

    #: The translation context of every training error's words.
    words_context: ClassVar[str] = "TrainingErrors"

    def __init__(self, message: Worded | str) -> None:
        self.words = message if isinstance(message, Worded) else None
        super().__init__(message.english() if isinstance(message, Worded) else message)


class DrillError(TrainingError):
    """No question of this kind can be made with the chosen games or on this hand."""


class FocusError(TrainingError):
    """A focus that cannot arise in the chosen game (say, a common card in Five-card Stud)."""


class AnswerError(TrainingError):
    """A kept or written answer to a question on the money (``{"parts": [...]}``) that
    does not fit the question: a value of the wrong kind, or too few or too many."""


class TopicError(TrainingError):
    """A rulebook topic that does not apply to the game under the rule set, or
    a game or rule set the rulebook does not know."""


def no_game(variant: object) -> TopicError:
    """The rulebook's refusal of a game it does not know, naming the games it does."""
    return TopicError(
        Worded(
            QT_TRANSLATE_NOOP("TrainingErrors", "no game {game}; use one of {games}"),
            (("game", repr(variant)), ("games", ", ".join(v.value for v in Variant))),
        )
    )


def no_topic(topic_id: str, game: Variant, rules: RuleSetName, topics: Sequence[str] = ()) -> TopicError:
    """The rulebook's refusal of a topic that does not apply to ``game`` under ``rules``
    (``topics``: every topic there is, when ``topic_id`` is not one of them at all)."""
    where: tuple[tuple[str, Value], ...] = (
        ("topic", repr(topic_id)),
        ("game", game_words(game)),
        ("rules", rule_set_words(rules)),
    )
    if not topics:
        return TopicError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "no topic {topic} for {game} under {rules}"), where)
        )
    return TopicError(
        Worded(
            QT_TRANSLATE_NOOP(
                "TrainingErrors", "no topic {topic} for {game} under {rules}; the topics are {topics}"
            ),
            (*where, ("topics", ", ".join(topics))),
        )
    )


__all__ = [
    "DrillError",
    "FocusError",
    "TopicError",
    "TrainingError",
    "game_words",
    "no_game",
    "no_topic",
    "rule_set_words",
]
