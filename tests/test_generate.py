"""The tournament generator: valid histories (whichever pairer made them), reproducible, and TRF-clean."""

import time
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import swisspair.generate as generate
from swisspair import trf
from swisspair.generate import GeneratorError, GeneratorSettings, approximate_swiss_round, generate_tournament
from swisspair.model import Colour, Result
from swisspair.replay import check_tournament

MIRROR = {Result.WIN: Result.LOSS, Result.LOSS: Result.WIN, Result.DRAW: Result.DRAW,
          Result.FORFEIT_WIN: Result.FORFEIT_LOSS, Result.FORFEIT_LOSS: Result.FORFEIT_WIN}
BUSY = dict(forfeit_rate=0.05, half_bye_rate=0.05, zero_bye_rate=0.03)


def assert_valid_history(t, completed):
    """C.04.1's absolute rules over the whole history, and a file that agrees with itself."""
    by_number = {p.number: p for p in t.players}
    met = set()
    for p in t.players:
        assert len(p.rounds) == completed, f"player {p.number}: {len(p.rounds)} rounds, expected {completed}"
        for r, e in enumerate(p.rounds):
            if e.opponent is None:
                assert e.colour is None and e.result in (Result.PAIRING_BYE, Result.HALF_BYE, Result.ZERO_BYE)
                continue
            mirror = by_number[e.opponent].rounds[r]
            assert mirror.opponent == p.number, f"round {r + 1}: {p.number} meets {e.opponent}, not the reverse"
            assert mirror.colour is e.colour.opposite and mirror.result is MIRROR[e.result]
            if e.is_played and e.colour is Colour.WHITE:  # each game once, from white's side
                pair = frozenset((p.number, e.opponent))
                assert pair not in met, f"round {r + 1}: players {sorted(pair)} meet again"
                met.add(pair)
        assert p.points == sum(t.scoring.points(e.result) for e in p.rounds), f"player {p.number}: points column"
        # Colour rules, played games only: never three in a row, whites and blacks never 3 apart.
        colours = [e.colour for e in p.rounds if e.is_played]
        for i in range(len(colours)):
            assert abs(colours[: i + 1].count(Colour.WHITE) * 2 - (i + 1)) <= 2, f"player {p.number}: {colours}"
            assert i < 2 or len(set(colours[i - 2 : i + 1])) == 2, f"player {p.number}: {colours}"
        # C2: one PAB at most, and none after a win's points without playing (forfeit win or full bye).
        byes = [r for r, e in enumerate(p.rounds) if e.result is Result.PAIRING_BYE]
        assert len(byes) <= 1, f"player {p.number}: PAB in rounds {byes}"
        unearned = [r for r, e in enumerate(p.rounds) if e.result in (Result.FORFEIT_WIN, Result.FULL_BYE)]
        assert not byes or not unearned or byes[0] < unearned[0], f"player {p.number}: PAB after a forfeit win"
    for r in range(completed):
        paired = [p for p in t.players if p.rounds[r].opponent is not None]
        byes = [p for p in t.players if p.rounds[r].result is Result.PAIRING_BYE]
        assert len(byes) == len(paired + byes) % 2, f"round {r + 1}: {len(byes)} PABs for {len(paired + byes)}"


def test_dutch_history_is_the_engines_own_pairing():
    """Below engine_limit every round is the Dutch engine's: replaying the file pairs each round the same."""
    t = generate_tournament(GeneratorSettings(players=16, completed_rounds=4, total_rounds=7, seed=11, **BUSY))
    assert_valid_history(t, 4)
    checks = check_tournament(t)
    assert len(checks) == 4 and all(c.ok for c in checks), [(c.round, c.error) for c in checks if not c.ok]


@settings(max_examples=25)
@given(players=st.integers(4, 60), completed=st.integers(1, 3), seed=st.integers(0, 10**6))
def test_approximate_history_is_valid(players, completed, seed):
    s = GeneratorSettings(players=players, completed_rounds=completed, total_rounds=9, seed=seed,
                          engine_limit=0, **BUSY)
    try:
        t = generate_tournament(s)
    except GeneratorError as exc:
        # A greedy pairer may fail only where little choice is left: a handful of players.
        assert players <= 8, exc
        return
    assert_valid_history(t, completed)


def test_bottom_repair_gives_a_valid_pairing(monkeypatch):
    """Six players and four rounds leave the greedy pass stuck at the bottom: the repair must finish the round."""
    repairs = []
    real = generate._repair_bottom
    monkeypatch.setattr(generate, "_repair_bottom", lambda *args: repairs.append(args) or real(*args))
    t = generate_tournament(GeneratorSettings(players=6, completed_rounds=4, total_rounds=5, seed=0, engine_limit=0))
    assert repairs, "seed 0 no longer needs the repair; pick another seed"
    assert_valid_history(t, 4)


def test_no_legal_pairing_is_reported_not_forced():
    # Round 4 of 4 players: everyone has met everyone in rounds 1-3.
    with pytest.raises(GeneratorError, match="round 4"):
        generate_tournament(GeneratorSettings(players=4, completed_rounds=4, total_rounds=5, engine_limit=0))


def test_large_history_is_valid_and_fast():
    started = time.perf_counter()
    t = generate_tournament(GeneratorSettings(players=2000, completed_rounds=4, total_rounds=9, seed=5, **BUSY))
    elapsed = time.perf_counter() - started
    assert_valid_history(t, 4)
    assert elapsed < 30, f"2000 players x 4 rounds took {elapsed:.1f} s"
    # The next round pairs everyone present but at most one player.
    present = sum(1 for p in t.players if len(p.rounds) == 4)
    nxt = approximate_swiss_round(t)
    assert 2 * len(nxt.boards) + (nxt.bye is not None) == present


def test_ratings_span_the_settings_and_descend():
    t = generate_tournament(GeneratorSettings(players=300, completed_rounds=0, total_rounds=9, seed=2))
    ratings = [p.rating for p in t.players]
    assert ratings[0] == 2700 and ratings[-1] == 1200 and ratings == sorted(ratings, reverse=True)
    # An open's shape: more players in the lower half of the range than in the upper half.
    assert sum(r < 1950 for r in ratings) > sum(r >= 1950 for r in ratings)


def outcomes_by_favourite(t):
    """Results of white's games counted from the higher-rated side."""
    by_number = {p.number: p for p in t.players}
    outcomes = Counter()
    for p in t.players:
        for e in p.rounds:
            if e.colour is Colour.WHITE:
                outcomes[e.result if p.rating >= by_number[e.opponent].rating else MIRROR[e.result]] += 1
    return outcomes


def test_results_follow_ratings_and_draw_rate():
    # A wide field: early Swiss rounds are big mismatches, which the stronger side nearly always wins.
    wide = outcomes_by_favourite(generate_tournament(GeneratorSettings(
        players=400, completed_rounds=2, total_rounds=9, seed=3, draw_rate=0.3)))
    assert wide[Result.WIN] > 5 * wide[Result.LOSS]
    assert wide[Result.DRAW] < 0.1 * sum(wide.values())
    # A field within 100 points: nearly draw_rate draws, and the favourite wins only a little more.
    close = outcomes_by_favourite(generate_tournament(GeneratorSettings(
        players=400, completed_rounds=4, total_rounds=9, seed=3, draw_rate=0.3,
        highest_rating=2000, lowest_rating=1900)))
    assert 0.2 < close[Result.DRAW] / sum(close.values()) < 0.33
    assert close[Result.LOSS] < close[Result.WIN] < 2 * close[Result.LOSS]


def test_same_seed_same_tournament_other_seed_other():
    s = GeneratorSettings(players=24, completed_rounds=3, total_rounds=7, seed=9, **BUSY)
    assert generate_tournament(s) == generate_tournament(s)
    other = generate_tournament(GeneratorSettings(players=24, completed_rounds=3, total_rounds=7, seed=10, **BUSY))
    assert other != generate_tournament(s)


def test_absences_and_forfeits_appear_at_their_rates():
    t = generate_tournament(GeneratorSettings(players=500, completed_rounds=4, total_rounds=9, seed=4,
                                              forfeit_rate=0.1, half_bye_rate=0.05, zero_bye_rate=0.05))
    results = Counter(e.result for p in t.players for e in p.rounds)
    entries = 500 * 4
    assert 0.03 < results[Result.HALF_BYE] / entries < 0.07
    assert 0.03 < results[Result.ZERO_BYE] / entries < 0.07
    assert 0.05 < results[Result.FORFEIT_WIN] / (entries / 2) < 0.15


@pytest.mark.parametrize("bad, field", [
    (dict(players=1), "players"),
    (dict(completed_rounds=10), "completed_rounds"),
    (dict(draw_rate=1.5), "draw_rate"),
    (dict(lowest_rating=2800), "ratings"),
])
def test_bad_settings_name_the_field(bad, field):
    values = dict(players=10, completed_rounds=2, total_rounds=9) | bad
    with pytest.raises(GeneratorError, match=field):
        generate_tournament(GeneratorSettings(**values))


@pytest.mark.skipif(not hasattr(trf, "format_trf"), reason="trf.format_trf is not there yet")
def test_trf_round_trip_then_the_engine_agrees():
    t = generate_tournament(GeneratorSettings(players=14, completed_rounds=3, total_rounds=7, seed=21, **BUSY))
    back = trf.parse_trf(trf.format_trf(t))
    assert [(p.number, p.rating, p.points, p.rounds) for p in back.players] == [
        (p.number, p.rating, p.points, p.rounds) for p in t.players]
    assert (back.total_rounds, back.initial_colour) == (7, Colour.WHITE)
    assert all(c.ok for c in check_tournament(back))
