"""What every team pairing system shares (FIDE C.04.6: teams are the pairing units): the document's team block
checked, the matches of a round turned into its boards from the line-ups, who sits out (reserves, teams without a
match), and the team standings. A team system subclasses `TeamSystem` and says how its teams are paired."""

from __future__ import annotations

from typing import Any

from ...document.errors import EventError
from ...document.text import table
from ...messages import fill, number_text, said
from ...model import Tournament
from ...scoring import format_tenths
from ...standings import as_json, board_prizes, compute_team_standings
from ...tiebreaks.registry import TEAM_TIEBREAKS, UnknownTiebreak, lookup_team
from ..base import Option, Paired, System
from .ops import OPERATIONS, SUBJECTS
from .readers import (
    available_lineup, boards_of, match_view, sitting_out, store_lineup, team_standings, team_tournament, teams_by_id,
)
from .schema import MAX_BOARDS, empty_board_result, match_boards, new_block, team_absence, validate_block
from .trf import team_trf

BOARDS = Option("subject.option_boards", 4, low=1, high=MAX_BOARDS)


def paired_matches(doc: dict[str, Any], r: int, matches: list[tuple[int, int]], pab: int | None,
                   notes: list[dict[str, Any]]) -> Paired:
    """Round r from its matches (first team with White on board 1) and the team bye: every match's boards from the
    two line-ups, each line-up recorded in the document (the one set, else the roster's available players)."""
    teams = teams_by_id(doc)
    boards: list[tuple[int | None, int | None]] = []
    fixed: dict[int, str] = {}
    for first, second in matches:
        lineups = [available_lineup(doc, teams[tid], r) for tid in (first, second)]
        for tid, lineup in zip((first, second), lineups):
            store_lineup(doc, r, tid, lineup)
        for white, black in match_boards(*lineups):
            result = empty_board_result(white, black)
            if result is not None:
                fixed[len(boards)] = result
            boards.append((white, black))
    return Paired(boards, None, notes, extra={"teams": {"matches": [[a, b] for a, b in matches], "pab": pab}},
                  results=fixed)


def present_teams(doc: dict[str, Any], r: int) -> list[dict[str, Any]]:
    return [t for t in doc["teams"]["list"] if team_absence(t, r) is None]


class TeamSystem(System):
    """A system pairing teams. Its players' games are the boards of the matches; it has no players' wall chart."""

    teams = True
    modes = ("fide", "club")
    participant_word = "team"
    fixed_schedule = "manual.team_lineups"
    no_wall_chart = "wall_chart.team_event"

    operations = OPERATIONS
    subjects = SUBJECTS

    def check_document(self, doc: dict[str, Any], players: dict[int, dict[str, Any]]) -> None:
        super().check_document(doc, players)
        validate_block(doc, players, boards_of(doc))

    def to_trf(self, doc: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
        return team_trf(doc, self.with_team_options)

    def with_team_options(self, doc: dict[str, Any], tournament: Tournament) -> Tournament:
        """The event's team model (what its team TRF file writes) with the system's options in its settings."""
        return tournament

    def join(self, doc: dict[str, Any]) -> None:
        if "teams" not in doc:
            doc["teams"] = new_block()

    def leave(self, doc: dict[str, Any], successor: System) -> None:
        if successor.teams:
            return
        if doc["teams"]["list"]:
            raise EventError.of("team.has_teams", "operation.system", system=successor.name)
        del doc["teams"]

    def entrants(self, doc: dict[str, Any]) -> list[dict[str, Any]]:
        return doc["teams"]["list"]

    def player_removed(self, doc: dict[str, Any], pid: int) -> None:
        """The player leaves every roster and line-up too."""
        for team in doc["teams"]["list"]:
            if pid in team["players"]:
                team["players"].remove(pid)
        doc["teams"]["lineups"] = [e for e in doc["teams"]["lineups"] if pid not in e["players"]]

    def check_board(self, settings: dict[str, Any], board: dict[str, Any], field: str, b: int, r: int) -> None:
        """A board a line-up left empty keeps the result fixed at pairing: the empty side lost by forfeit."""
        fixed = empty_board_result(board["white"], board["black"])
        if fixed is not None and board["result"] != fixed:
            raise EventError.of("team.empty_board_result", f"{field}.result", round=r, number=r, board=b, result=fixed)

    def check_next_round(self, doc: dict[str, Any], r: int) -> None:
        if len(present_teams(doc, r)) < 2:
            raise EventError.of("team.too_few_present", "event.teams.list", round=r, number=r)

    def sitting_out(self, doc: dict[str, Any], r: int) -> set[int]:
        return sitting_out(doc, r)

    def check_tiebreaks(self, codes: list[str], field: str) -> None:
        """A team event ranks its teams by team tie-breaks (C.07 Art. 13) only; the error names the entry."""
        for i, code in enumerate(codes):
            try:
                lookup_team(code)
            except UnknownTiebreak as error:
                raise EventError.wrapping("team.tiebreak_refused", error, f"Tie-break {code.strip()}: {error.args[-1]}.",
                                          f"{field}[{i}]", tiebreak=code.strip()) from None

    def usable_tiebreaks(self, codes: list[str]) -> tuple[list[str], dict[str, Any] | None]:
        """A team list is kept (another team system's); none, or a players' list, gives way to the default, even
        where a code is also a team one (BH is then the teams' Buchholz, not the one the director chose)."""
        if codes and all(code in TEAM_TIEBREAKS for code in codes):
            return codes, None
        if not codes:
            return list(self.default_tiebreaks), None
        return list(self.default_tiebreaks), said("op_warning.team_tiebreaks", codes=", ".join(codes),
                                                  defaults=", ".join(self.default_tiebreaks))

    def standings(self, doc: dict[str, Any], edition: str) -> dict[str, Any]:
        """The teams by the event's primary score, then its team tie-breaks in order (each value with how it was
        computed), every round's matches, and the board prizes (per board: points, games, performance)."""
        tournament = team_tournament(doc)
        computed = as_json(compute_team_standings(tournament, doc["settings"]["tiebreaks"], edition), details=True)
        totals = {row["number"]: row for row in team_standings(doc)}
        teams = [{**totals[row["tpn"]], "rank": row["rank"], "details": row["details"]} for row in computed]
        names = {team.number: team.name for team in tournament.teams.teams}
        boards = [{"board": board, "players": [
            {"name": b.name, "team": names[b.team], "points": int(b.points * 10), "games": b.games,
             "performance": b.performance.text} for b in results]}
            for board, results in sorted(board_prizes(tournament, edition).items())]
        return {"system": self.name, "teams": teams, "rounds": match_view(doc), "primary": doc["teams"]["primary"],
                "tiebreaks": [{"code": lookup_team(code).code, "name": lookup_team(code).name}
                              for code in doc["settings"]["tiebreaks"]], "boards": boards}

    def round_details(self, doc: dict[str, Any]) -> list[dict[str, Any]]:
        """Each round's matches as match_view gives them: the round view, the hall screen, the round link and the
        printed pairings show a team round as its matches, with their scores."""
        return [{"matches": entry["matches"]} for entry in match_view(doc)]

    def standings_text(self, doc: dict[str, Any], answer: dict[str, Any],
                       words: dict[str, str] | None = None) -> str:
        say = lambda key: fill(key, {}, words)  # noqa: E731
        rows = [[str(row["rank"]), row["name"][:30], number_text(format_tenths(row["match_points"]), words),
                 number_text(format_tenths(row["game_points"]), words)] for row in answer["teams"]]
        headings = [say("text.place"), say("text.team_word"), say("text.match_points"), say("text.game_points")]
        lines = [doc["name"] or say("text.team_standings"), "", *table(headings, rows, right={0, 2, 3})]
        return "\n".join(lines) + "\n"


__all__ = ["BOARDS", "TeamSystem", "paired_matches", "present_teams"]
