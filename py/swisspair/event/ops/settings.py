"""The operations on the settings: the number of rounds, the event's settings, the pairing system and the
point system."""

from __future__ import annotations

from typing import Any

from ... import scoring
from ... import systems
from ...document import details
from ...document.errors import EventError
from ...document.names import COLOURS, LATE_POINTS, MODES, PLAYED_RESULTS
from ...document.operation import Context
from ...messages import clause, said, said_list
from ...document.school_teams import SETTING
from ...document.values import (
    capitalised, check_bool, check_choice, check_int, check_keys, check_list, check_object, check_optional_int, check_text,
)
from ...limits import MAX_NAME, MAX_POINTS, MAX_ROUNDS, MAX_TIEBREAK_CODE, MAX_TIEBREAKS
from ..planning import active_players, max_rounds
from ..schema import POINT_SUBJECTS, check_system_mode, system_options


def op_set_rounds(ctx: Context) -> None:
    """The number of rounds (C.04.1 a: declared beforehand); refused beyond what a rematch-free Swiss holds."""
    if systems.get(ctx.doc["settings"]["system"]).rounds_derived:
        raise EventError.of("settings.rounds_counted", "operation.rounds", system=ctx.doc["settings"]["system"])
    rounds = check_int(ctx.args["rounds"], "operation.rounds", "subject.number_of_rounds", max(1, ctx.paired), MAX_ROUNDS)
    players = active_players(ctx.doc)
    maximum = max_rounds(players)
    if players >= 2 and rounds > maximum:
        raise EventError.of("settings.too_many_rounds_even" if players % 2 == 0 else "settings.too_many_rounds_odd",
                            "operation.rounds", extra={"maximum": maximum}, count=players, most=maximum)
    old = ctx.doc["settings"]["rounds"]
    if ctx.doc["settings"]["mode"] == "magic" and ctx.paired and old != rounds:
        ctx.warnings.append(said("op_warning.magic_rounds"))
    ctx.doc["settings"]["rounds"] = rounds
    ctx.tell(said("log.rounds_changed", count=rounds, old=str(old)) if old is not None
             else said("log.rounds_set", count=rounds))


def op_update_settings(ctx: Context) -> None:
    """Name, mode, initial colour, requested-bye rules, late-entry points, tie-break list."""
    settings = ctx.doc["settings"]
    args = ctx.args
    changed = []
    if "name" in args:
        ctx.doc["name"] = check_text(args["name"], "operation.name", "subject.events_name", MAX_NAME).strip()
        changed.append(clause("log.setting_name"))
    if "mode" in args:
        settings["mode"] = check_choice(args["mode"], "operation.mode", "subject.mode", MODES)
        check_system_mode(settings["system"], settings["mode"], "operation.mode")
        changed.append(clause("log.setting_mode"))
    if "initial_colour" in args:
        colour = check_choice(args["initial_colour"], "operation.initial_colour", "subject.initial_colour", COLOURS)
        if ctx.paired and colour != settings["initial_colour"]:
            raise EventError.of("settings.colours_drawn", "operation.initial_colour")
        settings["initial_colour"] = colour
        changed.append(clause("log.setting_initial_colour"))
    if "requested_byes" in args:
        byes = check_object(args["requested_byes"], "operation.requested_byes", "subject.requested_bye_settings")
        check_keys(byes, "operation.requested_byes", "subject.requested_bye_settings", (), ("allowed", "limit"))
        if "allowed" in byes:
            allowed = check_list(byes["allowed"], "operation.requested_byes.allowed", "subject.allowed_byes", 3)
            kinds = scoring.BYE_KINDS[settings["scoring"]["system"]]
            for i, kind in enumerate(allowed):
                check_choice(kind, f"operation.requested_byes.allowed[{i}]", "subject.allowed_bye", kinds)
            settings["requested_byes"]["allowed"] = list(dict.fromkeys(allowed))
        if "limit" in byes:
            settings["requested_byes"]["limit"] = check_optional_int(byes["limit"], "operation.requested_byes.limit",
                                                           "subject.requested_bye_limit", 0, MAX_ROUNDS)
        changed.append(clause("log.setting_requested_byes"))
    if "late_entry_points" in args:
        settings["late_entry_points"] = check_choice(args["late_entry_points"], "operation.late_entry_points",
                                                "subject.late_entry_points", LATE_POINTS)
        changed.append(clause("log.setting_late_entry_points"))
    if "tiebreaks" in args:
        codes = check_list(args["tiebreaks"], "operation.tiebreaks", "subject.tiebreak_list", MAX_TIEBREAKS)
        for i, code in enumerate(codes):
            check_text(code, f"operation.tiebreaks[{i}]", "subject.tiebreak_n", MAX_TIEBREAK_CODE, empty=False,
                       number=str(i + 1))
        systems.get(settings["system"]).check_tiebreaks(codes, "operation.tiebreaks")
        settings["tiebreaks"] = list(dict.fromkeys(c.strip() for c in codes))
        changed.append(clause("log.setting_tiebreaks"))
    if details.SETTING in args:
        settings[details.SETTING] = check_bool(args[details.SETTING], f"operation.{details.SETTING}",
                                               "subject.rating_changes_shown")
        changed.append(clause("log.setting_rating_changes_shown" if settings[details.SETTING]
                              else "log.setting_rating_changes_hidden"))
    if not changed:
        raise EventError.of("settings.nothing_to_change", "operation")
    if settings["mode"] == "fide" and ctx.doc["restrictions"] and "mode" in args:
        ctx.warnings.append(said("note.fide_restrictions"))
    if settings["mode"] == "fide" and (settings.get(SETTING) or {}).get("apart_until") and "mode" in args:
        ctx.warnings.append(said("op_warning.fide_keep_apart"))
    ctx.tell(said_list("log.settings_changed", "changes", changed))


def op_set_system(ctx: Context) -> None:
    """The pairing system and its options, before round 1 is paired; the mode follows the system when the
    event's mode is not one it runs under."""
    if ctx.paired:
        raise EventError.of("settings.system_fixed", "operation.system")
    begun = systems.get(ctx.doc["settings"]["system"]).started_without_rounds(ctx.doc)
    if begun:
        raise EventError.of("settings.begun_system_fixed", "operation.system", begun_msg=begun)
    settings = ctx.doc["settings"]
    system = check_choice(ctx.args["system"], "operation.system", "subject.pairing_system", systems.names())
    chosen = systems.get(system)
    settings["options"] = system_options(system, ctx.args.get("options", {}), "operation.options")
    chosen.check_scoring(settings["scoring"], "operation.system")
    chosen.check_options(settings["options"], "operation.options")
    settings["tiebreaks"], dropped = chosen.usable_tiebreaks(settings["tiebreaks"])
    if dropped:
        ctx.warnings.append(dropped)
    systems.get(settings["system"]).leave(ctx.doc, chosen)
    chosen.join(ctx.doc)
    settings["system"] = system
    modes = chosen.modes
    if settings["mode"] not in modes:
        ctx.warnings.append(said("op_warning.mode_changes", old=settings["mode"], mode=modes[0], system=system))
        settings["mode"] = modes[0]
    options = [_option_words(key, value) for key, value in settings["options"].items()]
    ctx.tell(said_list("log.pairing_system_options", "options", options, system=system) if options
             else said("log.pairing_system", system=system))


def op_set_scoring(ctx: Context) -> None:
    """The point system: a named one (whose PAB value may change) or custom values for every outcome."""
    point_system = check_choice(ctx.args["system"], "operation.system", "subject.point_system", scoring.POINT_SYSTEM_NAMES)
    overrides = check_object(ctx.args.get("points", {}), "operation.points", "subject.points")
    check_keys(overrides, "operation.points", "subject.points", (), scoring.POINT_KEYS)
    for key, value in overrides.items():
        check_int(value, f"operation.points.{key}", POINT_SUBJECTS[key], 0, MAX_POINTS)
    table = scoring.table_with(point_system, overrides)
    try:
        scoring.check_table(point_system, table)
    except scoring.ScoringError as exc:
        raise EventError.wrapping("scoring.refused", exc, capitalised(exc.message) + ".",
                                  f"operation.points.{exc.field or 'system'}") from None
    settings = ctx.doc["settings"]
    systems.get(settings["system"]).check_scoring(table.as_dict(), "operation.system")
    if not scoring.draws_allowed(point_system):
        for r, rnd in enumerate(ctx.doc["rounds"], 1):
            for b, board in enumerate(rnd["boards"], 1):
                if board["result"] in PLAYED_RESULTS and board["result"] not in ("1-0", "0-1"):
                    raise EventError.of("settings.result_has_no_score", "operation.system", round=r, number=str(r),
                                        board=str(b), result=board["result"])
    kinds = scoring.BYE_KINDS[point_system]
    allowed = settings["requested_byes"]["allowed"]
    if any(kind not in kinds for kind in allowed):
        settings["requested_byes"]["allowed"] = [kind for kind in allowed if kind in kinds]
        ctx.warnings.append(_no_half_bye(point_system, settings["requested_byes"]["allowed"]))
    settings["scoring"] = {"system": point_system, **table.as_dict()}
    if ctx.paired:
        ctx.warnings.append(said("op_warning.scores_change"))
    values = [clause(POINTS_WORDS[key], points=scoring.format_tenths(value)) for key, value in table.as_dict().items()]
    ctx.tell(said_list("log.point_system", "changes", values, system=point_system))


# Each outcome's points as the log lists them (scoring.POINT_KEYS).
POINTS_WORDS = {"win": "log.points_win", "draw": "log.points_draw", "loss": "log.points_loss",
                "forfeit_win": "log.points_forfeit_win", "forfeit_loss": "log.points_forfeit_loss",
                "pab": "log.points_pab", "half_bye": "log.points_half_bye", "full_bye": "log.points_full_bye",
                "zero_bye": "log.points_zero_bye"}


# A kind of requested bye as the warning names it (a point system without half-point byes keeps the others).
BYE_KIND_WORDS = {"full": "op_warning.bye_full", "zero": "op_warning.bye_zero"}


def _no_half_bye(point_system: str, kept: list[str]) -> dict[str, Any]:
    """The warning that `point_system` has no half-point bye, naming the kinds of requested bye `kept`."""
    if not kept:
        return said("op_warning.no_half_bye_none", system=point_system)
    if len(kept) == 1:
        return said("op_warning.no_half_bye_one", system=point_system, kind_msg=BYE_KIND_WORDS[kept[0]])
    return said("op_warning.no_half_bye_two", system=point_system, kind_msg=BYE_KIND_WORDS[kept[0]],
                other_msg=BYE_KIND_WORDS[kept[1]])


# A pairing system's option as the log names it: a number's clause, or a yes/no's (off, on).
OPTION_WORDS = {"seed": "log.option_seed", "top_cut": "log.option_top_cut", "boards": "log.option_boards",
                "cycles": "log.option_cycles", "duration_minutes": "log.option_duration_minutes",
                "colour_preference": "log.option_colour_preference",
                "third_place": ("log.option_third_place_off", "log.option_third_place_on"),
                "double_elimination": ("log.option_double_elimination_off", "log.option_double_elimination_on"),
                "secondary_colours": ("log.option_secondary_colours_off", "log.option_secondary_colours_on")}


def _option_words(key: str, value: bool | int) -> dict[str, Any]:
    """One option of the pairing system as a clause of the log (its value as text: a seed is no count to group)."""
    words = OPTION_WORDS[key]
    return clause(words[value]) if isinstance(words, tuple) else clause(words, value=str(value))
