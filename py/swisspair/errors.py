"""The errors the engine answers with: one family, so the boundary encodes every one the same way.

Each has a `code` a program can test, a `message` a tournament director can read, and where it is: the
dotted `field` path of the value at fault (rooted at what the raiser reads: "args", "event", "operation",
"trf"), the `player` (id) and the `round` it concerns; `extra` carries the rest of where (a file's `line`
and `column`) and anything else (rule, maximum). An error raised by `of` also has the `key` of its sentence in
swisspair.messages and the `params` that fill it, from which the page writes the sentence in its language.
"""

from __future__ import annotations

from typing import Any

from . import messages


class SwissPairError(messages.WordedError):
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

    @classmethod
    def of(cls, key: str, field: str | None = None, /, *, player: int | None = None, round: int | None = None,
           extra: dict[str, Any] | None = None, **params: Any):
        """The error whose sentence is message `key` filled with `params` (numbers and text, see swisspair.messages);
        `player`, `round` and `extra` say where, as for the constructor."""
        return cls(messages.code_of(key), messages.sentence(key, params), field, player, round,
                   **(extra or {})).worded(key, params)

    @classmethod
    def wrapping(cls, key: str, cause: messages.WordedError, message: str, field: str | None = None, /, *,
                 player: int | None = None, round: int | None = None, extra: dict[str, Any] | None = None,
                 **params: Any):
        """The error `key` whose `cause_msg` place holds a lower layer's error (a file's fault, a pairing's refusal):
        worded from the table when the cause is; else `message`, in English only (a cause not yet in the table)."""
        if cause.key is None:
            return cls(messages.code_of(key), message, field, player, round, **(extra or {}))
        return cls.of(key, field, player=player, round=round, extra=extra, cause_msg=cause.key, **cause.params,
                      **params)

    def as_error(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.key is not None:
            error["key"] = self.key
            error["params"] = self.params
        for key in ("field", "player", "round"):
            if getattr(self, key) not in (None, ""):  # no field: the request or the file as a whole is at fault
                error[key] = getattr(self, key)
        error.update(self.extra)
        return error
