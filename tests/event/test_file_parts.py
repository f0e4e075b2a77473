"""What an imported TRF declares beside its games, kept by the event (document/file_parts.py): its 299 points and
its `XXC rank` order. The event pairs its next round as the reference does (the Sharly-Chess fork on 299, bbpPairings
on `XXC rank`), counts the points in its standings, writes both back, and keeps them through a link and a merge; an
event without them has neither part."""

from __future__ import annotations

import json

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.event.merge import merge
from swisspair.event.trf_import import import_trf
from swisspair.trf import read_trf
from tests.event.helpers import ANA, GOLDEN_TRF, act, finish_round, made_again, pairs, run
from tests.helpers.file_parts import PAIRED, reference_pairs, text

PENALTY, RANKED = "indiv_299_penalty.trf", "n20_r7_s1001220-round4-ranked.trf"
BEN = "ben-phone"


def imported(name: str) -> dict:
    return import_trf(text(name), "imported", "2026-12-05T09:00:00.000Z").outcome.event


@pytest.mark.parametrize("name", sorted(PAIRED))
def test_an_imported_file_pairs_its_next_round_as_the_reference_does(name):
    """The players' ids are their pairing numbers in an imported event, so the boards compare as the files write them."""
    boards, bye = pairs(run(imported(name), {"op": "pair_next"}))
    assert (set(boards), bye) == reference_pairs(name)


@pytest.mark.parametrize("name", sorted(PAIRED))
def test_without_its_parts_the_same_event_pairs_otherwise(name):
    doc = imported(name)
    del doc[{PENALTY: "abnormal_points", RANKED: "ranking"}.get(name, "abnormal_points")]
    boards, bye = pairs(run(doc, {"op": "pair_next"}))
    assert (set(boards), bye) != reference_pairs(name)


def test_the_event_holds_what_the_file_declares_and_the_director_is_told():
    doc = imported(PENALTY)
    assert doc["abnormal_points"] == [{"player": 2, "round": 1, "points": -5, "match_points": 0}]
    assert "ranking" not in doc
    ranked = import_trf(text(RANKED))
    assert ranked.outcome.event["ranking"] == read_trf(text(RANKED)).tournament.ranking
    assert ranked.outcome.event["ranking"][:3] == [12, 6, 18]
    assert any(note["text"].startswith("XXC rank: the players are ranked for pairing in the order of their 001 lines")
               for note in ranked.notes)
    assert any(note["text"].startswith("The file has abnormal points (299 records: bonuses and penalties) for 1 player(s)")
               for note in import_trf(text(PENALTY)).notes)


def test_an_event_from_a_file_without_them_has_neither_part():
    doc = event.from_trf(GOLDEN_TRF).event
    assert "abnormal_points" not in doc and "ranking" not in doc


def test_a_penalty_counts_in_the_standings_score_and_a_final_bonus_in_the_final_standings_only():
    doc = imported(PENALTY)
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]
    points = {row["tpn"]: row["points"] for row in answer["standings"]}
    assert points[2] == 0  # a draw, less the half-point penalty
    doc["abnormal_points"].append({"player": 4, "round": 999, "points": 10, "match_points": 0})
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]
    assert [row["tpn"] for row in answer["standings"]][:2] == [4, 5]  # 1.5 with the bonus, ahead of the bye's 1
    boards, bye = pairs(run(doc, {"op": "pair_next"}))
    assert (set(boards), bye) == reference_pairs(PENALTY)  # pairing never counts round 999


def test_the_export_writes_them_back_and_reads_as_the_same_event():
    for name, line in ((PENALTY, "299          -0.5    1    2"), (RANKED, "XXC rank")):
        doc = finish_round(run(imported(name), {"op": "pair_next"}), ("1-0", "1/2-1/2"))
        written, _ = event.to_trf(doc)
        assert line in written.splitlines()
        again = import_trf(written, "imported", "2026-12-05T09:00:00.000Z").outcome.event
        for key in ("abnormal_points", "ranking"):
            assert again.get(key) == doc.get(key)


def test_a_link_and_a_merge_keep_them():
    doc = act(imported(RANKED), "name_copy", name="Ana")
    doc = act(doc, "pair_next")
    assert json.dumps(made_again(doc)) == json.dumps(doc)
    ana = act(doc, "set_result", round=4, board=1, result="1-0")
    ben = act(doc, "set_result", BEN, round=4, board=2, result="0-1")
    merged = merge(ana, ben)["event"]
    assert merged["ranking"] == doc["ranking"]


def test_a_part_that_names_no_player_of_the_event_is_refused():
    doc = imported(PENALTY)
    doc["abnormal_points"][0]["player"] = 9
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.field == "event.abnormal_points[0].player"
    doc = imported(RANKED)
    doc["ranking"][1] = doc["ranking"][0]
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.field == "event.ranking[1]"


def test_a_player_removed_before_round_1_leaves_the_ranking():
    lines = [line for line in text(RANKED).splitlines() if line.startswith(("012", "142", "XXC", "001"))]
    before_round_1 = "\n".join(line[:80] + " 0.0" if line.startswith("001") else line for line in lines) + "\n"
    doc = import_trf(before_round_1).outcome.event
    assert doc["ranking"][0] == 12
    doc = run(doc, {"op": "remove_player", "player": 12})
    assert 12 not in doc["ranking"] and len(doc["ranking"]) == 19
