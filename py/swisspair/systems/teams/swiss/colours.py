"""Colour preferences (C.04.6 §1.7) and colour allocation (§4), judged by board 1's colour in played matches.

No preference is ever absolute: colours never stop two teams from meeting (Preface; C.04.1 Articles 6 and 7
never apply to teams). The white team is the one whose board-1 player has White.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....model import Colour, ColourPreference
from ...dutch.errors import PairingError
from .scores import TeamState


@dataclass(frozen=True)
class Preference:
    colour: Colour | None = None
    strong: bool = False  # Type B only (§1.7.2)


NO_PREFERENCE = Preference()


def _last_two_are(colours: tuple[Colour, ...], colour: Colour) -> bool:
    return len(colours) >= 2 and colours[-1] is colour and colours[-2] is colour


def _simple(state: TeamState) -> Colour | None:
    """§1.7.1 (and the strong preference of §1.7.2): White when CD < -1, or CD is 0 or -1 after Black in the
    last two played matches; Black symmetrically."""
    cd = state.colour_difference
    if cd < -1 or (cd in (0, -1) and _last_two_are(state.colours, Colour.BLACK)):
        return Colour.WHITE
    if cd > 1 or (cd in (0, 1) and _last_two_are(state.colours, Colour.WHITE)):
        return Colour.BLACK
    return None


def preference(state: TeamState, kind: ColourPreference, last_round: bool) -> Preference:
    if kind is ColourPreference.NONE or not state.colours:
        return NO_PREFERENCE
    if kind is ColourPreference.TYPE_A:
        return Preference(_simple(state))
    # §1.7.2 Type B. The strong clauses come first and hold in the last round too: "no (Type B) colour preference
    # [...] when its CD is zero when pairing for the last round" closes the mild clauses on CD 0, which carry their
    # own "if it is zero and it is not the last round", not a strong one (CD 0 after two matches of one colour).
    strong = _simple(state)
    if strong is not None:
        return Preference(strong, True)
    cd = state.colour_difference
    # Mild: CD = -1 (+1), or CD = 0, not in the last round, after Black (White) in the last played match.
    balanced = cd == 0 and not last_round
    if cd == -1 or (balanced and state.colours[-1] is Colour.BLACK):
        return Preference(Colour.WHITE)
    if cd == 1 or (balanced and state.colours[-1] is Colour.WHITE):
        return Preference(Colour.BLACK)
    return NO_PREFERENCE


def unfulfilled(a: Preference, b: Preference) -> bool:
    """C8: exactly one of two teams misses its preference when both want the same colour."""
    return a.colour is not None and a.colour is b.colour


def strong_unfulfilled(a: Preference, b: Preference) -> bool:
    """C9: both want the same colour strongly."""
    return unfulfilled(a, b) and a.strong and b.strong


def first_team(a: TeamState, b: TeamState, use_secondary: bool) -> tuple[TeamState, TeamState, str]:
    """§4.2: the first-team has the higher primary score, then (if the competition uses it) the higher
    secondary score, then the smaller pairing number. Returns (first, other, article)."""
    if a.score != b.score:
        return (a, b, "4.2.1") if a.score > b.score else (b, a, "4.2.1")
    if use_secondary and a.secondary != b.secondary:
        return (a, b, "4.2.2") if a.secondary > b.secondary else (b, a, "4.2.2")
    return (a, b, "4.2.3") if a.number < b.number else (b, a, "4.2.3")


def _last_difference(first: TeamState, other: TeamState) -> Colour | None:
    """§4.3.6: going back over played matches, the first-team's colour the last time the two had different
    colours; None when they never did."""
    for mine, theirs in zip(reversed(first.colours), reversed(other.colours)):
        if mine is not theirs:
            return mine
    return None


def allocate(first: TeamState, other: TeamState, kind: ColourPreference, last_round: bool,
             initial: Colour | None) -> tuple[Colour, str]:
    """§4.3: the first-team's colour and the article that decided it, rules in descending priority."""
    if not first.colours and not other.colours:
        # §4.3.1: the first-team gets the initial colour (§4.1, drawn by lot) when its TPN is odd: the TPN itself
        # (§1.1.3: once defined it is not modified), not its place among the teams present this round.
        if initial is None:
            raise PairingError.of("pairing.teams_initial_colour", rule="input", first=str(first.number),
                                  second=str(other.number))
        return (initial if first.number % 2 else initial.opposite), "4.3.1"
    pf = preference(first, kind, last_round)
    po = preference(other, kind, last_round)
    if pf.colour is not None and po.colour is None:
        return pf.colour, "4.3.2"
    if pf.colour is None and po.colour is not None:
        return po.colour.opposite, "4.3.2"
    if pf.colour is not None and pf.colour is not po.colour:
        return pf.colour, "4.3.3"
    if kind is ColourPreference.TYPE_B and pf.strong != po.strong:
        return (pf.colour, "4.3.4") if pf.strong else (po.colour.opposite, "4.3.4")
    cd_first, cd_other = first.colour_difference, other.colour_difference
    if cd_first != cd_other:
        # §4.3.5: White to the team with the lower colour difference.
        return (Colour.WHITE if cd_first < cd_other else Colour.BLACK), "4.3.5"
    last = _last_difference(first, other)
    if last is not None:
        return last.opposite, "4.3.6"
    if pf.colour is not None:
        return pf.colour, "4.3.7"
    if first.colours:
        return first.colours[-1].opposite, "4.3.8"
    return other.colours[-1], "4.3.9"
