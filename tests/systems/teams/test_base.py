"""systems/teams/base.py: what every team system shares that the page sees: the team tie-break list (team codes
only, a new event's default, a players' list dropped on switching), the team standings ranked by it with each
value explained, and the board prizes."""

import pytest

from swisspair import bridge
from swisspair.document.errors import EventError
from swisspair.event import apply, new_event
from tests.systems.teams.helpers import results, run, team_event
from tests.event.helpers import told


def standings(doc):
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})
    assert answer["ok"], answer
    return answer["result"]


@pytest.mark.parametrize("system, last", [("team_swiss", "BH"), ("team_round_robin", "ESB")])
def test_a_new_team_event_breaks_ties_by_the_other_score_then_direct_encounter(system, last):
    doc = new_event({"id": "t", "system": system})
    assert doc["settings"]["tiebreaks"] == ["MPVGP", "EDE", last]


def test_a_players_tiebreak_is_refused_for_teams_with_the_entry_named():
    doc = team_event(teams=2)
    with pytest.raises(EventError) as refused:
        run(doc, {"op": "update_settings", "tiebreaks": ["EDE", "SB"]})
    assert refused.value.field == "operation.tiebreaks[1]"
    assert "unknown team tie-break 'SB'" in str(refused.value)


def test_switching_a_players_event_to_teams_drops_its_list_for_the_team_default():
    doc = new_event({"id": "t", "system": "dutch"})
    doc = apply(doc, {"op": "update_settings", "tiebreaks": ["BH/C1", "SB"]}).event
    outcome = apply(doc, {"op": "set_system", "system": "team_swiss"})
    assert outcome.event["settings"]["tiebreaks"] == ["MPVGP", "EDE", "BH"]
    assert any("BH/C1, SB are replaced by MPVGP, EDE, BH" in w for w in told(outcome))


def test_the_top_board_result_splits_teams_equal_on_match_and_game_points():
    # Round 1 with White winning every board: both matches 2-2 (colours alternate), every team 1 MP and 2 GP;
    # the first team of each match (Team 1 against Team 4, Team 2 against Team 3) has White on board 1.
    doc = results(run(team_event(teams=4), {"op": "pair_next"}), 1, lambda b: "1-0")
    equal = standings(doc)
    assert [row["rank"] for row in equal["teams"]] == [1, 1, 1, 1]
    assert [t["code"] for t in equal["tiebreaks"]] == doc["settings"]["tiebreaks"]
    assert equal["teams"][0]["details"]["MPVGP"]["text"] == "2.0"
    split = standings(run(doc, {"op": "update_settings", "tiebreaks": ["TBR"]}))
    assert [(row["name"], row["rank"]) for row in split["teams"]] == [
        ("Team 1", 1), ("Team 2", 1), ("Team 3", 3), ("Team 4", 3)]
    assert split["teams"][0]["details"]["TBR"]["summary"]


def test_board_prizes_rank_each_boards_players_by_performance():
    doc = results(run(team_event(teams=4), {"op": "pair_next"}), 1, lambda b: "1-0")
    boards = standings(doc)["boards"]
    assert [entry["board"] for entry in boards] == [1, 2, 3, 4, 5]
    first = boards[0]["players"]
    # Board 1's winners (White: Team 1 and Team 2) first, the one who beat the stronger opponent ahead.
    assert [(p["name"], p["points"], p["games"]) for p in first] == [
        ("T2 P1", 10, 1), ("T1 P1", 10, 1), ("T4 P1", 0, 1), ("T3 P1", 0, 1)]
    # The reserves played no game: no performance.
    assert {p["games"] for p in boards[4]["players"]} == {0}
