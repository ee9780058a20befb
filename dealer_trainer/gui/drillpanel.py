"""The drill panel: choose games and a drill, answer on the table, see why.

This widget runs a drill session against the :class:`TableView`. It holds no
rules: questions, answers, verdicts and reasons all come from
:mod:`dealer_trainer.training`; here they are only shown and clicked.

The panel is one widget in parts, each in a module named for what it holds:
the answer controls and the answers taken (:mod:`.drillanswers`), the
feedback written (:mod:`.drillfeedback`), packs, practice and exams
(:mod:`.drillflow`), and its own words (:mod:`.drillwords`; the display names
of games, rule sets and drills are :mod:`.words`').
This module holds the choices, the layout and the dealing of a new hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.names import RuleSetName, Variant
from ..training.kinds import Drill, StepKind
from ..training.session import Session
from .answerwords import question_prompt, right_answer_lines, tally_words
from .drillanswers import AnswerInput, AnswerPages, load_drills
from .drillfeedback import answer_html, hint_html
from .drillflow import ExamFlow, PackAndPractice
from .drilllevel import LevelControl
from .drillwords import DEAL_ALONG, DIGIT_KEYS, MODES, PRACTICE, clock_text, mode_name
from .marks import mark_answer
from .numbers import number
from .plaintext import plain_label
from .table import TableView
from .theme import FEEDBACK
from .words import game_name, game_title, rules_name, rules_short

if TYPE_CHECKING:
    from ..records.database import Records
    from ..records.exams import ExamRun
    from ..training.drills import DealAlong, Question
    from ..training.snapshot import TableSnapshot
    from .partspage import PartsPage
    from .splitpot import SplitPotEditor
    from .spotpage import SpotPage

# The engine and the drills load with the first hand, not with the window
# (the window must open about as fast as an empty one); see load_drills().

#: Events animated before a question: at most this many from the street's start.
MAX_ANIMATED = 40
#: How often a timed exam's clock is redrawn and checked for the end, in ms.
EXAM_TICK_MS = 200


class DrillPanel(AnswerInput, PackAndPractice, ExamFlow, LevelControl, QWidget):
    """Settings, prompt, answer controls, feedback and score for one session.

    The parts mixed in hold no state of their own: every attribute is made
    here, in ``__init__`` and ``_build``, and the signals are declared here.
    """

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
    #: Emitted with the level's name when another level is chosen (the Level menu follows).
    levelChanged = Signal(str)

    def __init__(self, table: TableView, actions: dict[str, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.action_map = actions
        self.session = Session()
        self.rng = random.Random()
        self.question: Question | None = None
        self.deal: DealAlong | None = None
        self.phase = "idle"  # idle, animating, asking, dealing, answered
        self.hinted = False
        self.example = False  # a "show me" hand from learn mode: not scored
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
        self.settings_toggle.setAutoRaise(True)  # a heading, not a pressed button
        self.settings_toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.settings_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        layout.addWidget(self.settings_toggle)
        settings = QGroupBox()
        self.settings_group = settings
        self.settings_toggle.clicked.connect(lambda: self._show_settings(self.settings_group.isHidden()))
        form = QFormLayout(settings)
        self.mode_box = QComboBox()
        self.mode_box.setAccessibleName(self.tr("Drill"))
        for value, _english in MODES:
            self.mode_box.addItem(mode_name(value), value)
        form.addRow(self.tr("Drill"), self.mode_box)
        games = QGridLayout()
        games.setContentsMargins(0, 0, 0, 0)
        self.game_boxes: dict[Variant, QCheckBox] = {}
        for index, variant in enumerate(Variant):
            box = QCheckBox(game_name(variant))
            box.setToolTip(game_title(variant))
            box.setAccessibleName(game_title(variant))
            box.setChecked(True)
            self.game_boxes[variant] = box
            games.addWidget(box, index // 2, index % 2)
        form.addRow(self.tr("Games"), games)
        rules_row = QHBoxLayout()
        self.rule_boxes: dict[RuleSetName, QCheckBox] = {}
        for name in RuleSetName:
            box = QCheckBox(rules_short(name))
            box.setToolTip(rules_name(name))
            box.setAccessibleName(self.tr("Rule set {name}").format(name=rules_name(name)))
            box.setChecked(name is RuleSetName.PA)
            self.rule_boxes[name] = box
            rules_row.addWidget(box)
        form.addRow(self.tr("Rules"), rules_row)
        self.hard_box = QCheckBox(self.tr("Hard cases"))
        self.hard_box.setToolTip(self.action_map["hard"].toolTip())
        self.hard_box.setAccessibleName(self.tr("Hard cases"))
        form.addRow("", self.hard_box)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 999_999)
        self.seed_box.setSpecialValueText(self.tr("random"))
        self.seed_box.setToolTip(
            self.tr(
                "The same number deals the same hands again, in the same order, so a class can "
                "practise identical hands; 'random' deals new hands every time"
            )
        )
        self.seed_box.setAccessibleName(self.tr("Hand set number"))
        form.addRow(self.tr("Hand set no."), self.seed_box)
        self.trainee_box = QComboBox()
        self.trainee_box.setAccessibleName(self.tr("Trainee"))
        self.trainee_box.setToolTip(self.tr("Whose answers are kept (for progress, practice and exams)"))
        self.trainee_box.setEnabled(False)
        form.addRow(self.tr("Trainee"), self.trainee_box)
        layout.addWidget(settings)
        layout.addLayout(self._build_level())

        self.prompt = plain_label(QLabel(self.tr("Press Space for the first hand.")))
        self.prompt.setWordWrap(True)
        font = QFont(self.prompt.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setAccessibleName(self.tr("Question"))
        layout.addWidget(self.prompt)

        pages = AnswerPages(self.action_map)
        self.answer_pages = pages
        self.page_seat, self.page_step = pages.page_seat, pages.page_step
        self.page_yes_no, self.page_wait = pages.page_yes_no, pages.page_wait
        self.step_buttons = pages.step_buttons
        self.yes_button, self.no_button = pages.yes_button, pages.no_button
        self._split_editor: SplitPotEditor | None = None  # page 4, built when first needed
        self._parts_page: PartsPage | None = None  # an answer in parts' page, built when first needed
        self._spot_page: SpotPage | None = None  # Spot the error's page, built when first needed
        #: The answer page of the question being dealt, shown once it is asked.
        self._answer_page: QWidget = self.page_seat
        self._show_no_question()
        pages.fit()
        layout.addWidget(self.answer_pages)
        #: A gentle word that is not a verdict (a seat with no one in it).
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName(self.tr("Note"))
        self.notice.setStyleSheet(f"color: {FEEDBACK.hint}")
        self.notice.hide()
        layout.addWidget(self.notice)

        buttons = QHBoxLayout()
        self.hint_button = QPushButton(self.tr("Hint (H)"))
        self.hint_button.setToolTip(self.action_map["hint"].toolTip())
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.next_button = QPushButton(self.tr("Next hand (Space)"))
        self.next_button.setToolTip(self.action_map["next"].toolTip())
        self.next_button.setAccessibleName(self.tr("Next hand"))
        buttons.addWidget(self.hint_button)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)

        self.feedback = QTextBrowser()
        self.feedback.setAccessibleName(self.tr("Feedback"))
        self.feedback.setOpenLinks(False)
        layout.addWidget(self.feedback, 1)
        self.score = plain_label(QLabel(tally_words(self.session.tally())))
        self.score.setAccessibleName(self.tr("Score"))
        layout.addWidget(self.score)
        self.apply_level()

    def _show_settings(self, shown: bool) -> None:
        self.settings_group.setVisible(shown)
        self.settings_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    def _show_no_question(self, text: str = "") -> None:
        """No question on the table: say how to get one, never how to answer one."""
        self.page_wait.setText(
            text
            or self.tr(
                "No hand on the table. Press Space (or Next hand) for a hand; "
                "Ctrl+1 to Ctrl+{count} choose the drill."
            ).format(count=number(min(len(Drill), DIGIT_KEYS)))
        )
        self.answer_pages.setCurrentWidget(self.page_wait)

    def _connect(self) -> None:
        self.table.seatClicked.connect(self.on_seat)
        self.table.burnClicked.connect(lambda: self.on_move(StepKind.BURN))
        self.table.commonClicked.connect(lambda: self.on_move(StepKind.COMMON))
        self.table.stubClicked.connect(lambda: self.on_move(StepKind.RESHUFFLE))
        self.step_buttons["burn"].clicked.connect(lambda: self.on_move(StepKind.BURN))
        self.step_buttons["common"].clicked.connect(lambda: self.on_move(StepKind.COMMON))
        self.step_buttons["shuffle"].clicked.connect(lambda: self.on_move(StepKind.RESHUFFLE))
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
        self.action_map["next"].triggered.connect(self.space_pressed)
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
        if self.exam is not None and (records is not self.records or trainee_id != self.exam.trainee_id):
            self._finish_exam()  # an exam is its trainee's: kept for them, never carried over
        if self.trainee_id is not None and trainee_id != self.trainee_id:
            self._new_session()
        self.records = records
        self.trainee_id = trainee_id
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        if records is not None:
            for trainee in records.trainees():
                self.trainee_box.addItem(trainee.name, trainee.id)
            self.trainee_box.addItem(self.tr("New trainee…"), self.NEW_TRAINEE)
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
        self.score.setText(tally_words(self.session.tally()))

    def _mode_chosen(self, _index: int) -> None:
        """A drill chosen from the list leaves any pack and deals that drill."""
        self.leave_pack()
        self.next_hand()

    def preload(self) -> None:
        """Load the engine and the drills ahead of the first hand (called when idle),
        so the first Space is as quick as the rest."""
        load_drills()
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

    def table_game(self) -> tuple[Variant, RuleSetName] | None:
        """The game and rule set of the hand on the table (``None`` before the first hand)."""
        table = (
            self.question.table
            if self.question is not None
            else self.deal.table
            if self.deal is not None
            else None
        )
        if table is None:
            return None
        return table.variant, table.rules.name

    def space_pressed(self) -> None:
        """Space (the "next" action): the next hand, or while a hand is played live for
        Spot the error, the stop (the "Next hand" button still deals the next one)."""
        if not self.spot_key("next"):
            self.next_hand()

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

            focus = (
                self.rng.choice([Focus.ANY, Focus.COMMON_CARD, Focus.RESHUFFLE])
                if self.wants_hard()
                else Focus.ANY
            )
            games = [v for v in variants if v is not Variant.STUD5] if focus is not Focus.ANY else variants
            variant = self.rng.choice(games or variants)
            data = hand_for(
                focus if variant is not Variant.STUD5 else Focus.ANY,
                self.rng,
                variant,
                self.rng.choice(rules),
            )
            self.start_deal_along(data)
            return
        self.deal = None
        question = load_drills().new_question(
            Drill(self.mode),
            self.rng,
            variants,
            rules,
            hard=self.wants_hard(),
            clean_share=self.level.behaviour.clean_share,
        )
        self.present(question)

    def start_deal_along(self, data: dict[str, Any]) -> None:
        """Let the trainee deal the whole hand ``data`` move by move."""
        self.halt_spot()
        self.question = None
        self.example = False
        self.hinted = False
        self._say("")
        self.table.clear_highlights()
        self.deal = load_drills().DealAlong(data)
        self.prompt.setText(
            self.tr(
                "Deal the hand: click the stub to reshuffle, the burn pile "
                "to burn, each seat to deal it a card, the centre for a "
                "common card."
            )
        )
        self.answer_pages.setCurrentIndex(1)
        self.phase = "dealing"
        self._show(self.deal.snapshot())
        self.timer.start()
        self._level_asking()
        self.ready.emit()

    def present(self, question: Question, *, example: bool = False) -> None:
        """Show ``question``'s hand up to the moment of asking, then ask it (a hand played live
        for Spot the error: played from its start, the question being where to stop it)."""
        self.halt_spot()
        if question.live is not None:
            self._present_live(question)
            return
        self.question = question
        self.example = example
        self.deal = None
        self._say("")
        self.table.clear_highlights()
        self.prompt.setText(question_prompt(question))
        # The page is chosen by the kind of answer: every answer in parts, of
        # whichever drill, has the one parts page.
        drills = load_drills()
        if isinstance(question.answer, drills.SplitAnswer):
            assert question.result is not None
            self.split_editor.load(
                [(p.amount, p.eligible) for p in question.result.pots], question.table.rules.rake_percent > 0
            )
            page: QWidget = self.split_editor
        elif isinstance(question.answer, drills.PartsAnswer):
            self.parts_page.load(question.answer)
            page = self.parts_page
        else:
            page = self.answer_pages.page_for(question.answer)
        # The answer controls wait for the hand to be dealt: the split's seats
        # and pot, shown early, would tell who folds before the table does.
        self._answer_page = page
        self.page_wait.setText(self.tr("Dealing the hand… Press Esc to skip to the question."))
        self.answer_pages.setCurrentWidget(self.page_wait)
        self.phase = "animating"
        start = self._street_start(question)
        snapshots = [question.snapshot(i) for i in range(start, question.shown + 1)]
        # Chips to count: while the hand is dealt and the question asked, no amounts.
        self.table.animate(snapshots, self.dealing_ms(), self._asking, hide_figures=question.hides_figures)

    def _present_live(self, question: Question) -> None:
        """Spot the error: the whole hand played on the table at the level's pace, to be stopped.

        Learn shows where to look (as it spells out every drill's next step)."""
        assert question.live is not None
        from ..training.levels import Hints
        from ..training.spotting import SpotAnswer

        assert isinstance(question.answer, SpotAnswer)
        self.question = question
        self.example = False
        self.deal = None
        self._say("")
        self.table.clear_highlights()
        self.prompt.setText(question_prompt(question))
        page = self.spot_page
        self._answer_page = page
        self.answer_pages.setCurrentWidget(page)
        self.phase = "asking"
        learn = self.exam is None and self.asked_level.behaviour.hints is Hints.AT_ONCE
        page.load(question.live, question.answer, self.dealing_ms(), learn=learn)
        self.timer.start()
        self.ready.emit()

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
        if self.question is not None and self.question.piles:
            self.table.show_piles(self.question.piles)
        self.answer_pages.setCurrentWidget(self._answer_page)
        self.phase = "asking"
        if self._parts_page is not None and self._answer_page is self._parts_page:
            self.answer_pages.fit()  # as tall as this question's rows
            self._parts_page.focus_first()
        self.timer.start()
        if self.example:
            self.reveal()
        self._level_asking()
        self.ready.emit()

    def _show(self, snapshot: TableSnapshot) -> None:
        self.table.show_snapshot(snapshot)

    # --- showing the answer -------------------------------------------------------

    def reveal(self) -> None:
        """Show the answer and its reasons without scoring (learn mode's "show me")."""
        if self.question is None:
            return
        mark_answer(self.table, self.question.answer)
        self.table.show_figures()
        if (
            self._asking_parts()
            and self._parts_page is not None
            and isinstance(self.question.answer, load_drills().PartsAnswer)
        ):
            self._parts_page.show_answer(self.question.answer)
        answer = "\n".join(right_answer_lines(self.question))
        self.feedback.setHtml(answer_html(answer, self.question.reasons))
        self.phase = "answered"

    def show_hint(self) -> None:
        """The hint, if the level gives one on request (none in an exam, none at Table-ready)."""
        if (
            self.phase not in ("asking", "dealing")
            or self.exam is not None
            or not self.hint_button.isEnabled()
        ):
            return
        reason = self._next_reason()  # the question's, or the next move of a hand dealt along
        if reason is None:
            return
        self.hinted = True
        self.feedback.setHtml(hint_html(reason))

    # --- learn mode -------------------------------------------------------------

    def show_example(self, drill: str, focus: str, variant: str, rules: str) -> None:
        """Deal a hand that illustrates a rule and show the answer with its reason."""
        from ..training.focus import Focus, hand_for

        if self.busy_with_exam():
            return
        drills = load_drills()
        # a hand the drill can ask on (a first-to-act question needs a second round)
        fits = drills.hand_fits(Drill(drill))
        data = hand_for(Focus(focus), self.rng, Variant(variant), RuleSetName(rules), accept=fits)
        question = drills.question_at(Drill(drill), data, self.rng, Focus(focus))
        self.set_mode(drill)
        self.present(question, example=True)


# The modes are drillwords' and clock_text is; they are imported from here too.
__all__ = ["DEAL_ALONG", "MODES", "PRACTICE", "DrillPanel", "clock_text"]
