"""Writing a TRF: `format_trf(tournament) -> str`, TRF-2026 that bbpPairings v6 reads too.

Written: 012, the kept lines, 142 152 162 (BBZ / BBF for absences) 192, the 001 lines in pairing-number
order, 250 and 260 (XXP for pairs forbidden in every round). 240 and XXZ records are written as the round
entries they became. Reading what the writer wrote gives back the tournament the reader returned.

A team event: `format_team_trf(event) -> str`, the individual file with the team records written from the model's
team part: 192 (the settings' code), 362 and 320 before the players, then 310 (or 013), 240 and 330. Reading what
it wrote gives back the event `read_team_trf` returned. A round in progress (`TeamTrfFile.pending`: paired,
without all its results) is not written: the event holds the finished rounds. `as_read` (what `read_team_trf`
gave) keeps the lines of the file the event came from where they still say what the event says: each 001 line,
each 310 / 013 line (with its informative totals and rank) and the 192 code as written (`FIDE_TEAM` rather than
`FIDE_TEAM_TYPEA_MP_GP`).
"""

from __future__ import annotations

from dataclasses import replace

from ..model import Colour, ForbiddenPairs, MatchOutcome, Player, Result, RoundEntry, Scoring, Team, Tournament
from .errors import TrfWriteError
from .points import fit_points, format_points, points_after
from .reading import TeamTrfFile, parse_player_line, unplayed_points
from .records import (
    ACCELERATION_250, BYES_240, FIRST_ROUND, FORBIDDEN_260, PLAYER_FIELD, PLAYER_FIELDS, PLAYER_TEXT_FIELDS, TEAM_013,
    TEAM_310, TEAM_FORFEIT_330, TEAM_PAB_320, format_round, format_team_code, lineup_round, parse_team_code,
    round_column,
)

_NO_GAME = RoundEntry(None, None, Result.ZERO_BYE)


def says_the_same(line: str, player: Player) -> bool:
    """Whether a 001 line as another program wrote it says what `player` is: the same player fields and the same
    rounds (a round the line leaves out being an absence, as the reader reads it). Points and rank follow."""
    written = parse_player_line(line)
    if any(getattr(written, key) != getattr(player, key) for key in ("number", "rating", *PLAYER_TEXT_FIELDS)):
        return False
    if written.name != player.name[: PLAYER_FIELD["name"].last - PLAYER_FIELD["name"].first + 1]:
        return False
    count = max(len(written.rounds), len(player.rounds))
    pad = lambda rounds: list(rounds) + [_NO_GAME] * (count - len(rounds))  # noqa: E731
    return pad(written.rounds) == pad(player.rounds)


def _format_player(player: Player, points: int) -> str:
    """A 001 line, with `points` in the points column."""
    chars = list("001".ljust(FIRST_ROUND - 3))
    values = {key: getattr(player, key) for key in PLAYER_TEXT_FIELDS}
    name = PLAYER_FIELD["name"]
    values["name"] = player.name[: name.last - name.first + 1]  # the TRF has 33 columns for a name: cut longer ones
    values["number"] = str(player.number)
    values["rating"] = str(player.rating) if player.rating else ""
    values["points"] = fit_points(points, 4, {"what_msg": "trf.players_points", "who": str(player.number)})  # 81-84
    values["rank"] = str(player.rank) if player.rank else ""
    for f in PLAYER_FIELDS:
        f.place(chars, values[f.key])
    return ("".join(chars) + "".join("  " + format_round(e) for e in player.rounds)).rstrip()


def _format_scoring(scoring: Scoring) -> list[str]:
    """162 for what differs from 1 / ½ / 0; BBZ and BBF for absences.

    The 162 code for absences is A in the TRF-2026 text but Z in bbpPairings v6's reader, which refuses A;
    bbpPairings' own BBZ / BBF lines say the same to both readers without that risk.
    """
    defaults = Scoring()
    codes = [
        (code, tenths)
        for code, tenths, default in (
            ("W", scoring.win, defaults.win),
            ("D", scoring.draw, defaults.draw),
            ("L", scoring.loss, defaults.loss),
            ("P", scoring.pairing_bye, scoring.win),
        )
        if tenths != default
    ]
    lines = ["162  " + "    ".join(f"{code}{fit_points(tenths, 4, {'what_msg': 'trf.points_for', 'letter': code}):>4}"
                          for code, tenths in codes)] if codes else []
    if scoring.zero_bye != defaults.zero_bye:
        lines.append(f"BBZ {format_points(scoring.zero_bye)}")
    if scoring.forfeit_loss != defaults.forfeit_loss:
        lines.append(f"BBF {format_points(scoring.forfeit_loss)}")
    return lines


def _format_accelerations(players: list[Player]) -> list[str]:
    """250 records: runs of rounds with the same points, over consecutive players with the same runs."""
    runs: dict[tuple[int, int, int], list[int]] = {}  # (first round, last round, tenths) -> players
    for player in players:
        a = player.accelerations
        r = 0
        while r < len(a):
            end = r
            while end + 1 < len(a) and a[end + 1] == a[r]:
                end += 1
            if a[r]:
                runs.setdefault((r + 1, end + 1, a[r]), []).append(player.number)
            r = end + 1
    lines = []
    for (first, last, tenths), numbers in sorted(runs.items()):
        start = 0
        for i in range(1, len(numbers) + 1):
            if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
                values = {
                    "match": "",  # match points: for teams only
                    "points": fit_points(tenths, 4, {"what_msg": "trf.acceleration_points"}),
                    "first_round": f"{first:03d}",
                    "last_round": f"{last:03d}",
                    "first_player": f"{numbers[start]:04d}",
                    "last_player": f"{numbers[i - 1]:04d}",
                }
                lines.append(ACCELERATION_250.format(values))
                start = i
    return lines


def _format_forbidden(pairs: ForbiddenPairs) -> str:
    """XXP for players who never meet, else a 260 record."""
    if pairs.first_round == 1 and pairs.last_round is None:
        return "XXP " + " ".join(str(n) for n in pairs.players)
    last = 999 if pairs.last_round is None else pairs.last_round  # 260 needs a last round: 999 means all
    values = {"first_round": f"{pairs.first_round:03d}", "last_round": f"{last:03d}"}
    return FORBIDDEN_260.format(values, [str(n) for n in pairs.players])


def _paired_in(line: str, r: int) -> bool:
    """Whether a 001 line gives its player a game or the pairing-allocated bye in round r (not an absence)."""
    column = round_column(r)
    entry = line[column - 1 : column + 7]
    return bool(entry[:4].strip("0 ")) or entry[7:8].upper() in ("U", "+")


def kept_line(line: str, player: Player, left_out: int | None, keep_left_out: bool = False) -> str | None:
    """A 001 line as read, to write for `player` when it says the same (`says_the_same`); the game or bye of the
    round the writer leaves out (`left_out`, a round still being played) is left out of it too, unless
    `keep_left_out`: that round is still as the file had it, and goes back as it was read."""
    compared = line
    if left_out is not None and _paired_in(line, left_out):
        compared = line[: round_column(left_out) - 1].rstrip()
    if not says_the_same(compared, player):
        return None
    return line if keep_left_out else compared


def _with_round_as_read(line: str, as_read: str, r: int) -> str:
    """A player's new 001 line (the player changed) with round r's game or bye as `as_read` had it: the round in
    progress, kept as read, must hold both players of each of its games."""
    if not _paired_in(as_read, r):
        return line
    column = round_column(r)
    return line.ljust(column - 1) + as_read[column - 1 : column + 7].rstrip()


def format_trf(tournament: Tournament, line_end: str = "\r\n", as_read: dict[int, str] | None = None,
               left_out: int | None = None, keep_left_out: bool = False) -> str:
    """Write TRF-2026 (142, 152, 162, 192, 250, 260) that bbpPairings v6 reads too.

    Lines end in CR LF by default: the TRF text asks for a CR, and CR LF is read alike by bbpPairings, other
    programs and text editors (`line_end` may be "\\r" or "\\n"). The points column is recomputed from the
    results (the reader stores it that way too), so a file written after new results never contradicts itself.
    `as_read`: 001 lines as a file had them, by pairing number; each is written instead of the player's line while
    it says the same (`kept_line`; `left_out`: the round in progress, which the tournament leaves out and the kept
    lines too unless `keep_left_out`: that round unchanged since the file was read), so a file read and written back
    keeps every column it had.
    TrfWriteError when a value does not fit its columns or holds a line break.
    """
    t = tournament
    lines = [f"012 {t.name}"] if t.name else []
    lines += t.other_lines
    if t.total_rounds is not None:
        lines.append(f"142 {t.total_rounds}")
    if t.initial_colour is not None:
        lines.append(f"152 {t.initial_colour.value.upper()}")
    lines += _format_scoring(t.scoring)
    if t.tournament_type:
        lines.append(f"192 {t.tournament_type}")
    completed = t.rounds_played
    players = sorted(t.players, key=lambda p: p.number)
    if t.ranking:  # XXC rank: the lines' order is the ranking
        lines.append("XXC rank")
        by_number = {p.number: p for p in players}
        players = [by_number[n] for n in t.ranking]
    as_read = as_read or {}
    for p in players:
        kept = as_read.get(p.number)
        line = None if kept is None else kept_line(kept, p, left_out, keep_left_out)
        if line is None:
            line = _format_player(p, points_after(p, t.scoring, completed) + p.adjustment_after(completed))
            if keep_left_out and kept is not None and left_out is not None:
                line = _with_round_as_read(line, kept, left_out)
        lines.append(line)
    lines += _format_accelerations(players)
    lines += [_format_forbidden(f) for f in t.forbidden]
    for line in lines:
        if "\r" in line or "\n" in line:
            raise TrfWriteError.of("trf.line_break", text=repr(line))
    return line_end.join(lines) + line_end


# ---------------------------------------------------------------------------------------------- a team event

_BYE_CODES = {MatchOutcome.HALF_BYE: "H", MatchOutcome.FULL_BYE: "F", MatchOutcome.ZERO_BYE: "Z"}
# How read_trf reads a forfeit without an opponent, which a team file writes for a whole-team forfeit.
_AS_INDIVIDUAL = {Result.FORFEIT_WIN: RoundEntry(None, None, Result.PAIRING_BYE),
                  Result.FORFEIT_LOSS: RoundEntry(None, None, Result.ZERO_BYE)}


def _played(event: Tournament) -> int:
    """Rounds paired so far: the last in which some team was not absent (the round to pair may hold absences)."""
    return max((r for t in event.teams.teams for r, entry in enumerate(t.rounds, 1) if not entry.outcome.is_absence),
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


def _team_line(team: Team, roster: str, event: Tournament, played: int, as_read: str | None, rank: int | None) -> str:
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
                   "match_points": fit_points(sum(r.match_points for r in rounds), 6,
                                              {"what_msg": "trf.teams_match_points", "team": str(team.number)}),
                   "game_points": fit_points(sum(r.game_points for r in rounds), 6,
                                             {"what_msg": "trf.teams_game_points", "team": str(team.number)}),
                   "rank": str(rank) if rank else ""}
    return record.format(values, [str(m) for m in team.members])


def _pab_line(event: Tournament, played: int) -> str:
    """320: what the PAB earns, and its team in each round paired (000: none)."""
    s = event.teams.settings
    match_points, game_points = unplayed_points(MatchOutcome.PAIRING_BYE, s, event.scoring)
    teams = []
    for r in range(1, played + 1):
        holder = next((t.number for t in event.teams.teams if len(t.rounds) >= r
                       and t.rounds[r - 1].outcome is MatchOutcome.PAIRING_BYE), 0)
        teams.append(f"{holder:03d}")
    values = {"match_points": fit_points(match_points, 4, {"what_msg": "trf.field_pab_match_points"}),
              "game_points": fit_points(game_points, 4, {"what_msg": "trf.field_pab_game_points"})}
    return TEAM_PAB_320.format(values, teams)


def _bye_lines(event: Tournament) -> list[str]:
    """240 for every requested bye and absence, one record per round and kind."""
    byes: dict[tuple[int, str], list[int]] = {}
    for team in event.teams.teams:
        for r, entry in enumerate(team.rounds, 1):
            if entry.outcome in _BYE_CODES:
                byes.setdefault((r, _BYE_CODES[entry.outcome]), []).append(team.number)
    return [BYES_240.format({"type": code, "round": f"{r:03d}"}, [str(n) for n in teams])
            for (r, code), teams in sorted(byes.items())]


def _forfeit_lines(event: Tournament) -> list[str]:
    """330 for every whole-team forfeit, from the side that was to have White."""
    lines = []
    forfeits = (MatchOutcome.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS)
    for r in range(1, max((len(t.rounds) for t in event.teams.teams), default=0) + 1):
        for team in event.teams.teams:
            entry = team.rounds[r - 1] if len(team.rounds) >= r else None
            if entry is None or entry.outcome not in forfeits or entry.opponent is None or entry.scheduled_colour is None \
                    or entry.scheduled_colour is not Colour.WHITE:
                continue
            theirs = event.teams.team(entry.opponent).rounds[r - 1].outcome
            kind = "+-" if entry.outcome is MatchOutcome.FORFEIT_WIN else "-+" if theirs is MatchOutcome.FORFEIT_WIN else "--"
            lines.append(TEAM_FORFEIT_330.format(
                {"type": kind, "round": f"{r:03d}", "white": f"{team.number:03d}", "black": f"{entry.opponent:03d}"}))
    return lines


def format_team_trf(event: Tournament, line_end: str = "\r\n", as_read: TeamTrfFile | None = None,
                    ranks: dict[int, int] | None = None) -> str:
    """Write a team event as TRF-2026 (see the module's text); `ranks`: each team's place, for its 310 record.
    TrfWriteError when a value does not fit its columns."""
    s = event.teams.settings
    settings_code = (s.primary, s.secondary, s.colour_preference)
    code = as_read.code if as_read is not None and as_read.code and parse_team_code(as_read.code) == settings_code \
        else format_team_code(*settings_code)
    played = _played(event)
    # The line-ups (300) of rounds the event does not hold, such as a round in progress, go with their games.
    other_lines = [line for line in event.other_lines if (lineup_round(line, 0) or 0) <= played]
    players = replace(event, tournament_type=code, total_rounds=s.total_rounds, initial_colour=s.initial_colour,
                      forbidden=event.teams.forbidden, other_lines=other_lines)  # 260 / XXP name teams here
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
    header = ["362 " + "   ".join(f"{code}{fit_points(tenths, 4, {'what_msg': 'trf.points_for', 'letter': code}):>4}"
                                   for code, tenths in
                                   (("TW", mp.win), ("TD", mp.draw), ("TL", mp.loss))),
              _pab_line(event, played)]
    roster = "013" if as_read is not None and as_read.team_lines and all(
        line[:3] == "013" for line in as_read.team_lines.values()) else "310"
    team_lines = [_team_line(t, roster, event, played, as_read.team_lines.get(t.number) if as_read else None,
                             (ranks or {}).get(t.number)) for t in sorted(event.teams.teams, key=lambda t: t.number)]
    lines = lines[:first] + header + lines[first:] + team_lines + _bye_lines(event) + _forfeit_lines(event)
    return line_end.join(lines) + line_end
