"""A team event as a TRF-2026 team file and back (schema.py describes the document, trf/reading.py the file).

Import: `read_team_trf` reads the file; its teams become the team list (team number = id = place in the list),
its players the event's players (pairing number = id = fixed number), each finished round its matches with their
line-ups (the members who played, in the file's board order) and boards, whole-team forfeits boards all lost by
forfeit, the PAB the round's team bye, 240 byes and absences the teams' requested byes (zero-point absences that
run to the last round a withdrawal). The 192 code gives the
team Swiss's options. Every 001, 310 / 013 line and the 192 code are kept as written, with the other lines, so that
the export writes them back while they still say what the event says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ... import scoring
from ...document import details, file_parts
from ...document.errors import EventError
from ...document.from_trf import (
    board_from_trf, check_trf_work, declared_rounds, imported_document, players_from_trf, read_file,
)
from ...document.readers import complete_rounds
from ...limits import MAX_NAME
from ...model import (
    Colour, MatchOutcome, Result, RoundEntry, Team, TeamRound, TeamSettings, Tournament, at_a_board,
)
from ...standings import compute_standings, compute_team_standings
from ...messages import WordedError, said
from ...trf import TeamTrfFile, format_team_trf, read_team_trf
from ...trf.records import TEAM_310, TEAM_LINEUP_300, TEAM_ROSTER_TAGS
from .readers import sitting_out, team_tournament
from .schema import MAX_BOARDS, empty_board_result, match_boards, new_block, new_team

_TEAM_BYES = {MatchOutcome.HALF_BYE: "half", MatchOutcome.FULL_BYE: "full", MatchOutcome.ZERO_BYE: "zero"}


def _played(t: Tournament) -> int:
    """The rounds the file has paired and finished: the last in which some team was not absent (a later entry is an
    absence of the round about to be paired)."""
    return max((r for team in t.teams.teams for r, e in enumerate(team.rounds, 1) if not e.outcome.is_absence),
               default=0)


def read_team_event(text: Any, event_id: str | None, at: str | None, round_count: int | None, system: str,
                    options_of: Callable[[TeamSettings], dict[str, Any]]
                    ) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
    """A team event of `system` (its options those the file's settings give) from a team TRF file: the document (the
    event layer checks it), the warnings (what the import assumed) and the reader's notes, each messages.said's."""
    read, event_id, at = read_file(read_team_trf, text, event_id, at)
    t = read.tournament
    check_trf_work(t)
    s = t.teams.settings
    if s.boards > MAX_BOARDS:
        raise EventError.of("trf.too_many_boards", "trf", boards=s.boards, most=MAX_BOARDS)
    warnings: list[dict[str, Any]] = []
    played = _played(t)
    total = declared_rounds(s.total_rounds, round_count, played)
    if t.teams.forbidden:
        raise EventError.of("trf.teams_must_not_meet", "trf")
    initial = s.initial_colour
    if initial is None:
        initial = Colour.WHITE
        warnings.append(said("import.board_one_colour_assumed"))
    point_system, table = scoring.from_model(t.scoring)
    players = players_from_trf(t, warnings)
    block = new_block()
    mp = s.match_points
    block.update({"primary": s.primary.value, "match_points": {"win": mp.win, "draw": mp.draw, "loss": mp.loss},
                  "pab": {"match_points": s.pab_match_points, "game_points": s.pab_game_points}})
    for team in sorted(t.teams.teams, key=lambda team: team.number):
        name = team.name.strip() or f"Team {team.number}"
        if not team.name.strip():
            warnings.append(said("import.team_unnamed", team=str(team.number), name=name))
        byes = []
        for r, entry in enumerate(team.rounds, 1):
            if entry.outcome in _TEAM_BYES:
                byes.append({"round": r, "points": _TEAM_BYES[entry.outcome]})
        withdrawn = _withdrawal(team.rounds, total, played)
        if withdrawn is not None:
            byes = [b for b in byes if b["round"] < withdrawn]
            warnings.append(said("import.team_withdrawn", team=str(team.number), number=withdrawn))
        block["list"].append(new_team(team.number, {"name": name[:MAX_NAME], "short_name": team.short_name,
                                                    "players": list(team.members), "requested_byes": byes,
                                                    "withdrawn_round": withdrawn}))
    lineups = _lineups_300(t)
    rounds = [_round(t, r, lineups, block["lineups"]) for r in range(1, played + 1)]
    if any(b["points"] == "zero" for team in block["list"] for b in team["requested_byes"]):
        warnings.append(said("import.team_zero_point_byes"))
    if read.pending is not None:
        warnings.append(said("import.team_round_unfinished", number=read.pending.number))
    kept = list(t.other_lines)
    for line in kept:
        if line.startswith("299") and line[4:5].strip() and line[19:22].strip("0 "):
            warnings.append(said("import.team_match_299", record=line.strip()))
    kept += [read.player_lines[n] for n in sorted(read.player_lines)]
    kept += [read.team_lines[n] for n in sorted(read.team_lines)]
    if read.code:
        kept.append(f"192 {read.code}")
    doc = imported_document(
        text, event_id, at, t.name,
        {"system": system, "options": options_of(s), "rounds": total, "initial_colour": initial},
        point_system, table,
        {"players": players, "restrictions": [], "rounds": rounds, "arena": None, "teams": block, "trf_lines": kept,
         **details.imported(kept), **file_parts.imported(t)},
        said("log.team_trf_imported", teams=len(block["list"]), players=len(players), count=played),
        [*read.notes, *warnings])
    return doc, warnings, read.notes


def _withdrawal(rounds: list[TeamRound], total: int | None, played: int) -> int | None:
    """The round a team withdrew from, in a finished event: the first of the zero-point absences that run to the last
    round, after it played (a file has no withdrawal record; in an event still running, an absence is one)."""
    if total is None or played != total or len(rounds) != total:
        return None
    r = total
    while r >= 1 and rounds[r - 1].outcome is MatchOutcome.ZERO_BYE:
        r -= 1
    return r + 1 if 1 <= r < total else None


def _lineups_300(event: Tournament) -> dict[tuple[int, int], list[int]]:
    """(round, team) -> the players of a 300 line-up record, board by board (0: an empty board)."""
    found = {}
    for line in event.other_lines:
        if line[:3] == "300":
            fields = TEAM_LINEUP_300.cut(line, 0)
            found[int(fields["round"][0]), int(fields["team"][0])] = [
                int(text) for text, _ in TEAM_LINEUP_300.items(line, 0)]
    return found


def _round(t: Tournament, r: int, lineups_300: dict[tuple[int, int], list[int]],
           lineups: list[dict[str, Any]]) -> dict[str, Any]:
    """Round r of the file as the event's round: its matches (the team with White on board 1 first), their boards,
    the line-ups they were played with (added to `lineups`) and the PAB."""
    boards_per_match = t.teams.settings.boards
    entries = {p.number: p.rounds[r - 1] for p in t.players if len(p.rounds) >= r}
    matches, boards, pab = [], [], None
    for team in sorted(t.teams.teams, key=lambda team: team.number):
        entry = team.rounds[r - 1]
        if entry.outcome is MatchOutcome.PAIRING_BYE:
            pab = team.number
        colour = entry.colour if entry.outcome is MatchOutcome.PLAYED else entry.scheduled_colour
        if entry.opponent is None or colour is not Colour.WHITE:
            continue
        other = t.teams.team(entry.opponent)
        if entry.outcome is MatchOutcome.PLAYED:
            ours, theirs = _played_boards(entries, lineups_300, team, other, r, boards_per_match)
        else:  # a whole-team forfeit: nobody sat down; the rosters' first players stand for the boards
            ours, theirs = team.members[:boards_per_match], other.members[:boards_per_match]
        if len(ours) != boards_per_match or len(theirs) != boards_per_match:
            raise EventError.of("trf.match_boards_missing", "trf", round=r, number=r, team=str(team.number),
                                other_team=str(other.number), count=len(ours), boards=boards_per_match)
        made = match_boards(ours, theirs)
        for k, (white, black) in enumerate(made):
            empty = empty_board_result(white, black)
            if empty is not None:
                board = {"white": white, "black": black, "result": empty}
            elif entry.outcome is MatchOutcome.PLAYED:
                if entries[white].colour is Colour.BLACK:
                    raise EventError.of("trf.board_colour_order", "trf", round=r, player=white, number=r, board=k + 1,
                                        team=str(team.number), other_team=str(other.number), who=str(white))
                board = board_from_trf(white, entries[white], entries[black], r)
                board.pop("uncoloured", None)
            elif entry.outcome is MatchOutcome.FORFEIT_LOSS and other.rounds[r - 1].outcome is MatchOutcome.FORFEIT_LOSS:
                board = {"white": white, "black": black, "result": "--"}  # 330 --: neither team came
            else:
                lost = entry.outcome is MatchOutcome.FORFEIT_LOSS
                board = {"white": white, "black": black, "result": "-+" if lost == (white in ours) else "+-"}
            boards.append(board)
        matches.append([team.number, other.number])
        lineups += [{"round": r, "team": team.number, "players": ours},
                    {"round": r, "team": other.number, "players": theirs}]
    return {"number": r, "boards": boards, "pab": None, "engine": None, "notes": [], "manual": [],
            "teams": {"matches": matches, "pab": pab}}


def _seated(entries: dict[int, Any], lineups_300: dict[tuple[int, int], list[int]], team: Team, r: int,
            boards: int) -> list[int]:
    """A team's players at a board in round r, board order: those with an opponent, and those who won by forfeit
    without one (0000 - +: the other team left their board empty)."""
    order = lineups_300.get((r, team.number)) or team.members
    return [n for n in order if n in entries and at_a_board(entries[n])][:boards]


def _played_boards(entries: dict[int, Any], lineups_300: dict[tuple[int, int], list[int]], team: Team, other: Team,
                   r: int, boards: int) -> tuple[list[int | None], list[int | None]]:
    """The two line-ups of a played match (`team` with White on board 1), board by board: a player who won by
    forfeit without an opponent faces an empty board (None) of the short team. The team with more players at a
    board gives the board order; the other's forfeit winners take the boards after; the boards neither team
    filled (Swiss-Manager writes no line for them) are last, both sides empty: a double forfeit."""
    ours, theirs = _seated(entries, lineups_300, team, r, boards), _seated(entries, lineups_300, other, r, boards)
    swap = len(theirs) > len(ours)
    lead, rest = (theirs, ours) if swap else (ours, theirs)
    partners: list[int | None] = [entries[n].opponent for n in lead]
    lead_line: list[int | None] = list(lead)
    for n in rest:
        if entries[n].opponent is None:
            lead_line.append(None)
            partners.append(n)
    while len(lead_line) < boards:
        lead_line.append(None)
        partners.append(None)
    return (partners, lead_line) if swap else (lead_line, partners)


def team_trf(doc: dict[str, Any], with_options: Callable[[dict[str, Any], Tournament], Tournament]
             ) -> tuple[str, list[dict[str, Any]]]:
    """TRF-2026 text of a team event and warnings (messages.said's): the finished rounds, the absences of the round to pair next, and
    the lines of the file it was imported from where they still say what the event says; `with_options` puts the
    system's options in the team model's settings."""
    warnings = []
    complete = complete_rounds(doc, sitting_out)
    if complete < len(doc["rounds"]):
        warnings.append(said("export.team_round_unfinished", number=len(doc["rounds"])))
    rounds = doc["settings"]["rounds"]
    t = team_tournament(doc, absences_for=complete + 1 if rounds is None or complete < rounds else None)
    t = with_options(doc, t)
    _members_entries(t)
    places = player_places(doc) if complete else {}
    for player in t.players:
        player.rank = places.get(player.number, 0)
    kept = doc["trf_lines"]
    player_lines = {int(line[4:8]): line for line in kept if line[:3] == "001"}
    team_lines = {}
    for k, line in enumerate(line for line in kept if line[:3] in TEAM_ROSTER_TAGS):
        team_lines[int(line[4:7]) if line[:3] == "310" else k + 1] = line
    code = next((line[4:].strip() for line in kept if line[:3] == "192"), None)
    header, others = details.report_header(
        doc, [line for line in kept if line[:3] not in ("001", "192", *TEAM_ROSTER_TAGS)], len(t.teams.teams))
    t.other_lines = header + others
    as_read = TeamTrfFile(t, [], player_lines, team_lines, code)
    for team in t.teams.teams:  # the strength a kept 310 line gives, rather than the ratings' sum, as the file had it
        line = team_lines.get(team.number)
        if line and line[:3] == "310":
            team.strength = int(TEAM_310.cut(line, 0)["strength"][0] or 0)
    try:
        ranks = {row.tpn: row.rank for row in compute_team_standings(team_tournament(doc),
                                                                     doc["settings"]["tiebreaks"]).rows}
        text = format_team_trf(t, as_read=as_read, ranks=ranks)
    except WordedError as exc:  # a value the TRF cannot hold, or a tie-break the standings refuse
        raise EventError.wrapping("trf.cannot_export", exc, f"The event cannot be written as TRF: {exc}.",
                                  "event") from None
    return text, warnings


def player_places(doc: dict[str, Any]) -> dict[int, int]:
    """Each player's place in the finished rounds (the 001 rank of a team report, which TRF-2026 asks of a rating
    report): among all the event's players by individual points, then rating and name, one place each. C.07 gives
    no players' order inside a team event; Swiss-Manager's team exports, Sharly Chess's and FIDE's own TRF-2026 team
    sample all number every player so, 1 to N by points (tests/trf/files/: swiss-manager, sharly-bbppairings,
    fide-trf26-sample)."""
    finished = team_tournament(doc)
    _members_entries(finished)
    return {row.tpn: row.rank for row in compute_standings(finished, []).rows}


_MEMBER_RESULTS = {MatchOutcome.FORFEIT_WIN: Result.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS: Result.FORFEIT_LOSS,
                   MatchOutcome.PAIRING_BYE: Result.PAIRING_BYE, MatchOutcome.HALF_BYE: Result.HALF_BYE,
                   MatchOutcome.FULL_BYE: Result.FULL_BYE, MatchOutcome.ZERO_BYE: Result.ZERO_BYE}


def _members_entries(t: Tournament) -> None:
    """A round a team did not play gives its members the team's code without an opponent, as a team file writes it
    (`0000 - +`, `- -`, `U`, `H`, `Z`): a whole-team forfeit's stand-in boards were not played, and a team's bye
    is each member's."""
    players = {p.number: p for p in t.players}
    for team in t.teams.teams:
        for r, entry in enumerate(team.rounds, 1):
            result = _MEMBER_RESULTS.get(entry.outcome)
            if result is None:
                continue
            for n in team.members:
                rounds = players[n].rounds
                if len(rounds) >= r and (entry.outcome in (MatchOutcome.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS)
                                         or rounds[r - 1].opponent is None):
                    rounds[r - 1] = RoundEntry(None, None, result)
