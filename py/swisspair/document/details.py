"""The event's details, an optional part of the document (`details`): what a FIDE rating report's header says
about the event (TRF records 022-132, swisspair.trf.header), and each player's K factor where the director sets it
(the player's optional `k`, FIDE B.02 8.3.3), with where it was read when it came from FIDE's rating list (the
optional `k_source`). A document without them stays as it was."""

from __future__ import annotations

import re
from typing import Any

from ..fide_rating.change import K_VALUES
from ..limits import MAX_NAME, MAX_ROUNDS
from ..trf.header import COUNT_RECORDS, header_lines, read_details
from .errors import EventError
from .values import check_choice, check_keys, check_list, check_object, check_text

KEY = "details"
TEXTS = {  # key: (what the log calls it, its subject in a refusal, longest)
    "city": ("city", "subject.event_city", MAX_NAME),
    # three letters when set here; a file's as it wrote it
    "federation": ("federation", "subject.event_federation", MAX_NAME),
    "start_date": ("start date", "subject.event_start_date", 10),
    "end_date": ("end date", "subject.event_end_date", 10),
    "type": ("type", "subject.event_type", MAX_NAME),
    "chief_arbiter": ("chief arbiter", "subject.event_chief_arbiter", MAX_NAME),
    "time_control": ("time control", "subject.event_time_control", MAX_NAME),
}
LISTS = {  # key: (what the log calls it, the list's subject, an entry's subject, most entries, longest entry)
    "deputy_arbiters": ("deputy arbiters", "subject.deputy_arbiters", "subject.deputy_arbiter_n", 20, MAX_NAME),
    "round_dates": ("round dates", "subject.round_dates", "subject.date_of_round_n", MAX_ROUNDS, 10),
}
KEYS = (*TEXTS, *LISTS)
# Which FIDE rating the event is rated for, where the director says it (the time control's text, 122, stays free):
# the ratings taken from FIDE's list follow it. Kept only when given, so details set before stay as they were.
RATING_KIND = "rating_kind"
RATING_KINDS = ("standard", "rapid", "blitz")
# The language the event speaks to its players (printed sheets, the hall screen, its links, exported CSV), where the
# director has one: a code of a language the page speaks (app/i18n.js LANGUAGES). Kept only when given.
LANGUAGE = "language"
LANGUAGES = ("en", "fr", "es", "de", "ru")
OPTIONAL_KEYS = (RATING_KIND, LANGUAGE)
DATE_KEYS = ("start_date", "end_date")
COUNT_TAGS = tuple(tag for tag, _ in COUNT_RECORDS)
PLAYER_KEY = "k"
SOURCE_KEY = "k_source"  # "fide:standard:2026-12" (FIDE's standard list of December 2026): the K is that list's
PLAYER_KEYS = (PLAYER_KEY, SOURCE_KEY)
# Every field of a player as a sentence names it (a player's edit in the log, a merge's question), the document's and
# the K factor, as messages of swisspair.messages, which the page words.
PLAYER_FIELD_KEYS = {"name": "field.name", "rating": "field.rating", "title": "field.title", "sex": "field.sex",
                     "federation": "field.federation", "fide_id": "field.fide_id", "birth": "field.birth",
                     "club": "field.club", "national_rating": "field.national_rating",
                     "national_id": "field.national_id", "tpn": "field.tpn", PLAYER_KEY: "field.k",
                     SOURCE_KEY: "field.k_source"}
# The settings' optional switch: the standings (on screen and printed) show each player's rating change.
SETTING = "rating_changes"
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def imported(lines: list[str]) -> dict[str, Any]:
    """The details part an imported file's header records make, cut to what a document holds: {KEY: details}, or
    nothing when the file has none."""
    read = read_details(lines)
    found = {key: read[key][:TEXTS[key][2]] for key in TEXTS if read.get(key)}
    found |= {key: [text[:MAX_NAME] for text in read[key][:most]] for key, (*_, most, _) in LISTS.items()
              if read.get(key)}
    return {KEY: {**empty(), **found}} if found else {}


def report_header(doc: dict[str, Any], kept: list[str], teams: int | None = None) -> tuple[list[str], list[str]]:
    """The header records of the event's report (swisspair.trf.header.header_lines) and the other kept lines: the
    details, and the counts of players, rated players and `teams`; a file imported without counts is written
    back without them."""
    counted = not doc["trf_lines"] or any(line[:3] in COUNT_TAGS for line in kept)
    counts = {"players": len(doc["players"]), "rated_players": sum(1 for p in doc["players"] if p["rating"] > 0),
              "teams": teams}
    return header_lines(doc.get(KEY, {}), counts if counted else {}, kept)


def empty() -> dict[str, Any]:
    return {**{key: "" for key in TEXTS}, **{key: [] for key in LISTS}}


def check(value: Any, field: str) -> dict[str, Any]:
    """The details checked: every key, a text each or a list of texts (dates as an imported file wrote them; the
    operation that sets them asks for YYYY-MM-DD)."""
    details = check_object(value, field, "subject.event_details")
    check_keys(details, field, "subject.event_details", KEYS, OPTIONAL_KEYS)
    if RATING_KIND in details:
        check_choice(details[RATING_KIND], f"{field}.{RATING_KIND}", "subject.event_rating_kind", ("", *RATING_KINDS))
    if LANGUAGE in details:
        check_language(details[LANGUAGE], f"{field}.{LANGUAGE}")
    for key, (_, subject, longest) in TEXTS.items():
        check_text(details[key], f"{field}.{key}", subject, longest)
    for key, (_, subject, entry, most, longest) in LISTS.items():
        for i, text in enumerate(check_list(details[key], f"{field}.{key}", subject, most)):
            check_text(text, f"{field}.{key}[{i}]", entry, longest, number=i + 1)
    return details


def check_language(value: Any, field: str) -> str:
    return check_choice(value, field, "subject.event_language", LANGUAGES)


def check_date(text: str, field: str, what: str, **said: str | int) -> None:
    """`text` a date written YYYY-MM-DD, or blank; `what` its subject (a key of swisspair.messages), `said` the
    subject's parameters."""
    if text and not _DATE.fullmatch(text):
        raise EventError.of("details.not_a_date", field, what_msg=what, text=text, **said)


def player_said(name: str, pid: int) -> dict[str, str]:
    """A player of the event by name and id, as parameters of a K factor's refusal (`who_msg`)."""
    return {"who_msg": "details.who_player", "name": name, "id": str(pid)}


# The player an operation gives, as parameters of a K factor's refusal.
THE_PLAYER = {"who_msg": "details.who_the_player"}


def check_k(value: Any, field: str, who: dict[str, str], player: int | None = None) -> None:
    """A player's K factor: one of FIDE's (10, 20, 40), or None for the one the regulations derive. `who`: the
    player as parameters of a refusal (`player_said`, THE_PLAYER)."""
    if value is not None and (type(value) is not int or value not in K_VALUES):
        raise EventError.of("details.k_not_allowed", field, player=player, choices=", ".join(map(str, K_VALUES)),
                            **who)


def check_k_fields(data: dict[str, Any], field: str, who: dict[str, str], player: int | None = None) -> dict[str, Any]:
    """A player's K and its source, where `data` has them: the K checked, the source a short text (none without
    a K)."""
    out = {}
    if PLAYER_KEY in data:
        check_k(data[PLAYER_KEY], f"{field}.{PLAYER_KEY}", who, player)
        out[PLAYER_KEY] = data[PLAYER_KEY]
    if SOURCE_KEY in data:
        check_text(data[SOURCE_KEY], f"{field}.{SOURCE_KEY}", "subject.k_source", MAX_NAME, player=player, **who)
        if data[SOURCE_KEY] and data.get(PLAYER_KEY) is None:
            raise EventError.of("details.k_source_without_k", f"{field}.{SOURCE_KEY}", player=player, **who)
        out[SOURCE_KEY] = data[SOURCE_KEY]
    return out
