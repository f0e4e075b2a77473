"""What the page must know before the engine has loaded (the new-event form, the list of stored events), read
from where the engine keeps it: each pairing system's facts from its System in swisspair.systems.REGISTRY,
the point systems from swisspair.scoring. build.py writes it as dist/app/facts.js; tests/test_page_facts.py
checks that file against this function and this function against the engine, so the page repeats no rule.

Where a fact is a hook rather than an attribute, the system is asked about a new event of its own."""

from __future__ import annotations

from typing import Any

from . import messages, scoring, systems
from .event import apply, new_event
from .document.names import MODE_POINT_SYSTEMS, MODES
from .document.school_teams import DEFAULT_BEST, SCHOOL_TIEBREAKS
from .tiebreaks.registry import TEAM_TIEBREAKS, TIEBREAKS
from .tiebreaks.words import TEAM_WORDS, WORDS

# The tie-break lists the new-event form offers, in its order, each with its words (shown as they are): a new event
# starts with its mode's (MODE_TIEBREAKS), or its system's suggested list, or, pairing teams, the system's own.
TIEBREAK_PRESETS = {
    "chess": ("Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins", ("BH/C1", "BH", "SB", "WIN")),
    "magic": ("Magic: opponents' match-win %, game-win %, opponents' game-win %", ("OMW", "GW", "OGW")),
    "esports": ("Esports: Buchholz, Sonneborn-Berger, wins", ("BH", "SB", "WIN")),
    "round_robin": ("Round robin (FIDE): direct encounter, Sonneborn-Berger, wins, Koya", ("DE", "SB", "WIN", "KS")),
    "none": ("None (points, then rating)", ()),
    "team": ("Team events (FIDE): the other score, extended direct encounter, then BH (Swiss) or ESB (round robin)",
             ()),
}
MODE_TIEBREAKS = {"fide": "chess", "club": "chess", "magic": "magic", "esports": "esports"}

_TWO_PLAYERS = [{"op": "add_player", "player": {"name": name, "rating": 0}} for name in ("A", "B")]


def _event(system: systems.System, players: bool = False) -> dict[str, Any]:
    """A new event of the system under its first mode, with two players when asked."""
    doc = new_event({"id": "facts", "system": system.name, "mode": system.modes[0]})
    for operation in _TWO_PLAYERS if players else ():
        doc = apply(doc, operation).event
    return doc


def _playoff(system: systems.System) -> dict[str, Any] | None:
    """The option whose choice adds playoff rounds after the event's rounds, with the rounds each choice adds."""
    defaults = {key: option.default for key, option in system.options.items()}
    for key, option in system.options.items():
        rounds = {str(choice): system.playoff_rounds({"system": system.name, "rounds": None,
                                                      "options": {**defaults, key: choice}})
                  for choice in option.choices}
        if any(rounds.values()):
            # Each playoff round's name by the option's choice (a top 8 plays "Quarter-finals", ...).
            return {"option": key, "rounds": rounds,
                    "names": {str(size): list(names) for size, names in system.playoff_names.items()}}
    return None


def _format_view(system: systems.System) -> str | None:
    """What the system shows beside its rounds: the whole schedule, a bracket, or nothing."""
    view = system.format_view(_event(system, players=True))
    return None if view is None else "bracket" if "matches" in view else "schedule"


def _tiebreaks(system: systems.System) -> list[str] | None:
    """The tie-breaks the system allows when it allows only some; None: any. A team event's are the team codes."""
    if system.teams:
        return list(TEAM_TIEBREAKS)
    kept, dropped = system.usable_tiebreaks(list(TIEBREAKS))
    return None if dropped is None else kept


def _tiebreak_preset(system: systems.System, mode: str) -> str:
    """The new-event form's tie-break list for the system under `mode` (a key of TIEBREAK_PRESETS)."""
    if system.teams:
        return "team"
    if system.suggested_tiebreaks is None:
        return MODE_TIEBREAKS[mode]
    return next(key for key, (_, codes) in TIEBREAK_PRESETS.items()
                if key != "team" and codes == system.suggested_tiebreaks)


def _facts(system: systems.System) -> dict[str, Any]:
    doc = _event(system)
    return {
        "label": system.label,
        "own_rules": system.own_rules,
        "modes": list(system.modes),
        "options": {key: {"label": messages.fill(option.what, {}), "default": option.default, "choices": list(option.choices),
                          "low": option.low, "high": option.high} for key, option in system.options.items()},
        "colours": any(system.colours_matter(mode) for mode in system.modes),
        "plays_rounds": system.live_view(doc, 0) is None,
        "manual_changes": system.fixed_schedule is None,
        "counted_rounds": system.rounds_derived,
        # Counted for an event with no players: only a count that needs none is fixed.
        "fixed_rounds": system.planned_rounds(doc) if system.rounds_derived else None,
        "playoff": _playoff(system),
        "game_score": system.game_score,
        "own_standings": not system.wall_chart_tiebreaks,
        "wall_chart": system.no_wall_chart is None,
        "format_view": _format_view(system),
        "tiebreaks": _tiebreaks(system),
        "leave_word": system.leave_word,
        "participant_word": system.participant_word,
        "board_word": system.board_word,
        "rule_words": system.rule_words,
        "teams": system.teams,
        "tiebreak_preset": {mode: _tiebreak_preset(system, mode) for mode in system.modes},
        "suggested_bye": system.suggested_bye,
    }


def page_facts() -> dict[str, Any]:
    """JSON-ready: the modes, the point systems, the pairing systems and the tie-breaks, each keyed by its name."""
    return {
        "modes": {mode: {"point_system": MODE_POINT_SYSTEMS[mode]} for mode in MODES},
        "tiebreak_presets": {key: {"label": label, "codes": list(codes), "teams": key == "team"}
                             for key, (label, codes) in TIEBREAK_PRESETS.items()},
        "point_systems": {name: {"points": scoring.table_with(name).as_dict(), "draws": scoring.draws_allowed(name)}
                          for name in scoring.POINT_SYSTEM_NAMES},
        "systems": {name: _facts(system) for name, system in systems.REGISTRY.items()},
        # Every tie-break by code, in the registry's order (the picker's list): its name, what it is in words,
        # and the rule it comes from.
        "tiebreaks": {code: {"name": t.name, "what": WORDS[code].what, "rule": WORDS[code].rule}
                      for code, t in TIEBREAKS.items()},
        # A team event's tie-breaks, likewise (a code such as BH means the teams' own there).
        "team_tiebreaks": {code: {"name": t.name, "what": TEAM_WORDS[code].what, "rule": TEAM_WORDS[code].rule}
                           for code, t in TEAM_TIEBREAKS.items()},
        # The team-score setting's choices, and why FIDE mode keeps no team-mates apart.
        "school_teams": {"tiebreaks": SCHOOL_TIEBREAKS, "best": DEFAULT_BEST,
                         "fide_note": messages.said("op_warning.fide_keep_apart")},
    }
