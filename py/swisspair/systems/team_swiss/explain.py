"""The reference engine's output form for a team round, and the reasons an arbiter reads with `--explain`."""

from __future__ import annotations

from ...trf import format_points
from .criteria import CRITERIA, RULES
from .pairing import TeamMatch, TeamPairing

COLOUR_RULES = {
    "4.3.1": "neither team has played: the first-team gets the initial colour if its pairing number is odd",
    "4.3.2": "the only colour preference granted",
    "4.3.3": "opposite colour preferences, both granted",
    "4.3.4": "the only strong colour preference granted",
    "4.3.5": "White to the team with the lower colour difference",
    "4.3.6": "colours alternated from the last time one team had White and the other Black",
    "4.3.7": "the first-team's colour preference granted",
    "4.3.8": "the first-team's colour alternated from its last played match",
    "4.3.9": "the other team's colour alternated from its last played match",
}

FIRST_TEAM_RULES = {"4.2.1": "higher score", "4.2.2": "higher secondary score", "4.2.3": "smaller pairing number"}

BYE_RULES = {
    "3.4.1": "a team before it in the order of §3.4.2-4 would have left the others impossible to pair",
    "3.4.2": "the lowest score",
    "3.4.3": "the most matches played among the lowest",
    "3.4.4": "the largest pairing number among the lowest with as many matches played",
}

# What a pair that fails the field gives up, for the fields a pair may fail.
_UNMET = {
    "same_score": "upfloater(s)",
    "upfloat_repeat": "upfloater(s) who floated in the previous round",
    "colour_preference": "team(s) without their colour preference",
    "strong_preference": "team(s) without their strong colour preference",
    "opponent_float_repeat": "upfloaters' opponent(s) who floated in the previous round",
}


def format_pairing(pairing: TeamPairing) -> str:
    """The number of entries (the PAB included), then `white black` pairing numbers, the PAB as `N 0`."""
    lines = [str(len(pairing.matches) + (pairing.bye is not None))]
    lines += [f"{m.white} {m.black}" for m in pairing.matches]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join(lines)


def _team(pairing: TeamPairing, number: int) -> str:
    return f"{number} ({format_points(pairing.states[number].score)})"


def _match_line(board: int, pairing: TeamPairing, m: TeamMatch) -> str:
    line = f"Board {board}: {_team(pairing, m.white)} - {_team(pairing, m.black)}."
    if m.upfloater is not None:
        line += f" Upfloater: {m.upfloater}."
    line += (f" Colours (§{m.colour_rule}): {COLOUR_RULES[m.colour_rule]}; first-team by §{m.first_rule}, "
             f"{FIRST_TEAM_RULES[m.first_rule]}.")
    return line


def explain(pairing: TeamPairing) -> str:
    lines = [f"Round {pairing.round}: {len(pairing.matches)} match(es)."]
    if pairing.absent:
        lines.append("Not paired (requested bye or withdrawn): " + ", ".join(map(str, pairing.absent)) + ".")
    if pairing.bye is not None:
        lines.append(f"Pairing-allocated bye: {_team(pairing, pairing.bye)}, by §{pairing.bye_rule}: "
                     f"{BYE_RULES[pairing.bye_rule]}.")
    lines += [_match_line(board, pairing, m) for board, m in enumerate(pairing.matches, 1)]
    pairs = len(pairing.matches)
    unmet = []
    for criterion in CRITERIA:
        if criterion.key in _UNMET:
            count = pairs - sum(m.fields.get(criterion.key, 1) for m in pairing.matches)
            if count:
                unmet.append(f"{RULES[criterion.key]}: {count} {_UNMET[criterion.key]}")
    lines.append("Quality: " + ("; ".join(unmet) if unmet else "no upfloater, every colour preference granted")
                 + (" (no legal pairing does better, criteria in order C4-C10)." if unmet else "."))
    return "\n".join(lines)
