"""The instructor's exam setup: a dialog that describes an exam and gives its
:class:`~dealer_trainer.records.exams.ExamSpec`.

The questions come from a pack file or are generated (drills, games, rule sets,
hard cases, a hand set number that gives every trainee the same hands); the
exam has a time limit and a pass mark. The dialog says, as the instructor
types, what stops the exam being made (the OK button waits for none) and what
is worth knowing; it keeps the last settings for the next exam, checking each
as it is read back.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.names import RuleSetName, Variant
from ..packs.model import Pack
from ..records.exams import DEFAULT_COUNT, MAX_QUESTIONS, ExamError, ExamSpec
from ..training.kinds import Drill
from ..training.levels import EXAM_LEVEL
from .questionsource import QuestionSourceDialog, tick
from .wordedtext import error_text
from .words import decimal, drill_heading, game_name, rules_name

#: Where the setup dialog keeps its last settings.
SETTINGS_GROUP = "exam"

E = TypeVar("E", bound=Enum)


class ExamSetupDialog(QuestionSourceDialog):
    """The instructor defines an exam: questions from a pack or generated, time, pass mark.

    :meth:`problems` says what stops the exam being made (the OK button waits
    for none); :meth:`spec` gives the :class:`ExamSpec`.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        spec: ExamSpec | None = None,
        variants: Iterable[Variant] = (Variant.STUD7,),
        rules: Iterable[RuleSetName] = (RuleSetName.PA,),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Exam"))
        self.setAccessibleName(self.tr("New exam"))
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.title_edit = QLineEdit(self.tr("Exam"))
        self.title_edit.setAccessibleName(self.tr("Title"))
        self.title_edit.setPlaceholderText(self.tr("For example: Week 3 — bring-in and first to act"))
        form.addRow(self.tr("&Title"), self.title_edit)
        layout.addLayout(form)

        # where the questions come from
        source = QGroupBox(self.tr("Questions"))
        grid = QGridLayout(source)
        self.generated_radio = QRadioButton(self.tr("&Generated"))
        self.generated_radio.setToolTip(
            self.tr(
                "New hands dealt from the hand set number: the same number gives every trainee "
                "the same questions"
            )
        )
        self.pack_radio = QRadioButton(self.tr("From a &pack"))
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.generated_radio)
        self.source_group.addButton(self.pack_radio)
        self.generated_radio.setChecked(True)
        grid.addWidget(self.generated_radio, 0, 0, 1, 3)

        gen = QWidget()
        self.generated_box = gen
        gen_form = QFormLayout(gen)
        gen_form.setContentsMargins(24, 0, 0, 0)
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, MAX_QUESTIONS)
        self.count_spin.setValue(DEFAULT_COUNT)
        self.count_spin.setAccessibleName(self.tr("Number of questions"))
        gen_form.addRow(self.tr("Questions"), self.count_spin)
        self.drill_boxes, drill_grid = self._boxes(
            [(d, drill_heading(d)) for d in Drill], self.tr("Drill"), columns=2
        )
        gen_form.addRow(self.tr("Drills"), drill_grid)
        self.game_boxes, game_grid = self._boxes(
            [(v, game_name(v)) for v in Variant],
            self.tr("Game"),
            columns=3,
            checked=set(variants) or {Variant.STUD7},
        )
        gen_form.addRow(self.tr("Games"), game_grid)
        self.rule_boxes, rule_grid = self._boxes(
            [(r, rules_name(r)) for r in RuleSetName],
            self.tr("Rule set"),
            columns=3,
            checked=set(rules) or {RuleSetName.PA},
        )
        gen_form.addRow(self.tr("Rule sets"), rule_grid)
        self.hard_box = QCheckBox(self.tr("Favour the hard cases (suit ties, common cards, odd chips…)"))
        self.hard_box.setAccessibleName(self.tr("Hard cases"))
        gen_form.addRow("", self.hard_box)
        seed_row = QHBoxLayout()
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 999_999)
        self.seed_spin.setValue(random.randrange(1, 1_000_000))
        self.seed_spin.setAccessibleName(self.tr("Hand set number"))
        self.seed_spin.setToolTip(
            self.tr(
                "The same number deals the same hands to every trainee, so a class sits identical questions"
            )
        )
        self.new_seed_button = QPushButton(self.tr("New hand set"))
        self.new_seed_button.setToolTip(self.tr("A new number: different hands from the last exam"))
        self.new_seed_button.clicked.connect(lambda: self.seed_spin.setValue(random.randrange(1, 1_000_000)))
        seed_row.addWidget(self.seed_spin)
        seed_row.addWidget(self.new_seed_button)
        seed_row.addStretch(1)
        gen_form.addRow(self.tr("Hand set no."), seed_row)
        grid.addWidget(gen, 1, 0, 1, 3)

        grid.addWidget(self.pack_radio, 2, 0, 1, 3)
        pack_form = self._pack_form()
        self.pack_count_spin = QSpinBox()
        self.pack_count_spin.setRange(0, MAX_QUESTIONS)
        self.pack_count_spin.setSpecialValueText(self.tr("All"))
        self.pack_count_spin.setAccessibleName(self.tr("Number of questions from the pack"))
        self.pack_count_spin.setToolTip(
            self.tr(
                "All the pack's questions, or this many drawn by the hand set number (kept in the "
                "pack's order)"
            )
        )
        pack_form.addRow(self.tr("Questions"), self.pack_count_spin)
        grid.addWidget(self.pack_box, 3, 0, 1, 3)
        layout.addWidget(source)

        # the rules of the exam
        terms = QFormLayout()
        self.time_spin = QSpinBox()
        self.time_spin.setRange(0, 600)
        self.time_spin.setValue(30)
        self.time_spin.setSuffix(self.tr(" min"))
        self.time_spin.setSpecialValueText(self.tr("No limit"))
        self.time_spin.setAccessibleName(self.tr("Time limit in minutes, 0 for none"))
        terms.addRow(self.tr("Time &limit"), self.time_spin)
        self.pass_spin = QSpinBox()
        self.pass_spin.setRange(0, 100)
        self.pass_spin.setValue(80)
        self.pass_spin.setSuffix(self.tr(" %"))
        self.pass_spin.setAccessibleName(self.tr("Pass mark in percent"))
        terms.addRow(self.tr("Pass &mark"), self.pass_spin)
        level_tip = self.tr(
            "The exam is taken at one level: how fast the hands are dealt and whether each "
            "decision has a target time. The questions are the same at every level, and an "
            "exam never gives hints."
        )
        terms.addRow(self.tr("Le&vel"), self._level_combo(EXAM_LEVEL, level_tip))
        layout.addLayout(terms)

        layout.addWidget(self._messages("examProblems"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Create Exam"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        for box in (*self.drill_boxes.values(), *self.game_boxes.values(), *self.rule_boxes.values()):
            box.toggled.connect(self._update)
        self.title_edit.textChanged.connect(self._update)
        self.source_group.buttonToggled.connect(self._update)
        for spin in (self.count_spin, self.pack_count_spin, self.time_spin, self.pass_spin):
            spin.valueChanged.connect(self._update)
        if spec is not None:
            self.set_spec(spec)
        self._update()

    # --- the pack

    def _show_pack(self, pack: Pack) -> None:
        count = pack.question_count
        words = (
            self.tr("“{title}”: {count} question") if count == 1 else self.tr("“{title}”: {count} questions")
        )
        self.pack_info.setText(words.format(title=pack.title, count=count))

    # --- the spec

    def set_spec(self, spec: ExamSpec) -> None:
        """Show ``spec`` (its pack, if any, must be chosen again by its file)."""
        self.title_edit.setText(spec.title)
        for drill, box in self.drill_boxes.items():
            box.setChecked(drill in spec.drills)
        for variant, box in self.game_boxes.items():
            box.setChecked(variant in spec.variants)
        for rules, box in self.rule_boxes.items():
            box.setChecked(rules in spec.rules)
        self.count_spin.setValue(spec.count or DEFAULT_COUNT)
        self.pack_count_spin.setValue(spec.count or 0)
        self.seed_spin.setValue(spec.seed)
        self.hard_box.setChecked(spec.hard)
        limit = spec.time_limit_seconds
        self.time_spin.setValue(0 if limit is None else max(1, round(limit / 60)))
        self.pass_spin.setValue(round(spec.pass_mark * 100))
        self.level_box.setCurrentIndex(self.level_box.findData(spec.level.value))
        if spec.pack is not None:
            self._pack = spec.pack
            self.pack_info.setText(self.tr("“{title}”").format(title=spec.pack.title))
            self.pack_radio.setChecked(True)

    def problems(self) -> list[str]:
        """What stops the exam being made, in words (empty when it can be made)."""
        found = []
        if not self.title_edit.text().strip():
            found.append(self.tr("Give the exam a title."))
        if self.from_pack():
            if self._pack_error:
                found.append(self.tr("The pack cannot be used: {why}").format(why=self._pack_error))
            elif self._pack is None:
                found.append(self.tr("Choose a pack file, or generate the questions."))
            elif self._pack.question_count == 0:
                found.append(self.tr("The pack “{title}” has no questions.").format(title=self._pack.title))
        else:
            if not self._chosen(self.drill_boxes):
                found.append(self.tr("Choose at least one drill."))
            if not self._chosen(self.game_boxes):
                found.append(self.tr("Choose at least one game."))
            if not self._chosen(self.rule_boxes):
                found.append(self.tr("Choose at least one rule set."))
        if not found:
            try:
                self._make_spec()
            except ExamError as error:  # anything else the core refuses
                found.append(error_text(error).capitalize() + ".")
        return found

    def notes(self) -> list[str]:
        """Things worth knowing that do not stop the exam."""
        found = []
        if self.from_pack():
            asked = self.pack_count_spin.value()
            if self._pack is not None and asked > self._pack.question_count > 0:
                found.append(
                    self.tr("The pack has {count} questions: all of them will be asked.").format(
                        count=self._pack.question_count
                    )
                )
        else:
            drills = len(self._chosen(self.drill_boxes))
            count = self.count_spin.value()
            if 0 < count < drills:
                words = (
                    self.tr("With {count} question, only {count} of the {drills} drills chosen can be asked.")
                    if count == 1
                    else self.tr(
                        "With {count} questions, only {count} of the {drills} drills chosen can be asked."
                    )
                )
                found.append(words.format(count=count, drills=drills))
        minutes = self.time_spin.value()
        count = (
            self.count_spin.value()
            if not self.from_pack()
            else (self.pack_count_spin.value() or (self._pack.question_count if self._pack else 0))
        )
        if minutes and count and minutes * 60 / count < 10:
            found.append(
                self.tr("{minutes} min for {count} questions leaves {seconds} s a question.").format(
                    minutes=minutes, count=count, seconds=decimal(minutes * 60 / count, 0)
                )
            )
        return found

    def _make_spec(self) -> ExamSpec:
        minutes = self.time_spin.value()
        limit = None if minutes == 0 else minutes * 60.0
        if self.from_pack():
            return ExamSpec(
                self.title_edit.text().strip(),
                count=self.pack_count_spin.value() or None,
                seed=self.seed_spin.value(),
                time_limit_seconds=limit,
                pass_mark=self.pass_spin.value() / 100,
                pack=self._pack,
                level=self.level,
            )
        return ExamSpec(
            self.title_edit.text().strip(),
            count=self.count_spin.value(),
            drills=self._chosen(self.drill_boxes),
            variants=self._chosen(self.game_boxes),
            rules=self._chosen(self.rule_boxes),
            seed=self.seed_spin.value(),
            time_limit_seconds=limit,
            pass_mark=self.pass_spin.value() / 100,
            hard=self.hard_box.isChecked(),
            level=self.level,
        )

    def spec(self) -> ExamSpec:
        """The exam as defined; :class:`ExamError` listing the problems if it cannot be made."""
        problems = self.problems()
        if problems:
            raise ExamError(" ".join(problems))
        return self._make_spec()

    def _update(self) -> None:
        from_pack = self.from_pack()
        self.generated_box.setEnabled(not from_pack)
        self.pack_box.setEnabled(from_pack)
        self._show_messages()

    def accept(self) -> None:
        if self.problems():
            self._update()
            return
        super().accept()

    # --- the last settings

    def save_settings(self, settings: QSettings) -> None:
        """Keep what is chosen now, for the next exam (:meth:`restore_settings`)."""
        settings.beginGroup(SETTINGS_GROUP)
        try:
            settings.setValue("title", self.title_edit.text())
            settings.setValue("source", "pack" if self.from_pack() else "generated")
            settings.setValue("count", self.count_spin.value())
            settings.setValue("drills", ",".join(d.value for d in self._chosen(self.drill_boxes)))
            settings.setValue("games", ",".join(v.value for v in self._chosen(self.game_boxes)))
            settings.setValue("rules", ",".join(r.value for r in self._chosen(self.rule_boxes)))
            settings.setValue("hard", self.hard_box.isChecked())
            settings.setValue("seed", self.seed_spin.value())
            settings.setValue("pack", self._pack_path)
            settings.setValue("pack_count", self.pack_count_spin.value())
            settings.setValue("minutes", self.time_spin.value())
            settings.setValue("pass_percent", self.pass_spin.value())
            settings.setValue("level", self.level.value)
        finally:
            settings.endGroup()

    def restore_settings(self, settings: QSettings) -> None:
        """Show the settings kept by :meth:`save_settings`. Each value is checked as it
        is read: one out of range is brought into it, one that makes no sense (or a
        list with nothing known in it) leaves what the dialog shows already."""
        settings.beginGroup(SETTINGS_GROUP)
        try:
            keys = set(settings.childKeys())

            def text(key: str) -> str | None:
                value = settings.value(key) if key in keys else None
                if isinstance(value, bool):  # as some platforms' settings give them back
                    return "true" if value else "false"
                if isinstance(value, int):
                    return str(value)
                return value if isinstance(value, str) else None

            title = text("title")
            if title is not None and title.strip():
                self.title_edit.setText(title.strip()[:200])
            for key, spin in (
                ("count", self.count_spin),
                ("seed", self.seed_spin),
                ("pack_count", self.pack_count_spin),
                ("minutes", self.time_spin),
                ("pass_percent", self.pass_spin),
            ):
                number = _setting_int(text(key))
                if number is not None:
                    spin.setValue(min(max(number, spin.minimum()), spin.maximum()))
            tick(self.drill_boxes, _setting_choices(text("drills"), Drill))
            tick(self.game_boxes, _setting_choices(text("games"), Variant))
            tick(self.rule_boxes, _setting_choices(text("rules"), RuleSetName))
            hard = text("hard")
            if hard in ("true", "false"):
                self.hard_box.setChecked(hard == "true")
            index = self.level_box.findData(text("level"))
            if index >= 0:
                self.level_box.setCurrentIndex(index)
            if text("source") == "pack":
                path = text("pack")
                if path and path.strip():
                    self.set_pack_path(path)
                self.pack_radio.setChecked(True)
        finally:
            settings.endGroup()
        self._update()


def _setting_int(text: str | None) -> int | None:
    """A whole number read from the settings, or None; never a huge one (a settings
    file can hold any text)."""
    if text is None:
        return None
    text = text.strip()
    if not re.fullmatch(r"[+-]?\d{1,9}", text):
        return None
    return int(text)


def _setting_choices(text: str | None, kind: type[E]) -> set[E]:
    """The values of ``kind`` named in a comma-separated setting (unknown names left out)."""
    if not text:
        return set()
    known = {member.value: member for member in kind}
    return {known[part.strip()] for part in text.split(",") if part.strip() in known}


__all__ = ["ExamSetupDialog"]
