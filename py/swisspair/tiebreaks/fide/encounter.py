"""FIDE C.07 Art. 6: direct encounter (DE), computed per group of tied players."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from ...messages import clause, clauses_text, fill, fraction_param
from ..context import Context, RoundRecord
from ..values import Value, numbers_text, worked


def direct_encounter(ctx: Context, groups: list[list[int]], who: str = "players") -> dict[int, Value]:
    """DE (Art. 6), per group of tied players: their place within the group by the points scored in the games
    among them (1, 2, ...), or 0 for everyone when it separates nobody. Applied again to every subgroup still
    tied (4.2). When not all of a subgroup have met (a Swiss), a player is placed ahead only when the others
    could not reach their score even by winning every game among them they did not play (6.2), as gacrux.
    Forfeits do not count. Iterative: the subgroups wait in a list."""
    values: dict[int, Value] = {}
    for group in groups:
        if len(group) == 1:
            values.update(place_values(group, {group[0]: 1}, {group[0]: []}, who))
            continue
        place = {tpn: 1 for tpn in group}
        detail: dict[int, list[dict]] = {tpn: [] for tpn in group}
        pending = [sorted(group)]
        while pending:
            members = pending.pop()
            split = split_by_encounters(ctx, members, place, detail)
            pending.extend(sub for sub in split if len(sub) > 1)
        values.update(place_values(group, place, detail, who))
    return values


# The words of a place among tied players or teams, by whether it separates them (swisspair.messages).
PLACE_WORDS = {("players", True): "working.place_among_players", ("players", False): "working.players_not_separated",
               ("teams", True): "working.place_among_teams", ("teams", False): "working.teams_not_separated"}


def place_values(group: list[int], place: dict[int, int], detail: dict[int, list[dict]], who: str
                 ) -> dict[int, Value]:
    """The places found inside one tied group of `who` ("players" or "teams"), 0 for everyone when nobody was
    separated, and what decided: the steps, clauses the summary names after its own words."""
    separated = len(set(place.values())) > 1
    values = {}
    for tpn in group:
        value = place[tpn] if separated else 0
        if len(group) == 1:
            said = worked("working.not_tied", 0, "0")
        elif separated:
            said = worked(PLACE_WORDS[who, True], value, str(value), place=value, numbers=numbers_text(sorted(group)))
        else:
            said = worked(PLACE_WORDS[who, False], value, str(value), numbers=numbers_text(sorted(group)))
        steps = tuple(detail[tpn])
        values[tpn] = (Value(value, str(value), steps_text(said.summary, steps), (), said.key, said.params, steps)
                       if steps else said)
    return values


def steps_text(summary: str, steps: tuple[dict, ...]) -> str:
    """A place's summary and the steps that decided it, in English: "...: scored 1.5 against 2, 3; then ..." (the
    page joins them the same way in its language, with the same two messages)."""
    then = [clauses_text(steps[:1])] + [fill("working.then", {"step": clauses_text([s])}) for s in steps[1:]]
    return fill("working.decided", {"place": summary, "steps": "; ".join(then)})


def split_by_encounters(ctx: Context, members: list[int], place: dict[int, int], detail: dict[int, list[dict]],
                        points: Callable[[int, RoundRecord], Fraction] | None = None,
                        most: Fraction | None = None, what: tuple[str, dict] | None = None) -> list[list[int]]:
    """One pass of DE over a subgroup sharing one place: update the places, return the subgroups it made
    ([] when it separated nobody). `points(tpn, round)`: what a game among them is worth (by default the points
    it scored), `most` what a game not played could be worth at best (by default a win), `what` names them in
    the detail: a message and its parameters, whose `step_msg` place holds the step (the team tie-breaks compare
    game points or board results the same way, C.07 Art. 13.3)."""
    points = points or (lambda tpn, r: r.points)
    most = ctx.win if most is None else most
    inside = set(members)
    scored: dict[int, Fraction] = {}
    best: dict[int, Fraction] = {}
    met_all = True
    for tpn in members:
        per_opponent: dict[int, list[Fraction]] = {}
        for r in ctx.player(tpn).rounds:
            if r.played and r.opponent in inside:
                per_opponent.setdefault(r.opponent, []).append(points(tpn, r))
        # Players who met more than once count their average against that opponent (as gacrux).
        scored[tpn] = sum((sum(p, Fraction(0)) / len(p) for p in per_opponent.values()), Fraction(0))
        missing = len(members) - 1 - len(per_opponent)
        best[tpn] = scored[tpn] + missing * most
        if missing:
            met_all = False
        if not per_opponent:
            step = clause("step.met_none", numbers=numbers_text(sorted(inside - {tpn})),
                          best=fraction_param(best[tpn]))
        elif missing:
            step = clause("step.scored_at_most", points=fraction_param(scored[tpn]),
                          numbers=numbers_text(sorted(per_opponent)), best=fraction_param(best[tpn]))
        else:
            step = clause("step.scored", points=fraction_param(scored[tpn]), numbers=numbers_text(sorted(per_opponent)))
        if what is not None:
            step = clause(what[0], **what[1], step_msg=step["key"], **step["params"])
        detail[tpn].append(step)
    base = place[members[0]]
    if met_all:
        ordered = sorted(members, key=lambda t: (-scored[t], t))
        subgroups: list[list[int]] = []
        for index, tpn in enumerate(ordered):
            if index and scored[tpn] == scored[ordered[index - 1]]:
                place[tpn] = place[ordered[index - 1]]
                subgroups[-1].append(tpn)
            else:
                place[tpn] = base + index
                subgroups.append([tpn])
        return subgroups if len(subgroups) > 1 else []
    ordered = sorted(members, key=lambda t: (-scored[t], -best[t], t))
    subgroups = [[ordered[0]]]
    for index in range(1, len(ordered)):
        # The one before is placed alone only if nobody after could reach its score.
        if len(subgroups) == index and scored[ordered[index - 1]] > max(best[t] for t in ordered[index:]):
            place[ordered[index]] = base + index
            subgroups.append([ordered[index]])
        else:
            place[ordered[index]] = place[ordered[index - 1]]
            subgroups[-1].append(ordered[index])
    return subgroups if len(subgroups) > 1 else []
