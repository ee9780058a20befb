"""The pack-editing model: each edit a pure Pack -> Pack function, no Qt, refusals a user can
act on. (The editor window's own tests drive the same edits through its widgets.)"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest

from dealer_trainer.engine.actions import Action, ActionKind
from dealer_trainer.engine.cards import ALL_CARDS, parse_card
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs import editing
from dealer_trainer.packs.editing import (
    CardTakenError,
    EditError,
    HandFullError,
    IllegalEditError,
    PackFullError,
    ProblemKind,
    Selection,
    TableError,
    Where,
    item_view,
)
from dealer_trainer.packs.model import MAX_ITEMS, Pack, PackError, PackItem, PackQuestion
from dealer_trainer.packs.storage import pack_from_json
from dealer_trainer.training.drills import Point
from dealer_trainer.training.kinds import Drill


def crafted_deck(first: list[str]) -> list[str]:
    return first + [str(c) for c in ALL_CARDS if str(c) not in first]


def heads_up(actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Two seats; seat 1 shows the 2c and brings in, seat 2 shows the 9c."""
    return {
        "format": "stud-scenario/1",
        "variant": "stud7",
        "rules": "pa",
        "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
        "button": 2,
        "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
        "deck": crafted_deck(["Ah", "Kh", "Qh", "Jh", "2c", "9c", "8c", "7c", "6c"]),
        "actions": actions if actions is not None else [],
    }


def one_hand(
    data: dict[str, Any] | None = None, questions: tuple[PackQuestion, ...] = (PackQuestion(Drill.BRING_IN),)
) -> Pack:
    return Pack("T", (PackItem(data if data is not None else heads_up(), questions),))


FIRST = Selection(0, 0)


def snapshot(pack: Pack) -> str:
    return json.dumps(pack.to_json(), sort_keys=True)


def test_the_editing_model_imports_no_qt() -> None:
    code = (
        "import sys, dealer_trainer.packs.editing; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'pyqtgraph')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_an_edit_returns_a_new_pack_and_leaves_the_old_one_as_it_was() -> None:
    pack = one_hand()
    before = snapshot(pack)
    rng = random.Random(1)
    edits = [
        editing.set_card(pack, FIRST, 20, parse_card("As"), rng),
        editing.shuffle_undealt(pack, FIRST, rng),
        editing.apply_action(pack, FIRST, Action(1, ActionKind.BRING_IN), rng),
        editing.set_stake(pack, FIRST, "ante", 2, rng),
        editing.set_seat(pack, FIRST, 5, 300, rng),
        editing.add_question(pack, FIRST, Drill.FIRST_TO_ACT),
        editing.set_note(pack, FIRST, "look"),
        editing.add_item(pack, FIRST, rng, "Hand 2"),
    ]
    assert snapshot(pack) == before
    assert all(snapshot(edit.pack) != before for edit in edits)


def test_a_card_set_at_a_place_trades_places_with_it_so_the_deck_stays_whole() -> None:
    pack = one_hand()
    edit = editing.set_card(pack, FIRST, 20, parse_card("As"), random.Random(1))
    deck = edit.pack.items[0].scenario["deck"]
    old = pack.items[0].scenario["deck"]
    assert deck[20] == "As" and deck[old.index("As")] == old[20]
    assert sorted(deck) == sorted(old)


def test_setting_the_card_already_there_changes_nothing() -> None:
    pack = one_hand()
    card = parse_card(pack.items[0].scenario["deck"][4])
    assert editing.set_card(pack, FIRST, 4, card, random.Random(1)).pack is pack


def test_a_card_dealt_elsewhere_is_refused_with_where_it_is() -> None:
    pack = one_hand()
    with pytest.raises(CardTakenError, match="already dealt elsewhere.*choose another card") as err:
        editing.set_card(pack, FIRST, 0, parse_card("9c"), random.Random(1))
    assert isinstance(err.value, PackError)
    assert err.value.dealt.where is Where.SEAT and err.value.dealt.seat == 2
    assert err.value.dealt.up and err.value.dealt.street == 3


def test_a_deck_position_off_the_deck_is_refused() -> None:
    with pytest.raises(EditError, match="deck position 52: use 0 to 51"):
        editing.set_card(one_hand(), FIRST, 52, parse_card("As"), random.Random(1))


def test_a_card_change_that_moves_the_bring_in_keeps_only_the_legal_actions() -> None:
    pack = one_hand(heads_up([{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}]))
    edit = editing.set_card(pack, FIRST, 4, parse_card("As"), random.Random(1))
    assert edit.pack.items[0].scenario["actions"] == []
    assert edit.replay is not None and (edit.replay.kept, edit.replay.dropped) == (0, 2)
    assert edit.replay.why is not None and "seat 1 acted out of turn" in edit.replay.why
    load_scenario(edit.pack.items[0].scenario)


def test_shuffling_the_undealt_cards_keeps_every_dealt_card_in_its_place() -> None:
    pack = one_hand(heads_up([{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}]))
    view = item_view(pack.items[0], random.Random(1))
    dealt = {d.position for d in view.dealt if d.position is not None}
    old = pack.items[0].scenario["deck"]
    deck = editing.shuffle_undealt(pack, FIRST, random.Random(5)).pack.items[0].scenario["deck"]
    assert all(deck[i] == old[i] for i in dealt)
    assert deck != old and sorted(deck) == sorted(old)
    again = editing.shuffle_undealt(pack, FIRST, random.Random(5)).pack.items[0].scenario["deck"]
    assert again == deck  # the same generator, the same shuffle


def test_an_action_the_engine_refuses_is_not_added_and_the_engines_reason_is_given() -> None:
    with pytest.raises(IllegalEditError, match="not added: seat 2 acted out of turn") as err:
        editing.apply_action(one_hand(), FIRST, Action(2, ActionKind.CALL), random.Random(1))
    assert "seat 1 is to act" in err.value.why


def test_a_legal_action_is_appended_and_the_last_one_can_be_taken_back() -> None:
    rng = random.Random(1)
    added = editing.apply_action(one_hand(), FIRST, Action(1, ActionKind.BRING_IN), rng).pack
    assert added.items[0].scenario["actions"] == [{"seat": 1, "do": "bring_in"}]
    removed = editing.undo_last_action(added, FIRST, rng).pack
    assert removed.items[0].scenario["actions"] == []
    with pytest.raises(EditError, match="no actions to remove"):
        editing.undo_last_action(removed, FIRST, rng)


def test_a_table_the_engine_refuses_is_not_made_and_the_field_is_named() -> None:
    with pytest.raises(
        TableError,
        match=r"stakes\.bring_in: the bring-in \(3\) cannot be more "
        r"than the small bet \(2\)",
    ):
        editing.set_stake(one_hand(), FIRST, "bring_in", 3, random.Random(1))


def test_seats_are_kept_in_seat_order_and_an_empty_seat_has_no_stack_to_set() -> None:
    rng = random.Random(1)
    pack = editing.set_seat(one_hand(), FIRST, 9, 250, rng).pack
    pack = editing.set_seat(pack, FIRST, 5, 300, rng).pack
    assert list(pack.items[0].scenario["seats"]) == ["1", "2", "5", "9"]
    emptied = editing.set_seat(pack, FIRST, 5, None, rng).pack
    assert "5" not in emptied.items[0].scenario["seats"]
    with pytest.raises(EditError, match="seat 5 is empty; seat a player there first"):
        editing.set_stack(emptied, FIRST, 5, 100, rng)


def test_a_new_hand_goes_after_the_selected_one_with_its_game_and_rules() -> None:
    pack = one_hand(dict(heads_up(), variant="stud7-hilo8", rules="cardroom"))
    pack = editing.add_item(pack, FIRST, random.Random(1), "Hand 2").pack
    edit = editing.add_item(pack, Selection(0, 0), random.Random(2), "Hand 3")
    assert [item.title for item in edit.pack.items] == ["", "Hand 3", "Hand 2"]
    new = edit.pack.items[1]
    assert (new.scenario["variant"], new.scenario["rules"]) == ("stud7-hilo8", "cardroom")
    assert new.scenario["actions"] == [] and new.questions == ()
    assert edit.selection == Selection(1, -1)


def test_a_new_hand_in_an_empty_pack_is_seven_card_stud_under_pennsylvania_rules() -> None:
    edit = editing.add_item(Pack("T"), Selection(), random.Random(1), "Hand 1")
    scenario = edit.pack.items[0].scenario
    assert (scenario["variant"], scenario["rules"]) == ("stud7", "pa")
    assert edit.selection == Selection(0, -1)


def test_a_full_pack_refuses_another_hand() -> None:
    item = one_hand().items[0]
    full = Pack("T", (item,) * MAX_ITEMS)
    with pytest.raises(PackFullError, match=f"A pack holds at most {MAX_ITEMS} hands"):
        editing.add_item(full, FIRST, random.Random(1), "one more")
    with pytest.raises(PackFullError):
        editing.append_item(full, item)


def test_a_duplicate_follows_the_original_with_its_own_copy_of_the_scenario() -> None:
    edit = editing.duplicate_item(one_hand(), FIRST, "copy")
    original, copied = edit.pack.items
    assert copied.title == "copy" and copied.scenario == original.scenario
    assert copied.scenario is not original.scenario and edit.selection == Selection(1, 0)


def test_deleting_a_hand_selects_the_one_that_took_its_place() -> None:
    rng = random.Random(1)
    pack = editing.add_item(one_hand(), FIRST, rng, "B").pack
    pack = editing.add_item(pack, Selection(1, -1), rng, "C").pack
    edit = editing.delete_item(pack, Selection(1, -1))
    assert [i.title for i in edit.pack.items] == ["", "C"] and edit.selection == Selection(1, -1)
    last = editing.delete_item(edit.pack, Selection(1, -1))
    assert last.selection == Selection(0, 0)


def test_moving_and_reordering_hands_keep_the_selected_hand_selected() -> None:
    rng = random.Random(1)
    pack = editing.add_item(one_hand(), FIRST, rng, "B").pack
    pack = editing.add_item(pack, Selection(1, -1), rng, "C").pack
    moved = editing.move_item(pack, Selection(0, 0), 0, 2)
    assert [i.title for i in moved.pack.items] == ["B", "C", ""]
    assert moved.selection == Selection(2, 0)
    reordered = editing.reorder_items(pack, Selection(2, -1), [2, 0, 1])
    assert [i.title for i in reordered.pack.items] == ["C", "", "B"]
    assert reordered.selection == Selection(0, -1)
    with pytest.raises(EditError, match="name each hand once"):
        editing.reorder_items(pack, Selection(0, 0), [0, 0, 1])
    with pytest.raises(EditError, match="hands are numbered 1 to 3"):
        editing.move_item(pack, Selection(0, 0), 0, 3)


def test_a_street_drill_is_pinned_to_the_street_the_engine_picks() -> None:
    pack = one_hand(heads_up([{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}]))
    edit = editing.add_question(pack, FIRST, Drill.FIRST_TO_ACT)
    question = edit.pack.items[0].questions[1]
    assert question.point.street == 4 and edit.selection == Selection(0, 1)
    plain = editing.add_question(pack, FIRST, Drill.BRING_IN).pack.items[0].questions[1]
    assert plain.point == Point()


def test_a_hand_asks_at_most_ten_questions() -> None:
    pack = one_hand(questions=(PackQuestion(Drill.BRING_IN),) * editing.MAX_QUESTIONS)
    with pytest.raises(HandFullError, match="A hand asks at most 10 questions"):
        editing.add_question(pack, FIRST, Drill.BRING_IN)


def test_changing_the_drill_keeps_the_street_only_where_the_new_drill_uses_one() -> None:
    pack = one_hand(
        heads_up([{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}]),
        (PackQuestion(Drill.FIRST_TO_ACT, Point(4)),),
    )
    dealer = editing.set_question_drill(pack, FIRST, Drill.DEALER_NEXT).pack
    assert dealer.items[0].questions[0].point == Point(4, 0)
    bring_in = editing.set_question_drill(pack, FIRST, Drill.BRING_IN).pack
    assert bring_in.items[0].questions[0].point == Point()
    assert editing.set_question_drill(pack, FIRST, Drill.FIRST_TO_ACT).pack is pack


def test_a_question_point_keeps_only_what_its_drill_uses() -> None:
    pack = one_hand(questions=(PackQuestion(Drill.FIRST_TO_ACT, Point(4)),))
    edit = editing.set_question_point(pack, FIRST, 5, 3)
    assert edit.pack.items[0].questions[0].point == Point(5)
    with pytest.raises(EditError, match="has no question 2"):
        editing.set_question_point(pack, Selection(0, 1), 5)


def test_a_recorded_answer_agrees_until_an_edit_changes_the_engines_answer() -> None:
    pack = one_hand()
    rng = random.Random(1)
    view = item_view(pack.items[0], rng)
    recorded = editing.record_expected(pack, FIRST, view.questions[0]).pack
    assert recorded.items[0].questions[0].expect == {"seat": 1}
    assert item_view(recorded.items[0], rng).problems() == []
    # Seat 1's 2c becomes the ace of spades: seat 2 brings in now.
    changed = editing.set_card(recorded, FIRST, 4, parse_card("As"), rng).pack
    (problem,) = item_view(changed.items[0], rng).problems()
    assert problem.kind is ProblemKind.DISAGREES and problem.number == 1
    assert problem.mismatch is not None and problem.mismatch.disagrees
    cleared = editing.clear_expected(changed, FIRST).pack
    assert cleared.items[0].questions[0].expect is None


def test_an_answer_cannot_be_recorded_for_a_question_that_does_not_fit_the_hand() -> None:
    pack = one_hand(questions=(PackQuestion(Drill.FIRST_TO_ACT, Point(6)),))
    view = item_view(pack.items[0], random.Random(1))
    assert view.questions[0].question is None
    (problem,) = view.problems()
    assert problem.kind is ProblemKind.DOES_NOT_FIT and problem.error
    with pytest.raises(EditError, match="no answer to record"):
        editing.record_expected(pack, FIRST, view.questions[0])


def test_a_hand_without_questions_is_a_problem_of_the_hand() -> None:
    view = item_view(one_hand(questions=()).items[0], random.Random(1))
    assert [p.kind for p in view.problems()] == [ProblemKind.NO_QUESTIONS]


def test_only_the_pack_fields_can_be_edited_and_the_result_still_opens() -> None:
    pack = editing.set_pack_field(one_hand(), FIRST, "author", "Ann").pack
    assert pack.author == "Ann"
    pack_from_json(pack.to_json())
    with pytest.raises(editing.EditError, match="a pack has no field 'items'"):
        editing.set_pack_field(pack, FIRST, "items", "x")
    with pytest.raises(editing.EditError, match="a table has no stake 'rake'"):
        editing.set_stake(pack, FIRST, "rake", 1, random.Random(1))


def test_an_edit_of_a_hand_that_is_not_there_says_to_select_one() -> None:
    with pytest.raises(EditError, match="no hand is selected; select or add a hand first"):
        editing.set_note(Pack("T"), Selection(), "x")
    with pytest.raises(EditError, match="there is no hand 2; the pack has 1"):
        editing.set_note(one_hand(), Selection(1, 0), "x")


def test_a_game_or_rules_change_replays_the_hand_under_the_new_game() -> None:
    rng = random.Random(1)
    pack = one_hand(heads_up([{"seat": 1, "do": "bring_in"}]))
    razz = editing.set_variant(pack, FIRST, Variant.STUD7_LOW, rng)
    # In razz the high card brings in: seat 2's 9c, so seat 1's bring-in is dropped.
    assert razz.pack.items[0].scenario["variant"] == "stud7-low"
    assert razz.replay is not None and razz.replay.dropped == 1
    online = editing.set_rules(pack, FIRST, RuleSetName.ONLINE, rng).pack
    assert online.items[0].scenario["rules"] == "online"
    no_button = editing.set_button(pack, FIRST, None, rng).pack
    assert "button" not in no_button.items[0].scenario


# --- questions asked before an action (the drills on the betting) ---------------------


@pytest.fixture
def betting_drill(monkeypatch: pytest.MonkeyPatch) -> Drill:
    """An existing drill standing in for one asked before an action, until those exist."""
    monkeypatch.setattr(editing, "USES_ACTION", frozenset({Drill.FIRST_TO_ACT}))
    return Drill.FIRST_TO_ACT


def test_the_moments_of_a_street_are_its_actions_and_the_one_it_waits_for() -> None:
    data = heads_up([{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}, {"seat": 2, "do": "check"}])
    view = item_view(one_hand(data).items[0], random.Random(1))
    third = editing.action_points(view.hand, 3)
    assert [(p.index, p.seat, p.taken is not None) for p in third] == [(0, 1, True), (1, 2, True)]
    assert [p.taken.kind for p in third if p.taken] == [ActionKind.BRING_IN, ActionKind.CALL]
    fourth = editing.action_points(view.hand, 4)
    assert [(p.index, p.seat) for p in fourth] == [(0, 2), (1, 1)]
    assert fourth[0].taken is not None and fourth[0].taken.kind is ActionKind.CHECK
    assert fourth[1].taken is None and view.hand.to_act == 1  # the hand waits for seat 1
    assert editing.action_points(view.hand, 5) == ()


def test_a_drill_asked_before_an_action_is_pinned_to_one(betting_drill: Drill) -> None:
    data = heads_up([{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}])
    pack = editing.add_question(one_hand(data, ()), FIRST, betting_drill).pack
    assert pack.items[0].questions[0].point == Point(4, action=0)
    moved = editing.set_question_point(pack, FIRST, 4, None, 1).pack
    assert moved.items[0].questions[0].point == Point(4, action=1)
    # a street without an action given: its first; no street: nothing to count on
    assert editing.set_question_point(moved, FIRST, 5).pack.items[0].questions[0].point == Point(5, action=0)
    assert editing.set_question_point(moved, FIRST, None, None, 1).pack.items[0].questions[0].point == Point()
    # another drill drops the action; coming back pins one again
    dealer = editing.set_question_drill(moved, FIRST, Drill.DEALER_NEXT).pack
    assert dealer.items[0].questions[0].point == Point(4, 0)
    back = editing.set_question_drill(dealer, FIRST, betting_drill).pack
    assert back.items[0].questions[0].point == Point(4, action=0)


def test_a_drill_not_asked_before_an_action_never_keeps_one() -> None:
    pack = one_hand(questions=(PackQuestion(Drill.FIRST_TO_ACT, Point(4)),))
    assert editing.set_question_point(pack, FIRST, 4, None, 2).pack.items[0].questions[0].point == Point(4)
