"""An arena event in the document: the `arena` block, its checks, its operations and its live view.

An arena (settings.system "arena") has no rounds. Its games, start time and pauses live in the top-level
`arena` block, `null` until the arena starts (and always for other systems); the rules module decides the
pairings and the scores from it. Times are integer milliseconds since 1970-01-01 UTC, given by the page in
each operation (`now`): the engine never reads a clock.
"""

from __future__ import annotations

from typing import Any

from . import rules as arena
from ...document.errors import EventError
from ...document.values import check_int, check_keys, player_label, check_list, check_object, check_optional_int
from ...limits import MAX_ARENA_GAMES, MAX_PAUSES, MAX_TIME
from ...messages import said
from ..base import Option, Paired, System

SYSTEM = "arena"
DURATION_MINUTES = (1, 1440)  # settings.options.duration_minutes: a minute to a day
GAME_KEYS = ("id", "white", "black", "start", "finish", "result")
PAUSE_KEYS = ("player", "start", "end")
# A game's sides, as subjects of swisspair.messages ("white in game 3").
SIDE_SUBJECTS = {"white": "subject.white_in_arena_game", "black": "subject.black_in_arena_game"}


# ---------------------------------------------------------------------------------------------- checking


def validate_arena(doc: dict[str, Any], players: dict[int, dict[str, Any]]) -> None:
    """The `arena` block of an arena event: no rounds beside it, and a history the arena's rules can have
    produced (games numbered in order, a player in one game at a time, times in order, results only once
    finished)."""
    block = doc["arena"]
    if doc["rounds"]:
        raise EventError.of("arena.has_rounds", "event.rounds")
    if block is None:
        return
    field = "event.arena"
    block = check_object(block, field, "subject.arena")
    check_keys(block, field, "subject.arena", ("start", "games", "pauses"))
    start = check_int(block["start"], f"{field}.start", "subject.arena_start", 0, MAX_TIME)
    end = start + duration(doc) * 60_000
    busy_until: dict[int, int] = {}  # player -> when their latest game finished
    playing: dict[int, int] = {}  # player -> their game in progress
    for i, game in enumerate(check_list(block["games"], f"{field}.games", "subject.arena_games", MAX_ARENA_GAMES)):
        where, number = f"{field}.games[{i}]", str(i + 1)
        game = check_object(game, where, "subject.arena_game_n", number=number)
        check_keys(game, where, "subject.arena_game_n", GAME_KEYS, number=number)
        check_int(game["id"], f"{where}.id", "subject.of_arena_game_n", i + 1, i + 1, part_msg="subject.number",
                  number=number)
        begun = check_int(game["start"], f"{where}.start", "subject.of_arena_game_n", start, end - 1,
                          part_msg="subject.start", number=number)
        finished = check_optional_int(game["finish"], f"{where}.finish", "subject.of_arena_game_n", begun, MAX_TIME,
                                      part_msg="subject.finish", number=number)
        result = game["result"]
        if (result is None) != (finished is None):
            raise EventError.of("arena.finish_and_result", f"{where}.result", number=number)
        if result is not None and result not in arena.RESULTS:
            raise EventError.of("arena.game_result", f"{where}.result", number=number, choices=", ".join(arena.RESULTS))
        if game["white"] == game["black"]:
            raise EventError.of("arena.same_player_twice", f"{where}.black", player=game["white"], number=number)
        for side in ("white", "black"):
            pid = check_int(game[side], f"{where}.{side}", SIDE_SUBJECTS[side], 1, 10**6, number=number)
            if pid not in players:
                raise EventError.of("arena.side_not_in_event", f"{where}.{side}", player=pid,
                                    what_msg=SIDE_SUBJECTS[side], number=number, id=str(pid))
            if pid in playing:
                raise EventError.of("arena.still_playing", f"{where}.{side}", player=pid, name=player_label(players[pid]),
                                    number=number, other=str(playing[pid]))
            if begun < busy_until.get(pid, start):
                raise EventError.of("arena.starts_before_finish", f"{where}.start", player=pid, number=number,
                                    name=player_label(players[pid]))
            if finished is None:
                playing[pid] = game["id"]
            else:
                busy_until[pid] = finished
    paused: dict[int, int | None] = {}  # player -> end of their latest pause
    for i, pause in enumerate(check_list(block["pauses"], f"{field}.pauses", "subject.arena_pauses", MAX_PAUSES)):
        where, number = f"{field}.pauses[{i}]", str(i + 1)
        pause = check_object(pause, where, "subject.arena_pause_n", number=number)
        check_keys(pause, where, "subject.arena_pause_n", PAUSE_KEYS, number=number)
        pid = check_int(pause["player"], f"{where}.player", "subject.of_arena_pause_n", 1, 10**6,
                        part_msg="subject.player", number=number)
        if pid not in players:
            raise EventError.of("arena.pause_not_in_event", f"{where}.player", player=pid, number=number, id=str(pid))
        latest = paused.get(pid, start)
        if latest is None:
            raise EventError.of("arena.paused_twice", f"{where}.player", player=pid, name=player_label(players[pid]))
        begun = check_int(pause["start"], f"{where}.start", "subject.of_arena_pause_n", latest, MAX_TIME, player=pid,
                          part_msg="subject.start", number=number)
        stop = check_optional_int(pause["end"], f"{where}.end", "subject.of_arena_pause_n", begun, MAX_TIME, player=pid,
                                  part_msg="subject.end", number=number)
        paused[pid] = stop  # None: still paused


def duration(doc: dict[str, Any]) -> int:
    """The arena's length in minutes (settings.options.duration_minutes)."""
    return doc["settings"]["options"]["duration_minutes"]


# ---------------------------------------------------------------------------------------- to and from the engine


def to_arena(doc: dict[str, Any]) -> arena.Arena:
    block = doc["arena"] or {"start": None, "games": [], "pauses": []}
    return arena.Arena(
        players=tuple(arena.Player(p["id"], p["rating"]) for p in doc["players"]),
        duration=duration(doc) * 60_000,
        start=block["start"],
        games=tuple(arena.Game(g["id"], g["white"], g["black"], g["start"], g["finish"], g["result"])
                    for g in block["games"]),
        pauses=tuple(arena.Pause(p["player"], p["start"], p["end"]) for p in block["pauses"]))


def _store(doc: dict[str, Any], a: arena.Arena) -> None:
    doc["arena"] = {
        "start": a.start,
        "games": [{"id": g.id, "white": g.white, "black": g.black, "start": g.start, "finish": g.finish,
                   "result": g.result} for g in a.games],
        "pauses": [{"player": p.player, "start": p.start, "end": p.end} for p in a.pauses],
    }


def started(doc: dict[str, Any]) -> bool:
    return doc.get("arena") is not None


# --------------------------------------------------------------------------------------------- operations
# Each takes the operation's context (ctx.doc, ctx.args, ctx.text; see document/operation.py).


def _arena_of(ctx: Any, must_have_started: bool = True) -> arena.Arena:
    system = ctx.doc["settings"]["system"]
    if system != SYSTEM:
        raise EventError.of("request.not_arena", "operation.op", system=system)
    if must_have_started and not started(ctx.doc):
        raise EventError.of("arena.not_started", "operation.op")
    return to_arena(ctx.doc)


def _now(ctx: Any) -> int:
    return check_int(ctx.args["now"], "operation.now", "subject.arena_time", 0, MAX_TIME)


def _run(call, *args: Any) -> arena.Arena:
    try:
        return call(*args)
    except arena.ArenaError as exc:
        field = ("operation.game" if exc.game is not None else "operation.player" if exc.player is not None
                 else "operation.now" if exc.code == "time_backwards" else "operation.op")
        raise EventError.of(exc.key, field, player=exc.player, **exc.params) from None


def _names(doc: dict[str, Any]) -> dict[int, str]:
    return {p["id"]: p["name"] for p in doc["players"]}


def _said(keys: tuple[str, str], doc: dict[str, Any], before: int, a: arena.Arena, **params: Any) -> dict[str, Any]:
    """The log's words for an arena operation: `keys` (alone, with the games it paired: "Ana - Bo; Cy - Di")."""
    names = _names(doc)
    new = [f"{names[g.white]} - {names[g.black]}" for g in a.games[before:]]
    return said(keys[1], **params, games="; ".join(new)) if new else said(keys[0], **params)


def op_arena_start(ctx: Any) -> None:
    """Start the clock; everyone who is not paused is paired, best-ranked first."""
    if started(ctx.doc):
        raise EventError.of("arena.already_started", "operation.op")
    a = _arena_of(ctx, must_have_started=False)
    a = _run(arena.start, a, _now(ctx))
    _store(ctx.doc, a)
    ctx.tell(_said(("log.arena_started", "log.arena_started_paired"), ctx.doc, 0, a, minutes=duration(ctx.doc)))


def op_arena_finish(ctx: Any) -> None:
    """A game's result; both players are paired again at once when an opponent is free."""
    a = _arena_of(ctx)
    game_id = check_int(ctx.args["game"], "operation.game", "subject.game", 1, MAX_ARENA_GAMES)
    before = len(a.games)
    a = _run(arena.finish, a, game_id, ctx.args["result"], _now(ctx))
    _store(ctx.doc, a)
    game = a.games[game_id - 1]
    names = _names(ctx.doc)
    ctx.tell(_said(("log.arena_game", "log.arena_game_paired"), ctx.doc, before, a, number=str(game_id),
                   white=names[game.white], black=names[game.black], result=game.result.replace("1/2", "½")))


def _player_id(ctx: Any) -> int:
    pid = check_int(ctx.args["player"], "operation.player", "subject.player", 1, 10**6)
    if pid not in _names(ctx.doc):
        raise EventError.of("event.no_such_player", "operation.player", player=pid, id=str(pid))
    return pid


def op_arena_pause(ctx: Any) -> None:
    """Take a player out of the pairing (a player who leaves stays paused); a game in progress still counts."""
    a = _arena_of(ctx)
    pid = _player_id(ctx)
    _store(ctx.doc, _run(arena.pause, a, pid, _now(ctx)))
    ctx.tell(said("log.arena_paused", name=_names(ctx.doc)[pid]))


def op_arena_resume(ctx: Any) -> None:
    """Bring a paused player back: paired at once when an opponent is free."""
    a = _arena_of(ctx)
    pid = _player_id(ctx)
    before = len(a.games)
    a = _run(arena.resume, a, pid, _now(ctx))
    _store(ctx.doc, a)
    ctx.tell(_said(("log.arena_back", "log.arena_back_paired"), ctx.doc, before, a, name=_names(ctx.doc)[pid]))


OPERATIONS = {
    # name: (function, required arguments, optional arguments), as in ops.dispatch.OPERATIONS
    "arena_start": (op_arena_start, ("now",), ()),
    "arena_finish": (op_arena_finish, ("game", "result", "now"), ()),
    "arena_pause": (op_arena_pause, ("player", "now"), ()),
    "arena_resume": (op_arena_resume, ("player", "now"), ()),
}


class ArenaSystem(System):
    name = SYSTEM
    label = "Arena"
    modes = ("club",)
    options = {"duration_minutes": Option("subject.option_duration_minutes", 60, low=DURATION_MINUTES[0],
                                          high=DURATION_MINUTES[1])}
    fixed_schedule = "manual.arena_no_round"
    no_wall_chart = "wall_chart.arena"
    wall_chart_tiebreaks = False
    operations = OPERATIONS

    leave_word = "pause"

    def check_document(self, doc: dict[str, Any], players: dict[int, dict[str, Any]]) -> None:
        validate_arena(doc, players)

    def started_without_rounds(self, doc: dict[str, Any]) -> str | None:
        return "arena.begun" if started(doc) else None

    def live_view(self, doc: dict[str, Any], now: int) -> dict[str, Any]:
        return view(doc, now)

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        """pair_next on an arena explains instead of calling it an unknown system."""
        raise EventError.of("arena.no_rounds", "operation.op")


# ------------------------------------------------------------------------------------------- the live view


def view(doc: dict[str, Any], now: int) -> dict[str, Any]:
    """What the page shows at `now`: the clock, the games in play, who waits, the live standings."""
    a = to_arena(doc)
    end = arena.end_time(a)
    sheets = {p.id: arena.sheet(a, p.id) for p in a.players}
    return {
        "started": a.start,
        "end": end,
        "duration_minutes": duration(doc),
        "now": now,
        "time_left": None if end is None else max(0, end - now),
        "pairing": end is not None and now < end,
        "over": arena.is_over(a, now),
        "playing": [{"game": g.id, "white": g.white, "black": g.black, "start": g.start}
                    for g in arena.in_progress(a)],
        "finished": [{"game": g.id, "white": g.white, "black": g.black, "start": g.start, "finish": g.finish,
                      "result": g.result} for g in a.games if g.result is not None],
        "waiting": [{"player": w.player, "since": w.since} for w in arena.waiting(a, now)],
        "standings": [{
            "rank": s.rank, "place": s.place, "player": s.player, "score": s.score, "games": s.games,
            "wins": s.wins, "draws": s.draws, "losses": s.losses, "performance": s.performance,
            "tiebreak": s.tiebreak, "on_fire": s.on_fire, "playing": s.playing, "paused": s.paused,
            "sheet": [{"game": sc.game, "outcome": sc.outcome, "points": sc.points, "doubled": sc.doubled}
                      for sc in sheets[s.player]],
        } for s in arena.standings(a)],
    }
