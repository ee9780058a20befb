"""The drill panel's level: chosen, kept, and obeyed — hints, explanations, pace and the target time.

A part of :class:`~dealer_trainer.gui.drillpanel.DrillPanel` (mixed into it).
What a level shows is the training's (:class:`~dealer_trainer.training.levels.Level`'s
``behaviour``): this part reads it and sets the panel up accordingly — the
hint button on or off, the next step spelled out at once at Learn, a short
or a full explanation after an answer, the dealing speed, hard cases mixed
in, and at Table-ready the target time shown while the trainee decides
(redrawn by a :class:`QTimer`, turning when it is passed) and the grade said
after. A hand dealt along is timed move by move: each dealer move has the
training's per-move target (:func:`~dealer_trainer.training.levels.move_target_seconds`),
its clock starting once the action before it has been dealt, its grade
said after it, and the hand's moves summed up at its end. It never touches
a question or its answer: those are the same at every level.

During an exam the exam's level counts (chosen in the exam's setup) and
cannot be changed until the exam is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel

from ..training.levels import (
    FIRST_LEVEL,
    Explanation,
    Hints,
    Level,
    TimeGrade,
    explanation,
    move_target_seconds,
    target_seconds,
    time_grade,
)
from .drillfeedback import escape
from .levelwords import (
    grade_text,
    learn_prompt,
    level_name,
    level_tip,
    moves_timed_text,
    no_hint_tip,
    target_text,
)
from .theme import FEEDBACK

if TYPE_CHECKING:
    import random

    from PySide6.QtCore import Signal
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QCheckBox, QPushButton, QTextBrowser, QWidget

    from ..engine.reasons import Reason
    from ..records.exams import ExamRun
    from ..training.drills import DealAlong, Question, Verdict
    from ..training.steps import TimedMove

    #: What the mixin is mixed into, for the type checker.
    _Panel = QWidget
else:
    _Panel = object

#: Where the level is kept between sessions.
LEVEL_SETTING = "drill/level"
#: How often the target time is redrawn while the trainee decides, in ms.
TARGET_TICK_MS = 100


def saved_level(settings: QSettings) -> Level:
    """The level kept in ``settings`` (a damaged or unknown value: the first level)."""
    from .settingvalues import read_text

    return Level(read_text(settings, LEVEL_SETTING, FIRST_LEVEL.value, choices=[lv.value for lv in Level]))


class LevelControl(_Panel):
    """The level chosen, and what it changes in the panel (see the module docstring)."""

    if TYPE_CHECKING:
        # The drill panel's, which this part of it uses.
        levelChanged: ClassVar[Signal]
        action_map: dict[str, QAction]
        feedback: QTextBrowser
        hint_button: QPushButton
        hard_box: QCheckBox
        rng: random.Random
        timer: QElapsedTimer
        question: Question | None
        deal: DealAlong | None
        phase: str
        hinted: bool
        example: bool
        ms_per_card: int
        exam: ExamRun | None

        def _say(self, text: str) -> None: ...

    def _build_level(self) -> QHBoxLayout:
        """The level row: the level chosen, and the target time while a timed question is asked."""
        row = QHBoxLayout()
        caption = QLabel(QCoreApplication.translate("Levels", "Level"))
        self.level_box = QComboBox()
        self.level_box.setAccessibleName(QCoreApplication.translate("Levels", "Level"))
        for level in Level:
            self.level_box.addItem(level_name(level), level.value)
            self.level_box.setItemData(
                self.level_box.count() - 1, level_tip(level), Qt.ItemDataRole.ToolTipRole
            )
        self.level_box.setCurrentIndex(self.level_box.findData(saved_level(QSettings()).value))
        caption.setBuddy(self.level_box)
        self.target_label = QLabel()
        self.target_label.setAccessibleName(QCoreApplication.translate("Levels", "Target time"))
        self.target_label.hide()
        row.addWidget(caption)
        row.addWidget(self.level_box)
        row.addStretch(1)
        row.addWidget(self.target_label)
        self._target_timer = QTimer(self)
        self._target_timer.setInterval(TARGET_TICK_MS)
        self._target_timer.timeout.connect(self._show_target)
        #: A hand dealt along: the clock of the move being decided (the hand's own is ``timer``).
        self.move_timer = QElapsedTimer()
        self.level_box.currentIndexChanged.connect(self._level_chosen)
        self._show_level_tip()
        return row

    # --- the level chosen --------------------------------------------------------------

    @property
    def level(self) -> Level:
        """The level chosen for practice."""
        return Level(str(self.level_box.currentData()))

    @property
    def asked_level(self) -> Level:
        """The level the question on the table is asked at: the exam's during an exam."""
        return self.exam.spec.level if self.exam is not None else self.level

    def set_level(self, level: Level) -> None:
        """Choose ``level`` (from the Level menu, its keys or the list); kept for the next start."""
        index = self.level_box.findData(level.value)
        if index >= 0 and index != self.level_box.currentIndex():
            self.level_box.setCurrentIndex(index)

    def _level_chosen(self, _index: int) -> None:
        QSettings().setValue(LEVEL_SETTING, self.level.value)
        self._show_level_tip()
        self.apply_level()
        # The question being asked (or the move of a hand dealt along) takes the
        # new level's help and clock at once; the pace and the hard cases come
        # with the next hand.
        if self.phase in ("asking", "dealing") and self.exam is None:
            self._level_asking()
        self.levelChanged.emit(self.level.value)

    def _show_level_tip(self) -> None:
        self.level_box.setToolTip(level_tip(self.level))

    def apply_level(self) -> None:
        """The hint button and key as the level allows (none in an exam, none at Table-ready)."""
        behaviour = self.asked_level.behaviour
        allowed = self.exam is None and behaviour.hints is not Hints.NONE
        self.hint_button.setEnabled(allowed)
        self.action_map["hint"].setEnabled(allowed)
        if behaviour.hints is Hints.NONE and self.exam is None:
            self.hint_button.setToolTip(no_hint_tip())
        else:
            self.hint_button.setToolTip(self.action_map["hint"].toolTip())
        self.level_box.setEnabled(self.exam is None)  # an exam is taken at its own level
        if not behaviour.timed:
            self._stop_target()

    # --- what the level changes --------------------------------------------------------

    def dealing_ms(self) -> int:
        """Milliseconds per card dealt up to the question, at the level asked."""
        from ..training.levels import dealing_ms

        return dealing_ms(self.asked_level, self.ms_per_card)

    def wants_hard(self) -> bool:
        """Whether the next generated question is a hard case: as chosen, or mixed in at Table-ready."""
        from ..training.levels import wants_hard

        return wants_hard(self.level, self.rng, self.hard_box.isChecked())

    def _level_asking(self) -> None:
        """The question is ready to answer: the step spelled out at Learn, the clock at Table-ready."""
        behaviour = self.asked_level.behaviour
        if self.exam is None and not self.example and behaviour.hints is Hints.AT_ONCE:
            self._spell_out()
        if self._timing_moves():
            self.move_timer.start()
        if behaviour.timed and (
            (self.question is not None and self.phase == "asking") or self._timing_moves()
        ):
            self._show_target()
            self.target_label.show()
            self._target_timer.start()
        else:
            self._stop_target()

    def _spell_out(self) -> None:
        """Learn: the next step's rule shown before the answer (it counts as a hint taken)."""
        from .drillfeedback import learn_html

        reason = self._next_reason()
        if reason is None:
            return
        self.hinted = True
        self.feedback.setHtml(learn_html(reason))
        self._say(learn_prompt())

    def _next_reason(self) -> Reason | None:
        """The rule of what is asked now: the question's hint, or the next move of a hand dealt along."""
        if self.question is not None and self.phase == "asking":
            return self.question.hint
        if self.deal is not None and not self.deal.finished:
            return self.deal.next_reason()
        return None

    def _level_next_move(self) -> None:
        """Dealing along at Learn: after each move, the next one spelled out."""
        if self.phase == "dealing" and self.asked_level.behaviour.hints is Hints.AT_ONCE:
            reason = self._next_reason()
            if reason is not None:
                from .drillfeedback import learn_html

                self.feedback.append(learn_html(reason))

    def _timing_moves(self) -> bool:
        """Whether each dealer move is timed now: a whole hand dealt along at a timed level.

        The common-card drill's "now deal it" is not: its one decision (is a
        common card needed?) was the question, timed and graded already.
        """
        return (
            self.phase == "dealing"
            and self.deal is not None
            and self.question is None
            and not self.example
            and self.exam is None
            and self.asked_level.behaviour.timed
        )

    def move_seconds(self) -> float | None:
        """How long the move being made took (``None``: this level keeps no time)."""
        return self.move_timer.elapsed() / 1000 if self._timing_moves() else None

    def _move_ready(self) -> None:
        """The next move of a hand dealt along can be made (the action before it
        has been dealt): its clock starts now, not while the table was dealing."""
        if self._timing_moves():
            self.move_timer.start()
            self._show_target()

    def _target_now(self) -> tuple[float, float] | None:
        """The target and the seconds taken so far of what is being decided (``None``: nothing timed)."""
        if self.question is not None and self.phase == "asking":
            return target_seconds(self.question.drill), self.timer.elapsed() / 1000
        if self._timing_moves():
            return move_target_seconds(), self.move_timer.elapsed() / 1000
        return None

    def _show_target(self) -> None:
        """Redraw the target time; it turns the "wrong" colour once passed."""
        now = self._target_now()
        if now is None:
            self._stop_target()
            return
        target, seconds = now
        self.target_label.setText(target_text(target, seconds))
        colour = FEEDBACK.wrong if seconds > target else FEEDBACK.right
        self.target_label.setStyleSheet(f"color: {colour}; font-weight: bold")
        self.target_label.setProperty("passed", seconds > target)

    def _stop_target(self) -> None:
        self._target_timer.stop()
        self.target_label.hide()

    def explains_briefly(self, correct: bool) -> bool:
        """Whether the level says only the verdict after this answer (Practice and Table-ready, when right)."""
        return explanation(self.asked_level, correct) is Explanation.SHORT

    def graded_html(self, verdict: Verdict, seconds: float) -> str:
        """At a timed level, the answer's grade against its target (after the answer, in the
        feedback: the target's own line goes, so the panel keeps its width)."""
        self._stop_target()
        if self.question is None or not self.asked_level.behaviour.timed:
            return ""
        drill = self.question.drill
        grade = time_grade(drill, verdict.correct, seconds)
        text = grade_text(grade, seconds, target_seconds(drill))
        colour = FEEDBACK.right if grade is TimeGrade.IN_TIME else FEEDBACK.wrong
        return f"<p style='color:{colour}'><b>{escape(text)}</b></p>"

    def move_graded_html(self, move: TimedMove | None) -> str:
        """A timed move dealt along, graded (after the move, in the feedback), as a timed answer is;
        at the hand's end the target's line goes and the hand's moves are summed up."""
        html = ""
        if move is not None:
            grade = move.grade
            text = grade_text(grade, move.seconds, move.target)
            colour = FEEDBACK.right if grade is TimeGrade.IN_TIME else FEEDBACK.wrong
            html = f"<p style='color:{colour}'><b>{escape(text)}</b></p>"
        deal = self.deal
        if deal is not None and deal.finished:
            self._stop_target()
            timing = deal.timing
            if timing is not None:
                colour = FEEDBACK.right if timing.all_in_time else FEEDBACK.wrong
                html += f"<p style='color:{colour}'><b>{escape(moves_timed_text(timing))}</b></p>"
        return html


__all__ = ["LEVEL_SETTING", "LevelControl", "saved_level"]
