"""swisspair.tiebreaks.fide.teams: FIDE C.07's team tie-breaks (Art. 6, 8, 12, 13) on small hand-made events,
every value worked out by hand in the comments."""

from fractions import Fraction

from swisspair.model import Score
from swisspair.tiebreaks.fide.teams import TeamContext
from swisspair.tiebreaks.registry import TEAM_TIEBREAKS
from tests.tiebreaks.helpers import EVENT, team_event


def values(event, code, edition="2026", groups=None):
    tctx = TeamContext(event, edition)
    tiebreak = TEAM_TIEBREAKS[code]
    if tiebreak.group is not None:
        by_score = {}
        for tpn, team in tctx.teams.items():
            by_score.setdefault(team.score, []).append(tpn)
        return {tpn: v.value for tpn, v in tiebreak.group(tctx, groups or list(by_score.values())).items()}
    return {tpn: tiebreak.compute(tctx, tpn).value for tpn in sorted(tctx.teams)}


def test_13_1_match_points_game_points_and_the_score_that_does_not_rank():
    event = team_event(2, 4, EVENT)
    assert values(event, "MPTS") == {1: 4, 2: 2, 3: 4, 4: 2}
    assert values(event, "GPTS") == {1: 4, 2: Fraction(5, 2), 3: Fraction(7, 2), 4: 2}
    assert values(event, "MPVGP") == values(event, "GPTS")
    assert values(team_event(2, 4, EVENT, primary=Score.GAME_POINTS), "MPVGP") == values(event, "MPTS")


def test_12_1_board_count_weights_each_board_by_its_number():
    # Team 1's boards: 1 + 0.5 + 1 = 2.5 on board 1, 0.5 + 0 + 1 = 1.5 on board 2: 2.5 + 2 x 1.5 = 5.5.
    # Team 4's: 0.5 + 0 + 0 on board 1, 0.5 + 1 + 0 on board 2: 0.5 + 3 = 3.5.
    bc = values(team_event(2, 4, EVENT), "BC")
    assert bc[1] == Fraction(11, 2) and bc[4] == Fraction(7, 2)
    assert TEAM_TIEBREAKS["BC"].higher_is_better is False


def test_12_2_top_board_result_places_tied_teams_by_board_1_first():
    # Teams 1 and 3 (4 match points) have the same board count, 5.5; on board 1 team 1 has 2.5, team 3 1.5.
    # Teams 2 and 4: board 1 1.5 against 0.5.
    assert values(team_event(2, 4, EVENT), "TBR") == {1: 1, 3: 2, 2: 1, 4: 2}


def test_12_3_bottom_board_elimination_leaves_out_the_last_boards_first():
    # Four boards, one match drawn 2-2: team 1 won boards 1 and 4, team 2 boards 2 and 3. Without board 4,
    # team 2 leads 2-1; board 1 alone (team 1's) comes only after.
    event = team_event(4, 2, [["1-2 1001"]])
    assert values(event, "BBE") == {1: 2, 2: 1}
    assert values(event, "TBR") == {1: 1, 2: 2}
    assert values(event, "BC") == {1: 5, 2: 5}


def test_12_a_pab_worth_a_drawn_match_is_a_draw_on_every_board():
    # C.04.6 1.4: the PAB is worth a drawn match, here 1 game point on 2 boards: half a point on each board, so
    # team 3 stays tied with teams 1 and 2, who drew their match on both boards. gacrux 1.11.65 counts a win on
    # every board of a PAB for BC, TBR and BBE (BC 3, and team 3 placed first by TBR and BBE).
    event = team_event(2, 3, [["1-2 ==", "3 pab"]])
    assert values(event, "GPTS") == {1: 1, 2: 1, 3: 1}
    assert values(event, "BC") == {1: Fraction(3, 2), 2: Fraction(3, 2), 3: Fraction(3, 2)}
    assert values(event, "TBR") == {1: 0, 2: 0, 3: 0}
    assert values(event, "BBE") == {1: 0, 2: 0, 3: 0}


def test_12_a_pab_worth_a_won_match_is_a_win_on_every_board():
    event = team_event(2, 3, [["1-2 ==", "3 pab"]], pab_game_points=20)
    assert values(event, "BC")[3] == 3


def test_13_2_extended_sonneborn_berger_pairs_the_opponents_score_with_the_teams_points():
    event = team_event(2, 4, EVENT)
    # Team 1 met 2 (2 MP, 2.5 GP), 3 (4 MP, 3.5 GP), 4 (2 MP, 2 GP) and made 1.5, 0.5, 2 game points, 2, 0, 2
    # match points.
    assert values(event, "EMGSB")[1] == 2 * Fraction(3, 2) + 4 * Fraction(1, 2) + 2 * 2
    assert values(event, "EMMSB")[1] == 2 * 2 + 4 * 0 + 2 * 2
    assert values(event, "EGGSB")[1] == Fraction(5, 2) * Fraction(3, 2) + Fraction(7, 2) * Fraction(1, 2) + 2 * 2
    assert values(event, "EGMSB")[1] == Fraction(5, 2) * 2 + Fraction(7, 2) * 0 + 2 * 2
    # ESB: the opponents' primary score times the team's other score. Team 3 met 4, 1, 2 and made 1, 1.5, 1 game
    # points and 1, 2, 1 match points.
    assert values(event, "ESB")[3] == values(event, "EMGSB")[3] == 2 * 1 + 4 * Fraction(3, 2) + 2 * 1
    by_games = team_event(2, 4, EVENT, primary=Score.GAME_POINTS)
    assert values(by_games, "ESB")[3] == values(by_games, "EGMSB")[3] == 2 * 1 + 4 * 2 + Fraction(5, 2) * 1


# Team 1 wins twice, then asks for a half-point bye: 5 match points. Team 4 has the PAB in round 3.
BYE = [
    ["1-2 11", "3-4 11"],
    ["1-3 1=", "2-4 =="],
    ["1 H", "2-3 00", "4 pab"],
]


def test_16_4_2_a_teams_own_bye_counts_its_score_capped_in_2026():
    event = team_event(2, 4, BYE)
    # Opponents 2 (1 MP) and 3 (4 MP), then a dummy: team 1's own 5 match points (2024), capped in 2026 at a
    # drawn match's 1 point x 3 rounds.
    assert values(event, "BH", "2024")[1] == 1 + 4 + 5
    assert values(event, "BH", "2026")[1] == 1 + 4 + 3
    # Team 4 (2 MP): opponents 3 and 2, then its own score for the PAB, under the cap in both editions.
    assert values(event, "BH", "2024")[4] == values(event, "BH", "2026")[4] == 4 + 1 + 2
    # 16.5: the cut takes the voluntary unplayed round first, though team 2's 1 point is lower.
    assert values(event, "BH/C1", "2026")[1] == 1 + 4


def test_6_direct_encounter_between_teams_on_the_primary_score():
    event = team_event(2, 4, EVENT)
    # 3 beat 1; 2 and 4 drew.
    assert values(event, "DE") == {3: 1, 1: 2, 2: 0, 4: 0}
    explained = TEAM_TIEBREAKS["DE"].group(TeamContext(event), [[1, 3]])[1].summary
    assert explained.startswith("place 2 among the tied teams 1, 3: scored 0 against 3")


def test_6_3_a_team_that_beat_every_tied_team_it_could_meet_is_placed_first_when_no_one_can_reach_it():
    # One board. Teams 1, 2 and 3 end on 4 match points; team 1 beat 2 and 3, who never met: 4 points among
    # them against at most 0 + 2 for either of the others, so team 1 is first whatever 2-3 would have given
    # (6.3). Teams 2 and 3 stay tied: each could still have won the match they did not play.
    event = team_event(1, 6, [["1-2 1", "3-4 1", "5-6 1"], ["1-3 1", "2-5 1", "4-6 1"],
                              ["1-6 0", "2-4 1", "3-5 1"]])
    assert values(event, "MPTS") == {1: 4, 2: 4, 3: 4, 4: 2, 5: 2, 6: 2}
    assert values(event, "DE") == {1: 1, 2: 2, 3: 2, 4: 0, 5: 0, 6: 0}
    assert values(event, "EDE") == {1: 1, 2: 2, 3: 2, 4: 0, 5: 0, 6: 0}


def test_6_3_tied_teams_that_have_not_all_met_are_not_ranked_by_the_matches_they_happened_to_play():
    # A Swiss (C.04.6) of 6 teams, one board, 2 rounds played: teams 1, 2, 4 and 5 are tied on 2 match
    # points. Among them only 1-2 (team 1 won) and 2-5 (team 2 won) were played. Teams 1 and 2 lead the
    # separate standings with 2, but team 4, which met none of them, could reach 6 and team 5 could reach 4:
    # nobody is first "whatever the outcome of the missing games" (6.3), so DE, and EDE after it on game points,
    # separate nobody. gacrux 1.11.65 run without -s on this event declared with 5 rounds gives 1, 2, 3, 3: it
    # takes an event whose teams number its rounds or one more for a round robin (15.2) and ranks by the matches
    # played; the event is a Swiss, and with -s ("rules for swiss tournament") it gives 0 as here
    # (tests/standings/test_team_encounter_generated_gacrux.py).
    event = team_event(1, 6, [["1-2 1", "3-4 1", "5-6 1"], ["1-3 0", "2-5 1", "4-6 1"]])
    assert values(event, "MPTS") == {1: 2, 2: 2, 3: 4, 4: 2, 5: 2, 6: 0}
    for code in ("DE", "EDE", "EDET"):
        assert values(event, code) == {1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0}, code
    explained = TEAM_TIEBREAKS["DE"].group(TeamContext(event), [[1, 2, 4, 5]])[4].summary
    assert explained == ("does not separate the tied teams 1, 2, 4, 5: met none of 1, 2, 5, at most 6 with the "
                         "games not played")


def test_13_3_extended_direct_encounter_turns_to_game_points():
    # Three teams beat one another in a circle and each has a PAB: 3 match points each, 2 in the matches among
    # them, so DE separates nobody. Game points among them: team 1 2 + 0.5, team 2 0 + 1.5, team 3 0.5 + 1.5.
    event = team_event(2, 3, [["1-2 11", "3 pab"], ["2-3 1=", "1 pab"], ["3-1 1=", "2 pab"]])
    assert values(event, "MPTS") == {1: 3, 2: 3, 3: 3}
    assert values(event, "DE") == {1: 0, 2: 0, 3: 0}
    assert values(event, "EDE") == {1: 1, 3: 2, 2: 3}


def test_13_3_2_the_last_two_tied_are_separated_by_their_matchs_boards():
    # One match drawn on match points and game points, four boards: team 1 won boards 1 and 4, team 2 boards 2
    # and 3. Board count 1 + 4 = 2 + 3: equal. Board by board from the top: team 1. Without the bottom board:
    # team 2.
    event = team_event(4, 2, [["1-2 1001"]])
    assert values(event, "EDE") == {1: 0, 2: 0}
    assert values(event, "EDEC") == {1: 0, 2: 0}
    assert values(event, "EDET") == {1: 1, 2: 2}
    assert values(event, "EDEB") == {1: 2, 2: 1}
    assert values(event, "EDEBT") == {1: 1, 2: 2}
    assert values(event, "EDEBB") == {1: 2, 2: 1}


def test_13_3_2_board_count_of_the_match_ranks_the_lower_first():
    # Teams 2 and 4 drew 1-1: team 2 won board 1 (count 1), team 4 board 2 (count 2).
    event = team_event(2, 4, EVENT)
    assert values(event, "EDEC")[2] == 1 and values(event, "EDEC")[4] == 2
    assert values(event, "EDE")[2] == 0 and values(event, "EDE")[4] == 0
