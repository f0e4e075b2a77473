"""The set of upfloaters of a top scoregroup (C.04.6 §3.5), the first stage of each step of §3.3.2.

The sets are made lazily, in the order the criteria rank them: sizes from the fewest the bracket's parity allows
(C4), then score profiles best first (C5), then each profile's sets in the order of §3.5.3-3.5.4. A set counts
only when the bracket it makes can be paired and the teams left after it too (C1, C3). Within the first size and
profile that has such a set, "complies with [C6] and [C7]" (§3.5.5) is read as the best value any of them
attains, C6 before C7, the order of §3.5.4 breaking ties: the search stops at the first set that holds C6 with
the fewest floaters the profile allows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from ...dutch.errors import PairingError
from .legal import Legality
from .scores import TeamState


@dataclass(frozen=True)
class UpfloaterChoice:
    upfloaters: tuple[TeamState, ...]  # in the order of §3.5.3
    c6_held: bool
    c7: int  # upfloaters who were floaters in the previous round (0 in the last two rounds)


def profiles(lower: list[TeamState], size: int) -> Iterator[dict[int, int]]:
    """C5 (§2.3.2: "maximise the scores (taken in ascending order) of the upfloaters"): the ways to take `size`
    of `lower` by score, best first, as {score: how many}. Comparing the scores in ascending order, a profile is
    better when it takes fewer of the lowest score, then fewer of the next, and so on: the counts read from the
    lowest score up, in ascending lexicographic order."""
    levels = sorted({t.score for t in lower})
    caps = [sum(t.score == level for t in lower) for level in levels]
    counts = [0] * len(levels)
    _fill_from_the_top(counts, caps, 0, size)
    while True:
        yield {level: count for level, count in zip(levels, counts) if count}
        # The next profile moves one team down to the latest score that can take it, then takes the rest from
        # the top again.
        moved = 0
        for index in range(len(levels) - 1, -1, -1):
            if moved and counts[index] < caps[index]:
                break
            moved += counts[index]
        else:
            return
        counts[index] += 1
        _fill_from_the_top(counts, caps, index + 1, moved - 1)


def _fill_from_the_top(counts: list[int], caps: list[int], start: int, left: int) -> None:
    for index in range(len(counts) - 1, start - 1, -1):
        counts[index] = min(caps[index], left)
        left -= counts[index]


def sets_in_order(lower: list[TeamState], profile: dict[int, int],
                  residents: list[TeamState] = ()) -> Iterator[list[TeamState]]:
    """§3.5.3-3.5.4: the sets of `lower` with this profile, each sorted by descending score then ascending TPN,
    in the lexicographic order of their TPNs (the highest score's choice varies slowest). The sets that start
    with teams one of which, or one of the `residents`, may meet none of the teams the bracket could still hold
    are skipped together (C1 leaves that team no opponent)."""
    groups = [sorted((t for t in lower if t.score == score), key=lambda t: t.number)
              for score in sorted(profile, reverse=True)]
    # Slot by slot: the score group each slot takes from, and how many slots after it take from the same group.
    slots = [(g, profile[group[0].score] - 1 - k) for g, group in enumerate(groups)
             for k in range(profile[group[0].score])]
    chosen: list[int] = []  # each slot's team, as its index in its group
    index = 0
    while len(chosen) < len(slots):
        g, ahead = slots[len(chosen)]
        if index >= len(groups[g]) - ahead:  # too few teams left in the group for its slots: back up
            if not chosen:
                return
            index = chosen.pop() + 1
            continue
        chosen.append(index)
        prefix = [groups[slots[k][0]][i] for k, i in enumerate(chosen)]
        still = (groups[g][index + 1:] if ahead else []) + [t for later in groups[g + 1:] for t in later]
        if len(chosen) == len(slots):
            yield prefix
            index = chosen.pop() + 1
        elif _stranded(residents, prefix, still):
            index = chosen.pop() + 1
        else:
            index = index + 1 if ahead else 0
    yield []  # the empty profile: no slot at all


def _stranded(residents: list[TeamState], prefix: list[TeamState], still: list[TeamState]) -> bool:
    """Whether a resident or a team of `prefix` may meet none of the others of them nor any team of `still`."""
    numbers = {t.number for t in residents} | {t.number for t in prefix} | {t.number for t in still}
    return any(numbers - t.may_not_meet <= {t.number} for t in list(residents) + prefix)


def choose_upfloaters(residents: list[TeamState], teams: list[TeamState], following: int | None,
                      legality: Legality, last_two_rounds: bool) -> UpfloaterChoice:
    """§3.5 for the top scoregroup `residents` among `teams`, the teams yet to be paired (residents included);
    `following` is the score of the following scoregroup (C6), if any."""
    lower = [t for t in teams if t.score < residents[0].score]  # §3.5.1
    # C4: from the fewest upfloaters the bracket may have, two by two (a bracket is even, §1.3.2). Residents that
    # no pairing among themselves can pair (C1) need an upfloater each: no smaller set can be legal.
    for size in range(legality.unpaired_at_least(residents), len(lower) + 1, 2):
        for profile in profiles(lower, size):
            # C7's best: the floaters a profile cannot avoid at each score.
            floor = 0 if last_two_rounds else sum(
                max(0, count - sum(not t.floated for t in lower if t.score == score))
                for score, count in profile.items())
            best: tuple[tuple[bool, int], list[TeamState]] | None = None
            for chosen in sets_in_order(lower, profile, residents):
                if not legality.can_complete(residents + chosen):
                    continue
                taken = {t.number for t in chosen}
                rest = [t for t in lower if t.number not in taken]
                if not legality.can_complete(rest):  # C3
                    continue
                c7 = 0 if last_two_rounds else sum(t.floated for t in chosen)
                key = (not c6_holds(rest, following, legality), c7)
                if best is None or key < best[0]:
                    best = key, chosen
                    if key == (False, floor):
                        break
            if best is not None:
                (c6_fails, c7), chosen = best
                return UpfloaterChoice(tuple(chosen), not c6_fails, c7)
    raise PairingError.of("pairing.teams_top_group", rule="C1")


def c6_holds(rest: list[TeamState], following: int | None, legality: Legality) -> bool:
    """C6 (§2.3.3) for the teams a set of upfloaters leaves: "Unless all the teams in the following scoregroup
    became or are upfloaters", what is left of it must pair with as few upfloaters as its parity allows (C4: none
    when even, one when odd) without a rematch in its bracket (C1) nor in what is left after it (C3). The
    following scoregroup is the next score below the top one among all the round's teams, so it may already be
    empty (taken as upfloaters by a bracket above, or the PAB's)."""
    group = [t for t in rest if t.score == following]
    if not group:
        return True
    return legality.pairs_apart(group, [t for t in rest if t.score < following])
