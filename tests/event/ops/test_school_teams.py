"""swisspair.event.ops.school_teams: team scores set and cleared, and the keep-apart rule in the Dutch pairing."""

from swisspair import event
from swisspair.messages import sentence
from tests.event.helpers import fails, finish_round, make, outcome, pairs, run, told

SIX = [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700), ("E", 1600), ("F", 1500)]


def schools(doc, *clubs):
    for pid, club in enumerate(clubs, 1):
        doc = run(doc, {"op": "edit_player", "player": pid, "changes": {"club": club}})
    return doc


def met(doc, r):
    boards, _ = pairs(doc, r)
    return {frozenset(board) for board in boards}


def test_set_fills_the_defaults_then_changes_only_what_is_given():
    doc = run(make(SIX), {"op": "set_team_scores"})
    assert doc["settings"]["school_teams"] == {"best": 4, "tiebreak": "tiebreaks", "apart_until": None}
    doc = run(doc, {"op": "set_team_scores", "best": 3, "apart_until": 3})
    doc = run(doc, {"op": "set_team_scores", "tiebreak": "next_player"})
    assert doc["settings"]["school_teams"] == {"best": 3, "tiebreak": "next_player", "apart_until": 3}
    assert "best 3 players" in doc["log"][-2]["text"] and "before round 3" in doc["log"][-2]["text"]


def test_set_warns_when_no_player_has_a_club_and_when_the_rounds_are_already_paired():
    doc = make(SIX)
    assert told(outcome(doc, op="set_team_scores")) == [
        "No player has a club or school yet: a team scores once its players name it."]
    doc = finish_round(run(schools(doc, *"XXXYYY"), {"op": "pair_next"}))
    doc = run(doc, {"op": "pair_next"})
    assert told(outcome(doc, op="set_team_scores", apart_until=3)) == [
        "Rounds up to 2 are already paired: keeping team-mates apart changes nothing."]


def test_a_wrong_argument_is_refused_with_its_field():
    doc = make(SIX)
    assert fails(doc, "out_of_range", op="set_team_scores", best=0).field == "operation.best"
    assert fails(doc, "wrong_value", op="set_team_scores", tiebreak="best").field == "operation.tiebreak"


def test_fide_mode_refuses_keeping_team_mates_apart_but_keeps_team_scores():
    doc = make(SIX, mode="fide")
    error = fails(doc, "fide_mode", op="set_team_scores", apart_until=3)
    assert error.field == "operation.apart_until" and sentence("op_warning.fide_keep_apart", {}) in error.message
    assert run(doc, {"op": "set_team_scores", "best": 2})["settings"]["school_teams"]["best"] == 2


def test_changing_to_fide_mode_says_team_mates_are_no_longer_kept_apart():
    doc = run(schools(make(SIX), *"XXXYYY"), {"op": "set_team_scores", "apart_until": 3})
    changed = outcome(doc, op="update_settings", mode="fide")
    assert sentence("op_warning.fide_keep_apart", {}) in told(changed)
    paired = run(changed.event, {"op": "pair_next"})
    assert paired["rounds"][0]["notes"] == []  # nothing kept apart, so nothing said about restrictions


def test_clear_turns_team_scores_off_and_refuses_when_already_off():
    doc = run(make(SIX), {"op": "set_team_scores"}, {"op": "clear_team_scores"})
    assert doc["settings"]["school_teams"] is None
    event.validate(doc)
    fails(doc, "empty", op="clear_team_scores")


def test_team_mates_do_not_meet_before_round_k():
    # Without the rule round 1 pairs A-D, B-E, C-F (top half against bottom half): here those are team-mates.
    clubs = ["North", "South", "West", "North", "South", "West"]
    plain = run(schools(make(SIX), *clubs), {"op": "pair_next"})
    assert met(plain, 1) == {frozenset((1, 4)), frozenset((2, 5)), frozenset((3, 6))}
    doc = run(schools(make(SIX), *clubs), {"op": "set_team_scores", "apart_until": 2}, {"op": "pair_next"})
    teams = {pid: club for pid, club in enumerate(clubs, 1)}
    assert all(len({teams[pid] for pid in pair}) == 2 for pair in met(doc, 1))
    assert doc["rounds"][0]["notes"] == []


def test_team_mates_meet_with_a_note_when_the_round_cannot_be_paired_otherwise():
    # Three of four players from one school: two of them must meet.
    doc = run(schools(make(SIX[:4], rounds=3), "North", "North", "North", "South"),
              {"op": "set_team_scores", "apart_until": 3})
    paired = outcome(doc, op="pair_next")
    notes = paired.event["rounds"][0]["notes"]
    assert [n["code"] for n in notes] == ["restriction_broken"]
    assert "(North, team-mates kept apart before round 3) meet: no pairing of round 1 keeps them apart" in notes[0]["text"]
    assert notes[0]["text"] in told(paired)
    assert frozenset(notes[0]["players"]) in met(paired.event, 1)


def test_a_manual_swap_that_pairs_team_mates_is_warned_like_a_restriction():
    clubs = ["North", "South", "West", "North", "South", "West"]
    doc = run(schools(make(SIX), *clubs), {"op": "set_team_scores", "apart_until": 2}, {"op": "pair_next"})
    boards, _ = pairs(doc)
    white, black = boards[0]
    mate = next(pid for pid in range(1, 7) if pid != white and clubs[pid - 1] == clubs[white - 1])
    swapped = outcome(doc, op="swap_players", round=1, players=[black, mate])
    assert any(w.startswith("Restriction: ") and f"({clubs[white - 1]}, team-mates kept apart before round 2;" in w
               for w in told(swapped)), told(swapped)
