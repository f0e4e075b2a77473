"""What the page shows with the rounds (event/round_view.py through the bridge's event_round_view): the
pairing numbers, the points before each round as the standings count them, a CS Major match's best-of format
and a Magic playoff round's name and seeds."""

import random

from swisspair import bridge, event
from swisspair.systems.cs_major import system as cs_major
from swisspair.systems.magic_swiss import system as magic_swiss
from swisspair.document.readers import pairing_numbers
from tests.systems.cs_major.helpers import make as make_major, play as play_major
from tests.systems.magic_swiss.helpers import make as make_magic, play as play_magic
from tests.systems.teams.helpers import results, run, team_event

SIX = [("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800), ("Eve", 1700), ("Finn", 1600)]


def ask(op, doc):
    answer = bridge.handle({"id": 1, "op": op, "args": {"event": doc}})
    assert answer["ok"], answer
    return answer["result"]


def by_id(mapping):
    return {int(pid): value for pid, value in mapping.items()}


def dutch_event(rounds=4):
    doc = event.new_event({"id": "club", "name": "Club", "rounds": rounds, "mode": "club"})
    for name, rating in SIX:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    doc = event.apply(doc, {"op": "request_bye", "player": 2, "round": 2, "points": "half"}).event
    rng = random.Random(7)
    for r in range(1, rounds + 1):
        if r == 3:
            doc = event.apply(doc, {"op": "late_entry", "player": {"name": "Gil", "rating": 2050},
                                    "missed_points": "half"}).event
        doc = event.apply(doc, {"op": "pair_next"}).event
        for b in range(len(doc["rounds"][-1]["boards"])):
            result = rng.choice(["1-0", "1/2-1/2", "0-1", "+-"])
            doc = event.apply(doc, {"op": "set_result", "round": r, "board": b + 1, "result": result}).event
    return doc


def test_the_pairing_numbers_are_the_events():
    doc = dutch_event()
    assert by_id(ask("event_round_view", doc)["numbers"]) == pairing_numbers(doc)


def test_the_points_before_each_round_are_the_standings_after_the_rounds_before_it():
    doc = dutch_event()
    rounds = ask("event_round_view", doc)["rounds"]
    assert len(rounds) == len(doc["rounds"])
    assert set(by_id(rounds[0]["scores"]).values()) == {0}
    for r in range(2, len(doc["rounds"]) + 1):
        earlier = {**doc, "rounds": doc["rounds"][:r - 1]}
        standings = ask("event_standings", earlier)
        numbers = by_id(standings["numbers"])
        points = {row["tpn"]: round(row["points"] * 10) for row in standings["standings"]}
        assert by_id(rounds[r - 1]["scores"]) == {pid: points[numbers[pid]] for pid in numbers}, r
    # A half-point bye, a late entry's missed rounds at half a point and forfeits all count.
    assert by_id(rounds[2]["scores"])[2] >= 5
    assert by_id(rounds[3]["scores"])[7] >= 10


def test_a_swiss_round_has_no_format_name_or_seeds():
    rounds = ask("event_round_view", dutch_event(2))["rounds"]
    assert [(r["formats"], r["name"], r["seeds"]) for r in rounds] == [([], None, None)] * 2


def test_a_major_match_is_best_of_three_when_a_win_advances_or_a_loss_eliminates():
    rng = random.Random(3)
    doc = make_major()
    for _ in range(cs_major.ROUNDS):
        doc = play_major(doc, rng)
    rounds = ask("event_round_view", doc)["rounds"]
    expected = [[match["format"] for match in matches] for matches in cs_major.stage_view(doc)["rounds"]]
    assert [r["formats"] for r in rounds] == expected
    assert set(rounds[0]["formats"]) == {"Bo1"} and "Bo3" in rounds[2]["formats"]
    assert all(len(r["formats"]) == len(paired["boards"]) for r, paired in zip(rounds, doc["rounds"]))


def test_a_magic_playoff_round_has_its_name_and_the_seeds_of_the_top_cut():
    rng = random.Random(5)
    doc = make_magic(10, top_cut=8)
    swiss = doc["settings"]["rounds"]
    for _ in range(swiss + 2):
        doc = play_magic(doc, rng)
    rounds = ask("event_round_view", doc)["rounds"]
    assert [r["name"] for r in rounds] == [None] * swiss + ["Quarter-finals", "Semi-finals"]
    seeds = {pid: seed for seed, pid in enumerate(magic_swiss.cut_seeds_played(doc), 1)}
    assert [by_id(r["seeds"]) if r["seeds"] else None for r in rounds] == [None] * swiss + [seeds, seeds]
    first = doc["rounds"][swiss]["boards"]
    assert [(seeds[b["white"]], seeds[b["black"]]) for b in first] == [(1, 8), (4, 5), (2, 7), (3, 6)]


def test_an_operations_answer_holds_the_new_events_round_view():
    doc = dutch_event(2)
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {
        "event": doc, "operation": {"op": "update_settings", "name": "Renamed"}}})["result"]
    view = ask("event_round_view", answer["event"])
    assert view.pop("event_key") and answer["round_view"] == view
    assert len(answer["round_view"]["rounds"]) == 2


def test_a_team_round_shows_each_match_with_its_score_so_far_and_its_match_points_once_complete():
    doc = run(team_event(teams=2, boards=4), {"op": "pair_next"})
    assert ask("event_round_view", doc)["rounds"][0]["matches"][0]["score"] == [0, 0]
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"})
    doc = run(doc, {"op": "set_result", "round": 1, "board": 2, "result": "1/2-1/2"})
    match = ask("event_round_view", doc)["rounds"][0]["matches"][0]
    # Board 2's first-team player has Black (C.04.6 §1.6): the first team has 1 + ½ after two boards.
    assert (match["score"], match["to_play"], match["game_points"], match["match_points"]) == ([15, 5], 2, None, None)
    doc = results(doc, 1, lambda b: "1-0" if b % 2 else "1/2-1/2")
    match = ask("event_round_view", doc)["rounds"][0]["matches"][0]
    assert (match["score"], match["to_play"], match["game_points"], match["match_points"]) == ([30, 10], 0, [30, 10],
                                                                                               [20, 0])


def test_an_individual_round_has_no_matches():
    assert all(r["matches"] is None for r in ask("event_round_view", dutch_event(rounds=2))["rounds"])
