"""The C.04.6 criteria as data: named fields of one integer edge weight, most significant first.

A maximum-weight matching over all teams to pair then meets the criteria in their order of priority, because
no field can carry into the one above it (each is wide enough for its sum over any matching). Everything is
maximised: "minimise the teams that X" becomes "maximise the pairs that are not X". The order is the reference
engine's (Sharly-Chess bbpPairings `--team`); the identifier's second half is §3.6.3's order, not its stand-in,
so that no two pairings tie and the first identifier is taken.

Widths in bits: n, the bits of the number of teams to pair; S, the score field (one sub-field per score
group, as wide as the bits of its size, higher scores higher); T, one bit per pairing rank; P, one slot per
pairing rank, each as wide as the bits of the largest rank.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Criterion:
    key: str
    rule: str  # the article of C.04.6 it implements
    text: str
    width: str  # "n", "S", "T" or "P"


CRITERIA: tuple[Criterion, ...] = (
    Criterion("completion", "C3", "every team paired (the pairing is complete, §3.3.1)", "n"),
    Criterion("same_score", "C4", "fewest upfloaters: most pairs within a score group", "n"),
    Criterion("upfloater_scores", "C5", "upfloaters' scores as high as possible, highest first", "S"),
    Criterion("upfloat_repeat", "C7", "fewest upfloaters who were floaters in the previous round", "n"),
    Criterion("colour_preference", "C8", "fewest teams without their colour preference", "n"),
    Criterion("strong_preference", "C9", "fewest teams without their strong colour preference (Type B)", "n"),
    Criterion("opponent_float_repeat", "C10", "fewest upfloaters' opponents who were floaters in the previous round",
              "n"),
    Criterion("identifier_tops", "3.6.2", "the smallest top members first (the identifier's first half)", "T"),
    # The reference engine has a stand-in here (the sum of top x bottom ranks: sorted tops meeting sorted bottoms
    # maximise it), whose maximum under C1 is not always the first identifier; this field is the identifier's order.
    Criterion("identifier_bottoms", "3.6.3", "then the bottom members in the order of their tops, smallest first", "P"),
)

RULES = {c.key: c.rule for c in CRITERIA}


@dataclass(frozen=True)
class Layout:
    """Bit offsets of every criterion for one round: encode values into a weight and decode them back."""

    offsets: dict[str, tuple[int, int]]  # key -> (offset, width)
    group_shifts: dict[int, int]  # score (tenths) -> offset of its sub-field inside the C5 field
    slot_bits: int  # the width of one top member's slot in the identifier's second half

    @classmethod
    def for_round(cls, scores: list[int], max_rank: int) -> "Layout":
        """scores: the primary score of every team to pair; max_rank: the largest rank index (0-based)."""
        n = len(scores)
        group_shifts: dict[int, int] = {}
        shift = 0
        for score in sorted(set(scores)):  # lowest score in the lowest bits
            group_shifts[score] = shift
            shift += scores.count(score).bit_length()
        slot_bits = max(1, max_rank.bit_length())
        widths = {"n": n.bit_length(), "S": shift, "T": max_rank + 2, "P": slot_bits * (max_rank + 1)}
        offsets: dict[str, tuple[int, int]] = {}
        offset = 0
        for criterion in reversed(CRITERIA):
            width = widths[criterion.width]
            offsets[criterion.key] = (offset, width)
            offset += width
        return cls(offsets, group_shifts, slot_bits)

    def encode(self, values: dict[str, int]) -> int:
        return sum(value << self.offsets[key][0] for key, value in values.items())

    def decode(self, weight: int) -> dict[str, int]:
        """The value of each field (a weight or a sum of weights whose fields did not carry)."""
        return {key: (weight >> offset) & ((1 << width) - 1) for key, (offset, width) in self.offsets.items()}
