"""A section's rule: who belongs in it (a rating band, a span of birth dates for an age or grade, or the values of a
player's field the director names), checked as part of the document, and whether a player fits it, in the words a
director reads. A player who does not fit is still allowed in (the director decides): the page warns."""

from __future__ import annotations

import re
from typing import Any

from ..limits import MAX_CLUB, MAX_RATING
from .errors import EventError
from ..messages import said
from .names import PLAYER_TEXTS
from .values import check_choice, check_int, check_keys, check_list, check_object, check_text

RULE_KINDS = ("rating", "born", "field")
# A field rule that names no value, in the words of the field.
NO_VALUES = {"title": "section_rule.no_title", "sex": "section_rule.no_sex", "federation": "section_rule.no_federation",
             "fide_id": "section_rule.no_fide_id", "birth": "section_rule.no_birth", "club": "section_rule.no_club"}
MAX_RULE_VALUES = 50  # the federations of a region, a school's clubs: more is a roster, not a rule
RULE_DATE = re.compile(r"(\d{4})(?:-(\d{2})-(\d{2}))?")
# A player's birth as the document keeps it (document/player_record.py: 1990 or 1990/07/14; a TRF may write 00 for
# an unknown month or day, or dashes).
BIRTH = re.compile(r"\s*(\d{4})(?:[/.-](\d{2})[/.-](\d{2}))?\s*")


def check_rule(value: Any, field: str, section: str) -> dict[str, Any]:
    """A section's rule, each part checked; `section` is the section's name, as its refusals name it."""
    rule = check_object(value, field, "subject.section_rule", section=section)
    kind = check_choice(rule.get("kind"), f"{field}.kind", "subject.section_rule_kind", RULE_KINDS, section=section)
    if kind == "rating":
        check_keys(rule, field, "subject.section_rating_rule", ("kind",), ("min", "max"), section=section)
        low = check_int(rule["min"], f"{field}.min", "subject.lowest_rating", 0, MAX_RATING) if "min" in rule else None
        high = check_int(rule["max"], f"{field}.max", "subject.highest_rating", low or 0, MAX_RATING) if "max" in rule \
            else None
        if low is None and high is None:
            raise EventError.of("section_rule.rating_needs_bound", field, section=section)
    elif kind == "born":
        check_keys(rule, field, "subject.section_birth_rule", ("kind",), ("from", "to"), section=section)
        first = _check_date(rule["from"], f"{field}.from", "subject.first_birth_date") if "from" in rule else None
        last = _check_date(rule["to"], f"{field}.to", "subject.last_birth_date") if "to" in rule else None
        if first is None and last is None:
            raise EventError.of("section_rule.birth_needs_bound", field, section=section)
        if first is not None and last is not None and _before(last, first):
            raise EventError.of("section_rule.birth_ends_before", f"{field}.to", section=section, last=rule["to"],
                                first=rule["from"])
    else:
        check_keys(rule, field, "subject.section_field_rule", ("kind", "field", "values"), section=section)
        key = check_choice(rule["field"], f"{field}.field", "subject.players_field", tuple(PLAYER_TEXTS))
        values = check_list(rule["values"], f"{field}.values", "subject.rule_values", MAX_RULE_VALUES)
        if not values:
            raise EventError.of(NO_VALUES[key], f"{field}.values", section=section)
        for i, text in enumerate(values):
            check_text(text, f"{field}.values[{i}]", "subject.rule_value", MAX_CLUB, empty=False, number=i + 1)
    return rule


def _check_date(value: Any, field: str, what: str) -> tuple[int, ...]:
    text = check_text(value, field, what, 10, empty=False)
    match = RULE_DATE.fullmatch(text)
    date = _date_parts(match) if match else None
    if date is None:
        raise EventError.of("section_rule.not_a_date", field, what_msg=what, text=text)
    return date


def _date_parts(match: re.Match[str]) -> tuple[int, ...] | None:
    """(year,) or (year, month, day); None when the month or day cannot be one."""
    year, month, day = match.group(1), match.group(2), match.group(3)
    if month is None or month == "00" or day == "00":
        return (int(year),)
    if not (1 <= int(month) <= 12 and 1 <= int(day) <= 31):
        return None
    return (int(year), int(month), int(day))


def _before(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Is a before b, compared at the precision both give (a year alone is compared as a year)?"""
    n = min(len(a), len(b))
    return a[:n] < b[:n]


# A field rule's field, as a misfit names it (PLAYER_TEXTS' words).
FIELD_WORDS = {"title": "misfit.field_title", "sex": "misfit.field_sex", "federation": "misfit.field_federation",
               "fide_id": "misfit.field_fide_id", "birth": "misfit.field_birth", "club": "misfit.field_club"}


def _section_words(name: str) -> dict[str, Any]:
    if not name:
        return {"section_msg": "misfit.the_section"}
    return {"section_msg": "misfit.the_named_section", "section": name}


def misfit(player: dict[str, Any], rule: dict[str, Any] | None, section_name: str) -> str | None:
    """Why `player` does not fit a section's `rule` ("Ana Kovač (1,930) is above the U1800 section's limit of
    1,799"), or None when the player fits or the section has no rule. `rule` is a checked one."""
    words = misfit_words(player, rule, section_name)
    return None if words is None else words["text"]


def misfit_words(player: dict[str, Any], rule: dict[str, Any] | None, section_name: str) -> dict[str, Any] | None:
    """misfit's sentence with its message key and parameters (messages.said), for the page to word it."""
    if rule is None:
        return None
    name, section = player["name"], _section_words(section_name)
    if rule["kind"] == "rating":
        rating = player["rating"]
        for bound, key, outside in (("min", "misfit.below", rating < rule.get("min", 0)),
                                    ("max", "misfit.above", rating > rule.get("max", MAX_RATING))):
            if bound in rule and outside:
                unrated = not rating and key == "misfit.below"
                return (said("misfit.unrated_below", name=name, limit=rule[bound], **section) if unrated else
                        said(key, name=name, rating=rating, limit=rule[bound], **section))
        return None
    if rule["kind"] == "born":
        match = BIRTH.fullmatch(player["birth"])
        born = _date_parts(match) if match else None
        span = {**({"first": rule["from"]} if "from" in rule else {}), **({"last": rule["to"]} if "to" in rule else {})}
        if born is None:
            key = ("misfit.no_birth_between" if len(span) == 2 else
                   "misfit.no_birth_from" if "first" in span else "misfit.no_birth_to")
            return said(key, name=name, **span, **section)
        if "from" in rule and _before(born, _date_parts(RULE_DATE.fullmatch(rule["from"]))):
            return said("misfit.born_before", name=name, birth=player["birth"].strip(), first=rule["from"], **section)
        if "to" in rule and _before(_date_parts(RULE_DATE.fullmatch(rule["to"])), born):
            return said("misfit.born_after", name=name, birth=player["birth"].strip(), last=rule["to"], **section)
        return None
    key = rule["field"]
    given = player.get(key, "").strip()
    taken = ", ".join(rule["values"])
    if not given:
        return said("misfit.no_value", name=name, field_msg=FIELD_WORDS[key], taken=taken, **section)
    if given.casefold() not in {value.strip().casefold() for value in rule["values"]}:
        return said("misfit.not_taken", name=name, field_msg=FIELD_WORDS[key], given=given, taken=taken, **section)
    return None
