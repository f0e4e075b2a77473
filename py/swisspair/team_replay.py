"""Replaying a finished team event round by round: the event as it stood before round k, and the pairing the file
recorded for round k, so that a team pairing can be compared with what another engine paired.

The cut is the one the team corpus (tests/corpus/team2026/README.md) defines for its reference engine: the first
k-1 rounds of every 001 line, the 330 records and the 320 list for rounds before k, and the 240 records for rounds
up to k (the teams that asked for a bye in round k, or withdrew, stay out of its pairing); and the 300 line-ups of
rounds before k (the corpus has none). `cut_team_text` cuts a
file's text so; `truncate_team` cuts the model alike (reading the cut text gives the truncated model).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from .model import Colour, MatchOutcome, TeamTournament
from .trf.points import points_after
from .trf.reading import trf_lines
from .trf.records import BYES_240, round_column
from .trf.team_records import TEAM_FORFEIT_330, TEAM_PAB_320, lineup_round


@dataclass(frozen=True)
class TeamRoundPairing:
    """A round's pairing: (white team, black team) for each match, white being the team whose board 1 has White
    (a forfeited match counts, with the colours it was paired with), and the team with the pairing-allocated bye."""

    matches: tuple[tuple[int, int], ...]
    bye: int | None


def truncate_team(event: TeamTournament, round_number: int, known: Collection[int] | None = None) -> TeamTournament:
    """The event before round `round_number` was paired: each team's rounds before it, its bye or absence in that
    round when it was known before the pairing, and the players' games before it. `known`: the teams whose absence
    was known (a file's 240 records for the round, `TeamTrfFile.requested_in`); None: every team absent then."""
    teams = []
    for team in event.teams:
        rounds = team.rounds[: round_number - 1]
        if len(team.rounds) >= round_number and team.rounds[round_number - 1].outcome.is_absence \
                and (known is None or team.number in known):
            rounds = rounds + [team.rounds[round_number - 1]]
        teams.append(replace(team, rounds=rounds, members=list(team.members)))
    scoring = event.players.scoring
    other_lines = [line for line in event.players.other_lines if not _later_lineup(line, 0, round_number)]
    players = replace(event.players, other_lines=other_lines, players=[
        replace(p, rounds=p.rounds[: round_number - 1], points=points_after(p, scoring, round_number - 1))
        for p in event.players.players
    ])
    return replace(event, teams=teams, players=players)


def recorded_team_round(event: TeamTournament, round_number: int) -> TeamRoundPairing:
    """The pairing the event holds for a round, sorted by white team."""
    matches, bye = [], None
    for team in event.teams:
        if len(team.rounds) < round_number:
            continue
        entry = team.rounds[round_number - 1]
        colour = entry.colour if entry.outcome is MatchOutcome.PLAYED else entry.scheduled_colour
        if entry.opponent is not None and colour is Colour.WHITE:
            matches.append((team.number, entry.opponent))
        elif entry.outcome is MatchOutcome.PAIRING_BYE:
            bye = team.number
    return TeamRoundPairing(tuple(sorted(matches)), bye)


def _later_lineup(line: str, lineno: int, round_number: int) -> bool:
    """A 300 record (a line-up) of round `round_number` or later."""
    return (lineup_round(line, lineno) or 0) >= round_number


def cut_team_text(text: str, round_number: int) -> str:
    """A team TRF's text as it stood before round `round_number` was paired (the corpus README's cut), LF line
    ends. Other lines are kept as they are."""
    lines = []
    last_round_kept = round_number - 1
    for lineno, line in trf_lines(text):
        tag = line[:3]
        if tag == "001":
            line = line[: round_column(round_number) - 1].rstrip()
        elif tag == "330" and int(TEAM_FORFEIT_330.cut(line, lineno)["round"][0]) > last_round_kept:
            continue
        elif tag == "240" and int(BYES_240.cut(line, lineno)["round"][0]) > round_number:
            continue
        elif _later_lineup(line, lineno, round_number):
            continue
        elif tag == "320":
            start = TEAM_PAB_320.list_start
            line = line[: start - 1 + (TEAM_PAB_320.item_width + 1) * last_round_kept].rstrip()
        lines.append(line)
    return "\n".join(lines) + "\n"
