"""FIDE B.02 8.3: rating changes, checked against FIDE's worked figures and an independent computation (exact
fractions over gacrux's transcription of table 8.1.2)."""

from fractions import Fraction

from gacrux.fidetables import DiffToPd, ScoreToDp

from swisspair.fide_rating.change import expected, k_factor, rating_changes, tenths
from swisspair.fide_rating.tables import performance
from swisspair.model import Colour, Player, Result, RoundEntry, Tournament


def game(opponent, result, colour=Colour.WHITE):
    return RoundEntry(opponent, colour, result)


def test_fides_calculator_figure_a_win_by_2812_over_2786_with_k_10_gains_4_6():
    # FIDE's rating calculator: Rtg 2812, Rc 2786, W 1, K 10 -> +4.6 (and the loser loses as much)
    t = Tournament(players=[Player(1, rating=2812, rounds=[game(2, Result.WIN)]),
                            Player(2, rating=2786, rounds=[game(1, Result.LOSS, Colour.BLACK)])])
    changes = rating_changes(t, {1: 10, 2: 10})
    assert tenths(changes[1].change) == 46 and tenths(changes[2].change) == -46
    assert changes[1].expected == 54 and changes[1].games[0].expected == 54


def test_the_400_point_rule_gives_92_and_8_hundredths_below_2650():
    # B.02 8.3.1: 2200 against 1000 counts as 2200 against 1800; 1800 against 2400 as against 2200
    assert expected(2200, 1000) == expected(2200, 1800) == 92
    assert expected(1800, 2400) == 8
    # Before 1 October 2025 a 2650+ player won 0.8 with K 10 against anyone 400 below (FIDE's press release):
    # below 2650 it still does
    assert 10 * (100 - expected(2600, 1900)) == 80


def test_from_2650_the_whole_difference_counts():
    # The amendment of 1 October 2025: a 2750 beating a 2250 expects 0.96 (485-517), and gains 0.4 with K 10
    assert expected(2750, 2250) == 96 and 10 * (100 - expected(2750, 2250)) == 40
    assert expected(2800, 1800) == 100  # 736 and more: 1.00, a win gains nothing
    assert expected(2649, 1800) == 92


def test_the_k_factor_follows_rating_birth_year_and_the_700_rule():
    def said(*args, **kwargs):
        k, why = k_factor(*args, **kwargs)
        return k, why["text"]

    assert said(2100, "2010/05/01", 2026, 9) == (40, "born 2010: 18 or younger in 2026, rated under 2300")
    assert k_factor(2100, "2008", 2026, 9)[0] == 40  # the year of the 18th birthday still counts
    assert k_factor(2100, "2007", 2026, 9)[0] == 20
    assert k_factor(2350, "2010", 2026, 9)[0] == 20  # a junior rated 2300 or more
    assert k_factor(2400, "", None, 9)[0] == 10
    assert k_factor(1800, "", None, 9)[0] == 20
    assert said(2450, "", None, 9, given=20) == (20, "as given")
    # FIDE's list knows what the event cannot: a player new to the list (40) or once rated 2400 (10)
    assert said(2380, "", None, 9, given=10, source="FIDE's standard list of December 2026") == (
        10, "from FIDE's standard list of December 2026")
    k, why = said(1500, "", None, 18, given=40)  # 40 × 18 = 720 > 700: the largest K with K × n <= 700
    assert k == 38 and "700" in why


def test_the_ks_reason_is_a_message_with_its_parameters_and_fides_list_is_named_by_kind_and_month():
    k, why = k_factor(2380, "", None, 9, given=10, source="fide:rapid:2026-12")
    assert (k, why) == (10, {"text": "from FIDE's rapid list of 2026-12", "key": "rating_k.from_fide_list",
                             "params": {"kind_msg": "rating_k.rapid", "date": "2026-12"}})
    _, why = k_factor(1500, "2012", 2026, 18)
    assert (why["key"], why["params"]) == ("rating_k.capped", {"reason_msg": "rating_k.junior", "most": 700, "games": 18,
                                                                "born": "2012", "year": "2026", "below": "2300"})
    assert why["text"] == "born 2012: 18 or younger in 2026, rated under 2300; at most 700 for K × 18 games"


def test_only_games_over_the_board_against_rated_players_count():
    rounds = [game(2, Result.WIN), game(3, Result.DRAW), game(4, Result.FORFEIT_WIN), RoundEntry(None, None, Result.PAIRING_BYE),
              game(5, Result.UNRATED_WIN), RoundEntry(None, None, Result.HALF_BYE), game(6, Result.LOSS)]
    t = Tournament(players=[Player(1, rating=2000, rounds=rounds), Player(2, rating=1900), Player(3, rating=2100),
                            Player(4, rating=2000), Player(5, rating=2000),
                            Player(6, rating=0, rounds=[RoundEntry(None, None, Result.ZERO_BYE)] * 6 + [game(1, Result.WIN)])])
    c = rating_changes(t, {1: 20})[1]
    assert [g.round for g in c.games] == [1, 2]
    assert c.rated_score == 15 and c.expected == 64 + 36
    assert c.change == 20 * (100 - 64) + 20 * (50 - 36) and tenths(c.change) == 100
    assert (c.average_opponent_rating, c.performance) == (2000, 2000 + 193)  # 1.5 of 2: p 0.75, dp 193
    unrated = rating_changes(t)[6]
    assert unrated.k is None and unrated.change is None and unrated.games[0].expected is None
    assert unrated.rated_score == 10 and unrated.performance == 2000 + 800


def test_tenths_round_half_away_from_zero():
    assert [tenths(h) for h in (0, 4, 5, 15, -4, -5, -15, 1234)] == [0, 0, 1, 2, 0, -1, -2, 123]


def test_a_whole_event_agrees_with_an_independent_computation():
    """Twelve players, every pairing once, results from a fixed pattern: each player's total is recomputed here
    with exact fractions from gacrux's table and the text of 8.3."""
    ratings = [2710, 2655, 2480, 2399, 2300, 2150, 2001, 1890, 1760, 1600, 1450, 0]
    births = ["", "", "1990", "2012", "2009/12/31", "2010", "", "1980", "2015", "", "", "2011"]
    players = [Player(n, rating=r, birth=b) for n, (r, b) in enumerate(zip(ratings, births), 1)]
    results = (Result.WIN, Result.DRAW, Result.LOSS)
    opposite = {Result.WIN: Result.LOSS, Result.DRAW: Result.DRAW, Result.LOSS: Result.WIN}
    for a in players:
        for b in players:
            if a.number < b.number:
                result = results[(a.number * 7 + b.number * 3) % 3]
                a.rounds.append(game(b.number, result))
                b.rounds.append(game(a.number, opposite[result], Colour.BLACK))
    changes = rating_changes(Tournament(players=players), {2: 10}, 2026)
    value = {Result.WIN: Fraction(1), Result.DRAW: Fraction(1, 2), Result.LOSS: Fraction(0)}
    for p in players:
        c = changes[p.number]
        rated = [(ratings[e.opponent - 1], value[e.result]) for e in p.rounds if ratings[e.opponent - 1] > 0]
        if p.rating == 0:
            assert c.change is None
            continue
        total = Fraction(0)
        for opponent, score in rated:
            d = p.rating - opponent
            if p.rating < 2650:
                d = max(-400, min(400, d))
            pd = Fraction(DiffToPd[min(abs(d), 800)], 100)
            total += score - (pd if d >= 0 else 1 - pd)
        junior = p.birth and int(p.birth[:4]) + 18 >= 2026 and p.rating < 2300
        k = 10 if p.number == 2 else 40 if junior else 10 if p.rating >= 2400 else 20
        assert c.k == k
        assert Fraction(c.change, 100) == k * total
        assert c.rated_score == sum(score for _, score in rated) * 10
        average = Fraction(sum(o for o, _ in rated), len(rated))
        assert c.average_opponent_rating == int(average + Fraction(1, 2))
        percent = int(sum(s for _, s in rated) / len(rated) * 100 + Fraction(1, 2))
        assert c.performance == c.average_opponent_rating + ScoreToDp[percent]


def test_performance_is_the_average_plus_dp():
    assert performance([2000, 2100], 15) == (2050, 2050 + 193)
    assert performance([], 0) == (None, None)
