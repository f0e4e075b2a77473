"""Random team Swiss events (FIDE C.04.6): every round paired by the team engine, every board played out.

`generate_team_event(TeamGeneratorSettings(teams=12, boards=4, total_rounds=7, seed=1))` gives a team event
(`Tournament` with its `teams` part) whose rounds are paired and played; `format_team_trf` writes it. Everything
comes from one `random.Random(seed)`: the same settings always give the same event.

Players are dealt to teams from the rating list (team 1 takes the strongest of each tier), boards in rating order.
Board 1 of the white team has White and the colours alternate down the boards; each board's result follows the
rating difference (draws likelier between equals); a board other than board 1 may be forfeited; a team that
withdraws is absent (a 240 Z record) from a random round to the end.

Besides, as the individual generator (generate_rounds.py): teams that ask for a half-, full- or zero-point bye for
one round (240 H / F / Z), and whole matches forfeited by one side (330 +- or -+, every board `0000 + / -`), each as
a share or a count, for the event or for one round, and a round's own draw and board-forfeit rates.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace

from .generate_rounds import REQUESTED_BYES, Amount, chosen, event_byes
from .model import (Colour, MatchOutcome, Player, Result, RoundEntry, Team, TeamPart, TeamRound, TeamSettings,
                    Tournament)
from .systems.dutch.pairing import PairingError
from .systems.teams.swiss import pair_next_round
from .trf.reading import unplayed_points
from .trf.records import parse_team_code

# A team's requested bye (240) as its members' result code.
_BYE_OUTCOMES = {Result.HALF_BYE: MatchOutcome.HALF_BYE, Result.FULL_BYE: MatchOutcome.FULL_BYE,
                 Result.ZERO_BYE: MatchOutcome.ZERO_BYE}


class TeamGeneratorError(ValueError):
    """The settings cannot give an event (e.g. a round that has no legal pairing)."""


@dataclass(frozen=True)
class TeamRoundSettings:
    """One round's own dice; a field left None (or a bye kind absent) takes the event's."""

    draw_rate: float | None = None
    forfeit_rate: float | None = None  # per board, board 1 excepted
    match_forfeits: Amount | None = None  # per match
    byes: dict[Result, Amount] = field(default_factory=dict)  # per team present in the round


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
    byes: dict[Result, Amount] = field(default_factory=dict)  # teams that ask one bye of a kind in the event
    match_forfeits: Amount = field(default_factory=Amount)  # whole matches forfeited by one side, every round
    round_settings: dict[int, TeamRoundSettings] = field(default_factory=dict)  # a round's own settings

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
        for number, own in self.round_settings.items():
            if not 1 <= number <= self.total_rounds:
                raise TeamGeneratorError(f"rounds: round {number} is not one of the {self.total_rounds} rounds")
            if any(rate is not None and not 0.0 <= rate <= 1.0 for rate in (own.draw_rate, own.forfeit_rate)):
                raise TeamGeneratorError(f"round {number}: draw and forfeit rates are probabilities from 0 to 1")
        amounts = [*self.byes.values(), self.match_forfeits] + [
            a for r in self.round_settings.values() for a in (*r.byes.values(), r.match_forfeits or Amount())]
        if any(not 0.0 <= a.share <= 1.0 or a.count < 0 for a in amounts):
            raise TeamGeneratorError("byes and match forfeits: shares from 0 to 1 and counts of at least 0")
        if any(kind not in REQUESTED_BYES for r in [self, *self.round_settings.values()] for kind in r.byes):
            raise TeamGeneratorError("byes: only full-point (F), half-point (H) and zero-point (Z) byes are requested")

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
    planned = event_byes(rng, [t.number for t in teams], settings.rounds, settings.byes)
    for number in range(1, settings.rounds + 1):
        present = [t for t in teams if withdrawn.get(t.number, number + 1) > number]
        if len(present) < 2:  # keep two teams in the pairing, whatever the dice say
            present = teams
        for team in teams:
            if team not in present:
                absent(event, team)
        _requested_byes(event, settings, rng, number, planned.get(number, {}), present)
        try:
            pairing = pair_next_round(event)
        except PairingError as exc:
            raise TeamGeneratorError(f"round {number}: {exc}") from exc
        play_round(event, settings, rng, [(m.white, m.black) for m in pairing.matches], pairing.bye, number)
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


def _requested_byes(event: Tournament, settings: TeamGeneratorSettings, rng: random.Random, number: int,
                    planned: dict[int, Result], present: list[Team]) -> None:
    """The round's requested byes (240): the event's planned for it and the round's own, among the teams present;
    two teams are always left to pair."""
    own = settings.round_settings[number].byes if number in settings.round_settings else {}
    candidates = [t.number for t in present]
    asked = {n: kind for n, kind in planned.items() if n in candidates}
    for kind in REQUESTED_BYES:
        for n in chosen(rng, [c for c in candidates if c not in asked], own.get(kind, Amount())):
            asked[n] = kind
    s = event.teams.settings
    for n in [c for c in candidates if c in asked][: max(0, len(candidates) - 2)]:
        outcome = _BYE_OUTCOMES[asked[n]]
        team = event.teams.team(n)
        team.rounds.append(TeamRound(None, None, outcome, *unplayed_points(outcome, s, event.scoring)))
        for member in team.members:
            event.player(member).rounds.append(RoundEntry(None, None, asked[n]))


def _forfeit_match(event: Tournament, rng: random.Random, white: Team, black: Team) -> None:
    """A whole match forfeited by a side drawn at random (330): no board is played, every member of the winner
    has `+` and of the loser `-`, without an opponent."""
    s = event.teams.settings
    winner = rng.random() < 0.5
    for team, other, colour, won in ((white, black, Colour.WHITE, winner), (black, white, Colour.BLACK, not winner)):
        outcome, result = (MatchOutcome.FORFEIT_WIN, Result.FORFEIT_WIN) if won else (
            MatchOutcome.FORFEIT_LOSS, Result.FORFEIT_LOSS)
        team.rounds.append(TeamRound(other.number, None, outcome, *unplayed_points(outcome, s, event.scoring),
                                     scheduled_colour=colour))
        for member in team.members:
            event.player(member).rounds.append(RoundEntry(None, None, result))


def play_round(event: Tournament, settings: TeamGeneratorSettings, rng: random.Random,
               matches: list[tuple[int, int]], bye: int | None, number: int) -> None:
    """Play round `number`'s matches, (white team, black team), board by board (or forfeit the whole match), and
    give the PAB team its bye."""
    part = event.teams
    s = part.settings
    own = settings.round_settings.get(number, TeamRoundSettings())
    draw_rate = settings.draw_rate if own.draw_rate is None else own.draw_rate
    forfeit_rate = settings.forfeit_rate if own.forfeit_rate is None else own.forfeit_rate
    forfeited = set(chosen(rng, list(range(len(matches))),
                           settings.match_forfeits if own.match_forfeits is None else own.match_forfeits))
    for index, (white_number, black_number) in enumerate(matches):
        white, black = part.team(white_number), part.team(black_number)
        if index in forfeited:
            _forfeit_match(event, rng, white, black)
            continue
        games = [0, 0]
        for board, (a, b) in enumerate(zip(white.members, black.members)):
            first, second = (a, b) if board % 2 == 0 else (b, a)  # board 1: the white team's player has White
            pw, pb = event.player(first), event.player(second)
            rw, rb = _board_result(rng, pw.rating, pb.rating, draw_rate, forfeit_rate if board > 0 else None)
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


def _board_result(rng: random.Random, white: int, black: int, draw_rate: float, forfeit_rate: float | None
                  ) -> tuple[Result, Result]:
    """A board's result; `forfeit_rate` None: the board is not one that may be forfeited (board 1)."""
    if forfeit_rate is not None and rng.random() < forfeit_rate:
        return (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if rng.random() < 0.5 else (
            Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
    expected = 1.0 / (1.0 + math.pow(10.0, (black - white - 35) / 400.0))
    draw = draw_rate * (1.0 - abs(2.0 * expected - 1.0))
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

