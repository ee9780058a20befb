"""The instructor's window of a live class session: deal, watch the answers come in, reveal, move on.

It is shown on the projector, so what the class may see is all it shows: the
address and the session code in large type (with a button that copies them),
who has joined and who is away, the hand on the table, how many have answered
and — drawn on the table — how many chose each seat or pile, with every
different answer (an amount, a split) listed with its count beside it. The
answer itself is never on the screen before the instructor reveals it; then
it is marked on the table and worded with its reasons as the drills' feedback
words it (:func:`~.drillfeedback.answer_html`), each answer of the spread
ticked or crossed by the drills' own check. The leaderboard is shown or hidden
on a key, on the projector and in the trainees' apps alike.

The window holds no rules and no network code: it drives a
:class:`~dealer_trainer.classroom.hosting.ClassHost` (which keeps the session
and saves every answer as it arrives) and redraws from its session. At the end
the session's results go into a results file for the class view
(:func:`~dealer_trainer.records.sessionresults.write_session_results`).

The instructor may remove a trainee chosen in the list (a made-up name, someone
not in the class): the session forgets them and their answers, their app is
told, and their name is free for someone else (:meth:`ClassHost.remove
<dealer_trainer.classroom.hosting.ClassHost.remove>`).

Keys: Space or → does the next thing (deal, then reveal), R reveals, L shows or
hides the leaderboard, S the spread, F is full screen; Esc leaves full screen;
Delete removes the trainee chosen in the list (after asking)
(closing asks first: a live session should not end on a stray key).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..classroom.sessionstate import Phase
from .answerkey import asked_lines
from .answerwords import answer_parts, question_sentence
from .classhostend import BIG, LARGE, ClassHostEndPage, results_folder, scaled_font
from .classhostwords import (
    answered_text,
    joined_text,
    line_text,
    position_text,
    right_text,
    seconds_left_text,
    spread_lines,
    spread_places,
    standing_lines,
    trainee_line,
)
from .drillfeedback import answer_html, escape
from .marks import MarkKind, mark_answer
from .plaintext import plain_label
from .table import TableView
from .words import number

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent

    from ..classroom.hosting import ClassHost
    from ..classroom.sessionstate import ClassSession
    from ..training.questions import Question

#: How often the time left is redrawn (milliseconds).
TICK_MS = 200


class ClassHostWindow(QWidget):
    """A live class session on the instructor's screen (see the module's docstring)."""

    #: The session ended and its results were written to this file: the class view may open it.
    resultsSaved = Signal(str)
    #: The instructor asked to see the results in the class view (the file's folder).
    classResultsRequested = Signal(str)

    def __init__(self, host: ClassHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._revealed_shown = False
        self._results_path: Path | None = None
        self._results_problem = ""
        self._closing_confirmed = False
        self._phase_shown: Phase | None = None
        self.setWindowTitle(self.tr("{title} — class session").format(title=self.session.title))
        self.setAccessibleName(self.tr("Class session"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._build()
        host.traineesChanged.connect(self.refresh)
        host.answerArrived.connect(self._answer_arrived)
        host.problem.connect(self._problem)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()
        self._show_question()
        self.refresh()
        if self.session.phase is Phase.ENDED:  # resumed after its end (the command line's --resume)
            self.save_results()
            self._show_end()

    @property
    def session(self) -> ClassSession:
        return self.host.session

    # --- layout ---------------------------------------------------------------------

    def _build(self) -> None:
        banner = QFrame()
        banner.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(banner)
        join = QVBoxLayout()
        self.join_label = self._label(self.tr("Join the class session"), LARGE, bold=False)
        self.join_label.setText(self.tr("Join: File ▸ Join a Class Session"))
        self.address_label = self._label(self.tr("Address"), BIG)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.other_addresses = self._label(self.tr("Other addresses"), 1.0, bold=False)
        join.addWidget(self.join_label)
        join.addWidget(self.address_label)
        join.addWidget(self.other_addresses)
        code = QVBoxLayout()
        self.code_caption = self._label(self.tr("Session code"), LARGE, bold=False)
        self.code_caption.setText(self.tr("Session code"))
        self.code_label = self._label(self.tr("Session code"), BIG * 1.25)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        code.addWidget(self.code_caption)
        code.addWidget(self.code_label)
        self.copy_button = QPushButton(self.tr("&Copy Address and Code"))
        self.copy_button.setToolTip(self.tr("To paste into a message or onto the class's page"))
        self.copy_button.clicked.connect(self.copy_join_details)
        row.addLayout(join, 3)
        row.addLayout(code, 2)
        row.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignBottom)

        self.position_label = self._label(self.tr("Question"), LARGE)
        self.prompt_label = self._label(self.tr("What is asked"), LARGE, bold=False)
        self.prompt_label.setWordWrap(True)
        self.clock_label = self._label(self.tr("Time left"), LARGE)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        heading = QHBoxLayout()
        heading.addWidget(self.position_label)
        heading.addWidget(self.prompt_label, 1)
        heading.addWidget(self.clock_label)

        self.table = TableView()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        self.answered_label = self._label(self.tr("Answered"), LARGE)
        self.answered_label.setWordWrap(True)
        self.spread_list = QListWidget()
        self.spread_list.setAccessibleName(self.tr("The class's answers"))
        self.spread_list.setFont(scaled_font(1.3, bold=False))
        self.spread_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal_area = QTextBrowser()
        self.reveal_area.setAccessibleName(self.tr("The answer"))
        self.reveal_area.setFont(scaled_font(1.2, bold=False))
        self.reveal_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal_area.setOpenLinks(False)
        self.board_title = self._label(self.tr("Leaderboard"), LARGE)
        self.board_title.setText(self.tr("Leaderboard"))
        self.board_list = QListWidget()
        self.board_list.setAccessibleName(self.tr("Leaderboard"))
        self.board_list.setFont(scaled_font(1.3, bold=False))
        self.board_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column.addWidget(self.answered_label)
        column.addWidget(self.spread_list, 1)
        column.addWidget(self.reveal_area, 2)
        column.addWidget(self.board_title)
        column.addWidget(self.board_list, 1)

        people = QWidget()
        people_column = QVBoxLayout(people)
        people_column.setContentsMargins(0, 0, 0, 0)
        self.joined_label = self._label(self.tr("Joined"), 1.2)
        self.trainee_list = QListWidget()
        self.trainee_list.setAccessibleName(self.tr("Trainees"))
        self.trainee_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.trainee_list.setFont(scaled_font(1.1, bold=False))
        self.trainee_list.itemSelectionChanged.connect(self._show_remove)
        self.remove_button = QPushButton(self.tr("Re&move…"))
        self.remove_button.setToolTip(
            self.tr(
                "Remove the trainee chosen in the list from the session, with their answers: their app "
                "is told, and the name is free again (Delete)"
            )
        )
        self.remove_button.clicked.connect(self.remove_chosen)
        self.remove_button.setEnabled(False)
        people_column.addWidget(self.joined_label)
        people_column.addWidget(self.trainee_list, 1)
        people_column.addWidget(self.remove_button)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.addWidget(people)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 2)
        splitter.setStretchFactor(2, 1)
        splitter.setCollapsible(0, False)
        # The columns keep their widths as the lists fill and the answer comes and goes:
        # the table must not jump on the projector while the class watches it.
        side.setMinimumWidth(320)
        people.setMinimumWidth(150)
        splitter.setSizes([1200, 360, 160])
        for area in (self.spread_list, self.board_list, self.trainee_list):
            area.setWordWrap(True)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setResizeMode(QListWidget.ResizeMode.Adjust)

        self.deal_button = QPushButton(self.tr("&Deal the First Question"))
        self.deal_button.clicked.connect(self.deal_next)
        self.reveal_button = QPushButton(self.tr("&Reveal the Answer"))
        self.reveal_button.clicked.connect(self.reveal)
        self.board_button = QPushButton(self.tr("Show the &Leaderboard"))
        self.board_button.setCheckable(True)
        self.board_button.setToolTip(
            self.tr("On the screen and in the trainees' apps, from the next reveal (L)")
        )
        self.board_button.toggled.connect(self._board_toggled)
        self.spread_button = QPushButton(self.tr("Show the &Spread"))
        self.spread_button.setCheckable(True)
        self.spread_button.setChecked(True)
        self.spread_button.setToolTip(
            self.tr("How many chose each answer, on the table and in the list, while they answer (S)")
        )
        self.spread_button.toggled.connect(lambda _on: self.refresh())
        self.end_button = QPushButton(self.tr("&End the Session"))
        self.end_button.clicked.connect(self.end_session)
        # The window takes the keys (Space deals and reveals): a button holding the focus
        # would take Space as its own click. Each button keeps its Alt key.
        for button in (
            self.deal_button,
            self.reveal_button,
            self.board_button,
            self.spread_button,
            self.end_button,
            self.copy_button,
            self.remove_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for button in (self.deal_button, self.reveal_button):
            button.setFont(scaled_font(1.3))
            button.setMinimumHeight(button.sizeHint().height() + 12)
        self.status_label = plain_label(QLabel(""))
        self.status_label.setAccessibleName(self.tr("Status"))
        self.status_label.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.deal_button)
        buttons.addWidget(self.reveal_button)
        buttons.addWidget(self.board_button)
        buttons.addWidget(self.spread_button)
        buttons.addWidget(self.status_label, 1)
        buttons.addWidget(self.end_button)

        live = QWidget()
        live_layout = QVBoxLayout(live)
        live_layout.setContentsMargins(0, 0, 0, 0)
        live_layout.addLayout(heading)
        live_layout.addWidget(splitter, 1)
        live_layout.addLayout(buttons)

        self.stack = QStackedWidget()
        self.stack.addWidget(live)
        self.end_page = ClassHostEndPage()
        self.end_page.class_results_button.clicked.connect(self.open_class_results)
        self.end_page.close_button.clicked.connect(self.close)
        self.stack.addWidget(self.end_page)

        self.banner = banner
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(banner)
        layout.addWidget(self.stack, 1)

    def _label(self, name: str, scale: float, *, bold: bool = True) -> QLabel:
        label = plain_label(QLabel(""))
        label.setAccessibleName(name)
        label.setFont(scaled_font(scale, bold=bold))
        return label

    # --- what the instructor does -----------------------------------------------------

    def copy_join_details(self) -> None:
        """The address(es) and the code on the clipboard, worded for a message to the class."""
        QGuiApplication.clipboard().setText(self.join_details())
        self.status_label.setText(self.tr("The address and the code are copied."))

    def join_details(self) -> str:
        addresses = self.host.addresses()
        return self.tr("Class session “{title}”: address {address}, session code {code}").format(
            title=self.session.title,
            address=self.tr(" or ").join(addresses) if addresses else "—",
            code=self.session.code,
        )

    def deal_next(self) -> None:
        """Deal the next question to everyone; after the last one, end the session."""
        if self.session.phase not in (Phase.WAITING, Phase.REVEALED):
            return
        if not self.host.deal_next():
            self.end_session(confirm=False)
            return
        self._show_question()
        self.refresh()

    def reveal(self) -> None:
        """Close the question and show its answer, here and in every trainee's app."""
        if self.session.phase is not Phase.ASKING:
            return
        self.host.reveal(leaderboard=self.board_button.isChecked())
        self.refresh()

    def next_step(self) -> None:
        """Space: reveal the question out, or deal the next one."""
        if self.session.phase is Phase.ASKING:
            self.reveal()
        elif self.session.phase in (Phase.WAITING, Phase.REVEALED):
            self.deal_next()

    def end_session(self, *, confirm: bool = True) -> bool:
        """End the session (asking first while questions are left), write the results, show the end."""
        session = self.session
        if session.phase is Phase.ENDED:
            return True
        left = len(session.lesson.questions) - session.number
        if confirm and (left > 0 or session.phase is Phase.ASKING):
            answer = QMessageBox.question(
                self,
                self.tr("End the session?"),
                self.tr(
                    "%n question(s) have not been dealt. End the session now? The answers given so far "
                    "are kept.",
                    "",
                    left,
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.host.end()
        self.save_results()
        self._show_end()
        return True

    def save_results(self) -> Path | None:
        """Every answer of the session into one results file in :func:`results_folder`."""
        from ..records.errors import RecordsError
        from .classhostresults import write_results
        from .wordedtext import error_text

        self._results_problem = ""
        try:
            self._results_path = write_results(self.session, results_folder())
        except (RecordsError, OSError) as error:  # a refused row; a folder that cannot be written
            self._results_path = None
            self._results_problem = error_text(error)
            return None
        self.resultsSaved.emit(str(self._results_path))
        return self._results_path

    def chosen_trainee(self) -> str | None:
        """The name of the trainee chosen in the list, if any."""
        items = self.trainee_list.selectedItems()
        return str(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def remove_chosen(self) -> bool:
        """Remove the trainee chosen in the list, once the instructor says yes; ``True`` if removed."""
        from .classhostremove import remove_trainee

        name = self.chosen_trainee()
        if name is None or self.session.phase is Phase.ENDED or not remove_trainee(self, self.host, name):
            return False
        self.refresh()
        self.status_label.setText(self.tr("{name} is removed; the name is free.").format(name=name))
        return True

    def open_class_results(self) -> None:
        if self._results_path is not None:
            self.classResultsRequested.emit(str(self._results_path.parent))

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # --- what is shown ----------------------------------------------------------------

    def question(self) -> Question | None:
        """The question out now, or last revealed."""
        number_ = self.session.number
        questions = self.session.lesson.questions
        return questions[number_ - 1] if 0 < number_ <= len(questions) else None

    def _show_question(self) -> None:
        """The table at the question out (no answer on it), or an empty table before the first."""
        question = self.question()
        self._revealed_shown = False
        self.reveal_area.clear()
        if question is None:
            self.table.clear_highlights()
            self.table.show_counts({})
            self.prompt_label.setText(self.tr("Wait for everyone to join, then deal the first question."))
            return
        self.table.show_snapshot(question.snapshot(), hide_figures=question.hides_figures)
        if question.piles:
            self.table.show_piles(question.piles)
        # What the class is asked, as the presenter asks it: the sentence in the user's
        # language, and for a question in parts each part it asks.
        self.prompt_label.setText(question_sentence(question))
        asked = "".join(f"<p style='margin:0'><b>{escape(line)}</b></p>" for line in asked_lines(question))
        self.reveal_area.setHtml(
            asked
            + "<p><i>"
            + escape(self.tr("The answer shows here when you reveal it (R, or Space)."))
            + "</i></p>"
        )

    def refresh(self) -> None:
        """Redraw everything from the session: trainees, counts, the spread, the answer, the buttons."""
        session = self.session
        phase = session.phase
        self._show_join()
        self._show_trainees()
        count = len(session.lesson.questions)
        self.position_label.setText(position_text(max(session.number, 1), count) if session.number else "")
        spread = session.spread() if session.number else None
        question = self.question()
        revealed = phase is Phase.REVEALED or (phase is Phase.ENDED and session.number > 0)
        if spread is not None and question is not None:
            self.answered_label.setText(
                answered_text(spread.answered, spread.trainees)
                + ("   " + right_text(spread.right, spread.answered) if revealed else "")
            )
            showing = revealed or self.spread_button.isChecked()
            self.spread_list.clear()
            if showing:
                for line in spread_lines(question, spread, revealed=revealed):
                    self.spread_list.addItem(line_text(line))
            self.table.show_counts(spread_places(question, spread) if showing else {})
        else:
            self.answered_label.setText(joined_text(len(session.trainees)) if phase is Phase.WAITING else "")
            self.spread_list.clear()
        if revealed and question is not None and not self._revealed_shown:
            self._show_answer(question)
        self._show_board()
        self._show_buttons()
        if phase is not self._phase_shown:
            self._phase_shown = phase
            self.status_label.setText("")
            self.reveal_button.setDefault(False)
        self._tick()

    def _show_join(self) -> None:
        # Large while the class joins; smaller once the questions start, for a late joiner
        # still to read, and the table to have the room.
        scale = BIG if self.session.phase is Phase.WAITING else LARGE * 1.1
        for label, factor in ((self.address_label, 1.0), (self.code_label, 1.25)):
            if abs(label.font().pointSizeF() - scaled_font(scale * factor).pointSizeF()) > 0.1:
                label.setFont(scaled_font(scale * factor))
        addresses = self.host.addresses()
        self.address_label.setText(addresses[0] if addresses else self.tr("not listening"))
        others = addresses[1:]
        self.other_addresses.setText(
            self.tr("or {addresses}").format(addresses=", ".join(others)) if others else ""
        )
        self.other_addresses.setVisible(bool(others))
        self.code_label.setText(self.session.code)

    def _show_trainees(self) -> None:
        session = self.session
        live = self.host.connected()
        chosen = self.chosen_trainee()
        self.trainee_list.clear()
        for trainee in sorted(session.trainees, key=lambda t: t.name.casefold()):
            answered = bool(session.number) and session.given(trainee.name) is not None
            item = QListWidgetItem(trainee_line(trainee.name, answered=answered, here=trainee.name in live))
            item.setData(Qt.ItemDataRole.UserRole, trainee.name)
            self.trainee_list.addItem(item)
            if trainee.name == chosen:  # the list is redrawn on every answer: the choice stays
                item.setSelected(True)
        self._show_remove()
        present = sum(1 for t in session.trainees if t.name in live)
        self.joined_label.setText(
            self.tr("Joined: {here} here of {count}").format(
                here=number(present), count=number(len(session.trainees))
            )
        )

    def _show_remove(self) -> None:
        self.remove_button.setEnabled(
            self.chosen_trainee() is not None and self.session.phase is not Phase.ENDED
        )

    def _show_answer(self, question: Question) -> None:
        """The answer marked on the table and worded with its reasons, as the drills show it."""
        self._revealed_shown = True
        mark_answer(self.table, question.answer, MarkKind.CORRECT, skip_missing=True)
        self.table.show_figures()
        self.reveal_area.setHtml(answer_html("\n".join(answer_parts(question.answer)), question.reasons))

    def _show_board(self) -> None:
        shown = self.board_button.isChecked()
        self.board_title.setVisible(shown)
        self.board_list.setVisible(shown)
        if shown:
            self.board_list.clear()
            self.board_list.addItems(standing_lines(self.session.leaderboard()))

    def _show_buttons(self) -> None:
        session = self.session
        phase = session.phase
        last = session.number >= len(session.lesson.questions)
        self.deal_button.setEnabled(phase in (Phase.WAITING, Phase.REVEALED))
        if phase is Phase.WAITING:
            self.deal_button.setText(self.tr("&Deal the First Question"))
        elif last:
            self.deal_button.setText(self.tr("&Finish: Show the Results"))
        else:
            self.deal_button.setText(self.tr("&Deal the Next Question"))
        self.reveal_button.setEnabled(phase is Phase.ASKING)
        self.end_button.setEnabled(phase is not Phase.ENDED)

    def _show_end(self) -> None:
        self.end_page.show_results(self.session, self._results_path, self._results_problem)
        self.stack.setCurrentIndex(1)
        self.banner.hide()  # no more joining: the session no longer listens
        self._ticker.stop()

    def _tick(self) -> None:
        if self.session.phase is not Phase.ASKING:
            self.clock_label.setText("")
            return
        left = self.session.time_left()
        self.clock_label.setText(seconds_left_text(left) if left > 0 else self.tr("Time is up"))
        if left <= 0 or self.session.all_answered(self.host.connected()):
            self.reveal_button.setDefault(True)
            self.status_label.setText(
                self.tr("Everyone here has answered: reveal when ready.")
                if left > 0
                else self.tr("Time is up: reveal the answer.")
            )

    def _answer_arrived(self, _name: str, question: int) -> None:
        if question == self.session.number:
            self.refresh()

    def _problem(self, text: str) -> None:
        """A message dropped or a hello refused: on the status line, in English as logged."""
        self.status_label.setText(self.tr("Note: {problem}").format(problem=text[:200]))

    def _board_toggled(self, on: bool) -> None:
        self.board_button.setText(
            self.tr("Hide the &Leaderboard") if on else self.tr("Show the &Leaderboard")
        )
        self._show_board()

    # --- Qt events ----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.next_step()
        elif key == Qt.Key.Key_R:
            self.reveal()
        elif key == Qt.Key.Key_L:
            self.board_button.toggle()
        elif key == Qt.Key.Key_S:
            self.spread_button.toggle()
        elif key == Qt.Key.Key_F:
            self.toggle_full_screen()
        elif key == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.chosen_trainee() is not None:
            self.remove_chosen()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing a live session asks: end it now, or keep it to resume (its file has everything)."""
        if self.session.phase is not Phase.ENDED and not self._closing_confirmed:
            box = QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("Close the class session?"),
                self.tr(
                    "End the session now and write its results, or keep it to resume later from "
                    "File ▸ Host a Class Session (the trainees rejoin by themselves)?"
                ),
                parent=self,
            )
            end = box.addButton(self.tr("End the Session"), QMessageBox.ButtonRole.DestructiveRole)
            keep = box.addButton(self.tr("Keep It to Resume"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            clicked = box.clickedButton()
            if clicked is end:
                self.end_session(confirm=False)
            elif clicked is not keep:
                event.ignore()
                return
        self._ticker.stop()
        self.host.close()
        super().closeEvent(event)


__all__ = ["ClassHostWindow", "results_folder"]
