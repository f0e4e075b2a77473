"""swisspair.systems: the registry finds every system by its name, refuses one it does not have, and the event
layer pairs a round with whatever the registered system makes of it."""

import pytest

from swisspair import event, systems
from swisspair.document.errors import EventError

FIVE = [("Ann", 2000), ("Bo", 1900), ("Cy", 1800), ("Di", 1700), ("Ed", 1600)]


def add_players(doc, count):
    for name, rating in FIVE[:count]:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    return doc


def test_every_registered_system_is_found_by_its_name():
    assert all(systems.get(name).name == name for name in systems.REGISTRY)
    assert systems.DEFAULT in systems.REGISTRY


def test_a_system_without_a_pairer_is_refused_clearly(monkeypatch):
    monkeypatch.delitem(systems.REGISTRY, "cs_major")
    with pytest.raises(EventError) as info:
        systems.get("cs_major")
    assert info.value.code == "system_unavailable" and "cs_major" in info.value.message


def test_pair_next_writes_the_round_a_registered_pairer_makes(monkeypatch):
    seen = []

    def pair(doc, r):
        seen.append(r)
        ids = [p["id"] for p in doc["players"]]
        return systems.Paired(boards=[(ids[1], ids[0])], pab=ids[2],
                              notes=[{"code": "rematch", "text": "a note", "players": []}])

    monkeypatch.setattr(systems.get("cs_major"), "pair", pair)
    doc = add_players(event.new_event({"id": "x", "system": "cs_major"}), 3)
    doc = event.apply(doc, {"op": "pair_next"}).event
    rnd = doc["rounds"][0]
    assert seen == [1]
    assert rnd["boards"] == [{"white": 2, "black": 1, "result": None}] and rnd["pab"] == 3
    assert rnd["engine"] == {"boards": [[2, 1]], "pab": 3} and rnd["notes"][0]["text"] == "a note"
