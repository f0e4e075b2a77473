"""Magic Swiss events (systems/magic_swiss/system.py): the document paired by MTR 10.4 from its seed, game scores,
drops, the bye, MTR 3.1's standings over the Swiss rounds and the top cut, through event.apply and the bridge."""

import copy
import random

import pytest

from swisspair import bridge, event
from swisspair.systems.magic_swiss import rules as magic, system as magic_swiss
from swisspair.document.errors import EventError
from tests.systems.magic_swiss.helpers import apply, make, play


def ids(doc):
    return {p["name"]: p["id"] for p in doc["players"]}


def test_new_event_keeps_the_seed_and_appendix_e_rounds():
    doc = make(10)
    assert doc["settings"]["system"] == "magic_swiss" and doc["settings"]["mode"] == "magic"
    assert doc["settings"]["options"] == {"seed": 4242, "top_cut": 8}
    assert doc["settings"]["rounds"] == magic.swiss_rounds(10) == 5  # Appendix E: 9-16 players, 5 rounds
    assert doc["settings"]["scoring"]["win"] == 30 and doc["settings"]["scoring"]["pab"] == 30  # a bye is a win


def test_swiss_rounds_equal_the_magic_engine_with_the_events_seed():
    doc = make(9)
    rng = random.Random(1)
    for r in range(1, 6):
        expected = magic.pair_round(magic_swiss.magic_event(doc, r - 1), r, magic_swiss.standings_before(doc))
        doc = play(doc, rng)
        rnd = doc["rounds"][-1]
        assert [(b["white"], b["black"]) for b in rnd["boards"]] == list(expected.pairs)
        assert rnd["pab"] == expected.bye is not None  # 9 players: a bye every round
    byes = [rnd["pab"] for rnd in doc["rounds"]]
    assert len(set(byes)) == 5  # the bye goes to a player without one
    met = [frozenset((b["white"], b["black"])) for rnd in doc["rounds"] for b in rnd["boards"]]
    assert len(met) == len(set(met))  # no rematch


def test_the_same_seed_pairs_the_same_and_another_seed_differently():
    def first_rounds(seed):
        doc = make(10, seed=seed)
        rng = random.Random(7)
        for _ in range(3):
            doc = play(doc, rng)
        return [[(b["white"], b["black"]) for b in rnd["boards"]] for rnd in doc["rounds"]]

    assert first_rounds(99) == first_rounds(99)
    assert any(first_rounds(seed) != first_rounds(99) for seed in (1, 2, 3))


def test_the_bye_is_a_2_0_match_win_to_the_lowest_ranked_player_without_one():
    doc = make(9)
    rng = random.Random(3)
    doc = play(doc, rng)
    doc = play(doc, rng)
    standings, numbers = magic_swiss.swiss_standings(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    had = {rnd["pab"] for rnd in doc["rounds"]}
    expected = magic.pair_round(magic_swiss.magic_event(doc, 2), 3, magic_swiss.standings_before(doc)).bye
    doc = apply(doc, op="pair_next")
    bye = doc["rounds"][-1]["pab"]
    assert bye == expected and bye not in had
    # The lowest-ranked player without a bye gets it: everyone below them in the standings had one.
    ranked = [by_number[row.tpn] for row in standings.rows]
    assert all(pid in had for pid in ranked[ranked.index(bye) + 1:])
    first_bye = numbers[doc["rounds"][0]["pab"]]
    answer = bridge.handle({"id": 1, "op": "event_working", "args": {"event": make_complete(doc, rng), "tpn": first_bye}})
    details = answer["result"]["details"]
    assert [p for p in details["GW"]["rounds"] if p["round"] == 1][0]["value"] == 1  # 6 of 6


def make_complete(doc, rng):
    r = len(doc["rounds"])
    for b, board in enumerate(doc["rounds"][-1]["boards"], 1):
        if board["result"] is None:
            doc = apply(doc, op="set_result", round=r, board=b, result="1-0", games=[2, rng.randint(0, 1), 0])
    return doc


def test_a_result_needs_its_game_score_and_a_best_of_three_one():
    doc = apply(make(8), op="pair_next")
    for operation, field, words in (
            ({"result": "1-0"}, "operation.games", "game score"),
            ({"result": "+-"}, "operation.result", "0-2"),
            ({"result": "1-0", "games": [3, 0, 0]}, "operation.games", "best of three"),
            ({"result": "0-1", "games": [2, 1, 0]}, "operation.games", "make the result 1-0")):
        before = copy.deepcopy(doc)
        with pytest.raises(EventError) as info:
            event.apply(doc, {"op": "set_result", "round": 1, "board": 1, **operation})
        assert info.value.field == field and words in info.value.message, info.value.as_error()
        assert info.value.code != "internal" and doc == before


def test_a_round_is_paired_only_once_every_result_of_the_last_is_in():
    doc = apply(make(6, rounds=3), op="pair_next")
    with pytest.raises(EventError, match="Round 1 has no result yet on board"):
        event.apply(doc, {"op": "pair_next"})


def test_a_drop_is_not_paired_again_and_keeps_its_matches():
    doc = make(10)
    rng = random.Random(5)
    doc = play(doc, rng)
    gus = ids(doc)["Gus"]
    doc = apply(doc, op="withdraw", player=gus)
    doc = play(doc, rng)
    rnd = doc["rounds"][-1]
    assert gus not in {pid for b in rnd["boards"] for pid in (b["white"], b["black"])} and rnd["pab"] != gus
    assert rnd["pab"] is not None  # 9 players left: one has the bye
    standings, numbers = magic_swiss.swiss_standings(doc)
    row = next(r for r in standings.rows if r.tpn == numbers[gus])
    # Gus's MW% is over the one round played (MTR App. C: "rounds played"), his round 2 is no match.
    assert [p.round for p in row.values["GW"].parts] == [1]


def test_the_bye_follows_the_standings_shown_in_their_order():
    """The pairing's bye reads the figures the standings show, and those standings rank by MTR 3.1's order."""
    for seed in range(4):
        rng = random.Random(seed)
        doc = make(9, seed=seed)
        for _ in range(2):
            doc = play(doc, rng)
        doc = apply(doc, op="withdraw", player=ids(doc)["Cy"])
        for _ in range(3):
            doc = play(doc, rng)
        standings, numbers = magic_swiss.swiss_standings(doc)
        figures = magic_swiss.standings_before(doc)
        by_number = {n: pid for pid, n in numbers.items()}
        for row in standings.rows:
            mine = figures[by_number[row.tpn]]
            assert row.points == mine.match_points
            assert row.values["OMW"].value == mine.omw and row.values["GW"].value == mine.gw
            assert row.values["OGW"].value == mine.ogw
        keys = [figures[by_number[row.tpn]].rank_key() for row in standings.rows]
        assert keys == sorted(keys)


def test_top_8_is_single_elimination_seeded_1v8_4v5_2v7_3v6_to_a_champion():
    rng = random.Random(11)
    doc = make(10)
    for _ in range(2):
        doc = play(doc, rng)
    dropped = ids(doc)["Jo"]
    doc = apply(doc, op="withdraw", player=dropped)
    for _ in range(3):
        doc = play(doc, rng)
    standings, numbers = magic_swiss.swiss_standings(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    seeds = [by_number[row.tpn] for row in standings.rows if by_number[row.tpn] != dropped][:8]
    doc = apply(doc, op="pair_next")
    quarter = [(b["white"], b["black"]) for b in doc["rounds"][5]["boards"]]
    assert quarter == [(seeds[0], seeds[7]), (seeds[3], seeds[4]), (seeds[1], seeds[6]), (seeds[2], seeds[5])]
    with pytest.raises(EventError, match="cannot end in a draw") as info:
        event.apply(doc, {"op": "set_result", "round": 6, "board": 1, "result": "1/2-1/2", "games": [1, 1, 1]})
    assert info.value.code != "internal"
    for b in range(1, 5):  # the lower seed wins boards 2 and 4
        won = b in (2, 4)
        doc = apply(doc, op="set_result", round=6, board=b, result="0-1" if won else "1-0",
                    games=[1, 2, 0] if won else [2, 1, 0])
    doc = apply(doc, op="pair_next")
    semis = [(b["white"], b["black"]) for b in doc["rounds"][6]["boards"]]
    assert semis == [(seeds[0], seeds[4]), (seeds[1], seeds[5])]
    event.validate(doc)  # the players outside the cut have no board, and that is valid
    for b in (1, 2):
        doc = apply(doc, op="set_result", round=7, board=b, result="0-1", games=[0, 2, 0])
    doc = apply(doc, op="pair_next")
    assert [(b["white"], b["black"]) for b in doc["rounds"][7]["boards"]] == [(seeds[4], seeds[5])]
    doc = apply(doc, op="set_result", round=8, board=1, result="1-0", games=[2, 0, 0])
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "finished" and "top 8" in info.value.message
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]
    playoff = answer["playoff"]
    assert [r["name"] for r in playoff["rounds"]] == ["Quarter-finals", "Semi-finals", "Final"]
    assert playoff["champion"] == seeds[4]
    assert playoff["rounds"][0]["matches"][1] == {"players": [seeds[3], seeds[4]], "seeds": [4, 5],
                                                  "games": [1, 2, 0], "winner": seeds[4]}
    # The standings are the Swiss rounds' only: 5 rounds, match points at most 15.
    assert answer["rounds"] == 5 and max(row["points"] for row in answer["standings"]) <= 15
    assert [t["code"] for t in answer["tiebreaks"]] == ["OMW", "GW", "OGW"]


def test_top_4_and_no_cut():
    rng = random.Random(2)
    doc = make(8, top_cut=4)
    for _ in range(3):
        doc = play(doc, rng)
    doc = apply(doc, op="pair_next")
    standings, numbers = magic_swiss.swiss_standings(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    seeds = [by_number[row.tpn] for row in standings.rows][:4]
    assert [(b["white"], b["black"]) for b in doc["rounds"][3]["boards"]] == [(seeds[0], seeds[3]),
                                                                              (seeds[1], seeds[2])]
    doc = make(8, top_cut=0)
    for _ in range(3):
        doc = play(doc, rng)
    with pytest.raises(EventError, match="All 3 Swiss rounds are paired"):
        event.apply(doc, {"op": "pair_next"})


def test_a_top_cut_larger_than_the_players_left_is_refused_by_name():
    doc = make(8, top_cut=8)
    rng = random.Random(4)
    doc = play(doc, rng)
    doc = apply(doc, op="withdraw", player=ids(doc)["Ana"])
    for _ in range(2):
        doc = play(doc, rng)
    with pytest.raises(EventError, match="top 8 needs 8 players still in the event; 7 are"):
        event.apply(doc, {"op": "pair_next"})


def test_late_entries_and_requested_byes_are_refused_clearly():
    doc = make(8)
    assert doc["settings"]["requested_byes"]["allowed"] == []  # the MTR has none: a player drops instead
    with pytest.raises(EventError, match="allows no requested byes"):
        event.apply(doc, {"op": "request_bye", "player": 1, "round": 2, "points": "zero"})
    doc = apply(doc, op="update_settings", requested_byes={"allowed": ["zero"]})
    doc = apply(doc, op="request_bye", player=1, round=2, points="zero")
    with pytest.raises(EventError, match="requested bye"):
        event.apply(doc, {"op": "pair_next"})
    doc = apply(make(8), op="pair_next")
    doc = apply(doc, op="late_entry", player={"name": "Kai"})
    for b in range(1, 5):
        doc = apply(doc, op="set_result", round=1, board=b, result="1-0", games=[2, 0, 0])
    with pytest.raises(EventError, match="Kai joins in round 2"):
        event.apply(doc, {"op": "pair_next"})


def test_options_are_checked():
    with pytest.raises(EventError) as info:
        event.new_event({"id": "x", "system": "magic_swiss", "options": {"top_cut": 6}})
    assert info.value.field == "operation.options.top_cut"


def test_standings_count_mtr_match_points_whatever_the_point_system():
    rng = random.Random(8)
    doc = make(8)
    for _ in range(3):
        doc = play(doc, rng)
    chess = apply(doc, op="set_scoring", system="chess", points={"pab": 5})
    expected, _ = magic_swiss.swiss_standings(doc)
    standings, _ = magic_swiss.swiss_standings(chess)
    assert [(r.tpn, r.points) for r in standings.rows] == [(r.tpn, r.points) for r in expected.rows]
    assert max(r.points for r in standings.rows) > 3  # match points, not chess points


def test_a_player_who_leaves_the_playoff_concedes_rather_than_withdraws():
    rng = random.Random(6)
    doc = make(8, top_cut=8)
    for _ in range(4):
        doc = play(doc, rng)
    winner = doc["rounds"][-1]["boards"][0]
    leaving = winner["white"] if winner["result"] == "1-0" else winner["black"]
    doc = apply(doc, op="withdraw", player=leaving)
    with pytest.raises(EventError, match="concedes their next match") as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.player == leaving
