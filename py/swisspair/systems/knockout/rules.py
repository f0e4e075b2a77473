"""Knockout events: single elimination (with an optional third-place match) and double elimination.

Pure functions over a small state: `build_bracket` makes a `Knockout`, `next_games` says which games are to be
played now, `record_result` returns a new state with one game's result, `placing` gives the final places.

The rules it implements:
- Seeding by rating: seed 1 is the highest rated (ties: lower player number first). Seeds are placed in the
  standard order (1-16, 8-9, 5-12, 4-13, 3-14, 6-11, 7-10, 2-15 for 16), so seeds 1 and 2 can meet only in the
  final, seeds 1-4 only from the semi-finals on, seeds 1-2^k only once 2^k players are left.
- A field that is not a power of two is filled up to one with byes; a bye is the seed "number" above the
  field, so it meets the top seeds in round 1: the top seeds get the byes.
- A match is one game. A drawn game is followed by a tie-break game in its own round with colours reversed,
  until one game is decisive. SwissPair's convention: the better seed has White in a match's first game.
- Optional third-place match between the semi-final losers.
- Double elimination: a player is out after a second loss. Losers of winners' round 1 meet in losers' round 1;
  losers of winners' round k + 1 drop into losers' round 2k in the drop-down order of brackets-manager.js
  (`drop_order`), which keeps a dropped player away from the players they have met; the winners' champion
  meets the losers' champion in the grand final, which is played again (bracket reset) when the losers'
  champion wins it, since only then have both lost once.

Everything is iterative: no recursion (Pyodide's stack is small).
"""

import copy
import enum
from dataclasses import dataclass, field
from typing import Any

from ...messages import sentence

BYE = 0


class Outcome(enum.Enum):
    WHITE_WINS = "1-0"
    DRAW = "1/2-1/2"
    BLACK_WINS = "0-1"


class Side(enum.Enum):
    WINNERS = "W"
    LOSERS = "L"
    THIRD_PLACE = "3P"
    GRAND_FINAL = "GF"


@dataclass
class Game:
    white: int
    black: int
    outcome: Outcome | None = None


@dataclass
class Match:
    """One pairing of the bracket; `top` and `bottom` are player numbers, BYE, or None while not yet known."""

    key: str
    side: Side
    round: int
    top: int | None = None
    bottom: int | None = None
    games: list[Game] = field(default_factory=list)
    winner: int | None = None
    loser: int | None = None
    # Where the winner and the loser go next: (match key, 0 for top or 1 for bottom).
    winner_to: tuple[str, int] | None = None
    loser_to: tuple[str, int] | None = None
    # The bracket-reset grand final is played only if the losers' champion wins the first one.
    needed: bool = True


@dataclass
class Knockout:
    seeds: list[int]
    double: bool = False
    third_place: bool = False
    reset: bool = True
    matches: dict[str, Match] = field(default_factory=dict)


@dataclass(frozen=True)
class Pending:
    """A game to play now: the `number`th game of match `key`."""

    key: str
    number: int
    white: int
    black: int


@dataclass(frozen=True)
class Place:
    first: int
    last: int
    player: int


def seed_by_rating(ratings: dict[int, int]) -> list[int]:
    """Player numbers from the highest rating down; equal ratings keep the lower player number first."""
    return sorted(ratings, key=lambda player: (-ratings[player], player))


def bracket_size(players: int) -> int:
    size = 1
    while size < players:
        size *= 2
    return size


def seeding_order(size: int) -> list[int]:
    """Seed at each bracket position, top to bottom, for a power-of-two `size`.

    Each doubling pairs every seed s with (2m + 1 - s), m the old size, alternating which one goes on top,
    which yields 1-16, 8-9, 5-12, 4-13, 3-14, 6-11, 7-10, 2-15 for 16.
    """
    if size < 2 or size & (size - 1):
        raise ValueError(f"a bracket has a power-of-two number of places (2, 4, 8, ...), not {size}")
    order = [1, 2]
    while len(order) < size:
        partner = 2 * len(order) + 1
        grown = []
        for index, seed in enumerate(order):
            grown += [seed, partner - seed] if index % 2 == 0 else [partner - seed, seed]
        order = grown
    return order


# Order in which the losers of each winners' round drop into the losers' bracket, by bracket size: entry 0 for
# winners' round 1, entry k for round k + 1. These are the defaults of brackets-manager.js (`defaultMinorOrdering`),
# chosen to keep a dropped player away from those they have already met. ("reverse_half_shift" there equals
# "reverse" on an even list.) Larger brackets: reverse and half shift alternately, the final's loser natural.
_DROP_ORDERS = {
    4: ("natural", "reverse"),
    8: ("natural", "reverse", "natural"),
    16: ("natural", "reverse", "reverse", "natural"),
    32: ("natural", "reverse", "half_shift", "natural", "natural"),
    64: ("natural", "reverse", "half_shift", "reverse", "natural", "natural"),
    128: ("natural", "reverse", "half_shift", "pair_flip", "pair_flip", "pair_flip", "natural"),
}


def drop_order(size: int, winners_round: int) -> list[int]:
    """For each match of `winners_round`, the slot (0-based) its loser takes among that round's drop-downs."""
    count = size >> winners_round
    rounds = size.bit_length() - 1
    if size in _DROP_ORDERS:
        name = _DROP_ORDERS[size][winners_round - 1]
    elif winners_round == 1 or winners_round == rounds:
        name = "natural"
    else:
        name = "reverse" if winners_round % 2 == 0 else "half_shift"
    slots = list(range(count))
    if name == "reverse":
        return slots[::-1]
    if name == "half_shift":
        half = count // 2
        return [(i + half) % count for i in slots]
    if name == "pair_flip":
        return [i ^ 1 for i in slots]
    return slots


def build_bracket(seeds: list[int], third_place: bool = False, double: bool = False,
                  reset: bool = True) -> Knockout:
    """The bracket for `seeds` (player numbers, best seed first), every bye already resolved."""
    if len(seeds) < 2:
        raise ValueError(f"a knockout needs at least 2 players, got {len(seeds)}")
    for index, player in enumerate(seeds):
        if isinstance(player, bool) or not isinstance(player, int) or player <= 0:
            raise ValueError(f"seed {index + 1}: a player number must be a positive whole number, not {player!r}")
    if len(set(seeds)) != len(seeds):
        raise ValueError("a player is seeded twice: " + ", ".join(str(p) for p in sorted(
            {p for p in seeds if seeds.count(p) > 1})))
    if double and third_place:
        raise ValueError("a double elimination needs no third-place match: its losers' bracket ranks third")
    size = bracket_size(len(seeds))
    rounds = size.bit_length() - 1
    state = Knockout(seeds=list(seeds), double=double, third_place=third_place and rounds >= 2, reset=reset)
    matches = state.matches

    for r in range(1, rounds + 1):
        for i in range(size >> r):
            matches[f"W{r}.{i + 1}"] = Match(f"W{r}.{i + 1}", Side.WINNERS, r,
                                             winner_to=(f"W{r + 1}.{i // 2 + 1}", i % 2) if r < rounds else None)
    for i, seed in enumerate(seeding_order(size)):
        player = seeds[seed - 1] if seed <= len(seeds) else BYE
        match = matches[f"W1.{i // 2 + 1}"]
        if i % 2 == 0:
            match.top = player
        else:
            match.bottom = player

    if state.third_place:
        matches["3P"] = Match("3P", Side.THIRD_PLACE, rounds)
        matches[f"W{rounds - 1}.1"].loser_to = ("3P", 0)
        matches[f"W{rounds - 1}.2"].loser_to = ("3P", 1)

    if double:
        _add_losers_bracket(state, size, rounds)
    return _settle(state)


def _add_losers_bracket(state: Knockout, size: int, rounds: int) -> None:
    matches = state.matches
    matches["GF1"] = Match("GF1", Side.GRAND_FINAL, 1)
    matches["GF2"] = Match("GF2", Side.GRAND_FINAL, 2)
    matches[f"W{rounds}.1"].winner_to = ("GF1", 0)
    if rounds == 1:
        matches["W1.1"].loser_to = ("GF1", 1)
        return
    last = 2 * (rounds - 1)
    for r in range(1, last + 1):
        # Losers' rounds come in pairs of equal size: 2k - 1 (its own winners) and 2k (with the drop-downs).
        count = size >> ((r + 1) // 2 + 1)
        for i in range(count):
            key = f"L{r}.{i + 1}"
            if r == last:
                to = ("GF1", 1)
            elif r % 2 == 1:
                to = (f"L{r + 1}.{i + 1}", 0)
            else:
                to = (f"L{r + 1}.{i // 2 + 1}", i % 2)
            matches[key] = Match(key, Side.LOSERS, r, winner_to=to)
    for i, slot in enumerate(drop_order(size, 1)):
        matches[f"W1.{i + 1}"].loser_to = (f"L1.{slot // 2 + 1}", slot % 2)
    for k in range(1, rounds):
        for i, slot in enumerate(drop_order(size, k + 1)):
            matches[f"W{k + 1}.{i + 1}"].loser_to = (f"L{2 * k}.{slot + 1}", 1)


def _seed_rank(state: Knockout, player: int) -> int:
    return state.seeds.index(player)


def _place(state: Knockout, to: tuple[str, int] | None, player: int) -> None:
    if to is None:
        return
    target = state.matches[to[0]]
    if to[1] == 0:
        target.top = player
    else:
        target.bottom = player


def _settle(state: Knockout) -> Knockout:
    """Resolve byes, start first games, send winners and losers on, until nothing changes."""
    changed = True
    while changed:
        changed = False
        for match in state.matches.values():
            if match.winner is not None or not match.needed or match.top is None or match.bottom is None:
                continue
            if BYE in (match.top, match.bottom):
                match.winner = match.bottom if match.top == BYE else match.top
                match.loser = BYE
            elif not match.games:
                better, worse = sorted((match.top, match.bottom), key=lambda p: _seed_rank(state, p))
                match.games.append(Game(better, worse))
                changed = True
                continue
            else:
                game = match.games[-1]
                if game.outcome is None:
                    continue
                if game.outcome is Outcome.DRAW:
                    # A drawn game: a tie-break game, in its own round, colours reversed.
                    match.games.append(Game(game.black, game.white))
                    changed = True
                    continue
                match.winner = game.white if game.outcome is Outcome.WHITE_WINS else game.black
                match.loser = game.black if match.winner == game.white else game.white
            _place(state, match.winner_to, match.winner)
            _place(state, match.loser_to, match.loser)
            if match.key == "GF1":
                reset = state.matches["GF2"]
                if state.reset and match.winner == match.bottom:
                    reset.top, reset.bottom = match.top, match.bottom
                else:
                    reset.needed = False
            changed = True
    return state


def next_games(state: Knockout) -> list[Pending]:
    """The games that can be played now, in bracket order (winners', third place, losers', grand final)."""
    pending = []
    for match in state.matches.values():
        if match.winner is None and match.games and match.games[-1].outcome is None:
            game = match.games[-1]
            pending.append(Pending(match.key, len(match.games), game.white, game.black))
    return pending


def record_result(state: Knockout, key: str, outcome: Outcome) -> Knockout:
    """A new state with `outcome` for the game now due in match `key`; the given state is left unchanged."""
    return record_results(state, [(key, outcome)])


def record_results(state: Knockout, results: list[tuple[str, Outcome]]) -> Knockout:
    """A new state with the outcomes of several games due now (one per match), copied and settled once: what
    replaying a whole round of an event needs. The given state is left unchanged."""
    for key, outcome in results:
        if not isinstance(outcome, Outcome):
            raise ValueError(f"match {key}: a result is 1-0, 1/2-1/2 or 0-1, not {outcome!r}")
        match = state.matches.get(key)
        if match is None:
            raise ValueError(f"no match {key!r} in this bracket")
        if match.winner is not None:
            raise ValueError(f"match {key} is already decided ({match.winner} won)")
        if not match.games or match.games[-1].outcome is not None:
            raise ValueError(f"match {key} has no game to play yet: its players are not both known")
    if len({key for key, _ in results}) != len(results):
        raise ValueError("two results for one match's game")
    new = copy.deepcopy(state)
    for key, outcome in results:
        new.matches[key].games[-1].outcome = outcome
    return _settle(new)


def champion(state: Knockout) -> int | None:
    if state.double:
        reset = state.matches["GF2"]
        return reset.winner if reset.needed else state.matches["GF1"].winner
    rounds = bracket_size(len(state.seeds)).bit_length() - 1
    return state.matches[f"W{rounds}.1"].winner


def is_finished(state: Knockout) -> bool:
    return champion(state) is not None and all(
        m.winner is not None for m in state.matches.values() if m.needed)


def placing(state: Knockout) -> list[Place]:
    """Final places. Players knocked out at the same stage share a range of places (5-8 for quarter-finals).

    Single elimination: the final decides 1 and 2; the third-place match 3 and 4, or else the semi-final losers
    share 3-4; earlier losers by round. Double elimination: the grand final decides 1 and 2, then players by
    the losers' round they went out in, the latest first.
    """
    if not is_finished(state):
        raise ValueError(f"the knockout is not finished: {len(next_games(state))} game(s) to play now")
    winner = champion(state)
    places = [Place(1, 1, winner)]
    # Groups of players out at the same stage, best stage first.
    stages: list[list[int]] = []
    matches = list(state.matches.values())
    if state.double:
        final = state.matches["GF2"] if state.matches["GF2"].needed else state.matches["GF1"]
        stages.append([final.loser])
        last = max((m.round for m in matches if m.side is Side.LOSERS), default=0)
        for r in range(last, 0, -1):
            stages.append([m.loser for m in matches if m.side is Side.LOSERS and m.round == r])
    else:
        rounds = max(m.round for m in matches if m.side is Side.WINNERS)
        for r in range(rounds, 0, -1):
            out = [m.loser for m in matches if m.side is Side.WINNERS and m.round == r]
            if r == rounds - 1 and state.third_place:
                third = state.matches["3P"]
                stages += [[third.winner], [third.loser]]
            else:
                stages.append(out)
    position = 2
    for stage in stages:
        players = [p for p in stage if p not in (BYE, None)]
        players.sort(key=lambda p: _seed_rank(state, p))
        for player in players:
            places.append(Place(position, position + len(players) - 1, player))
        position += len(players)
    return places


# The last rounds by how many players are left in them, as messages of swisspair.messages; in a double elimination
# they are the winners' bracket's.
LAST_ROUNDS = {2: "knockout_round.final", 4: "knockout_round.semi_final", 8: "knockout_round.quarter_final"}
WINNERS_LAST_ROUNDS = {2: "knockout_round.winners_final", 4: "knockout_round.winners_semi_final",
                       8: "knockout_round.winners_quarter_final"}


def round_words(state: Knockout, key: str) -> tuple[str, dict[str, Any]]:
    """A match's round as a message of swisspair.messages and its parameters, which the page words: the final, the
    semi-final, the round of 16, losers' round 3, ..."""
    match = state.matches.get(key)
    if match is None:
        raise ValueError(f"no match {key!r} in this bracket")
    if match.side is Side.THIRD_PLACE:
        return "knockout_round.third_place", {}
    if match.side is Side.GRAND_FINAL:
        return ("knockout_round.grand_final" if match.round == 1 else "knockout_round.grand_final_reset"), {}
    if match.side is Side.LOSERS:
        return "knockout_round.losers", {"number": str(match.round)}
    left = bracket_size(len(state.seeds)) >> (match.round - 1)
    if left in LAST_ROUNDS:
        return (WINNERS_LAST_ROUNDS if state.double else LAST_ROUNDS)[left], {}
    return "knockout_round.round_of", {"size": str(left)}


def round_name(state: Knockout, key: str) -> str:
    """What the page calls a match's round, in English: "Final", "Semi-final", "Round of 16", "Losers' round 3", ..."""
    return sentence(*round_words(state, key))
