"""Write the sample packs in assets/packs/: one per game, and one per hard topic.

    python tools/make_sample_packs.py [OUT_DIR]

Deterministic (fixed seeds). Every answer in them is recorded from the
engine and re-checked by the tests (tests/test_sample_packs.py).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dealer_trainer.engine.reasons import RULE_SET_NAMES  # noqa: E402
from dealer_trainer.engine.rules import RuleSetName  # noqa: E402
from dealer_trainer.engine.variants import Variant, spec_of  # noqa: E402
from dealer_trainer.packs.checking import expect_of  # noqa: E402
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion  # noqa: E402
from dealer_trainer.packs.storage import save_pack  # noqa: E402
from dealer_trainer.training.drills import question_at  # noqa: E402
from dealer_trainer.training.focus import FOCUS_NAMES, POSSIBLE, Focus, hand_for  # noqa: E402
from dealer_trainer.training.kinds import Drill  # noqa: E402

AUTHOR = "Dealer Trainer"
CREATED = "2026-11-29"

NOTES = {
    (Drill.BRING_IN, Focus.ANY): "Find the one up card the rules single out before looking at "
    "anything else; say the card out loud, then the seat.",
    (Drill.BRING_IN, Focus.SUIT_TIE): "When two up cards share the rank, the suit decides: "
    "clubs, diamonds, hearts, spades from the bottom.",
    (Drill.FIRST_TO_ACT, Focus.ANY): "Read every board from the dealer's left; only pairs count "
    "until five cards show.",
    (Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING): "Equal boards: the seat closest to your left "
    "speaks first — suits never break this tie.",
    (Drill.FIRST_TO_ACT, Focus.COMMON_CARD): "The common card belongs to every board: add it "
    "to each seat's up cards before comparing.",
    (Drill.DEALER_NEXT, Focus.ANY): "Every street after the first starts with a burn; then one "
    "card per live seat from your left.",
    (Drill.DEALER_NEXT, Focus.RESHUFFLE): "One card or none left: shuffle the burn cards (and "
    "that last card) first, then burn and deal the common card.",
    (Drill.COMMON_CARD, Focus.ANY): "Count live seats plus one for the burn against the stub "
    "before you touch the deck.",
    (Drill.COMMON_CARD, Focus.COMMON_CARD): "Not enough for everyone plus a burn: burn one and "
    "deal a single card face up in the centre.",
    (Drill.COMMON_CARD, Focus.RESHUFFLE): "With one card left you cannot burn and deal: the "
    "burn cards become the new stub.",
    (Drill.SPLIT_POT, Focus.ANY): "Settle side pots before the main pot, each among the seats "
    "that paid all of it.",
    (Drill.SPLIT_POT, Focus.ODD_CHIP): "An odd chip goes to the high half first; inside a tied "
    "half follow the rule set's odd-chip rule.",
    (Drill.SPLIT_POT, Focus.NO_LOW): "No five different cards of eight or lower: no low, and "
    "the high hand scoops.",
    (Drill.SPLIT_POT, Focus.SIDE_POTS): "Build the pots from the smallest all-in up; a folded "
    "seat's chips stay in but it wins nothing.",
}

GAME_DRILLS = [
    (Drill.BRING_IN, Focus.ANY),
    (Drill.BRING_IN, Focus.SUIT_TIE),
    (Drill.FIRST_TO_ACT, Focus.ANY),
    (Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING),
    (Drill.DEALER_NEXT, Focus.ANY),
    (Drill.COMMON_CARD, Focus.COMMON_CARD),
    (Drill.SPLIT_POT, Focus.ANY),
    (Drill.SPLIT_POT, Focus.SIDE_POTS),
]

TOPICS = [
    (
        "suit-tie-breaks",
        "Suit tie-breaks for the bring-in",
        "Up cards of equal rank: the suit decides who brings in, in every game.",
        [(v, Drill.BRING_IN, Focus.SUIT_TIE) for v in Variant],
    ),
    (
        "equal-boards",
        "First to act with equal boards",
        "Two seats show the same board: the one closest to the dealer's left acts first.",
        [(v, Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING) for v in Variant],
    ),
    (
        "common-card-and-reshuffle",
        "The common card and the burn-card reshuffle",
        "Eight and nine players run the stub short: when to deal a common card, and when to "
        "shuffle the burn cards first.",
        [
            (v, drill, focus)
            for v in (Variant.STUD7, Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8)
            for drill, focus in ((Drill.COMMON_CARD, Focus.COMMON_CARD), (Drill.DEALER_NEXT, Focus.RESHUFFLE))
        ],
    ),
    (
        "hilo-odd-chips",
        "Odd chips in high-low pots",
        "Pots that do not divide evenly: the high half first, then the tied halves.",
        [
            (v, Drill.SPLIT_POT, Focus.ODD_CHIP)
            for v in (Variant.STUD7_HILO, Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8)
        ]
        * 2,
    ),
    (
        "eight-or-better-no-low",
        "Eight or better with no qualifying low",
        "No hand makes a low of five different cards of eight or lower: the high hand scoops.",
        [(v, Drill.SPLIT_POT, Focus.NO_LOW) for v in (Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8)] * 3,
    ),
    (
        "side-pots",
        "Side pots",
        "All-in players and the pots they can win.",
        [(v, Drill.SPLIT_POT, Focus.SIDE_POTS) for v in Variant],
    ),
]

GAME_FILES = {
    Variant.STUD7: "seven-card-stud-high",
    Variant.STUD7_LOW: "seven-card-stud-low",
    Variant.STUD7_HILO: "seven-card-stud-hilo",
    Variant.STUD7_HILO8: "seven-card-stud-hilo-eight",
    Variant.SUPER_STUD7_HILO8: "super-seven-card-stud-hilo-eight",
    Variant.STUD5: "five-card-stud",
}


def item(
    rng: random.Random, variant: Variant, rules: RuleSetName, drill: Drill, focus: Focus, number: int
) -> PackItem:
    if variant not in POSSIBLE[focus]:
        focus = Focus.ANY
    data = hand_for(focus, rng, variant, rules)
    question = question_at(drill, data, rng, focus)
    note = NOTES.get((drill, focus)) or NOTES[(drill, Focus.ANY)]
    # the hard case as a dealer names it ("equal showing hands"), not the generator's name
    title = drill.heading + (f" — {FOCUS_NAMES[focus]}" if focus is not Focus.ANY else "")
    return PackItem(data, (PackQuestion(drill, question.point, expect_of(question)),), title=title, note=note)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "assets" / "packs"
    out.mkdir(parents=True, exist_ok=True)
    rules_cycle = list(RuleSetName)
    rule_sets = [RULE_SET_NAMES[r] for r in rules_cycle]
    in_turn = f"{', '.join(rule_sets[:-1])} and {rule_sets[-1]} in turn"
    for index, variant in enumerate(Variant):
        rng = random.Random(1000 + index)
        items = tuple(
            item(rng, variant, rules_cycle[n % 3], drill, focus, n + 1)
            for n, (drill, focus) in enumerate(GAME_DRILLS)
        )
        pack = Pack(
            f"{spec_of(variant).title}: the dealer's decisions",
            items,
            AUTHOR,
            f"One hand for each decision a dealer makes in {spec_of(variant).title}, under {in_turn}.",
            "1",
            CREATED,
        )
        save_pack(pack, out / f"{GAME_FILES[variant]}.studpack")
    for index, (name, title, description, plan) in enumerate(TOPICS):
        rng = random.Random(2000 + index)
        items = tuple(
            item(rng, variant, rules_cycle[n % 3], drill, focus, n + 1)
            for n, (variant, drill, focus) in enumerate(plan)
        )
        save_pack(Pack(title, items, AUTHOR, description, "1", CREATED), out / f"{name}.studpack")


if __name__ == "__main__":
    main()
