"""The rules reference for learn mode: one short lesson per rule, per game and rule set.

Every topic cites where its rule comes from — a subsection of the PA code
(``PA §637a.10(d)(1)``), the cardroom's or the online room's rules, or standard
poker procedure where the PA text has no subsection for it; where the trainer
takes one reading of a point the texts leave open, the reference says which
("house reading: …") — and explains it in our own words with a small example.
The rule texts are cited, never quoted. Where the engine gives a reference for
the same decision (:func:`dealer_trainer.engine.reasons.reference`), the topic
uses exactly that reference, so the lesson and the drill's verdict agree.

>>> from dealer_trainer.engine.variants import Variant
>>> from dealer_trainer.engine.rules import RuleSetName
>>> bring_in = lookup("bring-in", Variant.STUD7, RuleSetName.PA)
>>> bring_in.reference
'PA §637a.10(d)(1)'
>>> lookup("rake", Variant.STUD7, RuleSetName.CARDROOM).reference
'House rules (cardroom)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..engine.openers import bring_in_rule
from ..engine.reasons import Reading, RuleRef, rule_ref
from ..engine.reasons import Topic as Why
from ..engine.rules import BringInCard, OddChip, RulesError, RuleSet, RuleSetName, preset
from ..engine.variants import LowRule, Variant, VariantSpec, spec_of
from ..wording import QT_TRANSLATE_NOOP, Prose, Value, Worded, english
from .errors import TopicError, no_game, no_topic
from .focus import POSSIBLE, Focus
from .kinds import Drill

Example = tuple[Drill, Focus]


@dataclass(frozen=True)
class Topic:
    """One lesson of the rules reference.

    Its words are ours, kept as marked templates (:mod:`dealer_trainer.wording`) so the
    GUI shows them translated; :attr:`title` and :attr:`body` are the English.
    """

    id: str
    #: The topic's title, as a template the GUI translates.
    heading: Worded
    #: Where the rule comes from, as typed data the GUI words the way a drill's
    #: reason cites it (:func:`dealer_trainer.gui.reasonwords.rule_words`).
    rule: RuleRef
    #: Two to six sentences in plain words, with a small example where it helps.
    text: Prose
    #: The drill and hard case whose hand shows the rule on the table ("Show me").
    example: Example | None = None

    @property
    def reference(self) -> str:
        """Where the rule comes from, in English: ``PA §637a.10(d)(1)``, ``House rules
        (cardroom)``, ``Online room rules``, ``Standard poker procedure``, or any of these
        followed by the reading the trainer takes (``…; house reading: …``)."""
        return self.rule.cited

    @property
    def title(self) -> str:
        """The title in English."""
        return self.heading.english()

    @property
    def body(self) -> str:
        """The lesson in English."""
        return english(self.text)


#: How the rule sets are named to a trainee.
RULE_SET_TITLES: dict[RuleSetName, str] = {
    RuleSetName.PA: "Pennsylvania",
    RuleSetName.CARDROOM: "Cardroom",
    RuleSetName.ONLINE: "Online room",
}


def game_title(variant: Variant | str) -> str:
    """The game's full name, as the lessons use it."""
    return spec_of(Variant(variant)).title


def rule_set_title(rules: RuleSetName | str) -> str:
    return RULE_SET_TITLES[RuleSetName(rules)]


# --- the game a lesson is written for -----------------------------------------------


@dataclass(frozen=True)
class _Game:
    variant: Variant
    spec: VariantSpec
    rules: RuleSet

    @property
    def pa(self) -> bool:
        return self.rules.name is RuleSetName.PA

    @property
    def five(self) -> bool:
        return self.variant is Variant.STUD5

    @property
    def superseven(self) -> bool:
        return self.variant is Variant.SUPER_STUD7_HILO8

    @property
    def eight(self) -> bool:
        return self.spec.low is LowRule.EIGHT_OR_BETTER

    def ref(self, why: Why, reading: Reading | None = None) -> RuleRef:
        """The engine's reference for the same decision."""
        return rule_ref(self.rules, self.spec, why, reading=reading)

    def cite(self, seven: str | None, five: str | None = None) -> RuleRef:
        """A PA subsection of §637a.10 (or §637a.14 in Five-card Stud); else the rule set.

        ``None`` means the PA text has no subsection for it: standard procedure.
        """
        if not self.pa:
            return RuleRef(self.rules.name)
        sub = five if self.five else seven
        if sub is None:
            return RuleRef(self.rules.name)
        return pa("637a.14" if self.five else "637a.10", sub)


def pa(section: str, sub: str) -> RuleRef:
    """A PA citation: ``pa("637a.10", "(d)(1)")`` is cited ``PA §637a.10(d)(1)``."""
    return RuleRef(RuleSetName.PA, section, sub)


_Lesson = tuple[Worded, RuleRef, Prose, Example | None]  # title, reference, body, example
_Builder = Callable[[_Game], _Lesson | None]
_BUILDERS: list[tuple[str, _Builder]] = []


def _lesson(topic_id: str) -> Callable[[_Builder], _Builder]:
    """Register a lesson; the order of registration is the teaching order."""

    def register(build: _Builder) -> _Builder:
        _BUILDERS.append((topic_id, build))
        return build

    return register


def _w(template: str, **fields: Value) -> Worded:
    """A marked template with its values (write the literal inside ``QT_TRANSLATE_NOOP``)."""
    return Worded(template, tuple(fields.items()))


def _count(n: int) -> Value:
    """A small count in words ("three"); larger ones as figures."""
    match n:
        case 1:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "one"))
        case 2:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "two"))
        case 3:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "three"))
        case 4:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "four"))
        case 5:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "five"))
        case 6:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "six"))
        case 7:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "seven"))
        case 8:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "eight"))
        case 9:
            return _w(QT_TRANSLATE_NOOP("Rulebook", "nine"))
    return str(n)


# --- the table ---------------------------------------------------------------------


@_lesson("players")
def _players(g: _Game) -> _Lesson:
    n = g.rules.max_players
    who = {
        RuleSetName.PA: _w(QT_TRANSLATE_NOOP("Rulebook", "The Pennsylvania rules allow")),
        RuleSetName.CARDROOM: _w(QT_TRANSLATE_NOOP("Rulebook", "The cardroom allows")),
        RuleSetName.ONLINE: _w(QT_TRANSLATE_NOOP("Rulebook", "The online room allows")),
    }[g.rules.name]
    body = [
        _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "{who} at most {count} players at a table of this game, and a hand needs "
                "at least two. The house dealer shuffles, deals and runs the pot but never "
                "plays a hand.",
            ),
            who=who,
            count=_count(n),
        )
    ]
    if g.pa and not g.five:
        body.append(
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "Nine players can need more cards than a deck holds, which is why the "
                    "common-card rule exists.",
                )
            )
        )
    elif g.pa:
        body.append(
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "Five-card Stud allows one seat fewer than the seven-card games under "
                    "the Pennsylvania rules.",
                )
            )
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Players at the table")),
        g.cite("(b)", "(b)"),
        tuple(body),
        None,
    )


@_lesson("ante")
def _ante(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Before any card is dealt, every player taking part puts in the ante. The "
            "amount belongs to the table's stakes and is posted at the table, together with the "
            "bring-in and the two bet sizes. A seat whose stack cannot cover the ante is not "
            "dealt in.",
        )
    )
    # the first question of a hand is asked once the antes are in the pot
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Antes")),
        g.cite("(b)", "(b)"),
        (body,),
        (Drill.BRING_IN, Focus.ANY),
    )


@_lesson("initial-deal")
def _initial_deal(g: _Game) -> _Lesson:
    if g.superseven:
        rounds = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "five rounds: four cards face down, then one face up, so each seat holds five cards",
            )
        )
        ref = pa("637a.10", "(c), (m)") if g.pa else g.cite(None)
    elif g.five:
        rounds = _w(
            QT_TRANSLATE_NOOP("Rulebook", "two rounds: one card face down (the hole card), then one face up")
        )
        ref = g.cite(None, "(c)")
    else:
        rounds = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "three rounds: two cards face down, then one face up (the door card), "
                "which makes third street",
            )
        )
        ref = g.cite("(c)")
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "The dealer deals {rounds}. Each round starts with the first seat to the "
            "dealer's left and goes clockwise one card at a time, and no card is burned "
            "before it. Example: with the dealer before seat 1 and seats 2, 5 and 7 "
            "playing, the cards go to seats 2, 5, 7, then back to seat 2 for the next "
            "round.",
        ),
        rounds=rounds,
    )
    return (_w(QT_TRANSLATE_NOOP("Rulebook", "The first deal")), ref, (body,), (Drill.DEALER_NEXT, Focus.ANY))


@_lesson("discards")
def _discards(g: _Game) -> _Lesson | None:
    if not g.superseven:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "After looking at the five cards, every player throws away two of the four "
            "face-down cards, keeping two down and the up card, as in ordinary seven-card "
            "stud. Each seat discards exactly once, in any order, and the bring-in waits "
            "until all have done so. The discards go to the muck, not onto the burn cards: "
            "keep the two piles apart, because only the burn cards are reshuffled if the "
            "deck runs short.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Super Seven: the discards")),
        g.ref(Why.DISCARD),
        (body,),
        (Drill.BRING_IN, Focus.ANY),
    )


# --- the first betting round -------------------------------------------------------


def _post() -> Worded:
    return _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "That seat must put in the bring-in, a forced bet below the small bet, or "
            "may complete it to a full small bet instead.",
        )
    )


@_lesson("bring-in")
def _bring_in(g: _Game) -> _Lesson:
    rule = bring_in_rule(g.spec, g.rules)
    after = (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Once every seat has discarded, compare"))
        if g.superseven
        else _w(QT_TRANSLATE_NOOP("Rulebook", "After the first deal, compare"))
    )
    if g.variant is Variant.STUD7_LOW:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "{after} the up cards: in Stud Low the highest one brings in, since it "
                "is the worst start for a low. Aces count low here, so the king is the highest "
                "card and an ace never brings in; a rank tie goes to the higher suit. "
                "Example: K♣, Q♠ and A♥ showing: the K♣ brings in.",
            ),
            after=after,
        )
    elif rule is BringInCard.HIGHEST_ACE_LOW:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "{after} the up cards: under the Pennsylvania rule for High-low Split "
                "the highest one brings in, and the ace counts below the two, so the king is the "
                "highest card. A rank tie goes to the higher suit. Example: K♦, 7♠ and A♣ "
                "showing: the K♦ brings in, and the A♣ counts as the lowest card. Careful: "
                "the cardroom and online rooms use the lowest card, ace high, instead.",
            ),
            after=after,
        )
    elif g.variant is Variant.STUD7_HILO:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "{after} the up cards: this rule set treats High-low Split like Stud "
                "High, so the lowest up card brings in, aces counting high, and a rank tie goes to "
                "the lower suit. Example: K♦, 7♠ and A♣ showing: the 7♠ brings in. Careful: "
                "under the Pennsylvania rule, §637a.10(d)(3), the highest card (ace low) brings "
                "in instead.",
            ),
            after=after,
        )
    elif g.eight:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "{after} the up cards: the lowest one brings in, and the ace counts as "
                "the highest card here, even though it is the best card for a low. A rank tie "
                "goes to the lower suit. Example: A♠, 2♣ and 8♥ showing: the 2♣ brings in.",
            ),
            after=after,
        )
    else:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "{after} the up cards: the lowest one brings in, with aces counting "
                "high. A rank tie goes to the lower suit. Example: 3♥, 9♣ and A♠ showing: the 3♥ "
                "brings in, because the ace is the highest card, not the lowest.",
            ),
            after=after,
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Who brings in")),
        g.ref(Why.BRING_IN),
        (body, _post()),
        (Drill.BRING_IN, Focus.ANY),
    )


@_lesson("bring-in-suits")
def _bring_in_suits(g: _Game) -> _Lesson:
    rule = bring_in_rule(g.spec, g.rules)
    if rule is BringInCard.LOWEST_ACE_HIGH:
        which = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "When the lowest card brings in, the lowest suit of the tied rank does. "
                "Example: 4♣ against 4♦: clubs rank lowest, so 4♣ brings in.",
            )
        )
    else:
        which = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "When the highest card brings in, the highest suit of the tied rank "
                "does. Example: K♠ against K♥: spades rank highest, so K♠ brings in.",
            )
        )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Suits break a rank tie between up cards for the bring-in; from the top "
            "they rank spades, hearts, diamonds, clubs. {which} Suits never decide who acts "
            "first on later streets, and never who wins a pot.",
        ),
        which=which,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Bring-in: equal ranks")),
        g.ref(Why.BRING_IN),
        (body,),
        (Drill.BRING_IN, Focus.SUIT_TIE),
    )


@_lesson("first-round")
def _first_round(g: _Game) -> _Lesson:
    street = (
        _w(QT_TRANSLATE_NOOP("Rulebook", "second")) if g.five else _w(QT_TRANSLATE_NOOP("Rulebook", "third"))
    )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Once the bring-in is in, the action moves clockwise from the seat on its "
            "left. While only the bring-in stands, each player may fold, call it, or complete to "
            "a full small bet; after a completion the next players may raise. If everyone "
            "only calls the bring-in, the round is over: the bring-in seat gets no option "
            "to raise. Example: with a 1-chip bring-in and 4/8 limits, {street} street "
            "is completed to 4 and raised to 8.",
        ),
        street=street,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "The first betting round")),
        g.ref(Why.COMPLETION),
        (body,),
        (Drill.BET, Focus.ALL_IN_BRING_IN),
    )


@_lesson("bet-sizes")
def _bet_sizes(g: _Game) -> _Lesson:
    if g.five:
        streets = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Second and third street use the small bet; fourth and fifth street use the big bet",
            )
        )
        example = _w(
            QT_TRANSLATE_NOOP("Rulebook", "a raise on third street is 4 chips and on fourth street 8")
        )
    else:
        streets = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Third and fourth street use the small bet; fifth, sixth and seventh street use the big bet",
            )
        )
        example = _w(
            QT_TRANSLATE_NOOP("Rulebook", "a raise on fourth street is 4 chips and on fifth street 8")
        )
    body = [
        _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "The games are played fixed limit: every bet and raise on a street is the "
                "same size. {streets}. Example at 4/8: {example}.",
            ),
            streets=streets,
            example=example,
        )
    ]
    if g.variant is Variant.STUD7 and g.rules.open_pair_big_bet:
        body.append(
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook", "One exception, the open pair on fourth street, has its own topic."
                )
            )
        )
    elif g.variant is Variant.STUD7:
        body.append(
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "This rule set has no open-pair option: fourth street is always the small bet.",
                )
            )
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Bet sizes")),
        g.ref(Why.BET_SIZE),
        tuple(body),
        (Drill.BET, Focus.ANY),
    )


@_lesson("open-pair")
def _open_pair(g: _Game) -> _Lesson | None:
    if g.variant is not Variant.STUD7 or not g.rules.open_pair_big_bet:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "On fourth street, if any player's two up cards are a pair, the player who "
            "opens the betting may bet the big bet instead of the small one. Once a big bet "
            "is made on that street, every raise after it is a big bet too. Example at 4/8: "
            "seat 3 shows 9♠ 9♦, so whoever opens may bet 8 instead of 4. The option "
            "exists only on fourth street and only in Stud High.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Open pair on fourth street")),
        g.ref(Why.OPEN_PAIR),
        (body,),
        (Drill.BET, Focus.OPEN_PAIR),
    )


@_lesson("raise-cap")
def _raise_cap(g: _Game) -> _Lesson:
    raises = g.rules.max_raises
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Each betting round allows one bet and {count} raises; after the last "
            "raise the others may only call or fold. On the first round the completion is "
            "the bet, while the bring-in does not count (unless it is already a full small "
            "bet). The cap holds even when only two players are left. Example: bet, raise, "
            "re-raise, cap, and then only calls or folds.",
        ),
        count=_count(raises),
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "The raise cap")),
        g.ref(Why.CAP),
        (body,),
        (Drill.BET, Focus.CAPPED),
    )


@_lesson("short-all-in")
def _short_all_in(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "A player without enough chips may go all-in for less than a full bet or raise. "
            "An all-in raise of at least half a bet counts as a full raise and reopens the "
            "betting. A smaller one does not: the players who have already acted may only call "
            "the extra chips or fold, while a player yet to act may still raise. Example at 4/8 "
            "on fifth street: seat 2 bets 8 and seat 5 goes all-in for 11; when the action "
            "comes back, seat 2 may call 3 more or fold, but not raise.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "A short all-in")),
        g.ref(Why.SHORT_ALL_IN, Reading.SHORT_ALL_IN),
        (body,),
        (Drill.BET, Focus.SHORT_ALL_IN),
    )


@_lesson("later-betting")
def _later_betting(g: _Game) -> _Lesson:
    street = (
        _w(QT_TRANSLATE_NOOP("Rulebook", "third")) if g.five else _w(QT_TRANSLATE_NOOP("Rulebook", "fourth"))
    )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "From {street} street on, the first player may check or bet. Play goes "
            "clockwise: until someone bets, each player may check; after a bet, each may "
            "fold, call or raise. Check-raise is allowed: a player who checked may raise "
            "when the action returns. The round ends once everyone who can still act has "
            "acted since the last bet or raise and matched it.",
        ),
        street=street,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Checking, betting, check-raise")),
        g.cite("(g)", "(g)"),
        (body,),
        (Drill.BET, Focus.ANY),
    )


# --- dealing the later streets -----------------------------------------------------


@_lesson("later-streets")
def _later_streets(g: _Game) -> _Lesson:
    if g.five:
        first = _w(QT_TRANSLATE_NOOP("Rulebook", "third street"))
        rest = _w(QT_TRANSLATE_NOOP("Rulebook", "Fourth and fifth street go face up the same way."))
    else:
        first = _w(QT_TRANSLATE_NOOP("Rulebook", "fourth street"))
        rest = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook", "Fifth and sixth street go face up the same way, seventh street face down."
            )
        )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "After the first betting round the dealer burns one card and deals {first} "
            "face up, starting with the first seat still in the hand to the dealer's left, "
            "not with the bring-in or the best hand. Folded seats are skipped; a seat that "
            "is all-in still receives every card.",
        ),
        first=first,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Dealing the later streets")),
        g.ref(Why.FIRST_BURN),
        (body, rest),
        (Drill.DEALER_NEXT, Focus.ANY),
    )


@_lesson("burns")
def _burns(g: _Game) -> _Lesson:
    burns = _count(len(g.spec.later_streets))
    if g.five:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Before every street after the first deal the dealer burns the top card "
                "face down, {count} burns in a hand that goes the distance. There is no burn "
                "before the first deal. Keep the burn cards in their own pile, apart from the "
                "folded hands, so the deck can be counted if a problem arises.",
            ),
            count=burns,
        )
    else:
        body = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Before every street after the first deal the dealer burns the top card "
                "face down, {count} burns in a hand that goes the distance, and a common card is "
                "burned for too. There is no burn before the first deal. Keep the burn cards "
                "in their own pile, apart from the muck: they are the cards reshuffled if the "
                "deck ever runs short.",
            ),
            count=burns,
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Burn cards")),
        g.ref(Why.BURN),
        (body,),
        (Drill.DEALER_NEXT, Focus.ANY),
    )


# --- who acts first on later streets ----------------------------------------------


@_lesson("first-to-act")
def _first_to_act(g: _Game) -> _Lesson:
    if g.spec.low_showing:
        body = [
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "From fourth street on, the best low hand showing bets or checks first, "
                    "not the bring-in. Only the up cards count, aces low, and any pair is a bad "
                    "low. Example: seat 2 shows 7♠ 3♦ and seat 5 shows A♣ 9♥: compare the "
                    "highest cards first; 7 is lower than 9, so seat 2 acts first.",
                )
            )
        ]
    else:
        street = (
            _w(QT_TRANSLATE_NOOP("Rulebook", "third"))
            if g.five
            else _w(QT_TRANSLATE_NOOP("Rulebook", "fourth"))
        )
        body = [
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "From {street} street on, the best high hand showing bets or checks "
                    "first, not the bring-in. Only the up cards count. Example: seat 2 shows K♠ 7♦ "
                    "and seat 5 shows 4♣ 4♥: a pair of fours beats king-high, so seat 5 acts "
                    "first.",
                ),
                street=street,
            )
        ]
        if g.spec.split:
            body.append(
                _w(
                    QT_TRANSLATE_NOOP(
                        "Rulebook", "In high-low games the showing hands are ranked as high hands only."
                    )
                )
            )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Who acts first")),
        g.ref(Why.FIRST_TO_ACT),
        tuple(body),
        (Drill.FIRST_TO_ACT, Focus.ANY),
    )


@_lesson("showing-hands")
def _showing_hands(g: _Game) -> _Lesson:
    if g.spec.low_showing:
        body = [
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "With fewer than five up cards only pairs and sets count, and the fewer "
                    "the better: no pair beats one pair, which beats two pair. Within a class the "
                    "lower pair wins, then compare the cards from the highest down, aces low; "
                    "straights and flushes do not count. Example: 8♠ 5♦ 3♣ A♥ beats 8♥ 6♣ 2♦ "
                    "A♠, because after the eights the 5 is lower than the 6.",
                )
            )
        ]
    else:
        body = [
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "With fewer than five up cards only pairs and sets count: four of a "
                    "kind, three of a kind, two pair, one pair, then high card. Straights and flushes "
                    "do not count, suits break no ties, and the ace is high. Example: 5♥ 6♥ 7♥ "
                    "8♥ showing is just eight-high, so Q♣ Q♦ 2♠ 3♠ beats it.",
                )
            )
        ]
    if not g.five:
        body.append(
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "When a common card gives every hand five showing cards, they are "
                    "ranked as full five-card hands.",
                )
            )
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Ranking the showing hands")),
        g.ref(Why.FIRST_TO_ACT),
        tuple(body),
        (Drill.FIRST_TO_ACT, Focus.ANY),
    )


@_lesson("first-to-act-tie")
def _first_to_act_tie(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "When two or more seats show equally good hands, the one closest to the "
            "dealer's left acts first; suits do not break this tie. Example: seats 3 and 7 "
            "both show a pair of jacks with a 9. With the dealer before seat 1, seat 3 acts "
            "first; with the first seat to the dealer's left at seat 5, it is seat 7.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Who acts first: equal hands")),
        g.ref(Why.FIRST_TO_ACT_TIE),
        (body,),
        (Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING),
    )


@_lesson("first-to-act-all-in")
def _first_to_act_all_in(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "If the seat with the best showing hand is all-in, it cannot bet, so the "
            "first seat clockwise after it that can still act opens the betting. If fewer than two "
            "seats can still act, there is no betting round: the dealer deals the remaining "
            "streets and goes to the showdown. The rule texts are silent here; this is the "
            "house's reading.",
        )
    )
    ref = g.ref(Why.FIRST_TO_ACT, Reading.ALL_IN_OPENER)
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Who acts first: an all-in seat")),
        ref,
        (body,),
        (Drill.FIRST_TO_ACT, Focus.SIDE_POTS),
    )


# --- running out of cards ----------------------------------------------------------


@_lesson("common-card")
def _common_card(g: _Game) -> _Lesson | None:
    if g.five:
        return None
    example = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Example: seven players reach seventh street; 42 cards dealt and 3 burned "
            "leave 7, one short of a burn and seven cards, so the dealer burns and deals "
            "a common card.",
        )
    )
    if g.superseven:
        example = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Example: nine players are dealt five cards each, which leaves 7 in the "
                "stub (discards never come back), short of a burn and nine cards, so fourth "
                "street is already a common card.",
            )
        )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Before each street, count the seats still in the hand and add one for the "
            "burn. If the stub holds that many cards, burn one and deal each seat its own card; if "
            "not, and at least two cards remain, burn one and deal a single common card face "
            "up in the centre, which is that street's card for every hand. "
            "{example} The house applies this on any street that runs short, not only "
            "the sixth and seventh the rule names.",
        ),
        example=example,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "The common card")),
        g.ref(Why.COMMON_CARD, Reading.EARLY_COMMON),
        (body,),
        (Drill.COMMON_CARD, Focus.COMMON_CARD),
    )


@_lesson("common-card-showing")
def _common_card_showing(g: _Game) -> _Lesson | None:
    if g.five:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "A common card is an up card of every hand still in, so it joins each "
            "showing hand when you decide who acts first. Example: the common card is the 9♦ and "
            "seat 4 shows 9♣ among its up cards: seat 4 now shows a pair of nines, and so "
            "does anyone else with a nine showing. The rule texts only say the common card "
            "is followed by a normal betting round; counting it as showing is the house's "
            "reading.",
        )
    )
    ref = g.ref(Why.FIRST_TO_ACT, Reading.COMMON_SHOWING)
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Common cards in the showing hand")),
        ref,
        (body,),
        (Drill.FIRST_TO_ACT, Focus.COMMON_CARD),
    )


@_lesson("reshuffle")
def _reshuffle(g: _Game) -> _Lesson | None:
    if g.five:
        return None
    if g.superseven:
        example = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Example: with eight players, fifth street is a common card that leaves "
                "one card; for sixth street it joins the two burn cards, the three are "
                "shuffled, one is burned and the next is the common card. Should the burn "
                "cards ever be fewer than two, the muck (discards and folded hands) is "
                "shuffled in too.",
            )
        )
    else:
        example = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Example: eight players reach seventh street with one card left: it "
                "joins the three burn cards, the four are shuffled, one is burned and the next "
                "is the common card.",
            )
        )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "If only one card or none is left when a common card is needed, the dealer "
            "cannot burn and deal. The last card, if any, goes onto the burn cards, those "
            "are shuffled into a new stub, and then the dealer burns one and deals the "
            "common card from it. {example}",
        ),
        example=example,
    )
    house = _w(QT_TRANSLATE_NOOP("Rulebook", "Adding the last card is the house's reading of the rule."))
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Reshuffling the burn cards")),
        g.ref(Why.RESHUFFLE, Reading.RESHUFFLE),
        (body, house),
        (Drill.DEALER_NEXT, Focus.RESHUFFLE),
    )


# --- the showdown -----------------------------------------------------------------


@_lesson("showdown-high")
def _showdown_high(g: _Game) -> _Lesson | None:
    if g.spec.split or not g.spec.high:
        return None
    if g.five:
        cards = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook", "Five-card Stud is played for high only, and each hand is exactly its five cards."
            )
        )
    else:
        cards = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Each player makes the best five-card hand from the seven cards held, plus any common card.",
            )
        )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Standard poker ranking applies; the ace is high, or low in the "
            "5-4-3-2-A straight. Suits never rank hands, so equal hands share the pot. "
            "Example: K♠ K♦ 8♣ 8♥ 3♠ beats K♥ K♣ 7♠ 7♦ A♠, because eights beat sevens "
            "before any kicker counts.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "The showdown")),
        g.ref(Why.HIGH),
        (cards, body),
        (Drill.SHOWDOWN, Focus.ANY),
    )


@_lesson("showdown-low")
def _showdown_low(g: _Game) -> _Lesson | None:
    if g.spec.high:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "The best five-card low wins the whole pot. Aces are low, pairs spoil a "
            "low, and straights and flushes do not count against it, so 5-4-3-2-A is the best "
            "hand. Compare from the highest card down: 7-5-4-3-2 beats 8-4-3-2-A, because 7 is "
            "lower than 8. Equal lows share the pot.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "The showdown: best low")),
        g.ref(Why.LOW),
        (body,),
        (Drill.SHOWDOWN, Focus.ANY),
    )


@_lesson("split-pot")
def _split_pot(g: _Game) -> _Lesson | None:
    if not g.spec.split:
        return None
    if g.eight:
        low = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "the best low, if any hand qualifies (see eight or better); with no "
                "qualifying low the best high takes everything",
            )
        )
    else:
        low = _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "the best ace-to-five low; there is no qualifier in this game, so any "
                "five different ranks make a low",
            )
        )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "The pot is cut in half: one half to the best high hand, the other to "
            "{low}. One player can win both halves. Example: a 40-chip pot with a flush for high "
            "and 7-5-3-2-A for low pays 20 and 20, or all 40 if one player holds both.",
        ),
        low=low,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Splitting high and low")),
        g.ref(Why.SPLIT),
        (body,),
        (Drill.SPLIT_POT, Focus.ANY),
    )


@_lesson("eight-or-better")
def _eight_or_better(g: _Game) -> _Lesson | None:
    if not g.eight:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "A low counts only if it has five different ranks, none higher than eight, "
            "aces counting low. Example: 8-6-4-2-A qualifies, while 9-4-3-2-A does not. If no "
            "hand qualifies, the best high hand wins the whole pot.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Eight or better")),
        g.ref(Why.NO_LOW),
        (body,),
        (Drill.SPLIT_POT, Focus.NO_LOW),
    )


@_lesson("both-ways")
def _both_ways(g: _Game) -> _Lesson | None:
    if not g.spec.split:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "A player may use any five cards for high and any five for low, and the "
            "same five may serve for both. An ace plays high and low at the same time. Example: "
            "A♠ 2♦ 3♣ 4♥ 5♠ is a five-high straight for high and the best possible low. Likewise "
            "A♣ 2♣ 4♣ 6♣ 8♣ is a flush for high and an eight-low.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Aces and cards both ways")),
        g.cite("(k), (l)"),
        (body,),
        (Drill.SHOWDOWN, Focus.BEST_FIVE),
    )


# --- odd chips, side pots, rake ------------------------------------------------------


_ODD = (Drill.SPLIT_POT, Focus.ODD_CHIP)


@_lesson("odd-chip-split")
def _odd_chip_split(g: _Game) -> _Lesson | None:
    if not g.spec.split:
        return None
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "When a pot does not divide evenly into a high and a low half, the high "
            "half takes the odd chip. Example: a 25-chip pot pays 13 to the high and 12 to the "
            "low. Each half is then shared among any tied hands.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Odd chip between the halves")),
        g.ref(Why.ODD_CHIP_SPLIT),
        (body,),
        _ODD,
    )


@_lesson("odd-chip-high")
def _odd_chip_high(g: _Game) -> _Lesson | None:
    if g.rules.odd_chip is not OddChip.PA or not g.spec.high:
        return None
    what = (
        _w(QT_TRANSLATE_NOOP("Rulebook", "a high half"))
        if g.spec.split
        else _w(QT_TRANSLATE_NOOP("Rulebook", "a pot"))
    )
    body = [
        _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "When tied high hands cannot share {what} evenly, the leftover chip goes to "
                "the hand holding the highest card, suit breaking a rank tie (spades, hearts, "
                "diamonds, clubs). With more leftover chips, one each in that order. In a "
                "5-4-3-2-A straight the ace counts as the low card. Example: two king-high "
                "straights share 13 chips; the one with the K♠ gets 7 and the K♦ gets 6.",
            ),
            what=what,
        )
    ]
    if g.five:
        body.append(
            _w(
                QT_TRANSLATE_NOOP(
                    "Rulebook",
                    "The Five-card Stud section has no odd-chip rule, so the trainer uses "
                    "the seven-card one.",
                )
            )
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Odd chips: tied high hands")),
        g.ref(Why.ODD_CHIP_HIGH),
        tuple(body),
        _ODD,
    )


@_lesson("odd-chip-low")
def _odd_chip_low(g: _Game) -> _Lesson | None:
    if g.rules.odd_chip is not OddChip.PA or g.spec.low is LowRule.NONE:
        return None
    what = (
        _w(QT_TRANSLATE_NOOP("Rulebook", "the low half"))
        if g.spec.split
        else _w(QT_TRANSLATE_NOOP("Rulebook", "the pot"))
    )
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "When tied lows cannot share {what} evenly, the leftover chip goes to the "
            "low holding the lowest card, aces low, suit breaking a rank tie with clubs lowest. "
            "Example: two 7-5-4-3-A lows share 9 chips, one with the A♣ and one with the A♥; "
            "the A♣ is lower, so it gets 5. Taking the lowest card of each low is how "
            'Robert\'s Rules of Poker words it ("lowest card by suit").',
        ),
        what=what,
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Odd chips: tied low hands")),
        g.ref(Why.ODD_CHIP_LOW, Reading.LOW_ODD_CHIP),
        (body,),
        _ODD,
    )


@_lesson("odd-chip-ties")
def _odd_chip_ties(g: _Game) -> _Lesson | None:
    if g.rules.odd_chip is not OddChip.LEFT_OF_DEALER:
        return None
    body = [
        _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "Tied winners share equally, and the chips left over go one each to the "
                "tied players in clockwise order from the dealer's left. Cards and suits play no part. "
                "Example: with the dealer before seat 1, seats 2 and 6 tie for 15 chips: seat 2 "
                "gets 8 and seat 6 gets 7.",
            )
        )
    ]
    if g.spec.split:
        body.append(
            _w(QT_TRANSLATE_NOOP("Rulebook", "In high-low games this is done separately for each half."))
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Odd chips: tied hands")),
        g.ref(Why.ODD_CHIP_HIGH),
        tuple(body),
        _ODD,
    )


@_lesson("pot-count")
def _pot_count(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "Count the pot colour by colour: each colour in even stacks, the stacks times the "
            "chip's value, then the colours added, the biggest first. While a round is being "
            "bet, the bets in front of the players belong to the pot too, before they are "
            "gathered into the middle. A folded player's chips stay in the pot. When a player is "
            "all-in, count each pot on its own, from the smallest all-in up, and say who can win "
            "it: only the players still in who put in all of it. Example: seat 2 is all-in for "
            "10, seats 4, 5 and 6 put in 30 each and seat 5 then folds: the main pot of 40 is for "
            "seats 2, 4 and 6, the side pot of 60 for seats 4 and 6.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Counting the pot")),
        g.ref(Why.POT_COUNT),
        (body,),
        (Drill.COUNT_POT, Focus.SIDE_POTS),
    )


@_lesson("chips")
def _chips(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "A dealer counts a stack at a glance: each colour on its own, in stacks of five or "
            "twenty, times the chip's value, then the colours added, the biggest first. To cut a "
            "pot in two, build two equal stacks chip for chip, from the biggest colour down; a "
            "chip that cannot be paired is the odd chip. Who gets the odd chip is a rule of its "
            "own, in the odd-chip topics. Example: four 5-chips and seven 1-chips make 27, which "
            "cuts into two halves of 13 with 1 chip left over.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Counting chips and cutting a pot")),
        g.ref(Why.CHIPS),
        (body,),
        (Drill.CHIPS, Focus.ODD_CUT),
    )


@_lesson("side-pots")
def _side_pots(g: _Game) -> _Lesson:
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "A player who is all-in for less can win only what they matched. The main "
            "pot holds what every player still in put in up to the all-in amount; the rest "
            "forms a side pot for the players who paid it in full. Folded players' chips stay "
            "in the pots, but they win nothing. Example: A is all-in for 20 while B and C put "
            "in 50 each: the main pot of 60 is for A, B and C, the side pot of 60 for B and "
            "C only. Each pot is settled on its own.",
        )
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Side pots")),
        g.ref(Why.SIDE_POTS),
        (body,),
        (Drill.SPLIT_POT, Focus.SIDE_POTS),
    )


@_lesson("uncalled-bet")
def _uncalled_bet(g: _Game) -> _Lesson:
    body = [
        _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "The part of a bet or raise that nobody matches goes back to the player who "
                "made it. Example: B bets 8 and C, all-in, can only call 5: 3 chips go back to B.",
            )
        )
    ]
    if g.rules.rake_percent:
        body.append(
            _w(QT_TRANSLATE_NOOP("Rulebook", "Returned chips were never contested, so they are not raked."))
        )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Uncalled bets")),
        g.ref(Why.UNCALLED),
        tuple(body),
        (Drill.BET, Focus.UNCALLED),
    )


@_lesson("everyone-folds")
def _everyone_folds(g: _Game) -> _Lesson:
    body = [
        _w(
            QT_TRANSLATE_NOOP(
                "Rulebook",
                "If every other player folds, the last player wins all the chips at once, "
                "without a showdown, and need not show any cards. Deal no more cards; the hand is "
                "over.",
            )
        )
    ]
    if g.rules.rake_percent:
        body.append(_w(QT_TRANSLATE_NOOP("Rulebook", "The rake is still taken.")))
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "Everyone else folds")),
        g.ref(Why.UNCONTESTED),
        tuple(body),
        None,
    )


@_lesson("rake")
def _rake(g: _Game) -> _Lesson | None:
    percent, cap = g.rules.rake_percent, g.rules.rake_cap
    if percent <= 0:
        return None
    small = 30
    big = max(small + 10, (cap + 1) * 100 // percent + 10)
    body = _w(
        QT_TRANSLATE_NOOP(
            "Rulebook",
            "The house takes {percent}% of the chips contested in the hand, rounded "
            "down, but never more than {cap} chips. It comes off the main pot before the pot is "
            "split, also when everyone else folds. Example: a {small}-chip pot is raked "
            "{small_rake}; a {big}-chip pot would give {big_rake}, so the cap of {cap} applies.",
        ),
        percent=percent,
        cap=cap,
        small=small,
        small_rake=g.rules.rake_of(small),
        big=big,
        big_rake=g.rules.rake_share(big),
    )
    return (
        _w(QT_TRANSLATE_NOOP("Rulebook", "The rake")),
        g.ref(Why.RAKE),
        (body,),
        (Drill.COUNT_POT, Focus.CAPPED_RAKE),
    )


def _focus_words(focus: Focus) -> Worded:
    """What a "Show me" hand shows, as the caption's end: " with a suit tie"."""
    return {
        Focus.ANY: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand")),
        Focus.SUIT_TIE: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a suit tie")),
        Focus.EQUAL_SHOWING: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with equal showing hands")
        ),
        Focus.COMMON_CARD: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a common card")),
        Focus.RESHUFFLE: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a reshuffle")),
        Focus.ODD_CHIP: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with an odd chip")),
        Focus.NO_LOW: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand where no low qualifies")),
        Focus.SIDE_POTS: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with side pots")),
        Focus.ALL_IN_BRING_IN: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand whose bring-in is all-in")
        ),
        Focus.SHORT_ALL_IN: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a short all-in")
        ),
        Focus.CAPPED: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with capped betting")),
        Focus.OPEN_PAIR: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with an open pair on fourth street")
        ),
        Focus.UNCALLED: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with an uncalled bet")),
        Focus.TIED_LOW: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with tied lows")),
        Focus.TIED_HIGH: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with tied high hands")),
        Focus.WHEEL: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a wheel")),
        Focus.BEST_FIVE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a flush over a straight")
        ),
        Focus.FOLDED_SIDE_POTS: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with folded chips in a side pot")
        ),
        Focus.THREE_POTS: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with three pots")),
        Focus.CAPPED_RAKE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with the capped rake")
        ),
        Focus.ODD_CUT: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a pot cut with an odd chip")
        ),
        Focus.CLEAN_HAND: _w(QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand dealt right")),
        Focus.WHO_ACTS_MISTAKE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a mistake in who acts")
        ),
        Focus.AMOUNT_MISTAKE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a bet of the wrong amount")
        ),
        Focus.DEAL_MISTAKE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a mistake in the deal")
        ),
        Focus.STUB_MISTAKE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with a mistake with the stub")
        ),
        Focus.POT_MISTAKE: _w(
            QT_TRANSLATE_NOOP("Rulebook", "Example: a “{drill}” hand with the pot pushed wrongly")
        ),
    }[focus]


def example_words(topic: Topic) -> Worded | None:
    """What "Show me" deals for ``topic``, as a template and the drill's heading
    (``None`` when it has no example); the GUI words the heading itself."""
    if topic.example is None:
        return None
    drill, focus = topic.example
    return Worded(_focus_words(focus).template, (("drill", drill.heading),))


def example_caption(topic: Topic) -> str:
    """What "Show me" deals for ``topic``, in words ('' when it has no example).

    >>> example_caption(lookup("bring-in-suits", "stud7", "pa"))
    'Example: a “Who brings in?” hand with a suit tie'
    """
    words = example_words(topic)
    return "" if words is None else words.english()


# --- the reference --------------------------------------------------------------------


def topic_ids() -> tuple[str, ...]:
    """Every topic id, in teaching order (each game shows a subset)."""
    return tuple(topic_id for topic_id, _ in _BUILDERS)


@cache
def _topics(variant: Variant, rules: RuleSet) -> tuple[Topic, ...]:
    game = _Game(variant, spec_of(variant), rules)
    found = []
    for topic_id, build in _BUILDERS:
        lesson = build(game)
        if lesson is None:
            continue
        heading, ref, text, example = lesson
        if example is not None and variant not in POSSIBLE[example[1]]:
            example = None
        found.append(Topic(topic_id, heading, ref, text, example))
    return tuple(found)


def _game(variant: Variant | str, rules: RuleSetName | str) -> tuple[Variant, RuleSet]:
    """The game and its preset, or a :class:`TopicError` naming the choices."""
    try:
        game = Variant(variant)
    except ValueError:
        raise no_game(variant) from None
    try:
        return game, preset(rules, game)
    except RulesError as error:
        raise TopicError(str(error)) from None


def topics(variant: Variant | str, rules: RuleSetName | str) -> list[Topic]:
    """The topics that apply to ``variant`` under ``rules``, in teaching order."""
    return list(_topics(*_game(variant, rules)))


def topics_for(variant: Variant, rules: RuleSet) -> list[Topic]:
    """:func:`topics` for a rule set as a hand plays it, overrides included (a
    house that rakes 5% up to 3 chips reads its own numbers in the rake lesson)."""
    return list(_topics(variant, rules))


def lookup(topic_id: str, variant: Variant | str, rules: RuleSetName | str) -> Topic:
    """The topic ``topic_id`` as written for this game; a :class:`TopicError` if it
    does not apply (the rake under rules that take none) or does not exist."""
    game, rule_set = _game(variant, rules)
    for topic in _topics(game, rule_set):
        if topic.id == topic_id:
            return topic
    known = topic_id in topic_ids()
    raise no_topic(topic_id, game, rule_set.name, () if known else topic_ids())


__all__ = [
    "RULE_SET_TITLES",
    "Topic",
    "TopicError",
    "example_caption",
    "example_words",
    "game_title",
    "lookup",
    "rule_set_title",
    "topic_ids",
    "topics",
    "topics_for",
]
