"""swisspair.event.ops.results: results recorded and corrected, and the latest round unpaired."""

from swisspair import event
from swisspair.trf import parse_trf
from tests.event.helpers import FIVE, fails, finish_round, make, names, pairs, run, trf_rounds, told
from swisspair.document.readers import pairing_numbers


def test_results_are_recorded_and_corrected_and_pairings_stay(played):
    doc = finish_round(played, ("1/2-1/2",))
    result = event.apply(doc, {"op": "set_result", "round": 1, "board": 1, "result": "0-1"})
    assert result.event["rounds"][0]["boards"][0]["result"] == "0-1"
    assert result.event["rounds"][1] == doc["rounds"][1]
    assert told(result) == ["Round 1 is corrected: the standings change; round 2 was paired with the old result "
                               "and stays as it is."]
    assert "corrected: 1-0 → 0-1" in result.event["log"][-1]["text"]
    assert fails(doc, "needs_result", op="set_result", round=1, board=1, result=None).round == 1
    assert fails(doc, "wrong_value", op="set_result", round=2, board=1, result="1:0").field == "operation.result"
    assert fails(doc, "out_of_range", op="set_result", round=2, board=9, result="1-0").field == "operation.board"
    doc = run(doc, {"op": "set_result", "round": 2, "board": 1, "result": None})
    assert doc["rounds"][1]["boards"][0]["result"] is None


def test_game_scores_must_agree_with_the_match_result():
    doc = run(make(FIVE[:4], mode="magic"), {"op": "pair_next"})
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1-0", "games": [2, 1, 0]})
    assert doc["rounds"][0]["boards"][0]["games"] == [2, 1, 0]
    assert fails(doc, "wrong_value", op="set_result", round=1, board=1, result="0-1", games=[2, 1, 0]).field == (
        "operation.games")


def test_win_loss_events_have_no_draws():
    doc = run(make(FIVE[:4], mode="esports"), {"op": "pair_next"})
    fails(doc, "wrong_value", op="set_result", round=1, board=1, result="1/2-1/2")
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "+-"})
    chess = run(make(FIVE[:4]), {"op": "pair_next"}, {"op": "set_result", "round": 1, "board": 1, "result": "1/2-1/2"})
    assert fails(chess, "has_draws", op="set_scoring", system="win_loss").round == 1


def test_forfeits_and_double_forfeits_score_and_do_not_count_as_met():
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    (a, b), (c, d) = pairs(doc)[0]
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "+-"},
              {"op": "set_result", "round": 1, "board": 2, "result": "--"})
    exported = trf_rounds(doc)
    numbers = pairing_numbers(doc)
    assert exported[numbers[a]][0][2] == "+" and exported[numbers[b]][0][2] == "-"
    assert exported[numbers[c]][0][2] == exported[numbers[d]][0][2] == "-"
    assert parse_trf(event.to_trf(doc)[0]).player(numbers[c]).points == 0
    # A forfeited game is not a game played: pairing the two again is no rematch.
    doc = run(doc, {"op": "pair_next"})
    result = event.apply(doc, {"op": "set_board", "round": 2, "board": 1, "white": a, "black": b})
    assert not any("Rematch" in w for w in told(result))
    # Until round 1's forfeit is corrected into a played game: then the director is told.
    corrected = event.apply(result.event, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"})
    assert told(corrected)[-1] == (f"{names(doc)[a]} and {names(doc)[b]} met again in round 2: now that their "
                                      "round 1 game counts as played, that game is a rematch.")


def test_unrated_games_export_as_w_d_l(played):
    doc = run(played, {"op": "set_result", "round": 2, "board": 1, "result": "1/2-1/2", "unrated": True},
              {"op": "set_result", "round": 2, "board": 2, "result": "1-0", "unrated": True})
    (w1, b1), (w2, b2) = pairs(doc)[0]
    exported = trf_rounds(doc)
    numbers = pairing_numbers(doc)
    assert [exported[numbers[pid]][1][2] for pid in (w1, b1, w2, b2)] == ["D", "D", "W", "L"]
    fails(doc, "wrong_value", op="set_result", round=2, board=1, result="+-", unrated=True)


def test_unpairing_the_latest_round(played):
    doc = run(played, {"op": "unpair_latest"})
    assert len(doc["rounds"]) == 1
    with_result = run(played, {"op": "set_result", "round": 2, "board": 1, "result": "1-0"})
    error = fails(with_result, "has_results", op="unpair_latest")
    assert error.round == 2 and "board(s) 1" in error.message
    doc = run(with_result, {"op": "unpair_latest", "discard_results": True})
    assert len(doc["rounds"]) == 1 and "results of board(s) 1 dropped" in doc["log"][-1]["text"]
    # The same round pairs the same way again.
    assert run(doc, {"op": "pair_next"})["rounds"][1] == played["rounds"][1]
