"""FIDE B.02 (2024) 7.1.4 and 8.2: an unrated player's first rating from one event alone, checked against the
regulations' conditions (5 games against rated opponents, a floor of 1400, two hypothetical opponents rated 1800
each drawn, at most 2200, a first event without a point disregarded) and computed again by hand with exact
fractions over gacrux's transcription of table 8.1.1."""

from fractions import Fraction

from gacrux.fidetables import ScoreToDp

from swisspair.fide_rating.change import as_json, rating_changes
from swisspair.fide_rating.initial import initial_rating
from swisspair.model import Colour, Player, Result, RoundEntry, Tournament


def by_hand(opponents, points):
    """Ru = Ra + dp over the rated opponents and two 1800s drawn: exact fractions, each rounded once as FIDE does."""
    ratings = opponents + [1800, 1800]
    ra = Fraction(sum(ratings), len(ratings))
    p = (Fraction(points) + 1) / len(ratings)
    dp = ScoreToDp[int(p * 100 + Fraction(1, 2))]
    return int(ra + dp + Fraction(1, 2))


def test_a_first_rating_is_the_opponents_and_two_1800s_average_plus_dp_for_the_score_with_two_draws():
    # 3.5 of 5 against 1650, 1720, 1580, 1900, 1810: Ra = (8660 + 3600) / 7 = 1751.43; p = 4.5 / 7 = 0.64, dp 102
    opponents = [1650, 1720, 1580, 1900, 1810]
    found = initial_rating(opponents, 35)
    assert found.rating == 1853 == by_hand(opponents, Fraction(7, 2))
    assert found.reason == ("Ra 1751 over 5 rated opponents and two hypothetical ones rated 1800, 4.5 of 7 with a "
                            "draw against each: Ru = Ra + dp = 1853 (B.02 8.2)")
    # Its words for the page: ratings as text (never grouped), the points a number the language writes.
    assert (found.words["key"], found.words["params"]) == ("rating_initial.first_rating", {
        "how_msg": "rating_initial.how", "average": "1751", "count": 5, "rating": "1800", "points": 4.5, "total": 7,
        "ru": "1853"})
    assert initial_rating([1800], 10).reason.startswith("1 game against rated opponents: a first rating needs 5")


def test_the_two_hypothetical_draws_pull_a_perfect_score_back_from_800_above_the_opponents():
    # five wins against 1800s: p = 6 / 7 = 0.86, dp 309, not the 800 of a full score
    assert initial_rating([1800] * 5, 50).rating == 2109 == by_hand([1800] * 5, 5)


def test_at_most_2200_and_at_least_the_floor_of_1400():
    found = initial_rating([2300] * 7, 60)  # 6 of 7 against 2300s: Ra 19700 / 9 = 2188.9, p 7 / 9 = 0.78, dp 220
    assert by_hand([2300] * 7, 6) == 2409 and found.rating == 2200 and found.reason.endswith("= 2409, at most 2200 (B.02 8.2)")
    low = initial_rating([1400] * 5, 5)  # half a point against 1400s: Ra 1514, p 1.5/7 = 0.21, dp -230
    assert by_hand([1400] * 5, Fraction(1, 2)) == 1284
    assert low.rating is None and "1284, below the list's floor of 1400: not published (B.02 7.1.4)" in low.reason


def test_fewer_than_five_rated_games_or_no_point_give_no_first_rating():
    four = initial_rating([1800] * 4, 40)
    assert four.rating is None and four.reason.startswith("4 games against rated opponents: a first rating needs 5")
    none = initial_rating([1600] * 6, 0)
    assert none.rating is None and "B.02 8.2.1" in none.reason


def test_only_games_over_the_board_against_rated_opponents_count_and_rated_players_have_none():
    # the unrated player 1: five rated opponents over the board, a forfeit win, a game against an unrated player
    opponents = {2: 1650, 3: 1720, 4: 1580, 5: 1900, 6: 1810, 7: 1700, 8: 0}
    results = [(2, Result.WIN), (3, Result.DRAW), (4, Result.WIN), (5, Result.LOSS), (6, Result.WIN),
               (7, Result.FORFEIT_WIN), (8, Result.WIN)]
    players = [Player(1, rating=0, rounds=[RoundEntry(o, Colour.WHITE, r) for o, r in results])]
    players += [Player(n, rating=rating) for n, rating in opponents.items()]
    changes = rating_changes(Tournament(players=players))
    shown = as_json(changes[1])
    assert shown["initial_rating"] == 1853 and "5 rated opponents" in shown["initial_reason"]
    assert as_json(changes[2])["initial_rating"] is None and as_json(changes[2])["initial_reason"] is None
