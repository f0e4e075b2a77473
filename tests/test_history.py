"""Player history (C.04.3 Art. 1): colour preferences, floats and bye eligibility from results alone."""

from swisspair.history import Float, build_states
from swisspair.model import Colour, Player, Result, RoundEntry, Tournament

W, B = Colour.WHITE, Colour.BLACK


def game(opponent, colour, result=Result.DRAW):
    return RoundEntry(opponent, colour, result)


def absent(result):
    return RoundEntry(None, None, result)


def state_of(rounds):
    """Player 1 with the given rounds; opponents are filled in as mirror entries."""
    players = {1: Player(1, rounds=list(rounds))}
    for r, e in enumerate(rounds):
        if e.opponent is not None:
            mirror = {Result.DRAW: Result.DRAW, Result.WIN: Result.LOSS, Result.LOSS: Result.WIN,
                      Result.FORFEIT_WIN: Result.FORFEIT_LOSS, Result.FORFEIT_LOSS: Result.FORFEIT_WIN}[e.result]
            opp = players.setdefault(e.opponent, Player(e.opponent))
            opp.rounds += [absent(Result.ZERO_BYE)] * (r - len(opp.rounds))
            opp.rounds.append(RoundEntry(1, e.colour.opposite if e.colour else None, mirror))
    for p in players.values():
        p.rounds += [absent(Result.ZERO_BYE)] * (len(rounds) - len(p.rounds))
    # Two others who played every round, so that every round given counts as completed.
    others = [Player(98, rounds=[game(99, W)] * len(rounds)), Player(99, rounds=[game(98, B)] * len(rounds))]
    t = Tournament(players=list(players.values()) + others, total_rounds=9)
    return next(s for s in build_states(t) if s.number == 1)


def test_colour_difference_beyond_one_is_absolute_for_the_colour_played_less():
    s = state_of([game(2, W), game(3, B), game(4, W), game(5, W)])
    assert (s.imbalance, s.preference, s.absolute) == (2, B, True)


def test_difference_beats_the_repeated_colour_but_stays_absolute():
    # WWWWBB: difference +2 wants black; the last two blacks would want white.
    s = state_of([game(2, W), game(3, W), game(4, W), game(5, W), game(6, B), game(7, B)])
    assert (s.preference, s.repeated_colour, s.absolute) == (B, B, True)


def test_unplayed_rounds_are_skipped_so_w_bye_w_is_absolute():
    s = state_of([game(2, W), absent(Result.HALF_BYE), game(3, W)])
    assert (s.preference, s.absolute) == (B, True)


def test_strong_and_mild_preferences():
    strong = state_of([game(2, W)])
    mild = state_of([game(2, W), game(3, B)])
    assert (strong.preference, strong.strong) == (B, True)
    assert (mild.preference, mild.strong, mild.absolute) == (W, False, False)


def test_forfeits_are_not_played_games_and_not_meetings():
    s = state_of([game(2, W, Result.FORFEIT_WIN)])
    assert s.colours == [] and s.preference is None and s.played == frozenset()


def test_forfeit_win_and_full_bye_block_the_pab_but_half_bye_does_not():
    assert not state_of([game(2, W, Result.FORFEIT_WIN)]).bye_eligible
    assert not state_of([absent(Result.FULL_BYE)]).bye_eligible
    assert not state_of([absent(Result.PAIRING_BYE)]).bye_eligible
    assert state_of([absent(Result.HALF_BYE)]).bye_eligible
    assert state_of([absent(Result.ZERO_BYE)]).bye_eligible
    assert state_of([game(2, W, Result.FORFEIT_LOSS)]).bye_eligible


def test_2026_floats_half_bye_is_a_downfloat_zero_bye_is_none():
    assert state_of([absent(Result.HALF_BYE)]).floats[0] is Float.DOWN
    assert state_of([absent(Result.ZERO_BYE)]).floats[0] is None
    assert state_of([absent(Result.PAIRING_BYE)]).floats[0] is Float.DOWN


def test_played_floats_compare_scores_before_the_round():
    # Round 1 player 1 wins against 2; round 2 player 1 (1 point) meets 3 (0 points): a downfloat.
    s = state_of([game(2, W, Result.WIN), game(3, B, Result.DRAW)])
    assert s.floats == (Float.DOWN, None)
