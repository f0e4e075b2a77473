"""The error an event operation raises and what a successful one returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import SwissPairError


class EventError(SwissPairError):
    """An operation that cannot apply, or a document that is not valid.

    `field` is the path to the value at fault, rooted at "event", "operation" or "trf"; `player` and
    `round` name the player (id) and round it concerns; `extra` carries anything else (rule, line).
    """


@dataclass
class Outcome:
    """What an operation returns: the new document and what the director should be told (an operation's warnings
    in English; an import's as messages.said's {text, key, params}, which the page words)."""

    event: dict[str, Any]
    warnings: list[Any] = field(default_factory=list)
