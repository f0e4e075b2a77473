"""FIDE B.02 8.3 (2024, amended 1 October 2025): a rated player's rating change in one event, with the K factor
(8.3.3), and each player's performance and average opponents' rating (8.1.1).

Only games played over the board against a rated opponent count (8.3.1): byes, forfeits, games shorter than one
move (TRF W / D / L) and games against unrated players do not. Every figure is an integer: points in tenths,
probabilities in hundredths, a change in hundredths of a rating point (K × (score − PD) is exact in hundredths);
FIDE's calculator shows changes to one decimal (`tenths`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..messages import said_clause
from ..model import Result, Tournament
from .initial import InitialRating, initial_rating
from .tables import performance, probability

# 8.3.1: a difference of more than 400 points counts as 400, for players rated below 2650; from 2650 the
# difference counts as it is (the amendment of 1 October 2025).
CAP = 400
UNCAPPED_FROM = 2650
# 8.3.3: K × games in a rating period may not exceed 700.
MAX_K_TIMES_GAMES = 700
K_VALUES = (10, 20, 40)
# 8.3.3: 40 until the end of the year of the 18th birthday while rated under 2300; 10 from 2400; else 20.
JUNIOR_AGE = 18
JUNIOR_BELOW = 2300
TEN_FROM = 2400

_SCORE = {Result.WIN: 10, Result.DRAW: 5, Result.LOSS: 0}  # tenths
# Where a K was read, as the page stores it when it fills K from FIDE's list ("fide:standard:2026-12": the list's
# kind and month), so that the K's reason is worded in any language; another source is the director's own text.
FIDE_LIST_SOURCE = re.compile(r"fide:(standard|rapid|blitz):(\d{4}-\d{2}(?:-\d{2})?)")
LIST_KINDS = {"standard": "rating_k.standard", "rapid": "rating_k.rapid", "blitz": "rating_k.blitz"}


@dataclass(frozen=True)
class RatedGame:
    round: int
    opponent: int  # pairing number
    opponent_rating: int
    score: int  # tenths: 10, 5 or 0
    expected: int | None  # PD, hundredths; None for an unrated player
    change: int | None  # K × (score − PD), hundredths of a rating point; None for an unrated player


@dataclass(frozen=True)
class RatingChange:
    number: int
    rating: int  # 0: unrated
    k: int | None  # None for an unrated player
    k_reason: dict[str, Any]  # why K is what it is: messages.said_clause's {text, key, params}
    games: tuple[RatedGame, ...]
    rated_score: int  # tenths, in the games that count
    expected: int | None  # the sum of PD, hundredths
    change: int | None  # hundredths of a rating point
    average_opponent_rating: int | None  # None without a rated game
    performance: int | None
    initial: InitialRating | None  # an unrated player's first rating from this event alone (initial.py)


def tenths(hundredths: int) -> int:
    """A value in hundredths to tenths, 0.05 rounded away from zero (as 8.3.4 rounds the period's change)."""
    return (abs(hundredths) + 5) // 10 * (1 if hundredths >= 0 else -1)


def birth_year(birth: str) -> int | None:
    """The year of a TRF birth date (YYYY or YYYY/MM/DD), None when it is not one."""
    return int(birth[:4]) if len(birth) >= 4 and birth[:4].isdigit() else None


def k_factor(rating: int, birth: str, year: int | None, games: int, given: int | None = None,
             source: str = "") -> tuple[int, dict[str, Any]]:
    """K for a rated player (8.3.3) and why: the K given (`source`: where it was read, such as FIDE's list, which
    knows whether a player is new to the list, 40 until 30 games, or once reached 2400, 10 for good), else 40 for a
    junior rated under 2300 (birth year and the event's year known), 10 from 2400, else 20. K × games is kept to at
    most 700."""
    born = birth_year(birth)
    listed = FIDE_LIST_SOURCE.fullmatch(source)
    # Years and ratings are parameters as text: written as they are, never grouped.
    if given is not None and listed:
        k, why = given, said_clause("rating_k.from_fide_list", kind_msg=LIST_KINDS[listed[1]], date=listed[2])
    elif given is not None:
        k = given
        why = said_clause("rating_k.from_source", source=source) if source else said_clause("rating_k.as_given")
    elif born is not None and year is not None and year <= born + JUNIOR_AGE and rating < JUNIOR_BELOW:
        k, why = 40, said_clause("rating_k.junior", born=str(born), year=str(year), below=str(JUNIOR_BELOW))
    elif rating >= TEN_FROM:
        k, why = 10, said_clause("rating_k.ten", least=str(TEN_FROM))
    else:
        k, why = 20, said_clause("rating_k.twenty", below=str(TEN_FROM))
    if games and k * games > MAX_K_TIMES_GAMES:
        k, why = MAX_K_TIMES_GAMES // games, said_clause("rating_k.capped", reason_msg=why["key"],
                                                         most=MAX_K_TIMES_GAMES, games=games, **why["params"])
    return k, why


def expected(rating: int, opponent: int) -> int:
    """PD of `rating` against `opponent`, hundredths, the 400-point rule applied below 2650 (8.3.1)."""
    difference = rating - opponent
    if rating < UNCAPPED_FROM:
        difference = max(-CAP, min(CAP, difference))
    return probability(difference)


def rating_changes(tournament: Tournament, given: dict[int, int] | None = None,
                   year: int | None = None, sources: dict[int, str] | None = None) -> dict[int, RatingChange]:
    """Every player's rating change in the tournament's rounds, by pairing number. `given`: K by pairing number
    where the event sets it, `sources` where a given K was read; `year`: the event's year (for the junior K)."""
    given = given or {}
    sources = sources or {}
    ratings = {p.number: p.rating for p in tournament.players}
    changes = {}
    for p in tournament.players:
        played = [(r, e.opponent, _SCORE[e.result]) for r, e in enumerate(p.rounds, 1)
                  if e.opponent is not None and e.result in _SCORE and ratings.get(e.opponent, 0) > 0]
        score = sum(s for _, _, s in played)
        average, perf = performance([ratings[o] for _, o, _ in played], score)
        if p.rating > 0:
            k, why = k_factor(p.rating, p.birth, year, len(played), given.get(p.number), sources.get(p.number, ""))
        else:
            k, why = None, said_clause("rating_k.unrated")
        rated = k is not None
        games = []
        for r, o, s in played:
            pd = expected(p.rating, ratings[o]) if rated else None
            games.append(RatedGame(r, o, ratings[o], s, pd, k * (s * 10 - pd) if rated else None))
        changes[p.number] = RatingChange(
            p.number, p.rating, k, why, tuple(games), score,
            sum(g.expected for g in games) if rated else None,
            sum(g.change for g in games) if rated else None, average, perf,
            None if rated else initial_rating([ratings[o] for _, o, _ in played], score))
    return changes


def event_year(start_date: str | None) -> int | None:
    """The year of an event's start date (YYYY-MM-DD, or a file's YYYY/MM/DD), None when it has none."""
    return birth_year(start_date or "")


def as_json(change: RatingChange) -> dict[str, object]:
    """What the command line and the page show: the total change to one decimal, K, the expected and the rated
    score, the performance and the opponents' average, each game that counted, and an unrated player's first
    rating from this event alone with why (null for a rated player; the rating null when there is none)."""
    return {
        "rating_change": None if change.change is None else tenths(change.change) / 10,
        "k": change.k,
        "k_reason": change.k_reason["text"],
        "k_reason_words": {"key": change.k_reason["key"], "params": change.k_reason["params"]},
        "expected": None if change.expected is None else change.expected / 100,
        "rated_score": change.rated_score / 10,
        "performance": change.performance,
        "average_opponent_rating": change.average_opponent_rating,
        "initial_rating": change.initial.rating if change.initial else None,
        "initial_reason": change.initial.reason if change.initial else None,
        "initial_reason_words": {"key": change.initial.words["key"], "params": change.initial.words["params"]}
        if change.initial else None,
        "rated_games": [{"round": g.round, "opponent": g.opponent, "opponent_rating": g.opponent_rating,
                         "score": g.score / 10, "expected": None if g.expected is None else g.expected / 100,
                         "change": None if g.change is None else tenths(g.change) / 10} for g in change.games],
    }
