"""Team standings (FIDE C.07 for teams) and board prizes.

Teams rank by the primary score the competition names (`TeamSettings.primary`: match points or game points),
then by the organiser's team tie-breaks in their order (`tiebreaks.registry.TEAM_TIEBREAKS`); teams equal on all
of these share a place. The rows are `standings.Standing`s, so `as_json`, `format_standings` and
`format_explanation` show them as they show players. The individual standings of all the players across teams
are `standings.compute_standings(event.players, ...)`.

Board prizes: each board's players (a member's board is their place in the team's board order) with their
points, games played over the board and performance rating (C.07 Art. 10.2, FIDE B.02's table), best
performance first.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .standings import Standings, apply_tiebreaks, ranked_rows, read_tiebreaks, split_groups
from .model import TeamTournament, at_a_board
from .tiebreaks import DEFAULT_EDITION, Context, Value
from .tiebreaks.fide import ratings
from .tiebreaks.fide.teams import TeamContext
from .tiebreaks.registry import lookup_team


def compute_team_standings(event: TeamTournament, codes: list[str], edition: str = DEFAULT_EDITION) -> Standings:
    """The teams in order, each with its primary score, its place and its tie-break values."""
    tiebreaks = read_tiebreaks(codes, edition, lookup_team)
    tctx = TeamContext(event, edition)
    teams = tctx.teams
    groups = split_groups([sorted(teams)], lambda tpn: -teams[tpn].score)
    values, groups = apply_tiebreaks(tctx, sorted(teams), groups, tiebreaks)
    return Standings(edition, tctx.rounds, tiebreaks, ranked_rows(groups, teams, values))


@dataclass(frozen=True)
class BoardResult:
    tpn: int  # the player's pairing number
    name: str
    team: int  # the team's pairing number
    board: int
    points: Fraction  # over every round the player was paired (forfeits included)
    games: int  # played over the board
    performance: Value  # C.07 Art. 10.2


def board_prizes(event: TeamTournament, edition: str = DEFAULT_EDITION) -> dict[int, list[BoardResult]]:
    """Per board, its players, best performance first (an undefined one last), then points, then fewer games."""
    ctx = Context(event.players, edition)
    boards: dict[int, list[BoardResult]] = {}
    for team in sorted(event.teams, key=lambda t: t.number):
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
