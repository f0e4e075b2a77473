"""What the pairing rules need to know about each player before a round: derived from the results only.

C.04.1 and C.04.3 (2026) speak of scores, colour differences and preferences, floats and byes. All of
them are computed here from the round entries, once, as plain values the pairing systems read.
Unplayed games (forfeits, byes, absences) never count for colours: they are deleted from the colour
history, which is C.04.2 §3.4's "unplayed rounds are moved to the front".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .model import Colour, Result, RoundEntry, Scoring, Tournament


class Float(enum.Enum):
    DOWN = "D"
    UP = "U"


@dataclass
class PlayerState:
    number: int  # the TRF pairing number
    rank_index: int  # position among the players who take part in the event (5.2.5 uses its parity)
    present: bool  # takes part in the round being paired
    raw_score: int  # tenths, sum of the completed rounds and the 299 points counted by then
    score: int  # raw_score plus the acceleration of the round being paired
    entries: list[RoundEntry]  # one per completed round (missing rounds filled as zero-point absences)
    colours: list[Colour] = field(default_factory=list)  # played games only, oldest first
    imbalance: int = 0  # |whites - blacks|
    preference: Colour | None = None
    repeated_colour: Colour | None = None  # the colour of the last two played games, when equal
    strong: bool = False
    bye_eligible: bool = True  # C2 / Art. 4
    floats: tuple[Float | None, Float | None] = (None, None)  # one and two rounds back (Art. 1.4)
    played: frozenset[int] = frozenset()  # pairing numbers met over the board (C1)

    @property
    def absolute(self) -> bool:
        """Absolute colour preference (Art. 1.7.1): difference beyond 1, or two of a colour in a row."""
        return self.imbalance > 1 or self.repeated_colour is not None

    @property
    def played_games(self) -> int:
        return len(self.colours)


def participated(entry: RoundEntry) -> bool:
    """Took part in that round's pairing: a game, a forfeit, or the pairing-allocated bye."""
    return entry.opponent is not None or entry.result is Result.PAIRING_BYE


def rounds_played(tournament: Tournament) -> int:
    """Completed rounds. A trailing absence (H, F, Z) is a request for the next round, not a round played."""
    played = 0
    for player in tournament.players:
        entries = player.rounds
        for i, entry in enumerate(entries):
            if participated(entry):
                played = max(played, i + 1)
            else:
                played = max(played, i)
    return played


_ZERO = RoundEntry(None, None, Result.ZERO_BYE)


def build_states(tournament: Tournament, completed: int | None = None) -> list[PlayerState]:
    """One state per player, in pairing-number order, as they stand before round `completed + 1`."""
    if completed is None:
        completed = rounds_played(tournament)
    scoring = tournament.scoring
    states: list[PlayerState] = []
    rank_index = 0
    for player in sorted(tournament.players, key=lambda p: p.number):
        entries = list(player.rounds[:completed])
        entries += [_ZERO] * (completed - len(entries))
        present = len(player.rounds) <= completed
        # A player absent now who was never paired before does not take part at all (bbp's "invalid").
        valid = present or any(participated(e) for e in entries)
        state = PlayerState(
            number=player.number,
            rank_index=rank_index if valid else -1,
            present=present,
            raw_score=sum(scoring.points(e.result) for e in entries) + player.adjustment_after(completed),
            score=0,
            entries=entries,
        )
        state.score = state.raw_score + _acceleration(player.accelerations, completed)
        if valid:
            rank_index += 1
        _colour_data(state)
        state.bye_eligible = _bye_eligible(entries, scoring)
        state.played = frozenset(e.opponent for e in entries if e.is_played)
        states.append(state)
    if tournament.ranking:  # XXC rank: the ranking is the order of the file's lines
        position = {number: i for i, number in enumerate(tournament.ranking)}
        taking_part = sorted((s for s in states if s.rank_index >= 0), key=lambda s: position[s.number])
        for rank_index, state in enumerate(taking_part):
            state.rank_index = rank_index
    _float_data(states, tournament, completed)
    return states


def _acceleration(accelerations: list[int], round_index: int) -> int:
    return accelerations[round_index] if round_index < len(accelerations) else 0


def _colour_data(state: PlayerState) -> None:
    """Art. 1.7: colour difference, preference and its strength, from played games only."""
    colours = [e.colour for e in state.entries if e.is_played and e.colour is not None]
    state.colours = colours
    whites = colours.count(Colour.WHITE)
    blacks = len(colours) - whites
    fewer = Colour.BLACK if whites > blacks else Colour.WHITE
    state.imbalance = abs(whites - blacks)
    run = 0
    for colour in reversed(colours):
        if colour is not colours[-1]:
            break
        run += 1
    last = colours[-1] if colours else None
    if state.imbalance > 1:
        state.preference = fewer
    elif run > 1:
        state.preference = last.opposite
    elif state.imbalance > 0:
        state.preference = fewer
    elif last is not None:
        state.preference = last.opposite
    state.repeated_colour = last if run > 1 else None
    state.strong = not state.absolute and state.imbalance > 0


def _bye_eligible(entries: list[RoundEntry], scoring: Scoring) -> bool:
    """C2 / Art. 4 (2026): no PAB for one who had a PAB, or scored a win's points without playing."""
    for e in entries:
        if e.is_played:
            continue
        if e.result is Result.PAIRING_BYE or scoring.points(e.result) >= scoring.win:
            return False
    return True


def _float_data(states: list[PlayerState], tournament: Tournament, completed: int) -> None:
    """Art. 1.4 (2026): floats one and two rounds back.

    A game not played gives a downfloat only when it scored more than a loss (1.4.3); an unplayed round
    never gives an upfloat. Scores are compared as they stood before that round (with its acceleration).
    """
    by_number = {s.number: s for s in states}
    players = {p.number: p for p in tournament.players}
    scoring = tournament.scoring

    def score_back(state: PlayerState, back: int) -> int:
        player = players[state.number]
        lost = sum(scoring.points(e.result) for e in state.entries[completed - back :])
        lost += player.adjustment_after(completed) - player.adjustment_after(completed - back)  # 299 points since
        return state.raw_score - lost + _acceleration(player.accelerations, completed - back)

    for state in states:
        floats: list[Float | None] = []
        for back in (1, 2):
            if back > completed:
                floats.append(None)
                continue
            entry = state.entries[completed - back]
            if not entry.is_played:
                floats.append(Float.DOWN if scoring.points(entry.result) > scoring.loss else None)
                continue
            mine = score_back(state, back)
            theirs = score_back(by_number[entry.opponent], back)
            floats.append(Float.DOWN if mine > theirs else Float.UP if mine < theirs else None)
        state.floats = (floats[0], floats[1])


def infer_initial_colour(states: list[PlayerState], completed: int) -> Colour | None:
    """The colour drawn for round 1 when the file does not say (no XXC/152 line), as bbpPairings infers it.

    In the first round in which anyone had a colour, the first player (in pairing-number order, among
    those paired up to then) with a colour got the initial colour if their position is even, else the other.
    """
    taking_part = [s for s in states if s.rank_index >= 0]
    coloured = [r for r in range(completed) if any(s.entries[r].colour for s in taking_part)]
    if not coloured:
        return None
    first = coloured[0]
    position = 0
    for s in taking_part:
        if not any(participated(e) for e in s.entries[: first + 1]):
            continue
        colour = s.entries[first].colour
        if colour is not None:
            return colour.opposite if position % 2 else colour
        position += 1
    return None
