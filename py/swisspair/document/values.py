"""The event layer's checks (the shared ones, raising EventError) and the words its messages use for a
player and for why a player is absent from a round."""

from __future__ import annotations

from typing import Any

from .. import messages
from ..checks import Checks, capitalised, shown_value
from .errors import EventError

_CHECKS = Checks(EventError)
check_object = _CHECKS.check_object
check_keys = _CHECKS.check_keys
check_int = _CHECKS.check_int
check_optional_int = _CHECKS.check_optional_int
check_text = _CHECKS.check_text
check_optional_text = _CHECKS.check_optional_text
check_choice = _CHECKS.check_choice
check_bool = _CHECKS.check_bool
check_list = _CHECKS.check_list

__all__ = ["capitalised", "shown_value", "check_object", "check_keys", "check_int", "check_optional_int", "check_text",
           "check_optional_text", "check_choice", "check_bool", "check_list", "player_label", "absence", "absence_text"]


def player_label(p: dict[str, Any]) -> str:
    """A player as the director reads them in a message or the log: by name (an id is the page's, not theirs)."""
    return p["name"]


# The words for a requested bye's points in an absence (document.names.BYE_POINTS).
BYE_ABSENCES = {"half": "absence.half_point_bye", "full": "absence.full_point_bye", "zero": "absence.zero_point_bye"}


def absence(p: dict[str, Any], r: int) -> tuple[str, dict[str, str]] | None:
    """Why player `p` is absent from round `r`, as a message of swisspair.messages and its parameters; None when
    the player is expected to play."""
    if r < p["joined_round"]:
        return "absence.joined_later", {"joined": str(p["joined_round"])}
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return "absence.withdrew", {"withdrawn": str(p["withdrawn_round"])}
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return BYE_ABSENCES[bye["points"]], {}
    return None


def absence_text(p: dict[str, Any], r: int) -> str:
    """`absence` in English ("withdrew from round 3"), or "" when the player is expected to play."""
    found = absence(p, r)
    return messages.fill(*found) if found else ""
