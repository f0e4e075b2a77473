"""Arena events: no rounds; a player who finishes a game is paired again at once.

Pure functions over frozen dataclasses. The engine never reads a clock: every operation takes `now`, the
page's time in integer milliseconds since 1970-01-01 UTC, and times never go backwards within an event.
`start` begins the event and pairs everyone, `finish` records a game's result and pairs the two players
again, `pause` / `resume` take a player out of the pairing and back (a player who leaves simply stays
paused), `standings` ranks the players, `waiting` lists who is free and since when.

The issue's rules, made precise, with Lichess's arena (lila, modules/tournament) where it names the same thing:

- Scoring. A win scores 2, a draw 1, a loss 0. After two wins in a row the player is "on fire": the next
  result counts double (a win 4, a draw 2), and so does every result while the streak lasts; a result that is
  not a win ends it, and a player on fire stays on fire after a doubled win. This is lila's
  arena/ArenaSheet.scala: `case (ResWin, Double) => 4; case (ResWin, _) => 2; case (ResDraw, Double) => 2;
  case (ResDraw, _) => 1`, with `Double` when `isOnFire(scores)`, i.e. "firstTwoAreWins" of the player's
  results so far, most recent first. So a draw while on fire scores 2 and ends the streak, as in Lichess.
  Lichess's berserk bonus, its zero for a draw in fewer than 10 moves and its "second draw in a row scores 0"
  variant are not in the issue and not here.
- Ranking (the live standings, also the order "best-ranked" refers to): score, then a tie-break value, then
  the player id (lower first). The tie-break value is lila's `Player.magicScore` second term,
  `performanceOption | rating`: the performance once the player has finished at least three games
  (Performance.scala: `sheet.scores.size < 3` gives none), else the entry rating. The performance is
  Performance.scala's: the average over the finished games of the opponent's rating, +500 for a win, -500 for
  a loss, truncated to an integer as Scala's division does. Lichess computes it only when the event is over;
  here it is live, so the standings and the pairing order agree at every moment. Players with the same score
  and tie-break value share a place.
- Pairing. A player becomes free when the event starts, when their game finishes, or when they resume; the
  players who became free in one operation are taken best-ranked first, and each one still free is paired
  with the best-ranked free player they have not just played, if there is one; otherwise they wait. "Just
  played" means either player's most recent finished game was against the other (lila's AntmaPairing
  penalises `playedTogether` in both directions the same way). Because of this order no two waiting players
  can ever be paired with each other, so waiting ends only when someone else becomes free.
  Lichess differs here (PairingSystem.scala): it collects the waiting players and pairs them in batches by a
  minimum-weight matching on rank distance (`Math.abs(a.rank - b.rank) * 1000`, rating distance and a
  penalty for last opponents), and pairs the first minutes by adjacent ranks. The issue asks for the
  finisher's best-ranked free opponent at once, so that is what is done.
  A player added to the event while the arena runs is free from then on and is paired at the next pairing
  (any start, finish or resume): after the players who just became free, every other free player is taken in
  ranking order too, which changes nothing for players already waiting, since they cannot be paired with each
  other.
  One exception, from lila's `onlyTwoActivePlayers` (a small event with only two waiting players may pair
  them again): when exactly two players are free, no game is in progress and they just played each other, they
  are paired again, since nobody else can ever become free and the event would otherwise stall.
- Colours: White goes to the player who has had White less often relative to Black (whites minus blacks);
  when equal, to the one who had Black in their latest game while the other had White; else to the
  better-ranked player.
- Time: the event ends `duration` ms after its start. No game starts at or after the end; games in progress
  may still finish and count. The event is over when the time is up and no game is in progress.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ... import messages

WIN, DRAW, LOSS = "win", "draw", "loss"
RESULTS = ("1-0", "1/2-1/2", "0-1")
# The outcome for White and for Black of each result.
_OUTCOMES = {"1-0": (WIN, LOSS), "1/2-1/2": (DRAW, DRAW), "0-1": (LOSS, WIN)}
_BASE_POINTS = {WIN: 2, DRAW: 1, LOSS: 0}  # lila ArenaSheet: ResWin 2, ResDraw 1, else 0
PERFORMANCE_GAMES = 3  # lila Performance.scala: no performance below three games
PERFORMANCE_DIFF = 500  # lila Performance.scala: DIFF = 500


class ArenaError(messages.WordedError):
    """An operation the arena's rules refuse, worded by a key of swisspair.messages; `player` and `game` name what it
    concerns."""

    def __init__(self, code: str, message: str, player: int | None = None, game: int | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.player = player
        self.game = game

    @classmethod
    def of(cls, key: str, /, *, player: int | None = None, game: int | None = None,  # type: ignore[override]
           **params: Any) -> "ArenaError":
        return cls(messages.code_of(key), messages.sentence(key, params), player, game).worded(key, params)


@dataclass(frozen=True)
class Player:
    id: int
    rating: int = 0


@dataclass(frozen=True)
class Game:
    """A game, numbered in the order games start. `finish` and `result` stay None while it is played."""

    id: int
    white: int
    black: int
    start: int
    finish: int | None = None
    result: str | None = None

    def opponent(self, player: int) -> int:
        return self.black if player == self.white else self.white

    def outcome(self, player: int) -> str:
        white, black = _OUTCOMES[self.result]
        return white if player == self.white else black


@dataclass(frozen=True)
class Pause:
    """A player out of the pairing from `start` until `end` (None: still paused)."""

    player: int
    start: int
    end: int | None = None


@dataclass(frozen=True)
class Arena:
    players: tuple[Player, ...]
    duration: int  # milliseconds
    start: int | None = None
    games: tuple[Game, ...] = ()
    pauses: tuple[Pause, ...] = ()

    @cached_property
    def finished_by_player(self) -> dict[int, list[Game]]:
        """Each player's finished games, computed once per arena (an operation makes a new one), so a pairing
        or the standings of a long event read the games once rather than once per player."""
        out: dict[int, list[Game]] = {p.id: [] for p in self.players}
        for game in self.games:
            if game.result is not None:
                out.setdefault(game.white, []).append(game)
                out.setdefault(game.black, []).append(game)
        return out

    @cached_property
    def ratings(self) -> dict[int, int]:
        return {p.id: p.rating for p in self.players}

    @cached_property
    def ranking(self) -> list[Standing]:
        return _standings(self)


@dataclass(frozen=True)
class Score:
    """One finished game on a player's sheet: `doubled` when the player was on fire before it."""

    game: int
    outcome: str
    points: int
    doubled: bool


@dataclass(frozen=True)
class Standing:
    rank: int  # position in the order, 1 first, never shared
    place: int  # shared by players with the same score and tie-break value
    player: int
    score: int
    games: int
    wins: int
    draws: int
    losses: int
    performance: int | None
    tiebreak: int  # the performance, or the rating below PERFORMANCE_GAMES games
    on_fire: bool  # the next result counts double
    playing: int | None  # the game in progress, if any
    paused: bool


@dataclass(frozen=True)
class Waiting:
    player: int
    since: int


# ------------------------------------------------------------------------------------------------- reading


def end_time(arena: Arena) -> int | None:
    return None if arena.start is None else arena.start + arena.duration


def is_over(arena: Arena, now: int) -> bool:
    """The time is up and every game has finished."""
    end = end_time(arena)
    return end is not None and now >= end and not in_progress(arena)


def in_progress(arena: Arena) -> list[Game]:
    return [g for g in arena.games if g.result is None]


def _finished_games(arena: Arena, player: int) -> list[Game]:
    # A player plays one game at a time, so their games in id (start) order are also in finish order.
    return arena.finished_by_player.get(player, [])


def sheet(arena: Arena, player: int) -> list[Score]:
    """The player's finished games in order with their points (lila ArenaSheet)."""
    scores: list[Score] = []
    for game in _finished_games(arena, player):
        outcome = game.outcome(player)
        doubled = _on_fire(scores)
        points = _BASE_POINTS[outcome] * (2 if doubled else 1)
        scores.append(Score(game.id, outcome, points, doubled))
    return scores


def _on_fire(scores: list[Score]) -> bool:
    """lila ArenaSheet.isOnFire: the two most recent results are wins."""
    return len(scores) >= 2 and scores[-1].outcome == WIN and scores[-2].outcome == WIN


def performance(arena: Arena, player: int) -> int | None:
    """lila Performance.scala: mean of opponent rating ±500 over the finished games, from three games on."""
    games = _finished_games(arena, player)
    if len(games) < PERFORMANCE_GAMES:
        return None
    ratings = arena.ratings
    total = 0
    for game in games:
        bonus = {WIN: PERFORMANCE_DIFF, LOSS: -PERFORMANCE_DIFF, DRAW: 0}[game.outcome(player)]
        total += ratings[game.opponent(player)] + bonus
    quotient = abs(total) // len(games)  # Scala's Int division truncates towards zero
    return quotient if total >= 0 else -quotient


def _paused(arena: Arena) -> set[int]:
    return {p.player for p in arena.pauses if p.end is None}


def standings(arena: Arena) -> list[Standing]:
    """Every player in ranking order: score, tie-break value (higher first), id (lower first)."""
    return list(arena.ranking)


def _standings(arena: Arena) -> list[Standing]:
    playing = {}
    for game in in_progress(arena):
        playing[game.white] = playing[game.black] = game.id
    paused = _paused(arena)
    rows = []
    for player in arena.players:
        scores = sheet(arena, player.id)
        perf = performance(arena, player.id)
        rows.append(dict(
            player=player.id, score=sum(s.points for s in scores), games=len(scores),
            wins=sum(s.outcome == WIN for s in scores), draws=sum(s.outcome == DRAW for s in scores),
            losses=sum(s.outcome == LOSS for s in scores), performance=perf,
            tiebreak=player.rating if perf is None else perf, on_fire=_on_fire(scores),
            playing=playing.get(player.id), paused=player.id in paused))
    rows.sort(key=lambda r: (-r["score"], -r["tiebreak"], r["player"]))
    out = []
    place = 0
    for index, row in enumerate(rows):
        if index == 0 or (row["score"], row["tiebreak"]) != (rows[index - 1]["score"], rows[index - 1]["tiebreak"]):
            place = index + 1
        out.append(Standing(rank=index + 1, place=place, **row))
    return out


def _last_opponent(arena: Arena, player: int) -> int | None:
    games = _finished_games(arena, player)
    return games[-1].opponent(player) if games else None


def _free_since(arena: Arena, player: int) -> int:
    """When the player last became free: the start, their latest finish or the end of their latest pause."""
    times = [arena.start or 0]
    times += [g.finish for g in _finished_games(arena, player)]
    times += [p.end for p in arena.pauses if p.player == player and p.end is not None]
    return max(times)


def waiting(arena: Arena, now: int) -> list[Waiting]:
    """The free players in ranking order while pairing goes on (started, time not up): not playing, not
    paused."""
    end = end_time(arena)
    if end is None or now >= end:
        return []
    busy = _paused(arena)
    for game in in_progress(arena):
        busy |= {game.white, game.black}
    return [Waiting(s.player, _free_since(arena, s.player)) for s in standings(arena) if s.player not in busy]


# ----------------------------------------------------------------------------------------------- operations


def _latest_time(arena: Arena) -> int | None:
    times = [] if arena.start is None else [arena.start]
    for game in arena.games:
        times += [game.start] + ([] if game.finish is None else [game.finish])
    for pause in arena.pauses:
        times += [pause.start] + ([] if pause.end is None else [pause.end])
    return max(times, default=None)


def _check_now(arena: Arena, now: int) -> None:
    latest = _latest_time(arena)
    if latest is not None and now < latest:
        raise ArenaError.of("arena.time_backwards", now=str(now), latest=str(latest))


def _known(arena: Arena, player: int) -> None:
    if all(p.id != player for p in arena.players):
        raise ArenaError.of("event.no_such_player", player=player, id=str(player))


def start(arena: Arena, now: int) -> Arena:
    """Start the clock and pair every player who is not paused, best-ranked first."""
    if arena.start is not None:
        raise ArenaError.of("arena.already_started")
    _check_now(arena, now)
    active = [p.id for p in arena.players if p.id not in _paused(arena)]
    if len(active) < 2:
        raise ArenaError.of("arena.too_few")
    return _pair(replace(arena, start=now), active, now)


def finish(arena: Arena, game_id: int, result: str, now: int) -> Arena:
    """Record a game's result and pair both players again at once (unless paused or the time is up)."""
    game = next((g for g in arena.games if g.id == game_id), None)
    if game is None:
        raise ArenaError.of("arena.no_such_game", game=game_id, number=str(game_id))
    if game.result is not None:
        raise ArenaError.of("arena.game_has_result", game=game_id, number=str(game_id), result=game.result)
    if result not in RESULTS:
        raise ArenaError.of("arena.bad_result", game=game_id, result=repr(result), choices=", ".join(RESULTS))
    _check_now(arena, now)
    done = replace(game, finish=now, result=result)
    arena = replace(arena, games=tuple(done if g.id == game_id else g for g in arena.games))
    return _pair(arena, [game.white, game.black], now)


def pause(arena: Arena, player: int, now: int) -> Arena:
    """Take a player out of the pairing (a game in progress still finishes and counts)."""
    _known(arena, player)
    if player in _paused(arena):
        raise ArenaError.of("arena.already_paused", player=player, id=str(player))
    _check_now(arena, now)
    return replace(arena, pauses=arena.pauses + (Pause(player, now),))


def resume(arena: Arena, player: int, now: int) -> Arena:
    """Bring a paused player back; once the arena has started they are paired at once if anyone is free."""
    _known(arena, player)
    if player not in _paused(arena):
        raise ArenaError.of("arena.not_paused", player=player, id=str(player))
    _check_now(arena, now)
    pauses = tuple(replace(p, end=now) if p.player == player and p.end is None else p for p in arena.pauses)
    arena = replace(arena, pauses=pauses)
    return arena if arena.start is None else _pair(arena, [player], now)


def _pair(arena: Arena, became_free: list[int], now: int) -> Arena:
    """Pair the players who just became free, best-ranked first, each with the best-ranked free player they
    have not just played (see the module text)."""
    if now >= end_time(arena):
        return arena
    order = [w.player for w in waiting(arena, now)]
    free = set(order)
    rank = {pid: i for i, pid in enumerate(order)}
    games = list(arena.games)
    first = sorted((p for p in became_free if p in free), key=rank.__getitem__)
    # Then everyone else who is free: none of them can be paired with another (see the module text) unless a
    # player joined the event while it ran; such a player is taken at the first pass after joining.
    queue = first + [p for p in order if p not in first]
    for player in queue:
        if player not in free:
            continue
        last = _last_opponent(arena, player)
        opponent = next((q for q in order if q in free and q != player and q != last
                         and _last_opponent(arena, q) != player), None)
        if opponent is not None:
            games.append(_new_game(arena, games, player, opponent, rank, now))
            free -= {player, opponent}
    if len(free) == 2 and all(g.result is not None for g in games):
        first, second = sorted(free, key=rank.__getitem__)
        games.append(_new_game(arena, games, first, second, rank, now))
    return replace(arena, games=tuple(games))


def _new_game(arena: Arena, games: list[Game], a: int, b: int, rank: dict[int, int], now: int) -> Game:
    def colour_key(player: int) -> tuple[int, int, int]:
        played = [g for g in arena.games if player in (g.white, g.black)]
        balance = sum(1 if g.white == player else -1 for g in played)
        had_white_last = 1 if played and played[-1].white == player else 0
        return balance, had_white_last, rank[player]

    white, black = sorted((a, b), key=colour_key)
    return Game(max((g.id for g in games), default=0) + 1, white, black, now)
