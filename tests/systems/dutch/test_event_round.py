"""swisspair.systems.dutch.event_round: the Dutch round of an event against the Dutch corpus: a round no
pairing avoids rematches in, and corpus events replayed round by round."""

from swisspair import event
from tests.corpus_location import DUTCH_DEV, DUTCH_NOPAIRING
from tests.event.helpers import fails, pairs, run


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
    assert any("meet again" in warning for warning in paired.warnings)
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
