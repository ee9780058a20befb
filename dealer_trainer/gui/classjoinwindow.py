"""The trainee's window in a class session: where the session stands, the table, the points.

The instructor deals; this window shows what the connection to the host says
(:class:`~dealer_trainer.classroom.joining.ClassClient`'s signals) and what the
trainee answers on the table (:class:`~.classjoinpanel.ClassTablePanel`, the
drill panel itself): a status line (connecting, connected, reconnecting,
waiting for the next hand, the session over), the table with the question and
its answer pages, the points after each reveal, the leaderboard when the
instructor shows it, and at the end the total and the place.

Each answer revealed is kept in the trainee's own records with the session
named, so My Progress counts it and says where it was answered.

The window holds no rules and no network code: the client carries the
messages, the drills judge the answers, the records keep them.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..classroom.protocol import Refusal, Rejection
from ..training.levels import FIRST_LEVEL, Level
from .actions import make_actions
from .classjoinpanel import ClassTablePanel
from .numbers import number
from .plaintext import plain_label
from .sidecolumn import scrolling, seat_keys
from .table import TableView
from .theme import FEEDBACK
from .wordedtext import error_text

if TYPE_CHECKING:
    from ..classroom.protocol import Asked, Ended, Revealed, Welcome
    from ..records.database import Records
    from ..training.questions import Question

log = logging.getLogger(__name__)

#: The answer keys of the drills that a class session uses (Space, the hint and the drill keys deal
#: or help, which is the instructor's part).
ANSWER_ACTIONS = ("burn", "common", "shuffle", "yes", "no", "submit", "skip")
#: How often the time left is redrawn, in ms.
CLOCK_TICK_MS = 250
#: The side column's least width: the question, its answer page and the feedback read without wrapping
#: every word (the drill panel's own column in the main window is about as wide).
SIDE_WIDTH = 340


class ClassJoinWindow(QMainWindow):
    """One trainee's class session, from joining to the final standing (see the module's docstring).

    ``client`` is a :class:`~dealer_trainer.classroom.joining.ClassClient` (or anything with its
    signals and methods); ``records``/``trainee_id``: whose records keep the answers (``None``:
    none are kept).
    """

    #: The trainee asked to join again (after a refusal: another code or name).
    joinAgainRequested = Signal()
    #: An answer revealed was kept in the records (the trainee's id), or could not be (the reason).
    recordsChanged = Signal(int)
    recordsFailed = Signal(str)

    def __init__(
        self,
        client: Any,
        records: Records | None = None,
        trainee_id: int | None = None,
        parent: QWidget | None = None,
        *,
        name: str = "",
    ) -> None:
        super().__init__(parent)
        #: The name joined under (as typed; the host's welcome gives it as kept).
        self.name = name
        #: Why the host turned the trainee away (a :class:`~.protocol.Refusal` value), once it has.
        self.refusal = ""
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.client = client
        self.records = records
        self.trainee_id = trainee_id
        #: Where the session stands: "connecting", "connected", "reconnecting", "refused", "lost", "ended".
        self.state = "connecting"
        self.welcome: Welcome | None = None
        self.asked: Asked | None = None
        self.ended: Ended | None = None
        self.points = 0
        #: The seconds each answer took, by question number (kept across a reconnection).
        self.seconds: dict[int, float] = {}
        #: The questions revealed, by number (a reveal sent again after a rejoin is not kept twice).
        self.revealed: dict[int, Revealed] = {}
        #: The drills' question rebuilt from each reveal, by number (shown again after a rejoin).
        self.revealed_questions: dict[int, Question] = {}
        self._clock = QElapsedTimer()
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(CLOCK_TICK_MS)
        self._clock_timer.timeout.connect(self._show_time_left)
        self._build()
        self._connect()
        self._show_state()
        if parent is not None:
            # The window that opened it keeps the records: it closes first, and leaves the session.
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close and self.isVisible():
            self.close()
        return super().eventFilter(watched, event)

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.setWindowTitle(self.tr("Class Session"))
        self.action_map = make_actions(self)
        self.table = TableView(self)
        self.panel = ClassTablePanel(self.table, self.action_map, self)
        self.panel.ms_per_card = 120
        central = QWidget(self)
        layout = QVBoxLayout(central)
        top = QHBoxLayout()
        self.status = plain_label(QLabel())
        self.status.setAccessibleName(self.tr("Session status"))
        self.status.setWordWrap(True)
        font = QFont(self.status.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.status.setFont(font)
        top.addWidget(self.status, 1)
        self.time_left = plain_label(QLabel())
        self.time_left.setAccessibleName(self.tr("Time left"))
        self.time_left.setFont(font)
        self.time_left.hide()
        top.addWidget(self.time_left)
        self.retry_button = QPushButton(self.tr("Try Again"))
        self.retry_button.setAccessibleName(self.tr("Try again to reach the session"))
        self.retry_button.hide()
        top.addWidget(self.retry_button)
        self.join_again_button = QPushButton(self.tr("Join Again…"))
        self.join_again_button.setAccessibleName(self.tr("Join again with another code or name"))
        self.join_again_button.hide()
        top.addWidget(self.join_again_button)
        layout.addLayout(top)
        splitter = QSplitter(Qt.Orientation.Horizontal, central)
        splitter.addWidget(self.table)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.panel, 1)
        self.points_label = plain_label(QLabel())
        self.points_label.setAccessibleName(self.tr("Points"))
        self.points_label.setWordWrap(True)
        side_layout.addWidget(self.points_label)
        self.leaderboard = plain_label(QLabel())
        self.leaderboard.setAccessibleName(self.tr("Leaderboard"))
        self.leaderboard.setTextFormat(Qt.TextFormat.RichText)
        self.leaderboard.hide()
        side_layout.addWidget(self.leaderboard)
        side.setMinimumWidth(SIDE_WIDTH)
        # As wide as its answer page would like (a split's chip boxes clip their numbers below it).
        splitter.addWidget(scrolling(side, preferred=True))
        splitter.setCollapsible(0, False)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter, 1)
        self.setCentralWidget(central)
        for name in ANSWER_ACTIONS:
            self.addAction(self.action_map[name])
        self.seat_keys = seat_keys(self, lambda seat: self.panel.on_seat(seat))
        self.resize(1180, 760)

    def _connect(self) -> None:
        client = self.client
        client.welcomed.connect(self.on_welcomed)
        client.asked.connect(self.on_asked)
        client.received.connect(self.on_received)
        client.rejected.connect(self.on_rejected)
        client.revealed.connect(self.on_revealed)
        client.ended.connect(self.on_ended)
        client.refused.connect(self.on_refused)
        client.connectionChanged.connect(self.on_connection)
        client.gaveUp.connect(self.on_gave_up)
        self.panel.sent.connect(self._send)
        self.panel.ready.connect(self._show_state)
        self.retry_button.clicked.connect(self._retry)
        self.join_again_button.clicked.connect(self._join_again)

    def start(self) -> None:
        """Show the window and reach the host."""
        self.show()
        self.client.start()

    # --- what the host says --------------------------------------------------------------------

    def on_welcomed(self, welcome: Welcome) -> None:
        self.welcome = welcome
        self.state = "connected"
        self.points = welcome.points
        self.panel.session_title = welcome.session
        self.setWindowTitle(self.tr("{session} — {name}").format(session=welcome.session, name=welcome.name))
        self._show_points()
        self._show_state()

    def on_connection(self, up: bool) -> None:
        if self.state in ("ended", "refused"):
            return
        if up:
            self.state = "connected"
        elif self.state != "connecting":
            self.state = "reconnecting"
        self._show_state()

    def on_gave_up(self) -> None:
        if self.state in ("ended", "refused"):
            return
        self.state = "lost"
        self._show_state()

    def on_refused(self, reason: str) -> None:
        self.state = "refused"
        self.refusal = reason
        self._stop_clock()
        self.panel.table.skip_animation()
        self.panel.wait_for_next("")
        self.panel.prompt.setText(self.tr("You are not in the session."))
        self.panel.page_wait.setText(self.refusal_text(reason))
        self.panel.answer_pages.setCurrentWidget(self.panel.page_wait)
        self._show_state()

    def on_asked(self, asked: Asked) -> None:
        """A question dealt (or dealt again after a rejoin): on the table as a dealer sees it, to
        answer as in the drills."""
        if self.asked is not None and asked.number == self.asked.number and self.panel.phase != "idle":
            if self.panel.phase in ("sent", "answered") or asked.answered is None:
                return  # the same question again after a reconnection: the table has it
        self.asked = asked
        self.leaderboard.hide()
        self._show_points()  # the last question's points go with its hand
        try:
            level = Level(asked.level)
        except ValueError:
            level = FIRST_LEVEL
        self.panel.ask(asked.number, asked.of, asked.table, level, asked.answered)
        if asked.number in self.revealed:  # dealt again after its reveal (a rejoin)
            self.panel.show_reveal(self.revealed[asked.number], self.revealed_questions[asked.number])
        elif asked.seconds > 0:
            self._clock.start()
            self._clock_timer.start()
            self._show_time_left()
        self._show_state()

    def _send(self, question_number: int, data: dict[str, Any], seconds: float) -> None:
        self.seconds[question_number] = seconds
        self.client.answer(question_number, data)
        self._stop_clock()
        self._show_state()

    def on_received(self, question_number: int) -> None:
        if self.asked is not None and question_number == self.asked.number:
            self.panel.set_received(True)

    def on_rejected(self, question_number: int, reason: str) -> None:
        if self.asked is None or question_number != self.asked.number:
            return
        log.info("The host did not take the answer to question %s: %s", question_number, reason)
        if reason == Rejection.TWICE:
            self.panel.set_received(True)  # the first answer given is the one the host keeps
        elif reason in (Rejection.UNREADABLE, Rejection.NOT_JOINED):
            self.panel.take_again(self.tr("The instructor's app did not take that answer: give it again."))
        else:
            self._stop_clock()
            self.panel.too_late(self.tr("Too late: the answers to this question are closed."))

    def on_revealed(self, revealed: Revealed, question: Question) -> None:
        """The answer is out: the drills' feedback for the answer given, the points, the records.

        ``question`` is the drills' own, rebuilt from the hand the reveal brought."""
        first = revealed.question not in self.revealed
        self.revealed[revealed.question] = revealed
        self.revealed_questions[revealed.question] = question
        if self.asked is None or revealed.question != self.asked.number:
            return
        self._stop_clock()
        verdict = self.panel.show_reveal(revealed, question)
        self.points = revealed.total
        self._show_points(revealed)
        self._show_leaderboard(revealed)
        if first and verdict is not None and revealed.yours is not None:
            self._record(question, revealed.yours, verdict.correct, revealed.question)
        self._show_state()

    def on_ended(self, ended: Ended) -> None:
        self.ended = ended
        self.state = "ended"
        self.points = ended.total
        self._stop_clock()
        self.panel.table.skip_animation()
        self.panel.wait_for_next("")
        from .drillfeedback import notice_html

        self.panel.prompt.setText(self.tr("The class session is over."))
        self.panel._show_no_question(self.tr("Close this window to go back to your drills."))
        self.panel.feedback.setHtml(
            notice_html(
                self.tr("{points} points").format(points=number(ended.total)),
                self.tr("Your place: {place} of {trainees}, after {questions} questions.").format(
                    place=number(ended.place),
                    trainees=number(ended.trainees),
                    questions=number(ended.questions),
                ),
            )
        )
        self._show_points()
        self._show_state()

    # --- the trainee's records -----------------------------------------------------------------

    def _record(
        self, question: Question, response: dict[str, Any], correct: bool, question_number: int
    ) -> None:
        """Keep the answer revealed in the trainee's records, the session named."""
        if self.records is None or self.trainee_id is None or self.welcome is None:
            return
        from ..records.errors import RecordsError

        asked = self.asked
        seconds = self.seconds.get(question_number, asked.seconds if asked is not None else 0.0)
        try:
            self.records.record_attempt(
                self.trainee_id,
                question,
                response,
                correct,
                seconds,
                self.panel.hinted,
                level=self.panel.class_level,
                class_session=self.welcome.session,
            )
        except RecordsError as error:  # a full disk must not cost the trainee the session
            self.recordsFailed.emit(error_text(error))
            self.panel.notice.setText(
                self.tr("This answer could not be kept in your records: {reason}").format(
                    reason=error_text(error)
                )
            )
            self.panel.notice.show()
        else:
            self.recordsChanged.emit(self.trainee_id)

    # --- what the window says --------------------------------------------------------------------

    def _show_state(self) -> None:
        """The status line: where the connection and the session stand, in a dealer's words."""
        self.retry_button.setVisible(self.state == "lost")
        self.join_again_button.setVisible(self.state == "refused")
        colour = FEEDBACK.right
        if self.state == "connecting":
            text = self.tr("Connecting to the class session…")
            colour = FEEDBACK.hint
        elif self.state == "reconnecting":
            text = self.tr("Connection lost — reconnecting… Your answers so far are kept.")
            colour = FEEDBACK.wrong
        elif self.state == "lost":
            text = self.tr(
                "The instructor's computer cannot be reached. Check the network and the address, then try again."
            )
            colour = FEEDBACK.wrong
        elif self.state == "refused":
            text = self.refusal_text(self.refusal)
            colour = FEEDBACK.wrong
        elif self.state == "ended":
            text = self.ended_text()
        else:
            text = self._connected_text()
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {colour}")
        self.status.setProperty("state", self.state)

    def _connected_text(self) -> str:
        name = self.welcome.name if self.welcome is not None else ""
        phase = self.panel.phase
        if self.asked is None or phase in ("idle", "answered"):
            return self.tr("Connected as {name} — waiting for the next hand.").format(name=name)
        if phase == "animating":
            return self.tr("Connected as {name} — dealing question {number} of {count}…").format(
                name=name, number=number(self.asked.number), count=number(self.asked.of)
            )
        if phase == "sent" and self.panel.response is None:
            return self.tr("Connected as {name} — answers closed, waiting for the reveal.").format(name=name)
        if phase == "sent":
            return self.tr("Connected as {name} — answer in, waiting for the reveal.").format(name=name)
        return self.tr("Connected as {name} — question {number} of {count}: your answer.").format(
            name=name, number=number(self.asked.number), count=number(self.asked.of)
        )

    def refusal_text(self, reason: str) -> str:
        """Why the host turned the trainee away, and what to do about it."""
        name = self.welcome.name if self.welcome is not None else self.name
        words = {
            Refusal.WRONG_CODE: self.tr(
                "That session code is not this session's. Check the code on the instructor's screen."
            ),
            Refusal.NAME_TAKEN: self.tr(
                "Someone in this session has joined as {name} already. Join under another name."
            ).format(name=name),
            Refusal.BAD_NAME: self.tr(
                "That name cannot be used in a class session. Join under another name."
            ),
            Refusal.PROTOCOL: self.tr(
                "This app and the instructor's are different versions. Update Dealer Trainer to join."
            ),
            Refusal.FULL: self.tr("The session is full. Ask the instructor."),
            Refusal.ENDED: self.tr("That class session is over."),
            Refusal.REMOVED: self.tr(
                "The instructor removed you from this session. Ask the instructor before joining again."
            ),
            Refusal.SLOW_DOWN: self.tr(
                "Too many wrong session codes came from your network. Wait a minute, check the code "
                "on the instructor's screen, and join again."
            ),
            Refusal.ADDRESS_FULL: self.tr(
                "As many trainees as the session allows have joined from your computer or network. "
                "Ask the instructor."
            ),
        }
        try:
            return words[Refusal(reason)]
        except ValueError:
            return self.tr("The instructor's app turned the connection away.")

    def ended_text(self) -> str:
        ended = self.ended
        assert ended is not None
        return self.tr(
            "The session is over: {points} points, place {place} of {trainees}. Thank you!"
        ).format(points=number(ended.total), place=number(ended.place), trainees=number(ended.trainees))

    def _show_points(self, revealed: Revealed | None = None) -> None:
        total = self.tr("{points} points in all").format(points=number(self.points))
        if revealed is None:
            self.points_label.setText(total)
            return
        won = (
            self.tr("+{points} points for this one").format(points=number(revealed.points))
            if revealed.points
            else self.tr("No points for this one")
        )
        class_words = self.tr("{answered} answered, {right} right").format(
            answered=number(revealed.answered), right=number(revealed.right)
        )
        self.points_label.setText(f"{won} · {total}\n{class_words}")

    def _show_leaderboard(self, revealed: Revealed) -> None:
        if not revealed.leaderboard:
            self.leaderboard.hide()
            return
        from .drillfeedback import escape

        mine = self.welcome.name if self.welcome is not None else None
        rows = []
        for place, standing in enumerate(revealed.leaderboard, start=1):
            line = self.tr("{place}. {name} — {points}").format(
                place=number(place), name=escape(standing.name), points=number(standing.points)
            )
            rows.append(f"<b>{line}</b>" if standing.name == mine else line)
        self.leaderboard.setText("<h3>" + escape(self.tr("Leaderboard")) + "</h3>" + "<br>".join(rows))
        self.leaderboard.show()

    def _show_time_left(self) -> None:
        asked = self.asked
        if asked is None or asked.seconds <= 0 or self.panel.phase not in ("animating", "asking"):
            self._stop_clock()
            return
        left = max(0.0, asked.seconds - self._clock.elapsed() / 1000)
        if left <= 0 and self.panel.phase == "asking":
            # The host's clock started first: its time is up already, and it would turn the answer away.
            self._stop_clock()
            self.panel.too_late(self.tr("Time is up for this question: wait for the reveal."))
            self._show_state()
            return
        self.time_left.setText(
            self.tr("Answers close in {seconds} s").format(seconds=number(int(left + 0.999)))
        )
        self.time_left.setStyleSheet(f"color: {FEEDBACK.wrong if left < 5 else FEEDBACK.hint}")
        self.time_left.show()

    def _stop_clock(self) -> None:
        self._clock_timer.stop()
        self.time_left.hide()

    # --- the trainee's buttons -------------------------------------------------------------------

    def _retry(self) -> None:
        self.state = "connecting"
        self._show_state()
        self.client.start()

    def _join_again(self) -> None:
        self.close()
        self.joinAgainRequested.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the window leaves the session (the answers given stay with the host)."""
        self._stop_clock()
        self.table.skip_animation()
        if self.state not in ("ended", "refused"):
            self.client.leave()
        super().closeEvent(event)


__all__ = ["ClassJoinWindow"]
