"""Writing a team event's TRF: `format_team_trf(event) -> str`, the individual file (writing.py) with the team
records written from the model: 192 (the settings' code), 362 and 320 before the players, then 310 (or 013), 240
and 330. Reading what it wrote gives back the event `read_team_trf` returned.

A round in progress (`TeamTrfFile.pending`: paired, without all its results) is not written: the event holds the
finished rounds. `as_read` (what `read_team_trf` gave) keeps the lines of the file the event came from where they still say what
the event says: each 001 line, each 310 / 013 line (with its informative totals and rank) and the 192 code as
written (`FIDE_TEAM` rather than `FIDE_TEAM_TYPEA_MP_GP`).
"""

from __future__ import annotations

from dataclasses import replace

from ..model import Colour, MatchOutcome, Player, Result, RoundEntry, Team, TeamTournament
from .points import fit_points
from .records import BYES_240, round_column
from .team_reading import TeamTrfFile, unplayed_points
from .team_records import (
    TEAM_013, TEAM_310, TEAM_FORFEIT_330, TEAM_PAB_320, format_team_code, lineup_round, parse_team_code,
)
from .writing import format_trf, kept_line

_BYE_CODES = {MatchOutcome.HALF_BYE: "H", MatchOutcome.FULL_BYE: "F", MatchOutcome.ZERO_BYE: "Z"}
# How read_trf reads a forfeit without an opponent, which a team file writes for a whole-team forfeit.
_AS_INDIVIDUAL = {Result.FORFEIT_WIN: RoundEntry(None, None, Result.PAIRING_BYE),
                  Result.FORFEIT_LOSS: RoundEntry(None, None, Result.ZERO_BYE)}


def _played(event: TeamTournament) -> int:
    """Rounds paired so far: the last in which some team was not absent (the round to pair may hold absences)."""
    return max((r for t in event.teams for r, entry in enumerate(t.rounds, 1) if not entry.outcome.is_absence),
               default=0)


def _kept_player_line(line: str, player: Player, left_out: int | None) -> str | None:
    """The 001 line as read, if it says what the player's entries say: `kept_line` compares it as read_trf reads
    it, and the codes of the entries without an opponent must be the ones written (`+` is no `U` here)."""
    as_individual = replace(player, rounds=[
        _AS_INDIVIDUAL.get(e.result, e) if e.opponent is None else e for e in player.rounds])
    kept = kept_line(line, as_individual, left_out)
    if kept is None:
        return None
    for r, entry in enumerate(player.rounds, 1):
        if entry.opponent is None:
            column = round_column(r)
            chunk = kept[column - 1 : column + 7]
            written = chunk[7:8].upper() if chunk.strip() else "Z"
            # A member without a board and without points may be written "-" (Swiss-Manager writes its reserves and
            # a team without an opponent `0000 - -`): worth what a zero-point absence is worth.
            if written not in (entry.result.value, *{"H": ("=",), "Z": (" ", "-")}.get(entry.result.value, ())):
                return None
    return kept


def _team_line(team: Team, roster: str, event: TeamTournament, played: int, as_read: str | None) -> str:
    """The 310 (or 013) record of a team; the line as read when it names the same team and players."""
    record = TEAM_310 if roster == "310" else TEAM_013
    if as_read is not None and as_read[:3] == roster:
        fields = record.cut(as_read, 0)
        members = [int(text) for text, _ in record.items(as_read, 0) if text.strip("0")] \
            if len(as_read) >= record.list_start else []
        same = fields["name"][0] == team.name[:32] and members == team.members
        if roster == "310":
            strength = int(fields["strength"][0] or 0)
            same = same and (int(fields["number"][0]), fields["short_name"][0], strength) == (
                team.number, team.short_name[:5], team.strength)
        if same:
            return as_read
    values = {"name": team.name[:32]}
    if roster == "310":
        rounds = team.rounds[:played]
        values |= {"number": str(team.number), "short_name": team.short_name[:5],
                   "strength": str(team.strength) if team.strength else "",
                   "match_points": fit_points(sum(r.match_points for r in rounds), 6, f"team {team.number}'s match points"),
                   "game_points": fit_points(sum(r.game_points for r in rounds), 6, f"team {team.number}'s game points"),
                   "rank": ""}
    return record.format(values, [str(m) for m in team.members])


def _pab_line(event: TeamTournament, played: int) -> str:
    """320: what the PAB earns, and its team in each round paired (000: none)."""
    s = event.settings
    match_points, game_points = unplayed_points(MatchOutcome.PAIRING_BYE, s, event.players.scoring)
    teams = []
    for r in range(1, played + 1):
        holder = next((t.number for t in event.teams if len(t.rounds) >= r
                       and t.rounds[r - 1].outcome is MatchOutcome.PAIRING_BYE), 0)
        teams.append(f"{holder:03d}")
    values = {"match_points": fit_points(match_points, 4, "PAB match points"),
              "game_points": fit_points(game_points, 4, "PAB game points")}
    return TEAM_PAB_320.format(values, teams)


def _bye_lines(event: TeamTournament) -> list[str]:
    """240 for every requested bye and absence, one record per round and kind."""
    byes: dict[tuple[int, str], list[int]] = {}
    for team in event.teams:
        for r, entry in enumerate(team.rounds, 1):
            if entry.outcome in _BYE_CODES:
                byes.setdefault((r, _BYE_CODES[entry.outcome]), []).append(team.number)
    return [BYES_240.format({"type": code, "round": f"{r:03d}"}, [str(n) for n in teams])
            for (r, code), teams in sorted(byes.items())]


def _forfeit_lines(event: TeamTournament) -> list[str]:
    """330 for every whole-team forfeit, from the side that was to have White."""
    lines = []
    forfeits = (MatchOutcome.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS)
    for r in range(1, max((len(t.rounds) for t in event.teams), default=0) + 1):
        for team in event.teams:
            entry = team.rounds[r - 1] if len(team.rounds) >= r else None
            if entry is None or entry.outcome not in forfeits or entry.opponent is None or entry.scheduled_colour is None \
                    or entry.scheduled_colour is not Colour.WHITE:
                continue
            theirs = event.team(entry.opponent).rounds[r - 1].outcome
            kind = "+-" if entry.outcome is MatchOutcome.FORFEIT_WIN else "-+" if theirs is MatchOutcome.FORFEIT_WIN else "--"
            lines.append(TEAM_FORFEIT_330.format(
                {"type": kind, "round": f"{r:03d}", "white": f"{team.number:03d}", "black": f"{entry.opponent:03d}"}))
    return lines


def format_team_trf(event: TeamTournament, line_end: str = "\r\n", as_read: TeamTrfFile | None = None) -> str:
    """Write a team event as TRF-2026 (see the module's text). ValueError when a value does not fit its columns."""
    s = event.settings
    settings_code = (s.primary, s.secondary, s.colour_preference)
    code = as_read.code if as_read is not None and as_read.code and parse_team_code(as_read.code) == settings_code \
        else format_team_code(*settings_code)
    played = _played(event)
    # The line-ups (300) of rounds the event does not hold, such as a round in progress, go with their games.
    other_lines = [line for line in event.players.other_lines if (lineup_round(line, 0) or 0) <= played]
    players = replace(event.players, tournament_type=code, total_rounds=s.total_rounds, initial_colour=s.initial_colour,
                      forbidden=event.forbidden, other_lines=other_lines)  # 260 / XXP name teams here
    lines = format_trf(players, "\n").split("\n")[:-1]
    left_out = as_read.pending.number if as_read is not None and as_read.pending is not None else None
    if as_read is not None:
        by_number = {p.number: p for p in players.players}
        for i, line in enumerate(lines):
            if line[:3] == "001":
                number = int(line[4:8])
                kept = as_read.player_lines.get(number)
                kept = kept and _kept_player_line(kept, by_number[number], left_out)
                lines[i] = kept or line
    first = next((i for i, line in enumerate(lines) if line[:3] == "001"), len(lines))
    mp = s.match_points
    header = ["362 " + "   ".join(f"{code}{fit_points(tenths, 4, code):>4}" for code, tenths in
                                   (("TW", mp.win), ("TD", mp.draw), ("TL", mp.loss))),
              _pab_line(event, played)]
    roster = "013" if as_read is not None and as_read.team_lines and all(
        line[:3] == "013" for line in as_read.team_lines.values()) else "310"
    team_lines = [_team_line(t, roster, event, played, as_read.team_lines.get(t.number) if as_read else None)
                  for t in sorted(event.teams, key=lambda t: t.number)]
    lines = lines[:first] + header + lines[first:] + team_lines + _bye_lines(event) + _forfeit_lines(event)
    return line_end.join(lines) + line_end
