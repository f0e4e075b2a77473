"""Random team Swiss events (FIDE C.04.6): every round paired by the team engine, every board played out.

`generate_team_event(TeamGeneratorSettings(teams=12, boards=4, total_rounds=7, seed=1))` gives a team event
(`Tournament` with its `teams` part) whose rounds are paired and played; `format_team_trf` writes it. Everything
comes from one `random.Random(seed)`: the same settings always give the same event.

Players are dealt to teams from the rating list (team 1 takes the strongest of each tier), boards in rating order.
Board 1 of the white team has White and the colours alternate down the boards; each board's result follows the
rating difference (draws likelier between equals); a board other than board 1 may be forfeited; a team that
withdraws is absent (a 240 Z record) from a random round to the end.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace

from .model import (Colour, MatchOutcome, Player, Result, RoundEntry, Team, TeamPart, TeamRound, TeamSettings,
                    Tournament)
from .systems.dutch.pairing import PairingError
from .systems.teams.swiss import pair_next_round
from .trf.records import parse_team_code


class TeamGeneratorError(ValueError):
    """The settings cannot give an event (e.g. a round that has no legal pairing)."""


@dataclass(frozen=True)
class TeamGeneratorSettings:
    teams: int
    boards: int
    total_rounds: int
    completed_rounds: int | None = None  # None: every round
    seed: int = 0
    code: str = "FIDE_TEAM_TYPEA_MP"  # TRF-2026 192
    highest_rating: int = 2600
    lowest_rating: int = 1400
    draw_rate: float = 0.3  # share of drawn boards between equal players
    forfeit_rate: float = 0.0  # per board, board 1 excepted (a board-1 forfeit reads as the whole match's)
    retired_share: float = 0.0  # share of teams that withdraw after a random round
    initial_colour: Colour = Colour.WHITE
    team_settings: TeamSettings = field(default_factory=TeamSettings)  # its match points and PAB values

    def validate(self) -> None:
        if not 2 <= self.teams <= 999:
            raise TeamGeneratorError(f"teams: 2 to 999 (a TRF team number has 3 digits), got {self.teams}")
        if not 1 <= self.boards or self.teams * self.boards > 9999:
            raise TeamGeneratorError(f"boards: at least 1, and at most 9999 players in all, got {self.boards}")
        if not 1 <= self.total_rounds <= 99 or not 0 <= self.rounds <= self.total_rounds:
            raise TeamGeneratorError(f"rounds: 1 to 99, and no more completed than in all, got {self.total_rounds}")
        if parse_team_code(self.code) is None:
            raise TeamGeneratorError(f"code: a TRF-2026 team code such as FIDE_TEAM_TYPEA_MP, not {self.code!r}")
        for name in ("draw_rate", "forfeit_rate", "retired_share"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise TeamGeneratorError(f"{name}: a probability from 0 to 1, got {getattr(self, name)}")

    @property
    def rounds(self) -> int:
        return self.total_rounds if self.completed_rounds is None else self.completed_rounds


def generate_team_event(settings: TeamGeneratorSettings) -> Tournament:
    settings.validate()
    rng = random.Random(settings.seed)
    primary, secondary, preference = parse_team_code(settings.code)
    team_settings = replace(settings.team_settings, primary=primary, secondary=secondary,
                            colour_preference=preference, boards=settings.boards, total_rounds=settings.total_rounds,
                            initial_colour=settings.initial_colour)
    players, teams = _players_and_teams(settings, rng)
    event = Tournament(name=f"Generated {settings.teams} teams, seed {settings.seed}", players=players,
                       total_rounds=settings.total_rounds, initial_colour=settings.initial_colour,
                       tournament_type=settings.code, teams=TeamPart(team_settings, teams),
                       other_lines=["352 " + ("WB" * settings.boards)[: settings.boards]])
    withdrawn = {t.number: rng.randint(2, max(2, settings.total_rounds)) for t in teams
                 if settings.total_rounds >= 2 and rng.random() < settings.retired_share}
    for number in range(1, settings.rounds + 1):
        present = [t for t in teams if withdrawn.get(t.number, number + 1) > number]
        if len(present) < 2:  # keep two teams in the pairing, whatever the dice say
            present = teams
        for team in teams:
            if team not in present:
                absent(event, team)
        try:
            pairing = pair_next_round(event)
        except PairingError as exc:
            raise TeamGeneratorError(f"round {number}: {exc}") from exc
        play_round(event, settings, rng, [(m.white, m.black) for m in pairing.matches], pairing.bye)
    set_points(event)
    return event


def _players_and_teams(settings: TeamGeneratorSettings, rng: random.Random) -> tuple[list[Player], list[Team]]:
    count = settings.teams * settings.boards
    ratings = sorted((rng.randint(settings.lowest_rating, settings.highest_rating) for _ in range(count)),
                     reverse=True)
    players = [Player(number=n, name=f"Player {n:04d}", rating=r) for n, r in enumerate(ratings, 1)]
    teams = [Team(number=t, name=f"Team {t:03d}", short_name=f"T{t:03d}") for t in range(1, settings.teams + 1)]
    for n in range(1, count + 1):
        teams[(n - 1) % settings.teams].members.append(n)
    return players, teams


def absent(event: Tournament, team: Team) -> None:
    """The team withdrawn for the round being paired: a 240 Z record, and every member absent."""
    team.rounds.append(TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0))
    for number in team.members:
        event.player(number).rounds.append(RoundEntry(None, None, Result.ZERO_BYE))


def play_round(event: Tournament, settings: TeamGeneratorSettings, rng: random.Random,
               matches: list[tuple[int, int]], bye: int | None) -> None:
    """Play a round's matches, (white team, black team), board by board, and give the PAB team its bye."""
    part = event.teams
    s = part.settings
    for white_number, black_number in matches:
        white, black = part.team(white_number), part.team(black_number)
        games = [0, 0]
        for board, (a, b) in enumerate(zip(white.members, black.members)):
            first, second = (a, b) if board % 2 == 0 else (b, a)  # board 1: the white team's player has White
            pw, pb = event.player(first), event.player(second)
            rw, rb = _board_result(settings, rng, pw.rating, pb.rating, may_forfeit=board > 0)
            pw.rounds.append(RoundEntry(second, Colour.WHITE, rw))
            pb.rounds.append(RoundEntry(first, Colour.BLACK, rb))
            points_first, points_second = event.scoring.points(rw), event.scoring.points(rb)
            games[board % 2] += points_first
            games[1 - board % 2] += points_second
        mp = s.match_points
        won = (mp.win, mp.loss) if games[0] > games[1] else (mp.loss, mp.win) if games[0] < games[1] \
            else (mp.draw, mp.draw)
        white.rounds.append(TeamRound(black_number, Colour.WHITE, MatchOutcome.PLAYED, won[0], games[0]))
        black.rounds.append(TeamRound(white_number, Colour.BLACK, MatchOutcome.PLAYED, won[1], games[1]))
    if bye is not None:
        team = part.team(bye)
        game_points = s.pab_game_points if s.pab_game_points is not None else s.boards * 5
        team.rounds.append(TeamRound(None, None, MatchOutcome.PAIRING_BYE, s.pab_match_points, game_points))
        for number in team.members:
            event.player(number).rounds.append(RoundEntry(None, None, Result.PAIRING_BYE))


def _board_result(settings: TeamGeneratorSettings, rng: random.Random, white: int, black: int, may_forfeit: bool
                  ) -> tuple[Result, Result]:
    if may_forfeit and rng.random() < settings.forfeit_rate:
        return (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if rng.random() < 0.5 else (
            Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
    expected = 1.0 / (1.0 + math.pow(10.0, (black - white - 35) / 400.0))
    draw = settings.draw_rate * (1.0 - abs(2.0 * expected - 1.0))
    roll = rng.random()
    if roll < max(0.0, expected - draw / 2.0):
        return Result.WIN, Result.LOSS
    if roll < expected + draw / 2.0:
        return Result.DRAW, Result.DRAW
    return Result.LOSS, Result.WIN


def set_points(event: Tournament) -> None:
    """Each player's points column from the results (a PAB board counts as the file's 001 line writes it)."""
    for player in event.players:
        player.points = sum(event.scoring.points(e.result) for e in player.rounds)

