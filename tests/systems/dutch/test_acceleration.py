"""Baku acceleration (FIDE C.04.5.1 at spp.fide.com, C.04.7 in the 2026 handbook): groups, virtual points, pairings."""

import random
from dataclasses import replace

import pytest
from swisspair.systems.dutch.acceleration import (
    accelerated_rounds,
    apply_baku_acceleration,
    group_a_size,
    round_one_players,
)
from swisspair.systems.dutch.pairing import PairingError, format_pairing, pair_round
from swisspair.model import Colour, Player, Result, RoundEntry, Scoring, Tournament
from swisspair.replay import check_tournament
from swisspair.trf import parse_trf

from tests.systems.dutch.helpers import BBP_TWELVE, play_round

W = Colour.WHITE


def baku(players: int, rounds: int, **kwargs) -> Tournament:
    return Tournament(players=[Player(i, rating=2500 - 10 * i) for i in range(1, players + 1)],
                      total_rounds=rounds, initial_colour=W, tournament_type="FIDE_DUTCH_BAKU", **kwargs)


def group_a(t: Tournament) -> list[int]:
    return [p.number for p in apply_baku_acceleration(t).players if p.accelerations]


# --- Groups ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, size", [
    (161, 82),  # the handbook's own example: half of 161 is 80.5, the even number above is 82
    (1, 1), (2, 2), (3, 2), (4, 2), (5, 4), (6, 4), (7, 4), (8, 4), (9, 6), (10, 6), (12, 6), (13, 8), (20, 10),
])
def test_group_a_is_the_first_half_rounded_up_to_an_even_number(players, size):
    assert group_a_size(players) == size
    assert group_a(baku(players, 9)) == list(range(1, size + 1))


def test_group_a_for_six_players_is_four_not_bbp_pairings_three():
    """C.04.5.1 "Initial Groups Division": GA is 2·⌈N/4⌉. bbpPairings v6 (applyBakuAcceleration in
    src/fileformats/trf.cpp) takes ⌈N/2⌉ = 3 players instead; the handbook wins."""
    assert group_a(baku(6, 5)) == [1, 2, 3, 4]


# --- Virtual points per round ---------------------------------------------------------------------------

@pytest.mark.parametrize("rounds, points", [
    (9, [10, 10, 10, 5, 5]),  # the handbook's example: 5 accelerated rounds, 1 point in 1-3, ½ in 4-5
    (5, [10, 10, 5]),  # the usual published reading for 5-6 rounds: 1 point in rounds 1-2, ½ in round 3
    (6, [10, 10, 5]),
    (7, [10, 10, 5, 5]),
    (11, [10, 10, 10, 5, 5, 5]),
    (3, [10, 5]),
    (2, [10]),
    (1, [10]),
])
def test_virtual_points_per_round(rounds, points):
    full, half = accelerated_rounds(rounds)
    assert [10] * full + [5] * half == points
    accelerated = apply_baku_acceleration(baku(10, rounds))
    for p in accelerated.players:
        assert p.accelerations == (points if p.number <= 6 else [])


def test_virtual_points_enter_the_pairing_score_of_accelerated_rounds_only():
    from swisspair.history import build_states

    t = apply_baku_acceleration(baku(8, 9))
    for p in t.players:  # pretend all games were draws so far: raw score = rounds × ½
        p.rounds = [RoundEntry(None, None, Result.HALF_BYE)] * 5
    for completed, bonus in [(0, 10), (2, 10), (3, 5), (4, 5), (5, 0)]:
        states = {s.number: s for s in build_states(t, completed)}
        assert states[1].score - states[1].raw_score == bonus
        assert states[5].score == states[5].raw_score


# --- Late entries and absences in round 1 ---------------------------------------------------------------

def test_late_entries_keep_the_last_group_a_player():
    """Players 3 and 10 enter after round 1: GA ends with the player who was 6th (2·⌈9/4⌉) of the 9 paired in
    round 1, player 7, so it holds 7 players, the late entry 3 included (Note 1: the last GA player's number
    moves from 6 to 7; Note 2: GA may be odd)."""
    t = baku(11, 7)
    late = {3, 10}
    rng = random.Random(1)
    for p in t.players:
        if p.number in late:
            p.rounds.append(RoundEntry(None, None, Result.ZERO_BYE))
    play_round(t, pair_round(t), rng, 0.0)
    assert round_one_players(t) == [1, 2, 4, 5, 6, 7, 8, 9, 11]
    assert group_a(t) == [1, 2, 3, 4, 5, 6, 7]
    odd = baku(9, 7)  # late entry 3 among 8 round-1 players: GA still ends with player 5, so 5 players
    odd.players[2].rounds.append(RoundEntry(None, None, Result.ZERO_BYE))
    play_round(odd, pair_round(odd), rng, 0.0)
    assert group_a(odd) == [1, 2, 3, 4, 5]


def test_before_round_one_the_group_counts_only_players_to_be_paired():
    t = baku(10, 7)
    t.players[0].rounds.append(RoundEntry(None, None, Result.HALF_BYE))  # player 1 absent in round 1
    assert round_one_players(t) == list(range(2, 11))
    assert group_a(t) == [1, 2, 3, 4, 5, 6, 7]  # 2·⌈9/4⌉ = 6 of those paired: players 2..7, and player 1


# --- When nothing is applied ----------------------------------------------------------------------------

@pytest.mark.parametrize("kind", [None, "FIDE_DUTCH_2025", "FIDE_DUTCH", "FIDE_BURSTEIN_BAKU"])
def test_without_a_baku_type_nothing_changes(kind):
    rng = random.Random(7)
    t = replace(baku(10, 7), tournament_type=kind)
    for _ in range(3):
        assert apply_baku_acceleration(t) is t
        play_round(t, pair_round(t), rng, 0.1)
    assert all(p.accelerations == [] for p in t.players)


def test_manual_accelerations_win_over_baku():
    t = baku(8, 5)
    t.players[7].accelerations = [10]
    assert apply_baku_acceleration(t) is t


def test_the_input_is_not_changed():
    t = baku(8, 5)
    accelerated = apply_baku_acceleration(t)
    assert accelerated is not t and accelerated.players[0].accelerations == [10, 10, 5]
    assert all(p.accelerations == [] for p in t.players)


def test_only_standard_scoring():
    t = baku(8, 5, scoring=Scoring(win=30, draw=10))
    with pytest.raises(PairingError, match="1 / ½ / 0.*a win 3, a draw 1 and a loss 0"):
        pair_round(t)


# --- Pairings ---------------------------------------------------------------------------------------------

def test_round_one_of_six_players_by_the_handbook():
    """GA = 1-4 with a virtual point, GB = 5-6: the top bracket pairs 1-3 and 2-4 (Art. 5.2.5 gives the
    lower of each pair's odd/even colour), GB pairs 5-6. bbpPairings, with GA = 1-3, pairs 1-2, 3-4, 5-6."""
    assert format_pairing(pair_round(baku(6, 5))) == "3\n1 3\n4 2\n5 6"


# Paired by bbpPairings v6.0.0 (with 192 FIDE_DUTCH_BAKU) round by round, results drawn at random. With N a
# multiple of 4 and every player in round 1, bbp's ⌈N/2⌉ equals the handbook's 2·⌈N/4⌉, so bbp follows
# the handbook here.
BBP_EIGHT = """\
142 5
152 W
192 FIDE_DUTCH_BAKU
001    1      P1                                2490                             1.5          3 w 1     2 b 0     6 w =
001    2      P2                                2480                             3.0          4 b 1     1 w 1     5 b 1
001    3      P3                                2470                             0.5          1 b 0     4 w =     8 b 0
001    4      P4                                2460                             1.5          2 w 0     3 b =     7 w 1
001    5      P5                                2450                             1.5          7 w 1     6 b =     2 w 0
001    6      P6                                2440                             1.5          8 b =     5 w =     1 b =
001    7      P7                                2430                             0.5          5 b 0     8 w =     4 b 0
001    8      P8                                2420                             2.0          6 w =     7 b =     3 w 1
"""


@pytest.mark.parametrize("text", [BBP_EIGHT, BBP_TWELVE], ids=["8 players, rounds 1-3", "12 players, rounds 1-5"])
def test_accelerated_events_pair_as_bbp_pairings_where_it_follows_the_handbook(text):
    checks = check_tournament(parse_trf(text))
    assert [c.round for c in checks if not c.ok] == []


@pytest.mark.parametrize("text", [BBP_EIGHT, BBP_TWELVE])
def test_the_same_events_without_acceleration_pair_otherwise(text):
    """Guards the comparison above: round 1 of these events is not the plain Dutch round 1."""
    plain = parse_trf(text.replace("192 FIDE_DUTCH_BAKU\n", ""))
    assert not check_tournament(plain)[0].ok
