"""The trainee's table in a class session: the drill panel, answering to the instructor.

A class session asks the drills' own questions, so the trainee answers them
exactly as in the drills: this panel *is* the drill panel
(:class:`~.drillpanel.DrillPanel`, its answer pages, the split editor and the
page of an answer in parts), with four things changed:

- the question comes as the table shows it
  (:class:`~dealer_trainer.training.tablequestion.TableQuestion`, :attr:`view`):
  what a dealer sees — the other seats' hole cards as backs, whatever the
  "show hole cards" view option, since the app is not sent them — and the
  shape of the answer, which chooses the page; the drills' own question
  (:attr:`question`, with its answer) exists only from the reveal on;

- the instructor deals: Space, the hint and the practice choices are gone, and
  the level is the session's, not the one chosen for practice;
- an answer is not judged when it is given: it is sent (:attr:`sent`) and the
  page locks, saying "Answer in — waiting for the reveal" once the host has it;
- at the reveal the drills' own verdict and feedback are shown for the answer
  the host kept (:meth:`show_reveal`), or the right answer with its reasons
  when none came in time.

Whether an answer is right stays the drills' (:func:`~dealer_trainer.training.questions.check`);
the host scores it with the same check, and this panel never works out points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ..training.levels import FIRST_LEVEL, Level
from .answerwords import question_prompt, response_words
from .drillfeedback import answer_html, escape
from .drillpanel import DrillPanel
from .drillwords import pack_prompt
from .theme import FEEDBACK

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from ..classroom.protocol import Revealed
    from ..training.kinds import AnswerKind, Drill
    from ..training.questions import Question, Verdict
    from ..training.tablequestion import TableQuestion
    from .table import TableView


class ClassTablePanel(DrillPanel):
    """The drill panel of a trainee in a class session (see the module's docstring).

    ``phase`` goes ``idle`` → ``animating`` → ``asking`` → ``sent`` (locked) →
    ``answered`` (revealed), as the drill panel's does, with ``sent`` added.
    """

    #: An answer given: the question's number, the response as the records write it, the seconds taken.
    sent = Signal(int, object, float)

    def __init__(self, table: TableView, actions: dict[str, QAction], parent: QWidget | None = None) -> None:
        #: The level the instructor chose (set first: the drill panel reads it as it is built).
        self.class_level: Level = FIRST_LEVEL
        super().__init__(table, actions, parent)
        #: The session's title (as the records name it) and how many questions it deals.
        self.session_title = ""
        self.count = 0
        #: The question being asked: its number (1 = the first; 0 before the first) and level.
        self.number = 0
        #: The question as the table shows it (``None`` before the first); :attr:`question`, the
        #: drills' own with its answer, is ``None`` until the answer is revealed.
        self.view: TableQuestion | None = None
        #: The answer given to it (``None``: none yet), its place on the table, its seconds.
        self.response: Any = None
        self.given: tuple[str, str | int] | None = None
        self.answer_seconds: float | None = None
        #: An answer given before a rejoin (as the host kept it), shown once the question is asked.
        self._answered: dict[str, Any] | None = None
        # What the instructor decides in a class session is not the trainee's to choose.
        for widget in (
            self.settings_toggle,
            self.settings_group,
            self.hint_button,
            self.next_button,
            self.score,
            self.level_box,
        ):
            widget.hide()
        for label in self.findChildren(QLabel):
            if label.buddy() is self.level_box:
                label.hide()
        self._show_no_question(self.tr("Waiting for the instructor to deal the first hand."))
        self.prompt.setText(self.tr("Waiting for the next hand."))

    # --- the drill panel, as the class uses it ---------------------------------------------

    @property
    def asked_level(self) -> Level:
        """The session's level: what is shown and how fast is the instructor's choice."""
        return self.class_level

    def next_hand(self) -> None:
        """The instructor deals: the trainee's Space and Next deal nothing here."""

    def space_pressed(self) -> None:
        """Space deals nothing in a class session (the instructor deals)."""

    def show_hint(self) -> None:
        """No hint on request in a class session: every trainee answers on equal terms."""

    # --- a question asked ------------------------------------------------------------------

    def ask(
        self, number: int, count: int, view: TableQuestion, level: Level, answered: dict[str, Any] | None
    ) -> None:
        """Deal question ``number`` of ``count`` on the table as it shows it (``view``) and take its
        answer on the drills' own page for its shape.

        ``answered``: the trainee's own answer to it, kept by the host (a rejoin after
        answering): shown, locked, as if just given."""
        from ..training.kinds import AnswerKind

        self.halt_spot()
        self.number = number
        self.count = count
        self.class_level = level
        self.view = view
        self.question = None  # the drills' question, with its answer, comes with the reveal
        self.example = False
        self.deal = None
        self.response = None
        self.given = None
        self.answer_seconds = None
        self._answered = answered
        self.hinted = False
        self.feedback.clear()
        self.apply_level()
        self._say("")
        self.table.clear_highlights()
        shape = view.shape
        page: QWidget
        if shape.kind is AnswerKind.SPLIT:
            self.split_editor.load([(pot.amount, pot.eligible) for pot in shape.pots], shape.raked)
            page = self.split_editor
        elif shape.kind is AnswerKind.PARTS:
            self.parts_page.load(shape.parts)
            page = self.parts_page
        else:
            page = self.answer_pages.page_of(shape.kind)
        # As in the drills: the answer controls wait for the hand to be dealt.
        self._answer_page = page
        self.page_wait.setText(  # the drills' own words, translated there
            QCoreApplication.translate("DrillPanel", "Dealing the hand… Press Esc to skip to the question.")
        )
        self.answer_pages.setCurrentWidget(self.page_wait)
        self.phase = "animating"
        self.prompt.setText(pack_prompt(self.session_title, number, count, question_prompt(view)))
        self.table.animate(
            list(view.frames), self.dealing_ms(), self._asking, hide_figures=view.hides_figures
        )

    def _asking(self) -> None:
        if self.question is None and self.view is not None and self.view.piles:
            self.table.show_piles(self.view.piles)
        super()._asking()
        if self._answered is not None and self.view is not None:
            self._restore(self._answered)

    def _asked_kind(self) -> AnswerKind | None:
        """Before the reveal, the kind of answer from the question as the table shows it."""
        if self.question is None and self.view is not None:
            return self.view.shape.kind
        return super()._asked_kind()

    def _asked_drill(self) -> Drill | None:
        if self.question is None and self.view is not None:
            return self.view.drill
        return super()._asked_drill()

    def _restore(self, data: dict[str, Any]) -> None:
        """Show an answer the host already holds (given before the app rejoined), locked."""
        from ..records import response_from_json
        from ..records.errors import RecordsError

        assert self.view is not None
        self._answered = None
        try:
            response = response_from_json(self.view, data)
        except RecordsError:  # not an answer to this question: let the trainee answer again
            return
        from ..training.parts import PartsResponse

        if isinstance(response, PartsResponse) and self._parts_page is not None:
            self._parts_page.set_response(response)
        elif isinstance(response, tuple) and self._split_editor is not None:
            pots, rake = response
            for pot, shares in enumerate(pots):
                for seat, chips in shares.items():
                    if (
                        pot,
                        seat,
                    ) in self._split_editor.boxes:  # chips given to a seat with no box: none shown
                        self._split_editor.set_value(pot, seat, chips)
            self._split_editor.rake_box.setValue(rake)
        self.response = response
        self.given = given_place(response)
        self._lock(received=True)

    def _answer(self, response: Any, given: tuple[str, str | int] | None, keep_going: bool = False) -> bool:
        """Take the answer and send it, unjudged: the verdict waits for the reveal.

        Returns False: the question does not go on (the common-card drill's street is not
        dealt along in a class session; its answer was yes or no)."""
        if self.phase != "asking" or self.view is None:
            return False
        from ..records import response_to_json

        self._say("")
        self.answer_seconds = self._answer_seconds()
        self.response = response
        self.given = given
        data = response_to_json(self.view, response)
        self._lock(received=False)
        self.sent.emit(self.number, data, self.answer_seconds)
        return False

    def _lock(self, *, received: bool) -> None:
        """The answer is given: nothing more is taken, and the panel says where it is."""
        self.phase = "sent"
        self._stop_target()
        page = self.answer_pages.currentWidget()
        if self._parts_page is not None and page is self._parts_page:
            self._parts_page.set_locked(True)
        elif self._split_editor is not None and page is self._split_editor:
            self._split_editor.set_locked(True)
        elif self.view is not None:
            self._show_no_question(
                self.tr("Your answer: {answer}").format(
                    answer=response_words(self.view.shape.kind, self.response)
                )
            )
        self.table.setFocus()  # keys no longer go into a chip box
        self.set_received(received)

    def set_received(self, received: bool) -> None:
        """Say whether the host has the answer yet (it is kept on the host's disk once it does)."""
        if self.phase != "sent":
            return
        self._say(
            self.tr("Answer in — waiting for the reveal.") if received else self.tr("Sending your answer…")
        )

    def take_again(self, why: str) -> None:
        """The host did not take the answer, and it may be given again (``why`` says so)."""
        if self.phase != "sent" or self.view is None:
            return
        self.response = None
        self.given = None
        self.answer_seconds = None
        self.phase = "asking"
        if self._parts_page is not None and self._answer_page is self._parts_page:
            self._parts_page.set_locked(False)
        elif self._split_editor is not None and self._answer_page is self._split_editor:
            self._split_editor.set_locked(False)
            self._split_editor.submit_button.setEnabled(True)
        self.answer_pages.setCurrentWidget(self._answer_page)
        self._say(why)

    def too_late(self, why: str) -> None:
        """The answering is over for this question (``why`` says why): nothing more is taken."""
        if self.phase in ("animating", "asking", "sent"):
            self.table.skip_animation()
            self.phase = "sent"
            self._stop_target()
            if self._parts_page is not None and self.answer_pages.currentWidget() is self._parts_page:
                self._parts_page.set_locked(True)
            elif self._split_editor is not None and self.answer_pages.currentWidget() is self._split_editor:
                self._split_editor.set_locked(True)
        self._say(why)

    # --- the reveal ------------------------------------------------------------------------

    def show_reveal(self, revealed: Revealed, question: Question) -> Verdict | None:
        """The drills' own feedback on the answer the host kept, or the right answer if none.

        ``question`` is the drills' own, rebuilt from the hand the reveal brought: from now on
        the table shows it as the drills do (the hole cards as the view options say) and marks
        its answer. Returns the verdict on the trainee's answer (``None``: none was given in time)."""
        if self.view is None or revealed.question != self.number:
            return None
        self.table.skip_animation()  # a late joiner's hand still being dealt: the answer's table
        self.question = question
        self.table.show_snapshot(question.snapshot(), hide_figures=question.hides_figures)
        if question.piles:
            self.table.show_piles(question.piles)
        response = self._kept_response(question, revealed.yours)
        self._say("")
        if response is None:
            self.phase = "asking"  # the parts page shows the right values only while asking
            self.reveal()  # the drills' "show me": the answer and how the dealer decides
            self.feedback.setHtml(
                f"<h3 style='color:{FEEDBACK.wrong}'>"
                + escape(self.tr("No answer from you in time."))
                + "</h3>"
                + answer_html("\n".join(_right_lines(question)), question.reasons)
            )
            self.phase = "answered"
            return None
        from ..training.questions import check

        verdict = check(question, response)
        given = self.given if self.response is not None else given_place(response)
        self.response = response
        self.phase = "asking"  # _verdict is the drills' own: it takes the answer as just judged
        self._verdict(verdict, given, False, response)
        self.phase = "answered"
        return verdict

    @staticmethod
    def _kept_response(question: Question, data: dict[str, Any] | None) -> Any:
        from ..records import response_from_json
        from ..records.errors import RecordsError

        if data is None:
            return None
        try:
            return response_from_json(question, data)
        except RecordsError:
            return None

    def graded_html(self, verdict: Verdict, seconds: float) -> str:
        """At a timed level, the grade of the answer's own time (not the time until the reveal)."""
        if self.answer_seconds is None:
            self._stop_target()
            return ""
        return super().graded_html(verdict, self.answer_seconds)

    def wait_for_next(self, text: str) -> None:
        """Between questions (or before the first): the table keeps the last hand, nothing is asked."""
        self.phase = "idle" if self.view is None else "answered"
        self._say(text)


def given_place(response: Any) -> tuple[str, str | int] | None:
    """Where an answer given is marked on the table when it is wrong: a seat, or a move's place."""
    from ..training.steps import Step
    from .marks import step_target

    if isinstance(response, bool):
        return None
    if isinstance(response, int):
        return ("seat", response)
    if isinstance(response, Step):
        return step_target(response)
    return None


def _right_lines(question: Question) -> list[str]:
    from .answerwords import right_answer_lines

    return right_answer_lines(question)


__all__ = ["ClassTablePanel", "given_place"]
