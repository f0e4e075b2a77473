"""What pairing a round can report besides the pairing itself: the error, and the brackets' record."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ... import messages


class PairingError(messages.WordedError):
    """The round cannot be paired; `rule` names the criterion or the missing data that blocks it."""

    def __init__(self, message: str, rule: str):
        super().__init__(message)
        self.rule = rule

    @classmethod
    def of(cls, key: str, /, *, rule: str, **params: Any) -> "PairingError":  # type: ignore[override]
        return cls(messages.fill(key, params), rule).worded(key, params)


@dataclass
class BracketRecord:
    """What happened in one bracket, for explanations: who was in it and who moved down from it."""

    score: int
    mdps: list[int]
    residents: list[int]
    downfloaters: list[int]
    # The criteria fields (criteria.py keys) summed over the pairs made in the bracket, decoded.
    quality: dict[str, int] = field(default_factory=dict)
    pairs: int = 0
