"""Magic Swiss's rules (systems/magic_swiss/rules.py) against the Magic Tournament Rules: Appendix E's rounds, Appendix C's
tie-breakers, MTR 10.4's pairings (the playoff is paired from the event document: test_system.py)."""

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from swisspair.systems.magic_swiss import rules as magic
from swisspair.systems.magic_swiss.rules import MagicEvent, MagicMatch, MagicPairing, MagicPlayer

# --- the event as these tests drive it (in the product the event document and its operations do this) -----

def new_event(players: list[MagicPlayer], seed: str | int, rounds: int | None = None) -> MagicEvent:
    """An event with no round played. `rounds` defaults to MTR Appendix E's count for the field."""
    ids = [p.id for p in players]
    for p in players:
        if isinstance(p.id, bool) or not isinstance(p.id, int) or p.id <= 0:
            raise ValueError(f"player {p.name or p.id!r}: the id must be a positive whole number, not {p.id!r}")
    repeated = sorted({i for i in ids if ids.count(i) > 1})
    if repeated:
        raise ValueError("player ids used twice: " + ", ".join(map(str, repeated)))
    if rounds is None:
        rounds = magic.swiss_rounds(len(players))
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise ValueError(f"rounds: a positive whole number is needed, not {rounds!r}")
    return MagicEvent(tuple(players), str(seed), rounds)



def parse_games(score: str) -> tuple[int, int, int]:
    """A game score as typed, "2-1" or "1-1-1" (won-lost-drawn), as (won, lost, drawn). A match is best of
    three games, so neither side has more than 2 wins."""
    parts = score.strip().split("-")
    if len(parts) not in (2, 3) or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"game score {score!r}: write games won-lost or won-lost-drawn, for example 2-1 or 1-1-1")
    won, lost, drawn = (int(p) for p in parts + ["0"] * (3 - len(parts)))
    if won > 2 or lost > 2:
        raise ValueError(f"game score {score!r}: a best-of-three match ends once a player has won 2 games")
    if won == 2 and lost == 2:
        raise ValueError(f"game score {score!r}: both players cannot win 2 games")
    return won, lost, drawn



def _player(event: MagicEvent, pid: int) -> MagicPlayer:
    for p in event.players:
        if p.id == pid:
            return p
    raise ValueError(f"player {pid}: not in this event")



def apply_pairing(event: MagicEvent, pairing: MagicPairing) -> MagicEvent:
    """The event with `pairing`'s round started; a bye is recorded at once as a 2-0 win."""
    magic._check_round(event, pairing.round)
    active = set(magic._active(event, pairing.round))
    seated = [pid for pair in pairing.pairs for pid in pair] + ([pairing.bye] if pairing.bye is not None else [])
    if sorted(seated) != sorted(active):
        raise ValueError(f"round {pairing.round}: the pairing must seat every active player exactly once")
    matches = [MagicMatch(pairing.round, a, b) for a, b in pairing.pairs]
    if pairing.bye is not None:
        matches.append(MagicMatch(pairing.round, pairing.bye, None, magic.BYE_GAMES))
    return replace(event, matches=event.matches + tuple(matches))


def record_result(event: MagicEvent, round_number: int, player: int, score: str) -> MagicEvent:
    """The event with the game score of `player`'s match in `round_number` entered, from `player`'s side
    ("2-1": `player` won two games, lost one). Entering it again corrects it."""
    games = parse_games(score)
    matches = list(event.matches)
    for i, m in enumerate(matches):
        if m.round != round_number or player not in (m.player, m.opponent):
            continue
        if m.opponent is None:
            raise ValueError(f"round {round_number}: player {player} has the bye, which is always 2-0")
        won, lost, drawn = games
        matches[i] = replace(m, games=games if m.player == player else (lost, won, drawn))
        return replace(event, matches=tuple(matches))
    raise ValueError(f"round {round_number}: player {player} has no match")


def drop(event: MagicEvent, player: int, after_round: int | None = None) -> MagicEvent:
    """The event with `player` withdrawn from the rounds after `after_round` (default: the last started).
    Their matches stay: their opponents keep the points and percentages they earned (MTR Appendix C)."""
    target = _player(event, player)
    if target.dropped_after is not None:
        raise ValueError(f"player {player}: already dropped after round {target.dropped_after}")
    started = magic.rounds_started(event)
    if after_round is None:
        after_round = started
    if after_round < started:
        raise ValueError(f"player {player}: round {started} has started, so the drop takes effect after it")
    players = tuple(replace(p, dropped_after=after_round) if p.id == player else p for p in event.players)
    return replace(event, players=players)


SCORES = ("2-0", "2-1", "1-2", "0-2", "1-1-1", "2-0-1", "1-1")


def make_event(count: int, seed="club", rounds=None) -> MagicEvent:
    return new_event([MagicPlayer(i, f"P{i}") for i in range(1, count + 1)], seed, rounds)


def play_round(event: MagicEvent, rng: random.Random) -> tuple[MagicEvent, magic.MagicPairing]:
    pairing = magic.pair_round(event, magic.rounds_started(event) + 1)
    event = apply_pairing(event, pairing)
    for a, _ in pairing.pairs:
        event = record_result(event, pairing.round, a, rng.choice(SCORES))
    return event, pairing


def rank_key(row):
    return magic._rank_key(row.match_points, row.omw, row.gw, row.ogw)


def odd_boundaries(points: list[int]) -> int:
    """The fewest pair-downs a field with these match points needs: one per group whose running total of
    players from the top is odd."""
    running, odd = 0, 0
    for mp in sorted(set(points), reverse=True)[:-1]:
        running += points.count(mp)
        odd += running % 2
    return odd


def spans(pairs, points: dict[int, int]) -> list[int]:
    group = {mp: i for i, mp in enumerate(sorted(set(points.values()), reverse=True))}
    return [abs(group[points[a]] - group[points[b]]) for a, b in pairs]


def all_matchings(players: list[int]):
    stack = [(players, [])]
    while stack:
        rest, chosen = stack.pop()
        if not rest:
            yield chosen
            continue
        first = rest[0]
        for i in range(1, len(rest)):
            stack.append((rest[1:i] + rest[i + 1:], chosen + [(first, rest[i])]))


# --- MTR Appendix E and 10.2 -------------------------------------------------------------------------------

@pytest.mark.parametrize("players, rounds", [(2, 3), (8, 3), (9, 5), (16, 5), (17, 5), (32, 5), (33, 6), (64, 6),
                                             (65, 7), (128, 7), (129, 8), (226, 8), (227, 9), (409, 9),
                                             (410, 10), (2000, 10)])
def test_rounds_follow_appendix_e(players, rounds):
    assert magic.swiss_rounds(players) == rounds
    assert make_event(players).rounds == rounds


# --- MTR Appendix C ----------------------------------------------------------------------------------------

def test_match_points_and_game_points_as_appendix_c_counts_them():
    # "A player wins a match 2-0-1, so they earn 7 game points and their opponent earns 1 game point."
    event = make_event(2, rounds=1)
    event = apply_pairing(event, magic.pair_round(event, 1))
    winner = event.matches[0].player
    event = record_result(event, 1, winner, "2-0-1")
    rows = {r.player: r for r in magic.standings(event)}
    loser = next(p for p in rows if p != winner)
    assert (rows[winner].match_points, rows[loser].match_points) == (3, 0)
    assert rows[winner].gw == Fraction(7, 9)
    assert rows[loser].gw == Fraction(33, 100)  # 1/9 is below the floor
    assert rows[winner].ogw == Fraction(33, 100) and rows[loser].ogw == Fraction(7, 9)
    # A 2-1-0 win: 6 game points to the winner, 3 to the loser.
    event = record_result(event, 1, loser, "1-2")
    rows = {r.player: r for r in magic.standings(event)}
    assert (rows[winner].gw, rows[loser].gw) == (Fraction(6, 9), Fraction(3, 9))


def appendix_c_event() -> MagicEvent:
    """Appendix C's match-win examples in an 8-round event: player 1 goes 5-2-1; player 2 goes 1-3-0 and
    withdraws; player 3 goes 3-2-0 with a first-round bye and withdraws. Opponents 11.. fill the rounds."""
    players = [MagicPlayer(1), MagicPlayer(2, dropped_after=4), MagicPlayer(3, dropped_after=5)]
    players += [MagicPlayer(i) for i in range(11, 31)]
    matches = []
    filler = iter(range(11, 31))
    for rnd, score in enumerate(["2-0", "2-1", "2-0", "0-2", "2-0", "1-2", "1-1-1", "2-0"], 1):
        matches.append(MagicMatch(rnd, 1, next(filler), parse_games(score)))
    for rnd, score in enumerate(["2-0", "0-2", "1-2", "0-2"], 1):
        matches.append(MagicMatch(rnd, 2, next(filler), parse_games(score)))
    matches.append(MagicMatch(1, 3, None, magic.BYE_GAMES))
    for rnd, score in enumerate(["2-1", "2-0", "0-2", "1-2"], 2):
        matches.append(MagicMatch(rnd, 3, next(filler), parse_games(score)))
    return MagicEvent(tuple(players), "appendix-c", 8, tuple(matches))


def test_match_win_percentages_equal_appendix_c_examples():
    rows = {r.player: r for r in magic.standings(appendix_c_event())}
    assert (rows[1].match_points, rows[1].record, rows[1].mw) == (16, (5, 2, 1), Fraction(16, 24))  # 0.667
    assert (rows[2].match_points, rows[2].mw) == (3, Fraction(33, 100))  # 3/12 = 0.25, so 0.33
    assert (rows[3].match_points, rows[3].record, rows[3].mw) == (9, (3, 2, 0), Fraction(9, 15))  # 0.60
    assert rows[2].dropped and rows[3].dropped and not rows[1].dropped
    assert rows[3].byes == 1


def test_opponent_percentages_ignore_the_bye_round_and_floor_each_opponent():
    rows = {r.player: r for r in magic.standings(appendix_c_event())}
    # Player 3's four opponents (rounds 2-5) lost 2-1, lost 2-0, won 2-0, won 2-1: MW% 0.33, 0.33, 1, 1.
    floor = Fraction(33, 100)
    assert rows[3].omw == (floor + floor + 1 + 1) / 4
    # Their GW%: 1/3, 0 -> 0.33, 1, 2/3.
    assert rows[3].ogw == (Fraction(1, 3) + floor + 1 + Fraction(2, 3)) / 4
    # Player 3's own GW% counts the bye as 2-0: 6 + 6 + 6 + 0 + 3 of 6 + 9 + 6 + 6 + 9.
    assert rows[3].gw == Fraction(21, 36)


def test_standings_order_is_match_points_then_omw_gw_ogw():
    rng = random.Random(5)
    event = make_event(20, seed=3)
    for _ in range(event.rounds):
        event, _ = play_round(event, rng)
    rows = magic.standings(event)
    assert [r.rank for r in rows] == list(range(1, 21))
    keys = [(rank_key(r), r.player) for r in rows]
    assert keys == sorted(keys)
    assert len({r.match_points for r in rows}) > 1 and len({r.omw for r in rows}) > 1


# --- MTR 10.4 pairings -------------------------------------------------------------------------------------

def test_pairings_are_reproducible_from_the_seed():
    first = magic.pair_round(make_event(32, seed="fnm-42"), 1)
    again = magic.pair_round(make_event(32, seed="fnm-42"), 1)
    assert first == again
    others = {magic.pair_round(make_event(32, seed=f"fnm-{s}"), 1).pairs for s in range(5)}
    assert len(others) == 5  # different seeds shuffle differently


def test_whole_event_of_64_players_has_no_rematch_and_pairs_down_only_when_needed():
    rng = random.Random(2026)
    event = make_event(64, seed="gp")
    assert event.rounds == 6
    event = new_event(list(event.players), "gp", rounds=8)
    met = set()
    for _ in range(8):
        before = {r.player: r.match_points for r in magic.standings(event)}
        event, pairing = play_round(event, rng)
        assert pairing.bye is None and len(pairing.pairs) == 32
        assert pairing.rematches == ()
        for a, b in pairing.pairs:
            assert frozenset((a, b)) not in met
            met.add(frozenset((a, b)))
        assert len(pairing.pair_downs) == odd_boundaries(list(before.values()))
        assert max(spans(pairing.pairs, before)) <= 1  # a pair-down goes to the next group, no farther
        assert all(before[a] > before[b] for a, b in pairing.pair_downs)
    assert len(met) == 8 * 32


def test_pairing_is_the_exact_optimum_not_a_greedy_one():
    """Every perfect matching of a small field is tried: the engine's has the fewest rematches, then the
    smallest sum of squared group distances."""
    for seed in range(6):
        rng = random.Random(seed)
        event = make_event(9, seed=seed, rounds=6)
        for _ in range(5):
            points = {r.player: r.match_points for r in magic.standings(event)}
            pairing = magic.pair_round(event, magic.rounds_started(event) + 1)
            seated = sorted(p for pair in pairing.pairs for p in pair)
            met = {frozenset((m.player, m.opponent)) for m in event.matches if m.opponent}

            def cost(pairs):
                return (sum(frozenset(p) in met for p in pairs),
                        sum(s * s for s in spans(pairs, {p: points[p] for p in seated})))

            assert cost(pairing.pairs) == min(cost(m) for m in all_matchings(seated))
            event = apply_pairing(event, pairing)
            for a, _ in pairing.pairs:
                event = record_result(event, pairing.round, a, rng.choice(SCORES))


def test_when_every_pairing_is_a_rematch_the_fewest_are_made_and_reported():
    rng = random.Random(1)
    event = make_event(4, rounds=4)
    for _ in range(3):
        event, pairing = play_round(event, rng)
        assert pairing.rematches == ()
    pairing = magic.pair_round(event, 4)
    assert len(pairing.pairs) == 2 and set(pairing.rematches) == set(pairing.pairs)


def test_the_bye_goes_to_the_lowest_ranked_player_without_one():
    rng = random.Random(11)
    event = make_event(11, seed="bye", rounds=8)
    had = []
    for _ in range(8):
        rows = magic.standings(event)
        pairing = magic.pair_round(event, magic.rounds_started(event) + 1)
        candidates = [r for r in rows if r.player not in had]
        lowest = max(rank_key(r) for r in candidates)
        bye_row = next(r for r in rows if r.player == pairing.bye)
        assert pairing.bye not in had and rank_key(bye_row) == lowest
        had.append(pairing.bye)
        event = apply_pairing(event, pairing)
        bye_match = next(m for m in event.matches if m.round == pairing.round and m.opponent is None)
        assert (bye_match.player, bye_match.games) == (pairing.bye, (2, 0, 0))
        for a, _ in pairing.pairs:
            event = record_result(event, pairing.round, a, rng.choice(SCORES))
    rows = {r.player: r for r in magic.standings(event)}
    assert all(rows[p].byes == 1 for p in had)


def test_the_bye_skips_the_last_player_if_they_had_one():
    # Round 1: X has the bye, a beats b. Round 2: b (0 points) has the bye, a beats X.
    event = make_event(3, seed="x", rounds=3)
    first = magic.pair_round(event, 1)
    event = apply_pairing(event, first)
    a, b = first.pairs[0]
    event = record_result(event, 1, a, "2-0")
    second = magic.pair_round(event, 2)
    assert second.bye == b  # the lowest (0 points), no bye yet
    event = apply_pairing(event, second)
    loser = first.bye
    event = record_result(event, 2, loser, "0-2")
    # a leads with 6 points, X and b have 3; both have had a bye, so it goes up to a.
    assert magic.pair_round(event, 3).bye == a


def test_dropped_players_are_not_paired_but_keep_their_results():
    rng = random.Random(7)
    event = make_event(10, seed="drop", rounds=5)
    event, pairing = play_round(event, rng)
    quitter = pairing.pairs[0][0]
    event = drop(event, quitter)
    with pytest.raises(ValueError, match="already dropped"):
        drop(event, quitter)
    event, pairing = play_round(event, rng)
    assert pairing.bye is not None  # 9 players left
    seated = {p for pair in pairing.pairs for p in pair} | {pairing.bye}
    assert quitter not in seated and len(seated) == 9
    rows = {r.player: r for r in magic.standings(event)}
    assert rows[quitter].dropped and sum(rows[quitter].record) == 1


def test_a_drop_announced_for_a_later_round_takes_effect_then():
    rng = random.Random(3)
    event = make_event(8, seed="later", rounds=4)
    event = drop(event, 5, after_round=2)
    for _ in (1, 2):
        event, pairing = play_round(event, rng)
        assert 5 in {p for pair in pairing.pairs for p in pair}
    event, pairing = play_round(event, rng)
    assert 5 not in {p for pair in pairing.pairs for p in pair} and pairing.bye is not None


def test_rounds_are_paired_in_order_and_only_once_results_are_in():
    event = make_event(6, rounds=3)
    with pytest.raises(ValueError, match="next round to pair is round 1"):
        magic.pair_round(event, 2)
    event = apply_pairing(event, magic.pair_round(event, 1))
    with pytest.raises(ValueError, match="round 1: the result of player"):
        magic.pair_round(event, 2)
    with pytest.raises(ValueError, match="player 99 has no match"):
        record_result(event, 1, 99, "2-0")
