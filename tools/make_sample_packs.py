"""Write the sample packs in assets/packs/: one per game, and one per hard topic.

    python tools/make_sample_packs.py [OUT_DIR]

Deterministic (fixed seeds). Every answer in them is recorded from the
engine and re-checked by the tests (tests/test_sample_packs.py).

The packs are written in English into OUT_DIR and in every other language of
:data:`LANGUAGES` into OUT_DIR/<code>/, under the same file names and with the
same hands (the same seeds): only the words differ, a pack's title and
description and each hand's title and instructor's note. File ▸ Open Sample
Pack lists the packs of the language the window speaks
(:func:`dealer_trainer.gui.packfiles.sample_packs`). A language's drill headings,
game titles and rule sets are the words its ``.ts`` gives them (context
``words``); tests/test_sample_packs.py checks that they still agree.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
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

NOTES: dict[tuple[Drill, Focus], str] = {
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


# --- Spanish: the words the translation uses (tuteo; crupier, carta quemada, bote lateral …),
# the .ts's drill headings, game titles and rule sets (context "words"), the hard cases as
# the .ts names them ("empates de palo", "manos a la vista iguales", "fichas sobrantes" …).

NOTES_ES: dict[tuple[Drill, Focus], str] = {
    (Drill.BRING_IN, Focus.ANY): "Antes de mirar nada más, busca la carta descubierta que señalan "
    "las reglas; di en voz alta la carta y luego el asiento.",
    (Drill.BRING_IN, Focus.SUIT_TIE): "Cuando dos cartas descubiertas tienen el mismo valor, decide "
    "el palo: de menor a mayor, tréboles, diamantes, corazones y picas.",
    (Drill.FIRST_TO_ACT, Focus.ANY): "Lee las cartas descubiertas de cada asiento desde la izquierda "
    "del crupier; hasta que se ven cinco cartas, solo cuentan las parejas.",
    (Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING): "Manos a la vista iguales: habla primero el asiento "
    "más cercano a tu izquierda — los palos nunca deshacen este empate.",
    (Drill.FIRST_TO_ACT, Focus.COMMON_CARD): "La carta comunitaria es de todos: súmala a las cartas "
    "descubiertas de cada asiento antes de comparar.",
    (Drill.DEALER_NEXT, Focus.ANY): "Cada calle después de la primera empieza con una carta quemada; "
    "luego, una carta por cada asiento que sigue en la mano, desde tu izquierda.",
    (Drill.DEALER_NEXT, Focus.RESHUFFLE): "Si queda una carta o ninguna: primero baraja las cartas "
    "quemadas (con esa última carta), luego quema y reparte la carta comunitaria.",
    (Drill.COMMON_CARD, Focus.ANY): "Antes de tocar la baraja, compara con el resto del mazo los "
    "asientos que siguen en la mano más uno para la carta quemada.",
    (Drill.COMMON_CARD, Focus.COMMON_CARD): "No alcanza para todos más la carta quemada: quema una y "
    "reparte una sola carta descubierta en el centro.",
    (Drill.COMMON_CARD, Focus.RESHUFFLE): "Con una sola carta no puedes quemar y repartir: las cartas "
    "quemadas pasan a ser el nuevo resto del mazo.",
    (Drill.SPLIT_POT, Focus.ANY): "Reparte los botes laterales antes que el bote principal, cada uno "
    "entre los asientos que lo pagaron entero.",
    (Drill.SPLIT_POT, Focus.ODD_CHIP): "La ficha sobrante va primero a la mitad alta; dentro de una "
    "mitad empatada, sigue la regla de la ficha sobrante del reglamento.",
    (Drill.SPLIT_POT, Focus.NO_LOW): "Sin cinco cartas distintas de ocho o menos no hay baja, y la "
    "mano alta se lleva el bote entero.",
    (Drill.SPLIT_POT, Focus.SIDE_POTS): "Forma los botes desde el all-in más pequeño hacia arriba; las "
    "fichas de un asiento que se retiró se quedan en el bote, pero no gana nada.",
}

#: The drill headings as the .ts translates them (words.drill_heading).
HEADINGS_ES: dict[Drill, str] = {
    Drill.BRING_IN: "¿Quién hace el bring-in?",
    Drill.FIRST_TO_ACT: "¿Quién actúa primero?",
    Drill.DEALER_NEXT: "¿Qué hace ahora el crupier?",
    Drill.COMMON_CARD: "¿Hace falta una carta comunitaria?",
    Drill.SPLIT_POT: "Repartir el bote",
    Drill.BET: "¿Cuál es la apuesta?",
    Drill.SHOWDOWN: "Leer el showdown",
    Drill.COUNT_POT: "Contar el bote",
    Drill.CHIPS: "Fichas",
    Drill.SPOT: "Detecta el error",
}

#: The hard cases, in the .ts's words for them (DrillPanel's "Dar prioridad a los casos
#: difíciles (empates de palo, cartas comunitarias, fichas sobrantes…)", the rules
#: reference's examples "con manos a la vista iguales", "con rebarajado", "botes laterales").
FOCUS_NAMES_ES: dict[Focus, str] = {
    Focus.ANY: "cualquier mano",
    Focus.SUIT_TIE: "empates de palo",
    Focus.EQUAL_SHOWING: "manos a la vista iguales",
    Focus.COMMON_CARD: "cartas comunitarias",
    Focus.RESHUFFLE: "rebarajados",
    Focus.ODD_CHIP: "fichas sobrantes",
    Focus.NO_LOW: "sin baja que califique",
    Focus.SIDE_POTS: "botes laterales",
    Focus.ALL_IN_BRING_IN: "un bring-in all-in",
    Focus.SHORT_ALL_IN: "all-ins cortos",
    Focus.CAPPED: "apuestas al tope",
    Focus.OPEN_PAIR: "parejas descubiertas en cuarta calle",
    Focus.UNCALLED: "apuestas no igualadas",
    Focus.TIED_LOW: "bajas empatadas",
    Focus.TIED_HIGH: "manos altas empatadas",
    Focus.WHEEL: "una rueda",
    Focus.BEST_FIVE: "un color sobre una escalera",
    Focus.FOLDED_SIDE_POTS: "botes laterales con fichas de retirados",
    Focus.THREE_POTS: "tres botes",
    Focus.CAPPED_RAKE: "el rake con tope",
    Focus.ODD_CUT: "un bote cortado con ficha sobrante",
    Focus.CLEAN_HAND: "manos repartidas sin errores",
    Focus.WHO_ACTS_MISTAKE: "errores en quién actúa",
    Focus.AMOUNT_MISTAKE: "errores en las cantidades apostadas",
    Focus.DEAL_MISTAKE: "errores en el reparto",
    Focus.STUB_MISTAKE: "errores con el resto del mazo",
    Focus.POT_MISTAKE: "errores al empujar el bote",
}

#: The games' titles as the .ts translates them (words.game_title).
GAME_TITLES_ES: dict[Variant, str] = {
    Variant.STUD7: "Seven-card Stud alta",
    Variant.STUD7_LOW: "Seven-card Stud baja",
    Variant.STUD7_HILO: "Seven-card Stud alta-baja dividida",
    Variant.STUD7_HILO8: "Seven-card Stud alta-baja dividida, ocho o mejor",
    Variant.SUPER_STUD7_HILO8: "Super Seven-card Stud alta-baja dividida, ocho o mejor",
    Variant.STUD5: "Five-card Stud",
}

#: The rule sets as the .ts translates them (words.rules_sheet), lower-cased inside a sentence.
RULE_SETS_ES: dict[RuleSetName, str] = {
    RuleSetName.PA: "las reglas de Pensilvania",
    RuleSetName.CARDROOM: "las reglas de la casa (sala de juego)",
    RuleSetName.ONLINE: "las reglas de sala en línea",
}

TOPICS_ES: dict[str, tuple[str, str]] = {
    "suit-tie-breaks": (
        "Desempates por palo en el bring-in",
        "Cartas descubiertas del mismo valor: el palo decide quién hace el bring-in, en todos los juegos.",
    ),
    "equal-boards": (
        "Primero en actuar con manos a la vista iguales",
        "Dos asientos muestran las mismas cartas: actúa primero el más cercano a la izquierda del crupier.",
    ),
    "common-card-and-reshuffle": (
        "La carta comunitaria y el rebarajado de las cartas quemadas",
        "Con ocho y nueve jugadores el resto del mazo no alcanza: cuándo repartir una carta comunitaria "
        "y cuándo barajar antes las cartas quemadas.",
    ),
    "hilo-odd-chips": (
        "Fichas sobrantes en los botes alta-baja",
        "Botes que no se dividen a partes iguales: primero la mitad alta, luego las mitades empatadas.",
    ),
    "eight-or-better-no-low": (
        "Ocho o mejor sin baja que califique",
        "Ninguna mano forma una baja de cinco cartas distintas de ocho o menos: la mano alta se lleva "
        "el bote entero.",
    ),
    "side-pots": (
        "Botes laterales",
        "Jugadores all-in y los botes que pueden ganar.",
    ),
}


def _in_turn_es(names: list[str]) -> str:
    return f"{', '.join(names[:-1])} y {names[-1]}, por turnos"


@dataclass(frozen=True)
class Words:
    """A language's words for the packs: everything else in them is the same hands."""

    folder: str  # "" for English (assets/packs), else the language's code
    notes: dict[tuple[Drill, Focus], str]
    heading: Callable[[Drill], str]
    focus_names: dict[Focus, str]
    game_title: Callable[[Variant], str]
    rule_set: dict[RuleSetName, str]
    game_pack: str  # {game}
    game_description: str  # {game}, {rules}
    in_turn: Callable[[list[str]], str]
    topics: dict[str, tuple[str, str]]  # by file name: title, description


def _in_turn_en(names: list[str]) -> str:
    return f"{', '.join(names[:-1])} and {names[-1]} in turn"


ENGLISH = Words(
    folder="",
    notes=NOTES,
    heading=lambda drill: drill.heading,
    focus_names=FOCUS_NAMES,
    game_title=lambda variant: spec_of(variant).title,
    rule_set=RULE_SET_NAMES,
    game_pack="{game}: the dealer's decisions",
    game_description="One hand for each decision a dealer makes in {game}, under {rules}.",
    in_turn=_in_turn_en,
    topics={name: (title, description) for name, title, description, _plan in TOPICS},
)

SPANISH = Words(
    folder="es",
    notes=NOTES_ES,
    heading=HEADINGS_ES.__getitem__,
    focus_names=FOCUS_NAMES_ES,
    game_title=GAME_TITLES_ES.__getitem__,
    rule_set=RULE_SETS_ES,
    game_pack="{game}: las decisiones del crupier",
    game_description="Una mano por cada decisión que toma un crupier en {game}, con {rules}.",
    in_turn=_in_turn_es,
    topics=TOPICS_ES,
)

#: Every language the packs are written in, English first.
LANGUAGES: tuple[Words, ...] = (ENGLISH, SPANISH)


def item(
    rng: random.Random,
    variant: Variant,
    rules: RuleSetName,
    drill: Drill,
    focus: Focus,
    number: int,
    words: Words = ENGLISH,
) -> PackItem:
    if variant not in POSSIBLE[focus]:
        focus = Focus.ANY
    data = hand_for(focus, rng, variant, rules)
    question = question_at(drill, data, rng, focus)
    note = words.notes.get((drill, focus)) or words.notes[(drill, Focus.ANY)]
    # the hard case as a dealer names it ("equal showing hands"), not the generator's name
    heading = words.heading(drill)
    title = heading + (f" — {words.focus_names[focus]}" if focus is not Focus.ANY else "")
    return PackItem(data, (PackQuestion(drill, question.point, expect_of(question)),), title=title, note=note)


def write_packs(out: Path, words: Words) -> None:
    """Every sample pack in ``words``' language, into ``out`` (the same hands in every language)."""
    out.mkdir(parents=True, exist_ok=True)
    rules_cycle = list(RuleSetName)
    in_turn = words.in_turn([words.rule_set[r] for r in rules_cycle])
    for index, variant in enumerate(Variant):
        rng = random.Random(1000 + index)
        items = tuple(
            item(rng, variant, rules_cycle[n % 3], drill, focus, n + 1, words)
            for n, (drill, focus) in enumerate(GAME_DRILLS)
        )
        game = words.game_title(variant)
        pack = Pack(
            words.game_pack.format(game=game),
            items,
            AUTHOR,
            words.game_description.format(game=game, rules=in_turn),
            "1",
            CREATED,
        )
        save_pack(pack, out / f"{GAME_FILES[variant]}.studpack")
    for index, (name, _title, _description, plan) in enumerate(TOPICS):
        rng = random.Random(2000 + index)
        items = tuple(
            item(rng, variant, rules_cycle[n % 3], drill, focus, n + 1, words)
            for n, (variant, drill, focus) in enumerate(plan)
        )
        title, description = words.topics[name]
        save_pack(Pack(title, items, AUTHOR, description, "1", CREATED), out / f"{name}.studpack")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "assets" / "packs"
    for words in LANGUAGES:
        write_packs(out / words.folder if words.folder else out, words)


if __name__ == "__main__":
    main()
