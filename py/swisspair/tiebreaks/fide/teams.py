"""FIDE C.07 tie-breaks for team events (Art. 12 and 13), over a `Tournament` with its teams.

A team is a competitor whose round is a match. `TeamContext` classifies every team's rounds once, twice over:
in match points and in game points, each a `Context` (so Buchholz, Sonneborn-Berger and direct encounter, their
cuts and Art. 16's reading of unplayed rounds with the 2026 cap, are the individual ones), and keeps the points
each team scored on each board. What the boards scored in a round a team did not play (a bye, a forfeit) is the
round's game points shared evenly among the boards: a pairing-allocated bye worth a drawn match is a draw on
every board (C.04.6 §1.4), not a win.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from ...model import MatchOutcome, Result, Score, TeamRound, Tournament, at_a_board
from ...messages import clause
from ..context import DEFAULT_EDITION, KIND_WORDS, Context, Kind, PlayerRecord, RoundRecord
from ..values import Part, Value, show_points, worked
from . import buchholz, encounter

_KIND = {
    MatchOutcome.PLAYED: Kind.GAME, MatchOutcome.FORFEIT_WIN: Kind.FORFEIT_WIN,
    MatchOutcome.FORFEIT_LOSS: Kind.FORFEIT_LOSS, MatchOutcome.PAIRING_BYE: Kind.PAB,
    MatchOutcome.HALF_BYE: Kind.HALF_BYE, MatchOutcome.FULL_BYE: Kind.FULL_BYE, MatchOutcome.ZERO_BYE: Kind.ZERO_BYE,
}
_RESULT = {
    MatchOutcome.FORFEIT_WIN: Result.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS: Result.FORFEIT_LOSS,
    MatchOutcome.PAIRING_BYE: Result.PAIRING_BYE, MatchOutcome.HALF_BYE: Result.HALF_BYE,
    MatchOutcome.FULL_BYE: Result.FULL_BYE, MatchOutcome.ZERO_BYE: Result.ZERO_BYE,
}
# A team's score of each kind, in the words of its value's summary (swisspair.messages).
_SCORE_WORDS = {Score.MATCH_POINTS: "working.match_points", Score.GAME_POINTS: "working.game_points"}


@dataclass(frozen=True)
class BoardPoints:
    """What one team scored on each board in one round, board 1 first, and where it came from."""

    points: tuple[Fraction, ...]
    shared: bool  # not played: the round's game points shared among the boards


class TeamContext:
    """A team event after its completed rounds, as the team tie-breaks see it."""

    def __init__(self, event: Tournament, edition: str = DEFAULT_EDITION):
        self.event = event
        self.edition = edition
        settings = event.teams.settings
        self.boards = settings.boards
        self.primary = settings.primary
        self.secondary = Score.GAME_POINTS if self.primary is Score.MATCH_POINTS else Score.MATCH_POINTS
        self.rounds = max((number for team in event.teams.teams for number, r in enumerate(team.rounds, 1)
                           if not r.outcome.is_absence), default=0)
        scoring = event.scoring
        self.board_win = Fraction(scoring.win, 10)
        self.by_score = {
            Score.MATCH_POINTS: self._context(Score.MATCH_POINTS, Fraction(settings.match_points.win, 10),
                                              Fraction(settings.match_points.draw, 10)),
            Score.GAME_POINTS: self._context(Score.GAME_POINTS, self.boards * self.board_win,
                                             self.boards * Fraction(scoring.draw, 10)),
        }
        self.board_points = {(team.number, number): self._board_points(team, number)
                             for team in event.teams.teams for number in range(1, self.rounds + 1)}

    def context(self, score: Score) -> Context:
        return self.by_score[score]

    @property
    def teams(self) -> dict[int, PlayerRecord]:
        return self.by_score[self.primary].players

    def _context(self, score: Score, win: Fraction, draw: Fraction) -> Context:
        """The teams' rounds in one score, with the 299 points counted as a player's are: in the team's own score
        (and so its standing), not in what its opponents' tie-breaks read of its rounds."""
        points_of: Callable[[TeamRound], int] = (lambda r: r.match_points) if score is Score.MATCH_POINTS \
            else (lambda r: r.game_points)
        teams = {}
        for team in sorted(self.event.teams.teams, key=lambda t: t.number):
            records = [self._classify(team.rounds[n - 1] if n <= len(team.rounds) else None, n, points_of)
                       for n in range(1, self.rounds + 1)]
            not_voluntary = [r.number for r in records if not r.voluntary]
            paired = [r.number for r in records if r.opponent is not None]
            teams[team.number] = PlayerRecord(
                tpn=team.number, name=team.name, rating=team.strength or None, rounds=records,
                score=sum((r.points for r in records), Fraction(team.adjustment_after(self.rounds, score), 10)),
                last_not_voluntary=max(not_voluntary, default=0), last_paired=max(paired, default=0),
                final_points=Fraction(team.final_adjustment(score), 10))
        return Context.of_records(teams, self.rounds, win, draw, self.edition)

    def _classify(self, entry: TeamRound | None, number: int, points_of) -> RoundRecord:
        if entry is None:
            return RoundRecord(number, Kind.ABSENT, None, None, None, Fraction(0))
        kind = _KIND[entry.outcome]
        opponent = entry.opponent if kind in (Kind.GAME, Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS) else None
        if kind is Kind.GAME:
            won = self.event.teams.settings.match_points
            result = {won.win: Result.WIN, won.draw: Result.DRAW}.get(entry.match_points, Result.LOSS)
        else:
            result = _RESULT[entry.outcome]
        return RoundRecord(number, kind, opponent, entry.colour, result, Fraction(points_of(entry), 10))

    def _board_points(self, team, number: int) -> BoardPoints:
        entry = team.rounds[number - 1] if number <= len(team.rounds) else None
        if entry is None or entry.outcome is not MatchOutcome.PLAYED:
            share = Fraction(entry.game_points if entry else 0, 10 * self.boards)
            return BoardPoints((share,) * self.boards, True)
        # The members who sat at a board that round, in board order (a reserve moves the others down).
        scoring = self.event.scoring
        seated = []
        for tpn in team.members:
            rounds = self.event.player(tpn).rounds
            if number <= len(rounds) and at_a_board(rounds[number - 1]):
                seated.append(Fraction(scoring.points(rounds[number - 1].result), 10))
        seated += [Fraction(0)] * (self.boards - len(seated))
        return BoardPoints(tuple(seated[:self.boards]), False)

    def board_totals(self, tpn: int) -> tuple[Fraction, ...]:
        """Points on each board over all the rounds, board 1 first."""
        totals = [Fraction(0)] * self.boards
        for number in range(1, self.rounds + 1):
            for board, points in enumerate(self.board_points[(tpn, number)].points):
                totals[board] += points
        return tuple(totals)


# -- Art. 13.1: the scores -------------------------------------------------------------------------------------

def _score_value(tctx: TeamContext, tpn: int, score: Score, article: str) -> Value:
    team = tctx.context(score).player(tpn)
    parts = tuple(Part(r.number, r.opponent, r.points, (clause(KIND_WORDS[r.kind]),)) for r in team.rounds)
    return worked(_SCORE_WORDS[score], team.standing, show_points(team.standing), parts, count=len(parts),
                  article=article)


def match_points(tctx: TeamContext, tpn: int) -> Value:
    """MPTS (13.1): the team's match points."""
    return _score_value(tctx, tpn, Score.MATCH_POINTS, "13.1")


def game_points(tctx: TeamContext, tpn: int) -> Value:
    """GPTS (13.1): the team's game points, every board's points added up."""
    return _score_value(tctx, tpn, Score.GAME_POINTS, "13.1")


def secondary_points(tctx: TeamContext, tpn: int) -> Value:
    """MPVGP (13.1): the score that is not the primary one: game points when match points rank, and the reverse."""
    return _score_value(tctx, tpn, tctx.secondary, "13.1")


# -- Art. 8 and 13.2: Buchholz and the extended Sonneborn-Berger ------------------------------------------------

def team_buchholz(name: str, low: int = 0, high: int = 0):
    def compute(tctx: TeamContext, tpn: int) -> Value:
        return buchholz.buchholz_value(tctx.context(tctx.primary), tpn, name, low=low, high=high)
    compute.__doc__ = f"{name} (C.07 Art. 8.1, 14, 16): the opponents' primary scores, dummies for unplayed rounds."
    return compute


def extended_sonneborn_berger(name: str, opponents: Score | None, own: Score | None, low: int = 0):
    """ESB family (13.2): each opponent's score of one kind times the team's points of a kind against them.
    None: ESB itself, the opponents' primary score times the team's secondary points."""
    def compute(tctx: TeamContext, tpn: int) -> Value:
        theirs = opponents or tctx.primary
        mine = own or tctx.secondary
        return buchholz.buchholz_value(tctx.context(theirs), tpn, name, sonneborn=True, low=low,
                                       scored=tctx.context(mine))
    compute.__doc__ = f"{name} (C.07 Art. 13.2, 16): opponents' adjusted scores x the team's points against them."
    return compute


# -- Art. 12: the boards -----------------------------------------------------------------------------------------

def board_count(tctx: TeamContext, tpn: int) -> Value:
    """BC (12.1): each board's points times the board's number, added up; the lower ranks higher."""
    totals = tctx.board_totals(tpn)
    value = sum((board * points for board, points in enumerate(totals, 1)), Fraction(0))
    parts = []
    for number in range(1, tctx.rounds + 1):
        boards = tctx.board_points[(tpn, number)]
        weighted = sum((b * p for b, p in enumerate(boards.points, 1)), Fraction(0))
        shown = clause("part.boards", points=" ".join(show_points(p) for p in boards.points))
        parts.append(Part(number, tctx.teams[tpn].rounds[number - 1].opponent, weighted,
                          (shown, clause("part.boards_shared")) if boards.shared else (shown,)))
    return worked("working.board_count", value, show_points(value), parts,
                  sum=" + ".join(f"{b} x {show_points(p)}" for b, p in enumerate(totals, 1)))


def _places(groups: list[list[int]], keys: Callable[[int], tuple], describe: Callable[[int], dict]
            ) -> dict[int, Value]:
    """Each team's place inside its tied group by `keys` compared in turn, best first (1, 2, 2, 4), or 0 for
    everyone when they separate nobody."""
    values = {}
    for group in groups:
        ordered = sorted(group, key=lambda t: (tuple(-k for k in keys(t)), t))
        place = {}
        for index, tpn in enumerate(ordered):
            place[tpn] = place[ordered[index - 1]] if index and keys(tpn) == keys(ordered[index - 1]) else index + 1
        detail = {tpn: [describe(tpn)] for tpn in group}
        values.update(encounter.place_values(group, place, detail, "teams"))
    return values


def top_board_result(tctx: TeamContext, groups: list[list[int]]) -> dict[int, Value]:
    """TBR (12.2): among tied teams, the points on board 1, then board 2, and so on."""
    def describe(tpn):
        return clause("part.boards", points=" ".join(show_points(p) for p in tctx.board_totals(tpn)))
    return _places(groups, tctx.board_totals, describe)


def bottom_board_elimination(tctx: TeamContext, groups: list[list[int]]) -> dict[int, Value]:
    """BBE (12.3): among tied teams, the game points without the last board, then without the last two, and so
    on."""
    def keys(tpn):
        totals = tctx.board_totals(tpn)
        return tuple(sum(totals[:kept], Fraction(0)) for kept in range(tctx.boards - 1, 0, -1))

    def describe(tpn):
        return clause("step.without_last_boards", points=" ".join(show_points(p) for p in keys(tpn)))
    return _places(groups, keys, describe)


# -- Art. 6 and 13.3: direct encounter and the extended direct encounter ---------------------------------------

def direct_encounter(tctx: TeamContext, groups: list[list[int]]) -> dict[int, Value]:
    """DE (6) for teams: the primary score in the matches among the tied teams."""
    return encounter.direct_encounter(tctx.context(tctx.primary), groups, "teams")


def extended_encounter(steps: str):
    """EDE and its chains (13.3): direct encounter on the primary score (P), then on the secondary one (S), again
    while either separates anyone; then, when exactly two teams are still tied (13.3.2), their match's board
    count (C), its boards one by one from the top (T), or without its bottom boards (B), in the order `steps`
    names them. T stands for every board in turn, B for leaving out the last board, then the last two, and so on.
    A step that separates someone is repeated until it separates nobody; the sequence ends when no step separates
    anyone more (as gacrux runs it)."""
    def compute(tctx: TeamContext, groups: list[list[int]]) -> dict[int, Value]:
        chain = _chain(tctx, steps)
        values: dict[int, Value] = {}
        for group in groups:
            place = {tpn: 1 for tpn in group}
            detail: dict[int, list[dict]] = {tpn: [] for tpn in group}
            pending = [sorted(group)] if len(group) > 1 else []
            step, clean = 0, 0
            while pending and clean < len(chain):
                split_any, after = False, []
                for members in pending:
                    split = chain[step](members, place, detail)
                    if split:
                        split_any = True
                        after.extend(sub for sub in split if len(sub) > 1)
                    else:
                        after.append(members)
                pending = after
                if split_any:
                    clean = 0
                else:
                    clean += 1
                    step = (step + 1) % len(chain)
            values.update(encounter.place_values(group, place, detail, "teams"))
        return values
    compute.__doc__ = f"EDE steps {steps} (C.07 Art. 13.3)."
    return compute


def _chain(tctx: TeamContext, steps: str) -> list[Callable]:
    """One pass function per step letter: (members, place, detail) -> the subgroups made, [] for none."""
    primary, secondary = tctx.context(tctx.primary), tctx.context(tctx.secondary)
    chain = []
    tops = bottoms = 0
    expanded = steps.replace("T", "T" * tctx.boards).replace("B", "B" * (tctx.boards - 1))
    for letter in expanded:
        if letter == "P":
            chain.append(lambda m, p, d: encounter.split_by_encounters(primary, m, p, d, what=("step.primary", {})))
        elif letter == "S":
            chain.append(lambda m, p, d: encounter.split_by_encounters(secondary, m, p, d,
                                                                       what=("step.secondary", {})))
        elif letter == "C":
            # The board count ranks the lower first: compare it negated.
            chain.append(_board_step(tctx, [-b for b in range(1, tctx.boards + 1)], ("step.board_count", {})))
        elif letter == "T":
            tops += 1
            weights = [1 if b == tops else 0 for b in range(1, tctx.boards + 1)]
            chain.append(_board_step(tctx, weights, ("step.board", {"board": tops})))
        elif letter == "B":
            bottoms += 1
            weights = [1 if b <= tctx.boards - bottoms else 0 for b in range(1, tctx.boards + 1)]
            chain.append(_board_step(tctx, weights, ("step.without_bottom", {"count": bottoms})))
    return chain


def _board_step(tctx: TeamContext, weights: list[int], what: tuple[str, dict]) -> Callable:
    """13.3.2: only two teams still tied are compared on their match's boards."""
    primary = tctx.context(tctx.primary)

    def points(tpn: int, record: RoundRecord) -> Fraction:
        boards = tctx.board_points[(tpn, record.number)].points
        return sum((w * p for w, p in zip(weights, boards)), Fraction(0))

    def step(members, place, detail):
        if len(members) != 2:
            return []
        return encounter.split_by_encounters(primary, members, place, detail, points=points, most=tctx.board_win,
                                             what=what)
    return step
