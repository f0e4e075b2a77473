"""The errors the engine answers with: one family, so the boundary encodes every one the same way.

Each has a `code` a program can test, a `message` a tournament director can read, and where it is: the
dotted `field` path of the value at fault (rooted at what the raiser reads: "args", "event", "operation",
"trf"), the `player` (id) and the `round` it concerns; `extra` carries the rest of where (a file's `line`
and `column`) and anything else (rule, maximum).
"""

from __future__ import annotations

from typing import Any


class SwissPairError(ValueError):
    """A structured error; `as_error` is the JSON object the page receives."""

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
            if getattr(self, key) not in (None, ""):  # no field: the request or the file as a whole is at fault
                error[key] = getattr(self, key)
        error.update(self.extra)
        return error
