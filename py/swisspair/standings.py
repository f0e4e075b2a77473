"""Standings: rank by points, then the organiser's tie-breaks in their order, then rating, then name.

Players equal on all of these share a place (the next place skips, as 1, 2, 2, 4). Each tie-break is applied
to the players still tied after the ones before it, so direct encounter (DE) sees only those still tied. Every
value comes with how it was computed (`tiebreaks.Value`); `as_json` turns the standings into plain JSON
values for the command line and the page.

A team event's teams (FIDE C.07 for teams) are ranked by the same ranker (`rank`): by the primary score the
competition names (`TeamSettings.primary`: match points or game points), then by the organiser's team
tie-breaks in their order (`tiebreaks.registry.TEAM_TIEBREAKS`); teams equal on all of these share a place. Its
players' own standings are `compute_standings(event, ...)`. Board prizes: each board's players (a
member's board is their place in the team's board order) with their points, games played over the board and
performance rating (C.07 Art. 10.2, FIDE B.02's table), best performance first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .model import Tournament, at_a_board
from .tiebreaks import DEFAULT_EDITION, Context, GameScore, Tiebreak, UnknownTiebreak, Value, lookup
from .tiebreaks.context import PlayerRecord
from .tiebreaks.fide import ratings
from .tiebreaks.fide.teams import TeamContext
from .tiebreaks.registry import lookup_team


@dataclass(frozen=True)
class Standing:
    tpn: int
    name: str
    rating: int | None
    points: Fraction
    rank: int
    values: dict[str, Value]  # by tie-break code, in the organiser's order


@dataclass(frozen=True)
class Standings:
    edition: str
    rounds: int
    tiebreaks: tuple[Tiebreak, ...]
    rows: tuple[Standing, ...]  # best first


def read_tiebreaks(codes: list[str], edition: str = DEFAULT_EDITION,
                   find: Callable[[str, str], Tiebreak] = lookup) -> tuple[Tiebreak, ...]:
    """The organiser's list, each code read as C.07 and TRF-2026 line 202 write it (`find`: the individual or the
    team tie-breaks). UnknownTiebreak names the code that is not known, or given twice."""
    tiebreaks: list[Tiebreak] = []
    for code in codes:
        tiebreak = find(code, edition)
        if tiebreak in tiebreaks:
            raise UnknownTiebreak.of("tiebreak.twice", code=code, tiebreak=tiebreak.code)
        tiebreaks.append(tiebreak)
    return tuple(tiebreaks)


def compute_standings(tournament: Tournament, codes: list[str], edition: str = DEFAULT_EDITION,
                      unrated_rating: int | None = None,
                      games: dict[tuple[int, int], GameScore] | None = None) -> Standings:
    tiebreaks = read_tiebreaks(codes, edition)
    ctx = Context(tournament, edition, unrated_rating, games)
    players = ctx.players
    then = (lambda tpn: (players[tpn].rating is None, -(players[tpn].rating or 0)),
            lambda tpn: players[tpn].name.casefold())
    return rank(ctx, players, tiebreaks, then)


def compute_team_standings(event: Tournament, codes: list[str], edition: str = DEFAULT_EDITION) -> Standings:
    """The teams in order, each with its primary score, its place and its tie-break values."""
    ctx = TeamContext(event, edition)
    return rank(ctx, ctx.teams, read_tiebreaks(codes, edition, lookup_team))


def rank(ctx, records: dict[int, PlayerRecord], tiebreaks: tuple[Tiebreak, ...],
         then: tuple[Callable[[int], object], ...] = ()) -> Standings:
    """The competitors (`records`: players, or a team event's teams) by score, then the tie-breaks in their order,
    then the `then` keys; `ctx`: what the tie-breaks read (a `Context`, or a team event's `TeamContext`)."""
    groups = split_groups([sorted(records)], lambda tpn: -records[tpn].standing)
    values, groups = apply_tiebreaks(ctx, sorted(records), groups, tiebreaks)
    for key in then:
        groups = split_groups(groups, key)
    return Standings(ctx.edition, ctx.rounds, tiebreaks, ranked_rows(groups, records, values))


def ranked_rows(groups: list[list[int]], records: dict[int, PlayerRecord], values: dict[int, dict[str, Value]]
                ) -> tuple[Standing, ...]:
    """The rows in order, a group sharing one place (the next place skips, as 1, 2, 2, 4)."""
    rows = []
    rank = 1
    for group in groups:
        for tpn in group:
            record = records[tpn]
            rows.append(Standing(tpn, record.name, record.rating, record.standing, rank, values[tpn]))
        rank += len(group)
    return tuple(rows)


def apply_tiebreaks(ctx, competitors: list[int], groups: list[list[int]], tiebreaks: tuple[Tiebreak, ...]
                    ) -> tuple[dict[int, dict[str, Value]], list[list[int]]]:
    """Every tie-break's value for every competitor, each tie-break splitting the groups still tied after the
    ones before it (a group tie-break, such as DE, sees only those). `ctx`: what the tie-breaks read (a
    `Context`, or a team event's `TeamContext`)."""
    values: dict[int, dict[str, Value]] = {tpn: {} for tpn in competitors}
    for tiebreak in tiebreaks:
        if tiebreak.group is not None:
            found = tiebreak.group(ctx, groups)
        else:
            found = {tpn: tiebreak.compute(ctx, tpn) for tpn in competitors}
        for tpn, value in found.items():
            values[tpn][tiebreak.code] = value
        groups = split_groups(groups, _order(tiebreak, found))
    return values, groups


def _order(tiebreak: Tiebreak, found: dict[int, Value]) -> Callable[[int], tuple]:
    """A sort key, best first; an undefined value ranks last."""
    def key(tpn: int) -> tuple:
        value = found[tpn].value
        if value is None:
            return (1, 0)
        return (0, -value if tiebreak.higher_is_better else value)
    return key


def split_groups(groups: list[list[int]], key: Callable[[int], object]) -> list[list[int]]:
    """Sort each group by `key` and split it where the key changes; groups keep their order."""
    result = []
    for group in groups:
        ordered = sorted(group, key=lambda tpn: (key(tpn), tpn))
        start = 0
        for index in range(1, len(ordered) + 1):
            if index == len(ordered) or key(ordered[index]) != key(ordered[start]):
                result.append(ordered[start:index])
                start = index
    return result


@dataclass(frozen=True)
class BoardResult:
    tpn: int  # the player's pairing number
    name: str
    team: int  # the team's pairing number
    board: int
    points: Fraction  # over every round the player was paired (forfeits included)
    games: int  # played over the board
    performance: Value  # C.07 Art. 10.2


def board_prizes(event: Tournament, edition: str = DEFAULT_EDITION) -> dict[int, list[BoardResult]]:
    """Per board, its players, best performance first (an undefined one last), then points, then fewer games."""
    ctx = Context(event, edition)
    boards: dict[int, list[BoardResult]] = {}
    for team in sorted(event.teams.teams, key=lambda t: t.number):
        for board, tpn in enumerate(team.members, 1):
            record = ctx.player(tpn)
            paired = [r for r in record.rounds if at_a_board(r)]
            boards.setdefault(board, []).append(BoardResult(
                tpn, record.name, team.number, board, sum((r.points for r in paired), Fraction(0)),
                sum(1 for r in paired if r.played), ratings.performance(ctx, tpn)))
    for results in boards.values():
        results.sort(key=lambda b: (b.performance.value is None, -(b.performance.value or 0), -b.points, b.games,
                                    b.tpn))
    return boards


# --- presentation ------------------------------------------------------------------------------------------

def json_number(value: int | Fraction | None) -> int | float | None:
    """A value as a JSON number: exact when it has at most 6 decimals, else rounded to 6 (display only)."""
    if value is None or isinstance(value, int):
        return value
    if value.denominator == 1:
        return value.numerator
    return float(round(value, 6))


def worded(value: Value) -> dict[str, Any]:
    """A value's summary as a message of swisspair.messages (its key and parameters), when it is one, and the steps
    that decided a place (clauses), for the page to word it in the director's language."""
    said = {} if value.key is None else {"key": value.key, "params": value.params}
    return {**said, "steps": list(value.steps)} if value.steps else said


def as_json(standings: Standings, details: bool = False) -> list[dict]:
    """[{"tpn", "points", "rank", "tiebreaks": {code: value}}], best first; with `details`, also the name,
    rating and how every value was computed."""
    rows = []
    for row in standings.rows:
        entry = {"tpn": row.tpn, "points": json_number(row.points), "rank": row.rank,
                 "tiebreaks": {code: json_number(value.value) for code, value in row.values.items()}}
        if details:
            entry["name"] = row.name
            entry["rating"] = row.rating
            entry["details"] = {code: {"text": value.text, "summary": value.summary, **worded(value),
                                       "rounds": [{"round": part.round, "opponent": part.opponent,
                                                   "value": json_number(part.value), "note": part.note,
                                                   "notes": list(part.notes),
                                                   "cut": part.cut} for part in value.parts]}
                                for code, value in row.values.items()}
        rows.append(entry)
    return rows


def standings_answer(tournament: Tournament, codes: list[str], edition: str,
                     games: dict[tuple[int, int], GameScore] | None = None) -> dict:
    """The standings as the bridge answers them: the edition, the rounds counted, the tie-breaks, the rows with
    how each value was computed."""
    return answer_of(compute_standings(tournament, codes, edition, games=games))


def answer_of(standings: Standings) -> dict:
    """Computed standings as the bridge answers them."""
    return {
        "edition": standings.edition,
        "rounds": standings.rounds,
        "tiebreaks": [{"code": t.code, "name": t.name, "family": t.family} for t in standings.tiebreaks],
        "standings": as_json(standings, details=True),
    }


def format_standings(standings: Standings) -> str:
    """A fixed-width table: place, pairing number, name, points and every tie-break value."""
    codes = [t.code for t in standings.tiebreaks]
    header = ["Place", "TPN", "Name", "Pts", *codes]
    lines = []
    for row in standings.rows:
        place = str(row.rank)
        lines.append([place, str(row.tpn), row.name, _points(row.points), *(row.values[code].text for code in codes)])
    widths = [max(len(cells[i]) for cells in [header, *lines]) for i in range(len(header))]
    text = []
    for cells in [header, *lines]:
        text.append("  ".join(cell.ljust(w) if i == 2 else cell.rjust(w)
                              for i, (cell, w) in enumerate(zip(cells, widths))).rstrip())
    return "\n".join(text)


def _points(points: Fraction) -> str:
    return f"{float(points):.1f}" if (points * 10).denominator == 1 else f"{float(points):.2f}"


def format_explanation(standings: Standings, tpn: int) -> str:
    """How each of one player's values was computed, round by round."""
    row = next((r for r in standings.rows if r.tpn == tpn), None)
    if row is None:
        raise KeyError(tpn)
    lines = [f"{row.tpn} {row.name}: place {row.rank}, {_points(row.points)} points after {standings.rounds} rounds"]
    for tiebreak in standings.tiebreaks:
        value = row.values[tiebreak.code]
        lines.append(f"{tiebreak.code} ({tiebreak.name}) = {value.text}: {value.summary}")
        for part in value.parts:
            opponent = f"vs {part.opponent}" if part.opponent is not None else "no opponent"
            shown = "-" if part.value is None else (str(part.value) if isinstance(part.value, int)
                                                     else f"{float(part.value):g}")
            lines.append(f"  round {part.round:>2}  {opponent:<14} {shown:>8}  {part.note}")
    return "\n".join(lines)
