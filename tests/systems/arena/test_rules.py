"""Arena (systems/arena/rules.py): lila's streak scoring, the best-ranked-free-opponent pairing, pauses and the end."""

import random
from dataclasses import replace

import pytest

from swisspair.systems.arena import rules as arena
from swisspair.systems.arena.rules import Arena, ArenaError, Game, Player

MIN = 60_000


def field(*ratings: int, minutes: int = 30) -> Arena:
    return Arena(tuple(Player(i, r) for i, r in enumerate(ratings, start=1)), minutes * MIN)


def game_of(a: Arena, player: int) -> Game:
    return next(g for g in arena.in_progress(a) if player in (g.white, g.black))


def pairs(a: Arena) -> set[frozenset[int]]:
    return {frozenset((g.white, g.black)) for g in arena.in_progress(a)}


def win(a: Arena, winner: int, now: int) -> Arena:
    g = game_of(a, winner)
    return arena.finish(a, g.id, "1-0" if g.white == winner else "0-1", now)


def lose(a: Arena, loser: int, now: int) -> Arena:
    g = game_of(a, loser)
    return arena.finish(a, g.id, "0-1" if g.white == loser else "1-0", now)


def draw(a: Arena, player: int, now: int) -> Arena:
    return arena.finish(a, game_of(a, player).id, "1/2-1/2", now)


def with_results(outcomes: str) -> Arena:
    """Player 1's finished games against a rotating field, one per letter (w, d, l), for the sheet alone."""
    games = []
    for i, letter in enumerate(outcomes, start=1):
        result = {"w": "1-0", "d": "1/2-1/2", "l": "0-1"}[letter]
        games.append(Game(i, 1, 2 + i % 3, i * MIN, i * MIN + 1, result))
    return Arena((Player(1, 1500), Player(2, 1500), Player(3, 1500), Player(4, 1500)), 600 * MIN, 0,
                 tuple(games))


# ------------------------------------------------------------------------------------------- scoring


@pytest.mark.parametrize("outcomes, points", [
    ("w", [2]), ("d", [1]), ("l", [0]),
    ("ww", [2, 2]),                       # two wins start the streak; neither is doubled
    ("www", [2, 2, 4]),                   # the third win counts double
    ("wwww", [2, 2, 4, 4]),               # a doubled win keeps the player on fire
    ("wwd", [2, 2, 2]),                   # a draw on fire counts double (lila: ResDraw, Double => 2) ...
    ("wwdw", [2, 2, 2, 2]),               # ... and ends the streak
    ("wwdww", [2, 2, 2, 2, 2]),
    ("wwdwww", [2, 2, 2, 2, 2, 4]),       # a new streak needs two new wins
    ("wwl", [2, 2, 0]),                   # a loss on fire scores 0 and ends the streak
    ("wwlw", [2, 2, 0, 2]),
    ("wlw", [2, 0, 2]), ("wdw", [2, 1, 2]),  # wins that are not in a row never double
    ("dww", [1, 2, 2]), ("dwww", [1, 2, 2, 4]),
    ("wwwlwww", [2, 2, 4, 0, 2, 2, 4]),
])
def test_streak_scoring(outcomes, points):
    scores = arena.sheet(with_results(outcomes), 1)
    assert [s.points for s in scores] == points
    # doubled exactly when the two results before were wins (lila ArenaSheet.isOnFire)
    assert [s.doubled for s in scores] == [i >= 2 and outcomes[i - 2:i] == "ww" for i in range(len(outcomes))]


def test_doubled_flag_and_fire_follow_the_two_latest_results():
    a = with_results("wwlww")
    assert [s.doubled for s in arena.sheet(a, 1)] == [False, False, True, False, False]
    row = next(s for s in arena.standings(a) if s.player == 1)
    assert row.on_fire and row.score == 8 and (row.wins, row.draws, row.losses) == (4, 0, 1)
    assert not next(s for s in arena.standings(with_results("wwd")) if s.player == 1).on_fire


def reference_points(outcomes: list[str]) -> int:
    """The issue's wording as a counter: results count double once the current run of wins is two or more."""
    total, run = 0, 0
    for outcome in outcomes:
        total += {"win": 2, "draw": 1, "loss": 0}[outcome] * (2 if run >= 2 else 1)
        run = run + 1 if outcome == "win" else 0
    return total


def test_performance_from_three_games_truncated_like_scala():
    a = Arena((Player(1, 1500), Player(2, 1600), Player(3, 1401), Player(4, 0)), 60 * MIN, 0, (
        Game(1, 1, 2, 0, 1, "1-0"), Game(2, 3, 1, 2, 3, "1/2-1/2")))
    assert arena.performance(a, 1) is None  # two games: the rating ranks the player
    row = next(s for s in arena.standings(a) if s.player == 1)
    assert (row.performance, row.tiebreak) == (None, 1500)
    a = Arena(a.players, a.duration, 0, a.games + (Game(3, 1, 4, 4, 5, "0-1"),))
    # (1600 + 500) + 1401 + (0 - 500) = 3001, / 3 = 1000.33 -> 1000
    assert arena.performance(a, 1) == 1000
    b = Arena((Player(1, 0), Player(2, 0)), 60 * MIN, 0, tuple(Game(i, 1, 2, i, i, "0-1") for i in (1, 2, 3, 4)))
    assert arena.performance(b, 1) == -500 and arena.performance(b, 2) == 500
    c = Arena((Player(1, 0), Player(2, 100), Player(3, 0)), 60 * MIN, 0, (
        Game(1, 1, 2, 1, 1, "0-1"), Game(2, 1, 3, 2, 2, "0-1"), Game(3, 1, 3, 3, 3, "0-1")))
    assert arena.performance(c, 1) == -466  # -1400 / 3 = -466.67, truncated towards zero


def test_standings_order_and_shared_places():
    a = Arena((Player(1, 1500), Player(2, 1700), Player(3, 1500), Player(4, 1600)), 60 * MIN, 0, (
        Game(1, 1, 2, 0, 1, "1-0"), Game(2, 3, 4, 0, 1, "1-0")))
    rows = arena.standings(a)
    # 1 and 3 both 2 points and rating 1500: id breaks the order, the place is shared
    assert [(r.player, r.rank, r.place, r.score) for r in rows] == [(1, 1, 1, 2), (3, 2, 1, 2), (2, 3, 3, 0),
                                                                    (4, 4, 4, 0)]


# ------------------------------------------------------------------------------------------- pairing


def test_start_pairs_best_ranked_first():
    a = arena.start(field(1800, 2000, 1500, 1900, 1600, 1700), 0)
    assert pairs(a) == {frozenset((2, 4)), frozenset((1, 6)), frozenset((5, 3))}
    assert arena.waiting(a, 0) == []
    assert all(g.start == 0 for g in a.games)


def test_finisher_waits_rather_than_replay_and_next_finisher_takes_the_best_ranked():
    a = arena.start(field(2000, 1900, 1800, 1700, 1600, 1500), 0)  # 1-2, 3-4, 5-6
    a = win(a, 2, 5 * MIN)
    # 1 and 2 are free, but they just played each other: both wait
    assert [w.player for w in arena.waiting(a, 5 * MIN)] == [2, 1]
    assert [(w.player, w.since) for w in arena.waiting(a, 6 * MIN)] == [(2, 5 * MIN), (1, 5 * MIN)]
    a = win(a, 6, 7 * MIN)
    # ranking now: 2 (2 pts, 1900), 6 (2 pts, 1500), 1, 5 ... 6 picks first: best-ranked free it has not just
    # played is 2; 5 then takes 1
    assert pairs(a) == {frozenset((3, 4)), frozenset((2, 6)), frozenset((1, 5))}
    assert arena.waiting(a, 7 * MIN) == []


def test_not_just_played_in_either_direction():
    # 1 beat 2, then 2 played 3 and finishes; 1 waited all along: 2's latest is 3, but 1's latest is 2
    a = arena.start(field(2000, 1900, 1800), 0)  # 1-2, 3 waits
    assert [w.player for w in arena.waiting(a, 0)] == [3]
    a = win(a, 1, MIN)
    # 1 (2 pts) picks first: 3 (not 2); 2 waits
    assert pairs(a) == {frozenset((1, 3))}
    a = win(a, 3, 2 * MIN)
    # 3 and 1 free with 2 waiting: 3 picks 2 (not 1, just played); 1 waits
    assert pairs(a) == {frozenset((2, 3))}
    assert [w.player for w in arena.waiting(a, 2 * MIN)] == [1]


def test_two_players_left_replay_rather_than_stall():
    a = arena.start(field(1500, 1400), 0)
    a = win(a, 1, MIN)
    assert pairs(a) == {frozenset((1, 2))} and len(a.games) == 2
    # with a third player playing elsewhere nothing stalls, so no rematch
    b = arena.start(field(1500, 1400, 1300, 1200), 0)
    b = win(b, 1, MIN)
    assert pairs(b) == {frozenset((3, 4))}
    assert {w.player for w in arena.waiting(b, MIN)} == {1, 2}


def test_a_player_who_joins_during_the_arena_is_paired_at_the_next_pairing():
    a = arena.start(field(2000, 1900, 1800, 1700), 0)  # 1-2, 3-4
    a = win(a, 1, MIN)  # 1 and 2 wait: they just played
    a = replace(a, players=a.players + (Player(5, 1000),))  # joins: free, but nothing pairs yet
    assert [w.player for w in arena.waiting(a, MIN)] == [1, 2, 5]
    a = win(a, 3, 2 * MIN)
    # 3 (2 points, 1800) is ranked below 1 (2 points, 2000): it takes 1; 4 takes 2; 5 still waits
    assert pairs(a) == {frozenset((1, 3)), frozenset((2, 4))}
    c = arena.start(field(2000, 1900, 1800), 0)  # 1-2, 3 waits
    c = replace(c, players=c.players + (Player(4, 1000),))
    c = arena.pause(c, 1, MIN)
    c = win(c, 2, 2 * MIN)  # 2 takes 3; 1 is paused; the joined 4 waits
    assert pairs(c) == {frozenset((2, 3))}
    c = arena.resume(c, 1, 3 * MIN)  # 1 takes 4
    assert pairs(c) == {frozenset((2, 3)), frozenset((1, 4))}
    d = arena.start(field(2000, 1900, 1800, 1700), 0)  # 1-2, 3-4
    d = win(d, 1, MIN)
    d = replace(d, players=d.players + (Player(5, 1000),))
    d = arena.resume(arena.pause(d, 3, MIN), 3, MIN)  # 3 is playing: no one becomes free ...
    # ... yet the pass takes the waiting players in order: 1 (2 points) takes 5, the player who joined
    assert pairs(d) == {frozenset((3, 4)), frozenset((1, 5))}


def test_colours_balance():
    a = arena.start(field(2000, 1900, 1800, 1700), 0)
    assert game_of(a, 1).white == 1 and game_of(a, 3).white == 3  # equal history: the better-ranked
    a = win(a, 1, MIN)
    a = win(a, 3, 2 * MIN)  # 3 picks 1: both had White, balance +1 each; 3 has 2 pts at 1800, 1 has 2 at 2000
    g = game_of(a, 1)
    assert (g.white, g.black) == (1, 3)
    g = game_of(a, 2)
    assert (g.white, g.black) == (2, 4)  # both had Black: balance -1 each, then rank
    a = win(a, 3, 3 * MIN)
    a = win(a, 4, 4 * MIN)  # 4 (2 pts, 1700) picks 3 (4 pts): 3 had W then B (0), 4 had B, B (-2): 4 gets White
    assert (game_of(a, 4).white, game_of(a, 4).black) == (4, 3)


def test_time_up_stops_pairing_but_games_finish_and_count():
    a = arena.start(field(2000, 1900, 1800, 1700, minutes=10), 0)
    a = win(a, 1, 9 * MIN)
    a = win(a, 3, 9 * MIN + 1)
    assert pairs(a) == {frozenset((1, 3)), frozenset((2, 4))}
    a = win(a, 1, 10 * MIN)  # at the end exactly: counts, nobody is paired
    assert pairs(a) == {frozenset((2, 4))}
    assert arena.waiting(a, 10 * MIN) == [] and not arena.is_over(a, 10 * MIN)
    a = draw(a, 2, 12 * MIN)
    assert arena.in_progress(a) == [] and arena.is_over(a, 12 * MIN)
    assert [(s.player, s.score) for s in arena.standings(a)] == [(1, 4), (3, 2), (2, 1), (4, 1)]
    assert arena.end_time(a) == 10 * MIN


def test_pause_and_resume():
    a = arena.pause(field(2000, 1900, 1800, 1700, 1600), 5, 0)
    a = arena.start(a, 0)
    assert pairs(a) == {frozenset((1, 2)), frozenset((3, 4))}
    a = arena.pause(a, 1, MIN)  # during a game: it still finishes, then 1 is not paired
    a = win(a, 1, 2 * MIN)
    assert pairs(a) == {frozenset((3, 4))} and [w.player for w in arena.waiting(a, 2 * MIN)] == [2]
    a = arena.resume(a, 5, 3 * MIN)
    assert pairs(a) == {frozenset((3, 4)), frozenset((2, 5))}
    a = arena.resume(a, 1, 4 * MIN)
    assert [(w.player, w.since) for w in arena.waiting(a, 4 * MIN)] == [(1, 4 * MIN)]
    with pytest.raises(ArenaError) as err:
        arena.resume(a, 1, 4 * MIN)
    assert err.value.code == "not_paused" and err.value.player == 1


def test_refusals_name_what_is_wrong():
    a = field(2000, 1900)
    with pytest.raises(ArenaError, match="at least two"):
        arena.start(arena.pause(a, 1, 0), 0)
    a = arena.start(a, 100)
    for call, code in [
        (lambda: arena.start(a, 200), "already_started"),
        (lambda: arena.finish(a, 7, "1-0", 200), "unknown_game"),
        (lambda: arena.finish(a, 1, "2-0", 200), "bad_result"),
        (lambda: arena.finish(a, 1, "1-0", 50), "time_backwards"),
        (lambda: arena.pause(a, 9, 200), "unknown_player"),
        (lambda: arena.finish(arena.finish(a, 1, "1-0", 200), 1, "0-1", 300), "finished"),
    ]:
        with pytest.raises(ArenaError) as err:
            call()
        assert err.value.code == code and err.value.message


def test_random_events_keep_the_rules():
    """Random arenas: nobody plays two games at once, no new game repeats a pair that just played (but for
    the stall exception), no two waiting players could be paired, scores equal the counter formulation."""
    rng = random.Random(7)
    for _ in range(60):
        count = rng.randint(2, 9)
        a = field(*(rng.randint(1000, 2400) for _ in range(count)), minutes=60)
        a = arena.start(a, 0)
        now = 0
        while arena.in_progress(a):
            now += rng.randint(0, 3 * MIN)
            action = rng.random()
            before = len(a.games)
            if action < 0.08:
                who = rng.randint(1, count)
                a = arena.resume(a, who, now) if who in arena._paused(a) else arena.pause(a, who, now)
            else:
                g = rng.choice(arena.in_progress(a))
                a = arena.finish(a, g.id, rng.choice(arena.RESULTS), now)
            check_state(a, now, before)
        for row in arena.standings(a):
            outcomes = [s.outcome for s in arena.sheet(a, row.player)]
            assert row.score == reference_points(outcomes)


def check_state(a: Arena, now: int, before: int) -> None:
    busy = [p for g in arena.in_progress(a) for p in (g.white, g.black)]
    assert len(busy) == len(set(busy))
    free = [w.player for w in arena.waiting(a, now)]
    assert not set(free) & set(busy) and not set(free) & arena._paused(a)
    for g in a.games[before:]:
        assert g.start == now < arena.end_time(a)
        stall = len(busy) == 2 and not free
        if not stall:
            assert arena._last_opponent(a, g.white) != g.black and arena._last_opponent(a, g.black) != g.white
    for x in free:
        for y in free:
            if x != y:
                assert arena._last_opponent(a, x) == y or arena._last_opponent(a, y) == x
