"""The context of one operation being applied, and the arguments every subject reads the same way (the
player, the round, the board). The event layer's operations and a system's own (System.operations) take it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..limits import MAX_ID
from .errors import EventError
from .readers import clip_text
from .values import check_int


@dataclass
class Context:
    """One operation being applied to a copy of the document."""

    doc: dict[str, Any]
    args: dict[str, Any]
    # What the director is told after the change, each messages.said's {"text", "key", "params"} (a warning the log
    # stored before it had words: {"text"} alone).
    warnings: list[dict[str, Any]] = field(default_factory=list)
    text: str = ""
    # The text as the engine's table says it (swisspair.messages.said: {"text", "key", "params"}), for the page to
    # write it in the event's language; None while the text is English only.
    words: dict[str, Any] | None = None
    round: int | None = None
    by: str | None = None  # the copy that does it
    at: str | None = None
    # A pairing being applied again from the record (what it made then), and what this operation made.
    recorded: dict[str, Any] | None = None
    made: dict[str, Any] | None = None
    # Every operation by name (the event layer's table), so that one can apply another as its own part.
    operations: dict[str, Any] = field(default_factory=dict)
    # The lowest id a new player may take: in an event of several sections `doc` is one section's view, and a
    # player's id is unique across the event.
    player_ids_from: int = 1
    # Why a player does not fit the rule of the section the operation runs in (document/section_rules.py's
    # `misfit_words`), or None when it has no rule.
    misfit: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None
    # In an event of sections: the section's name, and the printed number of board 1 of each of its paired rounds
    # (boards may run on across sections), for the texts that name a board as the players see it printed.
    section_name: str = ""
    first_boards: list[int] = field(default_factory=list)

    def apply(self, op: str, args: dict[str, Any]) -> None:
        """Apply operation `op` to the same document as part of this one (a team's new players added as `add_player`
        adds them): its text and warnings are this operation's to give."""
        self.operations[op][0](Context(self.doc, args, operations=self.operations,
                                       player_ids_from=self.player_ids_from, misfit=self.misfit))

    def tell(self, words: dict[str, Any]) -> None:
        """What the log says this operation did, said by the engine's table (swisspair.messages.said)."""
        self.text, self.words = words["text"], words

    def round_board(self, r: int, b: int) -> str:
        """Board `b` of round `r` as printed: "Round 2, board 3", in an event of sections "Round 2 of the section
        “U1800”, board 7" (the board's own number where boards run on across sections)."""
        if not self.section_name:
            return f"Round {r}, board {b}"
        return f"Round {r} of the section “{self.section_name}”, board {self.board_words(r, b)['board']}"

    def board_words(self, r: int, b: int) -> dict[str, Any]:
        """round_board's parts as a message's parameters (the round and board as text: they name a place, not a
        count to group), with the section's name in an event of sections."""
        if not self.section_name:
            return {"number": str(r), "board": str(b)}
        first = self.first_boards[r - 1] if r <= len(self.first_boards) else 1
        return {"number": str(r), "section": self.section_name, "board": str(first + b - 1)}

    def new_player_id(self) -> int:
        return max(next_id(self.doc["players"]), self.player_ids_from)

    def check_fit(self, player: dict[str, Any]) -> None:
        """Warn when a player entered or changed does not fit the section's rule (the director may keep them)."""
        why = self.misfit(player) if self.misfit is not None else None
        if why:
            self.warnings.append(why)

    def player(self, key: str = "player") -> dict[str, Any]:
        pid = check_int(self.args[key], f"operation.{key}", "subject.player", 1, MAX_ID)
        for p in self.doc["players"]:
            if p["id"] == pid:
                return p
        raise EventError.of("event.no_such_player", f"operation.{key}", player=pid, id=str(pid))

    @property
    def paired(self) -> int:
        return len(self.doc["rounds"])


def next_id(items: list[dict[str, Any]]) -> int:
    return max((item["id"] for item in items), default=0) + 1


def round_arg(ctx: Context, latest_only: bool = False) -> int:
    if not ctx.paired:
        raise EventError.of("round.none_paired", "operation.round")
    if latest_only:
        r = check_int(ctx.args["round"], "operation.round", "subject.round_latest_only", ctx.paired, ctx.paired,
                      latest=str(ctx.paired))
    else:
        r = check_int(ctx.args["round"], "operation.round", "subject.round", 1, ctx.paired)
    ctx.round = r
    return r


def board_arg(ctx: Context, r: int, key: str = "board", extra: int = 0) -> int:
    boards = ctx.doc["rounds"][r - 1]["boards"]
    return check_int(ctx.args[key], f"operation.{key}", "subject.board_in_round", 1, len(boards) + extra, round=r,
                     number=str(r))


def stored_warnings(warnings: list[dict[str, Any]]) -> dict[str, Any]:
    """Warnings (messages.said's) as a log entry and a round's change by hand store them: their English `warnings`
    and, when every one has its words and fits uncut, `warning_words` beside ({"key", "params"} each, for the page to
    word a stored warning; one stored before has its English alone)."""
    texts = [clip_text(w["text"]) for w in warnings]
    words = [{"key": w["key"], "params": dict(w["params"])}
             for w, text in zip(warnings, texts) if "key" in w and text == w["text"]]
    return {"warnings": texts, **({"warning_words": words} if texts and len(words) == len(texts) else {})}


def read_warnings(holder: dict[str, Any]) -> list[dict[str, Any]]:
    """The warnings `holder` (a log entry, a change by hand) stored, as messages.said's: with their words when it
    has them, else their English alone."""
    words = holder.get("warning_words", [])
    return [{"text": text, **(words[i] if i < len(words) else {})} for i, text in enumerate(holder.get("warnings", []))]
