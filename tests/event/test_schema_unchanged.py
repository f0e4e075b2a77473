"""swisspair.event.schema's check of an event made from a checked one (`validate(doc, before=...)`, event/unchanged.py):
it refuses exactly what the whole check refuses, with the same words; an operation on a held event never changes
the held event, and a change it makes wrong is refused as before."""

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.document.sameness import fingerprint
from swisspair.event.ops import dispatch
from swisspair.event.sections import section_view
from tests.event.helpers import JUNK, corrupt, played_event, weekend_played


def refusal(doc, changed=None, before=None):
    """What the check says of `doc`: None, or the refusal's code, field, player, round and message."""
    try:
        event.validate(doc, changed, before=before)
    except EventError as exc:
        return exc.code, exc.field, exc.player, exc.round, exc.message
    return None


def places(value, path=()):
    """Every place in a JSON value (its objects, lists and values), as paths from the top."""
    found, stack = [], [(value, path)]
    while stack:
        item, where = stack.pop()
        found.append(where)
        if isinstance(item, dict):
            stack.extend((inner, (*where, key)) for key, inner in item.items())
        elif isinstance(item, list):
            stack.extend((inner, (*where, index)) for index, inner in enumerate(item))
    return [where for where in found if where]


def at(doc, path):
    for key in path:
        doc = doc[key]
    return doc


ONE_SECTION = played_event()
SECTIONS = weekend_played()
# A value equal to another by Python's `==` but of another type: what a comparison by `==` alone would let through.
TWINS = {"float": lambda v: float(v) if isinstance(v, (int, bool)) else v,
         "bool": lambda v: bool(v) if isinstance(v, int) and v in (0, 1) else v,
         "int": lambda v: int(v) if isinstance(v, (bool, float)) else v}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_part_is_refused_by_the_check_of_what_changed_as_by_the_whole_check(data):
    before = data.draw(st.sampled_from([ONE_SECTION, SECTIONS]))
    path = data.draw(st.sampled_from(places(before)))
    how = data.draw(st.one_of(st.sampled_from([*TWINS, KeyError]), JUNK))
    value = TWINS[how](at(before, path)) if isinstance(how, str) and how in TWINS else how
    bad = corrupt(before, list(path), value)
    # An operation on one section is checked for that section alone (the others were valid and are unchanged).
    changed = data.draw(st.sampled_from([None, *([before["sections"][path[1]]["id"]]
                                                 if path[0] == "sections" and len(path) > 2 else [])]))
    assert refusal(bad, changed, before=before) == refusal(bad, changed)


@pytest.mark.parametrize("doc", [ONE_SECTION, SECTIONS], ids=["one section", "three sections"])
def test_every_place_given_the_twin_of_its_value_is_judged_by_both_checks_alike(doc):
    # A player's rating of 1800.0, a bool where a number was, a number where a bool was: equal by `==`, refused.
    judged = 0
    for path in places(doc):
        value = at(doc, path)
        for twin in TWINS.values():
            if type(twin(value)) is not type(value):
                bad = corrupt(doc, list(path), twin(value))
                assert refusal(bad, before=doc) == refusal(bad), path
                judged += 1
    assert judged > 100


def test_a_round_that_is_no_longer_the_latest_is_checked_again_for_its_open_boards():
    doc = ONE_SECTION
    assert any(board["result"] is None for board in doc["rounds"][-1]["boards"])
    bad = copy.deepcopy(doc)
    bad["rounds"].append({**copy.deepcopy(doc["rounds"][0]), "number": len(doc["rounds"]) + 1})
    assert refusal(bad, before=doc) == refusal(bad)
    assert refusal(bad)[0] == "missing_result"


def test_a_player_changed_checks_again_the_rounds_that_place_them():
    # Round 1 is as it was, but a player it places now joins in round 2: the round is checked again and refused.
    doc = ONE_SECTION
    pid = doc["rounds"][0]["boards"][0]["white"]
    index = next(i for i, p in enumerate(doc["players"]) if p["id"] == pid)
    bad = corrupt(doc, ["players", index, "joined_round"], 2)
    assert refusal(bad, before=doc) == refusal(bad)
    assert refusal(bad)[0] == "absent_player"


def test_a_refused_operation_leaves_the_held_event_as_it_was():
    held = event.KnownEvent(copy.deepcopy(ONE_SECTION))
    kept = fingerprint(held.doc)
    r = len(held.doc["rounds"])
    for operation in ({"op": "set_result", "round": r, "board": 99, "result": "1-0"},
                      {"op": "set_result", "round": r, "board": 1, "result": "2-0"},
                      {"op": "edit_player", "player": 1, "changes": {"rating": -5}}):
        with pytest.raises(EventError):
            event.apply(held, operation)
        assert fingerprint(held.doc) == kept
    made = event.apply(held, {"op": "set_result", "round": r, "board": 1, "result": "0-1"}).event
    assert fingerprint(held.doc) == kept
    assert made["rounds"][-1]["boards"][0]["result"] == "0-1" != held.doc["rounds"][-1]["boards"][0]["result"]


def damaging(damage):
    """The result operation, followed by `damage` of the event it works on: a fault of SwissPair's own."""
    op, required, optional = dispatch.OPERATIONS["set_result"]

    def damaged(ctx):
        op(ctx)
        damage(ctx.doc)
    return damaged, required, optional


def first_white(doc, r):
    return doc["rounds"][r - 1]["boards"][0]["white"]


DAMAGES = {
    "a player's rating as 1800.0": lambda doc: doc["players"][0].update(rating=float(doc["players"][0]["rating"])),
    "a player's name emptied": lambda doc: doc["players"][2].update(name=" "),
    "a player in two places in the round": lambda doc: doc["rounds"][-1]["boards"][-1].update(
        black=first_white(doc, len(doc["rounds"]))),
    "an earlier round's player as True": lambda doc: doc["rounds"][0]["boards"][0].update(
        white=True if first_white(doc, 1) == 1 else first_white(doc, 1) + 0.0),
    "an earlier round without a result": lambda doc: doc["rounds"][0]["boards"][0].update(result=None),
    "the settings' rounds as 5.0": lambda doc: doc["settings"].update(rounds=5.0),
}


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES)
@pytest.mark.parametrize("original, section", [(ONE_SECTION, None), (SECTIONS, 2)], ids=["one section", "a section"])
def test_an_operation_that_damages_the_event_is_refused_with_the_same_words_as_by_the_whole_check(
        monkeypatch, damage, original, section):
    monkeypatch.setitem(dispatch.OPERATIONS, "set_result", damaging(damage))
    doc = copy.deepcopy(original)
    paired = len(section_view(doc, section)["rounds"])
    operation = {"op": "set_result", "round": paired, "board": 1, "result": "1-0",
                 **({"section": section} if section else {})}
    with pytest.raises(EventError) as whole:
        event.apply(doc, operation)  # an event given: loaded and checked whole
    held = event.KnownEvent(copy.deepcopy(original))
    kept = fingerprint(held.doc)
    with pytest.raises(EventError) as of_changes:
        event.apply(held, operation)
    assert of_changes.value.code == whole.value.code == "internal"
    assert of_changes.value.message == whole.value.message
    assert (of_changes.value.field, of_changes.value.player, of_changes.value.round) == \
        (whole.value.field, whole.value.player, whole.value.round)
    assert fingerprint(held.doc) == kept


def board_pairs(doc, r):
    """Pairs of boards (by index) of round `r`: the first, the second and the last, each before and after another."""
    last = len(doc["rounds"][r - 1]["boards"]) - 1
    return sorted({(k, j) for k in (0, 1, last) for j in (0, 1, last) if k != j})


@pytest.mark.parametrize("original, section", [(ONE_SECTION, None), (SECTIONS, 2)], ids=["one section", "a section"])
def test_a_board_changed_to_place_a_player_of_an_unchanged_board_is_refused_alike(original, section):
    # The other boards of the round are as they were (not checked again): the board changed places a player one of
    # them places, before it or after it in the round; or the bye does.
    group = section_view(original, section)
    prefix = ["sections", next(i for i, s in enumerate(original["sections"]) if s["id"] == section)] if section else []
    judged = 0
    for r in (1, len(group["rounds"])):
        boards = group["rounds"][r - 1]["boards"]
        for k, j in board_pairs(group, r):
            for side in ("white", "black"):
                bad = corrupt(original, [*prefix, "rounds", r - 1, "boards", k, side], boards[j]["white"])
                said = refusal(bad, section)
                assert said is not None and refusal(bad, section, before=original) == said
                judged += 1
        bad = corrupt(original, [*prefix, "rounds", r - 1, "pab"], boards[-1]["black"])
        said = refusal(bad, section)
        assert said is not None and refusal(bad, section, before=original) == said
    assert judged >= 8


class Board(dict):
    """A board equal by `==` to the board it copies, of another type than the JSON object."""


@pytest.mark.parametrize("original, section", [(ONE_SECTION, None), (SECTIONS, 2)], ids=["one section", "a section"])
def test_a_board_equal_by_eq_but_of_another_type_or_with_a_value_of_another_type_is_judged_alike(original, section):
    group = section_view(original, section)
    prefix = ["sections", next(i for i, s in enumerate(original["sections"]) if s["id"] == section)] if section else []
    for r in (1, len(group["rounds"])):
        board = group["rounds"][r - 1]["boards"][1]
        for twin in (Board(board), {**board, "white": float(board["white"])}, {**board, "result": None},
                     dict(reversed(board.items()))):
            assert twin == board or twin["result"] is None
            bad = corrupt(original, [*prefix, "rounds", r - 1, "boards", 1], twin)
            assert refusal(bad, section, before=original) == refusal(bad, section)
