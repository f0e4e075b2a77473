"""A team round robin: the FIDE Berger tables (systems/round_robin/rules.py) with teams in place of players.

- The table is that of the teams entered for round 1, numbered by the order of the team list (the director's
  seeding or the drawing of lots); `cycles` 2 plays it twice, colours reversed (C.05 Annex 1). The team whose
  number has White in the table has White on board 1; the boards alternate from there (C.04.6 §1.6).
- With an odd number of teams, the one meeting the table's dummy team sits out: the team bye, scored as the
  event's `teams.pab` (a drawn match unless set otherwise, C.04.6 §1.4).
- A team absent from a round (a requested bye, a withdrawal) keeps its place in the schedule; its scheduled
  opponent has no match that round (a note says why).
- `settings.rounds` is derived: N - 1 per cycle for even N, N for odd N. Late teams cannot join.
"""

from __future__ import annotations

from typing import Any

from ....document.errors import EventError
from ....messages import said
from ...base import Option, Paired
from ...round_robin import rules as roundrobin
from ...round_robin.system import rounds_for
from ..base import BOARDS, TeamSystem, paired_matches
from ..schema import team_absence

SYSTEM = "team_round_robin"


def entrants(doc: dict[str, Any]) -> list[int]:
    """The teams of the table in team-list order: every team entered for round 1."""
    return [t["id"] for t in doc["teams"]["list"] if t["joined_round"] == 1]


def schedule(doc: dict[str, Any]) -> list[list[tuple[int, int | None]]]:
    """Every round's matches as (first team id, second team id), the team sitting out as (id, None)."""
    teams = entrants(doc)
    if len(teams) < 2:
        return []
    table = roundrobin.berger_rounds(len(teams), double=doc["settings"]["options"]["cycles"] == 2)
    return [[(teams[w - 1], None if b == roundrobin.BYE else teams[b - 1]) for w, b in games] for games in table]


def scheduled(doc: dict[str, Any], games: list[tuple[int, int | None]], r: int) -> tuple[
        list[tuple[int, int]], int | None, list[dict[str, Any]]]:
    """The table's round r with its absences: matches, the team bye, and notes on teams left without a match."""
    teams = {t["id"]: t for t in doc["teams"]["list"]}
    matches: list[tuple[int, int]] = []
    pab = None
    notes: list[dict[str, Any]] = []
    for first, second in games:
        absent = [tid for tid in (first, second) if tid is not None and team_absence(teams[tid], r) is not None]
        if second is None:
            pab = None if absent else first
        elif not absent:
            matches.append((first, second))
        elif len(absent) == 1:
            present = second if absent[0] == first else first
            notes.append({"code": "opponent_absent", **said("note.team_opponent_absent", name=teams[present]["name"],
                                                            number=r, absent=teams[absent[0]]["name"]),
                          "players": teams[present]["players"][:1]})
    return matches, pab, notes


class TeamRoundRobinSystem(TeamSystem):
    name = SYSTEM
    label = "Team round robin"
    # After the primary score: the other score (C.07 Art. 13.1), the matches among the tied (Art. 13.3), then
    # Sonneborn-Berger, as round robins use it: the Buchholz family is barred there (C.07, note to Art. 8).
    default_tiebreaks = ("MPVGP", "EDE", "ESB")
    options = {"boards": BOARDS, "cycles": Option("subject.option_cycles", 1, choices=(1, 2))}
    rounds_derived = True

    def planned_rounds(self, doc: dict[str, Any]) -> int | None:
        """The table's number of rounds; first checks that the rounds paired are still the table's."""
        rounds = schedule(doc)
        for r, rnd in enumerate(doc["rounds"], 1):
            expected = scheduled(doc, rounds[r - 1], r) if r <= len(rounds) else None
            if expected is None or rnd["teams"]["matches"] != [list(m) for m in expected[0]] \
                    or rnd["teams"]["pab"] != expected[1]:
                raise EventError.of("team.schedule_changed", "event.teams.list", round=r, number=r)
        return rounds_for(len(entrants(doc)), doc["settings"]["options"]["cycles"])

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        late = [t for t in doc["teams"]["list"] if t["joined_round"] > 1]
        if late:
            raise EventError.of("team.round_robin_late", "event.teams.list", round=r, team=late[0]["name"])
        rounds = schedule(doc)
        if r > len(rounds):
            raise EventError.of("team.round_robin_over", "event.rounds", round=r, count=len(rounds))
        matches, pab, notes = scheduled(doc, rounds[r - 1], r)
        return paired_matches(doc, r, matches, pab, notes)
