"""What the Dutch tests share: tournaments played out with random results, and bbpPairings' accelerated 12-player
event, which the event and page tests of Baku acceleration pair again."""

import random

from swisspair.model import Colour, Player, Result, RoundEntry, Tournament
from swisspair.trf import parse_trf

W, B = Colour.WHITE, Colour.BLACK
OUTCOMES = [(Result.WIN, Result.LOSS), (Result.DRAW, Result.DRAW), (Result.LOSS, Result.WIN)]


def play_round(t: Tournament, pairing, rng: random.Random, forfeit_rate: float) -> None:
    by_number = {p.number: p for p in t.players}
    for board in pairing.boards:
        if rng.random() < forfeit_rate:
            white_result, black_result = rng.choice(
                [(Result.FORFEIT_WIN, Result.FORFEIT_LOSS), (Result.FORFEIT_LOSS, Result.FORFEIT_WIN)])
        else:
            white_result, black_result = rng.choice(OUTCOMES)
        by_number[board.white].rounds.append(RoundEntry(board.black, W, white_result))
        by_number[board.black].rounds.append(RoundEntry(board.white, B, black_result))
    if pairing.bye is not None:
        by_number[pairing.bye].rounds.append(RoundEntry(None, None, Result.PAIRING_BYE))


def new_tournament(players: int, rounds: int) -> Tournament:
    return Tournament(players=[Player(i, rating=2800 - 10 * i) for i in range(1, players + 1)],
                      total_rounds=rounds, initial_colour=W)


BBP_TWELVE = """\
142 7
152 W
192 FIDE_DUTCH_BAKU
001    1      P1                                2490                             3.5          4 w =     6 b 1     3 w 0    12 b 1     7 w 1
001    2      P2                                2480                             1.5          5 b =     3 w =     8 b 0    10 w 0    11 b =
001    3      P3                                2470                             3.0          6 w 1     2 b =     1 b 1     8 w =    10 b 0
001    4      P4                                2460                             3.0          1 b =     5 w =    10 b 0     6 w 1    12 b 1
001    5      P5                                2450                             2.5          2 w =     4 b =    12 w =     7 b 1     8 w 0
001    6      P6                                2440                             1.5          3 b 0     1 w 0    11 b 1     4 b 0     9 w =
001    7      P7                                2430                             2.0         10 w =     8 b =     9 w 1     5 w 0     1 b 0
001    8      P8                                2420                             4.0         11 b 1     7 w =     2 w 1     3 b =     5 b 1
001    9      P9                                2410                             2.0         12 w =    10 b =     7 b 0    11 w =     6 b =
001   10      P10                               2400                             4.0          7 b =     9 w =     4 w 1     2 b 1     3 w 1
001   11      P11                               2390                             1.0          8 w 0    12 b 0     6 w 0     9 b =     2 w =
001   12      P12                               2380                             2.0          9 b =    11 w 1     5 b =     1 w 0     4 w 0
"""
TWELVE = parse_trf(BBP_TWELVE)
RESULT = {Result.WIN: "1-0", Result.LOSS: "0-1", Result.DRAW: "1/2-1/2"}


def bbp_round(r):
    """Round r of bbpPairings' accelerated 12-player event: {(white, black): result} by pairing number."""
    games = {}
    for p in TWELVE.players:
        entry = p.rounds[r - 1]
        if entry.colour is Colour.WHITE:
            games[(p.number, entry.opponent)] = RESULT[entry.result]
    return games
