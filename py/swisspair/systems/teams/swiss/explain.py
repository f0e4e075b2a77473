"""The reference engine's output form for a team round, and the reasons an arbiter reads with `--explain`."""

from __future__ import annotations

from typing import Any

from ....messages import clause, fill, lines_text, points_param
from .criteria import BRACKET_CRITERIA
from .pairing import Bracket, TeamMatch, TeamPairing

# The words of each rule an explanation cites by number (C.04.6; swisspair.messages); the colour rules' English is
# also the system's rule words the page shows for a match's colours.
COLOUR_WORDS = {"4.3.1": "why.team_colour_4_3_1", "4.3.2": "why.team_colour_4_3_2", "4.3.3": "why.team_colour_4_3_3",
                "4.3.4": "why.team_colour_4_3_4", "4.3.5": "why.team_colour_4_3_5", "4.3.6": "why.team_colour_4_3_6",
                "4.3.7": "why.team_colour_4_3_7", "4.3.8": "why.team_colour_4_3_8", "4.3.9": "why.team_colour_4_3_9"}
COLOUR_RULES = {rule: fill(key, {}) for rule, key in COLOUR_WORDS.items()}

FIRST_TEAM_RULES = {"4.2.1": "why.first_team_4_2_1", "4.2.2": "why.first_team_4_2_2", "4.2.3": "why.first_team_4_2_3"}

BYE_RULES = {"3.4.1": "why.team_bye_3_4_1", "3.4.2": "why.team_bye_3_4_2", "3.4.3": "why.team_bye_3_4_3",
             "3.4.4": "why.team_bye_3_4_4"}

# What a pair that fails a bracket field gives up.
_UNMET = {"colour_preference": "why.team_unmet_c8", "strong_preference": "why.team_unmet_c9",
          "opponent_float_repeat": "why.team_unmet_c10"}


def format_pairing(pairing: TeamPairing) -> str:
    """The number of entries (the PAB included), then `white black` pairing numbers, the PAB as `N 0`."""
    lines = [str(len(pairing.matches) + (pairing.bye is not None))]
    lines += [f"{m.white} {m.black}" for m in pairing.matches]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join(lines)


def _team(pairing: TeamPairing, number: int, place: str) -> dict[str, Any]:
    """A team as a message's parameters in its place `place`: pairing number, and score beside (`…_points`)."""
    return {place: str(number), f"{place}_points": points_param(pairing.states[number].score)}


def _match_line(board: int, pairing: TeamPairing, m: TeamMatch) -> list[dict[str, Any]]:
    line = [clause("why.team_match", board=board, **_team(pairing, m.white, "white"),
                   **_team(pairing, m.black, "black"))]
    if m.upfloaters:
        line.append(clause("why.team_upfloaters", teams=", ".join(map(str, m.upfloaters))))
    line.append(clause("why.team_colours", article=m.colour_rule, colour_msg=COLOUR_WORDS[m.colour_rule],
                       first=m.first_rule, first_msg=FIRST_TEAM_RULES[m.first_rule]))
    return line


def explain_lines(pairing: TeamPairing) -> list[list[dict[str, Any]]]:
    """Why the round is paired as it is: the round, the absent teams, the PAB, each top scoregroup's upfloaters,
    each match, and what the pairing gives up; each line clauses of swisspair.messages."""
    lines = [[clause("why.team_round", number=pairing.round, count=len(pairing.matches))]]
    if pairing.absent:
        lines.append([clause("why.team_absent", teams=", ".join(map(str, pairing.absent)))])
    if pairing.bye is not None:
        lines.append([clause("why.team_bye", **_team(pairing, pairing.bye, "team"), article=pairing.bye_rule,
                             rule_msg=BYE_RULES[pairing.bye_rule])])
    lines += [[_bracket_line(pairing, b)] for b in pairing.brackets if b.upfloaters]
    lines += [_match_line(board, pairing, m) for board, m in enumerate(pairing.matches, 1)]
    upfloaters = sum(len(b.upfloaters) for b in pairing.brackets)
    unmet = [clause("why.team_unmet_c4", count=upfloaters)] if upfloaters else []
    c6 = sum(not b.c6_held for b in pairing.brackets)
    if c6:
        unmet.append(clause("why.team_unmet_c6", count=c6))
    c7 = sum(b.c7 for b in pairing.brackets)
    if c7:
        unmet.append(clause("why.team_unmet_c7", count=c7))
    for criterion in BRACKET_CRITERIA:
        if criterion.key in _UNMET:
            count = sum(m.failures.get(criterion.key, 0) for m in pairing.matches)
            if count:
                unmet.append(clause(_UNMET[criterion.key], count=count))
    lines.append([clause("why.team_quality_best"), *unmet] if unmet else [clause("why.team_quality_all")])
    return lines


def explain(pairing: TeamPairing) -> str:
    """The reasons in English, a line each (the command line's --explain)."""
    return lines_text(explain_lines(pairing))


def _bracket_line(pairing: TeamPairing, bracket: Bracket) -> dict[str, Any]:
    """§3.5's choice for one top scoregroup."""
    return clause("why.team_bracket_held" if bracket.c6_held else "why.team_bracket_not_held",
                  group_points=points_param(bracket.score), count=len(bracket.residents),
                  teams_msgs=[clause("why.scored", **_team(pairing, n, "number")) for n in bracket.upfloaters],
                  floated=bracket.c7)
