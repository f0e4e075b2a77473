"""Plain-language reasons for a Dutch pairing, for the arbiter who has to defend it."""

from __future__ import annotations

from ...history import Float, PlayerState
from ...matching import max_weight_matching
from ...trf import format_points
from .pairing import BracketRecord, RoundPairing

COLOUR_RULES = {
    "5.2.1": "both colour preferences granted",
    "5.2.2": "the stronger colour preference granted",
    "5.2.3": "colours alternated from the last round in which the two had different colours",
    "5.2.4": "the higher-ranked player's colour preference granted",
    "5.2.5": "no preferences: the higher-ranked player gets the initial colour if their pairing number is odd",
}


def _name(state: PlayerState) -> str:
    return f"{state.number} ({format_points(state.score)})"


def _bracket_quality(record: BracketRecord, states: dict[int, PlayerState]) -> str:
    """What the bracket's pairing gives up, read off the decoded criteria fields of its pairs."""
    if not record.pairs:
        return ""
    q, pairs = record.quality, record.pairs
    unmet = [
        (pairs - q["colour_preference"], "C12", "player(s) without their colour preference"),
        (pairs - q["strong_preference"], "C13", "player(s) without their strong colour preference"),
        (pairs - q["topscorer_difference"], "C10", "topscorer(s) with a colour difference beyond 2"),
        (pairs - q["topscorer_repeat"], "C11", "topscorer(s) with a third colour in a row"),
        (pairs - q.get("upfloat_1", pairs), "C15", "MDP opponent(s) upfloating again after the last round"),
        (pairs - q.get("upfloat_2", pairs), "C17", "MDP opponent(s) upfloating again after two rounds"),
    ]
    for back, rule in ((0, "C14"), (1, "C16")):
        again = sum(1 for n in record.downfloaters if states[n].floats[back] is Float.DOWN)
        unmet.append((again, rule, "downfloater(s) who also floated down " + ("last round" if back == 0 else
                                                                               "two rounds before")))
    gave_up = [f"{rule}: {count} {what}" for count, rule, what in unmet if count]
    if gave_up:
        return f"{pairs} pair(s); " + "; ".join(gave_up) + " (no pairing of the bracket does better on the quality criteria)."
    return f"{pairs} pair(s), every colour preference granted and no float repeated."


def _bracket_reason(record: BracketRecord, states: dict[int, PlayerState], lower: list[int]) -> str:
    """Why players moved down from a bracket: the criterion that stopped more pairs inside it."""
    members = record.mdps + record.residents
    if not record.downfloaters:
        return ""
    inside = len(members) // 2 - (len(record.downfloaters) - len(members) % 2) // 2
    if _best_inside(members, [], states, any_bye=True) <= inside:
        if len(record.downfloaters) == 1 and len(members) % 2 == 1:
            why = "C6: the bracket has an odd number of players, so one moves down"
        else:
            why = "C6 with C1/C3: no more pairs are possible here without a rematch or a clash of absolute colours"
    elif _best_inside(members, lower, states, any_bye=True) <= inside:
        why = "C4: pairing more players here would leave the lower brackets impossible to complete"
    else:
        why = "C5: keeping the bye at the lowest possible score needs a player from this bracket lower down"
    floaters = ", ".join(_name(states[n]) for n in record.downfloaters)
    return (
        f"{floaters} moved down. {why}; who moves down is decided by C7 (lowest scores), then C8-C21 and "
        "the FIDE order of candidates (lowest-ranked first)."
    )


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


def explain(pairing: RoundPairing) -> str:
    states = pairing.states
    lines = [f"Round {pairing.round}: {len(pairing.boards)} boards" + (
        f", bye to {pairing.bye}" if pairing.bye is not None else "")]
    for number, board in enumerate(pairing.boards, 1):
        w, b = states[board.white], states[board.black]
        text = f"Board {number}: {_name(w)} - {_name(b)}; colours by {board.rule}: {COLOUR_RULES[board.rule]}"
        if w.score != b.score:
            high, low = (w, b) if w.score > b.score else (b, w)
            text += f"; {high.number} floats down to meet {low.number}"
        lines.append(text)
    if pairing.bye is not None:
        bye = states[pairing.bye]
        others = [s for s in states.values() if s.present and s.score == bye.score and s.number != bye.number]
        reason = (
            f"Bye: {_name(bye)}. C5: no pairing leaves a bye-eligible player with a lower score; "
            f"C2: the bye never goes to a player who already had one or scored a win without playing"
        )
        if others:
            reason += f"; C9 then the FIDE order chose among the {len(others) + 1} players on {format_points(bye.score)}"
            reason += f" ({bye.number} has {bye.played_games} games played)"
        lines.append(reason + ".")
    seen: set[int] = set()
    for record in pairing.brackets:
        seen.update(record.residents)
        lower = [s.number for s in states.values() if s.present and s.number not in seen]
        if record.downfloaters == [pairing.bye] and not lower:
            reason = f"{_name(states[pairing.bye])} is left over for the bye."
        else:
            reason = _bracket_reason(record, states, lower)
        parts = [part for part in (_bracket_quality(record, states), reason) if part]
        lines.append(f"Bracket {format_points(record.score)}: " + " ".join(parts))
    return "\n".join(lines)
