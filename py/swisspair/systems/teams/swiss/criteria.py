"""The C.04.6 criteria as data: what each of the two stages of §3.3.2 minimises, in descending priority.

A round is paired top scoregroup by top scoregroup. For each, §3.5 first chooses a set of upfloaters
(`UPFLOATER_CRITERIA`: C4 and C5 by construction, then C6 and C7, then the order of the sets); only then is
the bracket (the scoregroup and that set) paired by §3.6 (`BRACKET_CRITERIA`). The two never mix: colours
(C8, C9) and the identifier do not choose the upfloaters (§3.5.5), and the upfloaters' scores are settled
before any team below is looked at (§2.3: "In order to best pair all teams of the top-scoregroup").

A bracket's pairing is one maximum-weight matching over its teams whose edge weight holds the fields of
`BRACKET_CRITERIA`, most significant first. No field can carry into the one above it (each is wide enough for
its sum over any pairing of the bracket), so the matching meets the criteria in their order of priority.
Everything is maximised: "minimise the teams that X" becomes "maximise what the pairs do not fail".

Widths in bits, for a bracket of n teams at positions 0..n-1 in TPN order: "n", the bits of n; "T", one bit
per position; "P", one slot per position, each as wide as the bits of the largest position.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Criterion:
    key: str
    rule: str  # the article of C.04.6 it implements
    text: str
    width: str = ""  # a bracket field's width: "n", "T" or "P"
    most: int = 0  # a bracket field: the most one pair can fail it (its value is this minus the failures)


# §3.5: the choice of the set of upfloaters of a top scoregroup, in order. A set is only considered when the
# bracket it makes and the teams left after it can both be paired legally (C1; C3, §2.2.1).
UPFLOATER_CRITERIA: tuple[Criterion, ...] = (
    Criterion("upfloaters", "C4", "fewest upfloaters"),
    Criterion("upfloater_scores", "C5", "the upfloaters' scores as high as possible, taken in ascending order"),
    Criterion("following_group", "C6", "what is left of the following scoregroup pairs legally with the fewest "
                                       "upfloaters its parity allows"),
    Criterion("upfloat_repeat", "C7", "fewest upfloaters who were floaters in the previous round"),
    Criterion("set_order", "3.5.4", "the first set in the order of §3.5.3-3.5.4"),
)

# §3.6.4: the pairing of a bracket, in order (the weight fields, most significant first).
BRACKET_CRITERIA: tuple[Criterion, ...] = (
    Criterion("completion", "3.6.1", "every team of the bracket paired", "n", 1),
    Criterion("colour_preference", "C8", "fewest teams without their colour preference", "n", 1),
    Criterion("strong_preference", "C9", "fewest teams without their strong colour preference (Type B)", "n", 1),
    # A pair of two upfloaters (§1.3.2: every team of the bracket not of the top scoregroup) holds two.
    Criterion("opponent_float_repeat", "C10", "fewest upfloaters' opponents who were floaters in the previous "
                                             "round", "n", 2),
    Criterion("identifier_tops", "3.6.2", "the smallest top members first (the identifier's first half)", "T"),
    Criterion("identifier_bottoms", "3.6.3", "then the bottom members in the order of their tops, smallest first",
              "P"),
)

RULES = {c.key: c.rule for c in UPFLOATER_CRITERIA + BRACKET_CRITERIA}
# Each criterion an explanation cites, in words (C.04.6 Art. 3): the absolute ones, then those above (only the "C"
# ones: the section numbers stay as they are). The page shows these words with the number in a tooltip.
RULE_WORDS: dict[str, str] = {
    "C1": "no rematch",
    "C2": "no second bye, nor a bye after a match won by forfeit",
    "C3": "no two teams with the same absolute colour preference",
    **{c.rule: c.text for c in UPFLOATER_CRITERIA + BRACKET_CRITERIA if c.rule.startswith("C")},
}


@dataclass(frozen=True)
class Layout:
    """Bit offsets of every bracket field for one bracket: encode values into a weight and decode them back."""

    size: int  # the bracket's teams
    offsets: dict[str, tuple[int, int]]  # key -> (offset, width)
    slot_bits: int  # the width of one top member's slot in the identifier's second half

    @classmethod
    def for_bracket(cls, size: int) -> "Layout":
        slot_bits = max(1, (size - 1).bit_length())
        widths = {"n": size.bit_length(), "T": size, "P": slot_bits * size}
        offsets: dict[str, tuple[int, int]] = {}
        offset = 0
        for criterion in reversed(BRACKET_CRITERIA):
            width = widths[criterion.width]
            offsets[criterion.key] = (offset, width)
            offset += width
        return cls(size, offsets, slot_bits)

    def weight(self, failures: dict[str, int], top: int, bottom: int) -> int:
        """A pair's weight: what it does not fail of C8-C10 (`failures`, by key), and its members' positions in
        the bracket (0 the smallest TPN; top < bottom)."""
        last = self.size - 1
        values = {c.key: c.most - failures.get(c.key, 0) for c in BRACKET_CRITERIA if c.most}
        values["identifier_tops"] = 1 << (last - top)
        # One slot per top member, the earlier tops in the higher slots: the sum over a pairing spells out its
        # bottoms in the order of their tops, so the largest sum is the smallest identifier (§3.6.2-3.6.3).
        values["identifier_bottoms"] = (last - bottom) << (self.slot_bits * (last - top))
        return sum(value << self.offsets[key][0] for key, value in values.items())

    def decode(self, weight: int) -> dict[str, int]:
        """The value of each field (a weight or a sum of weights whose fields did not carry)."""
        return {key: (weight >> offset) & ((1 << width) - 1) for key, (offset, width) in self.offsets.items()}
