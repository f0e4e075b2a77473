"""The event document's schema: its names (its limits are in swisspair.limits), and `validate`,
docs/event-format.md as code."""

from __future__ import annotations

import math
from typing import Any

from .. import messages, scoring, systems
from ..checks import shown_params
from ..document import details, file_parts, prizes, school_teams
from ..document.errors import EventError
from ..document.names import (
    BYE_POINTS, COLOURS, FORFEIT_RESULTS, FORMAT, LATE_POINTS, MANUAL_CHANGES, MODES, NOTE_CODES, OPTIONAL_TOP_KEYS,
    OPTIONAL_PLAYER_KEYS, PLAYED_RESULTS, PLAYER_KEYS, PLAYER_TEXTS, RESTRICTION_KINDS, RESULTS, SETTINGS_KEYS, TOP_KEYS, VERSION,
    OPTIONAL_SECTION_PARTS, OPTIONAL_SHARED_KEYS, SECTION_BOARD_CHOICES, SECTION_BOARDS, SECTION_KEYS, SECTION_PARTS,
    SECTION_RULE, SECTIONS, SHARED_KEYS, parse_point_table,
)
from ..document.section_rules import check_rule
from ..document.player_record import MAX_NATIONAL_ID
from ..document.values import (
    absence, check_bool, capitalised, check_choice, check_int, check_keys, player_label, check_list, check_object, check_optional_int, check_optional_text, check_text,
)
from ..limits import (
    MAX_DEPTH, MAX_EVENT_ID, MAX_EVENT_PLAYERS, MAX_GAMES, MAX_ID, MAX_NAME, MAX_OP_NAME, MAX_PLAYER_ROUNDS, MAX_PLAYERS,
    MAX_POINTS, MAX_RATING, MAX_RESTRICTED_PAIRS, MAX_RESTRICTIONS, MAX_ROUNDS, MAX_TEXT, MAX_TIEBREAK_CODE,
    MAX_SECTIONS, MAX_TIEBREAKS, MAX_TIME_TEXT, MAX_MESSAGE_CLAUSES, MAX_MESSAGE_KEY, MAX_MESSAGE_PARAMS
)
from .record import RECORDED_KEYS, validate_copies, validate_entry, validate_record
from .sections import section_view
from .unchanged import NOTHING_UNCHANGED, Unchanged



# The words for the root a `check_json` walks, as subjects of swisspair.messages.
JSON_ROOTS = {"event": "subject.event", "operation": "subject.operation"}
# The words for each text of a player (document.names.PLAYER_TEXTS) and each entry of a point table, as subjects.
PLAYER_TEXT_SUBJECTS = {"title": "subject.title", "sex": "subject.sex", "federation": "subject.federation",
                        "fide_id": "subject.fide_id", "birth": "subject.birth_date", "club": "subject.club"}
POINT_SUBJECTS = {
    "win": "subject.points_for_win", "draw": "subject.points_for_draw", "loss": "subject.points_for_loss",
    "forfeit_win": "subject.points_for_forfeit_win", "forfeit_loss": "subject.points_for_forfeit_loss",
    "pab": "subject.points_for_pab", "half_bye": "subject.points_for_half_bye",
    "full_bye": "subject.points_for_full_bye", "zero_bye": "subject.points_for_zero_bye",
}


def check_json(value: Any, field: str, unchanged: Unchanged = NOTHING_UNCHANGED) -> None:
    """Plain JSON of bounded depth (walked without recursion: deep nesting must not crash Pyodide). `field`: "event"
    or "operation". `unchanged`: the parts of it a checked event has at the same depth (what this check asks of a
    value depends on nothing but the value and its depth), not walked again."""
    what = JSON_ROOTS[field]
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if unchanged.places and unchanged.at_depth(item, depth):
            continue
        if depth > MAX_DEPTH:
            raise EventError.of("document.too_deep", field, what_msg=what)
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise EventError.of("document.key_not_text", field, what_msg=what, key=repr(key))
                stack.append((inner, depth + 1))
        elif isinstance(item, list):
            kept = unchanged.kept_items(item, depth) if unchanged.kept_lists else 0
            stack.extend((inner, depth + 1) for inner in (item[kept:] if kept else item))
        elif isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                raise EventError.of("document.number_not_json", field, what_msg=what)
        elif item is not None and not isinstance(item, (str, int, bool)):
            raise EventError.of("document.value_not_json", field, what_msg=what, kind=type(item).__name__)


# ---------------------------------------------------------------------------------------------- the schema


def check_work(doc: dict[str, Any]) -> None:
    """No more players times rounds than every operation answers in seconds, checked before any other work."""
    players, rounds = doc["players"], doc["rounds"]
    if isinstance(players, list) and isinstance(rounds, list) and len(players) * len(rounds) > MAX_PLAYER_ROUNDS:
        raise EventError.of("document.too_large", "event.rounds", players=len(players), rounds=len(rounds),
                            entries=len(players) * len(rounds), most=MAX_PLAYER_ROUNDS)


def validate(document: Any, changed_section: int | None = None, before: dict[str, Any] | None = None) -> None:
    """Raise EventError naming the field, and the player or round, of the first thing wrong; else None. An event of
    several sections has its shared keys checked once and each section as the one-section event its view is, a
    fault in a section named under it ("event.sections[1].players[3].rating"). `changed_section`: the event was
    valid before an operation on that section only, so the other sections' groups are not checked again (their
    players' ids still are, against the changed section's). `before`: the valid event an operation made this one
    from; a part of this one strictly the same as the part at the same place in `before` (event/unchanged.py) is
    not checked again where what its check depends on is unchanged too (said at each place below): it refuses
    exactly what the whole check refuses."""
    unchanged = Unchanged(document, before)
    if isinstance(document, dict) and SECTIONS in document and changed_section is not None:
        check_json({**{key: value for key, value in document.items() if key != SECTIONS},
                    SECTIONS: [s for s in document[SECTIONS] if isinstance(s, dict) and s.get("id") == changed_section]},
                   "event", unchanged)
    else:
        check_json(document, "event", unchanged)
    doc = check_object(document, "event", "subject.event")
    if SECTIONS in doc:
        check_keys(doc, "event", "subject.event", (*SHARED_KEYS, SECTIONS, SECTION_BOARDS), OPTIONAL_SHARED_KEYS)
        _validate_shared_head(doc)
        _validate_sections(doc, changed_section, unchanged)
    else:
        check_keys(doc, "event", "subject.event", TOP_KEYS, OPTIONAL_TOP_KEYS)
        check_work(doc)
        _validate_shared_head(doc)
        _validate_group(doc, unchanged, ())
    _validate_log(doc, unchanged)
    validate_record(doc)
    validate_copies(doc)


def _validate_shared_head(doc: dict[str, Any]) -> None:
    if details.KEY in doc:
        details.check(doc[details.KEY], f"event.{details.KEY}")
    if doc["format"] != FORMAT:
        raise EventError.of("document.not_an_event", "event.format", format=FORMAT)
    check_int(doc["version"], "event.version", "subject.event_version", VERSION, VERSION)
    check_text(doc["id"], "event.id", "subject.event_id", MAX_EVENT_ID, empty=False)
    check_text(doc["name"], "event.name", "subject.events_name", MAX_NAME)
    check_optional_text(doc["created"], "event.created", "subject.creation_time", MAX_TIME_TEXT)
    check_optional_text(doc["modified"], "event.modified", "subject.last_change_time", MAX_TIME_TEXT)


def _validate_group(doc: dict[str, Any], unchanged: Unchanged = NOTHING_UNCHANGED, place: tuple = ()) -> None:
    """One paired group: a one-section event, or a section's view (`place`: where its parts are in the event, () or
    ("sections", its id)). A part the event had already checked in the same place is not checked again where its
    check depends on nothing else that changed: the settings' check reads the settings only; the players' reads the
    list of players only; a round's, the round, its number, whether it is the latest, the players and the
    settings; the kept TRF lines', the lines only. The rest (the restrictions, the rounds' count, who is unplaced,
    the system's own check of the whole group, the file's parts) is checked as always."""
    settings = doc["settings"] if unchanged.at(doc["settings"], *place, "settings") else \
        _validate_settings(doc["settings"])
    players_unchanged = unchanged.at(doc["players"], *place, "players")
    players = {p["id"]: p for p in doc["players"]} if players_unchanged else _validate_players(doc["players"], settings)
    _validate_restrictions(doc["restrictions"], players)
    settled = unchanged.at(doc["settings"], *place, "settings") and players_unchanged
    _validate_rounds(doc, players, settings, unchanged if settled else NOTHING_UNCHANGED, place)
    systems.get(settings["system"]).check_document(doc, players)
    file_parts.check(doc, players)
    if not unchanged.at(doc["trf_lines"], *place, "trf_lines"):
        for i, line in enumerate(check_list(doc["trf_lines"], "event.trf_lines", "subject.kept_trf_lines")):
            check_text(line, f"event.trf_lines[{i}]", "subject.kept_trf_line_n", MAX_TEXT, number=str(i + 1))


def _validate_sections(doc: dict[str, Any], changed: int | None, unchanged: Unchanged = NOTHING_UNCHANGED) -> None:
    check_choice(doc[SECTION_BOARDS], f"event.{SECTION_BOARDS}", "subject.section_boards", SECTION_BOARD_CHOICES)
    listed = check_list(doc[SECTIONS], f"event.{SECTIONS}", "subject.sections", MAX_SECTIONS)
    if not listed:
        raise EventError.of("document.no_sections", f"event.{SECTIONS}")
    ids: set[int] = set()
    names: set[str] = set()
    first_section_of: dict[int, str] = {}
    total = 0
    for i, raw in enumerate(listed):
        field = f"event.{SECTIONS}[{i}]"
        number = str(i + 1)
        section = check_object(raw, field, "subject.section_n", number=number)
        check_keys(section, field, "subject.section_n", (*SECTION_KEYS, *SECTION_PARTS),
                   (SECTION_RULE, *OPTIONAL_SECTION_PARTS), number=number)
        sid = check_int(section["id"], f"{field}.id", "subject.of_section_n", 1, MAX_ID, part_msg="subject.id",
                        number=number)
        if sid in ids:
            raise EventError.of("document.section_id_twice", f"{field}.id", id=str(sid))
        ids.add(sid)
        name = check_text(section["name"], f"{field}.name", "subject.of_section_n", MAX_NAME, empty=False,
                          part_msg="subject.name", number=number)
        if not name.strip():
            raise EventError.of("document.section_needs_name", f"{field}.name", number=number)
        if name.strip().casefold() in names:
            raise EventError.of("document.section_name_twice", f"{field}.name", name=name.strip())
        names.add(name.strip().casefold())
        if SECTION_RULE in section:
            check_rule(section[SECTION_RULE], f"{field}.{SECTION_RULE}", name)
        players = check_list(section["players"], f"{field}.players", "subject.of_section", MAX_PLAYERS,
                             part_msg="subject.players", section=name)
        total += len(players)
        if total > MAX_EVENT_PLAYERS:
            raise EventError.of("document.sections_too_many_players", f"{field}.players", most=MAX_EVENT_PLAYERS)
        if changed is None or sid == changed:
            view = section_view(doc, sid)
            try:
                check_work(view)
                _validate_group(view, unchanged, (SECTIONS, sid))
            except EventError as exc:
                raise _in_section(exc, field, name) from None
        for k, p in enumerate(players):
            if p["id"] in first_section_of:
                raise EventError.of("document.player_in_two_sections", f"{field}.players[{k}].id", player=p["id"],
                                    name=player_label(p), id=str(p["id"]), section=name,
                                    other=first_section_of[p["id"]])
            first_section_of[p["id"]] = name


def _in_section(exc: EventError, field: str, name: str) -> EventError:
    """A fault of a section's view, named under the section: "event.players[3]" is "event.sections[1].players[3]";
    its sentence in the section's, from the table when it is there (else in English only)."""
    where = exc.field
    if where and where.startswith("event."):
        where = f"{field}.{where[len('event.'):]}"
    if exc.key is None:
        return EventError(exc.code, f"Section “{name}”: {exc.message}", where, exc.player, exc.round, **exc.extra)
    # The fault keeps its own code (what the page tests), worded inside the section's sentence.
    params = {**exc.params, "section": name, "fault_msg": exc.key}
    return EventError(exc.code, messages.sentence("document.in_section", params), where, exc.player, exc.round,
                      **exc.extra).worded("document.in_section", params)


def _validate_log(doc: dict[str, Any], unchanged: Unchanged = NOTHING_UNCHANGED) -> None:
    log = check_list(doc["log"], "event.log", "subject.log")
    # An entry's check reads the entry and its place only: the entries the checked event had in their places pass.
    for i in range(unchanged.log_kept if log is doc["log"] else 0, len(log)):
        entry = log[i]
        where, number = f"event.log[{i}]", str(i + 1)
        entry = check_object(entry, where, "subject.log_entry_n", number=number)
        check_keys(entry, where, "subject.log_entry_n", ("seq", "op", "text"),
                   ("at", "key", "params", "clauses", "list", "round", "warnings", "warning_words", *RECORDED_KEYS),
                   number=number)
        validate_entry(entry, where, "record.log_entry_n", number)
        check_int(entry["seq"], f"{where}.seq", "subject.of_log_entry_n", 1, 10**9, part_msg="subject.number",
                  number=number)
        check_text(entry["op"], f"{where}.op", "subject.of_log_entry_n", MAX_OP_NAME, part_msg="subject.operation",
                   number=number)
        check_text(entry["text"], f"{where}.text", "subject.of_log_entry_n", MAX_TEXT, part_msg="subject.text",
                   number=number)
        # The text's words, for the page to write it in the event's language (an entry written before has none).
        check_words(entry, where, "subject.of_log_entry_n", part_msg="subject.text", number=number)
        for j, said in enumerate(check_list(entry.get("clauses", []), f"{where}.clauses", "subject.of_log_entry_n",
                                            MAX_MESSAGE_CLAUSES, part_msg="subject.text", number=number)):
            cf = f"{where}.clauses[{j}]"
            said = check_object(said, cf, "subject.of_log_entry_n", part_msg="subject.text", number=number)
            check_keys(said, cf, "subject.of_log_entry_n", ("key", "params"), (), part_msg="subject.text",
                       number=number)
            check_words(said, cf, "subject.of_log_entry_n", part_msg="subject.text", number=number)
        if "list" in entry:  # which place of the text holds the clauses, joined as items or as clauses
            listed = check_object(entry["list"], f"{where}.list", "subject.of_log_entry_n", part_msg="subject.text",
                                  number=number)
            check_keys(listed, f"{where}.list", "subject.of_log_entry_n", ("place", "joined"), (),
                       part_msg="subject.text", number=number)
            check_choice(listed["place"], f"{where}.list.place", "subject.of_log_entry_n",
                         tuple(messages.LIST_PLACES), part_msg="subject.text", number=number)
            check_choice(listed["joined"], f"{where}.list.joined", "subject.of_log_entry_n", tuple(messages.JOINED),
                         part_msg="subject.text", number=number)
        check_optional_text(entry.get("at"), f"{where}.at", "subject.of_log_entry_n", MAX_TIME_TEXT,
                            part_msg="subject.time", number=number)
        check_optional_int(entry.get("round"), f"{where}.round", "subject.of_log_entry_n", 1, MAX_ROUNDS,
                           part_msg="subject.round", number=number)
        for k, text in enumerate(check_list(entry.get("warnings", []), f"{where}.warnings", "subject.of_log_entry_n",
                                            part_msg="subject.warnings", number=number)):
            check_text(text, f"{where}.warnings[{k}]", "subject.of_log_entry_n", MAX_TEXT, part_msg="subject.warning_n",
                       index=str(k + 1), number=number)
        check_warning_words(entry, where, "subject.of_log_entry_n", part_msg="subject.warnings", number=number)


def _validate_settings(value: Any) -> dict[str, Any]:
    s = check_object(value, "event.settings", "subject.settings")
    # The team-score setting is optional: documents saved before it existed stay valid as they are.
    check_keys(s, "event.settings", "subject.settings", SETTINGS_KEYS, (school_teams.SETTING, details.SETTING,
               prizes.SETTING))
    if details.SETTING in s:
        check_bool(s[details.SETTING], f"event.settings.{details.SETTING}", "subject.rating_changes_shown")
    school_teams.check_setting(s.get(school_teams.SETTING), f"event.settings.{school_teams.SETTING}")
    prizes.check_setting(s.get(prizes.SETTING), f"event.settings.{prizes.SETTING}")
    mode = check_choice(s["mode"], "event.settings.mode", "subject.mode", MODES)
    system = check_choice(s["system"], "event.settings.system", "subject.pairing_system", systems.names())
    check_system_mode(system, mode, "event.settings.mode")
    validate_options(system, s["options"], "event.settings.options", complete=True)
    systems.get(system).check_options(s["options"], "event.settings.options")
    check_optional_int(s["rounds"], "event.settings.rounds", "subject.number_of_rounds", 1, MAX_ROUNDS)
    check_choice(s["initial_colour"], "event.settings.initial_colour", "subject.initial_colour", COLOURS)
    point_system = _validate_scoring(s["scoring"])
    systems.get(s["system"]).check_scoring(s["scoring"], "event.settings.scoring")
    byes = check_object(s["requested_byes"], "event.settings.requested_byes", "subject.requested_bye_settings")
    check_keys(byes, "event.settings.requested_byes", "subject.requested_bye_settings", ("allowed", "limit"))
    allowed = check_list(byes["allowed"], "event.settings.requested_byes.allowed", "subject.allowed_byes", 3)
    for i, kind in enumerate(allowed):
        check_choice(kind, f"event.settings.requested_byes.allowed[{i}]", "subject.allowed_bye",
                     scoring.BYE_KINDS[point_system])
        if kind in allowed[:i]:
            raise EventError.of("document.allowed_bye_twice", f"event.settings.requested_byes.allowed[{i}]", kind=kind)
    check_optional_int(byes["limit"], "event.settings.requested_byes.limit", "subject.requested_bye_limit", 0,
                       MAX_ROUNDS)
    check_choice(s["late_entry_points"], "event.settings.late_entry_points", "subject.late_entry_points", LATE_POINTS)
    codes = check_list(s["tiebreaks"], "event.settings.tiebreaks", "subject.tiebreak_list", MAX_TIEBREAKS)
    for i, code in enumerate(codes):
        check_text(code, f"event.settings.tiebreaks[{i}]", "subject.tiebreak_n", MAX_TIEBREAK_CODE, empty=False,
                   number=str(i + 1))
        if code in codes[:i]:
            raise EventError.of("document.tiebreak_twice", f"event.settings.tiebreaks[{i}]", tiebreak=code)
    systems.get(s["system"]).check_tiebreaks(codes, "event.settings.tiebreaks")
    return s


def check_system_mode(system: str, mode: str, field: str) -> None:
    modes = systems.get(system).modes
    if mode not in modes:
        raise EventError.of("document.wrong_mode", field, system=system, modes=", ".join(f"“{m}”" for m in modes),
                            mode=mode)


def validate_options(system: str, value: Any, field: str, complete: bool) -> dict[str, Any]:
    """The options of `system`, each checked; `complete` requires every one (a stored document), otherwise
    the missing ones are left out (the caller fills the defaults)."""
    table = systems.get(system).options
    options = check_object(value, field, "subject.options")
    check_keys(options, field, "subject.options_of_system", tuple(table) if complete else (),
               () if complete else tuple(table), system=system)
    for key, given in options.items():
        spec = table[key]
        where = f"{field}.{key}"
        if isinstance(spec.default, bool):
            check_bool(given, where, spec.what)
        elif spec.choices:
            if isinstance(given, bool) or given not in spec.choices:
                raise EventError.of("check.not_one_of", where, what_msg=spec.what,
                                    choices=", ".join(map(str, spec.choices)), **shown_params(given))
        else:
            check_int(given, where, spec.what, spec.low, spec.high)
    return options


def system_options(system: str, value: Any, field: str) -> dict[str, Any]:
    """Options given for `system` (some or none), checked, with the defaults filled in."""
    given = validate_options(system, value, field, complete=False)
    return {key: given.get(key, spec.default) for key, spec in systems.get(system).options.items()}


def _validate_scoring(value: Any) -> str:
    field = "event.settings.scoring"
    table = check_object(value, field, "subject.point_system")
    check_keys(table, field, "subject.point_system", ("system", *scoring.POINT_KEYS))
    point_system = check_choice(table["system"], f"{field}.system", "subject.point_system", scoring.POINT_SYSTEM_NAMES)
    for key in scoring.POINT_KEYS:
        check_int(table[key], f"{field}.{key}", POINT_SUBJECTS[key], 0, MAX_POINTS)
    try:
        scoring.check_table(point_system, parse_point_table(table))
    except scoring.ScoringError as exc:
        raise EventError.wrapping("scoring.refused", exc, capitalised(exc.message) + ".",
                                  f"{field}.{exc.field or 'system'}") from None
    return point_system


def _validate_players(value: Any, settings: dict[str, Any]) -> dict[int, dict[str, Any]]:
    players = check_list(value, "event.players", "subject.player_list", MAX_PLAYERS)
    by_id: dict[int, dict[str, Any]] = {}
    tpns: dict[int, int] = {}
    for i, raw in enumerate(players):
        field, number = f"event.players[{i}]", str(i + 1)
        p = check_object(raw, field, "subject.player_n", number=number)
        check_keys(p, field, "subject.player_n", PLAYER_KEYS, (*OPTIONAL_PLAYER_KEYS, *details.PLAYER_KEYS),
                   number=number)
        pid = check_int(p["id"], f"{field}.id", "subject.of_player_n", 1, MAX_ID, part_msg="subject.id", number=number)
        if pid in by_id:
            raise EventError.of("document.player_id_twice", f"{field}.id", player=pid, id=str(pid))
        name = check_text(p["name"], f"{field}.name", "subject.of_player_n", MAX_NAME, empty=False, player=pid,
                          part_msg="subject.name", number=number)
        ident = str(pid)  # the player by name and id in each subject below ("the rating of Ann (id 3)")
        check_int(p["rating"], f"{field}.rating", "subject.of_player", 0, MAX_RATING, part_msg="subject.rating",
                  name=name, id=ident, player=pid)
        details.check_k_fields(p, field, details.player_said(name, pid), pid)
        for key, (_, longest) in PLAYER_TEXTS.items():
            check_text(p[key], f"{field}.{key}", "subject.of_player", longest, part_msg=PLAYER_TEXT_SUBJECTS[key],
                       name=name, id=ident, player=pid)
        if "national_rating" in p:
            check_int(p["national_rating"], f"{field}.national_rating", "subject.of_player", 0, MAX_RATING,
                      part_msg="subject.national_rating", name=name, id=ident, player=pid)
        if "national_id" in p:
            check_text(p["national_id"], f"{field}.national_id", "subject.of_player", MAX_NATIONAL_ID,
                       part_msg="subject.national_id", name=name, id=ident, player=pid)
        tpn = check_optional_int(p["tpn"], f"{field}.tpn", "subject.of_player", 1, len(players),
                                 part_msg="subject.fixed_pairing_number", name=name, id=ident, player=pid)
        if tpn is not None:
            if tpn in tpns:
                raise EventError.of("document.pairing_number_twice", f"{field}.tpn", player=pid, name=name,
                                    id=str(pid), other=str(tpns[tpn]), tpn=str(tpn))
            tpns[tpn] = pid
        joined = check_int(p["joined_round"], f"{field}.joined_round", "subject.of_player", 1, MAX_ROUNDS,
                           part_msg="subject.first_round", name=name, id=ident, player=pid)
        check_choice(p["late_points"], f"{field}.late_points", "subject.of_player", LATE_POINTS,
                     part_msg="subject.missed_rounds_points", name=name, id=ident, player=pid)
        withdrawn = check_optional_int(p["withdrawn_round"], f"{field}.withdrawn_round", "subject.of_player", joined,
                                       MAX_ROUNDS, part_msg="subject.withdrawal_round", name=name, id=ident, player=pid)
        seen = set()
        byes = check_list(p["requested_byes"], f"{field}.requested_byes", "subject.of_player", MAX_ROUNDS,
                          part_msg="subject.requested_byes", name=name, id=ident, player=pid)
        for k, bye in enumerate(byes):
            bf = f"{field}.requested_byes[{k}]"
            bye = check_object(bye, bf, "subject.of_player", part_msg="subject.a_requested_bye", name=name, id=ident,
                               player=pid)
            check_keys(bye, bf, "subject.of_player", ("round", "points"), part_msg="subject.a_requested_bye",
                       name=name, id=ident, player=pid)
            last = MAX_ROUNDS if withdrawn is None else withdrawn - 1
            r = check_int(bye["round"], f"{bf}.round", "subject.of_player", joined, max(joined, last),
                          part_msg="subject.requested_bye_round", name=name, id=ident, player=pid)
            if withdrawn is not None and r >= withdrawn:
                raise EventError.of("document.bye_after_withdrawal", f"{bf}.round", player=pid, round=r, name=name,
                                    id=str(pid), number=str(r), withdrawn=str(withdrawn))
            check_choice(bye["points"], f"{bf}.points", "subject.bye_points_of_player", BYE_POINTS, round=r,
                         number=str(r), name=name, id=ident, player=pid)
            if r in seen:
                raise EventError.of("document.requested_bye_twice", f"{bf}.round", player=pid, round=r, name=name,
                                    id=str(pid), number=str(r))
            seen.add(r)
        by_id[pid] = p
    return by_id


def check_restricted_pairs(restrictions: list[Any], field: str) -> None:
    """No more pairs kept apart than the pairing checks cheaply (counted before any pair is made)."""
    pairs = sum(len(r["players"]) * (len(r["players"]) - 1) // 2 for r in restrictions
                if isinstance(r, dict) and isinstance(r.get("players"), list))
    if pairs > MAX_RESTRICTED_PAIRS:
        raise EventError.of("document.too_many_restricted_pairs", field, pairs=pairs, most=MAX_RESTRICTED_PAIRS)


def _validate_restrictions(value: Any, players: dict[int, dict[str, Any]]) -> None:
    restrictions = check_list(value, "event.restrictions", "subject.restrictions", MAX_RESTRICTIONS)
    check_restricted_pairs(restrictions, "event.restrictions")
    ids = set()
    for i, raw in enumerate(restrictions):
        field = f"event.restrictions[{i}]"
        r = check_object(raw, field, "subject.restriction_n", number=str(i + 1))
        check_keys(r, field, "subject.restriction_n", ("id", "kind", "label", "players", "first_round", "last_round"),
                   number=str(i + 1))
        rid = check_int(r["id"], f"{field}.id", "subject.of_restriction_n", 1, MAX_ID, part_msg="subject.id",
                        number=str(i + 1))
        if rid in ids:
            raise EventError.of("document.restriction_id_twice", f"{field}.id", id=str(rid))
        ids.add(rid)
        number = str(rid)
        check_choice(r["kind"], f"{field}.kind", "subject.of_restriction_n", RESTRICTION_KINDS, part_msg="subject.kind",
                     number=number)
        check_text(r["label"], f"{field}.label", "subject.of_restriction_n", MAX_NAME, part_msg="subject.label",
                   number=number)
        members = check_list(r["players"], f"{field}.players", "subject.of_restriction_n", MAX_PLAYERS,
                             part_msg="subject.players", number=number)
        if len(members) < 2:
            raise EventError.of("document.restriction_too_few", f"{field}.players", number=number)
        named: set[int] = set()
        for k, pid in enumerate(members):
            check_int(pid, f"{field}.players[{k}]", "subject.of_restriction_n", 1, MAX_ID, part_msg="subject.a_player",
                      number=number)
            if pid not in players:
                raise EventError.of("document.restriction_unknown_player", f"{field}.players[{k}]", player=pid,
                                    number=number, id=str(pid))
            if pid in named:
                raise EventError.of("document.restriction_player_twice", f"{field}.players[{k}]", player=pid,
                                    number=number, name=player_label(players[pid]))
            named.add(pid)
        first = check_int(r["first_round"], f"{field}.first_round", "subject.of_restriction_n", 1, MAX_ROUNDS,
                          part_msg="subject.first_round", number=number)
        check_optional_int(r["last_round"], f"{field}.last_round", "subject.of_restriction_n", first, MAX_ROUNDS,
                           part_msg="subject.last_round", number=number)


def _validate_rounds(doc: dict[str, Any], players: dict[int, dict[str, Any]], settings: dict[str, Any],
                     unchanged: Unchanged = NOTHING_UNCHANGED, group: tuple = ()) -> None:
    """The rounds; `unchanged` (given only when the players and the settings are unchanged) names the rounds checked
    already in the same place (`group`: where the group's parts are), and of a round that changed the boards and the
    other parts that did not: such a part is checked again only when whether its round is the latest changed (a
    board, also when a board before it in the round placed one of its players)."""
    rounds = check_list(doc["rounds"], "event.rounds", "subject.rounds", MAX_ROUNDS)
    system = systems.get(settings["system"])
    playoff = system.playoff_rounds(settings)
    if settings["rounds"] is not None and len(rounds) > settings["rounds"] + playoff:
        if playoff:
            raise EventError.of("document.more_rounds_than_set_playoff", "event.settings.rounds", count=len(rounds),
                                set_to=settings["rounds"], playoff=playoff)
        raise EventError.of("document.more_rounds_than_set", "event.settings.rounds", count=len(rounds),
                            set_to=settings["rounds"])
    point_system = settings["scoring"]["system"]
    placed_by_round: list[dict[int, int]] = []
    for i, raw in enumerate(rounds):
        r = i + 1
        settled = unchanged.latest_kept(r, len(rounds), *group)
        if settled and unchanged.at(raw, *group, "rounds", i):
            placed_by_round.append(placed_in(raw))
            continue
        field, number = f"event.rounds[{i}]", str(r)
        rnd = check_object(raw, field, "subject.round_n", round=r, number=number)
        check_keys(rnd, field, "subject.round_n", ("number", "boards", "pab", "engine", "notes", "manual"), ("teams",),
                   round=r, number=number)
        check_int(rnd["number"], f"{field}.number", "subject.of_round_n", r, r, part_msg="subject.number", round=r,
                  number=number)
        placed: dict[int, int] = {}  # player id -> the board they are on (0: the pairing-allocated bye)

        def place(pid: Any, where: str, board: int, what: str) -> None:
            """`what`: the subject naming the place (white or black on `board`, or the bye)."""
            if pid is None and system.teams:  # a board a team's line-up left empty (systems/teams/schema.py checks it)
                return
            if board:
                check_int(pid, where, what, 1, MAX_ID, round=r, board=str(board))
            else:
                check_int(pid, where, what, 1, MAX_ID, round=r)
            if pid not in players:
                raise EventError.of("document.placed_unknown_player", where, round=r, player=pid, number=number,
                                    id=str(pid), **placed_at(what, board))
            p = players[pid]
            if pid in placed:  # boards are placed before the bye, so the first place is a board
                if not board:
                    raise EventError.of("document.on_board_and_bye", where, round=r, player=pid, number=number,
                                        name=player_label(p), board=str(placed[pid]))
                if board == placed[pid]:
                    raise EventError.of("document.plays_self", where, round=r, player=pid, number=number,
                                        name=player_label(p), board=str(board))
                raise EventError.of("document.on_two_boards", where, round=r, player=pid, number=number,
                                    name=player_label(p), first=str(placed[pid]), second=str(board))
            absent = absence(p, r)
            if absent:
                key, params = absent
                raise EventError.of("document.placed_absent", where, round=r, player=pid, number=number,
                                    name=player_label(p), absence_msg=key, **placed_at(what, board), **params)
            placed[pid] = board

        for b, raw_board in enumerate(check_list(rnd["boards"], f"{field}.boards", "subject.of_round_n", MAX_PLAYERS,
                                                 part_msg="subject.boards", round=r, number=number), 1):
            if settled and unchanged.at(raw_board, *group, "rounds", i, "boards", b - 1):
                # Its check reads the board, its number and its round's, whether the round is the latest, the players
                # and the settings, all as they were: only whether a board before it placed its players is asked.
                white, black = raw_board["white"], raw_board["black"]
                if white not in placed and black not in placed:  # None is never placed
                    if white is not None:
                        placed[white] = b
                    if black is not None:
                        placed[black] = b
                    continue
            bf = f"{field}.boards[{b - 1}]"
            board = check_object(raw_board, bf, "subject.board_of_round", board=str(b), round=r, number=number)
            check_keys(board, bf, "subject.board_of_round", ("white", "black", "result"),
                       ("unrated", "uncoloured", "games"), board=str(b), round=r, number=number)
            place(board["white"], f"{bf}.white", b, "subject.white_on_board")
            place(board["black"], f"{bf}.black", b, "subject.black_on_board")
            validate_result(board, bf, r, b, point_system, latest=r == len(rounds))
            system.check_board(settings, board, bf, b, r)
        if rnd["pab"] is not None:
            place(rnd["pab"], f"{field}.pab", 0, "subject.pab")
        placed_by_round.append(placed)
        # The engine's pairing, the notes and the manual changes: each check reads the part, the round's number and
        # the system only.
        if rnd["engine"] is not None and not unchanged.at(rnd["engine"], *group, "rounds", i, "engine"):
            ef = f"{field}.engine"
            engine = check_object(rnd["engine"], ef, "subject.of_round_n", part_msg="subject.engine_pairing",
                                  round=r, number=number)
            check_keys(engine, ef, "subject.of_round_n", ("boards", "pab"), part_msg="subject.engine_pairing",
                       round=r, number=number)
            for k, pair in enumerate(check_list(engine["boards"], f"{ef}.boards", "subject.of_round_n", MAX_PLAYERS,
                                                part_msg="subject.engine_boards", round=r, number=number)):
                pair = check_list(pair, f"{ef}.boards[{k}]", "subject.of_round_n", 2, part_msg="subject.engine_board_n",
                                  board=str(k + 1), round=r, number=number)
                if len(pair) != 2:
                    raise EventError.of("document.engine_board_pair", f"{ef}.boards[{k}]", round=r, number=number,
                                        board=str(k + 1))
                for j, pid in enumerate(pair):
                    if pid is None and system.teams:  # a board a team's line-up left empty
                        continue
                    check_int(pid, f"{ef}.boards[{k}][{j}]", "subject.of_round_n", 1, MAX_ID,
                              part_msg="subject.engine_board_player", board=str(k + 1), round=r, number=number)
            check_optional_int(engine["pab"], f"{ef}.pab", "subject.of_round_n", 1, MAX_ID,
                               part_msg="subject.engine_bye", round=r, number=number)
        for k, note in enumerate([] if unchanged.at(rnd["notes"], *group, "rounds", i, "notes") else
                                 check_list(rnd["notes"], f"{field}.notes", "subject.of_round_n",
                                            part_msg="subject.notes", round=r, number=number)):
            nf = f"{field}.notes[{k}]"
            note = check_object(note, nf, "subject.of_round_n", part_msg="subject.a_note", round=r, number=number)
            check_keys(note, nf, "subject.of_round_n", ("code", "text", "players"), ("key", "params", "clauses"),
                       part_msg="subject.a_note", round=r, number=number)
            check_choice(note["code"], f"{nf}.code", "subject.of_round_n", NOTE_CODES, part_msg="subject.note_kind",
                         round=r, number=number)
            check_text(note["text"], f"{nf}.text", "subject.of_round_n", MAX_TEXT, part_msg="subject.note_text",
                       round=r, number=number)
            check_words(note, nf, "subject.of_round_n", part_msg="subject.a_note", round=r, number=number)
            for j, said in enumerate(check_list(note.get("clauses", []), f"{nf}.clauses", "subject.of_round_n",
                                                MAX_MESSAGE_PARAMS, part_msg="subject.a_note", round=r,
                                                number=number)):
                cf = f"{nf}.clauses[{j}]"
                said = check_object(said, cf, "subject.of_round_n", part_msg="subject.a_note", round=r, number=number)
                check_keys(said, cf, "subject.of_round_n", ("key", "params"), (), part_msg="subject.a_note", round=r,
                           number=number)
                check_words(said, cf, "subject.of_round_n", part_msg="subject.a_note", round=r, number=number)
            for j, pid in enumerate(check_list(note["players"], f"{nf}.players", "subject.of_round_n", MAX_PLAYERS,
                                               part_msg="subject.note_players", round=r, number=number)):
                check_int(pid, f"{nf}.players[{j}]", "subject.of_round_n", 1, MAX_ID, part_msg="subject.note_player",
                          round=r, number=number)
        for k, change in enumerate([] if unchanged.at(rnd["manual"], *group, "rounds", i, "manual") else
                                   check_list(rnd["manual"], f"{field}.manual", "subject.of_round_n",
                                              part_msg="subject.manual_changes", round=r, number=number)):
            mf = f"{field}.manual[{k}]"
            change = check_object(change, mf, "subject.of_round_n", part_msg="subject.a_manual_change", round=r,
                                  number=number)
            check_keys(change, mf, "subject.of_round_n", ("change", "text", "warnings"),
                       ("key", "params", "warning_words", "players"),
                       part_msg="subject.a_manual_change", round=r, number=number)
            check_choice(change["change"], f"{mf}.change", "subject.of_round_n", MANUAL_CHANGES,
                         part_msg="subject.manual_change_kind", round=r, number=number)
            check_text(change["text"], f"{mf}.text", "subject.of_round_n", MAX_TEXT,
                       part_msg="subject.manual_change_text", round=r, number=number)
            # Its words, as a log entry's (a change stored before them has none).
            check_words(change, mf, "subject.of_round_n", part_msg="subject.manual_change_text", round=r,
                        number=number)
            for j, pid in enumerate(check_list(change.get("players", []), f"{mf}.players", "subject.of_round_n",
                                               MAX_PLAYERS, part_msg="subject.players_moved", round=r, number=number)):
                check_int(pid, f"{mf}.players[{j}]", "subject.of_round_n", 1, MAX_ID, part_msg="subject.player_moved",
                          round=r, number=number)
            for j, text in enumerate(check_list(change["warnings"], f"{mf}.warnings", "subject.of_round_n",
                                                part_msg="subject.manual_change_warnings", round=r, number=number)):
                check_text(text, f"{mf}.warnings[{j}]", "subject.of_round_n", MAX_TEXT,
                           part_msg="subject.manual_change_warning", round=r, number=number)
            check_warning_words(change, mf, "subject.of_round_n", part_msg="subject.manual_change_warnings", round=r,
                                number=number)
    # Who sits a round out is the system's to say from the rounds around it (a knockout replays them all), so it is
    # asked only once every round is known to be well formed.
    for r, placed in enumerate(placed_by_round[:-1], 1):
        out = system.sitting_out(doc, r)
        for pid, p in players.items():
            if pid not in placed and pid not in out and not absence(p, r):
                raise EventError.of("document.unplaced", f"event.rounds[{r - 1}].boards", round=r, player=pid,
                                    number=str(r), name=player_label(p))


def placed_in(rnd: dict[str, Any]) -> dict[int, int]:
    """Who a checked round places: player id -> board (0: the pairing-allocated bye)."""
    placed = {pid: b for b, board in enumerate(rnd["boards"], 1) for pid in (board["white"], board["black"])
              if pid is not None}
    if rnd["pab"] is not None:
        placed[rnd["pab"]] = 0
    return placed


def placed_at(what: str, board: int) -> dict[str, str]:
    """The parameters of a place in a round a refusal names: `what` (white or black on `board`, or the bye)."""
    return {"place_msg": what, "board": str(board)} if board else {"place_msg": what}


def check_words(said: dict[str, Any], field: str, what: str, **where: Any) -> None:
    """The words of a round's note or a log entry (swisspair.messages.said), or of a note's clause
    (swisspair.messages.clause), when it has them: a message's key and its parameters, each text or a number, for the
    page to write it in the director's language. `what` and `where` name the holder as the shared checks do."""
    if "key" in said:
        check_text(said["key"], f"{field}.key", what, MAX_MESSAGE_KEY, empty=False, **where)
    params = check_object(said.get("params", {}), f"{field}.params", what, **where)
    check_list(list(params), f"{field}.params", what, MAX_MESSAGE_PARAMS, **where)
    for name, value in params.items():
        check_text(name, f"{field}.params", what, MAX_MESSAGE_KEY, empty=False, **where)
        if not (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)):
            check_text(value, f"{field}.params.{name}", what, MAX_TEXT, **where)


def check_warning_words(holder: dict[str, Any], field: str, what: str, **where: Any) -> None:
    """The words of the warnings a log entry or a change by hand stored (`warning_words`, one for each of its
    `warnings` in order, document/operation.py's stored_warnings), when it has them: each a message's key and its
    parameters, as check_words reads them."""
    words = check_list(holder.get("warning_words", []), f"{field}.warning_words", what, len(holder.get("warnings", [])),
                       **where)
    for k, said in enumerate(words):
        wf = f"{field}.warning_words[{k}]"
        said = check_object(said, wf, what, **where)
        check_keys(said, wf, what, ("key", "params"), (), **where)
        check_words(said, wf, what, **where)


def validate_result(board: dict[str, Any], field: str, r: int, b: int, point_system: str, latest: bool) -> None:
    """The result of round `r`, board `b` (and its unrated, uncoloured and game-score marks)."""
    result = board["result"]
    number, board_number = str(r), str(b)
    if result is None:
        if not latest:
            raise EventError.of("document.no_result", f"{field}.result", round=r, number=number, board=board_number)
    else:
        check_choice(result, f"{field}.result", "subject.result_of_board", RESULTS, round=r, number=number,
                     board=board_number)
        if not scoring.draws_allowed(point_system) and result in PLAYED_RESULTS and result not in ("1-0", "0-1"):
            raise EventError.of("document.win_or_loss_only", f"{field}.result", result=result, round=r, number=number,
                                board=board_number)
    if "unrated" in board:
        check_bool(board["unrated"], f"{field}.unrated", "subject.unrated_of_board", round=r, number=number,
                   board=board_number)
        if board["unrated"] and result not in PLAYED_RESULTS:
            raise EventError.of("document.unrated_not_played", f"{field}.unrated", round=r, number=number,
                                board=board_number)
    if "uncoloured" in board:
        check_bool(board["uncoloured"], f"{field}.uncoloured", "subject.uncoloured_of_board", round=r, number=number,
                   board=board_number)
        if board["uncoloured"] and result not in FORFEIT_RESULTS:
            raise EventError.of("document.uncoloured_not_forfeit", f"{field}.uncoloured", round=r, number=number,
                                board=board_number)
    if "games" in board:
        games = check_list(board["games"], f"{field}.games", "subject.game_score_of_board", 3, round=r, number=number,
                           board=board_number)
        if len(games) != 3:
            raise EventError.of("document.game_score_shape", f"{field}.games", round=r, number=number,
                                board=board_number)
        for k, count in enumerate(games):
            check_int(count, f"{field}.games[{k}]", "subject.game_count_of_board", 0, MAX_GAMES, round=r,
                      number=number, board=board_number)
        if result in PLAYED_RESULTS:
            expected = "1-0" if games[0] > games[1] else "0-1" if games[0] < games[1] else "1/2-1/2"
            if result != expected:
                raise EventError.of("document.games_make_result", f"{field}.games", white=str(games[0]),
                                    black=str(games[1]), drawn=str(games[2]), expected=expected, result=result,
                                    round=r, number=number, board=board_number)
