"""The knockout bracket (systems/knockout/rules.py): seeding, byes, tie-break games, third place, double elimination, placing."""

import random

import pytest

from swisspair.systems.knockout.rules import (
    BYE, Outcome, Side, bracket_size, build_bracket, champion, drop_order, is_finished, next_games,
    placing, record_result, record_results, round_name, seed_by_rating, seeding_order,
)

W, D, B = Outcome.WHITE_WINS, Outcome.DRAW, Outcome.BLACK_WINS


def win_for(state, key, player):
    """Record the outcome of match `key`'s current game that makes `player` win it."""
    game = next(p for p in next_games(state) if p.key == key)
    return record_result(state, key, W if game.white == player else B)


def play(state, decide):
    """Play every game; `decide(state, pending)` returns the winner's number or None for a draw."""
    guard = 0
    while not is_finished(state):
        pending = next_games(state)
        assert pending, "a knockout that is not finished must have a game to play"
        for game in pending:
            winner = decide(state, game)
            state = record_result(state, game.key, D if winner is None else W if winner == game.white else B)
        guard += 1
        assert guard < 1000
    return state


def better_seed_wins(state, game):
    return min(game.white, game.black)


def places(state):
    return {p.player: (p.first, p.last) for p in placing(state)}


def round_one_pairs(state):
    size = bracket_size(len(state.seeds))
    return [(state.matches[f"W1.{i + 1}"].top, state.matches[f"W1.{i + 1}"].bottom) for i in range(size // 2)]


def test_seeding_order_for_16_is_the_standard_1_16_8_9_5_12_4_13():
    order = seeding_order(16)
    pairs = [tuple(sorted(order[i:i + 2])) for i in range(0, 16, 2)]
    assert pairs == [(1, 16), (8, 9), (5, 12), (4, 13), (3, 14), (6, 11), (7, 10), (2, 15)]
    assert seeding_order(2) == [1, 2] and seeding_order(4) == [1, 4, 3, 2]


@pytest.mark.parametrize("bad", [0, 1, 3, 12])
def test_seeding_order_needs_a_power_of_two(bad):
    with pytest.raises(ValueError, match=f"not {bad}"):
        seeding_order(bad)


@pytest.mark.parametrize("players", range(2, 65))
def test_top_seeds_can_meet_only_late_for_every_size_2_to_64(players):
    """Seeds 1-2 in different halves, 1-4 in different quarters, 1-2^k in different sections of size/2^k."""
    size = bracket_size(players)
    position = {seed: i for i, seed in enumerate(seeding_order(size))}
    k = 1
    while 2 ** k <= size:
        section = size >> k
        sections = [position[seed] // section for seed in range(1, 2 ** k + 1)]
        assert len(set(sections)) == 2 ** k, (players, k)
        k += 1
    # When the better seed always wins: the final is 1 v 2, the semi-finalists are seeds 1-4.
    state = play(build_bracket(list(range(1, players + 1))), better_seed_wins)
    rounds = size.bit_length() - 1
    final = state.matches[f"W{rounds}.1"]
    assert {final.top, final.bottom} == {1, 2}
    if players >= 4:
        semis = {p for i in (1, 2) for p in (state.matches[f"W{rounds - 1}.{i}"].top,
                                             state.matches[f"W{rounds - 1}.{i}"].bottom)}
        assert semis == {1, 2, 3, 4}


@pytest.mark.parametrize("players", range(2, 65))
def test_byes_go_to_the_top_seeds(players):
    state = build_bracket(list(range(1, players + 1)))
    with_bye = sorted(top if bottom == BYE else bottom
                      for top, bottom in round_one_pairs(state) if BYE in (top, bottom))
    assert with_bye == list(range(1, bracket_size(players) - players + 1))
    # A bye is no game: in round 1 only the players without one are asked to play.
    playing = {p for g in next_games(state) if g.key.startswith("W1.") for p in (g.white, g.black)}
    assert playing == set(range(bracket_size(players) - players + 1, players + 1))


def test_seed_by_rating_puts_the_highest_rating_first_and_ties_by_player_number():
    assert seed_by_rating({1: 2100, 2: 2400, 3: 2100, 4: 2250}) == [2, 4, 1, 3]


def test_seeds_are_player_numbers_not_positions():
    state = build_bracket([7, 3, 9, 5])  # 7 is seed 1
    assert round_one_pairs(state) == [(7, 5), (9, 3)]
    assert [(g.white, g.black) for g in next_games(state)] == [(7, 5), (3, 9)]  # the better seed has White


def test_better_seed_has_white_in_the_first_game():
    state = build_bracket([10, 20, 30, 40, 50, 60, 70, 80])
    for game in next_games(state):
        assert state.seeds.index(game.white) < state.seeds.index(game.black)


def test_drawn_game_goes_to_a_tiebreak_game_with_colours_reversed_until_one_is_decisive():
    state = build_bracket([1, 2])
    state = record_result(state, "W1.1", D)
    assert [(g.number, g.white, g.black) for g in next_games(state)] == [(2, 2, 1)]
    state = record_result(state, "W1.1", D)
    assert [(g.number, g.white, g.black) for g in next_games(state)] == [(3, 1, 2)]
    state = record_result(state, "W1.1", B)  # game 3: 1 has White, so 2 wins
    assert next_games(state) == [] and champion(state) == 2
    assert [(g.white, g.black, g.outcome) for g in state.matches["W1.1"].games] == [(1, 2, D), (2, 1, D), (1, 2, B)]


def test_tiebreak_game_is_its_own_round_while_other_matches_go_on():
    state = build_bracket([1, 2, 3, 4])
    state = record_result(state, "W1.1", D)
    state = record_result(state, "W1.2", W)  # 2, the better seed, has White and wins
    pending = {g.key: (g.number, g.white, g.black) for g in next_games(state)}
    assert pending == {"W1.1": (2, 4, 1)}  # the final waits for the tie-break game
    assert state.matches["W2.1"].bottom == 2


def test_next_games_lists_only_matches_whose_players_are_known():
    state = build_bracket(list(range(1, 9)))
    assert {g.key for g in next_games(state)} == {"W1.1", "W1.2", "W1.3", "W1.4"}
    state = win_for(state, "W1.1", 1)
    assert {g.key for g in next_games(state)} == {"W1.2", "W1.3", "W1.4"}
    state = win_for(state, "W1.2", 5)  # W1.2 is 5 v 4
    assert ("W2.1", 1, 1, 5) in [(g.key, g.number, g.white, g.black) for g in next_games(state)]


def test_record_result_leaves_the_given_state_unchanged():
    state = build_bracket([1, 2, 3, 4])
    after = record_result(state, "W1.1", W)
    assert state.matches["W1.1"].winner is None and state.matches["W1.1"].games[-1].outcome is None
    assert after.matches["W1.1"].winner == 1


def test_record_result_refuses_what_cannot_be_recorded_and_says_why():
    state = build_bracket([1, 2, 3, 4])
    with pytest.raises(ValueError, match="no match 'W9.1'"):
        record_result(state, "W9.1", W)
    with pytest.raises(ValueError, match="match W2.1 has no game to play yet"):
        record_result(state, "W2.1", W)
    with pytest.raises(ValueError, match="not '1-0'"):
        record_result(state, "W1.1", "1-0")
    done = record_result(state, "W1.1", W)
    with pytest.raises(ValueError, match=r"match W1.1 is already decided \(1 won\)"):
        record_result(done, "W1.1", W)


@pytest.mark.parametrize("seeds, message", [([1], "at least 2 players"), ([1, 2, 1], "seeded twice: 1"),
                                            ([1, 0], "seed 2: a player number"), ([1, "b"], "seed 2"),
                                            ([1, True], "seed 2")])
def test_bad_seed_lists_are_refused_naming_the_seed(seeds, message):
    with pytest.raises(ValueError, match=message):
        build_bracket(seeds)


def test_double_elimination_has_no_third_place_match():
    with pytest.raises(ValueError, match="losers' bracket ranks third"):
        build_bracket([1, 2, 3, 4], third_place=True, double=True)


def test_third_place_match_is_between_the_semi_final_losers():
    state = build_bracket(list(range(1, 9)), third_place=True)
    state = play(state, lambda s, g: max(g.white, g.black) if g.key == "W2.1" else min(g.white, g.black))
    third = state.matches["3P"]
    assert {third.top, third.bottom} == {1, 3}  # 1 lost semi-final W2.1 to 4, 3 lost W2.2 to 2
    assert places(state)[third.winner] == (3, 3) and places(state)[third.loser] == (4, 4)


def test_without_third_place_the_semi_final_losers_share_3_4_and_quarter_final_losers_5_8():
    state = play(build_bracket(list(range(1, 9))), better_seed_wins)
    assert places(state) == {1: (1, 1), 2: (2, 2), 3: (3, 4), 4: (3, 4), 5: (5, 8), 6: (5, 8), 7: (5, 8), 8: (5, 8)}


def test_placing_with_byes_shares_only_among_players_actually_out():
    state = play(build_bracket(list(range(1, 7))), better_seed_wins)  # 6 players: seeds 1, 2 have byes
    assert places(state) == {1: (1, 1), 2: (2, 2), 3: (3, 4), 4: (3, 4), 5: (5, 6), 6: (5, 6)}


def test_placing_is_refused_before_the_end():
    with pytest.raises(ValueError, match="not finished: 2 game"):
        placing(build_bracket([1, 2, 3, 4]))


def test_double_elimination_8_bracket_shape_and_drop_down_order():
    state = build_bracket(list(range(1, 9)), double=True)
    losers = {}
    for match in state.matches.values():
        if match.side is Side.LOSERS:
            losers[match.round] = losers.get(match.round, 0) + 1
    assert losers == {1: 2, 2: 2, 3: 1, 4: 1}
    # Winners' round 1 losers meet in order; round 2 losers drop in reversed order; the final's loser last.
    assert [state.matches[f"W1.{i}"].loser_to for i in range(1, 5)] == [("L1.1", 0), ("L1.1", 1), ("L1.2", 0),
                                                                          ("L1.2", 1)]
    assert [state.matches[f"W2.{i}"].loser_to for i in (1, 2)] == [("L2.2", 1), ("L2.1", 1)]
    assert state.matches["W3.1"].loser_to == ("L4.1", 1) and state.matches["L4.1"].winner_to == ("GF1", 1)


def test_drop_order_follows_the_brackets_manager_defaults():
    assert drop_order(16, 1) == list(range(8))
    assert drop_order(16, 2) == [3, 2, 1, 0]
    assert drop_order(32, 3) == [2, 3, 0, 1]  # half shift
    assert drop_order(128, 4) == [1, 0, 3, 2, 5, 4, 7, 6]  # pair flip


def test_double_elimination_a_player_is_out_after_a_second_loss_not_the_first():
    rng = random.Random(7)
    state = play(build_bracket(list(range(1, 13)), double=True), lambda s, g: rng.choice([g.white, g.black]))
    losses = {p: 0 for p in range(1, 13)}
    for match in state.matches.values():
        if match.needed and match.loser not in (None, BYE):
            losses[match.loser] += 1
    assert losses[champion(state)] <= 1
    assert all(count == 2 for player, count in losses.items() if player != champion(state))


def test_grand_final_is_replayed_when_the_losers_champion_wins_it():
    state = build_bracket([1, 2, 3, 4], double=True)
    # 1 beats 2 in the winners' final, 2 comes back through the losers' bracket and wins the first final.
    state = play(state, lambda s, g: 2 if g.key == "GF1" else min(g.white, g.black))
    assert state.matches["GF1"].winner == 2 and state.matches["GF2"].needed
    assert {state.matches["GF2"].top, state.matches["GF2"].bottom} == {1, 2}
    assert champion(state) == state.matches["GF2"].winner == 1


def test_grand_final_is_not_replayed_when_the_winners_champion_wins_it():
    state = play(build_bracket([1, 2, 3, 4], double=True), better_seed_wins)
    assert not state.matches["GF2"].needed and champion(state) == 1
    assert places(state) == {1: (1, 1), 2: (2, 2), 3: (3, 3), 4: (4, 4)}


def test_grand_final_without_reset_ends_after_one_match():
    state = build_bracket([1, 2, 3, 4], double=True, reset=False)
    state = play(state, lambda s, g: 2 if g.key in ("W2.1", "GF1") and 2 in (g.white, g.black)
                 else min(g.white, g.black))
    assert champion(state) == 2 and not state.matches["GF2"].needed


def test_double_elimination_placing_by_losers_round():
    state = play(build_bracket(list(range(1, 9)), double=True), better_seed_wins)
    assert places(state) == {1: (1, 1), 2: (2, 2), 3: (3, 3), 4: (4, 4), 5: (5, 6), 6: (5, 6), 7: (7, 8), 8: (7, 8)}


@pytest.mark.parametrize("players", list(range(2, 34)))
@pytest.mark.parametrize("kind", ["single", "third place", "double"])
def test_every_event_ends_with_every_player_placed_once(players, kind):
    rng = random.Random(players)
    state = build_bracket(list(range(1, players + 1)), third_place=kind == "third place", double=kind == "double")
    state = play(state, lambda s, g: rng.choice([g.white, g.black, None]))
    placed = placing(state)
    assert sorted(p.player for p in placed) == list(range(1, players + 1))
    assert [p.first for p in placed] == sorted(p.first for p in placed)
    assert placed[0].first == 1 and all(p.first <= p.last <= players for p in placed)


def test_round_names_count_the_players_left():
    state = build_bracket(list(range(1, 20)), third_place=True)  # a 32-place bracket
    assert [round_name(state, f"W{r}.1") for r in range(1, 6)] == [
        "Round of 32", "Round of 16", "Quarter-final", "Semi-final", "Final"]
    assert round_name(state, "3P") == "Third-place match"
    double = build_bracket(list(range(1, 9)), double=True)
    assert [round_name(double, k) for k in ("W1.1", "W3.1", "L2.1", "GF1", "GF2")] == [
        "Winners' quarter-final", "Winners' final", "Losers' round 2", "Grand final", "Grand final, reset"]
    with pytest.raises(ValueError, match="no match 'X'"):
        round_name(state, "X")


def test_a_whole_round_recorded_at_once_equals_one_game_at_a_time():
    state = build_bracket(list(range(1, 11)), third_place=True)
    one_by_one = at_once = state
    for _ in range(3):
        pending = next_games(one_by_one)
        outcomes = [(g.key, (W, D, B)[(g.white + g.black) % 3]) for g in pending]
        for key, outcome in outcomes:
            one_by_one = record_result(one_by_one, key, outcome)
        at_once = record_results(at_once, outcomes)
        assert at_once == one_by_one
    with pytest.raises(ValueError, match="two results for one match"):
        game = next_games(at_once)[0]
        record_results(at_once, [(game.key, W), (game.key, B)])
