"""Replaying a finished tournament round by round: cut it before round k, pair, compare with the file.

This is how the engine is checked against files that another engine paired (the `check` command):
round k is paired from rounds 1..k-1 plus the absences already known for round k (`0000 - H/Z/F`).

A team event is cut as the team corpus (tests/corpus/team2026/README.md) defines it for its reference engine:
the first k-1 rounds of every 001 line, the 330 records and the 320 list for rounds before k, and the 240
records for rounds up to k (the teams that asked for a bye in round k, or withdrew, stay out of its pairing);
and the 300 line-ups of rounds before k (the corpus has none). `cut_team_text` cuts a file's text so;
`truncate_team` cuts the model alike (reading the cut text gives the truncated model).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, replace

from .systems.dutch.pairing import PairingError, RoundPairing, pair_round
from .history import build_states, infer_initial_colour, participated, rounds_played
from .model import Colour, MatchOutcome, Result, RoundEntry, Tournament
from .systems.teams.swiss import pair_next_round as pair_team_round
from .systems.teams.swiss.scores import rounds_played as team_rounds_played
from .trf import PendingRound, UnfinishedGame
from .trf.points import points_after
from .trf.reading import trf_lines
from .trf.records import BYES_240, TEAM_FORFEIT_330, TEAM_PAB_320, lineup_round, round_column


@dataclass(frozen=True)
class RoundResult:
    boards: tuple[tuple[int, int], ...]  # (white, black) in board order
    bye: int | None
    # Pairs the file shows without colours (a forfeit written `- -` / `- +`): lower number first.
    uncoloured: tuple[tuple[int, int], ...] = ()


def truncate(tournament: Tournament, round_number: int, playing: frozenset[int] = frozenset()) -> Tournament:
    """The tournament as it stood before round `round_number` was paired; `playing`: players with a game or the bye
    in that round that their rounds do not hold (the round in progress)."""
    players = []
    absent = RoundEntry(None, None, Result.ZERO_BYE)
    for p in tournament.players:
        rounds = list(p.rounds[: round_number - 1])
        # A line that ends before round k says the player took no part in it, as bbpPairings' check reads it.
        entry = p.rounds[round_number - 1] if len(p.rounds) >= round_number else absent
        if entry.opponent is None and entry.result.is_absence and p.number not in playing:
            rounds += [absent] * (round_number - 1 - len(rounds))
            rounds.append(entry)
        players.append(replace(p, rounds=rounds))
    return replace(tournament, players=players)


def recorded_round(tournament: Tournament, round_number: int) -> RoundResult:
    """The pairing the file holds for a round: its boards (by white's entries) and its PAB."""
    return recorded(
        (p.number, p.rounds[round_number - 1]) for p in tournament.players if len(p.rounds) >= round_number
    )


def recorded(entries: Iterable[tuple[int, RoundEntry | UnfinishedGame]]) -> RoundResult:
    """The pairing that players' entries of one round make (a game may still be without its result)."""
    boards, uncoloured, bye = [], [], None
    for number, e in entries:
        if e.opponent is not None and e.colour is Colour.WHITE:
            boards.append((number, e.opponent))
        elif e.opponent is not None and e.colour is None and number < e.opponent:
            uncoloured.append((number, e.opponent))
        elif e.opponent is None and e.result is Result.PAIRING_BYE:
            bye = number
    return RoundResult(tuple(boards), bye, tuple(uncoloured))


def paired_rounds(tournament: Tournament) -> int:
    return max((i + 1 for p in tournament.players for i, e in enumerate(p.rounds) if participated(e)), default=0)


def as_result(pairing: RoundPairing) -> RoundResult:
    return RoundResult(tuple((b.white, b.black) for b in pairing.boards), pairing.bye)


@dataclass
class RoundCheck:
    round: int
    expected: RoundResult
    actual: RoundResult | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        if self.actual is None or self.actual.bye != self.expected.bye:
            return False
        loose = set(self.expected.uncoloured)  # their colours are not the file's to compare
        coloured = [b for b in self.actual.boards if (min(b), max(b)) not in loose]
        return sorted(coloured) == sorted(self.expected.boards) and len(coloured) + len(loose) == len(self.actual.boards)


def check_tournament(tournament: Tournament, pending: PendingRound | None = None) -> list[RoundCheck]:
    """Every round paired again from the rounds before it, and the round in progress (`pending`, paired but not
    finished) from the rounds before it. A file that does not give its number of rounds is finished: its rounds are
    as many as it holds (the reader's notes say so)."""
    if tournament.total_rounds is None:
        tournament = replace(tournament, total_rounds=paired_rounds(tournament) + (pending is not None))
    if tournament.initial_colour is None:
        # The file's own round 1 tells the colour drawn, which a cut before round 1 no longer shows.
        completed = rounds_played(tournament)
        tournament = replace(tournament, initial_colour=infer_initial_colour(build_states(tournament, completed), completed))
    rounds = [(k, recorded_round(tournament, k), frozenset()) for k in range(1, paired_rounds(tournament) + 1)]
    if pending is not None:
        rounds.append((pending.number, recorded(pending.entries.items()), frozenset(pending.entries)))
    checks = []
    for k, expected, playing in rounds:
        try:
            actual = as_result(pair_round(truncate(tournament, k, playing)))
            checks.append(RoundCheck(k, expected, actual))
        except PairingError as exc:
            checks.append(RoundCheck(k, expected, None, str(exc)))
    return checks


# ---------------------------------------------------------------------------------------------- teams


@dataclass(frozen=True)
class TeamRoundPairing:
    """A round's pairing: (white team, black team) for each match, white being the team whose board 1 has White
    (a forfeited match counts, with the colours it was paired with), and the team with the pairing-allocated bye."""

    matches: tuple[tuple[int, int], ...]
    bye: int | None


def truncate_team(event: Tournament, round_number: int, known: Collection[int] | None = None) -> Tournament:
    """The event before round `round_number` was paired: each team's rounds before it, its bye or absence in that
    round when it was known before the pairing, and the players' games before it. `known`: the teams whose absence
    was known (a file's 240 records for the round, `TeamTrfFile.requested_in`); None: every team absent then."""
    teams = []
    for team in event.teams.teams:
        rounds = team.rounds[: round_number - 1]
        if len(team.rounds) >= round_number and team.rounds[round_number - 1].outcome.is_absence \
                and (known is None or team.number in known):
            rounds = rounds + [team.rounds[round_number - 1]]
        teams.append(replace(team, rounds=rounds, members=list(team.members)))
    other_lines = [line for line in event.other_lines if not _later_lineup(line, 0, round_number)]
    players = [replace(p, rounds=p.rounds[: round_number - 1], points=points_after(p, event.scoring, round_number - 1))
               for p in event.players]
    return replace(event, other_lines=other_lines, players=players, teams=replace(event.teams, teams=teams))


def recorded_team_round(event: Tournament, round_number: int) -> TeamRoundPairing:
    """The pairing the event holds for a round, sorted by white team."""
    matches, bye = [], None
    for team in event.teams.teams:
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


@dataclass(frozen=True)
class TeamRoundCheck:
    round: int
    expected: TeamRoundPairing
    actual: TeamRoundPairing | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.actual == self.expected


def check_team_event(event: Tournament) -> list[TeamRoundCheck]:
    """Every round of a team event paired again from the event cut before it (`truncate_team`)."""
    checks = []
    for number in range(1, team_rounds_played(event) + 1):
        expected = recorded_team_round(event, number)
        try:
            pairing = pair_team_round(truncate_team(event, number))
        except PairingError as exc:
            checks.append(TeamRoundCheck(number, expected, None, str(exc)))
            continue
        actual = TeamRoundPairing(tuple(sorted((m.white, m.black) for m in pairing.matches)), pairing.bye)
        checks.append(TeamRoundCheck(number, expected, actual))
    return checks
