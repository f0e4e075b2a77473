"""Colour allocation for one pair, FIDE C.04.3 (2026) Art. 5.2, in the order of its rules."""

from __future__ import annotations

from ...history import PlayerState
from ...model import Colour


def ranks_above(a: PlayerState, b: PlayerState) -> bool:
    """True if a is the higher-ranked of the two: higher (accelerated) score, then smaller pairing index."""
    return (a.score, -a.rank_index) > (b.score, -b.rank_index)


def _first_difference(a: PlayerState, b: PlayerState) -> tuple[Colour | None, Colour | None]:
    """5.2.3: the two players' colours in the latest round in which they differed (played games only)."""
    for ca, cb in zip(reversed(a.colours), reversed(b.colours)):
        if ca is not cb:
            return ca, cb
    return None, None


def allocate(a: PlayerState, b: PlayerState, initial: Colour) -> tuple[Colour, str]:
    """The colour a gets against b, and the rule (5.2.1 to 5.2.5) that decided it."""
    pa, pb = a.preference, b.preference
    if pa is None or pb is None or pa is not pb:
        # 5.2.1: both preferences can be granted (or only one player has one).
        if pa is not None:
            return pa, "5.2.1"
        if pb is not None:
            return pb.opposite, "5.2.1"
    else:
        # 5.2.2: the stronger preference; between two absolutes, the wider colour difference.
        if a.absolute and (a.imbalance > b.imbalance or not b.absolute):
            return pa, "5.2.2"
        if b.absolute and (b.imbalance > a.imbalance or not a.absolute):
            return pb.opposite, "5.2.2"
        if a.strong and not b.strong:
            return pa, "5.2.2"
        if b.strong and not a.strong:
            return pb.opposite, "5.2.2"
        # 5.2.3: alternate from the latest round in which they had different colours.
        mine, theirs = _first_difference(a, b)
        if mine is not None and theirs is not None:
            return theirs, "5.2.3"
        # 5.2.4: the higher-ranked player's preference.
        return (b.preference.opposite if ranks_above(b, a) else pa), "5.2.4"
    # 5.2.5: no preferences: the higher-ranked player gets the initial colour if its pairing number is odd.
    higher = b if ranks_above(b, a) else a
    higher_colour = initial if higher.rank_index % 2 == 0 else initial.opposite
    return (higher_colour.opposite if higher is b else higher_colour), "5.2.5"
