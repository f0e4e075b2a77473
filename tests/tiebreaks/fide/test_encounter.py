"""swisspair.tiebreaks.fide.encounter: FIDE C.07 Art. 6, direct encounter, per group of tied players."""

from fractions import Fraction

from swisspair.model import Tournament
from swisspair.tiebreaks.context import Context
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.tiebreaks.helpers import event, held


def de(tournament: Tournament, group: list[int]) -> dict[int, int]:
    return {tpn: v.value for tpn, v in TIEBREAKS["DE"].group(Context(tournament), [group]).items()}


def test_held_exercise_25_direct_encounter_in_a_9_round_swiss():
    ctx = held(9)
    by_points: dict[Fraction, list[int]] = {}
    for tpn, player in ctx.players.items():
        by_points.setdefault(player.score, []).append(tpn)
    groups = [by_points[s] for s in sorted(by_points, reverse=True)]
    found = TIEBREAKS["DE"].group(ctx, groups)
    rank = {}
    for tpn, player in ctx.players.items():
        place = found[tpn].value
        rank[tpn] = 1 + sum(1 for o, p in ctx.players.items() if p.score > player.score
                            or (p.score == player.score and 0 < found[o].value < place))
    assert rank == {1: 3, 2: 5, 3: 1, 4: 3, 5: 9, 6: 2, 7: 6, 8: 6, 9: 14, 10: 9, 11: 13, 12: 14, 13: 16,
                    14: 9, 15: 9, 16: 6}


def test_direct_encounter_when_all_met_and_again_in_the_subgroup_still_tied():
    # 1, 2, 3 all met: 1 beat both; 2 and 3 drew. Then 2 and 3 stay tied: 0 would mean "no split".
    t = event("1 2000: 2w1 3b1", "2 1900: 1b0 3w=", "3 1800: 2b= 1w0")
    assert de(t, [1, 2, 3]) == {1: 1, 2: 2, 3: 2}


def test_direct_encounter_with_games_missing_separates_only_the_certain():
    # 1 beat 2, 3 met neither: 3 could still reach 1.0, so nobody is placed ahead.
    t = event("1 2000: 2w1 4b=", "2 1900: 1b0 4w=", "3 1800: 4w= 4b=", "4 1700: 3b= 3w=")
    assert de(t, [1, 2, 3]) == {1: 0, 2: 0, 3: 0}
    assert de(t, [1, 2]) == {1: 1, 2: 2}


def test_direct_encounter_ignores_forfeits():
    t = event("1 2000: 2w+", "2 1900: 1b-")
    assert de(t, [1, 2]) == {1: 0, 2: 0}
