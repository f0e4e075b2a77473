"""swisspair.tiebreaks: FIDE C.07 (2024 and 2026), Magic, esports, US Chess and Challonge tie-breaks.

The FIDE worked examples are those of IA Mario Held's "Exercises in Tie-Breaking" (C.07-2023, the rules of
the 2024 edition), on its crosstables in tests/golden/tiebreaks/; the 2026 ones are worked here by hand from
Art. 16.4. Every other FIDE value is checked against gacrux in tests/standings/.
"""

import os
import re
from fractions import Fraction

import pytest

from swisspair.model import Colour, Player, Result, RoundEntry, Scoring, Tournament
from swisspair.tiebreaks import (
    MAGIC_FLOOR, TIEBREAKS, Context, GameScore, Kind, UnknownTiebreak, canonical, dp_for_score, expected_score,
    game_win_percentage, lookup, match_win_percentage, round_half_up,
)
from swisspair.trf import parse_trf

GOLDEN = os.path.join(os.path.dirname(__file__), "golden", "tiebreaks")


def held(rounds: int, edition: str = "2024") -> Context:
    with open(os.path.join(GOLDEN, f"held-swiss-{rounds}.trf"), newline="") as f:
        return Context(parse_trf(f.read()), edition)


def values(ctx: Context, code: str, players=None) -> dict[int, str]:
    tiebreak = TIEBREAKS[code]
    return {tpn: tiebreak.compute(ctx, tpn).text for tpn in (players or sorted(ctx.players))}


def event(*rows: str, scoring: Scoring = Scoring()) -> Tournament:
    """'1 2000: 2w1 3b= -U' -> player 1 rated 2000: beat 2 with White, drew 3 with Black, then the PAB."""
    players = []
    for row in rows:
        head, _, games = row.partition(":")
        number, rating = (int(x) for x in head.split())
        entries = []
        for token in games.split():
            if token.startswith("-"):
                entries.append(RoundEntry(None, None, Result(token[1])))
            else:
                opponent, colour, result = re.fullmatch(r"(\d+)([wb])(.)", token).groups()
                entries.append(RoundEntry(int(opponent), Colour(colour), Result(result)))
        players.append(Player(number, name=f"Player {number}", rating=rating, rounds=entries))
    return Tournament(players=players, scoring=scoring)


def value(ctx: Context, code: str, tpn: int):
    return TIEBREAKS[code].compute(ctx, tpn).value


# --- Held's exercises, 5-round Swiss (2024 edition) -------------------------------------------------------

BH = {1: "12.5", 2: "13.0", 3: "15.5", 4: "15.0", 5: "8.5", 6: "12.0", 7: "14.5", 8: "13.5", 9: "9.0",
      10: "13.0", 11: "13.5", 12: "11.5", 13: "14.0", 14: "11.0", 15: "12.0", 16: "12.5"}
BH_C1 = {1: "11.0", 2: "12.0", 3: "13.0", 4: "11.5", 5: "7.5", 6: "11.0", 7: "12.5", 8: "12.0", 9: "7.5",
         10: "11.5", 11: "12.0", 12: "9.5", 13: "12.0", 14: "9.0", 15: "11.0", 16: "11.0"}


def test_held_exercises_1_to_4_buchholz_with_byes_forfeits_and_a_withdrawal():
    assert values(held(5), "BH") == BH


def test_held_exercises_5_to_8_buchholz_cut_1_cuts_the_voluntary_unplayed_round_first():
    assert values(held(5), "BH/C1") == BH_C1


def test_held_exercise_9_average_of_opponents_buchholz():
    assert values(held(5), "AOB") == {
        1: "12.60", 2: "13.60", 3: "13.40", 4: "13.38", 5: "13.40", 6: "13.25", 7: "11.90", 8: "13.00",
        9: "12.75", 10: "10.90", 11: "12.75", 12: "15.00", 13: "12.10", 14: "13.17", 15: "12.20", 16: "13.30"}


def test_held_exercise_10_fore_buchholz():
    assert values(held(5), "FB") == {
        1: "13.5", 2: "13.5", 3: "15.0", 4: "15.5", 5: "10.0", 6: "12.0", 7: "13.5", 8: "12.5", 9: "9.5",
        10: "12.5", 11: "12.5", 12: "11.5", 13: "13.5", 14: "10.5", 15: "12.0", 16: "13.5"}


def test_held_exercises_11_and_12_sonneborn_berger():
    assert values(held(5), "SB") == {
        1: "8.00", 2: "9.50", 3: "10.50", 4: "9.75", 5: "4.25", 6: "6.50", 7: "3.25", 8: "5.25", 9: "2.25",
        10: "1.50", 11: "5.75", 12: "4.00", 13: "4.25", 14: "4.50", 15: "3.50", 16: "7.25"}


def test_held_exercise_13_sonneborn_berger_cut_1():
    assert values(held(5), "SB/C1") == {
        1: "7.25", 2: "8.50", 3: "9.25", 4: "8.00", 5: "3.25", 6: "5.50", 7: "1.25", 8: "3.75", 9: "2.25",
        10: "0.00", 11: "4.25", 12: "4.00", 13: "4.25", 14: "3.00", 15: "2.50", 16: "5.75"}


def test_held_exercises_17_and_18_average_rating_of_opponents_and_its_cut():
    ctx = held(5)
    assert values(ctx, "ARO") == {
        1: "1820", 2: "1880", 3: "1940", 4: "1888", 5: "1690", 6: "1813", 7: "1760", 8: "1730", 9: "1975",
        10: "1880", 11: "1863", 12: "2050", 13: "1930", 14: "1800", 15: "1860", 16: "1820"}
    assert values(ctx, "ARO/C1") == {
        1: "1900", 2: "1988", 3: "2000", 4: "1983", 5: "1738", 6: "1900", 7: "1838", 8: "1800", 9: "2200",
        10: "1975", 11: "2000", 12: "-", 13: "2025", 14: "1900", 15: "1963", 16: "1900"}
    assert value(ctx, "ARO/C1", 12) is None  # one game played: nothing left after the cut


def test_held_exercises_19_to_22_performance_ratings():
    ctx = held(5)
    assert values(ctx, "TPR") == {
        1: "1969", 2: "2120", 3: "2089", 4: "2081", 5: "1690", 6: "1813", 7: "1611", 8: "1730", 9: "1175",
        10: "1640", 11: "1776", 12: "1250", 13: "1781", 14: "1925", 15: "1788", 16: "1969"}
    assert values(ctx, "APRO", [1, 3, 4, 16]) == {1: "1789", 3: "1904", 4: "1772", 16: "1805"}
    assert values(ctx, "PTP", [3]) == {3: "2112"}


def test_held_exercises_27_to_33_counts_and_progressive_scores():
    ctx = held(5)
    assert values(ctx, "WIN") == {1: "2", 2: "3", 3: "2", 4: "2", 5: "2", 6: "3", 7: "1", 8: "2", 9: "1",
                                  10: "1", 11: "2", 12: "2", 13: "1", 14: "2", 15: "2", 16: "3"}
    assert values(ctx, "WON") == {1: "2", 2: "3", 3: "2", 4: "2", 5: "2", 6: "2", 7: "1", 8: "2", 9: "0",
                                  10: "1", 11: "1", 12: "0", 13: "1", 14: "2", 15: "2", 16: "3"}
    assert values(ctx, "BPG") == {1: "2", 2: "3", 3: "2", 4: "2", 5: "2", 6: "2", 7: "3", 8: "2", 9: "1",
                                  10: "3", 11: "2", 12: "0", 13: "3", 14: "2", 15: "3", 16: "2"}
    assert values(ctx, "BWG") == {1: "1", 2: "1", 3: "1", 4: "1", 5: "0", 6: "1", 7: "0", 8: "0", 9: "0",
                                  10: "1", 11: "0", 12: "0", 13: "1", 14: "1", 15: "1", 16: "1"}
    assert values(ctx, "REP") == {1: "5", 2: "5", 3: "5", 4: "4", 5: "5", 6: "5", 7: "5", 8: "5", 9: "3",
                                  10: "5", 11: "5", 12: "3", 13: "5", 14: "3", 15: "5", 16: "5"}
    assert values(ctx, "PS") == {1: "11.0", 2: "13.0", 3: "11.0", 4: "11.5", 5: "5.0", 6: "6.0", 7: "6.0",
                                 8: "8.5", 9: "2.5", 10: "4.0", 11: "5.5", 12: "7.0", 13: "7.0", 14: "6.0",
                                 15: "7.0", 16: "10.5"}
    assert values(ctx, "PS/C1") == {1: "10.0", 2: "12.0", 3: "10.5", 4: "10.5", 5: "5.0", 6: "6.0", 7: "5.0",
                                    8: "8.0", 9: "2.5", 10: "4.0", 11: "5.0", 12: "7.0", 13: "6.0", 14: "5.0",
                                    15: "7.0", 16: "10.0"}


# --- the 2026 cap on the dummy opponent (Art. 16.4), worked on Held's crosstable ---------------------------

def test_2026_caps_a_bye_dummy_at_a_draw_per_round_16_4_2():
    # David (4) scored 3.5 with a half-point bye in round 2: the dummy had 3.5 (2024), now 0.5 x 5 = 2.5.
    assert value(held(5, "2024"), "BH", 4) == Fraction(15)
    assert value(held(5, "2026"), "BH", 4) == Fraction(14)
    # Franck (6), 3.0 with the pairing-allocated bye in round 3: 3.0 -> 2.5.
    assert value(held(5, "2026"), "BH", 6) == Fraction(23, 2)


def test_2026_caps_a_forfeit_dummy_at_the_scheduled_opponents_adjusted_score_16_4_1():
    # Maria (11), 2.5, won by forfeit against Jessica (9) in round 4; Jessica's adjusted score is 1.5 (her
    # bye in round 3 came before the PAB of round 5, so it is no withdrawal): the dummy drops from 2.5 to 1.5.
    ctx = held(5, "2026")
    part = TIEBREAKS["BH"].compute(ctx, 11).parts[3]
    assert (part.round, part.opponent, part.value) == (4, 9, Fraction(3, 2))
    assert "16.4.1" in part.note
    assert value(ctx, "BH", 11) == Fraction(25, 2)
    assert value(ctx, "SB", 11) == Fraction(19, 4)  # 5.75 - (2.5 - 1.5) x 1 point


def test_the_cap_never_raises_a_dummy():
    # Nick (12) scored 2.0 < 0.5 x 5: his dummies keep his own score in both editions.
    assert value(held(5, "2026"), "BH", 12) == value(held(5, "2024"), "BH", 12) == Fraction(23, 2)


# --- Art. 16 in small events -----------------------------------------------------------------------------

WITHDRAWAL = event(
    "1 2000: 2w1 3b1 4w0",
    "2 1900: 1b0 4w1 3b=",
    "3 1800: 4b1 1w0 2w=",
    "4 1700: 3w0 2b0 1b1",
    "5 1600: 6w1 -Z -Z",  # wins round 1, then withdraws
    "6 1500: 5b0 -U -H",
)


def test_classification_and_voluntary_unplayed_rounds():
    ctx = Context(event("1 2000: 2w+ -U -H -Z 2b-", "2 1900: 1b- -F -Z -Z 1w+"))
    kinds = [r.kind for r in ctx.player(1).rounds]
    assert kinds == [Kind.FORFEIT_WIN, Kind.PAB, Kind.HALF_BYE, Kind.ZERO_BYE, Kind.FORFEIT_LOSS]
    assert [r.voluntary for r in ctx.player(1).rounds] == [False, False, True, True, True]
    assert ctx.player(1).last_not_voluntary == 2 and ctx.player(1).last_paired == 5


def test_byes_after_a_withdrawal_count_as_draws_for_the_opponents_16_3():
    ctx = Context(WITHDRAWAL)
    score, note = ctx.adjusted_score(5)
    assert ctx.player(5).score == 1 and score == 2  # 1 + two zero-point byes counted as draws
    assert "2, 3" in note


def test_a_forfeit_loss_after_withdrawing_still_counts_as_scored():
    ctx = Context(event("1 2000: 2w1 3w- -Z", "2 1900: 1b0 -U -U", "3 1800: -U 1b+ -U"))
    assert ctx.adjusted_score(1) == (Fraction(3, 2), "round 3 after withdrawing counts as a draw (16.3)")


def test_a_players_own_bye_is_a_dummy_with_their_own_score_16_4():
    parts = TIEBREAKS["BH"].compute(Context(WITHDRAWAL, "2024"), 6).parts
    assert [p.value for p in parts] == [Fraction(2), Fraction(3, 2), Fraction(3, 2)]
    assert "dummy" in parts[1].note and "dummy" in parts[2].note


def test_cut_1_removes_a_voluntary_unplayed_round_before_a_lower_opponent_16_5():
    # Player 6 (1.5): opponent 5 (adjusted 2.0), PAB (dummy 1.5), half-point bye (VUR, dummy 1.5).
    value_ = TIEBREAKS["BH/C1"].compute(Context(WITHDRAWAL, "2024"), 6)
    assert value_.value == Fraction(7, 2)
    assert [p.cut for p in value_.parts] == [False, False, True]


def test_sonneborn_berger_cut_1_cuts_the_lowest_opponent_when_the_vur_contributes_less():
    # gacrux's reading of 14.1 with 16.5: the VUR goes first unless the lowest-scoring opponent's contribution
    # is already higher than it; a zero-point bye contributes 0 and is kept.
    ctx = Context(event("1 2000: 2w1 3b1 -Z", "2 1900: 1b0 3w0 -U", "3 1800: -U 1w0 2b1"), "2024")
    result = TIEBREAKS["SB/C1"].compute(ctx, 1)
    assert [p.cut for p in result.parts] == [True, False, False]


def test_fore_buchholz_counts_the_last_rounds_games_as_draws_8_3():
    ctx = Context(event("1 2000: 2w1 3b1", "2 1900: 1b0 4w=", "3 1800: 4b1 1w0", "4 1700: 3w0 2b="), "2024")
    # Player 1's opponents scored 0.5 (2) and 1.0 (3); with round 2 counted as a draw, 3 has 1.5.
    assert value(ctx, "BH", 1) == Fraction(3, 2)
    assert value(ctx, "FB", 1) == Fraction(2)


def test_koya_counts_points_against_opponents_on_at_least_half():
    ctx = Context(WITHDRAWAL)
    # Player 1 (limit 1.5 of 3): beat 2 (1.5) and 3 (1.5), lost to 4 (1.0).
    assert value(ctx, "KS", 1) == 2
    assert [p.cut for p in TIEBREAKS["KS"].compute(ctx, 1).parts] == [False, False, True]


def test_counts_standard_points_and_pairing_number():
    ctx = Context(event("1 2000: 2w1 -H 2b0 -U", "2 1900: 1b0 -U 1w1 -Z"))
    assert value(ctx, "WIN", 1) == 2 and value(ctx, "WON", 1) == 1
    assert value(ctx, "REP", 1) == 3 and value(ctx, "REP", 2) == 3
    assert value(ctx, "STD", 1) == Fraction(5, 2)
    assert value(ctx, "TPN", 2) == 2 and not TIEBREAKS["TPN"].higher_is_better


# --- direct encounter ---------------------------------------------------------------------------------

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


# --- ratings -----------------------------------------------------------------------------------------------

def test_fide_tables_dp_and_expected_score():
    assert dp_for_score(100) == 800 and dp_for_score(50) == 0 and dp_for_score(0) == -800
    assert dp_for_score(75) == 193 and dp_for_score(25) == -193
    assert expected_score(2000, 2000) == Fraction(1, 2)
    assert expected_score(2003, 2000) == Fraction(1, 2) and expected_score(2004, 2000) == Fraction(51, 100)
    assert expected_score(2735, 2000) == Fraction(99, 100) and expected_score(2736, 2000) == 1
    assert expected_score(2000, 2100) + expected_score(2100, 2000) == 1


def test_round_half_up():
    assert [round_half_up(Fraction(n, 2)) for n in (1, 3, 5)] == [1, 2, 3]
    assert round_half_up(Fraction(2499, 1000)) == 2


def test_perfect_performance_for_no_points_and_for_all_points():
    ctx = Context(event("1 2000: 2w0 3b0", "2 1900: 1b1 3w1", "3 1800: 2b0 1w1"))
    assert value(ctx, "PTP", 1) == 1800 - 800  # no points: the lowest opponent - 800
    assert value(ctx, "PTP", 2) == 2000 + 736  # all points: the lowest rating expected to score them all


def test_rating_tiebreaks_are_undefined_with_an_unrated_player_unless_a_rating_is_set():
    t = event("1 2000: 2w1", "2 0: 1b0")
    result = TIEBREAKS["ARO"].compute(Context(t), 1)
    assert result.value is None and "unrated" in result.summary and "2" in result.summary
    assert value(Context(t), "RTNG", 1) is None
    assert value(Context(t, unrated_rating=1000), "ARO", 1) == 1000
    assert value(Context(t, unrated_rating=1000), "RTNG", 2) == 1000


# --- Magic: MTR Appendix C ----------------------------------------------------------------------------------

def magic_player(results: str, byes: int = 0) -> Tournament:
    """Player 1 with `results` (1 = 0) against player 2, after `byes` pairing-allocated byes."""
    rounds = " ".join(["-U"] * byes + [f"2w{r}" for r in results])
    return event(f"1 2000: {rounds}", "2 1900: " + " ".join(["-U"] * byes + ["1b="] * len(results)))


def test_mtr_appendix_c_match_points_examples():
    assert value(Context(magic_player("11111100")), "MP", 1) == 18  # 6-2-0
    assert value(Context(magic_player("1111==00")), "MP", 1) == 14  # 4-2-2


def test_mtr_appendix_c_match_win_percentage_examples():
    assert match_win_percentage(Context(magic_player("11111=00")), 1) == Fraction(16, 24)  # 5-2-1
    withdrawn = event("1 2000: 2w1 2w0 2w0 2w0 -Z -Z -Z -Z", "2 1900: 1b0 1b1 1b1 1b1 -Z -Z -Z -Z")
    assert match_win_percentage(Context(withdrawn), 1) == MAGIC_FLOOR  # 3 / 12 = 0.25, so 0.33
    bye_first = event("1 2000: -U 2w1 2w1 2w0 2w0 -Z -Z -Z", "2 1900: -Z 1b0 1b0 1b1 1b1 -Z -Z -Z")
    assert match_win_percentage(Context(bye_first), 1) == Fraction(9, 15)  # 3-2-0 with a bye: 0.60


def test_mtr_appendix_c_game_points_from_game_results():
    t = event("1 2000: 2w1 2w1 2w1", "2 1900: 1b0 1b0 1b0")
    games = {(1, 1): GameScore(2, 0), (1, 2): GameScore(2, 1), (1, 3): GameScore(2, 0, 1),
             (2, 1): GameScore(0, 2), (2, 2): GameScore(1, 2), (2, 3): GameScore(0, 2, 1)}
    ctx = Context(t, games=games)
    assert game_win_percentage(ctx, 1) == Fraction(6 + 6 + 7, 6 + 9 + 9)
    assert game_win_percentage(ctx, 2) == MAGIC_FLOOR  # 4 / 24 is under 0.33
    assert value(ctx, "OGW", 1) == MAGIC_FLOOR


def test_without_game_results_a_match_stands_for_one_game():
    ctx = Context(event("1 2000: 2w1 2w=", "2 1900: 1b0 1b="))
    assert value(ctx, "GW", 1) == Fraction(4, 6)
    assert "no game results" in TIEBREAKS["GW"].compute(ctx, 1).parts[0].note


def test_appendix_c_3_2_0_including_a_first_round_bye_then_withdraws_is_0_60_to_its_opponents():
    """MTR Appendix C's third match-win example decides whether an opponent's bye counts in the MW% that
    OMW% averages: "3-2-0, including a first-round bye, then withdraws | 9 | 5 | 9/(5*3) = 0.60". The MW%
    is defined once, bye included, and OMW% is "the average match-win percentage of each opponent"; the
    parenthesis "(ignoring those rounds for which the player received a bye)" is about the player's own
    bye rounds, which have no opponent. So the opponents see 0.60, not 6/12 = 0.50 with the bye left out."""
    bye_first = event("1 2000: -U 2w1 3w1 4w0 5w0 -Z -Z -Z", "2 1900: -Z 1b0 -Z -Z -Z -Z -Z -Z",
                      "3 1800: -Z -Z 1b0 -Z -Z -Z -Z -Z", "4 1700: -Z -Z -Z 1b1 -Z -Z -Z -Z",
                      "5 1600: -Z -Z -Z -Z 1b1 -Z -Z -Z")
    ctx = Context(bye_first)
    assert match_win_percentage(ctx, 1) == Fraction(9, 15)
    # Each of the four opponents played only player 1, so their OMW% is player 1's MW% as they see it.
    for opponent in (2, 3, 4, 5):
        assert value(ctx, "OMW", opponent) == Fraction(9, 15)
    # Player 1's own OMW% averages the four opponents and leaves out the bye round: 0.33, 0.33, 1, 1.
    assert value(ctx, "OMW", 1) == (2 * MAGIC_FLOOR + 2) / 4


def test_opponents_match_win_counts_the_opponents_byes_and_floors_each():
    t = event("1 2000: 2w1 3w0 4w1", "2 1900: 1b0 -U 4b0", "3 1800: -U 1b1 -Z", "4 1700: -Z 2w1 1b0")
    ctx = Context(t)
    # Opponent 2: a loss, the bye, a loss: 3 of 9 = 1/3. Opponent 3: the bye and a win, 6 of 6.
    # Opponent 4: a win and a loss, 3 of 6. Each opponent's MW% is floored at 0.33 first (1/3 is above it).
    assert value(ctx, "OMW", 1) == (Fraction(1, 3) + 1 + Fraction(1, 2)) / 3
    zero = event("1 2000: 2w1 2b1", "2 1900: 1b0 1w0")
    assert value(Context(zero), "OMW", 1) == MAGIC_FLOOR  # 0 of 6 counts as 0.33


# --- esports, US Chess, Challonge ------------------------------------------------------------------------

def test_difficulty_score_example_opponents_2_0_and_1_1_give_2():
    t = event("1 2000: 2w0 3w1", "2 1900: 1b1 4w1", "3 1800: 4b1 1b0", "4 1700: 3w0 2b0")
    assert value(Context(t), "DIFF", 1) == (2 - 0) + (1 - 1)


def test_magic_and_esports_read_outcomes_not_the_events_points():
    half_point_bye = Scoring(pairing_bye=5)  # a club giving 1/2 for the pairing-allocated bye
    ctx = Context(event("1 2000: -U 2w1", "2 1900: -Z 1b0", scoring=half_point_bye))
    assert value(ctx, "MP", 1) == 6  # the bye is still a won match
    assert value(ctx, "DIFF", 2) == 2  # opponent 1 is 2-0


def test_us_chess_cumulative_example():
    # A bye in round 1, wins in 2, loses in 3, draws in 4, wins in 5: 1 + 2 + 2 + 2.5 + 3.5 - 1 = 10.
    t = event("1 2000: -U 2w1 2w0 2w= 2w1", "2 1900: -Z 1b0 1b1 1b= 1b0")
    assert value(Context(t), "CUMULATIVE", 1) == 10


def test_us_chess_solkoff_and_modified_median():
    t = event("1 2000: 2w1 3b1 -Z", "2 1900: 1b0 -H 3w1", "3 1800: -U 1w0 2b0")
    ctx = Context(t)
    # Opponents' adjusted scores: 2 -> 0 + 0.5 (bye as a draw) + 1 = 1.5; 3 -> 0.5 + 0 + 0 = 0.5; own bye -> 0.
    assert value(ctx, "SOLKOFF", 1) == 2
    # 2.0 of 3 is a plus score: drop the lowest (the bye's 0).
    assert value(ctx, "MODIFIED-MEDIAN", 1) == 2
    # Player 3 (1.0 of 3, a minus score): 0 (own bye), 2.5 (player 1, the zero-point bye as a draw), 1.5
    # (player 2); the highest is dropped.
    assert value(ctx, "MODIFIED-MEDIAN", 3) == Fraction(3, 2)


def test_challonge_median_buchholz_drops_the_best_and_the_worst():
    t = event("1 2000: 2w1 3w1 4w1", "2 1900: 1b0 3b1 4b1", "3 1800: 4w1 1b0 2w0", "4 1700: 3b0 2w0 1b0")
    assert value(Context(t), "MEDIAN-BUCHHOLZ", 1) == 1  # opponents 2.0, 1.0, 0.0 -> 1.0


# --- codes -----------------------------------------------------------------------------------------------

def test_codes_accept_both_separators_and_any_case():
    assert canonical("bh-c1") == canonical("BH/C1") == "BH/C1"
    assert lookup("sb-c1").code == "SB/C1" and lookup("BH-M2").code == "BH/M2"
    assert lookup("GE").code == "REP"


def test_an_unknown_code_is_named():
    with pytest.raises(UnknownTiebreak, match="'XYZ'") as error:
        lookup("XYZ")
    assert error.value.code == "XYZ"


def test_2026_additions_are_refused_in_the_2024_edition():
    with pytest.raises(UnknownTiebreak, match="2026"):
        lookup("STD", "2024")
    assert lookup("STD", "2026").code == "STD"


def test_an_unknown_edition_is_refused():
    with pytest.raises(ValueError, match="2025"):
        Context(event("1 2000: -U"), "2025")


def test_points_follow_the_events_scoring():
    football = Scoring(win=30, draw=10, loss=0, pairing_bye=30)
    ctx = Context(event("1 2000: 2w1 2b=", "2 1900: 1b0 1w=", scoring=football))
    assert ctx.player(1).score == 4
    assert value(ctx, "BH", 1) == 2  # opponent 2 scored 1 point, twice
    assert value(ctx, "STD", 1) == Fraction(3, 2)
