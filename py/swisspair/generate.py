"""Random Swiss tournaments for benchmarks and tests: ratings like an open, results from rating differences.

`generate_tournament(GeneratorSettings(players=200, completed_rounds=4, total_rounds=9, seed=1))` gives a
`Tournament` whose first rounds are paired and played, ready for the next round to be paired. Everything
comes from one `random.Random(seed)`: the same settings always give the same tournament.

Up to `engine_limit` players every round is paired by the project's Dutch engine, so the history is a real
Dutch history. Above it the engine would make generating the bench's inputs as slow as the thing measured,
so `approximate_swiss_round` pairs instead: a greedy Swiss that respects the absolute rules (no rematch,
no illegal colour sequence, one PAB at most, none after a win's points without playing) but not the
Dutch optimisation criteria. A valid history is all the next round's pairing needs.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from .generate_rounds import REQUESTED_BYES, Amount, Outcome, RoundSettings, board_outcomes, chosen, event_byes
from .systems.dutch.acceleration import apply_baku_acceleration, standard_scoring
from .systems.dutch.colours import allocate
from .systems.dutch.pairing import PairingError, pair_round
from .history import PlayerState, build_states, rounds_played
from .model import Colour, Player, Result, RoundEntry, Scoring, Tournament

BAKU = "FIDE_DUTCH_BAKU"  # the TRF-2026 192 type a Baku-accelerated generated event declares


class GeneratorError(ValueError):
    """The settings cannot give a tournament (e.g. a round that has no legal pairing)."""


@dataclass(frozen=True)
class GeneratorSettings:
    players: int
    completed_rounds: int
    total_rounds: int
    seed: int = 0
    highest_rating: int = 2700
    lowest_rating: int = 1200
    draw_rate: float = 0.3  # share of draws between equal players; fewer as the rating gap grows
    white_advantage: int = 35  # rating points white's first move is worth
    forfeit_rate: float = 0.0  # per board
    half_bye_rate: float = 0.0  # per player and round: asks for a half-point bye
    zero_bye_rate: float = 0.0  # per player and round: absent without points
    engine_limit: int = 150  # up to this many players the Dutch engine pairs every round
    initial_colour: Colour = Colour.WHITE
    # What bbpPairings' Random Tournament Generator varies besides (its configuration, rtg_config.py):
    uniform_ratings: bool = False  # ratings drawn evenly from lowest to highest, not shaped like an open's
    retired_share: float = 0.0  # share of players who withdraw after a random round (zero-point byes from then)
    half_bye_share: float = 0.0  # share of players who ask for one half-point bye in a random round but the last
    scoring: Scoring = field(default_factory=Scoring)
    # What FIDE's endorsement check-list asks besides (generate_rounds.py): requested byes of every kind and
    # unusual results, as shares or counts, for the whole event or round by round, and Baku acceleration.
    byes: dict[Result, Amount] = field(default_factory=dict)  # players who ask one bye of a kind in the event
    outcomes: dict[Outcome, Amount] = field(default_factory=dict)  # per board, every round
    rounds: dict[int, RoundSettings] = field(default_factory=dict)  # a round's own settings
    baku: bool = False  # Baku acceleration (C.04.7), written as the 250 records of its virtual points

    def validate(self) -> None:
        if self.players < 2:
            raise GeneratorError(f"players: at least 2 are needed, got {self.players}")
        if self.players > 9999:
            raise GeneratorError(f"players: a TRF pairing number has 4 digits, so at most 9999, got {self.players}")
        if not 1 <= self.total_rounds <= 99:
            raise GeneratorError(f"total_rounds: 1 to 99, got {self.total_rounds}")
        if not 0 <= self.completed_rounds <= self.total_rounds:
            raise GeneratorError(
                f"completed_rounds: 0 to total_rounds ({self.total_rounds}), got {self.completed_rounds}")
        if not 0 <= self.lowest_rating <= self.highest_rating <= 9999:
            raise GeneratorError(
                f"ratings: need 0 <= lowest ({self.lowest_rating}) <= highest ({self.highest_rating}) <= 9999")
        for name in ("draw_rate", "forfeit_rate", "half_bye_rate", "zero_bye_rate", "retired_share", "half_bye_share"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise GeneratorError(f"{name}: a probability from 0 to 1, got {value}")
        if self.half_bye_rate + self.zero_bye_rate > 0.5:
            raise GeneratorError("half_bye_rate + zero_bye_rate: at most 0.5, or too few players are left to pair")
        for number, settings in self.rounds.items():
            if not 1 <= number <= self.total_rounds:
                raise GeneratorError(f"rounds: round {number} is not one of the {self.total_rounds} rounds")
            if settings.draw_rate is not None and not 0.0 <= settings.draw_rate <= 1.0:
                raise GeneratorError(f"round {number} draw_rate: a probability from 0 to 1, got {settings.draw_rate}")
        amounts = [*self.byes.values(), *self.outcomes.values()] + [
            a for r in self.rounds.values() for a in (*r.byes.values(), *r.outcomes.values())]
        if any(not 0.0 <= a.share <= 1.0 or a.count < 0 for a in amounts):
            raise GeneratorError("byes and outcomes: shares from 0 to 1 and counts of at least 0")
        if any(kind not in REQUESTED_BYES for r in [self, *self.rounds.values()] for kind in r.byes):
            raise GeneratorError("byes: only full-point (F), half-point (H) and zero-point (Z) byes are requested")
        if self.baku and not standard_scoring(self.scoring):
            raise GeneratorError("baku: Baku acceleration (C.04.7) needs the standard 1 / ½ / 0 scoring")


@dataclass(frozen=True)
class RoundBoards:
    """One round's pairing as the generator applies it."""

    boards: list[tuple[int, int]]  # (white, black) pairing numbers
    bye: int | None  # the pairing-allocated bye


def generate_tournament(settings: GeneratorSettings) -> Tournament:
    settings.validate()
    rng = random.Random(settings.seed)
    tournament = Tournament(
        name=f"Generated {settings.players} players, seed {settings.seed}",
        players=_players(settings, rng),
        total_rounds=settings.total_rounds,
        initial_colour=settings.initial_colour,
        scoring=settings.scoring,
        tournament_type=BAKU if settings.baku else None,
    )
    planned = _planned_absences(settings, rng)
    for round_number in range(1, settings.completed_rounds + 1):
        _record_absences(tournament, settings, rng, planned.get(round_number, {}))
        _record_round_byes(tournament, settings, rng, round_number)
        if settings.players <= settings.engine_limit:
            try:
                pairing = pair_round(tournament)
            except PairingError as exc:
                raise GeneratorError(f"round {round_number}: {exc}") from exc
            paired = RoundBoards([(b.white, b.black) for b in pairing.boards], pairing.bye)
        else:
            paired = approximate_swiss_round(tournament)
        play_round(tournament, settings, rng, round_number, paired)
    _set_points_and_ranks(tournament)
    if settings.baku:
        # The virtual points written out (250), as the engine gave them: a reader then takes them as they are and
        # does not work out the groups again (bbpPairings forms group A otherwise, see acceleration.py).
        tournament = apply_baku_acceleration(tournament)
    return tournament


# -- players ---------------------------------------------------------------------------------------------

def _players(settings: GeneratorSettings, rng: random.Random) -> list[Player]:
    """Ratings bunched in the middle with a thin strong tail, the shape of an open's rating list; or, as
    bbpPairings' generator draws them, evenly from lowest to highest."""
    if settings.uniform_ratings:
        ratings = sorted((rng.randint(settings.lowest_rating, settings.highest_rating)
                          for _ in range(settings.players)), reverse=True)
        return [Player(number=n, name=f"Player {n:04d}", rating=r) for n, r in enumerate(ratings, 1)]
    draws = sorted((rng.betavariate(2.0, 3.0) for _ in range(settings.players)), reverse=True)
    top, bottom = draws[0], draws[-1]
    span = settings.highest_rating - settings.lowest_rating
    players = []
    for number, x in enumerate(draws, 1):
        # Rescaled so that the strongest has highest_rating and the weakest lowest_rating exactly.
        share = (x - bottom) / (top - bottom) if top > bottom else 1.0
        players.append(Player(
            number=number,
            name=f"Player {number:04d}",
            rating=settings.lowest_rating + round(span * share),
        ))
    return players


# -- absences, results ---------------------------------------------------------------------------------

def _planned_absences(settings: GeneratorSettings, rng: random.Random) -> dict[int, dict[int, Result]]:
    """By round, then player: the withdrawals and the single half-point byes decided before round 1 (no dice are
    rolled for them when their shares are 0, so other settings give the tournaments they always gave)."""
    planned: dict[int, dict[int, Result]] = {}
    rounds = settings.total_rounds
    if settings.retired_share and rounds >= 2:
        for number in range(1, settings.players + 1):
            if rng.random() < settings.retired_share:
                for r in range(rng.randint(2, rounds), rounds + 1):
                    planned.setdefault(r, {})[number] = Result.ZERO_BYE
    if settings.half_bye_share and rounds >= 2:
        for number in range(1, settings.players + 1):
            if rng.random() < settings.half_bye_share:
                planned.setdefault(rng.randint(1, rounds - 1), {}).setdefault(number, Result.HALF_BYE)
    for r, absences in event_byes(rng, list(range(1, settings.players + 1)), rounds, settings.byes).items():
        for number, kind in absences.items():
            planned.setdefault(r, {}).setdefault(number, kind)
    return planned


def _record_absences(tournament: Tournament, settings: GeneratorSettings, rng: random.Random,
                     planned: dict[int, Result]) -> None:
    """Byes requested before the pairing: the engine reads `0000 - H/Z` in the round being paired as absent."""
    absent = 0
    for player in tournament.players:
        roll = rng.random()
        # Keep at least two players in the pairing, whatever the dice and the plans say.
        if absent + 2 >= settings.players:
            break
        if player.number in planned:
            player.rounds.append(RoundEntry(None, None, planned[player.number]))
            absent += 1
        elif roll < settings.half_bye_rate:
            player.rounds.append(RoundEntry(None, None, Result.HALF_BYE))
            absent += 1
        elif roll < settings.half_bye_rate + settings.zero_bye_rate:
            player.rounds.append(RoundEntry(None, None, Result.ZERO_BYE))
            absent += 1


def _record_round_byes(tournament: Tournament, settings: GeneratorSettings, rng: random.Random, round_number: int
                       ) -> None:
    """The byes the round being paired asks for itself, among the players not yet absent in it (two are always
    left to pair)."""
    byes = settings.rounds[round_number].byes if round_number in settings.rounds else {}
    for kind in REQUESTED_BYES:
        present = [p.number for p in tournament.players if len(p.rounds) < round_number]
        for number in chosen(rng, present, byes.get(kind, Amount()))[: max(0, len(present) - 2)]:
            tournament.player(number).rounds.append(RoundEntry(None, None, kind))


def play_round(tournament: Tournament, settings: GeneratorSettings, rng: random.Random, round_number: int,
               paired: RoundBoards) -> None:
    """Play a round's boards and give its PAB; every player must then have an entry for the round."""
    by_number = {p.number: p for p in tournament.players}
    own = settings.rounds.get(round_number, RoundSettings())
    unusual = board_outcomes(rng, len(paired.boards), settings.outcomes, own)
    draw_rate = settings.draw_rate if own.draw_rate is None else own.draw_rate
    # A round that sets its own forfeits has them all picked above; the event's per-board roll is then skipped.
    forfeit_rate = 0.0 if Outcome.FORFEIT in own.outcomes else settings.forfeit_rate
    for board, (white_number, black_number) in enumerate(paired.boards):
        white, black = by_number[white_number], by_number[black_number]
        if board in unusual:
            white_result, black_result = unusual[board].results(rng)
        else:
            white_result, black_result = _result(settings, rng, white.rating, black.rating, draw_rate, forfeit_rate)
        white.rounds.append(RoundEntry(black_number, Colour.WHITE, white_result))
        black.rounds.append(RoundEntry(white_number, Colour.BLACK, black_result))
    if paired.bye is not None:
        by_number[paired.bye].rounds.append(RoundEntry(None, None, Result.PAIRING_BYE))
    for player in tournament.players:
        if len(player.rounds) != round_number:
            raise GeneratorError(f"round {round_number}: player {player.number} was neither paired nor absent")


def _result(settings: GeneratorSettings, rng: random.Random, white_rating: int, black_rating: int,
            draw_rate: float, forfeit_rate: float) -> tuple[Result, Result]:
    """Elo expectation for white; draws likelier between equals; a forfeit goes against a random side."""
    if rng.random() < forfeit_rate:
        return (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if rng.random() < 0.5 else (
            Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
    expected = 1.0 / (1.0 + math.pow(10.0, (black_rating - white_rating - settings.white_advantage) / 400.0))
    draw = draw_rate * (1.0 - abs(2.0 * expected - 1.0))
    win = max(0.0, expected - draw / 2.0)
    roll = rng.random()
    if roll < win:
        return Result.WIN, Result.LOSS
    if roll < win + draw:
        return Result.DRAW, Result.DRAW
    return Result.LOSS, Result.WIN


def _set_points_and_ranks(tournament: Tournament) -> None:
    """The points column from the results, and ranks by points then pairing number (no tie-breaks)."""
    for player in tournament.players:
        player.points = sum(tournament.scoring.points(e.result) for e in player.rounds)
    for rank, player in enumerate(sorted(tournament.players, key=lambda p: (-p.points, p.number)), 1):
        player.rank = rank


# -- the approximate pairer -----------------------------------------------------------------------------

# How far up from the bottom the last boards are re-paired when the greedy pass leaves players over.
_REPAIR_LIMIT = 256


def approximate_swiss_round(tournament: Tournament) -> RoundBoards:
    """Pair the next round fast and legally, but not by the Dutch optimisation criteria (see the module).

    The PAB goes to the lowest-ranked eligible player of the lowest score. Score groups are paired from the
    top: the players moved down first, then top half against bottom half, each S1 player taking the first
    S2 player it may meet; whoever is left moves down. Players left at the bottom are re-paired together
    with the lowest boards. Colours follow C.04.3 Art. 5.2.
    """
    completed = rounds_played(tournament)
    states = build_states(tournament, completed)
    present = sorted((s for s in states if s.present and s.rank_index >= 0), key=lambda s: (-s.score, s.rank_index))
    round_number = completed + 1

    bye = None
    if len(present) % 2:
        bye = next((s for s in reversed(present) if s.bye_eligible), None)
        if bye is None:
            raise GeneratorError(f"round {round_number}: an odd number of players and nobody may get the bye")
        present.remove(bye)

    pairs: list[tuple[PlayerState, PlayerState]] = []
    moved_down: list[PlayerState] = []
    start = 0
    while start < len(present):
        end = start
        while end < len(present) and present[end].score == present[start].score:
            end += 1
        bracket = moved_down + present[start:end]
        moved_down = _pair_bracket(bracket, pairs)
        start = end
    if moved_down:
        _repair_bottom(moved_down, pairs, round_number)

    initial = tournament.initial_colour or Colour.WHITE
    boards = []
    for a, b in pairs:
        first, second = (a, b) if a.number < b.number else (b, a)
        colour, _rule = allocate(first, second, initial)
        boards.append((first.number, second.number) if colour is Colour.WHITE else (second.number, first.number))
    return RoundBoards(boards, bye.number if bye else None)


def may_meet(a: PlayerState, b: PlayerState) -> bool:
    """The absolute rules: no rematch, and a colour both can take without breaking C.04.1 (C3)."""
    if b.number in a.played:
        return False
    return not (a.absolute and b.absolute and a.preference is b.preference)


def _pair_bracket(bracket: list[PlayerState], pairs: list[tuple[PlayerState, PlayerState]]) -> list[PlayerState]:
    """Top half against bottom half, skipping forbidden opponents; returns the players left over, in order."""
    half = len(bracket) // 2
    taken = [False] * len(bracket)
    for i in range(half):
        for j in range(half, len(bracket)):
            if not taken[j] and may_meet(bracket[i], bracket[j]):
                taken[i] = taken[j] = True
                pairs.append((bracket[i], bracket[j]))
                break
    # Whoever found no partner across the halves tries the others left over before moving down.
    for i in range(len(bracket)):
        if taken[i]:
            continue
        for j in range(i + 1, len(bracket)):
            if not taken[j] and may_meet(bracket[i], bracket[j]):
                taken[i] = taken[j] = True
                pairs.append((bracket[i], bracket[j]))
                break
    return [p for p, t in zip(bracket, taken) if not t]


def _repair_bottom(leftover: list[PlayerState], pairs: list[tuple[PlayerState, PlayerState]], round_number: int
                   ) -> None:
    """Undo ever more of the lowest boards and pair those players with the leftovers, most constrained first."""
    undo = len(leftover)
    while True:
        undo = min(undo, len(pairs))
        pool = leftover + [p for pair in pairs[len(pairs) - undo:] for p in pair]
        matched = _match_pool(pool)
        if matched is not None:
            del pairs[len(pairs) - undo:]
            pairs.extend(matched)
            return
        if undo == len(pairs) or len(pool) >= _REPAIR_LIMIT:
            raise GeneratorError(
                f"round {round_number}: the approximate pairer found no legal pairing for the lowest "
                f"{len(pool)} players (players {sorted(p.number for p in leftover)} were left over)")
        undo *= 2


def _match_pool(pool: list[PlayerState]) -> list[tuple[PlayerState, PlayerState]] | None:
    """A perfect matching of a small pool, greedily: the player with fewest partners left picks first."""
    remaining = list(pool)
    matched = []
    while remaining:
        options = {p.number: [q for q in remaining if q is not p and may_meet(p, q)] for p in remaining}
        chooser = min(remaining, key=lambda p: (len(options[p.number]), -p.score, p.rank_index))
        if not options[chooser.number]:
            return None
        partner = min(options[chooser.number], key=lambda q: (len(options[q.number]), -q.score, q.rank_index))
        matched.append((chooser, partner))
        remaining.remove(chooser)
        remaining.remove(partner)
    return matched
