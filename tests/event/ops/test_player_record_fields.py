"""swisspair.event.ops.players with every field of FIDE's player record: read as typed, kept as the TRF writes it,
a bad value refused naming its field, the national rating and ID kept only where given, and C.04.2's initial order."""

import copy

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.document.readers import pairing_numbers
from tests.event.helpers import fails, make, run

CARLSEN = {"name": "Carlsen, Magnus", "rating": 2830, "title": "gm", "sex": "M", "federation": "nor",
           "fide_id": "1503014", "birth": "30.11.1990", "club": "Offspring"}


def test_a_player_is_added_with_every_field_as_the_record_keeps_it():
    doc = run(make([]), {"op": "add_player", "player": CARLSEN})
    [player] = doc["players"]
    assert {key: player[key] for key in CARLSEN} == {**CARLSEN, "title": "GM", "sex": "m", "federation": "NOR",
                                                     "birth": "1990/11/30"}
    # Without a national rating or ID the player has neither key: every stored event stays as it was.
    assert "national_rating" not in player and "national_id" not in player
    doc = run(doc, {"op": "add_player", "player": {"name": "Berg, Anna", "national_rating": 2080,
                                                   "national_id": "10234"}})
    assert (doc["players"][1]["national_rating"], doc["players"][1]["national_id"]) == (2080, "10234")
    event.validate(doc)


def test_a_bad_value_is_refused_naming_the_field():
    cases = [("title", "IA", "IA is an arbiter’s title, not a player’s"), ("title", "Dr", "is not a FIDE title"),
             ("sex", "x", "is not a sex"), ("federation", "Norway", "three letters"),
             ("fide_id", "15O3014", "is not a FIDE ID"), ("birth", "1990/02/30", "is not a date that exists"),
             ("national_id", "12 34", "is not a national ID")]
    for key, value, words in cases:
        error = fails(make([]), "wrong_value", op="add_player", player={"name": "X", key: value})
        assert error.field == f"operation.player.{key}" and words in error.message, (key, error.message)
        assert error.key == "player.field_refused" and error.params["reason_msg"].startswith("record.")
    assert fails(make([]), "out_of_range", op="add_player",
                 player={"name": "X", "national_rating": 4001}).field == "operation.player.national_rating"


def test_an_editor_sending_an_imported_value_back_unchanged_keeps_it():
    doc = make([("Anna", 2000)])
    doc["players"][0]["title"] = "g"  # as an old TRF file wrote a grandmaster
    doc = run(doc, {"op": "edit_player", "player": 1, "changes": {"name": "Anna", "title": "g", "rating": 2010}})
    assert (doc["players"][0]["title"], doc["players"][0]["rating"]) == ("g", 2010)
    assert fails(doc, "wrong_value", op="edit_player", player=1, changes={"title": "gg"}).field == (
        "operation.changes.title")


def test_editing_sets_and_clears_the_national_rating():
    doc = run(make([("Anna", 2000)]), {"op": "edit_player", "player": 1, "changes": {"national_rating": 0}})
    assert "national_rating" not in doc["players"][0]  # sent empty, never given: nothing changes
    doc = run(doc, {"op": "edit_player", "player": 1, "changes": {"national_rating": 1950, "national_id": "A-7"}})
    assert doc["log"][-1]["text"] == "Edited Anna: national rating 0 → 1950, national ID “” → “A-7”."


def test_the_document_checks_the_national_keys_where_they_are():
    doc = run(make([("Anna", 2000)]), {"op": "edit_player", "player": 1, "changes": {"national_rating": 1950}})
    broken = copy.deepcopy(doc)
    broken["players"][0]["national_rating"] = "1950"
    with pytest.raises(EventError) as info:
        event.validate(broken)
    assert info.value.field == "event.players[0].national_rating"


def test_initial_order_is_rating_then_each_fide_title_in_c042_order_then_name():
    titles = ["", "WCM", "WFM", "CM", "WIM", "FM", "WGM", "IM", "GM"]
    players = [{"name": f"Player {k}", "rating": 2300, "title": title.lower()} for k, title in enumerate(titles)]
    players.append({"name": "Aaron", "rating": 2301})  # a point more beats every title
    players.append({"name": "Abel", "rating": 2300, "title": "GM"})  # equal rating and title: by name
    doc = run(make([]), *({"op": "add_player", "player": p} for p in players))
    order = sorted(doc["players"], key=lambda p: pairing_numbers(doc)[p["id"]])
    assert [(p["name"], p["title"]) for p in order] == [
        ("Aaron", ""), ("Abel", "GM"), ("Player 8", "GM"), ("Player 7", "IM"), ("Player 6", "WGM"), ("Player 5", "FM"),
        ("Player 4", "WIM"), ("Player 3", "CM"), ("Player 2", "WFM"), ("Player 1", "WCM"), ("Player 0", "")]
