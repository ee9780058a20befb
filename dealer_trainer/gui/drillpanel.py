"""The drill panel: choose games and a drill, answer on the table, see why.

This widget runs a drill session against the :class:`TableView`. It holds no
rules: questions, answers, verdicts and reasons all come from
:mod:`dealer_trainer.training`; here they are only shown and clicked.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any


from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QPushButton, QSpinBox, QStackedWidget,
                               QTextBrowser, QToolButton, QVBoxLayout, QWidget)

from ..engine.names import VARIANT_TITLES, RuleSetName, Variant
from ..training.kinds import Drill, StepKind
from ..training.session import Session
from .plaintext import plain_label
from .table import TableView, step_target

if TYPE_CHECKING:
    from ..engine.reasons import Reason
    from ..records.database import Records
    from ..records.exams import ExamRun
    from ..training.drills import DealAlong, Question, Verdict
    from ..training.snapshot import TableSnapshot
    from ..training.steps import Step
    from .splitpot import SplitPotEditor

# The engine and the drills load with the first hand, not with the window
# (the window must open about as fast as an empty one); see _drills().


def _drills() -> Any:
    from ..training import drills

    return drills

#: The drills in the chooser; "deal-along" deals a whole hand click by click.
DEAL_ALONG = "deal-along"
PRACTICE = "practice"
MODES: tuple[tuple[str, str], ...] = tuple((d.value, d.heading) for d in Drill) + (
    (DEAL_ALONG, "Deal a whole hand (deal-along)"),
    (PRACTICE, "Practice my mistakes and weak skills"))
SHORT_NAMES = {Variant.STUD7: "Stud High", Variant.STUD7_LOW: "Stud Low (Razz)",
               Variant.STUD7_HILO: "Hi-Lo Split", Variant.STUD7_HILO8: "Hi-Lo 8 or Better",
               Variant.SUPER_STUD7_HILO8: "Super Seven Hi-Lo 8", Variant.STUD5: "Five-card Stud"}
RULE_NAMES = {RuleSetName.PA: "Pennsylvania", RuleSetName.CARDROOM: "Cardroom house rules",
              RuleSetName.ONLINE: "Online room"}
#: The Rules check boxes' short labels (the tooltip gives RULE_NAMES).
RULE_SHORT = {RuleSetName.PA: "Pennsylvania", RuleSetName.CARDROOM: "Cardroom",
              RuleSetName.ONLINE: "Online"}
#: Events animated before a question: at most this many from the street's start.
MAX_ANIMATED = 40
#: How often a timed exam's clock is redrawn and checked for the end, in ms.
EXAM_TICK_MS = 200


def clock_text(seconds: float) -> str:
    """Time left on an exam's clock, "4:05" or "1:02:05", rounded up: it shows 0:00
    only when the time is up."""
    import math

    whole = max(0, math.ceil(seconds - 1e-9))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"



class DrillPanel(QWidget):
    """Settings, prompt, answer controls, feedback and score for one session."""

    #: Emitted after every verdict (for the status bar and tests).
    answered = Signal(bool)
    #: Emitted when a question is ready to answer (its animation is done).
    ready = Signal()
    #: Emitted with the report when an exam ends.
    examFinished = Signal(object)
    #: Emitted when an answer could not be written to the records.
    recordsFailed = Signal(str)
    #: Emitted when "New trainee…" is chosen in the trainee list.
    newTraineeRequested = Signal()
    #: Emitted with a trainee's id when what their records show has changed:
    #: an answer or a finished exam was kept, or they became the trainee.
    recordsChanged = Signal(int)

    def __init__(self, table: TableView, actions: dict[str, QAction],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.action_map = actions
        self.session = Session()
        self.rng = random.Random()
        self.question: Question | None = None
        self.deal: DealAlong | None = None
        self.phase = "idle"     # idle, animating, asking, dealing, answered
        self.hinted = False
        self.example = False    # a "show me" hand from learn mode: not scored
        self.ms_per_card = 120
        self.timer = QElapsedTimer()
        #: The trainee's records (attached by the window once opened) and who is practising.
        self.records: Records | None = None
        self.trainee_id: int | None = None
        #: An exam in progress: answers are taken without feedback.
        self.exam: ExamRun | None = None
        #: A timed exam's clock: the time left redrawn, and the end when it is up.
        self._exam_timer = QTimer(self)
        self._exam_timer.setInterval(EXAM_TICK_MS)
        self._exam_timer.timeout.connect(self._exam_tick)
        #: A pack being worked through: its questions in order with the notes.
        self.pack_title = ""
        self.pack_questions: list[tuple[Question, str]] = []
        self.pack_index = -1
        self._build()
        self._connect()

    # --- layout -----------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        # The choices fold away under their heading, leaving a short window's
        # height to the question and the feedback.
        self.settings_toggle = QToolButton()
        self.settings_toggle.setText(self.tr("Practice"))
        self.settings_toggle.setAccessibleName(self.tr("Practice choices"))
        self.settings_toggle.setToolTip(self.tr("Show or hide the drill, games, rules and trainee"))
        self.settings_toggle.setAutoRaise(True)     # a heading, not a pressed button
        self.settings_toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.settings_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        layout.addWidget(self.settings_toggle)
        settings = QGroupBox()
        self.settings_group = settings
        self.settings_toggle.clicked.connect(lambda: self._show_settings(self.settings_group.isHidden()))
        form = QFormLayout(settings)
        self.mode_box = QComboBox()
        self.mode_box.setAccessibleName("Drill")
        for value, text in MODES:
            self.mode_box.addItem(self.tr(text), value)
        form.addRow("Drill", self.mode_box)
        games = QGridLayout()
        games.setContentsMargins(0, 0, 0, 0)
        self.game_boxes: dict[Variant, QCheckBox] = {}
        for index, variant in enumerate(Variant):
            box = QCheckBox(SHORT_NAMES[variant])
            box.setToolTip(VARIANT_TITLES[variant])
            box.setAccessibleName(VARIANT_TITLES[variant])
            box.setChecked(True)
            self.game_boxes[variant] = box
            games.addWidget(box, index // 2, index % 2)
        form.addRow("Games", games)
        rules_row = QHBoxLayout()
        self.rule_boxes: dict[RuleSetName, QCheckBox] = {}
        for name in RuleSetName:
            box = QCheckBox(self.tr(RULE_SHORT[name]))
            box.setToolTip(RULE_NAMES[name])
            box.setAccessibleName(f"Rule set {RULE_NAMES[name]}")
            box.setChecked(name is RuleSetName.PA)
            self.rule_boxes[name] = box
            rules_row.addWidget(box)
        form.addRow("Rules", rules_row)
        self.hard_box = QCheckBox("Hard cases")
        self.hard_box.setToolTip(self.action_map["hard"].toolTip())
        self.hard_box.setAccessibleName("Hard cases")
        form.addRow("", self.hard_box)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 999_999)
        self.seed_box.setSpecialValueText("random")
        self.seed_box.setToolTip(self.tr(
            "The same number deals the same hands again, in the same order, so a class can "
            "practise identical hands; 'random' deals new hands every time"))
        self.seed_box.setAccessibleName(self.tr("Hand set number"))
        form.addRow(self.tr("Hand set no."), self.seed_box)
        self.trainee_box = QComboBox()
        self.trainee_box.setAccessibleName("Trainee")
        self.trainee_box.setToolTip("Whose answers are kept (for progress, practice and exams)")
        self.trainee_box.setEnabled(False)
        form.addRow("Trainee", self.trainee_box)
        layout.addWidget(settings)

        self.prompt = plain_label(QLabel("Press Space for the first hand."))
        self.prompt.setWordWrap(True)
        font = QFont(self.prompt.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setAccessibleName("Question")
        layout.addWidget(self.prompt)

        self.answer_pages = QStackedWidget()
        self.page_seat = QLabel("Click a seat on the table, or press its number (1–9).")
        self.page_seat.setWordWrap(True)
        self.answer_pages.addWidget(self.page_seat)
        step_page = QWidget()
        self.page_step = step_page
        step_layout = QVBoxLayout(step_page)
        step_layout.setContentsMargins(0, 0, 0, 0)
        self.step_buttons: dict[str, QPushButton] = {}
        for key, text in (("burn", "Burn a card (B)"), ("common", "Deal a common card (C)"),
                          ("shuffle", "Shuffle the burn cards (S)")):
            button = QPushButton(text)
            button.setAccessibleName(text)
            button.setToolTip(self.action_map[key].toolTip())
            self.step_buttons[key] = button
            step_layout.addWidget(button)
        step_layout.addWidget(QLabel("…or click a seat (or press 1–9) to deal it a card."))
        self.answer_pages.addWidget(step_page)
        yes_no = QWidget()
        self.page_yes_no = yes_no
        yn_layout = QHBoxLayout(yes_no)
        yn_layout.setContentsMargins(0, 0, 0, 0)
        self.yes_button = QPushButton("Yes (Y)")
        self.no_button = QPushButton("No (N)")
        for button in (self.yes_button, self.no_button):
            button.setAccessibleName(button.text())
            yn_layout.addWidget(button)
        self.answer_pages.addWidget(yes_no)
        #: What to do while no question can be answered: none on the table yet
        #: (or any more), or the hand still being dealt up to the question.
        self.page_wait = QLabel()
        self.page_wait.setWordWrap(True)
        self.page_wait.setAccessibleName(self.tr("What to do"))
        self.answer_pages.addWidget(self.page_wait)
        self._split_editor: SplitPotEditor | None = None  # page 4, built when first needed
        #: The answer page of the question being dealt, shown once it is asked.
        self._answer_page: QWidget = self.page_seat
        self._show_no_question()
        self.answer_pages.currentChanged.connect(self._fit_answer_page)
        self._fit_answer_page()
        layout.addWidget(self.answer_pages)
        #: A gentle word that is not a verdict (a seat with no one in it).
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName(self.tr("Note"))
        self.notice.setStyleSheet("color: #b8860b")
        self.notice.hide()
        layout.addWidget(self.notice)

        buttons = QHBoxLayout()
        self.hint_button = QPushButton("Hint (H)")
        self.hint_button.setToolTip(self.action_map["hint"].toolTip())
        self.hint_button.setAccessibleName("Hint")
        self.next_button = QPushButton("Next hand (Space)")
        self.next_button.setToolTip(self.action_map["next"].toolTip())
        self.next_button.setAccessibleName("Next hand")
        buttons.addWidget(self.hint_button)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)

        self.feedback = QTextBrowser()
        self.feedback.setAccessibleName("Feedback")
        self.feedback.setOpenLinks(False)
        layout.addWidget(self.feedback, 1)
        self.score = plain_label(QLabel(self.session.summary()))
        self.score.setAccessibleName("Score")
        layout.addWidget(self.score)

    def _show_settings(self, shown: bool) -> None:
        self.settings_group.setVisible(shown)
        self.settings_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    def _fit_answer_page(self, _index: int = 0) -> None:
        """The answer area is as tall as the page on show, not the tallest page:
        a seat drill's one line leaves the room to the feedback."""
        from PySide6.QtWidgets import QSizePolicy

        current = self.answer_pages.currentWidget()
        for index in range(self.answer_pages.count()):
            page = self.answer_pages.widget(index)
            if page is None:
                continue
            ignored = QSizePolicy.Policy.Ignored
            page.setSizePolicy(QSizePolicy.Policy.Preferred if page is current else ignored,
                               QSizePolicy.Policy.Preferred if page is current else ignored)
        self.answer_pages.adjustSize()

    def _show_no_question(self, text: str = "") -> None:
        """No question on the table: say how to get one, never how to answer one."""
        self.page_wait.setText(text or self.tr(
            "No hand on the table. Press Space (or Next hand) for a hand; "
            "Ctrl+1 to Ctrl+{0} choose the drill.").format(self.mode_box.count()))
        self.answer_pages.setCurrentWidget(self.page_wait)

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

    def _connect(self) -> None:
        self.table.seatClicked.connect(self.on_seat)
        self.table.burnClicked.connect(lambda: self.on_move(StepKind.BURN))
        self.table.commonClicked.connect(lambda: self.on_move(StepKind.COMMON))
        self.table.stubClicked.connect(lambda: self.on_move(StepKind.RESHUFFLE))
        self.step_buttons["burn"].clicked.connect(lambda: self.on_move(StepKind.BURN))
        self.step_buttons["common"].clicked.connect(lambda: self.on_move(StepKind.COMMON))
        self.step_buttons["shuffle"].clicked.connect(
            lambda: self.on_move(StepKind.RESHUFFLE))
        self.action_map["burn"].triggered.connect(lambda: self.on_move(StepKind.BURN))
        self.action_map["common"].triggered.connect(lambda: self.on_move(StepKind.COMMON))
        self.action_map["shuffle"].triggered.connect(lambda: self.on_move(StepKind.RESHUFFLE))
        self.yes_button.clicked.connect(lambda: self.on_yes_no(True))
        self.no_button.clicked.connect(lambda: self.on_yes_no(False))
        self.action_map["yes"].triggered.connect(lambda: self.on_yes_no(True))
        self.action_map["no"].triggered.connect(lambda: self.on_yes_no(False))
        self.action_map["submit"].triggered.connect(self._submit_split)
        self.hint_button.clicked.connect(self.show_hint)
        self.action_map["hint"].triggered.connect(self.show_hint)
        self.next_button.clicked.connect(self.next_hand)
        self.action_map["next"].triggered.connect(self.next_hand)
        self.action_map["skip"].triggered.connect(self.table.skip_animation)
        self.hard_box.toggled.connect(self.action_map["hard"].setChecked)
        self.action_map["hard"].toggled.connect(self.hard_box.setChecked)
        self.seed_box.valueChanged.connect(self.reseed)
        self.mode_box.currentIndexChanged.connect(self._mode_chosen)
        self.trainee_box.currentIndexChanged.connect(self._trainee_chosen)

    NEW_TRAINEE = -1

    def attach_records(self, records: Records | None, trainee_id: int | None) -> None:
        """Keep answers in ``records`` for ``trainee_id`` (``None``: keep none).

        A different trainee starts a new session score: one trainee's answers
        never count in another's score."""
        if self.exam is not None and (records is not self.records
                                      or trainee_id != self.exam.trainee_id):
            self._finish_exam()   # an exam is its trainee's: kept for them, never carried over
        if self.trainee_id is not None and trainee_id != self.trainee_id:
            self._new_session()
        self.records = records
        self.trainee_id = trainee_id
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        if records is not None:
            for trainee in records.trainees():
                self.trainee_box.addItem(trainee.name, trainee.id)
            self.trainee_box.addItem("New trainee…", self.NEW_TRAINEE)
            index = self.trainee_box.findData(trainee_id)
            self.trainee_box.setCurrentIndex(max(0, index))
        self.trainee_box.setEnabled(records is not None)
        self.trainee_box.blockSignals(False)
        if records is not None and trainee_id is not None:
            self.recordsChanged.emit(trainee_id)

    def _trainee_chosen(self, _index: int) -> None:
        if self.exam is not None and not self._leave_exam_to_switch():
            return
        value = self.trainee_box.currentData()
        if value == self.NEW_TRAINEE:
            self.newTraineeRequested.emit()
            return
        chosen = int(value) if value is not None else None
        if chosen != self.trainee_id:
            self._new_session()
        self.trainee_id = chosen
        if self.trainee_id is not None:
            self.recordsChanged.emit(self.trainee_id)

    def _new_session(self) -> None:
        """Start the session score again (another trainee sits down)."""
        self.session = Session()
        self.score.setText(self.session.summary())

    def _mode_chosen(self, _index: int) -> None:
        """A drill chosen from the list leaves any pack and deals that drill."""
        self.leave_pack()
        self.next_hand()

    def preload(self) -> None:
        """Load the engine and the drills ahead of the first hand (called when idle),
        so the first Space is as quick as the rest."""
        _drills()
        from ..engine.scenario import prepare

        prepare()

    # --- choices ------------------------------------------------------------------

    @property
    def mode(self) -> str:
        return str(self.mode_box.currentData())

    def set_mode(self, mode: str) -> None:
        index = self.mode_box.findData(mode)
        if index >= 0 and index != self.mode_box.currentIndex():
            self.mode_box.blockSignals(True)
            self.mode_box.setCurrentIndex(index)
            self.mode_box.blockSignals(False)

    def variants(self) -> list[Variant]:
        chosen = [variant for variant, box in self.game_boxes.items() if box.isChecked()]
        return chosen or list(Variant)

    def set_variants(self, variants: list[Variant]) -> None:
        for variant, box in self.game_boxes.items():
            box.setChecked(variant in variants)

    def rule_sets(self) -> list[RuleSetName]:
        chosen = [name for name, box in self.rule_boxes.items() if box.isChecked()]
        return chosen or [RuleSetName.PA]

    def set_rule_sets(self, names: list[RuleSetName]) -> None:
        for name, box in self.rule_boxes.items():
            box.setChecked(name in names)

    def reseed(self, seed: int | None = None) -> None:
        """Start a new session's random hands: reproducible when the seed is not 0."""
        value = self.seed_box.value() if seed is None else seed
        self.rng = random.Random(value) if value else random.Random()

    # --- a new hand ---------------------------------------------------------------

    # --- packs ------------------------------------------------------------------

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

    def _next_in_pack(self) -> None:
        self.pack_index += 1
        if self.pack_index >= len(self.pack_questions):
            done = len(self.pack_questions)
            self.leave_pack()
            self.phase = "idle"
            self.question = None
            self.prompt.setText(f"Pack finished: {done} questions. {self.session.summary()}. "
                                "Press Space for practice hands.")
            self._show_no_question()
            return
        question, _ = self.pack_questions[self.pack_index]
        self.present(question)
        self.prompt.setText(f"{self.pack_title} — {self.pack_index + 1} of "
                            f"{len(self.pack_questions)}\n{question.prompt}")

    def _next_practice(self) -> None:
        """Spaced repetition: the next missed hand or weak skill from the trainee's record."""
        self.table.clear_highlights()
        self.hinted = False
        self.feedback.clear()
        if self.records is None or self.trainee_id is None:
            self.prompt.setText("Practice mode chooses from your record, which is not open. "
                                "Choose a trainee (or another drill).")
            # The hand left on the table is no longer the question.
            self.phase = "idle"
            self.question = None
            self.deal = None
            self._show_no_question(self.tr("Choose a trainee under Practice, or another drill "
                                           "(Ctrl+1 to Ctrl+{0}).").format(self.mode_box.count()))
            return
        from datetime import datetime, timezone

        from ..records.scheduling import next_practice

        choice = next_practice(self.records, self.trainee_id, datetime.now(timezone.utc),
                               self.rng, self.variants(), self.rule_sets())
        question = choice.make_question(self.rng)
        self.present(question)
        self.prompt.setText(f"{choice.why}\n{question.prompt}")

    # --- exams -------------------------------------------------------------------

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
        self.feedback.setHtml("<h3>" + self.tr("Exam") + "</h3><p>"
                              + self.tr("No feedback until the end. Answer each question as "
                                        "you would at the table.") + "</p>")
        self.hint_button.setEnabled(False)
        self.next_button.setEnabled(False)
        self.mode_box.setEnabled(False)       # the exam's questions, not a drill's
        if run.spec.time_limit_seconds is not None:
            self._exam_timer.start()
        self._exam_next()

    def busy_with_exam(self) -> bool:
        """During an exam the table shows only the exam's questions (an answer
        goes to the exam): a hand asked for from elsewhere (a missed hand, a
        "Show me") waits until it is over, and the panel says so."""
        if self.exam is None:
            return False
        self.feedback.setHtml("<h3>{}</h3><p>{}</p>".format(
            _escape(self.tr("Exam")),
            _escape(self.tr("That hand waits until the exam is over: answer the exam's "
                            "questions first."))))
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
        left = run.time_left()
        clock = "" if left is None else " · " + self.tr("{time} left").format(
            time=clock_text(left))
        self.prompt.setText(self.tr("{title} — question {number} of {count}").format(
            title=run.spec.title, number=run.number + 1, count=len(run.questions))
            + clock + "\n" + run.current.prompt)

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

        name = run.trainee_name or self.tr("This trainee")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("End the exam?"),
                          self.tr("{name} is taking the exam “{title}”.").format(
                              name=name, title=run.spec.title), parent=self)
        box.setInformativeText(self.tr(
            "Choosing another trainee ends it now. {name}'s answers so far are kept and "
            "scored; the questions not answered yet count as not answered.").format(name=name))
        end = box.addButton(self.tr("End the Exam and Switch"),
                            QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(self.tr("Go On with the Exam"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        if box.clickedButton() is end:
            if self.exam is run:          # the time may have run out while asking
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
        self.exam = None          # first: what runs below sees no exam in progress
        self.table.skip_animation()
        try:
            report = run.finish()
        except Exception as error:  # the records could not take it: still show the report
            if run.report is None:
                raise
            report = run.report
            self.recordsFailed.emit(str(error))
        self.question = None
        self.deal = None
        self.phase = "idle"
        self.table.clear_highlights()
        self.feedback.clear()     # the exam's notice would read as feedback on practice
        self.hint_button.setEnabled(True)
        self.next_button.setEnabled(True)
        self.mode_box.setEnabled(True)
        verdict = self.tr("passed") if report.passed else self.tr("not passed")
        text = self.tr("Exam finished: {right} of {total} right ({score}) — {verdict}.").format(
            right=report.right, total=report.total, score=f"{report.score:.0%}",
            verdict=verdict)
        if report.timed_out:
            text += " " + self.tr("The time ran out.")
        self.prompt.setText(text + " " + self.tr("Press Space for practice hands."))
        self._show_no_question()
        self.examFinished.emit(report)
        if run.trainee_id is not None:
            self.recordsChanged.emit(run.trainee_id)

    def table_game(self) -> tuple[Variant, RuleSetName] | None:
        """The game and rule set of the hand on the table (``None`` before the first hand)."""
        table = self.question.table if self.question is not None else \
            self.deal.table if self.deal is not None else None
        if table is None:
            return None
        return table.variant, table.rules.name

    def _note(self) -> str:
        if self.in_pack and 0 <= self.pack_index < len(self.pack_questions):
            return self.pack_questions[self.pack_index][1]
        return ""

    def next_hand(self) -> None:
        """Deal the next hand of the current drill and ask its question."""
        if self.exam is not None:
            return
        if self.in_pack:
            self.table.clear_highlights()
            self.hinted = False
            self.feedback.clear()
            self._next_in_pack()
            return
        if self.mode == PRACTICE:
            self._next_practice()
            return
        self.table.clear_highlights()
        self.hinted = False
        self.example = False
        self.feedback.clear()
        variants, rules = self.variants(), self.rule_sets()
        if self.mode == DEAL_ALONG:
            from ..training.focus import Focus, hand_for

            focus = self.rng.choice([Focus.ANY, Focus.COMMON_CARD, Focus.RESHUFFLE]) \
                if self.hard_box.isChecked() else Focus.ANY
            games = [v for v in variants if v is not Variant.STUD5] if focus is not Focus.ANY \
                else variants
            variant = self.rng.choice(games or variants)
            data = hand_for(focus if variant is not Variant.STUD5 else Focus.ANY, self.rng,
                            variant, self.rng.choice(rules))
            self.start_deal_along(data)
            return
        self.deal = None
        question = _drills().new_question(Drill(self.mode), self.rng, variants, rules,
                                          hard=self.hard_box.isChecked())
        self.present(question)

    def start_deal_along(self, data: dict[str, Any]) -> None:
        """Let the trainee deal the whole hand ``data`` move by move."""
        self.question = None
        self.example = False
        self.hinted = False
        self._say("")
        self.table.clear_highlights()
        self.deal = _drills().DealAlong(data)
        self.prompt.setText("Deal the hand: click the stub to reshuffle, the burn pile to "
                            "burn, each seat to deal it a card, the centre for a common card.")
        self.answer_pages.setCurrentIndex(1)
        self.phase = "dealing"
        self._show(self.deal.snapshot())
        self.timer.start()
        self.ready.emit()

    def present(self, question: Question, *, example: bool = False) -> None:
        """Show ``question``'s hand up to the moment of asking, then ask it."""
        self.question = question
        self.example = example
        self.deal = None
        self._say("")
        self.table.clear_highlights()
        self.prompt.setText(question.prompt)
        pages: dict[Drill, QWidget] = {Drill.BRING_IN: self.page_seat, Drill.FIRST_TO_ACT: self.page_seat,
                                       Drill.DEALER_NEXT: self.page_step, Drill.COMMON_CARD: self.page_yes_no}
        if question.drill is Drill.SPLIT_POT:
            assert question.result is not None
            self.split_editor.load([(p.amount, p.eligible) for p in question.result.pots],
                                   question.table.rules.rake_percent > 0)
            pages[Drill.SPLIT_POT] = self.split_editor
        # The answer controls wait for the hand to be dealt: the split's seats
        # and pot, shown early, would tell who folds before the table does.
        self._answer_page = pages[question.drill]
        self.page_wait.setText(self.tr("Dealing the hand… Press Esc to skip to the question."))
        self.answer_pages.setCurrentWidget(self.page_wait)
        self.phase = "animating"
        start = self._street_start(question)
        snapshots = [question.snapshot(i) for i in range(start, question.shown + 1)]
        self.table.animate(snapshots, self.ms_per_card, self._asking)

    def _street_start(self, question: Question) -> int:
        """Where the animation starts: the first event of the street being asked about."""
        events = question.events
        last = question.shown - 1
        if last < 0:
            return 0
        street = getattr(events[last], "street", None)
        start = last
        while start > 0 and getattr(events[start - 1], "street", street) == street:
            start -= 1
        return max(start, question.shown - MAX_ANIMATED)

    def _asking(self) -> None:
        self.answer_pages.setCurrentWidget(self._answer_page)
        self.phase = "asking"
        self.timer.start()
        if self.example:
            self.reveal()
        self.ready.emit()

    def _show(self, snapshot: TableSnapshot) -> None:
        self.table.show_snapshot(snapshot)

    # --- answers ----------------------------------------------------------------

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
        if seat > snap.max_seats:
            self._say(self.tr("No one sits in seat {0}: this table has {1} seats. "
                              "Choose a seat with a player.").format(seat, snap.max_seats))
        else:
            self._say(self.tr("No one sits in seat {0}. Choose a seat with a player.").format(seat))
        return True

    def on_seat(self, seat: int) -> None:
        """A seat was clicked or its number pressed."""
        if self.phase in ("asking", "dealing") and self._nobody_at(seat):
            return
        if self.phase == "dealing" or (self.phase == "asking" and self.question is not None
                                       and self.question.drill is Drill.DEALER_NEXT):
            self.on_move(StepKind.DEAL, seat)
            return
        if self.phase != "asking" or self.question is None:
            return
        drills = _drills()
        if isinstance(self.question.answer, drills.SeatAnswer):
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
        drills = _drills()
        if self.phase == "asking" and self.question is not None and isinstance(
                self.question.answer, drills.StepAnswer):
            self._answer(step, step_target(step))

    def on_yes_no(self, yes: bool) -> None:
        drills = _drills()
        if self.phase != "asking" or self.question is None or not isinstance(
                self.question.answer, drills.CommonAnswer):
            return
        if not self._answer(yes, None, keep_going=True):
            return
        # now deal the street, click by click
        self.deal = drills.DealAlong(self.question.scenario, start=self.question.shown,
                                     street=self.question.street)
        self.phase = "dealing"
        self.answer_pages.setCurrentIndex(1)
        self.prompt.setText("Now deal it: burn, then the seats or the common card.")

    def _submit_split(self) -> None:
        editor = self._split_editor     # not built yet: no pot is being split
        if editor is not None and self.phase == "asking" \
                and self.answer_pages.currentWidget() is editor:
            editor.submit()

    def on_split(self, pots: list[dict[int, int]], rake: int) -> None:
        drills = _drills()
        if self.phase != "asking" or self.question is None or not isinstance(
                self.question.answer, drills.SplitAnswer):
            return
        self._answer((pots, rake), None)
        if self.exam is None:
            # The chips stay on show; the keys go back to the table (Space: next hand).
            self.split_editor.set_locked(True)
            self.table.setFocus()

    def _deal_step(self, step: Step) -> None:
        assert self.deal is not None
        before = self.deal.position
        verdict = self.deal.attempt(step)
        self.table.clear_highlights()
        if verdict.correct:
            snapshots = [self._deal_snapshot(i) for i in range(before + 1, self.deal.position + 1)]
            self.table.animate(snapshots, self.ms_per_card, lambda: None)
            self._feedback(verdict, short=True)
        else:
            kind, where = step_target(step)
            self._highlight(kind, where, "wrong")
            self._feedback(verdict)
        if self.deal.finished:
            mistakes = self.deal.mistakes
            clean = mistakes == 0
            if self.question is None and not self.example:  # a whole deal-along hand
                self._record(clean)
            self.phase = "answered"
            self.prompt.setText("Dealt without a mistake." if clean else
                                f"Dealt, with {mistakes} wrong move{'s' if mistakes > 1 else ''}"
                                " along the way. Space for the next hand.")

    def _deal_snapshot(self, upto: int) -> TableSnapshot:
        assert self.deal is not None
        from ..training.snapshot import snapshot_from_events
        return snapshot_from_events(self.deal.table, self.deal.events[:upto])

    def _answer(self, response: Any, given: tuple[str, str | int] | None,
                keep_going: bool = False) -> bool:
        """Judge ``response`` to the current question (or, in an exam, just take it).

        Returns whether the question goes on (the common-card drill's dealing).
        """
        assert self.question is not None
        self._say("")
        if self.exam is not None:
            from ..records.exams import ExamError

            try:
                self.exam.answer(response, self.timer.elapsed() / 1000)
            except ExamError:     # the time ran out before this answer: the exam is over
                self._finish_exam()
                return False
            self.answered.emit(True)
            self._exam_next()
            return False
        verdict = _drills().check(self.question, response)
        self._verdict(verdict, given, keep_going, response)
        if not self.example:
            self._record(verdict.correct, response)
        self.answered.emit(verdict.correct)
        return True

    def _verdict(self, verdict: Verdict, given: tuple[str, str | int] | None,
                 keep_going: bool = False, response: Any = None) -> None:
        assert self.question is not None
        if not keep_going:
            self.phase = "answered"
        self._reveal_answer()
        if given is not None and not verdict.correct:
            self._highlight(given[0], given[1], "wrong")
        answer = self.question.answer
        if not verdict.correct and isinstance(answer, _drills().SplitAnswer) and response is not None:
            self._feedback(verdict, split=self._split_table(answer, response[0], response[1]))
        else:
            self._feedback(verdict)

    def _split_table(self, answer: Any, pots: list[dict[int, int]], rake: int) -> str:
        """A wrong split as a small table: each seat, what was given, what is right.

        Only a layout of the answer the engine computed and of the chips typed;
        whether they are right is the engine's verdict."""
        rows = [f"<tr><th align='left'>{self.tr('Seat')}</th><th align='right'>{self.tr('You gave')}</th>"
                f"<th align='right'>{self.tr('Right')}</th><th></th></tr>"]

        def row(label: str, gave: int, right: int) -> str:
            wrong = gave != right
            style = " style='color:#c62828; font-weight:bold'" if wrong else ""
            return (f"<tr{style}><td>{_escape(label)}</td><td align='right'>{gave:,}</td>"
                    f"<td align='right'>{right:,}</td><td>{'✗' if wrong else '✓'}</td></tr>")

        for index, expected in enumerate(answer.pots):
            if len(answer.pots) > 1:
                name = self.tr("Main pot") if index == 0 else self.tr("Side pot {0}").format(index)
                rows.append(f"<tr><td colspan='4'><b>{_escape(name)}</b></td></tr>")
            want = {seat: chips for seat, chips in expected if chips}
            gave = {seat: chips for seat, chips in (pots[index] if index < len(pots) else {}).items()
                    if chips}
            for seat in sorted(set(want) | set(gave)):
                rows.append(row(self.tr("Seat {0}").format(seat), gave.get(seat, 0), want.get(seat, 0)))
        if answer.rake or rake:
            rows.append(row(self.tr("Rake"), rake, answer.rake))
        return ("<table cellspacing='0' cellpadding='3' border='1' "
                "style='border-collapse: collapse; margin: 4px 0'>" + "".join(rows) + "</table>")

    def _record(self, correct: bool, response: Any = None) -> None:
        """Score the answer in the session and keep it in the trainee's records."""
        drill = self.question.drill if self.question is not None else Drill.DEALER_NEXT
        seconds = self.timer.elapsed() / 1000
        self.session.record(drill, correct, self.hinted, seconds)
        self.score.setText(self.session.summary())
        if self.records is None or self.trainee_id is None or self.question is None:
            return
        from ..records import response_to_json

        try:
            self.records.record_attempt(self.trainee_id, self.question,
                                        response_to_json(self.question, response), correct,
                                        seconds, self.hinted)
        except Exception as error:  # a full disk must not cost the trainee the session
            self.recordsFailed.emit(str(error))
        else:
            self.recordsChanged.emit(self.trainee_id)

    def _highlight(self, kind: str, where: str | int, how: str) -> None:
        if kind == "seat":
            self.table.highlight_seat(int(where), how)
        else:
            self.table.highlight_spot(str(where), how)

    def _reveal_answer(self) -> None:
        """Highlight the engine's answer on the table."""
        assert self.question is not None
        answer = self.question.answer
        drills = _drills()
        if isinstance(answer, drills.SeatAnswer):
            self.table.highlight_seat(answer.seat, "correct")
        elif isinstance(answer, drills.StepAnswer):
            kind, where = step_target(answer.step)
            self._highlight(kind, where, "correct")
        elif isinstance(answer, drills.CommonAnswer) and answer.needed:
            self.table.highlight_spot("common", "correct")
        elif isinstance(answer, drills.SplitAnswer):
            for pot in answer.pots:
                for seat, chips in pot:
                    if chips:
                        self.table.highlight_seat(seat, "correct")

    def reveal(self) -> None:
        """Show the answer and its reasons without scoring (learn mode's "show me")."""
        if self.question is None:
            return
        self._reveal_answer()
        drills = _drills()
        answer = drills.check(self.question, drills.right_response(self.question)).expected
        self.feedback.setHtml(f"<h3>The answer: {_escape(answer)}</h3>"
                              "<p><b>How the dealer decides</b></p>"
                              + _reasons_html(self.question.reasons))
        self.phase = "answered"

    def show_hint(self) -> None:
        if self.question is None or self.phase not in ("asking", "dealing") \
                or self.exam is not None:       # no hints in an exam
            return
        self.hinted = True
        hint = self.question.hint
        self.feedback.setHtml(f"<p style='color:#b8860b'><b>Hint</b> ({_escape(hint.rule)}): "
                              f"{_escape(hint.text)}</p><p><i>A hinted answer scores half."
                              "</i></p>")

    def _feedback(self, verdict: Verdict, short: bool = False, split: str = "") -> None:
        if verdict.correct:
            head = f"<h3 style='color:#1b8a2f'>✓ Right: {_escape(verdict.expected)}</h3>"
        elif split:
            head = f"<h3 style='color:#c62828'>{_escape(self.tr('✗ Not right: the split is'))}</h3>"
        else:
            head = (f"<h3 style='color:#c62828'>✗ Not right: the answer is "
                    f"{_escape(verdict.expected)}, not {_escape(verdict.given)}</h3>")
        detail = split or (f"<p>{_escape(verdict.detail)}</p>" if verdict.detail else "")
        body = "" if short and verdict.correct else _reasons_html(verdict.reasons)
        note = self._note()
        if note and not short:
            body += (f"<p style='border-left: 4px solid #1565c0; padding-left: 6px'>"
                     f"<b>Instructor's note:</b> {_escape(note)}</p>")
        self.feedback.setHtml(head + detail + body)

    # --- learn mode -------------------------------------------------------------

    def show_example(self, drill: str, focus: str, variant: str, rules: str) -> None:
        """Deal a hand that illustrates a rule and show the answer with its reason."""
        from ..training.focus import Focus, hand_for

        if self.busy_with_exam():
            return
        data = hand_for(Focus(focus), self.rng, Variant(variant), RuleSetName(rules))
        question = _drills().question_at(Drill(drill), data, self.rng, Focus(focus))
        self.set_mode(drill)
        self.present(question, example=True)


def _escape(text: str) -> str:
    """``html.escape``, loaded on first use: the html package brings its large
    entity table, and the window opens before any feedback is written."""
    import html

    return html.escape(text)


def _reasons_html(reasons: "tuple[Reason, ...]") -> str:
    return "".join(f"<p><b>{_escape(r.rule)}</b> — {_escape(r.text)}</p>"
                   for r in reasons)


__all__ = ["DrillPanel", "MODES", "DEAL_ALONG"]
