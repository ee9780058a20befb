"""Spot the error's page: the hand played live on the table, stopped, pointed at, named, and replayed.

:class:`SpotPage` drives a :class:`~dealer_trainer.gui.table.TableView` it is
given (the drill panel's) and holds the controls beside it:

* **Playing.** :class:`~.liveplayer.LivePlayer` shows the play's frames one beat at a
  time at the level's pace, each new card flying from the stub as in the
  drills. Space or the big "Stop!" button freezes the hand; letting it run to
  its end is an answer too (``SpotResponse(None)``: a miss is a miss, nothing
  is asked).
* **Naming.** The trainee clicks the place on the table (it is marked), or
  chooses it in the "Where" list, picks what went wrong from the list of
  mistakes grouped as a dealer thinks (:data:`~.spotwords.FAULT_GROUPS`;
  arrows and Enter work) and checks.
* **The verdict.** The training judges the stop
  (:func:`~dealer_trainer.training.spotting.judge_spot`, or the drill panel's
  :func:`~dealer_trainer.training.questions.check`); the page words it
  (:mod:`.spotwords`), replays the moment — the table a few beats before the
  mistake, up to it — marks the place, and can show the table as it should
  have been (:mod:`dealer_trainer.training.spotreplay`).

At Learn the page says where to look before the hand runs, and marks that
place on the table while it plays. The page compares no cards and no
amounts: which beat is the mistake's, and what the table should have shown,
are the training's.

The beats are stepped by :class:`~.liveplayer.LivePlayer`, whose ticker and
clock a test may replace to drive time without waiting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..training.spotreplay import look_kind, replay_counts, true_frame
from ..training.spotting import Fault, Place, PlaceKind, SpotJudgement, SpotResponse, judge_spot
from .liveplayer import Clock, LivePlayer, Ticker
from .marks import MarkKind, mark_place, spot_target
from .spotwords import (
    FAULT_GROUPS,
    fault_words,
    group_words,
    look_words,
    naming_text,
    place_words,
    pointed_text,
    replay_text,
    verdict_html,
    watching_text,
)
from .table import NO_NUMBER
from .theme import STOP_BUTTON

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from ..training.spotting import LivePlay, SpotAnswer
    from .table import TableView

#: The data role of a fault's row in the list of mistakes (its value), and of a place in "Where".
ROLE_VALUE = Qt.ItemDataRole.UserRole
#: The places of the table's middle the "Where" list offers after the seats.
_PILES = (PlaceKind.POT, PlaceKind.BURN, PlaceKind.STUB, PlaceKind.COMMON, PlaceKind.MUCK)
#: What a click on the table names, by the kind the table reports.
_CLICKED_KINDS = {
    "seat": PlaceKind.SEAT,
    "card": PlaceKind.CARD,
    "chips": PlaceKind.CHIPS,
    "pot": PlaceKind.POT,
    "burn": PlaceKind.BURN,
    "stub": PlaceKind.STUB,
    "common": PlaceKind.COMMON,
    "muck": PlaceKind.MUCK,
}


def clicked_place(kind: str, seat: int, index: int) -> Place:
    """The training's place for a click the table reports (``TableView.placeClicked``)."""
    return Place(
        _CLICKED_KINDS[kind],
        None if seat == NO_NUMBER else seat,
        None if index == NO_NUMBER else index,
    )


class _Wrapped(QStyledItemDelegate):
    """A row as tall as its words wrapped to the list's width: a long mistake keeps its end.

    Qt's own delegate measures a row's text on one line in a tree, whatever
    the width, so a long mistake (a long translation above all) would be cut
    short with "…".
    """

    def __init__(self, view: QTreeWidget) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        depth = 0 if not index.parent().isValid() else 1
        width = self._view.viewport().width() - self._view.indentation() * depth - 12
        if width <= 0:
            return size
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else option.font)
        wrapped = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
        return QSize(size.width(), max(size.height(), wrapped.height() + 4))


class _FaultList(QTreeWidget):
    """The mistakes under their headings; Enter on one checks (the page connects ``activated``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setUniformRowHeights(False)
        self.setItemDelegate(_Wrapped(self))
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setAccessibleName(QCoreApplication.translate("SpotTheError", "What went wrong"))
        bold = QFont(self.font())
        bold.setBold(True)
        self.fault_items: dict[Fault, QTreeWidgetItem] = {}
        for group, faults in FAULT_GROUPS:
            heading = QTreeWidgetItem(self, [group_words(group)])
            heading.setFont(0, bold)
            # A heading is not a mistake: it cannot be chosen (enabled all the same, or its
            # mistakes would be disabled with it).
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for fault in faults:
                item = QTreeWidgetItem(heading, [fault_words(fault)])
                item.setData(0, ROLE_VALUE, fault.value)
                item.setToolTip(0, fault_words(fault))
                self.fault_items[fault] = item
        self.expandAll()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # the rows wrap again to the new width

    def fault(self) -> Fault | None:
        item = self.currentItem()
        if item is None or not item.isSelected():
            return None
        value = item.data(0, ROLE_VALUE)
        return Fault(str(value)) if value is not None else None

    def choose(self, fault: Fault | None) -> None:
        self.clearSelection()
        if fault is None:
            self.selectionModel().clearCurrentIndex()
            return
        item = self.fault_items[fault]
        self.setCurrentItem(item)
        item.setSelected(True)


class SpotPage(QWidget):
    """The page of Spot the error beside the table (see the module's docstring)."""

    #: The trainee's answer: stopped and named, or the hand let run to its end.
    responded = Signal(object)
    #: The verdict was shown (the replay of the moment has started).
    judged = Signal(object)

    def __init__(
        self,
        table: TableView,
        parent: QWidget | None = None,
        *,
        own_keys: bool = True,
        ticker: Callable[[QObject, Callable[[], None]], Ticker] | None = None,
        clock: Clock | None = None,
    ) -> None:
        """``own_keys``: the page takes Space (stop) and Enter (check) itself; a host whose
        Space is already taken (the drill panel's "next hand") passes False and calls
        :meth:`stop` and :meth:`check` from its own keys."""
        super().__init__(parent)
        self.table = table
        self.player = LivePlayer(table, self, ticker=ticker, clock=clock)
        self.player.finished.connect(self._ran_out)
        self.live: LivePlay | None = None
        self.answer: SpotAnswer | None = None
        self.phase = "idle"  # "playing", "naming", "judged"
        self.place: Place | None = None
        self.response: SpotResponse | None = None
        self.judgement: SpotJudgement | None = None
        self.look: PlaceKind | None = None
        #: Whether the page judges a stop itself (standalone) or its host does (the drill panel,
        #: through :func:`~dealer_trainer.training.questions.check`, then :meth:`show_verdict`).
        self.judges = True
        #: Whether the verdict's words show on the page, or in the host's feedback (:meth:`verdict_words`).
        self.shows_words = True
        self._ms = 0
        self._stopped_ms = 0

        self.status = QLabel(watching_text())
        self.status.setWordWrap(True)
        self.look_label = QLabel()
        self.look_label.setWordWrap(True)
        self.look_label.hide()
        self.stop_button = QPushButton(self.tr("Stop! (Space)"))
        self.stop_button.setAccessibleName(self.tr("Stop the hand"))
        big = QFont(self.stop_button.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.stop_button.setFont(big)
        self.stop_button.setMinimumHeight(56)
        self.stop_button.setStyleSheet(STOP_BUTTON)
        self.stop_button.clicked.connect(self.stop)

        self.where_box = QComboBox()
        self.where_box.setAccessibleName(self.tr("Where the mistake is"))
        self.where_box.activated.connect(self._where_chosen)
        where_label = QLabel(self.tr("&Where:"))
        where_label.setBuddy(self.where_box)
        self.pointed = QLabel(pointed_text(None))
        self.pointed.setWordWrap(True)
        what_label = QLabel(self.tr("Wha&t went wrong:"))
        self.fault_list = _FaultList()
        what_label.setBuddy(self.fault_list)
        self.fault_list.itemSelectionChanged.connect(self._fault_chosen)
        self.fault_list.itemActivated.connect(lambda *_: self.check())
        self.check_button = QPushButton(self.tr("Check (Enter)"))
        self.check_button.clicked.connect(self.check)

        self.verdict = QTextBrowser()
        self.verdict.setAccessibleName(self.tr("Verdict"))
        self.verdict.setOpenLinks(False)
        self.verdict.hide()
        self.replay_button = QPushButton(self.tr("Re&play the moment"))
        self.replay_button.clicked.connect(self.replay)
        self.true_button = QPushButton(self.tr("As it &should have been"))
        self.true_button.setCheckable(True)
        self.true_button.toggled.connect(self._show_true)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.stop_button)
        layout.addWidget(self.look_label)
        where_row = QHBoxLayout()
        where_row.addWidget(where_label)
        where_row.addWidget(self.where_box, 1)
        layout.addLayout(where_row)
        layout.addWidget(self.pointed)
        layout.addWidget(what_label)
        layout.addWidget(self.fault_list, 1)
        layout.addWidget(self.check_button)
        layout.addWidget(self.verdict, 1)
        replay_row = QHBoxLayout()
        replay_row.addWidget(self.replay_button)
        replay_row.addWidget(self.true_button)
        layout.addLayout(replay_row)
        # While the hand runs, the space below the button stays empty (the list and the
        # verdict take it afterwards).
        self._filler = QWidget()
        layout.addWidget(self._filler, 1)
        self._naming_widgets: tuple[QWidget, ...] = (
            where_label,
            self.where_box,
            self.pointed,
            what_label,
            self.fault_list,
            self.check_button,
        )

        self._space: QShortcut | None = None
        self._enter: list[QShortcut] = []
        if own_keys:
            self._space = QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.stop)
            self._space.setContext(Qt.ShortcutContext.WindowShortcut)
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                shortcut = QShortcut(QKeySequence(key), self, self.check)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                self._enter.append(shortcut)
        table.placeClicked.connect(self._table_clicked)
        self._set_phase("idle")

    # --- the play -----------------------------------------------------------------

    def load(self, live: LivePlay, answer: SpotAnswer, ms: int, *, learn: bool = False) -> None:
        """Play ``live`` on the table at ``ms`` per card (the level's pace); ``answer`` judges the stop.

        ``learn``: say where to look, and mark it on the table while the hand runs.
        """
        self.live = live
        self.answer = answer
        self._ms = ms
        self.place = None
        self.response = None
        self.judgement = None
        self.look = look_kind(live) if learn else None
        self.verdict.clear()
        self.true_button.setChecked(False)
        self.fault_list.choose(None)
        self._fill_where(live)
        self.pointed.setText(pointed_text(None))
        if self.look is not None:
            self.look_label.setText(look_words(self.look))
        self._set_phase("playing")
        self.player.play(live.frame(0), live.frames(), ms, self._mark_look)

    def stop(self) -> None:
        """Space or "Stop!": freeze the hand and start naming the mistake (nothing while it is not running)."""
        if self.phase != "playing" or not self.player.running():
            return
        self.player.stop()
        self._stopped_ms = self.player.elapsed_ms()
        self.table.clear_highlights()
        self._set_phase("naming")
        self.fault_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def check(self) -> None:
        """Enter or "Check": the stop, the place and the mistake named go to be judged."""
        if self.phase != "naming":
            return
        count = self.player.on_table()
        seconds = (self._stopped_ms - self.player.shown_at(count)) / 1000
        self._respond(SpotResponse(count, self.place, self.fault_list.fault(), max(0.0, seconds)))

    def stopped_after(self) -> float | None:
        """Seconds between the mistake's beat being shown and the stop (a stop after it), else None."""
        live, response = self.live, self.response
        if live is None or live.mistake is None or response is None or response.stopped is None:
            return None
        beat = live.mistake.beat
        if response.stopped <= beat:
            return None
        return max(0.0, (self._stopped_ms - self.player.shown_at(beat + 1)) / 1000)

    # --- the verdict ----------------------------------------------------------------

    def show_verdict(self, judgement: SpotJudgement, *, short: bool = False) -> None:
        """Word the verdict, replay the moment and mark the place (``short``: the heading alone when right)."""
        self.judgement = judgement
        self.verdict.setHtml(self.verdict_words(judgement, short=short))
        self._set_phase("judged")
        self.judged.emit(judgement)
        self.replay()

    def verdict_words(self, judgement: SpotJudgement, *, short: bool = False) -> str:
        """The verdict on the stop just made, as the feedback's HTML (see :func:`.spotwords.verdict_html`)."""
        assert self.live is not None and self.response is not None
        return verdict_html(judgement, self.live.mistake, self.response, self.stopped_after(), short=short)

    def halt(self) -> None:
        """Another question takes the table: the hand stops where it is, and nothing is answered."""
        self.player.stop()
        self.table.skip_animation()
        self._set_phase("idle")

    def playing(self) -> bool:
        """Whether a hand is running (Space stops it)."""
        return self.phase == "playing"

    def naming(self) -> bool:
        """Whether a stopped hand's mistake is being named (Enter checks)."""
        return self.phase == "naming"

    def replay(self) -> None:
        """The moment again: the table a few beats before the mistake, played up to it, the place marked.

        A clean hand has no moment: its table stays at the end, as it was let run.
        """
        live = self.live
        if live is None or self.phase != "judged":
            return
        self.true_button.setChecked(False)
        counts = replay_counts(live)
        if not counts:
            self._mark_verdict()
            return
        self.status.setText(replay_text())
        self.table.show_snapshot(live.frame(counts[0]))
        frames = [live.frame(count) for count in counts[1:]]
        # The dealing speed's: "off" shows the moment at once, as every drill does.
        self.table.animate(frames, self._ms, self._replayed)

    def _replayed(self) -> None:
        self._mark_verdict()

    def _show_true(self, on: bool) -> None:
        """The table at the mistake's moment as the hand was shown, or as it should have been."""
        live = self.live
        if live is None or live.mistake is None or self.phase != "judged":
            return
        count = live.mistake.beat + 1
        self.table.show_snapshot(true_frame(live, count) if on else live.frame(count))
        self._mark_verdict()

    def _mark_verdict(self) -> None:
        """The mistake's place marked, and the place the trainee pointed at where it was not the place."""
        live, judgement, response = self.live, self.judgement, self.response
        if live is None or judgement is None or response is None:
            return
        if response.place is not None and live.mistake is not None and not judgement.place_right:
            self._mark(response.place, MarkKind.WRONG)
        elif response.place is not None and live.mistake is None:
            self._mark(response.place, MarkKind.WRONG)
        if live.mistake is not None:
            self._mark(live.mistake.place, MarkKind.CORRECT)

    # --- naming ------------------------------------------------------------------------

    def _table_clicked(self, kind: str, seat: int, index: int) -> None:
        if self.phase != "naming" or kind not in _CLICKED_KINDS:
            return
        self._point(clicked_place(kind, seat, index))
        self.fault_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def _where_chosen(self, index: int) -> None:
        if self.phase != "naming":
            return
        value = self.where_box.itemData(index, ROLE_VALUE)
        if isinstance(value, tuple):
            kind, seat = value
            self._point(Place(PlaceKind(kind), seat))

    def _point(self, place: Place) -> None:
        """The place pointed at: marked on the table, said under the list, chosen in "Where"."""
        self.place = place
        self.table.clear_highlights()
        self._mark(place, MarkKind.HINT)
        self.pointed.setText(pointed_text(place))
        key = (PlaceKind.SEAT.value, place.seat) if place.seat is not None else (place.kind.value, None)
        for row in range(self.where_box.count()):
            if self.where_box.itemData(row, ROLE_VALUE) == key:
                self.where_box.setCurrentIndex(row)
                break
        self._enable_check()

    def _fault_chosen(self) -> None:
        self._enable_check()

    def _enable_check(self) -> None:
        self.check_button.setEnabled(self.phase == "naming")

    def _fill_where(self, live: LivePlay) -> None:
        self.where_box.clear()
        for view in live.frame(0).seats:
            place = Place(PlaceKind.SEAT, view.seat)
            self.where_box.addItem(place_words(place), (PlaceKind.SEAT.value, view.seat))
        for kind in _PILES:
            self.where_box.addItem(place_words(Place(kind)), (kind.value, None))
        self.where_box.setCurrentIndex(-1)

    # --- internals ------------------------------------------------------------------

    def _respond(self, response: SpotResponse) -> None:
        self.response = response
        self.responded.emit(response)
        if self.judges and self.answer is not None:
            self.show_verdict(judge_spot(self.answer, response))

    def _ran_out(self) -> None:
        """The hand ran to its end without a stop: that is the answer (a miss, or a clean hand let run)."""
        if self.phase == "playing":
            self.table.clear_highlights()
            self._respond(SpotResponse(None))

    def _mark_look(self) -> None:
        """Learn: the pile (or the pot) where to look marked on the table; a seat's kind is said only."""
        if self.look is not None and self.look.value in ("pot", "burn", "stub", "common", "muck"):
            self.table.highlight_spot(self.look.value, MarkKind.HINT)

    def _mark(self, place: Place, kind: MarkKind) -> None:
        try:
            mark_place(self.table, spot_target(place), kind)
        except KeyError:
            pass  # a seat or pile the table does not draw now (a common card not dealt yet)

    def _set_phase(self, phase: str) -> None:
        self.phase = phase
        playing, naming, judged = phase == "playing", phase == "naming", phase == "judged"
        self.stop_button.setEnabled(playing)
        self.stop_button.setVisible(phase in ("idle", "playing"))
        for widget in self._naming_widgets:
            widget.setVisible(naming)
        self.where_box.setEnabled(naming)
        self.fault_list.setEnabled(naming)
        self._enable_check()
        self.verdict.setVisible(judged and self.shows_words)
        self._filler.setVisible(not naming and not judged)
        self.look_label.setVisible(playing and self.look is not None)
        self.replay_button.setVisible(judged and self.live is not None and self.live.mistake is not None)
        self.true_button.setVisible(self.replay_button.isVisibleTo(self))
        if self._space is not None:
            self._space.setEnabled(playing)
        for shortcut in self._enter:
            shortcut.setEnabled(naming)
        if playing:
            self.status.setText(watching_text())
        elif naming:
            self.status.setText(naming_text())
        elif judged:
            self.status.setText("")


__all__ = ["SpotPage", "clicked_place"]
