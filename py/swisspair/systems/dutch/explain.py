"""Plain-language reasons for a Dutch pairing, for the arbiter who has to defend it: lines of clauses of
swisspair.messages (each naming its rule by number), which the page words in the director's language, and their
English for the command line. A player is named by pairing number and score, the score a number of points (its English
"2.5" as the TRF file writes it; the page writes it as its language writes points: "2½")."""

from __future__ import annotations

from typing import Any

from ...history import Float, PlayerState
from ...matching import max_weight_matching
from ...messages import clause, fill, lines_text, points_param
from .pairing import BracketRecord, RoundPairing

# The words of each colour rule (C.04.3 Art. 5.2), by number: their message (swisspair.messages), and their English
# (the system's rule words the page shows for a board's colours).
COLOUR_WORDS = {"5.2.1": "why.colour_5_2_1", "5.2.2": "why.colour_5_2_2", "5.2.3": "why.colour_5_2_3",
                "5.2.4": "why.colour_5_2_4", "5.2.5": "why.colour_5_2_5"}
COLOUR_RULES = {rule: fill(key, {}) for rule, key in COLOUR_WORDS.items()}


def _named(state: PlayerState, place: str) -> dict[str, Any]:
    """A player as a message's parameters in its place `place`: pairing number, and score beside (`…_points`)."""
    return {place: str(state.number), f"{place}_points": points_param(state.score)}


def _bracket_quality(record: BracketRecord, states: dict[int, PlayerState]) -> list[dict[str, Any]]:
    """What the bracket's pairing gives up, read off the decoded criteria fields of its pairs (clauses)."""
    if not record.pairs:
        return []
    q, pairs = record.quality, record.pairs
    unmet = [
        (pairs - q["colour_preference"], "why.unmet_c12"),
        (pairs - q["strong_preference"], "why.unmet_c13"),
        (pairs - q["topscorer_difference"], "why.unmet_c10"),
        (pairs - q["topscorer_repeat"], "why.unmet_c11"),
        (pairs - q.get("upfloat_1", pairs), "why.unmet_c15"),
        (pairs - q.get("upfloat_2", pairs), "why.unmet_c17"),
    ]
    for back, key in ((0, "why.unmet_c14"), (1, "why.unmet_c16")):
        unmet.append((sum(1 for n in record.downfloaters if states[n].floats[back] is Float.DOWN), key))
    gave_up = [clause(key, count=count) for count, key in unmet if count]
    if gave_up:
        return [clause("why.pairs", count=pairs), *gave_up, clause("why.quality_best")]
    return [clause("why.pairs_all_granted", count=pairs)]


def _bracket_reason(record: BracketRecord, states: dict[int, PlayerState], lower: list[int]) -> list[dict[str, Any]]:
    """Why players moved down from a bracket: the criterion that stopped more pairs inside it (clauses)."""
    members = record.mdps + record.residents
    if not record.downfloaters:
        return []
    inside = len(members) // 2 - (len(record.downfloaters) - len(members) % 2) // 2
    if _best_inside(members, [], states, any_bye=True) <= inside:
        if len(record.downfloaters) == 1 and len(members) % 2 == 1:
            why = clause("why.c6_odd")
        else:
            why = clause("why.c6_c1_c3")
    elif _best_inside(members, lower, states, any_bye=True) <= inside:
        why = clause("why.c4_lower")
    else:
        why = clause("why.c5_bye")
    floaters = [clause("why.scored", **_named(states[n], "number")) for n in record.downfloaters]
    return [clause("why.moved_down", players_msgs=floaters), why, clause("why.who_moves_down")]


def _best_inside(members: list[int], lower: list[int], states: dict[int, PlayerState], any_bye: bool) -> int:
    """Most pairs inside the bracket over pairings of members and lower players that pair all but one.

    Only C1 and C3 are respected, and any bye-eligible player may be left over (C2), so comparing this
    with the pairs actually made tells which criterion took them away.
    """
    everyone = members + lower
    vertex = {number: k for k, number in enumerate(everyone)}
    inside = set(members)
    big = 2 * len(everyone) + 2
    edges = []
    for i, a in enumerate(everyone):
        for b in everyone[i + 1 :]:
            sa, sb = states[a], states[b]
            if b in sa.played or (sa.absolute and sb.absolute and sa.preference is sb.preference):
                continue
            edges.append((vertex[a], vertex[b], big + (a in inside and b in inside)))
    if any_bye and len(everyone) % 2:
        bye = len(everyone)  # a dummy partner for the one player left over, who must be bye-eligible
        edges += [(vertex[a], bye, big) for a in everyone if states[a].bye_eligible]
    mate = max_weight_matching(len(everyone) + 1, edges)
    return sum(1 for k, m in enumerate(mate[: len(everyone)]) if m > k and everyone[k] in inside and m < len(everyone)
               and everyone[m] in inside)


def explain_lines(pairing: RoundPairing) -> list[list[dict[str, Any]]]:
    """Why the round is paired as it is: one line per board, the bye and each bracket, each line clauses."""
    states = pairing.states
    lines = [[clause("why.round", number=pairing.round, count=len(pairing.boards)) if pairing.bye is None else
              clause("why.round_bye", number=pairing.round, count=len(pairing.boards), bye=pairing.bye)]]
    for number, board in enumerate(pairing.boards, 1):
        w, b = states[board.white], states[board.black]
        line = [clause("why.board", board=number, **_named(w, "white"), **_named(b, "black"), article=board.rule,
                       colour_msg=COLOUR_WORDS[board.rule])]
        if w.score != b.score:
            high, low = (w, b) if w.score > b.score else (b, w)
            line.append(clause("why.floats_down", high=high.number, low=low.number))
        lines.append(line)
    if pairing.bye is not None:
        bye = states[pairing.bye]
        others = [s for s in states.values() if s.present and s.score == bye.score and s.number != bye.number]
        line = [clause("why.bye", **_named(bye, "name"))]
        if others:
            line.append(clause("why.bye_order", count=len(others) + 1, bye_points=points_param(bye.score),
                               number=bye.number, games=bye.played_games))
        lines.append(line)
    seen: set[int] = set()
    for record in pairing.brackets:
        seen.update(record.residents)
        lower = [s.number for s in states.values() if s.present and s.number not in seen]
        if record.downfloaters == [pairing.bye] and not lower:
            reason = [clause("why.left_for_bye", **_named(states[pairing.bye], "name"))]
        else:
            reason = _bracket_reason(record, states, lower)
        lines.append([clause("why.bracket", bracket_points=points_param(record.score)), *_bracket_quality(record, states),
                      *reason])
    return lines


def explain(pairing: RoundPairing) -> str:
    """The reasons in English, a line each (the command line's --explain)."""
    return lines_text(explain_lines(pairing))
