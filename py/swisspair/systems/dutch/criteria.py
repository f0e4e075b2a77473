"""The Dutch criteria as data: named fields of one integer edge weight, most significant first.

A maximum-weight matching over these weights is optimal criterion by criterion, because a field can
never carry into the one above it (each field is wide enough for its sum over any matching). The layout
follows FIDE C.04.3 (2026) Art. 2 and the widths bbpPairings v6 uses, so that equal optima are broken
the same way. Everything is maximised: "minimise players who X" becomes "maximise pairs that are not X".

Widths are in bits, from the size of the largest score group (b) and the sum over score groups of the
bits needed for each group's size (S, the "score field": one sub-field per score group, highest scores
in the highest bits, so maximising it compares counts score by score from the top); n is the bits of the
number of players, for the rematch count of events that allow rematches.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Criterion:
    key: str
    rule: str  # the article of C.04.3 (2026) it implements
    text: str
    width: str  # "2", "b", "2b", "S" or "3b+1"
    from_round: int = 0  # present only when at least this many rounds have been played


CRITERIA: tuple[Criterion, ...] = (
    Criterion("completion", "C4", "the rest of the round can still be paired; only a bye candidate is left over (C2, C5)", "2"),
    # Only where the organiser allows rematches (non-FIDE events): C1 becomes "fewest rematches", above all else.
    Criterion("no_rematch", "C1", "fewest rematches (only in events that allow them when unavoidable)", "n"),
    Criterion("pairs", "C6", "fewest downfloaters: most pairs in the bracket", "b"),
    Criterion("pair_scores", "C7", "downfloaters' scores as low as possible, highest first", "S"),
    Criterion("next_pairs", "C8", "most pairs in the following bracket (C6 there)", "b"),
    Criterion("next_pair_scores", "C8", "downfloaters' scores in the following bracket (C7 there)", "S"),
    Criterion("bye_unplayed", "C9", "the bye goes to the player with the fewest unplayed games", "2b"),
    Criterion("topscorer_difference", "C10", "no topscorer gets a colour difference beyond 2", "b"),
    Criterion("topscorer_repeat", "C11", "no topscorer gets the same colour three times in a row", "b"),
    Criterion("colour_preference", "C12", "most players get their colour preference", "b"),
    Criterion("strong_preference", "C13", "most players get their strong colour preference", "b"),
    Criterion("downfloat_1", "C14", "fewest residents downfloating again after the last round", "b", 1),
    Criterion("upfloat_1", "C15", "fewest MDP opponents upfloating again after the last round", "b", 1),
    Criterion("downfloat_2", "C16", "fewest residents downfloating again after two rounds back", "b", 2),
    Criterion("upfloat_2", "C17", "fewest MDP opponents upfloating again after two rounds back", "b", 2),
    Criterion("downfloat_score_1", "C18", "lowest scores of repeated downfloaters (last round)", "S", 1),
    Criterion("upfloat_score_1", "C19", "lowest scores of repeated upfloaters' opponents (last round)", "S", 1),
    Criterion("downfloat_score_2", "C20", "lowest scores of repeated downfloaters (two rounds back)", "S", 2),
    Criterion("upfloat_score_2", "C21", "lowest scores of repeated upfloaters' opponents (two rounds back)", "S", 2),
    Criterion("order", "Art. 3-4", "the order in which FIDE generates candidates (transpositions, exchanges)", "3b+1"),
)

# Each criterion an explanation cites, in words (C.04.3 (2026) Art. 2): the weighted ones as the table above says
# them, then the absolute ones the pairing never breaks and those whose words above cite other criteria. The page
# shows these words with the number in a tooltip.
RULE_WORDS: dict[str, str] = {
    **{c.rule: c.text for c in CRITERIA if c.rule.startswith("C")},
    "C1": "no rematch",
    "C2": "no second bye, nor a bye after a win without playing",
    "C3": "no two non-topscorers with the same absolute colour preference",
    "C4": "the rest of the round can still be paired",
    "C5": "the bye at the lowest possible score",
    "C8": "most pairs in the following bracket",
}


@dataclass(frozen=True)
class Layout:
    """Bit offsets of every present criterion for one round: encode values into a weight and back."""

    group_bits: int  # b
    score_bits: int  # S
    offsets: dict[str, tuple[int, int]]  # key -> (offset, width)

    @classmethod
    def for_round(cls, group_bits: int, score_bits: int, rounds_played: int, player_bits: int = 0) -> "Layout":
        """player_bits: the width of the rematch count, 0 when rematches are forbidden (FIDE)."""
        widths = {"2": 2, "b": group_bits, "2b": 2 * group_bits, "S": score_bits, "3b+1": 3 * group_bits + 1,
                  "n": player_bits}
        present = [c for c in CRITERIA if rounds_played >= c.from_round and widths[c.width]]
        offsets: dict[str, tuple[int, int]] = {}
        offset = 0
        for criterion in reversed(present):
            width = widths[criterion.width]
            offsets[criterion.key] = (offset, width)
            offset += width
        return cls(group_bits, score_bits, offsets)

    def shift(self, key: str) -> int:
        return self.offsets[key][0]

    def encode(self, values: dict[str, int]) -> int:
        return sum(value << self.offsets[key][0] for key, value in values.items())

    def decode(self, weight: int) -> dict[str, int]:
        """The value of each field (a weight or a sum of weights whose fields did not carry)."""
        return {key: (weight >> offset) & ((1 << width) - 1) for key, (offset, width) in self.offsets.items()}
