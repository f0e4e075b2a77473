"""What C.04.6 §1 defines for one team before a round: scores, floats, colour history, bye eligibility.

Every team is read once into a `TeamState`; the other modules of the system only read states.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....model import Colour, MatchOutcome, Score, Team, TeamRound, Tournament
from ...dutch.errors import PairingError


@dataclass(frozen=True)
class TeamState:
    number: int  # the TPN (§1.1): §3.4.4, §3.5.3-3.5.4 and §3.6 order by it, §4.3.1 reads its parity
    score: int  # primary score in tenths (§1.2)
    secondary: int  # the other score in tenths (§1.2; used by §4.2.2 only when the competition says so)
    colours: tuple[Colour, ...]  # board 1's colour in each match actually played, in order (§1.6.1)
    played: int  # matches actually played (§3.4.3)
    opponents: frozenset[int]  # every team played before (C1; a forfeited match is no meeting, see `_state`)
    bye_barred: str | None  # why C2 forbids the PAB, or None
    floated: bool  # was a floater in the previous round (§1.5; C7, C10)
    kept_apart: frozenset[int] = frozenset()  # teams the competition keeps it from meeting (TRF-2026 260, XXP)

    @property
    def may_not_meet(self) -> frozenset[int]:
        """C1 (§2.1.1) and the competition's forbidden pairs, which the reference engine treats alike."""
        return self.opponents | self.kept_apart

    @property
    def colour_difference(self) -> int:
        """§1.6.2: matches with White minus matches with Black."""
        return sum(1 if c is Colour.WHITE else -1 for c in self.colours)


@dataclass(frozen=True)
class RoundInput:
    """The teams to pair in the next round and what the round's number changes."""

    round: int  # the round being paired, from 1
    total_rounds: int | None
    states: tuple[TeamState, ...]  # the teams to pair, absent teams left out
    absent: tuple[int, ...]  # teams with a requested bye or withdrawn for this round (TRF-2026 240)

    @property
    def last_round(self) -> bool:
        """Type B's "none" for balanced teams (§1.7.2) applies when pairing the last round."""
        return self.total_rounds is not None and self.round >= self.total_rounds

    @property
    def last_two_rounds(self) -> bool:
        """C7 and C10 do not apply in the last two rounds (§2.3.4, §2.3.7)."""
        return self.total_rounds is not None and self.round + 1 >= self.total_rounds


def _points(team: Team, rounds: list[TeamRound], score: Score) -> int:
    """The team's score after `rounds` (its first ones), with the 299 points counted by then."""
    return (sum(r.match_points if score is Score.MATCH_POINTS else r.game_points for r in rounds)
            + team.adjustment_after(len(rounds), score))


def _bye_barred(rounds: list[TeamRound], win: int) -> str | None:
    """C2 (§2.1.2): no second PAB, no PAB after a match won by forfeit or a bye worth a won match."""
    for number, r in enumerate(rounds, 1):
        if r.outcome is MatchOutcome.PAIRING_BYE:
            return f"had the pairing-allocated bye in round {number}"
        if r.outcome is MatchOutcome.FORFEIT_WIN:
            return f"won round {number} by forfeit"
        if r.outcome.is_absence and r.match_points >= win:
            return f"had a bye worth a won match in round {number}"
    return None


def rounds_played(tournament: Tournament) -> int:
    """Rounds already paired: the shortest history (a longer one may only add an absence for the next round)."""
    if not tournament.teams.teams:
        return 0
    return min(len(t.rounds) for t in tournament.teams.teams)


def read_round(tournament: Tournament) -> RoundInput:
    """The teams of the next round as §1 sees them. A team whose history already has the round to pair must
    be absent from it (a 240 record); anything longer is an error naming the team."""
    settings = tournament.teams.settings
    played = rounds_played(tournament)
    secondary = Score.GAME_POINTS if settings.primary is Score.MATCH_POINTS else Score.MATCH_POINTS
    histories: dict[int, list[TeamRound]] = {}
    absent = []
    for team in tournament.teams.teams:
        extra = team.rounds[played:]
        if len(extra) > 1 or (extra and not extra[0].outcome.is_absence):
            raise PairingError.of("pairing.teams_result_early", rule="input", team=str(team.number),
                                  in_round=played + 1)
        if extra:
            absent.append(team.number)
        histories[team.number] = team.rounds[:played]
    apart: dict[int, set[int]] = {}
    for rule in tournament.teams.forbidden:
        if rule.applies_to(played + 1):
            for number in rule.players:
                apart.setdefault(number, set()).update(n for n in rule.players if n != number)
    states = []
    for team in sorted(tournament.teams.teams, key=lambda t: t.number):
        if team.number in absent:
            continue
        state = _state(team, histories, settings.primary, secondary, settings.match_points.win,
                       {t.number: t for t in tournament.teams.teams})
        states.append(replace(state, kept_apart=frozenset(apart.get(team.number, ()))))
    return RoundInput(played + 1, settings.total_rounds, tuple(states), tuple(absent))


def _state(team: Team, histories: dict[int, list[TeamRound]], primary: Score, secondary: Score,
           win: int, teams: dict[int, Team]) -> TeamState:
    rounds = histories[team.number]
    colours = tuple(r.colour for r in rounds if r.outcome is MatchOutcome.PLAYED and r.colour is not None)
    # C1 (§2.1.1) forbids playing twice; C.04.2 Art. 3.5, which C.04.6 applies: "Two paired participants, who did
    # not play their game or match, may be paired together in a future round". So a forfeit is no meeting.
    opponents = frozenset(r.opponent for r in rounds if r.outcome is MatchOutcome.PLAYED)
    return TeamState(team.number, _points(team, rounds, primary), _points(team, rounds, secondary), colours,
                     sum(1 for r in rounds if r.outcome is MatchOutcome.PLAYED), opponents,
                     _bye_barred(rounds, win), _floated(team, histories, primary, teams))


def _floated(team: Team, histories: dict[int, list[TeamRound]], primary: Score, teams: dict[int, Team]) -> bool:
    """§1.5: "A floater is a team that plays against an opponent with a different score." Only a played match
    makes one: a round scored without an opponent at the boards (the PAB, a forfeit win, a half-point bye) does
    not, though the individual rules count such a round as a float."""
    rounds = histories[team.number]
    if not rounds:
        return False
    last = rounds[-1]
    if last.outcome is not MatchOutcome.PLAYED:
        return False
    before = _points(team, rounds[:-1], primary)
    opponent = histories.get(last.opponent)
    if opponent is None:
        raise PairingError.of("pairing.teams_unknown_opponent", rule="input", team=str(last.opponent),
                              in_round=len(rounds))
    return before != _points(teams[last.opponent], opponent[:len(rounds) - 1], primary)
