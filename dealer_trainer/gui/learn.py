"""Learn mode: a self-study rules reference, one topic at a time.

The panel only shows what :mod:`dealer_trainer.training.rulebook` writes for
the chosen game and rule set; "Show me" asks the table to deal a hand that
shows the rule, by emitting :attr:`LearnPanel.showMe`.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.rulebook import Topic, example_words, topics
from ..wording import Prose, Worded
from .reasonwords import rule_words
from .theme import TEXT_SUIT_RED
from .wordedtext import prose_text, worded_text
from .words import drill_heading, game_title, rules_title

# --- the rules reference's words (the rulebook keeps them as marked templates) ---------


def rulebook_text(words: Worded) -> str:
    """Words of the rules reference in the user's language (values translated too)."""
    return worded_text(words, "Rulebook")


def rulebook_prose(prose: Prose) -> str:
    """A lesson's sentences in the user's language, a space between them."""
    return prose_text(prose, "Rulebook")


def example_text(topic: Topic) -> str:
    """What "Show me" deals for ``topic``, with the drill worded by the window ("" if none)."""
    words = example_words(topic)
    if words is None or topic.example is None:
        return ""
    return QCoreApplication.translate("Rulebook", words.template).format(
        drill=drill_heading(topic.example[0])
    )


def text_margin(option: QStyleOptionViewItem) -> int:
    """The room Qt's style leaves each side of an item's text when it paints it."""
    style = option.widget.style() if option.widget is not None else None
    if style is None:
        return 0
    return style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, option.widget) + 1


class _WrappedTitles(QStyledItemDelegate):
    """Topic titles wrapped the way they are painted.

    Qt sizes a wrapped item for a few pixels more than it paints the text in, so a
    title that only just fits on one line is painted on two in a one-line row and cut
    short ("Quién actúa …"). The row is made as tall as the text wraps in its painted
    width.
    """

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        painted = QStyleOptionViewItem(option)
        margin = text_margin(option)
        painted.rect = option.rect.adjusted(0, 0, -2 * margin, 0)
        return QSize(hint.width(), max(hint.height(), super().sizeHint(painted, index).height()))


#: The key of "Show me" (listed in Help ▸ Keyboard Shortcuts before the panel is built).
SHOW_ME_KEY = "Ctrl+E"


class LearnPanel(QWidget):
    """Pick a game and a rule set, then read the rules topic by topic."""

    #: (drill, focus, variant, rules) values of the example hand to deal.
    showMe = Signal(str, str, str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._topics: list[Topic] = []  # in the order of the list's rows

        self.game = QComboBox(self)
        self.game.setAccessibleName(self.tr("Game"))
        for variant in Variant:
            self.game.addItem(game_title(variant), variant.value)
        self._fit(self.game, 18)
        self.rules = QComboBox(self)
        self.rules.setAccessibleName(self.tr("Rule set"))
        for name in RuleSetName:
            self.rules.addItem(rules_title(name), name.value)
        self._fit(self.rules, 10)

        game_label = QLabel(self.tr("&Game:"), self)
        game_label.setBuddy(self.game)
        rules_label = QLabel(self.tr("&Rules:"), self)
        rules_label.setBuddy(self.rules)
        choose = QHBoxLayout()
        choose.addWidget(game_label)
        choose.addWidget(self.game, 3)
        choose.addSpacing(self.fontMetrics().averageCharWidth() * 2)
        choose.addWidget(rules_label)
        choose.addWidget(self.rules, 1)

        self.topic_list = QListWidget(self)
        self.topic_list.setAccessibleName(self.tr("Topics"))
        self.topic_list.setWordWrap(True)
        self.topic_list.setItemDelegate(_WrappedTitles(self.topic_list))
        self.topic_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # spacing from the font, so it grows with it on a projector
        self.topic_list.setSpacing(max(1, self.fontMetrics().height() // 5))
        self.view = QTextBrowser(self)
        self.view.setAccessibleName(self.tr("Topic text"))
        self.view.setOpenLinks(False)
        self.view.document().setDocumentMargin(self.fontMetrics().averageCharWidth() * 1.5)

        self.show_me = QPushButton(self.tr("Show me"), self)
        self.show_me.setAccessibleName(self.tr("Show me"))
        self.show_me.setShortcut(QKeySequence(SHOW_ME_KEY))
        self.show_me.setToolTip(
            self.tr("Deal an example hand on the table ({key})").format(
                key=self.show_me.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            )
        )
        self.show_me.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.example = QLabel(self)
        self.example.setWordWrap(True)
        self.example.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        buttons = QHBoxLayout()
        buttons.addWidget(self.example, 1)
        buttons.addWidget(self.show_me)

        reader = QWidget(self)
        right = QVBoxLayout(reader)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.view, 1)
        right.addLayout(buttons)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.topic_list)
        self.splitter.addWidget(reader)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 2)

        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.splitter, 1)

        self.game.currentIndexChanged.connect(self._refresh)
        self.rules.currentIndexChanged.connect(self._refresh)
        # currentRowChanged, not currentItemChanged: PySide6 6.12 mishandles the None
        # (null item) that currentItemChanged, currentItem() and item() can hand back
        self.topic_list.currentRowChanged.connect(self._current_changed)
        self.show_me.clicked.connect(self._emit_show_me)
        self._refresh()

    # --- public --------------------------------------------------------------------

    def set_game(self, variant: Variant | str, rules: RuleSetName | str) -> None:
        """Show the topics of ``variant`` under ``rules`` (keeping the topic if it applies)."""
        blocked = self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(Variant(variant).value))
        self.game.blockSignals(blocked)
        blocked = self.rules.blockSignals(True)
        self.rules.setCurrentIndex(self.rules.findData(RuleSetName(rules).value))
        self.rules.blockSignals(blocked)
        self._refresh()

    def variant(self) -> Variant:
        return Variant(self.game.currentData())

    def rule_set(self) -> RuleSetName:
        return RuleSetName(self.rules.currentData())

    def current_topic(self) -> Topic | None:
        row = self.topic_list.currentRow()
        return self._topics[row] if 0 <= row < len(self._topics) else None

    def select_topic(self, topic_id: str) -> bool:
        """Select ``topic_id`` if this game has it; ``False`` if it does not."""
        for row, topic in enumerate(self._topics):
            if topic.id == topic_id:
                self.topic_list.setCurrentRow(row)
                return True
        return False

    # --- internals -------------------------------------------------------------------

    @staticmethod
    def _fit(combo: QComboBox, chars: int) -> None:
        """Long game names must not widen the panel: the combo shrinks to ``chars``
        characters and stretches when there is room; its tooltip has the full name."""
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(chars)
        combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        combo.setToolTip(combo.currentText())
        combo.currentTextChanged.connect(combo.setToolTip)

    def _refresh(self) -> None:
        previous = self.current_topic()
        self._topics = topics(self.variant(), self.rule_set())
        blocked = self.topic_list.blockSignals(True)
        self.topic_list.clear()
        self.topic_list.addItems([rulebook_text(topic.heading) for topic in self._topics])
        self.topic_list.blockSignals(blocked)
        if previous is None or not self.select_topic(previous.id):
            self.topic_list.setCurrentRow(0)
        self._show_current()

    def _current_changed(self, row: int) -> None:
        self._show_current()

    def _show_current(self) -> None:
        topic = self.current_topic()
        self.show_me.setEnabled(topic is not None and topic.example is not None)
        self.example.setText("" if topic is None else example_text(topic))
        if topic is None:
            self.view.clear()
            return
        rule_word = html.escape(self.tr("Rule"))
        self.view.setHtml(
            f"<h2>{html.escape(rulebook_text(topic.heading))}</h2>"
            f'<p style="color: {self._grey()}"><span style="font-variant: small-caps">'
            f"{rule_word}</span>&nbsp; {html.escape(rule_words(topic.rule))}</p>"
            f'<p style="line-height: 135%">'
            f"{self._suits(html.escape(rulebook_prose(topic.text)))}</p>"
        )

    def _suits(self, text: str) -> str:
        """Hearts and diamonds in red, as on the cards."""
        dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
        red = TEXT_SUIT_RED[dark]
        for suit in "♥♦":
            text = text.replace(suit, f'<span style="color: {red}">{suit}</span>')
        return text

    def _grey(self) -> str:
        """A muted text colour that reads on light and dark palettes alike."""
        text = self.palette().color(QPalette.ColorRole.Text)
        base = self.palette().color(QPalette.ColorRole.Base)
        mix = [
            round(a * 0.55 + b * 0.45)
            for a, b in ((text.red(), base.red()), (text.green(), base.green()), (text.blue(), base.blue()))
        ]
        return "#{:02x}{:02x}{:02x}".format(*mix)

    def _emit_show_me(self) -> None:
        topic = self.current_topic()
        if topic is None or topic.example is None:
            return
        drill, focus = topic.example
        self.showMe.emit(drill.value, focus.value, self.variant().value, self.rule_set().value)
