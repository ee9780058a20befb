"""The drill panel's answer input: one page of controls per drill, and the answers taken.

:class:`AnswerPages` holds the controls: a line for the seat drills (the seat
is clicked on the table), the dealer's moves, yes or no for the common card,
and a note while no question can be answered; the split-pot editor joins
them the first time a pot is split, and the page of an answer in parts
(:mod:`.partspage`) the first time a question on the betting or the money
is asked, and Spot the error's page (:mod:`.spotpage`) the first time a hand
is played live. :class:`AnswerInput` is the part of
:class:`~dealer_trainer.gui.drillpanel.DrillPanel` that takes an answer from
a click or a key, has it judged, shows the verdict and keeps it: the
verdict is the drills' (:func:`dealer_trainer.training.drills.check`), never
this module's.

The answer marks on the table (the right answer, and a wrong one given) are
:mod:`.marks`', as in the answer key and the presenter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from ..training.kinds import AnswerKind, Drill, StepKind
from .answerwords import tally_words
from .drillfeedback import split_table_html, verdict_html
from .drillwords import dealt, empty_seat
from .marks import MarkKind, mark_answer, mark_place, mark_step, step_target
from .wordedtext import error_text

if TYPE_CHECKING:
    from PySide6.QtCore import QElapsedTimer, Signal
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QTextBrowser

    from ..records.database import Records
    from ..records.exams import ExamRun
    from ..training.drills import Answer, DealAlong, Question, Verdict
    from ..training.levels import Level
    from ..training.session import Session
    from ..training.snapshot import TableSnapshot
    from ..training.steps import Step, TimedMove
    from .partspage import PartsPage
    from .splitpot import SplitPotEditor
    from .spotpage import SpotPage
    from .table import TableView

    #: What the mixin is mixed into, for the type checker.
    _Panel = QWidget
else:
    _Panel = object


def load_drills() -> Any:
    """The drills, loaded with the first hand, not with the window (the window
    must open about as fast as an empty one)."""
    from ..training import drills

    return drills


# --- the controls ----------------------------------------------------------------------


class AnswerPages(QStackedWidget):
    """The answer controls, one page per kind of answer, as tall as the page on show."""

    def __init__(self, actions: dict[str, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page_seat = QLabel(self.tr("Click a seat on the table, or press its number (1–9)."))
        self.page_seat.setWordWrap(True)
        self.addWidget(self.page_seat)
        step_page = QWidget()
        self.page_step = step_page
        step_layout = QVBoxLayout(step_page)
        step_layout.setContentsMargins(0, 0, 0, 0)
        self.step_buttons: dict[str, QPushButton] = {}
        for key, text in (
            ("burn", self.tr("Burn a card (B)")),
            ("common", self.tr("Deal a common card (C)")),
            ("shuffle", self.tr("Shuffle the burn cards (S)")),
        ):
            button = QPushButton(text)
            button.setAccessibleName(text)
            button.setToolTip(actions[key].toolTip())
            self.step_buttons[key] = button
            step_layout.addWidget(button)
        step_layout.addWidget(QLabel(self.tr("…or click a seat (or press 1–9) to deal it a card.")))
        self.addWidget(step_page)
        yes_no = QWidget()
        self.page_yes_no = yes_no
        yn_layout = QHBoxLayout(yes_no)
        yn_layout.setContentsMargins(0, 0, 0, 0)
        self.yes_button = QPushButton(self.tr("Yes (Y)"))
        self.no_button = QPushButton(self.tr("No (N)"))
        for button in (self.yes_button, self.no_button):
            button.setAccessibleName(button.text())
            yn_layout.addWidget(button)
        self.addWidget(yes_no)
        #: What to do while no question can be answered: none on the table yet
        #: (or any more), or the hand still being dealt up to the question.
        self.page_wait = QLabel()
        self.page_wait.setWordWrap(True)
        self.page_wait.setAccessibleName(self.tr("What to do"))
        self.addWidget(self.page_wait)
        self.setCurrentWidget(self.page_wait)
        self.currentChanged.connect(self.fit)
        self.fit()

    def page_for(self, answer: Answer) -> QWidget:
        """The page that answers a question with ``answer``, chosen by the kind of
        answer, not by the drill (the split editor and the parts page are the
        panel's: built late)."""
        from ..training.drills import CommonAnswer, StepAnswer

        if isinstance(answer, StepAnswer):
            return self.page_step
        if isinstance(answer, CommonAnswer):
            return self.page_yes_no
        return self.page_seat

    def page_of(self, kind: AnswerKind) -> QWidget:
        """The page of a seat, a move or yes/no (a class question's, chosen by its answer's shape)."""
        if kind is AnswerKind.STEP:
            return self.page_step
        if kind is AnswerKind.COMMON:
            return self.page_yes_no
        return self.page_seat

    def fit(self, _index: int = 0) -> None:
        """The answer area is as tall as the page on show, not the tallest page:
        a seat drill's one line leaves the room to the feedback."""
        from PySide6.QtWidgets import QSizePolicy

        current = self.currentWidget()
        for index in range(self.count()):
            page = self.widget(index)
            if page is None:
                continue
            ignored = QSizePolicy.Policy.Ignored
            page.setSizePolicy(
                QSizePolicy.Policy.Preferred if page is current else ignored,
                QSizePolicy.Policy.Preferred if page is current else ignored,
            )
        self.adjustSize()


# --- taking an answer ------------------------------------------------------------------


class AnswerInput(_Panel):
    """The drill panel's answers: a seat, a move, yes or no, or a split, judged and kept."""

    if TYPE_CHECKING:
        # The drill panel's, which this part of it uses.
        answered: ClassVar[Signal]
        recordsFailed: ClassVar[Signal]
        recordsChanged: ClassVar[Signal]
        table: TableView
        answer_pages: AnswerPages
        _split_editor: SplitPotEditor | None
        _parts_page: PartsPage | None
        _spot_page: SpotPage | None
        prompt: QLabel
        notice: QLabel
        feedback: QTextBrowser
        score: QLabel
        session: Session
        timer: QElapsedTimer
        question: Question | None
        deal: DealAlong | None
        phase: str
        hinted: bool
        example: bool
        ms_per_card: int
        records: Records | None
        trainee_id: int | None
        exam: ExamRun | None

        def _note(self) -> str: ...
        def _finish_exam(self) -> None: ...
        def _exam_next(self) -> None: ...
        def dealing_ms(self) -> int: ...
        def explains_briefly(self, correct: bool) -> bool: ...
        def graded_html(self, verdict: Verdict, seconds: float) -> str: ...
        def move_seconds(self) -> float | None: ...
        def _move_ready(self) -> None: ...
        def move_graded_html(self, move: TimedMove | None) -> str: ...
        def _level_next_move(self) -> None: ...
        @property
        def asked_level(self) -> Level: ...

    @property
    def split_editor(self) -> SplitPotEditor:
        """The split-pot answer page (page 4), built the first time a pot is
        split: it brings drag and drop and spin boxes that the other drills
        never use, so the window opens without them."""
        if self._split_editor is None:
            from .splitpot import SplitPotEditor

            editor = SplitPotEditor()
            self.answer_pages.addWidget(editor)
            editor.submitted.connect(self.on_split)
            self._split_editor = editor
        return self._split_editor

    @property
    def parts_page(self) -> PartsPage:
        """The page of an answer in parts, built the first time one is asked
        (like :attr:`split_editor`, so the window opens without it)."""
        if self._parts_page is None:
            from .partspage import PartsPage

            page = PartsPage()
            self.answer_pages.addWidget(page)
            page.submitted.connect(self.on_parts)
            self._parts_page = page
        return self._parts_page

    @property
    def spot_page(self) -> SpotPage:
        """Spot the error's page, built the first time a hand is played live. The panel's
        keys drive it (Space stops, Enter checks: :meth:`spot_key`), and the panel judges
        and words the stop, so the page does neither itself."""
        if self._spot_page is None:
            from .spotpage import SpotPage

            page = SpotPage(self.table, own_keys=False)
            page.judges = False
            page.shows_words = False
            self.answer_pages.addWidget(page)
            page.responded.connect(self.on_spot)
            self._spot_page = page
        return self._spot_page

    def _asking_spot(self) -> bool:
        """Whether a hand is being played live for Spot the error (its page is on show)."""
        page = self._spot_page
        return page is not None and self.phase == "asking" and self.answer_pages.currentWidget() is page

    def spot_key(self, key: str) -> bool:
        """Space ("next") stops a hand played live, Enter ("submit") checks the mistake named;
        while a hand is named Space does nothing (a second Space must not deal the next hand
        over the stop). Returns whether the key was Spot the error's."""
        if not self._asking_spot() or self._spot_page is None:
            return False
        page = self._spot_page
        if key == "next" and page.playing():
            page.stop()
            return True
        if key == "submit" and page.naming():
            page.check()
            return True
        return key == "next" and page.naming()

    def halt_spot(self) -> None:
        """Another question or hand takes the table: a hand played live stops unanswered."""
        if self._spot_page is not None:
            self._spot_page.halt()

    def on_spot(self, response: object) -> None:
        """A hand played live was stopped and named, or let run to its end: judged and kept."""
        from ..training.spotting import SpotAnswer, SpotResponse

        if (
            not self._asking_spot()
            or self.question is None
            or not isinstance(self.question.answer, SpotAnswer)
            or not isinstance(response, SpotResponse)
        ):
            return
        self._answer(response, None)

    def _asked_kind(self) -> AnswerKind | None:
        """The kind of answer the question on the table takes (``None``: no question). The class
        panel answers from the question as the table shows it, whose answer it is not sent."""
        if self.question is None:
            return None
        from ..training.tablequestion import answer_kind

        return answer_kind(self.question.answer)

    def _asked_drill(self) -> Drill | None:
        """The drill of the question on the table (``None``: no question)."""
        return self.question.drill if self.question is not None else None

    def _asking_parts(self) -> bool:
        """Whether an answer in parts is being asked for (its page is on show)."""
        page = self._parts_page
        return page is not None and self.phase == "asking" and self.answer_pages.currentWidget() is page

    def _say(self, text: str) -> None:
        """Show (or, with ``""``, clear) the note under the answer controls."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _nobody_at(self, seat: int) -> bool:
        """Whether ``seat`` is empty or not at this table; if so, say so gently.

        Choosing a seat no one sits in is a slip of the finger, not a wrong
        answer: it is neither scored nor kept in the records.
        """
        snap = self.table.snapshot()
        if snap is None or any(view.seat == seat for view in snap.seats):
            return False
        self._say(empty_seat(seat, snap.max_seats))
        return True

    def on_seat(self, seat: int) -> None:
        """A seat was clicked or its number pressed."""
        if self.phase in ("asking", "dealing") and self._nobody_at(seat):
            return
        if self.phase == "dealing" or (self.phase == "asking" and self._asked_drill() is Drill.DEALER_NEXT):
            self.on_move(StepKind.DEAL, seat)
            return
        if self.phase != "asking" or self._asked_kind() is None:
            return
        if self._asking_parts():
            self.parts_page.toggle_seat(seat)
            return
        if self._asked_kind() is AnswerKind.SEAT:
            self._answer(seat, ("seat", seat))

    def on_move(self, kind: StepKind, seat: int | None = None) -> None:
        """A dealer move chosen on the table, with a button or by key."""
        from ..training.steps import Step  # loads with the engine, not with the window

        self.on_step(Step(kind, seat))

    def on_step(self, step: Step) -> None:
        """A dealer move was chosen on the table, by a button or a key."""
        if self.phase not in ("asking", "dealing"):
            return
        if step.seat is not None and self._nobody_at(step.seat):
            return
        self._say("")
        if self.phase == "dealing" and self.deal is not None:
            self._deal_step(step)
            return
        if self.phase == "asking" and self._asked_kind() is AnswerKind.STEP:
            self._answer(step, step_target(step))

    def on_yes_no(self, yes: bool) -> None:
        if self._asking_parts():
            self.parts_page.yes_no(yes)
            return
        if self.phase != "asking" or self._asked_kind() is not AnswerKind.COMMON:
            return
        if not self._answer(yes, None, keep_going=True) or self.question is None:
            return
        drills = load_drills()
        # now deal the street, click by click
        self.deal = drills.DealAlong(
            self.question.scenario, start=self.question.shown, street=self.question.street
        )
        self.phase = "dealing"
        self.answer_pages.setCurrentIndex(1)
        self.prompt.setText(
            QCoreApplication.translate("DrillPanel", "Now deal it: burn, then the seats or the common card.")
        )

    def _submit_split(self) -> None:
        """Enter: check the split, the answer in parts, or the mistake named, on show."""
        if self.spot_key("submit"):
            return
        if self._asking_parts():
            self.parts_page.submit()
            return
        editor = self._split_editor  # not built yet: no pot is being split
        if editor is not None and self.phase == "asking" and self.answer_pages.currentWidget() is editor:
            editor.submit()

    def on_parts(self, response: object) -> None:
        """An answer in parts checked: judged by the drills, kept, and shown on its page."""
        from ..training.parts import PartsResponse

        if (
            self.phase != "asking"
            or self._asked_kind() is not AnswerKind.PARTS
            or not isinstance(response, PartsResponse)
        ):
            return
        self._answer(response, None)

    def on_split(self, pots: list[dict[int, int]], rake: int) -> None:
        if self.phase != "asking" or self._asked_kind() is not AnswerKind.SPLIT:
            return
        self._answer((pots, rake), None)
        if self.exam is None:
            # The chips stay on show; the keys go back to the table (Space: next hand).
            self.split_editor.set_locked(True)
            self.table.setFocus()

    def _deal_step(self, step: Step) -> None:
        assert self.deal is not None
        before, timed = self.deal.position, len(self.deal.timed)
        verdict = self.deal.attempt(step, self.move_seconds())
        # At a timed level the move just made is graded; the next one's clock
        # starts now and again once the action before it has been dealt.
        move = self.deal.timed[-1] if len(self.deal.timed) > timed else None
        self._move_ready()
        self.table.clear_highlights()
        if verdict.correct:
            snapshots = [self._deal_snapshot(i) for i in range(before + 1, self.deal.position + 1)]
            self.table.animate(snapshots, self.dealing_ms(), self._move_ready)
        else:
            mark_step(self.table, step, MarkKind.WRONG)
        self._feedback(verdict, short=verdict.correct, graded=self.move_graded_html(move))
        self._level_next_move()
        if self.deal.finished:
            mistakes = self.deal.mistakes
            if self.question is None and not self.example:  # a whole deal-along hand
                self._record(mistakes == 0)
            self.phase = "answered"
            self.prompt.setText(dealt(mistakes))

    def _deal_snapshot(self, upto: int) -> TableSnapshot:
        assert self.deal is not None
        from ..training.snapshot import snapshot_from_events

        return snapshot_from_events(self.deal.table, self.deal.events[:upto])

    def _answer(self, response: Any, given: tuple[str, str | int] | None, keep_going: bool = False) -> bool:
        """Judge ``response`` to the current question (or, in an exam, just take it).

        Returns whether the question goes on (the common-card drill's dealing).
        """
        assert self.question is not None
        self._say("")
        seconds = self._answer_seconds()
        if self.exam is not None:
            from ..records.exams import ExamError

            try:
                self.exam.answer(response, seconds)
            except ExamError:  # the time ran out before this answer: the exam is over
                self._finish_exam()
                return False
            self.answered.emit(True)
            self._exam_next()
            return False
        verdict = load_drills().check(self.question, response)
        self._verdict(verdict, given, keep_going, response)
        if not self.example:
            self._record(verdict.correct, response, seconds)
        self.answered.emit(verdict.correct)
        return True

    def _verdict(
        self,
        verdict: Verdict,
        given: tuple[str, str | int] | None,
        keep_going: bool = False,
        response: Any = None,
    ) -> None:
        assert self.question is not None
        if not keep_going:
            self.phase = "answered"
        if verdict.spot is not None and self._spot_page is not None:
            self._spot_verdict(verdict, self._spot_page, self._answer_seconds())
            return
        mark_answer(self.table, self.question.answer)
        self.table.show_figures()  # the chips counted: their amounts may show again
        if given is not None and not verdict.correct:
            mark_place(self.table, given, MarkKind.WRONG)
        answer = self.question.answer
        if self._parts_page is not None and self.answer_pages.currentWidget() is self._parts_page:
            # The rows stay on show, locked, each ticked or with its right value;
            # the keys go back to the table (Space: next hand).
            self._parts_page.show_verdict(verdict.problems)
            self.table.setFocus()
        # The level says how much follows the verdict, and grades a timed answer.
        short = self.explains_briefly(verdict.correct)
        graded = self.graded_html(verdict, self.timer.elapsed() / 1000)
        if not verdict.correct and isinstance(answer, load_drills().SplitAnswer) and response is not None:
            self._feedback(verdict, split=split_table_html(answer, response[0], response[1]), graded=graded)
        else:
            self._feedback(verdict, short=short, graded=graded, keep_note=True)

    def _answer_seconds(self) -> float:
        """How long the answer took: since the question was asked; for a hand played live,
        since its mistake showed (the stop's time is what Spot the error grades), or for a
        stop with nothing shown yet, since the last card or chip; a hand let run has none."""
        page = self._spot_page
        if page is None or self.answer_pages.currentWidget() is not page or page.response is None:
            return self.timer.elapsed() / 1000
        after = page.stopped_after()
        if after is not None:
            return after
        return page.response.seconds or 0.0

    def _spot_verdict(self, verdict: Verdict, page: SpotPage, seconds: float) -> None:
        """Spot the error's verdict: the page replays the moment and marks it; its words,
        the instructor's note and a timed level's grade go in the feedback."""
        assert verdict.spot is not None
        short = self.explains_briefly(verdict.correct)
        graded = self.graded_html(verdict, seconds)
        page.show_verdict(verdict.spot, short=short)
        note = self._note()
        html = page.verdict_words(verdict.spot, short=short)
        if note:
            from .drillfeedback import escape

            html += (
                "<p><b>"
                + escape(QCoreApplication.translate("DrillPanel", "Instructor's note:"))
                + f"</b> {escape(note)}</p>"
            )
        self.feedback.setHtml(html + graded)
        self.table.setFocus()  # the keys go back to the table (Space: next hand)

    def _feedback(
        self,
        verdict: Verdict,
        short: bool = False,
        split: str = "",
        graded: str = "",
        keep_note: bool = False,
    ) -> None:
        html = verdict_html(verdict, short=short, split=split, note=self._note(), keep_note=keep_note)
        self.feedback.setHtml(html + graded)

    def _record(self, correct: bool, response: Any = None, seconds: float | None = None) -> None:
        """Score the answer in the session and keep it in the trainee's records (``seconds``:
        how long it took, if not since the question was asked)."""
        drill = self.question.drill if self.question is not None else Drill.DEALER_NEXT
        seconds = self.timer.elapsed() / 1000 if seconds is None else seconds
        self.session.record(drill, correct, self.hinted, seconds)
        self.score.setText(tally_words(self.session.tally()))
        if self.records is None or self.trainee_id is None or self.question is None:
            return
        from ..records import response_to_json
        from ..records.database import RecordsError

        try:
            self.records.record_attempt(
                self.trainee_id,
                self.question,
                response_to_json(self.question, response),
                correct,
                seconds,
                self.hinted,
                level=self.asked_level,
            )
        except RecordsError as error:  # a full disk must not cost the trainee the session
            self.recordsFailed.emit(error_text(error))
        else:
            self.recordsChanged.emit(self.trainee_id)


__all__ = ["AnswerInput", "AnswerPages", "load_drills"]
