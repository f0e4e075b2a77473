"""The reference engine's output form for a team round, and the reasons an arbiter reads with `--explain`."""

from __future__ import annotations

from ....trf import format_points
from .criteria import BRACKET_CRITERIA, RULES
from .pairing import Bracket, TeamMatch, TeamPairing

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

# What a pair that fails a bracket field gives up.
_UNMET = {
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
    if m.upfloaters:
        line += f" Upfloater{'s' * (len(m.upfloaters) > 1)}: {', '.join(map(str, m.upfloaters))}."
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
    lines += [_bracket_line(pairing, b) for b in pairing.brackets if b.upfloaters]
    lines += [_match_line(board, pairing, m) for board, m in enumerate(pairing.matches, 1)]
    upfloaters = sum(len(b.upfloaters) for b in pairing.brackets)
    unmet = [f"{RULES['upfloaters']}: {upfloaters} upfloater(s)"] if upfloaters else []
    c6 = sum(not b.c6_held for b in pairing.brackets)
    if c6:
        unmet.append(f"{RULES['following_group']}: {c6} top scoregroup(s) whose following scoregroup cannot then "
                     "be paired with the fewest upfloaters its parity allows")
    c7 = sum(b.c7 for b in pairing.brackets)
    if c7:
        unmet.append(f"{RULES['upfloat_repeat']}: {c7} upfloater(s) who floated in the previous round")
    for criterion in BRACKET_CRITERIA:
        if criterion.key in _UNMET:
            count = sum(m.failures.get(criterion.key, 0) for m in pairing.matches)
            if count:
                unmet.append(f"{criterion.rule}: {count} {_UNMET[criterion.key]}")
    lines.append("Quality: " + ("; ".join(unmet) if unmet else "no upfloater, every colour preference granted")
                 + (" (each top scoregroup in turn the best it can be: §3.5 for C4-C7, then §3.6 for C8-C10)."
                    if unmet else "."))
    return "\n".join(lines)


def _bracket_line(pairing: TeamPairing, bracket: Bracket) -> str:
    """§3.5's choice for one top scoregroup."""
    teams = ", ".join(_team(pairing, n) for n in bracket.upfloaters)
    return (f"Top scoregroup {format_points(bracket.score)} ({len(bracket.residents)} team(s)): upfloaters {teams} "
            f"by §3.5 (C4 fewest, C5 highest scores, then C6 {'held' if bracket.c6_held else 'not held by any set'}"
            f", C7 {bracket.c7} who floated before, first set in §3.5.4's order).")
