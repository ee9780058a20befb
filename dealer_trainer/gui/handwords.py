"""Shown hands in a dealer's words, for the "Read the showdown" drill's answers.

At the showdown a dealer reads every live hand aloud: "Kings full of sevens",
"Ace-high flush", "Two pair, queens and nines", "8-6 low", "No low". The
engine gives each hand as typed data (:class:`~dealer_trainer.engine.handclass.HighHand`,
:class:`~dealer_trainer.engine.handclass.LowHand`: a class and five ranks in
the order a dealer reads them), so this module only reads those fields and
words them; it ranks, compares and qualifies nothing itself.

Every phrase is one whole text in the ``HandWords`` context with named
``{fields}``, and each rank has its own texts (singular, plural, and "… high"
in two forms) because a language may need the rank's own article or
contraction there (Spanish "Color al as", "Escalera a la reina"). The card
faces of a low (``8-6``) are the table's own symbols, shared with the reasons
(:func:`.reasonwords.rank_face`). A phrase is given with its first letter
capitalised, as an answer in a list shows it.

The drill's options are built in the training layer
(:mod:`dealer_trainer.training.handoptions`), each a typed hand in the form a
dealer names it; this module words any of them, and two different options
always read differently (``tests/test_handoptions.py`` checks it over many
hands), so a list never shows the same words twice.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Rank
from ..engine.handclass import HandClass, HighHand, LowHand
from ..engine.variants import LowRule
from ..training.parts import NoLow
from .reasonwords import capitalised, rank_face, rank_high, rank_noun, rank_plural

__all__ = ["high_hand_words", "low_hand_words"]

# --- ranks ------------------------------------------------------------------------


def rank_high_before(rank: int) -> str:
    """A top card said before the class (``ace-high``): "Ace-high flush"; a text a rank,
    as Spanish puts its own article there ("al as", "a la jota"); said after the class,
    a top card is :func:`.reasonwords.rank_high`."""
    highs = {
        2: QCoreApplication.translate("HandWords", "two-high"),
        3: QCoreApplication.translate("HandWords", "three-high"),
        4: QCoreApplication.translate("HandWords", "four-high"),
        5: QCoreApplication.translate("HandWords", "five-high"),
        6: QCoreApplication.translate("HandWords", "six-high"),
        7: QCoreApplication.translate("HandWords", "seven-high"),
        8: QCoreApplication.translate("HandWords", "eight-high"),
        9: QCoreApplication.translate("HandWords", "nine-high"),
        10: QCoreApplication.translate("HandWords", "ten-high"),
        11: QCoreApplication.translate("HandWords", "jack-high"),
        12: QCoreApplication.translate("HandWords", "queen-high"),
        13: QCoreApplication.translate("HandWords", "king-high"),
    }
    return highs.get(rank) or QCoreApplication.translate("HandWords", "ace-high")


# --- high hands -------------------------------------------------------------------


def high_hand_words(hand: HighHand) -> str:
    """A high hand as a dealer reads it: "Kings full of sevens", "Ace-high flush".

    The ranks are read where :mod:`~dealer_trainer.engine.handclass` puts them
    (bigger groups first, a straight from its top card, the wheel as ``5 4 3 2 A``),
    so a full house's pair is its fourth rank and a second pair its third.
    """
    ranks = hand.ranks
    top = ranks[0]
    cls = hand.hand_class
    if cls is HandClass.STRAIGHT_FLUSH:
        if top == Rank.ACE:
            text = QCoreApplication.translate("HandWords", "Royal flush")
        else:
            text = QCoreApplication.translate("HandWords", "Straight flush, {high}").format(
                high=rank_high(top)
            )
    elif cls is HandClass.FOUR_OF_A_KIND:
        text = QCoreApplication.translate("HandWords", "Four {ranks}").format(ranks=rank_plural(top))
    elif cls is HandClass.FULL_HOUSE:
        text = QCoreApplication.translate("HandWords", "{trips} full of {pair}").format(
            trips=rank_plural(top), pair=rank_plural(ranks[3])
        )
    elif cls is HandClass.FLUSH:
        text = QCoreApplication.translate("HandWords", "{high} flush").format(high=rank_high_before(top))
    elif cls is HandClass.STRAIGHT:
        if top == Rank.FIVE:
            text = QCoreApplication.translate("HandWords", "Wheel")
        else:
            text = QCoreApplication.translate("HandWords", "Straight, {high}").format(high=rank_high(top))
    elif cls is HandClass.THREE_OF_A_KIND:
        text = QCoreApplication.translate("HandWords", "Three {ranks}").format(ranks=rank_plural(top))
    elif cls is HandClass.TWO_PAIR:
        text = QCoreApplication.translate("HandWords", "Two pair, {upper} and {lower}").format(
            upper=rank_plural(top), lower=rank_plural(ranks[2])
        )
    elif cls is HandClass.ONE_PAIR:
        text = QCoreApplication.translate("HandWords", "Pair of {ranks}").format(ranks=rank_plural(top))
    else:
        text = QCoreApplication.translate("HandWords", "{rank} high").format(rank=rank_noun(top))
    return capitalised(text)


# --- lows -------------------------------------------------------------------------


def _paired(low: LowHand) -> bool:
    """Whether the low shows a rank twice (only ace-to-five lows can): read in full then."""
    return len(set(low.ranks)) < len(low.ranks)


def low_hand_words(
    low: LowHand | NoLow | None, rule: LowRule = LowRule.EIGHT_OR_BETTER, *, cards: int = 2
) -> str:
    """A low as a dealer reads it: "8-6 low", "Wheel", "No low".

    ``low`` is what the engine's :class:`~dealer_trainer.engine.handclass.ShownHand`
    holds (``None`` in an eight-or-better game when the seat has no qualifying
    low), or an option of the drill's low (``NoLow()`` for "No low").
    A low is read from its highest card down, ``cards`` of them (two, as a dealer
    calls it; more to tell two lows apart: "8-6-4 low"); a paired low, which only
    an ace-to-five game deals, is read in full with its pair, as it loses to every
    unpaired low. ``rule`` says which game reads it.
    """
    if not isinstance(low, LowHand) or rule is LowRule.NONE:
        return QCoreApplication.translate("HandWords", "No low")
    if low.ranks == (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE):
        return QCoreApplication.translate("HandWords", "Wheel")
    separator = QCoreApplication.translate("HandWords", "-")
    if _paired(low):
        faces = separator.join(rank_face(rank) for rank in low.ranks)
        return capitalised(QCoreApplication.translate("HandWords", "{ranks} low, paired").format(ranks=faces))
    faces = separator.join(rank_face(rank) for rank in low.ranks[: max(2, min(cards, 5))])
    return capitalised(QCoreApplication.translate("HandWords", "{ranks} low").format(ranks=faces))
