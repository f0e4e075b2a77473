"""swisspair.event.document: a new event, and a stored one loaded (or refused with a reason)."""

import json

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.document.names import VERSION


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
