"""The errors an event operation raises and what a successful one returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class EventError(ValueError):
    """An operation that cannot apply, or a document that is not valid.

    `field` is the path to the value at fault, rooted at "event", "operation" or "trf"; `player` and
    `round` name the player (id) and round it concerns; `extra` carries anything else (rule, line).
    """

    def __init__(self, code: str, message: str, field: str | None = None, player: int | None = None,
                 round: int | None = None, **extra: Any):
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field
        self.player = player
        self.round = round
        self.extra = extra

    def as_error(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        for key in ("field", "player", "round"):
            if getattr(self, key) is not None:
                error[key] = getattr(self, key)
        error.update(self.extra)
        return error


@dataclass
class Outcome:
    """What an operation returns: the new document and what the director should be told."""

    event: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
