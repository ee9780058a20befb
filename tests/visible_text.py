"""What a user can read in the windows, and which of it is still English.

:func:`collect` reads every text a widget tree shows: window titles, labels,
buttons, group boxes, tabs, combo box items, placeholders, item views (their
headers and cells, through the model), text edits, status bars, tooltips,
the open menus' actions and the words a :class:`~PySide6.QtWidgets.QGraphicsView`
paints (the table's texts are ``QGraphicsSimpleTextItem`` items of its scene,
with tooltips of their own).

:class:`EnglishDetector` decides which of those texts are English, two ways:

1. a text, or one line or sentence of it, is an English source text of the
   ``.ts`` file (``{fields}`` filled with anything) whose translation differs,
   or it contains a whole such source of three words or more;
2. otherwise a line is English when it has two or more words of
   :data:`ENGLISH_WORDS` (common English words and dealer words that are not
   Spanish words), or when every word of it is one of them ("Close").

Proper names (:data:`PROPER_NAMES`), card codes, numbers, § references, file
names and paths, and the names a test adds (trainees, pack titles: the
instructor's own words) are taken out before the words are counted.
"""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QSpinBox,
    QStatusBar,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[1]
SPANISH_TS = ROOT / "assets" / "translations" / "dealer_trainer_es.ts"

#: Common English words and dealer words that are not also Spanish words
#: (no "a", "no", "as", "has", "full", "total", "final", "color", "error", "menu").
ENGLISH_WORDS = frozenset(
    """
    the and of to is are was were be been being with your you yours this that these those
    it its for from by on in at or not but if then than when where which who whom whose what
    why how all any each every some many more most much other another only also just very can
    cannot could would should will shall may might must do does did done has have had having
    there here their they them we our us she his her him one two three four five six
    into onto out over under up down off again after before about because while until
    hand hands seat seats card cards pot pots player players deal dealt deals dealing next
    right wrong open opened save saved close closed file files question questions answer answers
    answered bet bets raise raises call calls check checks fold folds burn burned burns shuffle
    shuffled street streets chip chips table tables drill drills pack packs trainee trainees
    exam exams score scored hint hints show shows shown choose chosen press pressed new edit
    print printed cancel yes none done help quit view learn rules rule reference progress
    results result class window key keys shortcut shortcuts about version add added remove
    removed delete undo redo copy paste name names title notes game games wins win won
    winner high low split odd pays paid gives gave give left first last time times seconds
    minutes day days week weeks missed practice practise weak skill skills accuracy average
    report passed failed pass fail start started stop finish finished ready wait waiting
    settings choice choices select selected picture worksheet key import export imported
    exported records record backup restore damaged could kept keep says said tells told
    everyone nobody nothing something anything everything yet still already now today
    present submit skip animation hard cases deck screen my take keyboard clubs diamonds
    hearts spades green blue black big small far discard discarded stub position second
    third fourth fifth sixth seventh main side given folder folders read write needs below
    above miss misses hinted half without mistake mistakes instructor's trainee's documents
    least enough please try again upcard downcard face faces dealer's player's
    ago earlier untitled duplicate empty changed action actions gets named minute hour hours
    """.split()
)

#: Names that stay in English in a Spanish window (the glossary's proper names).
PROPER_NAMES = (
    "Dealer Trainer",
    "Super Seven-card Stud",
    "Seven-card Stud",
    "Five-card Stud",
    "Super Seven",
    "Robert's Rules of Poker",
    "Razz",
    "Hi-Lo",
    "PokerKit",
    "WSOP",
    "PHH",
    "Qt",
    "PySide6",
    "pyqtgraph",
    "NumPy",
)

_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[shdc]\b")
_FILE = re.compile(r"\S+\.(?:studpack|json|csv|pdf|png|sqlite3|log|txt|phh|ts|qm)\b", re.IGNORECASE)
_PATH = re.compile(r"(?:[A-Za-z]:)?[/\\]\S+")
_SECTION = re.compile(r"§\s*\S+|\b\d+[a-z]?\.\d+\S*")
_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]+(?:['’-][A-Za-zÀ-ÖØ-öø-ÿ]+)*")
_FIELD = re.compile(r"\{[a-z_]+\}|%n|%\d")
_MNEMONIC = re.compile(r"&(?=[^&\s])")
_MARKS = re.compile(r"^[✓✗✘•·—–\-\s]+")
_SENTENCE = re.compile(r"(?<=[.!?;:])\s+|\s+[—·•|]\s+")


def plain(text: str) -> str:
    """``text`` as it reads: rich text made plain, accelerators and spaces tidied."""
    if "<" in text and GuiQt.mightBeRichText(text):
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    text = _MNEMONIC.sub("", text).replace("&&", "&")
    text = text.replace("\u2029", "\n").replace("\u2028", "\n").replace("\xa0", " ")
    return "\n".join(" ".join(line.split()) for line in text.splitlines()).strip()


def parts(text: str) -> Iterator[str]:
    """The text, each of its lines, and each sentence of each line (and each without
    the marks before it: "✘ NOT PASSED")."""
    for part in _parts(text):
        yield part
        bare = _MARKS.sub("", part)
        if bare and bare != part:
            yield bare


def _parts(text: str) -> Iterator[str]:
    yield text
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        yield line
        for sentence in _SENTENCE.split(line):
            if sentence.strip() and sentence.strip() != line:
                yield sentence.strip()


@dataclass(frozen=True)
class Seen:
    """One text a user can read, and where."""

    text: str
    where: str


@dataclass(frozen=True)
class Finding:
    seen: Seen
    why: str
    context: str  # the .ts context of the English source, or "?" when it was found by its words
    source: str = ""  # that source (its {fields} unfilled), if one was found

    def __str__(self) -> str:
        return f"[{self.context}] {self.seen.text!r}  ({self.why}; at {self.seen.where})"


# --- the .ts sources -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    context: str
    text: str  # plain, as :func:`plain` makes it
    pattern: re.Pattern[str] | None  # for a text with fields
    anchor: str  # its longest literal piece, to test the pattern only where it can match


def _pattern(text: str) -> tuple[re.Pattern[str] | None, str]:
    pieces = _FIELD.split(text)
    if len(pieces) == 1:
        return None, text
    if not _WORD.search("".join(pieces)):
        return None, ""  # a pattern of fields and punctuation would match anything
    regex = re.escape(pieces[0])
    for before, after in itertools.pairwise(pieces):
        # a field glued to a letter is a number ("{number}rd"); any other, any text
        glued = before[-1:].isalpha() or after[:1].isalpha()
        regex += (r"\d+" if glued else "(?:.+?)") + re.escape(after)
    return re.compile(regex, re.DOTALL), max(pieces, key=len)


def english_sources(ts: Path = SPANISH_TS) -> list[Source]:
    """The .ts sources a Spanish window must not show: untranslated, or translated differently."""
    root = ET.parse(ts).getroot()
    found: list[Source] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = plain(message.findtext("source") or "")
            translation = message.find("translation")
            forms = [] if translation is None else [translation.text or ""]
            if translation is not None and message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
            if not _WORD.search(source) or any(plain(form) == source for form in forms if form):
                continue  # no words, or the same in Spanish ("Razz", "{tip} ({keys})")
            variants = {source, *(part.strip() for part in source.split(";;") if ";;" in source)}
            if "%n" in source:  # a plural source reads with the number in it, "(s)" either way
                variants |= {source.replace("(s)", ""), source.replace("(s)", "s")}
            for variant in variants:
                pattern, anchor = _pattern(variant)
                if pattern is not None or anchor:
                    found.append(Source(name, variant, pattern, anchor))
    return found


def _spanish_texts(ts: Path = SPANISH_TS) -> list[str]:
    root = ET.parse(ts).getroot()
    texts = [plain(t.text or "") for t in root.iter("translation")]
    texts += [plain(t.text or "") for t in root.iter("numerusform")]
    return [t for t in texts if t]


class EnglishDetector:
    """Says which texts are English (see the module docstring)."""

    def __init__(self, allowed: Iterable[str] = (), ts: Path = SPANISH_TS) -> None:
        spanish_texts = _spanish_texts(ts)
        translations = self.translations = set(spanish_texts)
        # A text that is some entry's Spanish ("Ante", "Razz" kept as they are) is not English.
        sources = [s for s in english_sources(ts) if s.text not in translations]
        self.exact: dict[str, Source] = {s.text: s for s in sources if s.pattern is None}
        #: By the casefolded text too: a banner may show a source in capitals.
        self.folded: dict[str, Source] = {}
        for source in self.exact.values():
            self.folded.setdefault(source.text.casefold(), source)
        # The most specific first: "Unassigned: {pots}" before "{count} left".
        self.patterns = sorted(
            (s for s in sources if s.pattern is not None), key=lambda s: -len(_FIELD.sub("", s.text))
        )
        #: Sources with fields and three words or more, found inside a longer text too.
        self.inside_patterns = [s for s in self.patterns if len(_WORD.findall(_FIELD.sub("", s.text))) >= 3]
        spanish = "\n".join(spanish_texts)
        # Whole sources of three words or more found inside a longer text (a reason
        # glued into a Spanish sentence), unless a Spanish translation has them too.
        long = sorted(
            (s.text for s in sources if s.pattern is None and len(_WORD.findall(s.text)) >= 3),
            key=len,
            reverse=True,
        )
        long = [t for t in long if t not in spanish]
        self.inside = re.compile("|".join(rf"(?<!\w){re.escape(t)}(?!\w)" for t in long)) if long else None
        self.allowed = sorted({*PROPER_NAMES, *(a for a in allowed if a)}, key=len, reverse=True)

    def source_of(self, text: str) -> tuple[str, str] | None:
        """The .ts context and English source that ``text`` is (or fills in), or None."""
        if text in self.translations:
            return None
        exact = self.exact.get(text) or self.folded.get(text.casefold())
        if exact is not None:
            return exact.context, exact.text
        for source in self.patterns:
            if source.anchor in text and source.pattern is not None and source.pattern.fullmatch(text):
                return source.context, source.text
        return None

    def english_words(self, line: str) -> list[str]:
        """The words of :data:`ENGLISH_WORDS` in ``line`` once the names are taken out,
        or [] if they do not make it English."""
        for name in self.allowed:
            line = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", line)
        for regex in (_FIELD, _FILE, _PATH, _CARD, _SECTION):
            line = regex.sub(" ", line)
        words = [w.lower() for w in _WORD.findall(line)]
        english = [w for w in words if w in ENGLISH_WORDS]
        if len(english) >= 2 or (english and len(english) == len(words)):
            return english
        return []

    def judge(self, seen: Seen) -> Finding | None:
        text = seen.text
        allowed = set(self.allowed)
        if text in allowed:
            return None
        # The instructor's longer texts (a pack's title, notes) are taken out whole; a
        # short one ("Who brings in?") only where it is all of a line or sentence.
        for name in self.allowed:
            if len(_WORD.findall(name)) >= 4:
                text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", "\N{REPLACEMENT CHARACTER}", text)
        best: tuple[int, str, tuple[str, str]] | None = None
        for part in parts(text):
            if part in allowed:
                continue
            found = self.source_of(part)
            if found is not None and (best is None or len(_FIELD.sub("", found[1])) > best[0]):
                best = (len(_FIELD.sub("", found[1])), part, found)  # the most specific source
        if best is not None:
            return Finding(seen, f"English source {best[1]!r}", *best[2])
        if self.inside is not None:
            match = self.inside.search(text)
            if match:
                source = self.exact[match.group(0)]
                return Finding(
                    seen, f"contains the English source {source.text!r}", source.context, source.text
                )
        for source in self.inside_patterns:
            if source.anchor in text and source.pattern is not None and source.pattern.search(text):
                return Finding(
                    seen, f"contains the English source {source.text!r}", source.context, source.text
                )
        for line in parts(text):
            if line == text and "\n" in text:
                continue  # judged line by line
            words = self.english_words(line)
            if words:
                return Finding(seen, f"English words {words}", "?")
        return None

    def findings(self, seen: Iterable[Seen]) -> list[Finding]:
        """The English texts of ``seen``: each English source once (the first place it
        was seen filled in), each other English text once."""
        found: dict[str, Finding] = {}
        judged: set[str] = set()
        for item in seen:
            if item.text in judged:
                continue
            judged.add(item.text)
            finding = self.judge(item)
            if finding is not None:
                found.setdefault(finding.source or item.text, finding)
        return list(found.values())


# --- collecting ---------------------------------------------------------------------------------


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list's model hides it: one column
        return 1


def _place(widget: QWidget) -> str:
    window = widget.window()
    title = plain(window.windowTitle()) or type(window).__name__
    name = widget.objectName()
    return f"{title} › {type(widget).__name__}{'#' + name if name else ''}"


class Collector:
    """Gathers :class:`Seen` texts; :meth:`widget` reads a widget and all its visible children."""

    #: Cells read per item view (a pack's hands or a long record would cost seconds).
    MAX_ROWS = 60

    def __init__(self) -> None:
        self.seen: list[Seen] = []

    def add(self, text: object, where: str) -> None:
        if isinstance(text, str):
            text = plain(text)
            if _WORD.search(text):
                self.seen.append(Seen(text, where))

    def widget(self, root: QWidget) -> None:
        if not root.isVisible():
            return
        self.add(root.window().windowTitle(), f"{_place(root)} (window title)")
        for widget in [root, *root.findChildren(QWidget)]:
            if widget.isVisible():
                self._one(widget)

    def all_windows(self) -> None:
        """Every visible window of the app, and the menu or tooltip showing."""
        for window in QApplication.topLevelWidgets():
            if window.isVisible() and not isinstance(window, QMenu):
                self.widget(window)
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            self.menu(popup)

    def menu(self, menu: QMenu) -> None:
        where = f"menu {plain(menu.title()) or '?'}"
        self.add(menu.title(), where)
        for action in menu.actions():
            if action.isVisible() and not action.isSeparator():
                self.add(action.text(), f"{where} › {plain(action.text())}")
                if action.toolTip() != action.text().replace("&", ""):
                    self.add(action.toolTip(), f"{where} › {plain(action.text())} (tooltip)")
                self.add(action.statusTip(), f"{where} › {plain(action.text())} (status tip)")

    def _one(self, widget: QWidget) -> None:
        where = _place(widget)
        self.add(widget.toolTip(), f"{where} (tooltip)")
        self.add(widget.statusTip(), f"{where} (status tip)")
        if isinstance(widget, QDockWidget) or widget.isWindow():
            self.add(widget.windowTitle(), f"{where} (title)")
        if isinstance(widget, QLabel):
            self.add(widget.text(), where)
        elif isinstance(widget, QAbstractButton):
            self.add(widget.text(), where)
        elif isinstance(widget, QGroupBox):
            self.add(widget.title(), where)
        elif isinstance(widget, QMenuBar):
            for action in widget.actions():
                self.add(action.text(), f"menu bar › {plain(action.text())}")
        elif isinstance(widget, QStatusBar):
            self.add(widget.currentMessage(), f"{where} (message)")
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                self.add(widget.itemText(index), f"{where} (item {index})")
                self.add(widget.itemData(index, Qt.ItemDataRole.ToolTipRole), f"{where} (item tooltip)")
            if widget.lineEdit() is not None:
                self.add(widget.lineEdit().placeholderText(), f"{where} (placeholder)")
        elif isinstance(widget, QLineEdit):
            self.add(widget.placeholderText(), f"{where} (placeholder)")
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            self.add(widget.toPlainText(), where)
            self.add(widget.placeholderText(), f"{where} (placeholder)")
        elif isinstance(widget, QAbstractSpinBox):
            self.add(widget.specialValueText(), f"{where} (special value)")
            if isinstance(widget, QSpinBox):
                self.add(widget.prefix(), f"{where} (prefix)")
                self.add(widget.suffix(), f"{where} (suffix)")
        if isinstance(widget, QTabWidget):
            bar = widget.tabBar()
            for index in range(widget.count()):
                if bar.isVisible():
                    self.add(widget.tabText(index), f"{where} (tab {index})")
                self.add(widget.tabToolTip(index), f"{where} (tab {index} tooltip)")
        elif isinstance(widget, QTabBar) and not isinstance(widget.parent(), QTabWidget):
            for index in range(widget.count()):
                self.add(widget.tabText(index), f"{where} (tab {index})")
                self.add(widget.tabToolTip(index), f"{where} (tab {index} tooltip)")
        if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            self._model(widget, where)
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            self._scene(widget, where)

    def _model(self, view: QAbstractItemView, where: str) -> None:
        model = view.model()
        if model is None:
            return
        roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            top = QModelIndex()
            count = _columns(model, top) if orientation is Qt.Orientation.Horizontal else model.rowCount(top)
            for section in range(min(count, self.MAX_ROWS)):
                for role in roles:
                    self.add(model.headerData(section, orientation, role), f"{where} (header {section})")

        def walk(parent: QModelIndex, depth: int) -> None:
            for row in range(min(model.rowCount(parent), self.MAX_ROWS)):
                for column in range(_columns(model, parent)):
                    index = model.index(row, column, parent)
                    for role in roles:
                        self.add(model.data(index, role), f"{where} (cell {row},{column})")
                first = model.index(row, 0, parent)
                if depth < 3 and model.rowCount(first) > 0:
                    walk(first, depth + 1)

        if not isinstance(view.window(), QFileDialog):  # Qt's own: not the folder's file names
            walk(QModelIndex(), 0)

    def _scene(self, view: QGraphicsView, where: str) -> None:
        for item in view.scene().items():
            if not item.isVisible():
                continue
            self.add(item.toolTip(), f"{where} (painted item tooltip)")
            if isinstance(item, QGraphicsSimpleTextItem):
                self.add(item.text(), f"{where} (painted)")
            elif isinstance(item, QGraphicsTextItem):
                self.add(item.toPlainText(), f"{where} (painted)")
