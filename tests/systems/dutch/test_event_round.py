"""swisspair.systems.dutch.event_round: the Dutch engine's round in the event, with its restrictions and the
notes that explain it, and against the Dutch corpus: a round no pairing avoids rematches in, and corpus events
replayed round by round."""

from swisspair import event
from swisspair.limits import MAX_RESTRICTION_RETRIES
from tests.corpus_location import DUTCH_DEV, DUTCH_NOPAIRING
from tests.event.helpers import FIVE, fails, finish_round, make, pairs, run, told


def test_the_pairing_is_the_dutch_engines_for_the_same_tournament():
    # Round 1, five players 2100..1700, white for the top player: 1-3, 4-2, bye 5 (C.04.3, bbpPairings).
    doc = run(make(), {"op": "pair_next"})
    assert pairs(doc) == ([(1, 3), (4, 2)], 5)
    black = run(make(initial_colour="black"), {"op": "pair_next"})
    assert pairs(black) == ([(3, 1), (2, 4)], 5)


def test_restrictions_are_avoided_when_the_round_allows():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 3], "kind": "parent_child"},
              {"op": "pair_next"})
    assert (1, 3) not in pairs(doc)[0] and doc["rounds"][0]["notes"] == []


def test_a_restriction_that_cannot_be_kept_is_broken_and_said_so():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 2, 3], "kind": "siblings",
                                         "label": "the Smiths"})
    result = event.apply(doc, {"op": "pair_next"})
    boards = pairs(result.event)[0]
    notes = result.event["rounds"][0]["notes"]
    assert [n["code"] for n in notes] == ["restriction_broken"]
    met = [board for board in boards if 4 not in board][0]
    assert sorted(notes[0]["players"]) == sorted(met)
    assert "(the Smiths) meet: no pairing of round 1 keeps them apart" in notes[0]["text"]
    assert told(result) == [notes[0]["text"]]


def test_a_full_point_bye_blocks_the_pab_and_the_bye_note_says_so():
    # Art. 4 (2026): no PAB for one who scored a win's points without playing.
    doc = run(make(), {"op": "update_settings", "requested_byes": {"allowed": ["half", "full", "zero"]}},
              {"op": "request_bye", "player": 5, "round": 1, "points": "full"}, {"op": "pair_next"})
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    # Round 2: Eve (1 point from her bye) loses, the other board is drawn; Dan has the PAB. Eve ends on 1 point
    # with the drawn pair but ranked below them.
    for b, (white, black) in enumerate(pairs(doc)[0], 1):
        result = "0-1" if white == 5 else "1-0" if black == 5 else "1/2-1/2"
        doc = run(doc, {"op": "set_result", "round": 2, "board": b, "result": result})
    doc = run(doc, {"op": "pair_next"})
    assert pairs(doc)[1] not in (None, 5)
    note = doc["rounds"][2]["notes"][0]
    assert note["code"] == "bye_not_lowest" and "not to the lowest-ranked player Eve" in note["text"]
    assert "Eve: C2 (Art. 4): scored a win without playing in round 1 (a full-point bye)" in note["text"]


def test_a_half_point_bye_does_not_block_the_pab():
    # Same as above with a half-point bye: Eve ends lowest on ½ and is still eligible.
    doc = run(make(), {"op": "request_bye", "player": 5, "round": 1, "points": "half"}, {"op": "pair_next"})
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    for b, (white, black) in enumerate(pairs(doc)[0], 1):
        result = "0-1" if white == 5 else "1-0" if black == 5 else "1/2-1/2"
        doc = run(doc, {"op": "set_result", "round": 2, "board": b, "result": result})
    doc = run(doc, {"op": "pair_next"})
    assert pairs(doc)[1] == 5 and doc["rounds"][2]["notes"] == []


def test_the_bye_note_says_why_the_lowest_ranked_player_did_not_get_it():
    doc = run(make(), {"op": "set_scoring", "system": "chess", "points": {"pab": 5}}, {"op": "pair_next"})
    assert pairs(doc)[1] == 5 and doc["rounds"][0]["notes"] == []  # the lowest got it: nothing to explain
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    # Everyone has ½; Eve is lowest-ranked but had the bye.
    assert pairs(doc)[1] != 5
    note = doc["rounds"][1]["notes"][0]
    assert note["code"] == "bye_not_lowest" and note["players"][1] == 5
    assert "not to the lowest-ranked player Eve" in note["text"]
    assert "Eve: C2: already had the pairing-allocated bye in round 1" in note["text"]



def nopairing_event():
    with open(DUTCH_NOPAIRING / "n10_r9_s1000740.trf", encoding="utf-8") as f:
        return event.from_trf(f.read()).event


def test_no_rematch_free_pairing_in_fide_mode_names_the_rule():
    doc = nopairing_event()
    error = fails(doc, "no_pairing", op="pair_next")
    assert error.round == 9 and error.extra["rule"] == "C1-C3" and "C1 (no rematch)" in error.message


def test_no_rematch_free_pairing_elsewhere_gets_the_fewest_rematches_and_says_so():
    doc = run(nopairing_event(), {"op": "update_settings", "mode": "club"})
    paired = event.apply(doc, {"op": "pair_next"})
    rematches = [note for note in paired.event["rounds"][-1]["notes"] if note["code"] == "rematch"]
    assert rematches and all(len(note["players"]) == 2 and "meet again" in note["text"] for note in rematches)
    assert any("meet again" in warning for warning in told(paired))
    met = {frozenset((b["white"], b["black"])) for rnd in doc["rounds"] for b in rnd["boards"]}
    boards = paired.event["rounds"][-1]["boards"]
    assert sum(frozenset((b["white"], b["black"])) in met for b in boards) == len(rematches)


def test_replaying_a_corpus_event_pairs_every_round_as_the_file():
    # The document's conversion to the engine loses nothing: unpair back to each round and pair it again.
    for name in ("n8_r7_s1000000.trf", "n41_r11_s1000010.trf", "n10_r9_s1000050.trf"):
        with open(DUTCH_DEV / name, encoding="utf-8") as f:
            full = event.from_trf(f.read()).event
        doc = full
        for r in range(len(full["rounds"]), 0, -1):
            doc = run(doc, {"op": "unpair_latest", "discard_results": True})
            again = run(doc, {"op": "pair_next"})
            assert sorted(pairs(again)[0]) == sorted(pairs(full, r)[0]), (name, r)
            assert pairs(again)[1] == pairs(full, r)[1], (name, r)


def test_only_the_first_broken_restrictions_are_tried_again_each_alone():
    """A crafted event that kept the engine busy: every player in one club breaks a restriction on every board, and
    each was tried again with a whole pairing (200 players: 100 pairings, 38 s). Past MAX_RESTRICTION_RETRIES the
    rest are reported broken without a try."""
    players = [(f"Player {k:02d}", 2000 - 10 * k) for k in range(40)]
    doc = run(make(players, rounds=5), {"op": "add_restriction", "players": list(range(1, 41)), "kind": "club"})
    notes = event.apply(doc, {"op": "pair_next"}).event["rounds"][0]["notes"]
    broken = [n["text"] for n in notes if n["code"] == "restriction_broken"]
    assert len(broken) == 20
    untried = [text for text in broken if f"not tried again: more than {MAX_RESTRICTION_RETRIES} restrictions" in text]
    assert len(untried) == 20 - MAX_RESTRICTION_RETRIES
