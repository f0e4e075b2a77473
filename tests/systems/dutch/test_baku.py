"""systems/dutch/baku.py: the Dutch system with Baku acceleration as an event ("dutch_baku"): pairings equal to
bbpPairings' where it follows the handbook, virtual points only in the pairing score (never in the standings),
TRF export with 192 FIDE_DUTCH_BAKU and 250 records, import of them, round trip."""

import copy

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.model import Colour, Result
from swisspair.standings import compute_standings
from swisspair.trf import parse_trf
from tests.systems.dutch.helpers import BBP_TWELVE, TWELVE, bbp_round


def twelve(system="dutch_baku", rounds=7):
    doc = event.new_event({"id": "baku", "name": "Baku Open", "system": system, "rounds": rounds, "mode": "fide"})
    for p in TWELVE.players:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": p.name.strip(), "rating": p.rating}}).event
    return doc


def play(doc, results):
    """Pair the next round and enter `results` ({(white, black): result} by id, ids = pairing numbers here)."""
    doc = event.apply(doc, {"op": "pair_next"}).event
    r = len(doc["rounds"])
    for b, board in enumerate(doc["rounds"][-1]["boards"], 1):
        doc = event.apply(doc, {"op": "set_result", "round": r, "board": b,
                                "result": results[(board["white"], board["black"])]}).event
    return doc


def boards(doc, r):
    return {(b["white"], b["black"]) for b in doc["rounds"][r - 1]["boards"]}


def test_five_rounds_pair_as_bbp_pairings_with_192_fide_dutch_baku():
    doc = twelve()
    for r in range(1, 6):
        expected = bbp_round(r)
        doc = play(doc, expected)
        assert boards(doc, r) == set(expected), f"round {r}"


def test_round_one_pairs_group_a_within_itself_and_plain_dutch_does_not():
    baku = event.apply(twelve(), {"op": "pair_next"}).event
    plain = event.apply(twelve("dutch"), {"op": "pair_next"}).event
    assert {frozenset(pair) for pair in boards(baku, 1)} == {frozenset(p) for p in [(1, 4), (2, 5), (3, 6), (7, 10),
                                                                                     (8, 11), (9, 12)]}
    assert {frozenset(pair) for pair in boards(plain, 1)} == {frozenset((n, n + 6)) for n in range(1, 7)}


def test_accelerated_rounds_carry_a_note_and_later_rounds_none():
    doc = twelve()
    for r in range(1, 6):
        doc = play(doc, bbp_round(r))
    notes = [[n for n in rnd["notes"] if n["code"] == "acceleration"] for rnd in doc["rounds"]]
    # 7 rounds: 4 accelerated, 1 virtual point in rounds 1-2, ½ in rounds 3-4 (C.04.7).
    assert [len(n) for n in notes] == [1, 1, 1, 1, 0]
    assert "(1 each)" in notes[0][0]["text"] and "pairing numbers 1-6" in notes[0][0]["text"]
    assert "(0.5 each)" in notes[2][0]["text"]
    # The page words it from its key: the points a number, written with the language's decimal separator.
    assert [(n[0]["key"], n[0]["params"]) for n in (notes[0], notes[2])] == [
        ("note.acceleration", {"count": 6, "low": 1, "high": 6, "points": 1}),
        ("note.acceleration", {"count": 6, "low": 1, "high": 6, "points": 0.5})]


def test_standings_count_real_points_only():
    doc = play(twelve(), bbp_round(1))
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})
    assert answer["ok"], answer
    points = {row["tpn"]: row["points"] for row in answer["result"]["standings"]}
    # After round 1 nobody has more than the one point a win gives, group A's virtual point is not there.
    assert max(points.values()) == 1
    expected = {}
    for (white, black), result in bbp_round(1).items():
        expected[white], expected[black] = {"1-0": (1, 0), "0-1": (0, 1), "1/2-1/2": (0.5, 0.5)}[result]
    assert points == expected


def test_dutch_baku_needs_the_standard_scoring():
    doc = twelve()
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_scoring", "system": "football"})
    assert "Baku" in info.value.message and info.value.field == "operation.system"


# --- TRF ---------------------------------------------------------------------------------------------------


def test_export_writes_the_type_and_the_virtual_points_as_250_records():
    doc = play(twelve(), bbp_round(1))
    text, _ = event.to_trf(doc)
    assert "192 FIDE_DUTCH_BAKU" in text.splitlines()
    assert [line for line in text.splitlines() if line.startswith("250")] == [
        "250       1.0 001 002 0001 0006", "250       0.5 003 004 0001 0006"]
    parsed = parse_trf(text)
    assert [p.accelerations for p in parsed.players[:6]] == [[10, 10, 5, 5]] * 6
    assert all(not any(p.accelerations) for p in parsed.players[6:])


def test_exported_file_pairs_the_next_round_as_the_event_does():
    from swisspair.systems.dutch.pairing import pair_round
    doc = twelve()
    for r in range(1, 3):
        doc = play(doc, bbp_round(r))
    text, _ = event.to_trf(doc)
    pairing = pair_round(parse_trf(text))
    after = event.apply(doc, {"op": "pair_next"}).event
    assert {(b.white, b.black) for b in pairing.boards} == boards(after, 3)


def test_round_trip_through_trf_keeps_the_system_and_the_rounds():
    doc = twelve()
    for r in range(1, 4):
        doc = play(doc, bbp_round(r))
    text, _ = event.to_trf(doc)
    back = event.from_trf(text, "baku").event
    assert back["settings"]["system"] == "dutch_baku"
    key = lambda b: (b["white"], b["black"])  # noqa: E731 - TRF keeps the games, not their board order
    assert [sorted(rnd["boards"], key=key) for rnd in back["rounds"]] == [sorted(rnd["boards"], key=key)
                                                                         for rnd in doc["rounds"]]
    assert not any(line.startswith(("192", "250")) for line in back["trf_lines"])
    assert event.to_trf(back)[0] == text
    nxt = event.apply(back, {"op": "pair_next"}).event
    assert boards(nxt, 4) == boards(event.apply(doc, {"op": "pair_next"}).event, 4)


def test_import_of_bbp_pairings_baku_file_is_a_baku_event():
    back = event.from_trf(BBP_TWELVE).event
    assert back["settings"]["system"] == "dutch_baku" and len(back["rounds"]) == 5


def test_import_of_250_records_without_the_type_that_equal_baku_is_a_baku_event():
    doc = play(twelve(), bbp_round(1))
    text = "\n".join(line for line in event.to_trf(doc)[0].splitlines() if not line.startswith("192"))
    assert event.from_trf(text).event["settings"]["system"] == "dutch_baku"


def test_import_of_another_acceleration_is_refused_naming_player_and_round():
    doc = play(twelve(), bbp_round(1))
    text = event.to_trf(doc)[0].replace("250       0.5 003 004 0001 0006", "250       1.0 003 004 0001 0006")
    with pytest.raises(EventError) as info:
        event.from_trf(text)
    error = info.value
    assert error.code == "unsupported" and error.player == 1 and error.round == 3
    assert "Baku" in error.message
    assert (error.key, error.params) == ("trf.acceleration_not_baku", {"who": "1", "given": "1", "number": 3,
                                                                       "baku": "½"})


def test_xxa_lines_equal_to_baku_are_accepted():
    doc = play(twelve(), bbp_round(1))
    lines = [line for line in event.to_trf(doc)[0].splitlines() if not line.startswith("250")]
    lines += [f"XXA {n:4d}  1.0  1.0  0.5  0.5" for n in range(1, 7)]
    back = event.from_trf("\n".join(lines)).event
    assert back["settings"]["system"] == "dutch_baku"


def test_a_plain_dutch_event_exports_no_acceleration():
    doc = twelve("dutch")
    doc = event.apply(doc, {"op": "pair_next"}).event
    text = event.to_trf(copy.deepcopy(doc))[0]
    assert not any(line.startswith(("250", "192 FIDE_DUTCH_BAKU")) for line in text.splitlines())
    tournament, _ = event.to_tournament(doc)
    assert compute_standings(tournament, []).rounds == 0
