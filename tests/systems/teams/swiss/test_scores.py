"""C.04.6 §1 as `scores.py` reads it: scores, colour history, floats, C2 and the teams of the round."""

import pytest

from swisspair.model import Colour
from swisspair.systems.dutch.errors import PairingError
from swisspair.systems.teams.swiss.scores import read_round
from swisspair.model import MatchOutcome, Score, TeamRound

from .events import event, forfeit, half_bye, match, pab


def _states(tournament):
    return {s.number: s for s in read_round(tournament).states}


def test_1_2_primary_score_is_match_points_or_game_points_as_the_competition_says():
    rounds = [[match(1, 2, 25, 15), match(3, 4, 20, 20)]]
    by_mp = _states(event(4, rounds))
    by_gp = _states(event(4, rounds, primary=Score.GAME_POINTS))
    assert (by_mp[1].score, by_mp[1].secondary, by_mp[3].score) == (20, 25, 10)
    assert (by_gp[1].score, by_gp[1].secondary, by_gp[3].score) == (25, 20, 20)


def test_1_6_1_only_matches_actually_played_give_a_colour():
    t = event(4, [[match(1, 2), match(3, 4)], [forfeit(1, 3), match(4, 2)], [match(1, 4), match(2, 3)]])
    s = _states(t)
    assert s[1].colours == (Colour.WHITE, Colour.WHITE) and s[1].colour_difference == 2
    assert s[1].played == 2 and s[3].played == 2
    # C1 counts played matches only (C.04.2 Art. 3.5: participants "who did not play their game or match, may be
    # paired together in a future round"): the forfeit 1-3 is no meeting.
    assert s[3].opponents == frozenset({4, 2}) and s[1].opponents == frozenset({2, 4})


@pytest.mark.parametrize("history, barred", [
    ([pab(1)], "pairing-allocated bye in round 1"),
    ([forfeit(1, 2)], "won round 1 by forfeit"),
    ([half_bye(1)], None),  # worth a drawn match: not a bye worth a win
])
def test_c2_no_pab_after_a_pab_or_a_forfeit_win(history, barred):
    others = [match(3, 4)] + ([half_bye(2)] if history[0][0] in ("pab", "half") else [])
    s = _states(event(4, [history + others]))
    assert (s[1].bye_barred is None) if barred is None else barred in s[1].bye_barred


def test_1_5_floater_of_the_previous_round_is_a_team_that_met_a_different_score():
    t = event(4, [[match(1, 2, 30, 10), match(3, 4, 30, 10)], [match(1, 4), match(3, 2)]])
    s = _states(t)
    # Round 2 paired 1 (2 MP) with 4 (0 MP) and 3 (2 MP) with 2 (0 MP): all four floated.
    assert all(s[n].floated for n in (1, 2, 3, 4))
    same = _states(event(4, [[match(1, 2, 30, 10), match(3, 4, 30, 10)], [match(1, 3), match(2, 4)]]))
    assert not any(same[n].floated for n in (1, 2, 3, 4))


def test_1_5_only_a_played_match_makes_a_floater():
    # §1.5: "A floater is a team that plays against an opponent with a different score": the PAB, a forfeit win
    # or a half-point bye is no float, whatever it scored.
    s = _states(event(3, [[match(1, 2), pab(3)]]))
    assert not s[3].floated and not s[1].floated
    s = _states(event(5, [[match(1, 2, 30, 10), match(3, 4, 30, 10), half_bye(5)],
                          [forfeit(1, 2), match(3, 5, 10, 30), half_bye(4)]]))
    assert not s[1].floated and not s[4].floated and s[3].floated and s[5].floated


def test_a_team_absent_for_the_round_to_pair_is_left_out():
    given = read_round(event(4, [[match(1, 2), match(3, 4)]], absent=(2,)))
    assert [s.number for s in given.states] == [1, 3, 4] and given.absent == (2,)
    assert given.round == 2


def test_a_result_already_in_the_round_to_pair_is_an_error_naming_the_team():
    t = event(4, [[match(1, 2), match(3, 4)]])
    t.teams.teams[0].rounds.append(TeamRound(3, Colour.WHITE, MatchOutcome.PLAYED, 20, 30))
    with pytest.raises(PairingError, match="team 1 has a result for round 2"):
        read_round(t)
