"""FIDE B.02 (in force from 1 March 2024) 7.1.4 and 8.2: the first rating of a player new to the list, worked out
from one event's games alone, as the standings show it ("initial 1642 if rated on this event").

8.2: Ru = Ra + dp, where Ra is the average rating of the player's rated opponents together with two hypothetical
opponents rated 1800, and dp comes from table 8.1.1 for the fraction p of the points scored, two draws against the
hypothetical opponents included; Ru is rounded to a whole number and is at most 2200. A first event in which the
player scores nothing is disregarded (8.2.1). 7.1.4: a first rating is published once it rests on at least 5 games
against rated opponents (games of events within 26 months are pooled: this event alone may not be enough) and it is
at least 1400, the list's floor. Only games over the board against rated opponents count, as for a rated player
(8.3.1): not byes, forfeits or games against unrated players."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..messages import fraction_param, said_clause
from .tables import performance

# 7.1.4: the games against rated opponents a first rating rests on, and the floor of the rating list.
MIN_RATED_GAMES = 5
FLOOR = 1400
# 8.2: two hypothetical opponents rated 1800, each game a draw (5 tenths); an initial rating is at most 2200.
HYPOTHETICAL_RATING = 1800
HYPOTHETICAL_GAMES = 2
HYPOTHETICAL_SCORE = 5
CEILING = 2200


@dataclass(frozen=True)
class InitialRating:
    rating: int | None  # None: this event alone gives no published first rating
    words: dict[str, Any]  # why: messages.said_clause's {text, key, params}

    @property
    def reason(self) -> str:
        return self.words["text"]


def initial_rating(opponents: list[int], score: int) -> InitialRating:
    """The first rating of an unrated player from this event's rated games alone: the ratings of the rated
    opponents met over the board and the points scored against them (tenths), with why."""
    games = len(opponents)
    if games < MIN_RATED_GAMES:
        key = "rating_initial.one_game" if games == 1 else "rating_initial.too_few_games"
        return InitialRating(None, said_clause(key, count=games, most=MIN_RATED_GAMES))
    if score == 0:
        return InitialRating(None, said_clause("rating_initial.no_point"))
    counted = opponents + [HYPOTHETICAL_RATING] * HYPOTHETICAL_GAMES
    average, ru = performance(counted, score + HYPOTHETICAL_SCORE * HYPOTHETICAL_GAMES)
    assert average is not None and ru is not None  # at least the hypothetical opponents
    # Ratings are parameters as text (written as they are, never grouped); the points a number of the language.
    how = {"how_msg": "rating_initial.how", "average": str(average), "count": games, "rating": str(HYPOTHETICAL_RATING),
           "points": fraction_param(Fraction(score + HYPOTHETICAL_SCORE * HYPOTHETICAL_GAMES, 10)),
           "total": games + HYPOTHETICAL_GAMES, "ru": str(ru)}
    if ru > CEILING:
        return InitialRating(CEILING, said_clause("rating_initial.ceiling", most=str(CEILING), **how))
    if ru < FLOOR:
        return InitialRating(None, said_clause("rating_initial.below_floor", floor=str(FLOOR), **how))
    return InitialRating(ru, said_clause("rating_initial.first_rating", **how))
