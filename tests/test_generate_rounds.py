"""swisspair.generate_rounds: the requested byes, forfeits and unusual results a generated event asks for, as
shares or counts, for the whole event or one round; and Baku acceleration written as the engine paired it."""

import random
from collections import Counter

from swisspair.generate import GeneratorSettings, generate_tournament
from swisspair.generate_rounds import Amount, Outcome, RoundSettings, chosen
from swisspair.model import Result
from swisspair.replay import check_tournament
from swisspair.systems.dutch.acceleration import group_a_size
from swisspair.trf import format_trf, parse_trf


def generated(**extra):
    settings = dict(players=24, completed_rounds=7, total_rounds=7, seed=5, engine_limit=24) | extra
    tournament = generate_tournament(GeneratorSettings(**settings))
    return tournament, parse_trf(format_trf(tournament))


def results_of_round(tournament, r):
    """(white's, black's) result of every board of round r, and the requested byes of the round."""
    boards, byes = [], Counter()
    for p in tournament.players:
        entry = p.rounds[r - 1]
        if entry.result is Result.PAIRING_BYE:
            continue
        if entry.opponent is None:
            byes[entry.result] += 1
        elif entry.colour.name == "WHITE":
            boards.append((entry.result, tournament.player(entry.opponent).rounds[r - 1].result))
    return boards, byes


def test_a_count_picks_exactly_that_many_and_a_share_of_zero_rolls_no_dice():
    rng = random.Random(3)
    state = rng.getstate()
    assert chosen(rng, list(range(10)), Amount()) == [] and rng.getstate() == state
    picked = chosen(rng, list(range(10)), Amount(count=4))
    assert len(picked) == 4 and picked == sorted(picked)
    assert chosen(rng, [1, 2], Amount(count=5)) == [1, 2]
    assert chosen(rng, list(range(10)), Amount(share=1.0)) == list(range(10))


def test_the_event_asks_exactly_the_byes_it_counts_none_in_its_last_round():
    tournament, back = generated(byes={Result.FULL_BYE: Amount(count=3), Result.ZERO_BYE: Amount(count=2),
                                       Result.HALF_BYE: Amount(count=4)})
    kinds = Counter(e.result for p in back.players for e in p.rounds)
    assert (kinds[Result.FULL_BYE], kinds[Result.ZERO_BYE], kinds[Result.HALF_BYE]) == (3, 2, 4)
    assert all(p.rounds[-1].result not in (Result.FULL_BYE, Result.ZERO_BYE, Result.HALF_BYE) for p in back.players)
    # A full-point bye is worth a win and, like a forfeit win, rules out the pairing-allocated bye later (C.04.1 d).
    assert all(p.points == sum(back.scoring.points(e.result) for e in p.rounds) for p in back.players)
    assert all(c.ok for c in check_tournament(back))


def test_a_round_asks_its_own_byes_among_the_players_present_in_it():
    _, back = generated(rounds={3: RoundSettings(byes={Result.FULL_BYE: Amount(count=2),
                                                      Result.ZERO_BYE: Amount(count=1)})})
    assert results_of_round(back, 3)[1] == Counter({Result.FULL_BYE: 2, Result.ZERO_BYE: 1})
    assert all(not results_of_round(back, r)[1] for r in (1, 2, 4, 5, 6, 7))
    assert all(c.ok for c in check_tournament(back))


def test_unusual_results_are_written_for_each_side_as_trf_codes_and_replay():
    _, back = generated(rounds={2: RoundSettings(outcomes={Outcome.HALF_ZERO: Amount(count=2)}),
                                4: RoundSettings(outcomes={Outcome.ZERO_ZERO: Amount(count=1),
                                                           Outcome.DOUBLE_FORFEIT: Amount(count=2)}),
                                6: RoundSettings(outcomes={Outcome.FORFEIT: Amount(count=3)})})
    half_zero = {(Result.DRAW, Result.LOSS), (Result.LOSS, Result.DRAW)}
    assert sum(b in half_zero for b in results_of_round(back, 2)[0]) == 2
    boards = results_of_round(back, 4)[0]
    assert boards.count((Result.LOSS, Result.LOSS)) == 1
    assert boards.count((Result.FORFEIT_LOSS, Result.FORFEIT_LOSS)) == 2
    # A round that counts its forfeits has exactly those: the event's per-board forfeit roll is not added.
    forfeits = {(Result.FORFEIT_WIN, Result.FORFEIT_LOSS), (Result.FORFEIT_LOSS, Result.FORFEIT_WIN)}
    assert sum(b in forfeits for b in results_of_round(back, 6)[0]) == 3
    assert all(p.points == sum(back.scoring.points(e.result) for e in p.rounds) for p in back.players)
    assert all(c.ok for c in check_tournament(back))


def test_event_shares_of_unusual_results_appear_on_about_that_many_boards():
    _, back = generated(players=60, engine_limit=60, outcomes={Outcome.ZERO_ZERO: Amount(share=0.2)})
    boards = [b for r in range(1, 8) for b in results_of_round(back, r)[0]]
    assert 0.1 < boards.count((Result.LOSS, Result.LOSS)) / len(boards) < 0.3


def test_a_rounds_draw_rate_replaces_the_events():
    _, back = generated(players=40, engine_limit=40, draw_rate=0.0, rounds={5: RoundSettings(draw_rate=1.0)})
    draws = {r: sum(b == (Result.DRAW, Result.DRAW) for b in results_of_round(back, r)[0]) for r in range(1, 8)}
    assert draws[5] > 0 and all(draws[r] == 0 for r in draws if r != 5)


def test_baku_acceleration_is_written_as_the_virtual_points_the_engine_paired_with():
    tournament, back = generated(baku=True)
    assert back.tournament_type == "FIDE_DUTCH_BAKU"
    accelerated = [p.number for p in back.players if any(p.accelerations)]
    # C.04.7: group A is the first 2·⌈N/4⌉ players of round 1; 7 rounds: 1 point in rounds 1-2, ½ in rounds 3-4.
    assert accelerated == list(range(1, group_a_size(24) + 1))
    assert all(back.player(n).accelerations == [10, 10, 5, 5] for n in accelerated)
    assert all(c.ok for c in check_tournament(back))
    assert "250       1.0 001 002 0001 0012" in format_trf(tournament)
