"""systems/teams/readers.py: a team event's game and match points from its boards, the bye and team byes, the team
standings, and the shared tournament with its teams that the team pairing engine and standings read."""

from swisspair import bridge
from swisspair.systems.teams.readers import team_standings, team_tournament
from swisspair.model import Colour, MatchOutcome, Score
from tests.systems.teams.helpers import results, run, team_event


def standings_by_name(doc):
    return {row["name"]: row for row in team_standings(doc)}


def test_white_winning_every_board_draws_the_match_two_two():
    # Colours alternate (C.04.6 §1.6), so "1-0" everywhere gives each team two boards.
    doc = results(run(team_event(teams=2), {"op": "pair_next"}), 1, lambda b: "1-0")
    rows = standings_by_name(doc)
    assert (rows["Team 1"]["game_points"], rows["Team 1"]["match_points"]) == (20, 10)
    assert (rows["Team 2"]["game_points"], rows["Team 2"]["match_points"]) == (20, 10)


def test_a_won_match_earns_the_match_points_the_event_sets():
    doc = run(team_event(teams=2), {"op": "pair_next"})
    doc = results(doc, 1, lambda b: "1-0" if b % 2 else "1/2-1/2")  # Team 1: 1 + ½ + 1 + ½
    rows = standings_by_name(doc)
    assert (rows["Team 1"]["game_points"], rows["Team 1"]["match_points"]) == (30, 20)
    assert (rows["Team 2"]["game_points"], rows["Team 2"]["match_points"]) == (10, 0)
    doc = run(doc, {"op": "set_team_points", "match_points": {"win": 30, "draw": 10, "loss": 0}})
    assert standings_by_name(doc)["Team 1"]["match_points"] == 30


def test_the_bye_is_a_drawn_match_with_half_the_boards_unless_set_otherwise():
    # C.04.6 §1.4: three teams, one sits out each round of the Berger table.
    doc = run(team_event(teams=3, boards=4), {"op": "pair_next"})
    bye = doc["rounds"][0]["teams"]["pab"]
    assert bye is not None
    doc = results(doc, 1, lambda b: "1/2-1/2")
    row = next(r for r in team_standings(doc) if r["team"] == bye)
    assert (row["match_points"], row["game_points"], row["played"]) == (10, 20, 0)
    doc = run(doc, {"op": "set_team_points", "pab": {"match_points": 20, "game_points": 40}})
    row = next(r for r in team_standings(doc) if r["team"] == bye)
    assert (row["match_points"], row["game_points"]) == (20, 40)


def test_a_single_board_forfeit_counts_its_point_and_the_match_is_played():
    doc = run(team_event(teams=2), {"op": "pair_next"})
    doc = results(doc, 1, lambda b: "+-" if b == 1 else "1/2-1/2")
    tournament = team_tournament(doc)
    first = tournament.teams.team(1).rounds[0]
    assert first.outcome is MatchOutcome.PLAYED and first.game_points == 25 and first.match_points == 20


def test_a_whole_team_forfeit_is_a_forfeited_match_without_colour():
    doc = run(team_event(teams=2), {"op": "pair_next"}, {"op": "forfeit_match", "round": 1, "match": 1,
                                                         "side": "second"})
    assert [b["result"] for b in doc["rounds"][0]["boards"]] == ["+-", "-+", "+-", "-+"]
    tournament = team_tournament(doc)
    assert tournament.teams.team(1).rounds[0].outcome is MatchOutcome.FORFEIT_WIN
    assert tournament.teams.team(2).rounds[0].outcome is MatchOutcome.FORFEIT_LOSS
    assert tournament.teams.team(1).rounds[0].colour is None and tournament.teams.team(1).rounds[0].game_points == 40


def test_the_team_tournament_numbers_teams_and_members_and_gives_board_one_colours():
    doc = results(run(team_event(teams=4, roster=5), {"op": "pair_next"}), 1, lambda b: "1-0")
    tournament = team_tournament(doc)
    assert [t.number for t in tournament.teams.teams] == [1, 2, 3, 4]
    assert tournament.teams.settings.boards == 4 and tournament.teams.settings.primary is Score.MATCH_POINTS
    numbers = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})
    assert numbers["ok"]
    # Players are numbered by rating, highest first: team 1's five are 1-5, board order kept, reserve last.
    assert tournament.teams.team(1).members == [1, 2, 3, 4, 5]
    # Berger round 1 for four: 1-4, 2-3; the first team has White on board 1.
    assert (tournament.teams.team(1).rounds[0].opponent, tournament.teams.team(1).rounds[0].colour) == (4, Colour.WHITE)
    assert (tournament.teams.team(4).rounds[0].opponent, tournament.teams.team(4).rounds[0].colour) == (1, Colour.BLACK)
    assert len(tournament.players) == 20


def test_game_points_primary_ranks_by_game_points_first():
    doc = run(team_event(teams=4), {"op": "pair_next"})
    # Round 1: Team 1 - Team 4 2½-1½, Team 2 - Team 3 4-0.
    doc = results(doc, 1, lambda b: ("1-0", "1-0", "1/2-1/2", "0-1", "1-0", "0-1", "1-0", "0-1")[b - 1])
    doc = run(doc, {"op": "pair_next"})
    assert doc["rounds"][1]["teams"]["matches"] == [[4, 3], [1, 2]]
    # Round 2: Team 4 - Team 3 1½-2½, Team 1 - Team 2 2-2. Team 3 has 2 MP and 2½ GP, Team 4 0 MP and 3 GP.
    doc = results(doc, 2, lambda b: ("0-1", "1-0", "1/2-1/2", "0-1")[b - 1] if b <= 4 else "1/2-1/2")
    assert [r["name"] for r in team_standings(doc)] == ["Team 2", "Team 1", "Team 3", "Team 4"]
    doc = run(doc, {"op": "set_team_points", "primary": "GP"})
    assert [(r["name"], r["game_points"]) for r in team_standings(doc)] == [
        ("Team 2", 60), ("Team 1", 45), ("Team 4", 30), ("Team 3", 25)]
    assert [r["rank"] for r in team_standings(doc)] == [1, 2, 3, 4]


def test_a_half_point_team_bye_is_a_drawn_match():
    doc = team_event(teams=4)
    doc = run(doc, {"op": "team_bye", "team": 2, "round": 1, "points": "half"}, {"op": "pair_next"})
    doc = results(doc, 1, lambda b: "1-0")
    row = standings_by_name(doc)["Team 2"]
    assert (row["match_points"], row["game_points"], row["played"]) == (10, 20, 0)
    assert team_tournament(doc).teams.team(2).rounds[0].outcome is MatchOutcome.HALF_BYE
