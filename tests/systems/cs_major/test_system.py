"""Counter-Strike Major Swiss stages (systems/cs_major/system.py): 16 teams through event.apply, paired as
the rules module pairs Valve's rules, Bo3 exactly for deciders, 8 advanced and 8 out after 5 rounds."""

import doctest
import random

import pytest

from swisspair import bridge, event
from swisspair.systems.cs_major import rules as esports, system as cs_major
from swisspair.document.errors import EventError
from tests.systems.cs_major.helpers import TEAMS, apply, make, play


def test_round_1_is_seed_i_against_seed_i_plus_8_best_of_one():
    doc = apply(make(), op="pair_next")
    names = {p["id"]: p["name"] for p in doc["players"]}
    boards = [(names[b["white"]], names[b["black"]]) for b in doc["rounds"][0]["boards"]]
    assert boards == [(TEAMS[i], TEAMS[i + 8]) for i in range(8)]
    view = cs_major.stage_view(doc)
    assert {m["format"] for m in view["rounds"][0]} == {"Bo1"}


@pytest.mark.parametrize("seed", range(6))
def test_a_whole_stage_equals_the_esports_engine_and_ends_8_advanced_8_out(seed):
    rng = random.Random(seed)
    doc = make()
    names = {p["id"]: p["name"] for p in doc["players"]}
    seed_of = {name: k for k, name in enumerate(TEAMS, 1)}
    rounds = 0
    while not cs_major.stage_view(doc)["finished"]:
        # The esports engine's next round, from the stage the document holds before it.
        reference = esports.next_pairings(cs_major.stage(doc))
        doc = play(doc, rng)
        rounds += 1
        mine = [(seed_of[names[b["white"]]], seed_of[names[b["black"]]]) for b in doc["rounds"][-1]["boards"]]
        assert mine == [(m.high, m.low) for m in reference]
        # Bo3 exactly when a win advances or a loss eliminates.
        view = cs_major.stage_view(doc)
        formats = [m["format"] for m in view["rounds"][-1]]
        assert formats == [m.format.value for m in reference]
    assert rounds == 5
    view = cs_major.stage_view(doc)
    assert (view["advanced"], view["eliminated"]) == (8, 8)
    assert all((t["wins"] == 3) != (t["losses"] == 3) for t in view["teams"])
    assert "Bo3" in {m["format"] for r in view["rounds"][2:] for m in r}
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "finished"
    event.validate(doc)  # teams that advanced or went out have no board in later rounds, and that is valid
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]
    assert answer["system"] == "cs_major" and answer["stage"] == view


def test_advanced_and_eliminated_teams_are_not_paired_again():
    doc = make()
    rng = random.Random(9)
    for _ in range(3):
        doc = play(doc, rng)
    view = cs_major.stage_view(doc)
    out = {t["id"] for t in view["teams"] if t["state"] != "playing"}
    assert len(out) == 4  # two 3-0, two 0-3
    doc = apply(doc, op="pair_next")
    playing = {pid for b in doc["rounds"][-1]["boards"] for pid in (b["white"], b["black"])}
    assert not playing & out and len(playing) == 12
    assert all(m["format"] == "Bo3" for m in cs_major.stage_view(doc)["rounds"][-1])  # 2-1 and 1-2 records
    assert event.apply(doc, {"op": "set_result", "round": 4, "board": 1, "result": "1-0"}).event


def test_a_stage_needs_16_teams_and_a_winner_in_every_match():
    doc = make(TEAMS[:15])
    with pytest.raises(EventError, match="exactly 16 teams; this event has 15"):
        event.apply(doc, {"op": "pair_next"})
    doc = apply(make(), op="pair_next")
    with pytest.raises(EventError, match="double forfeit") as info:
        event.apply(doc, {"op": "set_result", "round": 1, "board": 1, "result": "--"})
    assert info.value.field == "operation.result"


def test_a_withdrawn_team_is_refused_by_name():
    doc = make()
    doc = apply(doc, op="withdraw", player=doc["players"][3]["id"])
    with pytest.raises(EventError, match="FaZe"):
        event.apply(doc, {"op": "pair_next"})


def test_the_stage_always_has_5_rounds():
    doc = event.apply(event.new_event({"id": "m", "system": "cs_major"}), {"op": "add_player",
                                                                          "player": {"name": "A"}}).event
    assert doc["settings"]["rounds"] == cs_major.ROUNDS
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_rounds", "rounds": 3})
    assert info.value.code == "derived_rounds"


def test_doctests():
    """The stage as text (event_text for a stage), pinned in the module's examples."""
    assert doctest.testmod(cs_major).failed == 0
