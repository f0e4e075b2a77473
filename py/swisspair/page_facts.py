"""What the page must know before the engine has loaded (the new-event form, the list of stored events), read
from where the engine keeps it. build.py writes it as dist/app/facts.js; tests/test_page_facts.py checks that
file against this function and this function against the engine, so the page repeats no rule by hand.

Each system's facts are asked of the engine as the page would ask it, by system name: where a rule is a table
here it is read, where it is code the engine is asked about an empty event of that system."""

from __future__ import annotations

from typing import Any

from . import bridge, scoring
from .event import EventError, apply, arena_block, new_event, system_rules
from .event.crosstable import OWN_STANDINGS
from .event.operations import COLOURLESS_MODES, FIXED_SCHEDULES
from .event.schema import (MODE_SYSTEMS, MODES, SYSTEM_MODES, SYSTEM_OPTIONS, SYSTEMS, check_system_board,
                           playoff_rounds)
from .event.systems import DERIVED_ROUNDS

_PLAYERS = [{"op": "add_player", "player": {"name": name, "rating": 0}} for name in ("A", "B")]


def _answer(op: str, doc: dict[str, Any]) -> dict[str, Any]:
    return bridge.handle({"id": 0, "op": op, "args": {"event": doc}})


def _event(system: str, players: bool = False) -> dict[str, Any]:
    """A new event of the system under its first mode, with two players when asked."""
    doc = new_event({"id": "facts", "system": system, "mode": SYSTEM_MODES[system][0]})
    for operation in _PLAYERS if players else ():
        doc = apply(doc, operation).event
    return doc


def _options(system: str) -> dict[str, Any]:
    return {key: {"label": option.what, "default": option.default, "choices": list(option.choices),
                  "low": option.low, "high": option.high} for key, option in SYSTEM_OPTIONS[system].items()}


def _playoff(system: str) -> dict[str, Any] | None:
    """The option whose choice adds playoff rounds after the event's rounds, with the rounds each choice adds."""
    defaults = {key: option.default for key, option in SYSTEM_OPTIONS[system].items()}
    for key, option in SYSTEM_OPTIONS[system].items():
        rounds = {str(choice): playoff_rounds({"system": system, "options": {**defaults, key: choice}})
                  for choice in option.choices}
        if any(rounds.values()):
            return {"option": key, "rounds": rounds}
    return None


def _game_score(doc: dict[str, Any]) -> bool:
    """Whether a decided board needs its game score besides its result."""
    try:
        check_system_board(doc["settings"], {"white": 1, "black": 2, "result": "1-0"}, "board", "a board", 1)
    except EventError as error:
        return error.field == "board.games"
    return False


def _format_view(system: str) -> str | None:
    """What the system shows beside its rounds: the whole schedule, a bracket, or nothing."""
    answer = _answer("event_format_view", _event(system, players=True))
    if not answer["ok"]:
        return None
    return "bracket" if "matches" in answer["result"] else "schedule"


def _system(system: str) -> dict[str, Any]:
    doc = _event(system)
    counted = DERIVED_ROUNDS.get(system)
    return {
        "modes": list(SYSTEM_MODES[system]),
        "options": _options(system),
        "colours": any(mode not in COLOURLESS_MODES for mode in SYSTEM_MODES[system]),
        "plays_rounds": system != arena_block.SYSTEM,
        "manual_changes": system not in FIXED_SCHEDULES,
        "counted_rounds": counted is not None,
        # Counted for an event with no players: only a count that needs none is fixed.
        "fixed_rounds": None if counted is None else counted(doc),
        "playoff": _playoff(system),
        "game_score": _game_score(doc),
        "own_standings": system in OWN_STANDINGS,
        "wall_chart": _answer("event_crosstable", doc)["ok"],
        "format_view": _format_view(system),
        "tiebreaks": list(system_rules.ROUND_ROBIN_TIEBREAKS) if system == "round_robin" else None,
    }


def page_facts() -> dict[str, Any]:
    """JSON-ready: the modes, the point systems and the pairing systems, each keyed by its name."""
    return {
        "modes": {mode: {"point_system": MODE_SYSTEMS[mode]} for mode in MODES},
        "point_systems": {name: {"points": scoring.table_with(name).as_dict(), "draws": scoring.draws_allowed(name)}
                          for name in scoring.SYSTEM_NAMES},
        "systems": {system: _system(system) for system in SYSTEMS},
    }
