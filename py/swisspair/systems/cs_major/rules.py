"""Counter-Strike Major Swiss stage (Valve's CS Major Supplemental Rulebook, section "Swiss Bracket").

Pure functions over a frozen `SwissStage` (system.py reads it from the event document): `new_stage` (teams in
seed order), `next_pairings` (the next round's matches), `match_format` (Bo1 or Bo3 by the teams' record),
`status` (each team's record, difficulty score and whether it has advanced, is out or still playing, in
mid-stage seed order).

The rules, quoted from github.com/ValveSoftware/counter-strike_rules_and_regs, `major-supplemental-rulebook.md`:

- "Teams play against opponents of identical W-L record." "Three wins advance---Three losses eliminate."
  With 16 teams that takes at most 5 rounds and leaves 8 advanced and 8 eliminated.
- "All elimination and advancement matches are to be best of three. All other matches are to be best of one."
  Both teams of a match share a record, so a match is Bo3 exactly when that record has 2 wins or 2 losses.
- "Teams are not to play the same opponent twice in the same stage, if possible."
- Round 1: "1 vs. 9, 2 vs. 10, ... 8 vs. 16".
- "In round 2 and 3, the highest seeded team faces the lowest seeded team available that does not result in a
  rematch within the stage. In the case that the final match-up assigned is a rematch, the final two high
  seed match-up teams swap opponents."
- "In other rounds, refer to the following table and select the top-most row that does not result in a
  rematch" (`PRIORITY`; each record group then has 6 teams, numbered 1-6 by mid-stage seed). The 15 rows are
  all the ways to pair 6 teams, so when every row makes a rematch none can be avoided; the rules say no more,
  and SwissPair then takes the top-most row with the fewest rematches (our reading of "if possible").
- Mid-stage seed: "For all Swiss match-ups, after the initial matches, seed is determined (in order) by:
  1. Current W-L record in the stage 2. Difficulty Score in the current stage 3. Initial seeding of the
  current stage".
- "The Difficulty Score is the sum of current wins minus the sum of current losses for every opponent a team
  has faced." Example from the rulebook: opponents at 2-0 and 1-1 give 3 - 1 = 2.

The score itself is `tiebreaks.difficulty_score`, one rule for both models: `tiebreaks.difficulty` reads the
opponents' records from a chess `Tournament` (rounds, colours, points), `difficulty_scores` here from the
stage's matches (a test checks the two agree).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ... import messages
from ...tiebreaks import difficulty_score

TEAMS = 16
WINS_TO_ADVANCE = 3
LOSSES_TO_ELIMINATE = 3

# Valve's priority table for rounds 4 and 5: numbers are mid-stage seeds within a 6-team record group.
PRIORITY: tuple[tuple[tuple[int, int], ...], ...] = (
    ((1, 6), (2, 5), (3, 4)),
    ((1, 6), (2, 4), (3, 5)),
    ((1, 5), (2, 6), (3, 4)),
    ((1, 5), (2, 4), (3, 6)),
    ((1, 4), (2, 6), (3, 5)),
    ((1, 4), (2, 5), (3, 6)),
    ((1, 6), (2, 3), (4, 5)),
    ((1, 5), (2, 3), (4, 6)),
    ((1, 3), (2, 6), (4, 5)),
    ((1, 3), (2, 5), (4, 6)),
    ((1, 4), (2, 3), (5, 6)),
    ((1, 3), (2, 4), (5, 6)),
    ((1, 2), (3, 6), (4, 5)),
    ((1, 2), (3, 5), (4, 6)),
    ((1, 2), (3, 4), (5, 6)),
)


class Format(enum.Enum):
    BO1 = "Bo1"
    BO3 = "Bo3"


class State(enum.Enum):
    ADVANCED = "advanced"
    ELIMINATED = "eliminated"
    PLAYING = "playing"


@dataclass(frozen=True)
class Team:
    seed: int  # initial seed in the stage, 1 = best
    name: str


@dataclass(frozen=True)
class Match:
    round: int
    high: int  # seed of the team with the better mid-stage seed (it chooses Team A or B in the map veto)
    low: int
    format: Format
    winner: int | None = None  # a seed; None while the match is to be played


@dataclass(frozen=True)
class SwissStage:
    teams: tuple[Team, ...]  # in seed order
    matches: tuple[Match, ...] = ()


@dataclass(frozen=True)
class TeamStatus:
    team: Team
    wins: int
    losses: int
    difficulty: int
    state: State


class StageError(messages.WordedError):
    """A stage, pairing request or result that Valve's rules do not allow; the message (a key of swisspair.messages,
    a clause) says which and why."""


# --- building and recording ------------------------------------------------------------------------------

def new_stage(names: list[str]) -> SwissStage:
    """A stage of 16 teams given in seed order (seed 1 first), their names not empty (the event document's
    schema sees to that) and distinct."""
    if len(names) != TEAMS:
        raise StageError.of("cs.stage_size", teams=TEAMS, count=len(names))
    seen: dict[str, int] = {}
    for seed, name in enumerate(names, 1):
        key = name.strip().casefold()
        if key in seen:
            raise StageError.of("cs.seed_twice", seed=str(seed), name=name.strip(), earlier=str(seen[key]))
        seen[key] = seed
    return SwissStage(tuple(Team(seed, name.strip()) for seed, name in enumerate(names, 1)))


# --- records, difficulty, seeding --------------------------------------------------------------------------

def _records(stage: SwissStage) -> dict[int, tuple[int, int]]:
    wins = {t.seed: 0 for t in stage.teams}
    losses = dict(wins)
    for m in stage.matches:
        if m.winner is not None:
            wins[m.winner] += 1
            losses[m.low if m.winner == m.high else m.high] += 1
    return {seed: (wins[seed], losses[seed]) for seed in wins}


def _opponents(stage: SwissStage) -> dict[int, list[int]]:
    met: dict[int, list[int]] = {t.seed: [] for t in stage.teams}
    for m in stage.matches:
        if m.winner is not None:
            met[m.high].append(m.low)
            met[m.low].append(m.high)
    return met


def difficulty_scores(stage: SwissStage) -> dict[int, int]:
    """Each seed's Difficulty Score: over every opponent faced, the opponent's current wins minus losses."""
    records = _records(stage)
    return {seed: difficulty_score([records[o] for o in opponents]) for seed, opponents in _opponents(stage).items()}


def _seed_key(records, scores):
    """Mid-stage seed order: W-L record (more wins, then fewer losses), higher difficulty, initial seed."""
    return lambda seed: (-(records[seed][0] - records[seed][1]), -records[seed][0], -scores[seed], seed)


def match_format(wins: int, losses: int) -> Format:
    """The format of a match between teams at `wins`-`losses` (both teams of a match share a record): "All
    elimination and advancement matches are to be best of three. All other matches are to be best of one." """
    decider = wins == WINS_TO_ADVANCE - 1 or losses == LOSSES_TO_ELIMINATE - 1
    return Format.BO3 if decider else Format.BO1


def _state(wins: int, losses: int) -> State:
    if wins >= WINS_TO_ADVANCE:
        return State.ADVANCED
    if losses >= LOSSES_TO_ELIMINATE:
        return State.ELIMINATED
    return State.PLAYING


def status(stage: SwissStage) -> list[TeamStatus]:
    """Every team in mid-stage seed order, with its record, difficulty score and state."""
    records, scores = _records(stage), difficulty_scores(stage)
    order = sorted(records, key=_seed_key(records, scores))
    return [TeamStatus(stage.teams[seed - 1], *records[seed], scores[seed], _state(*records[seed]))
            for seed in order]


def is_finished(stage: SwissStage) -> bool:
    return all(s.state is not State.PLAYING for s in status(stage))


# --- pairing ---------------------------------------------------------------------------------------------

def pair_by_seed_order(group: list[int], played: set[frozenset[int]]) -> list[tuple[int, int]]:
    """Rounds 2 and 3: `group` is a record group in mid-stage seed order. "the highest seeded team faces the
    lowest seeded team available that does not result in a rematch within the stage. In the case that the
    final match-up assigned is a rematch, the final two high seed match-up teams swap opponents." """
    remaining = list(group)
    pairs: list[tuple[int, int]] = []
    while remaining:
        high = remaining.pop(0)
        # Only when every team left is a rematch does the lowest one get taken anyway (the swap may mend it).
        low = next((t for t in reversed(remaining) if frozenset((high, t)) not in played), remaining[-1])
        remaining.remove(low)
        pairs.append((high, low))
    if len(pairs) >= 2 and frozenset(pairs[-1]) in played:
        (a, b), (c, d) = pairs[-2], pairs[-1]
        pairs[-2:] = [(a, d), (c, b)]
    rank = {seed: i for i, seed in enumerate(group)}
    return [(x, y) if rank[x] < rank[y] else (y, x) for x, y in pairs]


def pair_by_priority(group: list[int], played: set[frozenset[int]]) -> tuple[int, list[tuple[int, int]]]:
    """Rounds 4 and 5: `group` is a 6-team record group in mid-stage seed order. "select the top-most row that
    does not result in a rematch". Returns the row's priority (1-15) and its pairs."""
    if len(group) != 6:
        raise StageError.of("cs.priority_six", count=len(group))
    best = None
    for priority, row in enumerate(PRIORITY, 1):
        pairs = [(group[i - 1], group[j - 1]) for i, j in row]
        rematches = sum(frozenset(p) in played for p in pairs)
        if best is None or rematches < best[0]:
            best = (rematches, priority, pairs)
        if rematches == 0:
            break
    return best[1], best[2]


def next_pairings(stage: SwissStage) -> tuple[Match, ...]:
    """The next round's matches, best seeds' groups first. The stage is not finished and every match of it has
    its winner: the event layer refuses to pair before that."""
    number = 1 + max((m.round for m in stage.matches), default=0)
    if number == 1:
        half = TEAMS // 2
        return tuple(Match(1, seed, seed + half, match_format(0, 0)) for seed in range(1, half + 1))
    records, scores = _records(stage), difficulty_scores(stage)
    order = [seed for seed in sorted(records, key=_seed_key(records, scores))
             if _state(*records[seed]) is State.PLAYING]
    played = {frozenset((m.high, m.low)) for m in stage.matches}
    groups: dict[tuple[int, int], list[int]] = {}
    for seed in order:
        groups.setdefault(records[seed], []).append(seed)
    matches = []
    for (wins, losses), group in groups.items():
        if len(group) % 2:
            raise StageError.of("cs.odd_group", number=number, count=len(group), record=f"{wins}-{losses}")
        if number <= 3:
            pairs = pair_by_seed_order(group, played)
        else:
            pairs = pair_by_priority(group, played)[1]
        matches += [Match(number, high, low, match_format(wins, losses)) for high, low in pairs]
    return tuple(matches)
