"""The operations on the school-team setting: team scores from the best N players, and keeping team-mates
apart until a round (never in FIDE-rated play)."""

from __future__ import annotations

from ...document.errors import EventError
from ...document.operation import Context
from ...messages import said
from ...document.school_teams import (
    DEFAULT_BEST, SETTING, check_setting, school_of,
)


def op_set_school_scores(ctx: Context) -> None:
    """Team scores on, or changed: the arguments given replace the current ones (the best four players and
    the summed tie-breaks when none was set before)."""
    settings = ctx.doc["settings"]
    setting = dict(settings.get(SETTING) or {"best": DEFAULT_BEST, "tiebreak": "tiebreaks", "apart_until": None})
    setting.update(ctx.args)
    check_setting(setting, "operation")
    if setting["apart_until"] is not None and settings["mode"] == "fide":
        raise EventError.of("school_teams.fide_mode", "operation.apart_until")
    settings[SETTING] = setting
    until = setting["apart_until"]
    if until is not None and until - 1 <= ctx.paired:
        ctx.warnings.append(said("op_warning.apart_paired", number=str(until - 1)))
    if not any(school_of(p) for p in ctx.doc["players"]):
        ctx.warnings.append(said("op_warning.no_schools"))
    tiebreak = TIEBREAK_WORDS[setting["tiebreak"]]
    ctx.tell(said("log.team_scores", count=setting["best"], tiebreak_msg=tiebreak) if until is None else
             said("log.team_scores_apart", count=setting["best"], tiebreak_msg=tiebreak, until=str(until)))


# How team scores break their ties, as the log says it (document.school_teams.SCHOOL_TIEBREAKS).
TIEBREAK_WORDS = {"tiebreaks": "log.school_tiebreaks", "next_player": "log.school_next_player"}


def op_clear_school_scores(ctx: Context) -> None:
    if ctx.doc["settings"].get(SETTING) is None:
        raise EventError.of("school_teams.none_to_clear", "operation")
    ctx.doc["settings"][SETTING] = None
    ctx.tell(said("log.team_scores_off"))
