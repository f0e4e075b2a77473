"""What the tie-break tests share: Held's crosstables, small events written one player a line, and the values
a tie-break gives them."""

import os
import re

from swisspair.model import (Colour, MatchOutcome, Player, Result, RoundEntry, Score, Scoring, Team, TeamPart, TeamRound,
                             TeamSettings, Tournament)
from swisspair.tiebreaks import TIEBREAKS, Context
from swisspair.trf import parse_trf

GOLDEN = os.path.join(os.path.dirname(os.path.dirname(__file__)), "golden", "tiebreaks")


def held(rounds: int, edition: str = "2024") -> Context:
    with open(os.path.join(GOLDEN, f"held-swiss-{rounds}.trf"), newline="") as f:
        return Context(parse_trf(f.read()), edition)


def values(ctx: Context, code: str, players=None) -> dict[int, str]:
    tiebreak = TIEBREAKS[code]
    return {tpn: tiebreak.compute(ctx, tpn).text for tpn in (players or sorted(ctx.players))}


def event(*rows: str, scoring: Scoring = Scoring()) -> Tournament:
    """'1 2000: 2w1 3b= -U' -> player 1 rated 2000: beat 2 with White, drew 3 with Black, then the PAB."""
    players = []
    for row in rows:
        head, _, games = row.partition(":")
        number, rating = (int(x) for x in head.split())
        entries = []
        for token in games.split():
            if token.startswith("-"):
                entries.append(RoundEntry(None, None, Result(token[1])))
            else:
                opponent, colour, result = re.fullmatch(r"(\d+)([wb])(.)", token).groups()
                entries.append(RoundEntry(int(opponent), Colour(colour), Result(result)))
        players.append(Player(number, name=f"Player {number}", rating=rating, rounds=entries))
    return Tournament(players=players, scoring=scoring)


def value(ctx: Context, code: str, tpn: int):
    return TIEBREAKS[code].compute(ctx, tpn).value


# A withdrawal and byes in a small event, for Art. 16 and the cuts.
WITHDRAWAL = event(
    "1 2000: 2w1 3b1 4w0",
    "2 1900: 1b0 4w1 3b=",
    "3 1800: 4b1 1w0 2w=",
    "4 1700: 3w0 2b0 1b1",
    "5 1600: 6w1 -Z -Z",  # wins round 1, then withdraws
    "6 1500: 5b0 -U -H",
)


def team_event(boards: int, teams: int, rounds: list[list[str]], primary=None, pab_game_points=None):
    """A team event written one match a string, team t's players being (t-1)*boards+1 .. t*boards, board order:
    '1-2 1=' team 1 (White on board 1, colours alternating down the boards) against team 2, the boards' results
    from team 1's side (1 = 0 + -: won, drawn, lost, won or lost by forfeit); '1-2 +' team 1 won by forfeit;
    '3 pab' the pairing-allocated bye; '4 H' / '4 Z' a half- or zero-point bye."""
    settings = TeamSettings(primary=primary or Score.MATCH_POINTS, boards=boards, pab_game_points=pab_game_points)
    mp = settings.match_points
    players = {n: Player(n, name=f"Player {n}", rating=2000 - 10 * n) for n in range(1, teams * boards + 1)}
    squads = {t: Team(t, name=f"Team {t}", members=list(range((t - 1) * boards + 1, t * boards + 1)))
              for t in range(1, teams + 1)}
    other = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    for matches in rounds:
        for match in matches:
            who, what = match.split()
            if "-" not in who:
                team = squads[int(who)]
                outcome, result, match_points, game_points = {
                    "pab": (MatchOutcome.PAIRING_BYE, Result.PAIRING_BYE, settings.pab_match_points,
                            boards * 5 if pab_game_points is None else pab_game_points),
                    "H": (MatchOutcome.HALF_BYE, Result.HALF_BYE, mp.draw, boards * 5),
                    "Z": (MatchOutcome.ZERO_BYE, Result.ZERO_BYE, 0, 0)}[what]
                team.rounds.append(TeamRound(None, None, outcome, match_points, game_points))
                for tpn in team.members:
                    players[tpn].rounds.append(RoundEntry(None, None, result))
                continue
            white, black = (squads[int(t)] for t in who.split("-"))
            if what in "+-":
                for team, won in ((white, what == "+"), (black, what == "-")):
                    team.rounds.append(TeamRound((black if team is white else white).number, None,
                                                 MatchOutcome.FORFEIT_WIN if won else MatchOutcome.FORFEIT_LOSS,
                                                 mp.win if won else mp.loss, boards * 10 if won else 0))
                    for tpn in team.members:
                        players[tpn].rounds.append(
                            RoundEntry(None, None, Result.FORFEIT_WIN if won else Result.FORFEIT_LOSS))
                continue
            scored = {white.number: 0, black.number: 0}
            for board, mark in enumerate(what):
                w, b = white.members[board], black.members[board]
                colour = Colour.WHITE if board % 2 == 0 else Colour.BLACK
                players[w].rounds.append(RoundEntry(b, colour, Result(mark)))
                players[b].rounds.append(RoundEntry(w, colour.opposite, Result(other[mark])))
                scored[white.number] += Scoring().points(Result(mark))
                scored[black.number] += Scoring().points(Result(other[mark]))
            for team, opponent in ((white, black), (black, white)):
                mine, theirs = scored[team.number], scored[opponent.number]
                team.rounds.append(TeamRound(opponent.number, Colour.WHITE if team is white else Colour.BLACK,
                                             MatchOutcome.PLAYED,
                                             mp.win if mine > theirs else mp.draw if mine == theirs else mp.loss,
                                             mine))
    return Tournament(players=list(players.values()), teams=TeamPart(settings=settings, teams=list(squads.values())))


# A team event (team_event's rows): four teams of two boards, three rounds. Match points: 1 and 3 have 4, 2 and 4
# have 2. Game points: 1: 4, 2: 2.5, 3: 3.5, 4: 2.
EVENT = [
    ["1-2 1=", "3-4 =="],
    ["1-3 =0", "2-4 10"],
    ["1-4 11", "2-3 =="],
]
