"""Small hand-built team events for the C.04.6 tests: a round is a list of what happened to each team; and random
ones for the checks against a brute-force search."""

from __future__ import annotations

import random

from swisspair.model import (Colour, ColourPreference, MatchOutcome, Score, Team, TeamPart, TeamRound, TeamSettings,
                             Tournament)


def match(white: int, black: int, white_gp: int = 20, black_gp: int = 20) -> tuple:
    """A played match (board 1 of `white` had White); game points in tenths, 4 boards by default."""
    return ("match", white, black, white_gp, black_gp)


def forfeit(winner: int, loser: int) -> tuple:
    return ("forfeit", winner, loser)


def pab(team: int) -> tuple:
    return ("pab", team)


def half_bye(team: int) -> tuple:
    return ("half", team)


def zero_bye(team: int) -> tuple:
    return ("zero", team)


def event(teams: int, rounds: list[list[tuple]], total_rounds: int = 9, absent: tuple[int, ...] = (),
          colours: ColourPreference = ColourPreference.TYPE_A, primary: Score = Score.MATCH_POINTS,
          secondary: Score | None = None, initial: Colour = Colour.WHITE, boards: int = 4) -> Tournament:
    """`teams` teams numbered 1..teams; `absent`: teams with a zero-point bye for the round to pair."""
    settings = TeamSettings(primary=primary, secondary=secondary, colour_preference=colours, boards=boards,
                            total_rounds=total_rounds, initial_colour=initial, pab_game_points=boards * 5)
    mp = settings.match_points
    history: dict[int, list[TeamRound]] = {n: [] for n in range(1, teams + 1)}
    for number, items in enumerate(rounds, 1):
        for item in items:
            kind = item[0]
            if kind == "match":
                _, w, b, wg, bg = item
                wm, bm = (mp.win, mp.loss) if wg > bg else (mp.loss, mp.win) if wg < bg else (mp.draw, mp.draw)
                history[w].append(TeamRound(b, Colour.WHITE, MatchOutcome.PLAYED, wm, wg))
                history[b].append(TeamRound(w, Colour.BLACK, MatchOutcome.PLAYED, bm, bg))
            elif kind == "forfeit":
                _, w, lost = item
                history[w].append(TeamRound(lost, None, MatchOutcome.FORFEIT_WIN, mp.win, boards * 10))
                history[lost].append(TeamRound(w, None, MatchOutcome.FORFEIT_LOSS, mp.loss, 0))
            elif kind == "pab":
                history[item[1]].append(TeamRound(None, None, MatchOutcome.PAIRING_BYE, settings.pab_match_points,
                                                  boards * 5))
            elif kind == "half":
                history[item[1]].append(TeamRound(None, None, MatchOutcome.HALF_BYE, mp.draw, boards * 5))
            else:
                history[item[1]].append(TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0))
        missing = [n for n, h in history.items() if len(h) != number]
        assert not missing, f"round {number} says nothing of teams {missing}"
    for n in absent:
        history[n].append(TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0))
    teams = [Team(number=n, rounds=history[n]) for n in sorted(history)]
    return Tournament(name="hand-built", teams=TeamPart(settings=settings, teams=teams))


def random_event(rng: random.Random, teams: int, rounds: int) -> Tournament:
    history: dict[int, list[TeamRound]] = {n: [] for n in range(1, teams + 1)}
    for _ in range(rounds):
        order = list(history)
        rng.shuffle(order)
        if len(order) % 2:
            history[order.pop()].append(TeamRound(None, None, MatchOutcome.PAIRING_BYE, 10, 20))
        for w, b in zip(order[::2], order[1::2]):
            if rng.random() < 0.1:
                history[w].append(TeamRound(b, None, MatchOutcome.FORFEIT_WIN, 20, 40))
                history[b].append(TeamRound(w, None, MatchOutcome.FORFEIT_LOSS, 0, 0))
                continue
            wg = rng.choice([0, 10, 15, 20, 25, 30, 40])
            wm = 20 if wg > 20 else 10 if wg == 20 else 0
            history[w].append(TeamRound(b, Colour.WHITE, MatchOutcome.PLAYED, wm, wg))
            history[b].append(TeamRound(w, Colour.BLACK, MatchOutcome.PLAYED, 20 - wm, 40 - wg))
    for n in history:
        if rng.random() < 0.1:
            history[n].append(TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0))
    return Tournament(teams=TeamPart(settings=TeamSettings(total_rounds=rounds + 2, initial_colour=Colour.WHITE),
                                     teams=[Team(n, rounds=h) for n, h in history.items()]))
