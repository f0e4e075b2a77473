"""Writing a TRF: `format_trf(tournament) -> str`, TRF-2026 that bbpPairings v6 reads too.

Written: 012, the kept lines, 142 152 162 (BBZ / BBF for absences) 192, the 001 lines in pairing-number
order, 250 and 260 (XXP for pairs forbidden in every round). 240 and XXZ records are written as the round
entries they became. Reading what the writer wrote gives back the tournament the reader returned.
"""

from __future__ import annotations

from ..model import ForbiddenPairs, Player, Result, RoundEntry, Scoring, Tournament
from .points import fit_points, format_points, points_after
from .reading import parse_player_line
from .records import (
    ACCELERATION_250, FIRST_ROUND, FORBIDDEN_260, PLAYER_FIELD, PLAYER_FIELDS, PLAYER_TEXT_FIELDS, format_round,
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
    values["points"] = fit_points(points, 4, f"player {player.number}'s points")  # columns 81-84
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
    lines = ["162  " + "    ".join(f"{code}{fit_points(tenths, 4, code):>4}" for code, tenths in codes)] if codes else []
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
                    "points": fit_points(tenths, 4, "acceleration"),
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
    ValueError when a value does not fit its columns or holds a line break.
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
    as_read = as_read or {}
    for p in players:
        kept = as_read.get(p.number)
        line = None if kept is None else kept_line(kept, p, left_out, keep_left_out)
        if line is None:
            line = _format_player(p, points_after(p, t.scoring, completed))
            if keep_left_out and kept is not None and left_out is not None:
                line = _with_round_as_read(line, kept, left_out)
        lines.append(line)
    lines += _format_accelerations(players)
    lines += [_format_forbidden(f) for f in t.forbidden]
    for line in lines:
        if "\r" in line or "\n" in line:
            raise ValueError(f"a TRF line cannot hold a line break: {line!r}")
    return line_end.join(lines) + line_end
