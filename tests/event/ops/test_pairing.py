"""swisspair.event.ops.pairing: pairing the next round through the registered pairing system (the registry's
own tests, tests/systems/test_registry.py, check that a system's pairer is what pair_next writes)."""

from tests.event.helpers import FIVE, fails, make, pairs, run


def test_pairing_needs_rounds_results_and_everyone_placed(played):
    doc = make(rounds=None)
    assert fails(doc, "no_rounds", op="pair_next").field == "event.settings.rounds"
    error = fails(played, "results_missing", op="pair_next")
    assert error.round == 2 and "board(s) 1, 2" in error.message
    done = run(make(FIVE[:2], rounds=1), {"op": "pair_next"}, {"op": "set_result", "round": 1, "board": 1,
                                                                  "result": "1-0"})
    fails(done, "finished", op="pair_next")


def test_paired_round_records_boards_bye_and_the_engines_pairing(played):
    rnd = played["rounds"][1]
    assert rnd["engine"] == {"boards": [list(board) for board in pairs(played)[0]], "pab": rnd["pab"]}
    assert all(board["result"] is None for board in rnd["boards"])
    assert played["log"][-2]["text"].startswith("Round 2 paired: 2 board(s), bye to ")
