"""swisspair.event.schema: validation names the field and the player or round of the first fault, and no
document, however damaged, escapes as anything but EventError."""

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.limits import MAX_PLAYER_ROUNDS, MAX_RESTRICTED_PAIRS
from tests.event.helpers import JUNK, PLAYED_DOC, corrupt, finish_round, run
from swisspair.document.names import TOP_KEYS


@pytest.mark.parametrize("path, value, code, field, where", [
    (["players", 1, "rating"], "2000", "wrong_type", "event.players[1].rating", {"player": 2}),
    (["players", 1, "rating"], 5000, "out_of_range", "event.players[1].rating", {"player": 2}),
    (["players", 1, "name"], "  ", "empty", "event.players[1].name", {"player": 2}),
    (["players", 1, "id"], 1, "duplicate", "event.players[1].id", {"player": 1}),
    (["players", 2, "nickname"], "C", "unknown_field", "event.players[2].nickname", {}),
    (["players", 0, "requested_byes"], [{"round": 3, "points": "lots"}], "wrong_value",
     "event.players[0].requested_byes[0].points", {"player": 1, "round": 3}),
    (["players", 4, "requested_byes"], [{"round": 4, "points": "half"}], "out_of_range",
     "event.players[4].requested_byes[0].round", {"player": 5}),
    (["rounds", 0, "boards", 0, "result"], "2-0", "wrong_value", "event.rounds[0].boards[0].result", {"round": 1}),
    (["rounds", 0, "boards", 0, "result"], None, "missing_result", "event.rounds[0].boards[0].result", {"round": 1}),
    (["rounds", 0, "boards", 0, "white"], 99, "unknown_player", "event.rounds[0].boards[0].white",
     {"round": 1, "player": 99}),
    (["rounds", 1, "number"], 3, "out_of_range", "event.rounds[1].number", {"round": 2}),
    (["settings", "scoring", "draw"], 4, "wrong_value", "event.settings.scoring.draw", {}),
    (["settings", "rounds"], 1, "out_of_range", "event.settings.rounds", {}),
    (["settings", "mode"], KeyError, "missing", "event.settings.mode", {}),
    (["restrictions", 0, "players"], [1], "too_few", "event.restrictions[0].players", {}),
    (["version"], 1.0, "wrong_type", "event.version", {}),
    (["log", 0, "seq"], 0, "out_of_range", "event.log[0].seq", {}),
])
def test_validation_names_the_field_and_the_player_or_round(played, path, value, code, field, where):
    with pytest.raises(EventError) as info:
        event.validate(corrupt(played, path, value))
    error = info.value
    assert (error.code, error.field) == (code, field), error.as_error()
    assert {key: getattr(error, key) for key in where} == where
    assert error.message.endswith(".")


def test_a_player_placed_twice_or_while_absent_is_named(played):
    doc = corrupt(played, ["rounds", 1, "pab"], played["rounds"][1]["boards"][0]["white"])
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.code == "duplicate" and info.value.round == 2
    # Player 4 requested a bye for round 3: placing them in round 3 contradicts it.
    doc = finish_round(played)
    doc = run(doc, {"op": "pair_next"})
    board = copy.deepcopy(doc["rounds"][2]["boards"][0])
    board["white"] = 4
    with pytest.raises(EventError) as info:
        event.validate(corrupt(doc, ["rounds", 2, "boards", 0], board))
    assert (info.value.code, info.value.round, info.value.player) == ("absent_player", 3, 4)


def test_a_round_before_the_latest_must_place_everyone(played):
    doc = corrupt(played, ["rounds", 0, "boards"], played["rounds"][0]["boards"][1:])
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.code == "unplaced" and info.value.round == 1


def test_a_stored_document_must_hold_every_option_of_its_system():
    doc = event.new_event({"id": "x", "system": "round_robin"})
    del doc["settings"]["options"]["cycles"]
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.field == "event.settings.options.cycles" and info.value.code == "missing"


@settings(max_examples=150)
@given(st.recursive(JUNK, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                 st.dictionaries(st.sampled_from(TOP_KEYS + ("op",)), inner,
                                                                 max_size=4)), max_leaves=12))
def test_random_documents_are_refused_with_a_structured_error(junk):
    snapshot = copy.deepcopy(junk)
    with pytest.raises(EventError):
        event.apply(junk, {"op": "pair_next"})
    assert junk == snapshot


@settings(max_examples=100)
@given(st.sampled_from(["players", "rounds", "settings", "restrictions", "log"]), st.integers(0, 3),
       st.sampled_from(["id", "name", "rating", "white", "result", "pab", "mode", "players", "seq", "boards"]), JUNK)
def test_a_document_damaged_anywhere_is_refused_or_still_valid(section, index, key, value):
    doc = copy.deepcopy(PLAYED_DOC)
    target = doc[section]
    if isinstance(target, list):
        if not target:
            return
        target = target[index % len(target)]
        if key == "boards" and "boards" in target and target["boards"]:
            target = target["boards"][0]
            key = "result"
    target[key] = value
    try:
        event.validate(doc)
    except EventError as exc:
        assert exc.code != "internal" and exc.field and exc.field.startswith("event")
        return
    event.apply(doc, {"op": "set_rounds", "rounds": 5})


def test_more_player_rounds_than_the_engine_answers_in_seconds_are_refused_before_any_other_check(played):
    """Every operation's work grows with players times rounds; the count is checked before the rest is read."""
    rounds = MAX_PLAYER_ROUNDS // len(played["players"]) + 1
    with pytest.raises(EventError) as info:
        event.validate({**played, "rounds": [None] * rounds})
    assert (info.value.code, info.value.field) == ("too_large", "event.rounds")
    assert f"at most {MAX_PLAYER_ROUNDS:,}" in info.value.message


def test_restrictions_keeping_more_pairs_apart_than_the_limit_are_refused_by_count(played):
    """Each restricted pair is checked by every pairing of a round: one restriction of 2,000 players would be two
    million pairs. The count is made from the lists' lengths, before any pair is."""
    group = list(range(1, 143))  # 142 players: 10,011 pairs
    doc = {**played, "restrictions": [{"id": 1, "kind": "club", "label": "", "players": group, "first_round": 1,
                                       "last_round": None}]}
    assert len(group) * (len(group) - 1) // 2 > MAX_RESTRICTED_PAIRS
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert (info.value.code, info.value.field) == ("too_many", "event.restrictions")
    assert f"at most {MAX_RESTRICTED_PAIRS:,}" in info.value.message
