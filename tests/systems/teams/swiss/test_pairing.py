"""C.04.6 §2 and §3 on small hand-built events where one article decides."""

import pytest

from swisspair.systems.dutch.errors import PairingError
from swisspair.systems.teams.swiss import pair_next_round
from swisspair.model import ColourPreference

from .events import event, match


def _boards(tournament):
    p = pair_next_round(tournament)
    return [(m.white, m.black) for m in p.matches], p.bye


def _pairs(tournament):
    return {frozenset((m.white, m.black)) for m in pair_next_round(tournament).matches}


def test_round_one_top_half_against_bottom_half_with_the_initial_colour_and_the_bye_to_the_last():
    # §3.4.4 gives the PAB to 5; §3.6 pairs 1-3, 2-4; §4.3.1 gives 1 (odd) the initial colour, 2 the other.
    assert _boards(event(5, [])) == ([(1, 3), (4, 2)], 5)


def test_c1_no_rematch_and_3_6_the_first_identifier():
    t = event(4, [[match(1, 2), match(3, 4)]])
    assert _pairs(t) == {frozenset((1, 3)), frozenset((2, 4))}


def test_3_6_3_the_first_identifier_not_the_largest_sum_of_rank_products():
    # Two drawn rounds, no colour preferences: every pairing of 1-4 against 5-8 that C1 allows is equally good,
    # with the tops 1, 2, 3, 4. The first identifier is 1-5 2-8 3-6 4-7; the reference engine's stand-in (the
    # largest sum of top x bottom ranks) would take 1-6 2-5 3-8 4-7, which comes later.
    t = event(8, [[match(1, 3), match(2, 6), match(4, 8), match(5, 7)],
                  [match(1, 2), match(3, 7), match(4, 6), match(5, 8)]], colours=ColourPreference.NONE)
    assert _pairs(t) == {frozenset((1, 5)), frozenset((2, 8)), frozenset((3, 6)), frozenset((4, 7))}


def test_c4_fewest_upfloaters_before_the_identifier():
    # 2 and 3 won. 1-3 / 2-4 would come first by identifier but has two upfloaters; 1-4 / 2-3 has none.
    t = event(4, [[match(1, 2, 10, 30), match(3, 4, 30, 10)]])
    assert _pairs(t) == {frozenset((1, 4)), frozenset((2, 3))}


def test_c4_the_top_scoregroup_first_then_c5_upfloaters_with_the_highest_scores():
    # 1 and 3 won, 5-6 drew, 2 and 4 lost. §3.3.2 pairs the top scoregroup first, with the fewest upfloaters
    # (§2.3: "in order to best pair all teams of the top-scoregroup"): 1-3, none. Then 5 and 6 (1 MP), who have
    # met, take two upfloaters on 0 MP, whatever that costs below: 2-5, 4-6.
    t = event(6, [[match(1, 2, 30, 10), match(3, 4, 30, 10), match(5, 6)]])
    assert _pairs(t) == {frozenset((1, 3)), frozenset((2, 5)), frozenset((4, 6))}


def test_c5_upfloaters_with_the_highest_scores():
    # 1 (2 MP) leads alone; 3-4 and 5-6 drew (1 MP); 2 lost (0 MP). One upfloater (C4) of the highest score
    # (C5): 3, the first of the 1 MP teams (§3.5.4), not 2, though its TPN is smaller. The four left on 1 MP less
    # 3 are odd and take 2: 2-5 (the first identifier), 4-6.
    t = event(6, [[match(1, 2, 30, 10), match(3, 4), match(5, 6)]])
    assert _pairs(t) == {frozenset((1, 3)), frozenset((2, 5)), frozenset((4, 6))}


def test_c8_colour_preferences_before_the_identifier_type_b():
    # Type B after one match: 1 and 3 (White) want Black mildly, 2 and 4 want White. 1-3 / 2-4 would leave
    # two preferences unfulfilled; 1-4 / 2-3 none (§4.3.3 grants both).
    t = event(4, [[match(1, 2), match(3, 4)]], colours=ColourPreference.TYPE_B)
    assert _boards(t) == ([(4, 1), (2, 3)], None)


def test_type_a_has_no_preference_after_one_match_so_the_identifier_decides():
    # §4.3.8: with equal colour differences and histories, the first-team alternates its last colour.
    t = event(4, [[match(1, 2), match(3, 4)]])
    assert _boards(t) == ([(3, 1), (2, 4)], None)


def test_no_valid_pairing_names_the_blocking_criterion():
    t = event(4, [[match(1, 2), match(3, 4)], [match(1, 3), match(2, 4)], [match(1, 4), match(2, 3)]])
    with pytest.raises(PairingError, match="C1") as exc:
        pair_next_round(t)
    assert exc.value.rule == "C1"


def test_absent_teams_are_left_out_of_the_round():
    boards, bye = _boards(event(5, [], absent=(3,)))
    assert bye is None and all(3 not in b for b in boards) and len(boards) == 2


def test_boards_in_order_of_the_higher_team_then_the_lower():
    t = event(6, [[match(1, 2, 30, 10), match(3, 4, 30, 10), match(5, 6)]])
    p = pair_next_round(t)
    highs = [max(p.states[m.white].score, p.states[m.black].score) for m in p.matches]
    assert highs == sorted(highs, reverse=True)


def test_forbidden_pairs_of_the_competition_are_kept_apart_like_rematches():
    from swisspair.model import ForbiddenPairs

    t = event(4, [[match(1, 2), match(3, 4)]])
    t.teams.forbidden = [ForbiddenPairs((1, 3))]
    assert _pairs(t) == {frozenset((1, 4)), frozenset((2, 3))}
    t.teams.forbidden = [ForbiddenPairs((1, 3), first_round=3)]  # not yet in force in round 2
    assert _pairs(t) == {frozenset((1, 3)), frozenset((2, 4))}
