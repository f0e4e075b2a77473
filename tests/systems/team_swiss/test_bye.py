"""C.04.6 §3.4: who gets the pairing-allocated bye, and C2's "no valid pairing"."""

import pytest

from swisspair.systems.dutch.errors import PairingError
from swisspair.systems.team_swiss.bye import can_complete, choose_bye
from swisspair.systems.team_swiss.scores import read_round

from .events import event, forfeit, half_bye, match, pab


def _bye(tournament):
    team, rule = choose_bye(list(read_round(tournament).states))
    return team.number, rule


def test_3_4_4_largest_pairing_number_among_equals():
    assert _bye(event(5, [])) == (5, "3.4.4")


def test_3_4_2_lowest_score():
    t = event(5, [[match(1, 2, 30, 10), match(3, 5, 30, 10), pab(4)]])
    # 2 and 5 lost; 4 had the bye (C2), so 5 (largest of the lowest) gets it.
    assert _bye(t) == (5, "3.4.4")
    t = event(5, [[match(1, 2, 30, 10), match(5, 3), pab(4)]])
    assert _bye(t) == (2, "3.4.2")


def test_3_4_3_most_matches_played():
    # 3 lost by forfeit (played no match), 2 lost a played match: both 0 MP, 2 has played more.
    t = event(5, [[match(1, 2, 30, 10), forfeit(4, 3), pab(5)]])
    assert _bye(t) == (2, "3.4.3")


def test_3_4_1_the_bye_leaves_a_legal_pairing_for_the_others():
    t = event(5, [[match(1, 2), match(3, 4), half_bye(5)],
                  [match(1, 3), match(2, 5, 30, 10), half_bye(4)],
                  [match(1, 4), match(3, 5, 30, 10), half_bye(2)]])
    # 5 has the lowest score, but 1 has met 2, 3 and 4: without 5 it could not be paired. Next in order are
    # 1 and 4 (3 MP each); 1 has played more matches.
    assert _bye(t) == (1, "3.4.1")


def test_c2_no_team_may_take_the_bye():
    t = event(3, [[match(1, 2), pab(3)], [forfeit(1, 3), pab(2)], [forfeit(2, 3), pab(1)]])
    with pytest.raises(PairingError, match="C2") as exc:
        choose_bye(list(read_round(t).states))
    assert exc.value.rule == "C2"


def test_c1_can_complete_sees_rematches():
    t = event(4, [[match(1, 2), match(3, 4)], [match(1, 3), match(2, 4)], [match(1, 4), match(2, 3)]])
    assert not can_complete(list(read_round(t).states))
    assert can_complete(list(read_round(event(4, [[match(1, 2), match(3, 4)]])).states))
