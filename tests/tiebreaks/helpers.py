"""What the tie-break tests share: Held's crosstables, small events written one player a line, and the values
a tie-break gives them."""

import os
import re

from swisspair.model import Colour, Player, Result, RoundEntry, Scoring, Tournament
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
