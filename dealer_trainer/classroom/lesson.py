"""The questions a class session deals: from a pack, or drawn from drills, games, rule sets and a level.

Every trainee's app rebuilds each question from what :class:`~.protocol.Asked`
carries — the drill, the hand and the point in it — with the same builder the
drills and the records use (:func:`~dealer_trainer.training.drills.question_at`),
so the table, the answer taken and the feedback after the reveal are the
drills' own. What is sent is the hand and where it stops, never the answer.

Spot the error is left out of a class session: its point names the mistake
shown (the answer itself), and it is watched at live speed one trainee at a
time. :attr:`Lesson.left_out` counts what a pack loses that way, so the host
says so before the session opens.

STUB — the shared design of issue 15; the helper owning ``lesson.py`` fills it in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..packs.model import Pack
from ..training.kinds import Drill
from ..training.levels import Level
from ..training.questions import Question
from .protocol import Asked

#: The time allowed for each question unless the instructor chooses another (seconds).
DEFAULT_SECONDS = 30.0
#: Drills a class session cannot deal (see the module's docstring).
NOT_IN_CLASS = frozenset({Drill.SPOT})


@dataclass(frozen=True)
class Lesson:
    """What a session deals, in order, at one level, with the time allowed for each question."""

    title: str  # the pack's title, or the drills' headings ("Who brings in? · Split the pot")
    questions: tuple[Question, ...]
    level: Level
    seconds: float = DEFAULT_SECONDS
    #: Questions of the pack a class cannot answer together (Spot the error), left out.
    left_out: int = 0


def lesson_from_pack(pack: Pack, level: Level, seconds: float = DEFAULT_SECONDS) -> Lesson:
    """Every question of ``pack`` in its order, Spot the error left out.

    :class:`~.errors.LessonError` if none is left.
    """
    raise NotImplementedError


def lesson_from_drills(
    drills: Sequence[Drill],
    variants: Sequence[Variant],
    rules: Sequence[RuleSetName],
    level: Level,
    count: int,
    seed: int,
    seconds: float = DEFAULT_SECONDS,
) -> Lesson:
    """``count`` questions drawn in turn from ``drills`` on the chosen games and rule sets, from ``seed``.

    At Table-ready the level's share of hard cases is mixed in, as in the drills.
    """
    raise NotImplementedError


def asked(lesson: Lesson, number: int, answered: dict[str, object] | None = None) -> Asked:
    """Question ``number`` (1 = the first) as it is sent: the drill, the hand, the point; no answer."""
    raise NotImplementedError


def question_from_asked(message: Asked) -> Question:
    """The question a trainee's app (or a bot) rebuilds from what the host sent.

    :class:`~.errors.ProtocolError` if it names no drill we know or the hand or
    the point do not make a question (the engine's and the drills' refusals, reworded).
    """
    raise NotImplementedError


def question_to_json(question: Question, level: Level) -> dict[str, object]:
    """A question as the saved session keeps it: ``{"drill", "hand", "point", "level"}``."""
    raise NotImplementedError


def question_from_json(data: dict[str, object]) -> tuple[Question, Level]:
    """A question of a saved session, rebuilt (:class:`~.errors.SessionFileError` if it cannot be)."""
    raise NotImplementedError
