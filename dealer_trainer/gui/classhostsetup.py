"""File ▸ Host a Class Session: the instructor chooses what the class is dealt, or resumes a session.

The questions come from a pack (all of it, in its order) or are drawn from
drills, games and rule sets; the session is held at one level, with a time
for each question and the port the trainees' apps reach it on. A session that
did not end (the app closed, the laptop's battery ran out) is listed to
resume: its trainees, answers and question are kept in its file
(:mod:`dealer_trainer.classroom.store`).

The dialog builds nothing that talks to the network: it gives a
:class:`NewSession` or a :class:`ResumeSession`, and :mod:`.classhost` opens
it. Which questions a class can answer together is the lesson's rule
(:func:`~dealer_trainer.classroom.lesson.lesson_from_pack`): the dialog only
says how many Spot the error questions a pack loses, counted from the pack.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..classroom.hosting import DEFAULT_PORT, PER_ADDRESS
from ..classroom.lesson import DEFAULT_SECONDS, NOT_IN_CLASS
from ..classroom.sessionstate import MAX_TRAINEES
from ..engine.names import RuleSetName, Variant
from ..training.kinds import Drill
from ..training.levels import Level
from .questionsource import QuestionSourceDialog, tick
from .words import date_time_text, drill_heading, game_name, number, rules_name

if TYPE_CHECKING:
    from ..classroom.lesson import Lesson
    from ..classroom.store import SavedSession
    from ..packs.model import Pack

#: Where the dialog keeps its last choices.
SETTINGS_GROUP = "classhost"
#: Questions drawn from drills unless the instructor chooses another number.
DEFAULT_COUNT = 10
#: The class size a session takes unless the instructor sets another (at most MAX_TRAINEES).
DEFAULT_CLASS_SIZE = 50
#: The drills a class can be dealt, in the Drill menu's order.
CLASS_DRILLS = tuple(d for d in Drill if d not in NOT_IN_CLASS)


@dataclass(frozen=True)
class NewSession:
    """A session to open: its title, what it deals (the lesson), the port, and who may join: the
    most trainees, and the most from one network address."""

    title: str
    lesson: Lesson
    port: int
    class_size: int = DEFAULT_CLASS_SIZE
    per_address: int = PER_ADDRESS


@dataclass(frozen=True)
class ResumeSession:
    """A saved session to pick up where it was, on ``port``, with the class limits of the setup."""

    saved: SavedSession
    port: int
    class_size: int = DEFAULT_CLASS_SIZE
    per_address: int = PER_ADDRESS


def saved_limits(settings: QSettings) -> tuple[int, int]:
    """The class size and the trainees per address the setup last kept (the defaults if none):
    a session resumed from the command line opens with them."""
    from .settingvalues import read_int

    group = SETTINGS_GROUP + "/"
    return (
        read_int(settings, group + "class_size", DEFAULT_CLASS_SIZE, low=1, high=MAX_TRAINEES),
        read_int(settings, group + "per_address", PER_ADDRESS, low=1, high=MAX_TRAINEES),
    )


class ClassHostSetupDialog(QuestionSourceDialog):
    """What a class session deals (a pack, or drills on games and rule sets), at which level and pace.

    :meth:`problems` says what stops the session opening (the Open button waits
    for none); :meth:`choice` gives what to open.
    """

    def __init__(
        self, parent: QWidget | None = None, *, unfinished: list[SavedSession] | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a Class Session"))
        self.setAccessibleName(self.tr("Host a class session"))
        self._unfinished = list(unfinished or [])
        self._resume: SavedSession | None = None
        layout = QVBoxLayout(self)

        if self._unfinished:
            layout.addWidget(self._resume_box())

        form = QFormLayout()
        self.title_edit = QLineEdit()
        self.title_edit.setAccessibleName(self.tr("Title"))
        self.title_edit.setPlaceholderText(self.tr("For example: Tuesday class — bring-in"))
        self.title_edit.setToolTip(
            self.tr("The session's name in the trainees' records and the class results")
        )
        form.addRow(self.tr("&Title"), self.title_edit)
        layout.addLayout(form)

        source = QGroupBox(self.tr("Questions"))
        grid = QGridLayout(source)
        self.pack_radio = QRadioButton(self.tr("From a &pack"))
        self.drills_radio = QRadioButton(self.tr("&Drawn from drills"))
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.pack_radio)
        self.source_group.addButton(self.drills_radio)
        self.pack_radio.setChecked(True)
        grid.addWidget(self.pack_radio, 0, 0)
        self._pack_form()
        grid.addWidget(self.pack_box, 1, 0)

        grid.addWidget(self.drills_radio, 2, 0)
        drills = QWidget()
        self.drills_box = drills
        drill_form = QFormLayout(drills)
        drill_form.setContentsMargins(24, 0, 0, 0)
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, 500)
        self.count_spin.setValue(DEFAULT_COUNT)
        self.count_spin.setAccessibleName(self.tr("Number of questions"))
        drill_form.addRow(self.tr("Questions"), self.count_spin)
        self.drill_boxes = self._boxes(
            [(d.value, drill_heading(d)) for d in CLASS_DRILLS], self.tr("Drill"), 2
        )
        drill_form.addRow(self.tr("Drills"), self.drill_boxes[1])
        self.game_boxes = self._boxes(
            [(v.value, game_name(v)) for v in Variant], self.tr("Game"), 3, {Variant.STUD7.value}
        )
        drill_form.addRow(self.tr("Games"), self.game_boxes[1])
        self.rule_boxes = self._boxes(
            [(r.value, rules_name(r)) for r in RuleSetName], self.tr("Rule set"), 3, {RuleSetName.PA.value}
        )
        drill_form.addRow(self.tr("Rule sets"), self.rule_boxes[1])
        grid.addWidget(drills, 3, 0)
        layout.addWidget(source)

        terms = QFormLayout()
        level_tip = self.tr(
            "Every trainee answers at this level: how fast the hand is dealt, and what the feedback says"
        )
        terms.addRow(self.tr("Le&vel"), self._level_combo(Level.PRACTICE, level_tip))
        self.seconds_spin = QSpinBox()
        self.seconds_spin.setRange(5, 600)
        self.seconds_spin.setValue(round(DEFAULT_SECONDS))
        self.seconds_spin.setSuffix(self.tr(" s"))
        self.seconds_spin.setAccessibleName(self.tr("Seconds to answer each question"))
        self.seconds_spin.setToolTip(self.tr("A faster right answer earns more points"))
        terms.addRow(self.tr("&Time per question"), self.seconds_spin)
        self.port_spin = self._port_spin()
        terms.addRow(self.tr("P&ort"), self.port_spin)
        self.class_size_spin = QSpinBox()
        self.class_size_spin.setRange(1, MAX_TRAINEES)
        self.class_size_spin.setValue(DEFAULT_CLASS_SIZE)
        self.class_size_spin.setAccessibleName(self.tr("Most trainees in the session"))
        self.class_size_spin.setToolTip(
            self.tr("Trainees who try to join once the session has this many are told it is full")
        )
        terms.addRow(self.tr("&Most trainees"), self.class_size_spin)
        self.per_address_spin = QSpinBox()
        self.per_address_spin.setRange(1, MAX_TRAINEES)
        self.per_address_spin.setValue(PER_ADDRESS)
        self.per_address_spin.setAccessibleName(self.tr("Trainees from one computer or network"))
        self.per_address_spin.setToolTip(
            self.tr(
                "How many trainees may join from one network address. Keep it low when each trainee has "
                "a laptop: one machine cannot then fill the class with made-up names. Raise it to the "
                "class size for a lab whose computers reach yours through one router."
            )
        )
        terms.addRow(self.tr("From one &computer or network"), self.per_address_spin)
        layout.addLayout(terms)

        layout.addWidget(self._messages("classHostProblems"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the Session"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        for box in (
            *self.drill_boxes[0].values(),
            *self.game_boxes[0].values(),
            *self.rule_boxes[0].values(),
        ):
            box.toggled.connect(self._update)
        self.title_edit.textChanged.connect(self._update)
        # Until the instructor types a title, it follows the choice: the pack's title,
        # or the drills' headings (what the trainees' records will call the session).
        self._title_typed = False
        self.title_edit.textEdited.connect(lambda _text: setattr(self, "_title_typed", True))
        self.source_group.buttonToggled.connect(lambda *_: self._suggest_title())
        for box in self.drill_boxes[0].values():
            box.toggled.connect(lambda _on: self._suggest_title())
        self.source_group.buttonToggled.connect(self._update)
        self._suggest_title()
        self._update()

    # --- parts of the layout

    def _resume_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Resume a session that did not end"))
        inner = QVBoxLayout(box)
        self.resume_list = QListWidget()
        self.resume_list.setAccessibleName(self.tr("Sessions that did not end"))
        for saved in self._unfinished:
            answered = len(saved.answers)
            text = self.tr(
                "{title} — started {when}; question {number} of {count}, {answers} answer(s)"
            ).format(
                title=saved.title,
                when=date_time_text(saved.started.astimezone()),
                number=number(saved.number),
                count=number(len(saved.lesson.questions)),
                answers=number(answered),
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(saved.path))
            self.resume_list.addItem(item)
        self.resume_list.setCurrentRow(0)
        self.resume_list.setMaximumHeight(6 * self.fontMetrics().lineSpacing())
        inner.addWidget(self.resume_list)
        self.resume_button = QPushButton(self.tr("&Resume the Chosen Session"))
        self.resume_button.setToolTip(
            self.tr("Open it again with its code, its trainees and their answers; they rejoin by themselves")
        )
        self.resume_button.clicked.connect(self.resume_chosen)
        self.resume_list.itemDoubleClicked.connect(lambda _item: self.resume_chosen())
        inner.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignLeft)
        return box

    def _port_spin(self) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(1024, 65535)
        spin.setValue(DEFAULT_PORT)
        spin.setGroupSeparatorShown(False)
        spin.setAccessibleName(self.tr("Port"))
        spin.setToolTip(
            self.tr(
                "The number after the colon in the address the trainees type. Change it if another "
                "program uses it, or if the school's network lets only some numbers through."
            )
        )
        return spin

    # --- the pack

    def _show_pack(self, pack: Pack) -> None:
        count, left_out = self._pack_counts()
        self.pack_info.setText(
            self.tr("“{title}”: {count} question(s) a class can answer together").format(
                title=pack.title, count=number(count - left_out)
            )
        )
        self._suggest_title()

    def _suggest_title(self) -> None:
        if self._title_typed:
            return
        if self.from_pack():
            title = self._pack.title if self._pack is not None else ""
        else:
            drills = self.drills()
            title = self.tr(" · ").join(drill_heading(d) for d in drills[:3])
            if len(drills) > 3:
                title = self.tr("{drills} and more").format(drills=title)
        self.title_edit.setText(title[:200])

    def _pack_counts(self) -> tuple[int, int]:
        """The pack's questions, and those of them a class session leaves out."""
        if self._pack is None:
            return 0, 0
        drills = [q.drill for item in self._pack.items for q in item.questions]
        return len(drills), sum(1 for d in drills if d in NOT_IN_CLASS)

    # --- what is chosen

    def drills(self) -> list[Drill]:
        return [Drill(d) for d in self._chosen(self.drill_boxes[0])]

    def variants(self) -> list[Variant]:
        return [Variant(v) for v in self._chosen(self.game_boxes[0])]

    def rule_sets(self) -> list[RuleSetName]:
        return [RuleSetName(r) for r in self._chosen(self.rule_boxes[0])]

    def problems(self) -> list[str]:
        """What stops the session opening, in words (empty when it can open)."""
        found = []
        if not self.title_edit.text().strip():
            found.append(self.tr("Give the session a title: the trainees' records name it."))
        if self.from_pack():
            count, left_out = self._pack_counts()
            if self._pack_error:
                found.append(self.tr("The pack cannot be used: {why}").format(why=self._pack_error))
            elif self._pack is None:
                found.append(self.tr("Choose a pack file, or draw the questions from drills."))
            elif count == left_out:
                found.append(
                    self.tr("The pack “{title}” has no question a class can answer together.").format(
                        title=self._pack.title
                    )
                )
        else:
            if not self.drills():
                found.append(self.tr("Choose at least one drill."))
            if not self.variants():
                found.append(self.tr("Choose at least one game."))
            if not self.rule_sets():
                found.append(self.tr("Choose at least one rule set."))
        return found

    def notes(self) -> list[str]:
        """What is worth knowing that does not stop the session."""
        found = []
        if self.from_pack():
            _count, left_out = self._pack_counts()
            if left_out:
                found.append(
                    self.tr(
                        "%n Spot the error question(s) of the pack are left out: a class watches those "
                        "one trainee at a time, in the drills.",
                        "",
                        left_out,
                    )
                )
        return found

    def lesson(self) -> Lesson:
        """The questions the session deals (:class:`~dealer_trainer.classroom.errors.LessonError` if none)."""
        from ..classroom.lesson import lesson_from_drills, lesson_from_pack

        seconds = float(self.seconds_spin.value())
        if self.from_pack():
            assert self._pack is not None
            return lesson_from_pack(self._pack, self.level, seconds)
        return lesson_from_drills(
            self.drills(),
            self.variants(),
            self.rule_sets(),
            self.level,
            self.count_spin.value(),
            random.randrange(1, 1_000_000),
            seconds,
        )

    def choice(self) -> NewSession | ResumeSession:
        """What to open: the session chosen to resume, else a new one (its lesson built now)."""
        limits = (self.class_size_spin.value(), self.per_address_spin.value())
        if self._resume is not None:
            return ResumeSession(self._resume, self._resume.port or self.port_spin.value(), *limits)
        return NewSession(self.title_edit.text().strip(), self.lesson(), self.port_spin.value(), *limits)

    def resume_chosen(self) -> None:
        row = self.resume_list.currentRow()
        if 0 <= row < len(self._unfinished):
            self._resume = self._unfinished[row]
            super().accept()

    def _update(self) -> None:
        from_pack = self.from_pack()
        self.pack_box.setEnabled(from_pack)
        self.drills_box.setEnabled(not from_pack)
        self._show_messages()

    def accept(self) -> None:
        if self.problems():
            self._update()
            return
        self._resume = None
        super().accept()

    def fill_in(
        self,
        *,
        pack: str | Path | None = None,
        port: int | None = None,
        class_size: int | None = None,
        per_address: int | None = None,
    ) -> None:
        """Choose ``pack``, ``port`` and the class limits (the command line's), over the last choices."""
        if pack is not None:
            self.set_pack_path(pack)
        if port is not None:
            self.port_spin.setValue(port)
        if class_size is not None:
            self.class_size_spin.setValue(class_size)
        if per_address is not None:
            self.per_address_spin.setValue(per_address)
        self._update()

    # --- the last choices

    def save_settings(self, settings: QSettings) -> None:
        settings.beginGroup(SETTINGS_GROUP)
        try:
            settings.setValue("source", "pack" if self.from_pack() else "drills")
            settings.setValue("pack", self._pack_path)
            settings.setValue("count", self.count_spin.value())
            settings.setValue("drills", ",".join(d.value for d in self.drills()))
            settings.setValue("games", ",".join(v.value for v in self.variants()))
            settings.setValue("rules", ",".join(r.value for r in self.rule_sets()))
            settings.setValue("level", self.level.value)
            settings.setValue("seconds", self.seconds_spin.value())
            settings.setValue("port", self.port_spin.value())
            settings.setValue("class_size", self.class_size_spin.value())
            settings.setValue("per_address", self.per_address_spin.value())
        finally:
            settings.endGroup()

    def restore_settings(self, settings: QSettings) -> None:
        """The last choices, each checked as it is read back (a bad one leaves the default)."""
        from .settingvalues import read_choices, read_int, read_text

        group = SETTINGS_GROUP + "/"
        self.count_spin.setValue(read_int(settings, group + "count", DEFAULT_COUNT, low=1, high=500))
        self.seconds_spin.setValue(
            read_int(settings, group + "seconds", round(DEFAULT_SECONDS), low=5, high=600)
        )
        self.port_spin.setValue(read_int(settings, group + "port", DEFAULT_PORT, low=1024, high=65535))
        class_size, per_address = saved_limits(settings)
        self.class_size_spin.setValue(class_size)
        self.per_address_spin.setValue(per_address)
        for key, store in (
            ("drills", self.drill_boxes[0]),
            ("games", self.game_boxes[0]),
            ("rules", self.rule_boxes[0]),
        ):
            tick(store, set(read_choices(settings, group + key, list(store)) or ()))
        level = read_text(settings, group + "level", Level.PRACTICE.value, choices=[lv.value for lv in Level])
        self.level_box.setCurrentIndex(self.level_box.findData(level))
        if read_text(settings, group + "source", "pack", choices=["pack", "drills"]) == "drills":
            self.drills_radio.setChecked(True)
        else:
            path = read_text(settings, group + "pack", "", max_length=4000)
            if path.strip() and Path(path).is_file():
                self.set_pack_path(path)
            self.pack_radio.setChecked(True)
        self._update()


__all__ = ["CLASS_DRILLS", "DEFAULT_PORT", "ClassHostSetupDialog", "NewSession", "ResumeSession"]
