"""The drill panel's flows beyond one drill: a pack in order, practice from the record, an exam.

Each is a part of :class:`~dealer_trainer.gui.drillpanel.DrillPanel` (mixed
into it) that chooses the next question: :class:`PackAndPractice` works
through a pack's questions with the instructor's notes, or asks the records
for the trainee's next missed hand or weak skill; :class:`ExamFlow` takes an
exam's questions in order, with no feedback and a clock, and shows the score
at the end. Which question comes and whether it is right are the training's
and the records' (:mod:`dealer_trainer.records.scheduling`,
:class:`~dealer_trainer.records.exams.ExamRun`).
"""

from __future__ import annotations

from datetime import UTC
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication

from ..training.kinds import Drill
from .answerwords import question_prompt, tally_words
from .drillfeedback import notice_html
from .drillwords import DIGIT_KEYS, exam_finished, exam_prompt, pack_finished, pack_prompt, practice_why
from .numbers import number
from .wordedtext import error_text

if TYPE_CHECKING:
    import random

    from PySide6.QtCore import QElapsedTimer, QTimer, Signal
    from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QTextBrowser, QWidget

    from ..engine.names import RuleSetName, Variant
    from ..records.database import Records
    from ..records.exams import ExamRun
    from ..training.drills import DealAlong, Question
    from ..training.levels import Level
    from ..training.session import Session
    from .table import TableView

    #: What the mixins are mixed into, for the type checker.
    _Panel = QWidget
else:
    _Panel = object


class PackAndPractice(_Panel):
    """A pack's questions in order, each with its note; or practice from the trainee's record."""

    if TYPE_CHECKING:
        # The drill panel's, which this part of it uses.
        table: TableView
        prompt: QLabel
        feedback: QTextBrowser
        mode_box: QComboBox
        session: Session
        rng: random.Random
        question: Question | None
        deal: DealAlong | None
        phase: str
        hinted: bool
        records: Records | None
        trainee_id: int | None
        pack_title: str
        pack_questions: list[tuple[Question, str]]
        pack_index: int

        def next_hand(self) -> None: ...
        def present(self, question: Question, *, example: bool = False) -> None: ...
        def variants(self) -> list[Variant]: ...
        def rule_sets(self) -> list[RuleSetName]: ...
        def _show_no_question(self, text: str = "") -> None: ...
        @property
        def level(self) -> Level: ...

    def start_pack(self, title: str, questions: list[tuple[Question, str]]) -> None:
        """Work through a pack's questions in order (each with the instructor's note)."""
        self.pack_title = title
        self.pack_questions = questions
        self.pack_index = -1
        self.next_hand()

    @property
    def in_pack(self) -> bool:
        return bool(self.pack_questions)

    def leave_pack(self) -> None:
        self.pack_questions = []
        self.pack_index = -1
        self.pack_title = ""

    def _note(self) -> str:
        """The instructor's note on the pack's question being asked ("" outside a pack)."""
        if self.in_pack and 0 <= self.pack_index < len(self.pack_questions):
            return self.pack_questions[self.pack_index][1]
        return ""

    def _next_in_pack(self) -> None:
        self.pack_index += 1
        if self.pack_index >= len(self.pack_questions):
            done = len(self.pack_questions)
            self.leave_pack()
            self.phase = "idle"
            self.question = None
            self.prompt.setText(pack_finished(done, tally_words(self.session.tally())))
            self._show_no_question()
            return
        question, _ = self.pack_questions[self.pack_index]
        self.present(question)
        self.prompt.setText(
            pack_prompt(
                self.pack_title, self.pack_index + 1, len(self.pack_questions), question_prompt(question)
            )
        )

    def _next_practice(self) -> None:
        """Spaced repetition: the next missed hand or weak skill from the trainee's record."""
        self.table.clear_highlights()
        self.hinted = False
        self.feedback.clear()
        if self.records is None or self.trainee_id is None:
            self.prompt.setText(
                QCoreApplication.translate(
                    "DrillPanel",
                    "Practice mode chooses from your record, which is not open. "
                    "Choose a trainee (or another drill).",
                )
            )
            # The hand left on the table is no longer the question.
            self.phase = "idle"
            self.question = None
            self.deal = None
            self._show_no_question(
                QCoreApplication.translate(
                    "DrillPanel",
                    "Choose a trainee under Practice, or another drill (Ctrl+1 to Ctrl+{count}).",
                ).format(count=number(min(len(Drill), DIGIT_KEYS)))
            )
            return
        from datetime import datetime

        from ..records.scheduling import next_practice

        choice = next_practice(
            self.records, self.trainee_id, datetime.now(UTC), self.rng, self.variants(), self.rule_sets()
        )
        question = choice.make_question(self.rng, clean_share=self.level.behaviour.clean_share)
        self.present(question)
        self.prompt.setText("\n".join((practice_why(choice), question_prompt(question))))


class ExamFlow(_Panel):
    """An exam's questions in order, no feedback until the end, a timed exam's clock on show."""

    if TYPE_CHECKING:
        # The drill panel's, which this part of it uses.
        answered: ClassVar[Signal]
        examFinished: ClassVar[Signal]
        recordsFailed: ClassVar[Signal]
        recordsChanged: ClassVar[Signal]
        table: TableView
        prompt: QLabel
        feedback: QTextBrowser
        hint_button: QPushButton
        next_button: QPushButton
        mode_box: QComboBox
        trainee_box: QComboBox
        timer: QElapsedTimer
        question: Question | None
        deal: DealAlong | None
        phase: str
        exam: ExamRun | None
        _exam_timer: QTimer

        def present(self, question: Question, *, example: bool = False) -> None: ...
        def leave_pack(self) -> None: ...
        def apply_level(self) -> None: ...
        def _show_no_question(self, text: str = "") -> None: ...

    def start_exam(self, run: ExamRun) -> None:
        """Take ``run``'s questions in order with no feedback until the end.

        A timed exam's clock counts down on screen and, when it reaches 0, the
        exam ends by itself: what was answered is scored, the rest counts as
        not answered, and the report is kept and shown (:attr:`examFinished`).
        """
        if self.exam is not None:
            self._finish_exam()
        self.leave_pack()
        self.exam = run
        self.feedback.setHtml(
            notice_html(
                QCoreApplication.translate("DrillPanel", "Exam"),
                QCoreApplication.translate(
                    "DrillPanel", "No feedback until the end. Answer each question as you would at the table."
                ),
            )
        )
        self.hint_button.setEnabled(False)
        self.next_button.setEnabled(False)
        self.mode_box.setEnabled(False)  # the exam's questions, not a drill's
        self.apply_level()  # the exam's level: no hints, its pace and its clock
        if run.spec.time_limit_seconds is not None:
            self._exam_timer.start()
        self._exam_next()

    def busy_with_exam(self) -> bool:
        """During an exam the table shows only the exam's questions (an answer
        goes to the exam): a hand asked for from elsewhere (a missed hand, a
        "Show me") waits until it is over, and the panel says so."""
        if self.exam is None:
            return False
        self.feedback.setHtml(
            notice_html(
                QCoreApplication.translate("DrillPanel", "Exam"),
                QCoreApplication.translate(
                    "DrillPanel", "That hand waits until the exam is over: answer the exam's questions first."
                ),
            )
        )
        return True

    def _exam_next(self) -> None:
        run = self.exam
        assert run is not None
        self.table.clear_highlights()
        question = run.current
        if question is None or run.expired:
            self._finish_exam()
            return
        self.present(question)
        self._show_exam_prompt()

    def _show_exam_prompt(self) -> None:
        """The exam's title, the question's number, the time left (live) and the question."""
        run = self.exam
        if run is None or run.current is None:
            return
        self.prompt.setText(
            exam_prompt(
                run.spec.title,
                run.number + 1,
                len(run.questions),
                run.time_left(),
                question_prompt(run.current),
            )
        )

    def _exam_tick(self) -> None:
        """The timed exam's clock: redraw the time left, end the exam when it is up."""
        run = self.exam
        if run is None:
            self._exam_timer.stop()
        elif run.expired:
            self._finish_exam()
        else:
            self._show_exam_prompt()

    def end_exam(self) -> None:
        """End the exam in progress now, as if the time were up (answers so far are kept)."""
        if self.exam is not None:
            self._finish_exam()

    def _leave_exam_to_switch(self) -> bool:
        """Another trainee was chosen during an exam: ask whether to end it (kept and
        scored for the trainee taking it) or to go on; False puts the list back."""
        run = self.exam
        assert run is not None
        from PySide6.QtWidgets import QMessageBox

        name = run.trainee_name or QCoreApplication.translate("DrillPanel", "This trainee")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("DrillPanel", "End the exam?"),
            QCoreApplication.translate("DrillPanel", "{name} is taking the exam “{title}”.").format(
                name=name, title=run.spec.title
            ),
            parent=self,
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "DrillPanel",
                "Choosing another trainee ends it now. {name}'s answers so far are kept "
                "and scored; the questions not answered yet count as not answered.",
            ).format(name=name)
        )
        end = box.addButton(
            QCoreApplication.translate("DrillPanel", "End the Exam and Switch"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        stay = box.addButton(
            QCoreApplication.translate("DrillPanel", "Go On with the Exam"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        if box.clickedButton() is end:
            if self.exam is run:  # the time may have run out while asking
                self._finish_exam()
            return True
        self.trainee_box.blockSignals(True)
        self.trainee_box.setCurrentIndex(max(0, self.trainee_box.findData(run.trainee_id)))
        self.trainee_box.blockSignals(False)
        return False

    def _finish_exam(self) -> None:
        run = self.exam
        assert run is not None
        self._exam_timer.stop()
        self.exam = None  # first: what runs below sees no exam in progress
        self.table.skip_animation()
        from ..records.database import RecordsError

        try:
            report = run.finish()
        except RecordsError as error:  # the records could not take it: still show the report
            if run.report is None:
                raise
            report = run.report
            self.recordsFailed.emit(error_text(error))
        self.question = None
        self.deal = None
        self.phase = "idle"
        self.table.clear_highlights()
        self.feedback.clear()  # the exam's notice would read as feedback on practice
        self.hint_button.setEnabled(True)
        self.next_button.setEnabled(True)
        self.mode_box.setEnabled(True)
        self.apply_level()  # back to the level chosen for practice
        self.prompt.setText(
            exam_finished(report.right, report.total, report.score, report.passed, report.timed_out)
        )
        self._show_no_question()
        self.examFinished.emit(report)
        if run.trainee_id is not None:
            self.recordsChanged.emit(run.trainee_id)


__all__ = ["ExamFlow", "PackAndPractice"]
