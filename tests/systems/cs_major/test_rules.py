"""systems/cs_major/rules.py: the Counter-Strike Major Swiss stage, checked against Valve's Major Supplemental Rulebook.
The stages are played as the product plays them: an event document, its pair_next and set_result operations,
read back as the rules module's stage (system.stage)."""

import itertools
import random
from collections import Counter

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.systems.cs_major import system as cs_major
from swisspair.systems.cs_major.rules import (
    PRIORITY, Format, StageError, State, difficulty_scores, is_finished, new_stage, next_pairings,
    pair_by_priority, pair_by_seed_order, status,
)
from swisspair.model import Colour, Player, Result, RoundEntry, Tournament
from swisspair.tiebreaks import Context, difficulty

NAMES = [f"Team {seed}" for seed in range(1, 17)]


def played(*pairs):
    return {frozenset(p) for p in pairs}


def apply(doc, **operation):
    return event.apply(doc, operation).event


def new_document(names=NAMES):
    """A stage's event: the teams added in seed order, their pairing numbers the seeds."""
    doc = event.new_event({"id": "major", "name": "Major", "system": "cs_major"})
    for name in names:
        doc = apply(doc, op="add_player", player={"name": name})
    return apply(doc, op="set_pairing_numbers", order=[p["id"] for p in doc["players"]])


def latest_matches(stage):
    latest = max((m.round for m in stage.matches), default=0)
    return [m for m in stage.matches if m.round == latest]


def play_round(doc, winners):
    """Pair the next round and enter its results; `winners` is a set of seeds, or a function of the match."""
    doc = apply(doc, op="pair_next")
    r = len(doc["rounds"])
    for board, match in enumerate(latest_matches(cs_major.stage(doc)), 1):
        if callable(winners):
            winner = winners(match)
        else:
            winner = match.high if match.high in winners else match.low
        doc = apply(doc, op="set_result", round=r, board=board, result="1-0" if winner == match.high else "0-1")
    return doc


def pairs_of(matches):
    return [(m.high, m.low) for m in matches]


def records_before(stage, number):
    record = {t.seed: [0, 0] for t in stage.teams}
    for m in stage.matches:
        if m.round < number:
            record[m.winner][0] += 1
            record[m.low if m.winner == m.high else m.high][1] += 1
    return record


def rematch_free_pairing_exists(group, met):
    if not group:
        return True
    first, rest = group[0], group[1:]
    return any(frozenset((first, other)) not in met
               and rematch_free_pairing_exists([t for t in rest if t != other], met) for other in rest)


# --- round 1 and the stage's teams -------------------------------------------------------------------------

def test_round_one_pairs_seed_i_with_seed_i_plus_8_best_of_one():
    matches = next_pairings(new_stage(NAMES))
    assert pairs_of(matches) == [(i, i + 8) for i in range(1, 9)]
    assert {m.format for m in matches} == {Format.BO1}


@pytest.mark.parametrize("names, message", [
    (NAMES[:15], "16 teams, not 15"),
    (NAMES[:15] + ["team 3"], "seed 16: 'team 3' is already seed 3"),
])
def test_a_stage_needs_16_distinct_named_teams(names, message):
    with pytest.raises(StageError, match=message):
        new_stage(names)


def test_a_team_without_a_name_is_refused_by_the_event_document():
    doc = new_document(NAMES[:15])
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "add_player", "player": {"name": "  "}})
    assert info.value.code == "empty"


def test_a_round_must_be_complete_before_the_next_and_a_result_records_its_winner():
    doc = apply(new_document(), op="pair_next")
    with pytest.raises(EventError, match=r"Round 1 has no result yet on board\(s\) 1, 2, 3, 4, 5, 6, 7, 8"):
        event.apply(doc, {"op": "pair_next"})
    stage = cs_major.stage(apply(doc, op="set_result", round=1, board=1, result="0-1"))
    assert stage.matches[0].winner == 9 and all(m.winner is None for m in stage.matches[1:])


# --- difficulty score --------------------------------------------------------------------------------------

def stage_after_two_rounds():
    """Round 1: seeds 1-8 win. Round 2: seeds 1-4 beat 8-5; 9 beats 16; 15, 14, 13 beat 10, 11, 12."""
    doc = play_round(new_document(), set(range(1, 9)))
    assert pairs_of(latest_matches(cs_major.stage(doc))) == [(i, i + 8) for i in range(1, 9)]
    stage = cs_major.stage(play_round(doc, {1, 2, 3, 4, 9, 13, 14, 15}))
    # 1-0 teams all met a 0-1 team (difficulty -1): seed order. 0-1 teams likewise (+1).
    assert pairs_of(latest_matches(stage)) == [(1, 8), (2, 7), (3, 6), (4, 5), (9, 16), (10, 15), (11, 14),
                                                (12, 13)]
    return stage


def test_difficulty_score_matches_the_rulebook_example():
    """Rulebook: "Team A's prior opponents are 2-0 and 1-1. Team A's Difficulty Score is 2"; "Team B's prior
    opponents are both 1-1. Their Difficulty Score is 0"."""
    stage = stage_after_two_rounds()
    scores = difficulty_scores(stage)
    # Seed 5 met 13 (now 1-1) and 4 (2-0); seed 1 met 9 and 8 (both 1-1).
    assert scores[5] == 2
    assert scores[1] == 0
    # Seed 16 met 8 (1-1) and 9 (1-1); seed 10 met 2 (2-0) and 15 (1-1); seed 13 met 5 (1-1) and 12 (0-2).
    assert (scores[16], scores[10], scores[13]) == (0, 2, -2)


def test_status_orders_by_record_then_difficulty_then_seed():
    table = status(stage_after_two_rounds())
    assert [(s.team.seed, s.wins, s.losses, s.difficulty) for s in table] == [
        (1, 2, 0, 0), (2, 2, 0, -2), (3, 2, 0, -2), (4, 2, 0, -2),
        (5, 1, 1, 2), (6, 1, 1, 2), (7, 1, 1, 2), (8, 1, 1, 0), (9, 1, 1, 0), (13, 1, 1, -2), (14, 1, 1, -2),
        (15, 1, 1, -2),
        (10, 0, 2, 2), (11, 0, 2, 2), (12, 0, 2, 2), (16, 0, 2, 0),
    ]
    assert {s.state for s in table} == {State.PLAYING}


# --- rounds 2 and 3: highest seed v lowest available -------------------------------------------------------

def test_round_three_pairs_each_group_by_mid_stage_seed_avoiding_rematches():
    matches = next_pairings(stage_after_two_rounds())
    # 2-0: 1, 2, 3, 4 (advancement, Bo3). 1-1 in seed order 5, 6, 7, 8, 9, 13, 14, 15: 5 v 15; 6 would take
    # 14 but met it in round 1, so 6 v 13; then 7 v 14 and 8 v 9 (Bo1). 0-2: 10, 11, 12, 16 (elimination, Bo3).
    assert [(m.high, m.low, m.format) for m in matches] == [
        (1, 4, Format.BO3), (2, 3, Format.BO3),
        (5, 15, Format.BO1), (6, 13, Format.BO1), (7, 14, Format.BO1), (8, 9, Format.BO1),
        (10, 16, Format.BO3), (11, 12, Format.BO3),
    ]


def test_highest_seed_meets_lowest_seed_of_an_8_team_group():
    assert pair_by_seed_order(list(range(1, 9)), set()) == [(1, 8), (2, 7), (3, 6), (4, 5)]


def test_highest_seed_skips_to_the_lowest_it_has_not_met():
    assert pair_by_seed_order(list(range(1, 9)), played((1, 8))) == [(1, 7), (2, 8), (3, 6), (4, 5)]
    assert pair_by_seed_order(list(range(1, 9)), played((1, 8), (1, 7))) == [(1, 6), (2, 8), (3, 7), (4, 5)]


def test_final_match_up_that_is_a_rematch_swaps_opponents_with_the_one_before():
    """ "In the case that the final match-up assigned is a rematch, the final two high seed match-up teams swap
    opponents": 3 v 6 and 4 v 5 (a rematch) become 3 v 5 and 4 v 6."""
    assert pair_by_seed_order(list(range(1, 9)), played((4, 5))) == [(1, 8), (2, 7), (3, 5), (4, 6)]


def test_pairs_follow_the_groups_mid_stage_order_not_the_seed_numbers():
    assert pair_by_seed_order([12, 3, 9, 5], set()) == [(12, 5), (3, 9)]


# --- rounds 4 and 5: the priority table --------------------------------------------------------------------

def test_priority_table_holds_every_way_to_pair_six_teams_once():
    everything = set()
    for first, second, third in itertools.permutations(range(1, 7), 3):
        rest = sorted(set(range(1, 7)) - {first, second, third})
        everything.add(frozenset(frozenset(p) for p in ((first, second), (third, rest[0]), tuple(rest[1:]))))
    assert len(everything) == 15
    assert {frozenset(frozenset(p) for p in row) for row in PRIORITY} == everything


def test_priority_one_when_nobody_has_met():
    assert pair_by_priority([1, 2, 3, 4, 5, 6], set()) == (1, [(1, 6), (2, 5), (3, 4)])


def test_priority_two_when_2_and_5_have_met():
    assert pair_by_priority([1, 2, 3, 4, 5, 6], played((2, 5))) == (2, [(1, 6), (2, 4), (3, 5)])


def test_priority_three_when_1_and_6_have_met():
    assert pair_by_priority([1, 2, 3, 4, 5, 6], played((1, 6))) == (3, [(1, 5), (2, 6), (3, 4)])


def test_priority_seven_when_3_has_met_4_5_and_6():
    # Rows 1-6 all pair 3 with 4, 5 or 6; row 7 is the first to pair 3 with 2.
    met = played((3, 4), (3, 5), (3, 6))
    assert pair_by_priority([1, 2, 3, 4, 5, 6], met) == (7, [(1, 6), (2, 3), (4, 5)])


def test_priority_fifteen_when_only_neighbours_have_not_met():
    met = {frozenset(p) for p in itertools.combinations(range(1, 7), 2)} - played((1, 2), (3, 4), (5, 6))
    assert pair_by_priority([1, 2, 3, 4, 5, 6], met) == (15, [(1, 2), (3, 4), (5, 6)])


@pytest.mark.parametrize("wanted", range(1, 16))
def test_the_top_most_row_without_a_rematch_is_taken(wanted):
    """Built from the table alone: every row above `wanted` gets one of its pairs (not in row `wanted`) marked as
    met; then row `wanted` is the top-most row without a rematch."""
    row = {frozenset(p) for p in PRIORITY[wanted - 1]}
    met = set()
    for above in PRIORITY[:wanted - 1]:
        met.add(next(frozenset(p) for p in above if frozenset(p) not in row))
    assert pair_by_priority([1, 2, 3, 4, 5, 6], met)[0] == wanted


def test_priority_rows_use_the_groups_mid_stage_order():
    assert pair_by_priority([14, 2, 9, 7, 11, 4], played((2, 11))) == (2, [(14, 4), (2, 7), (9, 11)])


def test_when_every_row_makes_a_rematch_the_top_most_with_fewest_is_taken():
    # 1, 2, 3 have each met 4, 5 and 6: rows 1-6 make three rematches, row 7 (1v6, 2v3, 4v5) only one.
    met = {frozenset((a, b)) for a in (1, 2, 3) for b in (4, 5, 6)}
    assert pair_by_priority([1, 2, 3, 4, 5, 6], met) == (7, [(1, 6), (2, 3), (4, 5)])


def test_priority_table_needs_six_teams():
    with pytest.raises(StageError, match="pairs 6 teams, not 4"):
        pair_by_priority([1, 2, 3, 4], set())


# --- whole stages -------------------------------------------------------------------------------------------

def random_document(rng):
    doc = new_document()
    while not is_finished(cs_major.stage(doc)):
        doc = play_round(doc, lambda m: rng.choice((m.high, m.low)))
    return doc


def random_stage(rng):
    return cs_major.stage(random_document(rng))


@pytest.mark.parametrize("seed", range(60))
def test_a_whole_stage_with_random_results_follows_the_rules(seed):
    stage = random_stage(random.Random(seed))
    rounds = max(m.round for m in stage.matches)
    assert rounds <= 5
    table = status(stage)
    assert Counter(s.state for s in table) == {State.ADVANCED: 8, State.ELIMINATED: 8}
    assert Counter((s.wins, s.losses) for s in table) == {(3, 0): 2, (3, 1): 3, (3, 2): 3, (2, 3): 3, (1, 3): 3,
                                                          (0, 3): 2}
    met = set()
    for number in range(1, rounds + 1):
        record = records_before(stage, number)
        matches = [m for m in stage.matches if m.round == number]
        still_playing = [s for s, (w, l) in record.items() if w < 3 and l < 3]
        assert sorted(s for m in matches for s in (m.high, m.low)) == sorted(still_playing)
        groups = {}
        for m in matches:
            assert record[m.high] == record[m.low], f"round {number}: {m.high} and {m.low} differ in record"
            wins, losses = record[m.high]
            assert m.format is (Format.BO3 if 2 in (wins, losses) else Format.BO1)
            groups.setdefault(tuple(record[m.high]), []).append(m)
        for group in groups.values():
            teams = [s for m in group for s in (m.high, m.low)]
            if rematch_free_pairing_exists(teams, met):
                assert not [m for m in group if frozenset((m.high, m.low)) in met], f"round {number}: rematch"
        met |= {frozenset((m.high, m.low)) for m in matches}


def test_a_finished_stage_pairs_no_more():
    doc = random_document(random.Random(7))
    with pytest.raises(EventError, match="The stage is over") as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "finished"


def test_pairing_is_pure_and_repeatable():
    stage = stage_after_two_rounds()
    before = stage.matches
    assert next_pairings(stage) == next_pairings(stage)
    assert stage.matches == before


def test_difficulty_agrees_with_the_tie_break_module_on_whole_stages():
    """`tiebreaks.difficulty` scores a chess-model event; the same stage written as one must score the same."""
    for seed in range(10):
        stage = random_stage(random.Random(seed))
        players = {t.seed: Player(number=t.seed, name=t.name) for t in stage.teams}
        for m in stage.matches:  # a team that is through or out has no entry for later rounds: an absence
            players[m.high].rounds.append(RoundEntry(m.low, Colour.WHITE, Result.WIN if m.winner == m.high
                                                     else Result.LOSS))
            players[m.low].rounds.append(RoundEntry(m.high, Colour.BLACK, Result.WIN if m.winner == m.low
                                                    else Result.LOSS))
        ctx = Context(Tournament(players=list(players.values())))
        assert difficulty_scores(stage) == {s: difficulty(ctx, s).value for s in players}
