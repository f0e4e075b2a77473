"""The event's details (city, dates, arbiters, time control, round dates: the rating report's header), set from
the settings."""

from __future__ import annotations

from ...document import details
from ...document.errors import EventError
from ...document.operation import Context
from ...messages import clause, said, said_list

# What the log says changed (a list by its name in the plural).
CHANGED_WORDS = {"city": "log.detail_city", "federation": "log.detail_federation", "start_date": "log.detail_start_date",
                 "end_date": "log.detail_end_date", "type": "log.detail_type",
                 "chief_arbiter": "log.detail_chief_arbiter", "time_control": "log.detail_time_control",
                 "deputy_arbiters": "log.detail_deputy_arbiters", "round_dates": "log.detail_round_dates",
                 details.RATING_KIND: "log.detail_rating_kind", details.LANGUAGE: "log.detail_language"}


def op_set_details(ctx: Context) -> None:
    """Change any of the event's details; the others stay. Dates are YYYY-MM-DD (blank: none)."""
    changes = {key: ctx.args[key] for key in (*details.KEYS, *details.OPTIONAL_KEYS) if key in ctx.args}  # the dispatcher refuses others
    merged = {**details.empty(), **ctx.doc.get(details.KEY, {}), **changes}
    details.check(merged, "operation")
    for key in details.DATE_KEYS:
        if key in changes:
            details.check_date(merged[key], f"operation.{key}", details.TEXTS[key][1])
    federation = merged["federation"].strip()
    if "federation" in changes and federation and not (len(federation) == 3 and federation.isalpha()):
        raise EventError.of("details.federation_code", "operation.federation")
    for i, date in enumerate(changes.get("round_dates", [])):
        details.check_date(date, f"operation.round_dates[{i}]", "subject.date_of_round_n", number=i + 1)
    merged = {key: [v.strip() for v in value] if isinstance(value, list) else value.strip()
              for key, value in merged.items()}
    if not merged.get(details.RATING_KIND, True):
        del merged[details.RATING_KIND]  # kept only when given
    before = ctx.doc.get(details.KEY, details.empty())
    changed = [clause(CHANGED_WORDS[key]) for key in (*details.KEYS, *details.OPTIONAL_KEYS)
               if merged.get(key) != before.get(key)]
    ctx.doc[details.KEY] = merged
    ctx.tell(said_list("log.details_changed", "changes", changed) if changed else said("log.details_unchanged"))
