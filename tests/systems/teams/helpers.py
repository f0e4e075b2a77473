"""A small team event built through the operations, shared by the team event's tests."""

from swisspair import event
from tests.event.helpers import run

__all__ = ["results", "run", "team_event"]


def team_event(teams=4, boards=4, roster=5, system="team_round_robin", **options):
    """`teams` teams of `roster` players each (board order by rating), `boards` boards, nothing paired."""
    doc = event.new_event({"id": "team-event", "name": "League", "system": system, "mode": "club",
                           "options": {"boards": boards, **options}})
    for t in range(teams):
        ids = []
        for k in range(roster):
            doc = event.apply(doc, {"op": "add_player",
                                    "player": {"name": f"T{t + 1} P{k + 1}", "rating": 2400 - 100 * t - 10 * k}}).event
            ids.append(doc["players"][-1]["id"])
        doc = event.apply(doc, {"op": "add_team", "team": {"name": f"Team {t + 1}", "short_name": f"T{t + 1}"},
                                "players": ids}).event
    return doc


def results(doc, r, result):
    """Every board of round r given `result(board)` (boards numbered from 1)."""
    for b in range(1, len(doc["rounds"][r - 1]["boards"]) + 1):
        doc = run(doc, {"op": "set_result", "round": r, "board": b, "result": result(b)})
    return doc

