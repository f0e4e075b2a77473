"""swisspair.event.document: a new event, and a stored one loaded (or refused with a reason)."""

import json

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.document.names import VERSION
from tests.event.helpers import run, weekend_open


def test_new_event_is_valid_and_says_what_it_is():
    doc = event.new_event({"id": "abc", "name": "Spring Open", "mode": "fide", "rounds": 7, "created": "2026-03-01"})
    event.validate(doc)
    assert doc["format"] == "swisspair-event" and doc["version"] == VERSION
    assert doc["settings"]["scoring"] == {"system": "chess", "win": 10, "draw": 5, "loss": 0, "forfeit_win": 10,
                                          "forfeit_loss": 0, "pab": 10, "half_bye": 5, "full_bye": 10, "zero_bye": 0}
    assert doc["created"] == doc["modified"] == "2026-03-01"
    assert doc["log"][0]["op"] == "new_event"
    assert json.loads(json.dumps(doc)) == doc


@pytest.mark.parametrize("mode, system, byes", [("magic", "football", ["half", "zero"]),
                                                 ("esports", "win_loss", ["zero"]), ("club", "chess", ["half", "zero"])])
def test_the_mode_chooses_the_point_system(mode, system, byes):
    doc = event.new_event({"id": "x", "mode": mode})
    assert doc["settings"]["scoring"]["system"] == system
    assert doc["settings"]["requested_byes"]["allowed"] == byes


@pytest.mark.parametrize("args, field", [({}, "operation.id"), ({"id": ""}, "operation.id"),
                                         ({"id": "x", "mode": "blitz"}, "operation.mode"),
                                         ({"id": "x", "rounds": 0}, "operation.rounds"),
                                         ({"id": "x", "colour": "white"}, "operation.colour"),
                                         ({"id": "x", "language": "pt"}, "operation.language")])
def test_new_event_names_the_bad_argument(args, field):
    with pytest.raises(EventError) as info:
        event.new_event(args)
    assert info.value.field == field


def test_a_new_event_speaks_the_language_it_is_made_in_and_without_one_has_no_details():
    doc = event.new_event({"id": "x", "language": "de"})
    event.validate(doc)
    assert doc["details"]["language"] == "de" and doc["details"]["city"] == ""
    assert "details" not in event.new_event({"id": "y"})


@pytest.mark.parametrize("bad", [[], "event", {"format": "other"}, {"format": "swisspair-event"},
                                 {"format": "swisspair-event", "version": 0}, {"a": {"b": [[[[[[[[[[[[[[1]]]]]]]]]]]]]]}},
                                 {"format": "swisspair-event", "version": 1, "x": float("nan")}])
def test_what_is_not_an_event_is_refused_with_a_reason(bad):
    with pytest.raises(EventError) as info:
        event.load(bad)
    assert info.value.code in ("wrong_type", "not_an_event", "out_of_range", "too_deep", "missing")


def test_a_new_event_names_its_system_with_every_option_filled():
    doc = event.new_event({"id": "x", "system": "knockout", "options": {"third_place": True}})
    assert doc["settings"]["system"] == "knockout" and doc["settings"]["mode"] == "fide"
    assert doc["settings"]["options"] == {"third_place": True, "double_elimination": False}
    assert event.new_event({"id": "y"})["settings"]["system"] == "dutch"


@pytest.mark.parametrize("args, field, code", [
    ({"system": "swiss"}, "operation.system", "wrong_value"),
    ({"system": "knockout", "options": {"third": True}}, "operation.options.third", "unknown_field"),
    ({"system": "knockout", "options": {"third_place": 1}}, "operation.options.third_place", "wrong_type"),
    ({"system": "round_robin", "options": {"cycles": 3}}, "operation.options.cycles", "wrong_value"),
    ({"system": "round_robin", "options": {"cycles": True}}, "operation.options.cycles", "wrong_value"),
    ({"system": "magic_swiss", "options": {"seed": -1}}, "operation.options.seed", "out_of_range"),
    ({"system": "magic_swiss", "mode": "fide"}, "operation.mode", "wrong_mode"),
])
def test_a_bad_system_or_option_is_named(args, field, code):
    with pytest.raises(EventError) as info:
        event.new_event({"id": "x", **args})
    assert (info.value.field, info.value.code) == (field, code)


def test_an_operation_on_a_held_event_copies_its_section_only_and_leaves_the_held_event_as_it_was():
    held = run(weekend_open(), {"op": "pair_next", "section": 2}, {"op": "pair_next", "section": 3})
    kept = json.dumps(held)
    known = event.KnownEvent(held)
    after = event.apply(known, {"op": "set_result", "section": 2, "round": 1, "board": 1, "result": "1-0"}).event
    assert after["sections"][1]["rounds"][0]["boards"][0]["result"] == "1-0"
    assert json.dumps(held) == kept  # the held event unchanged
    assert after["sections"][0] is held["sections"][0] and after["sections"][2] is held["sections"][2]
    assert after["sections"][1] is not held["sections"][1] and after["record"] is held["record"]
    assert after["log"][:-1] == held["log"] and all(a is b for a, b in zip(after["log"], held["log"]))
    # A new player given no section may go to any section: every section is copied.
    unpaired = weekend_open()
    placed = event.apply(event.KnownEvent(unpaired), {"op": "add_player", "player": {"name": "Lena", "rating": 1300}})
    assert not any(a is b for a, b in zip(placed.event["sections"], unpaired["sections"]))
    assert unpaired == weekend_open()


def test_a_held_event_is_read_from_its_text_or_written_to_it_when_first_asked():
    doc = weekend_open()
    assert json.loads(event.KnownEvent(doc).text) == doc
    from_text = event.KnownEvent(text=json.dumps(doc))
    assert from_text.doc == doc and event.load(from_text) == doc and event.load(from_text) is not from_text.doc


def test_a_held_event_loaded_is_a_copy_sharing_at_most_its_record_and_log_entries():
    held = run(weekend_open(), {"op": "pair_next", "section": 2})
    loaded = event.load(event.KnownEvent(held))
    assert loaded == held and loaded is not held
    assert not any(a is b for a, b in zip(loaded["sections"], held["sections"])) and loaded["log"] is not held["log"]
    loaded["sections"][1]["rounds"][0]["boards"][0]["result"] = "1-0"
    assert held["sections"][1]["rounds"][0]["boards"][0]["result"] is None
