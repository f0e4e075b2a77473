"""The event document's schema: its names (its limits are in swisspair.limits), and `validate`,
docs/event-format.md as code."""

from __future__ import annotations

from typing import Any

from .. import scoring, systems
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
    absence_text, check_bool, capitalised, check_choice, check_int, check_keys, player_label, check_list, check_object, check_optional_int, check_optional_text, shown_value, check_text,
)
from ..limits import (
    MAX_DEPTH, MAX_EVENT_ID, MAX_EVENT_PLAYERS, MAX_GAMES, MAX_ID, MAX_NAME, MAX_OP_NAME, MAX_PLAYER_ROUNDS, MAX_PLAYERS,
    MAX_POINTS, MAX_RATING, MAX_RESTRICTED_PAIRS, MAX_RESTRICTIONS, MAX_ROUNDS, MAX_TEXT, MAX_TIEBREAK_CODE,
    MAX_SECTIONS, MAX_TIEBREAKS, MAX_TIME_TEXT
)
from .record import RECORDED_KEYS, validate_copies, validate_entry, validate_record
from .sections import section_view



def check_json(value: Any, field: str, checked: frozenset[int] = frozenset()) -> None:
    """Plain JSON of bounded depth (walked without recursion: deep nesting must not crash Pyodide). `checked`: the
    ids of objects in it already checked (parts of a checked event it shares), not walked again."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if checked and id(item) in checked:
            continue
        if depth > MAX_DEPTH:
            raise EventError("too_deep", f"The {field} nests deeper than any event document does.", field)
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise EventError("wrong_type", f"The {field} has a key that is not text: {key!r}.", field)
                stack.append((inner, depth + 1))
        elif isinstance(item, list):
            stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                raise EventError("wrong_type", f"The {field} holds a number JSON does not allow.", field)
        elif item is not None and not isinstance(item, (str, int, bool)):
            raise EventError("wrong_type", f"The {field} holds a value that is not JSON: {type(item).__name__}.",
                             field)


# ---------------------------------------------------------------------------------------------- the schema


def check_work(doc: dict[str, Any]) -> None:
    """No more players times rounds than every operation answers in seconds, checked before any other work."""
    players, rounds = doc["players"], doc["rounds"]
    if isinstance(players, list) and isinstance(rounds, list) and len(players) * len(rounds) > MAX_PLAYER_ROUNDS:
        raise EventError("too_large", f"The event has {len(players):,} players and {len(rounds)} rounds: "
                         f"{len(players) * len(rounds):,} player-rounds; SwissPair handles at most "
                         f"{MAX_PLAYER_ROUNDS:,}.", "event.rounds")


def validate(document: Any, changed_section: int | None = None, before: dict[str, Any] | None = None) -> None:
    """Raise EventError naming the field, and the player or round, of the first thing wrong; else None. An event of
    several sections has its shared keys checked once and each section as the one-section event its view is, a
    fault in a section named under it ("event.sections[1].players[3].rating"). `changed_section`: the event was
    valid before an operation on that section only, so the other sections' groups are not checked again (their
    players' ids still are, against the changed section's). `before`: the valid event an operation made this one
    from; its record and log entries, when this one shares them (ops/dispatch.py), are not checked again."""
    checked = _shared_parts(document, before)
    if isinstance(document, dict) and SECTIONS in document and changed_section is not None:
        check_json({**{key: value for key, value in document.items() if key != SECTIONS},
                    SECTIONS: [s for s in document[SECTIONS] if isinstance(s, dict) and s.get("id") == changed_section]},
                   "event", checked)
    else:
        check_json(document, "event", checked)
    doc = check_object(document, "event", "the event")
    if SECTIONS in doc:
        check_keys(doc, "event", "the event", (*SHARED_KEYS, SECTIONS, SECTION_BOARDS), OPTIONAL_SHARED_KEYS)
        _validate_shared_head(doc)
        _validate_sections(doc, changed_section)
    else:
        check_keys(doc, "event", "the event", TOP_KEYS, OPTIONAL_TOP_KEYS)
        check_work(doc)
        _validate_shared_head(doc)
        _validate_group(doc)
    _validate_log(doc, checked)
    validate_record(doc)
    validate_copies(doc)


def _shared_parts(document: Any, before: dict[str, Any] | None) -> frozenset[int]:
    """The ids of the checked event `before`'s record and log entries: an object of `document` with one of these ids
    is that object itself (alive with `before` while the check runs), shared and so already checked."""
    if before is None or not isinstance(document, dict):
        return frozenset()
    return frozenset(map(id, [*before["log"], *([before["record"]] if "record" in before else [])]))


def _validate_shared_head(doc: dict[str, Any]) -> None:
    if details.KEY in doc:
        details.check(doc[details.KEY], f"event.{details.KEY}")
    if doc["format"] != FORMAT:
        raise EventError("not_an_event", f"This is not a SwissPair event: its “format” must be “{FORMAT}”.",
                         "event.format")
    check_int(doc["version"], "event.version", "the event's version", VERSION, VERSION)
    check_text(doc["id"], "event.id", "the event's id", MAX_EVENT_ID, empty=False)
    check_text(doc["name"], "event.name", "the event's name", MAX_NAME)
    check_optional_text(doc["created"], "event.created", "the creation time", MAX_TIME_TEXT)
    check_optional_text(doc["modified"], "event.modified", "the time of the last change", MAX_TIME_TEXT)


def _validate_group(doc: dict[str, Any]) -> None:
    """One paired group: a one-section event, or a section's view."""
    settings = _validate_settings(doc["settings"])
    players = _validate_players(doc["players"], settings)
    _validate_restrictions(doc["restrictions"], players)
    _validate_rounds(doc, players, settings)
    systems.get(settings["system"]).check_document(doc, players)
    file_parts.check(doc, players)
    for i, line in enumerate(check_list(doc["trf_lines"], "event.trf_lines", "the kept TRF lines")):
        check_text(line, f"event.trf_lines[{i}]", f"kept TRF line {i + 1}", MAX_TEXT)


def _validate_sections(doc: dict[str, Any], changed: int | None) -> None:
    check_choice(doc[SECTION_BOARDS], f"event.{SECTION_BOARDS}", "how boards are numbered across the sections",
                 SECTION_BOARD_CHOICES)
    listed = check_list(doc[SECTIONS], f"event.{SECTIONS}", "the sections", MAX_SECTIONS)
    if not listed:
        raise EventError("too_few", "An event with sections has at least one.", f"event.{SECTIONS}")
    ids: set[int] = set()
    names: set[str] = set()
    first_section_of: dict[int, str] = {}
    total = 0
    for i, raw in enumerate(listed):
        field = f"event.{SECTIONS}[{i}]"
        section = check_object(raw, field, f"section {i + 1}")
        check_keys(section, field, f"section {i + 1}", (*SECTION_KEYS, *SECTION_PARTS),
                   (SECTION_RULE, *OPTIONAL_SECTION_PARTS))
        sid = check_int(section["id"], f"{field}.id", f"the id of section {i + 1}", 1, MAX_ID)
        if sid in ids:
            raise EventError("duplicate", f"Two sections have id {sid}.", f"{field}.id")
        ids.add(sid)
        name = check_text(section["name"], f"{field}.name", f"the name of section {i + 1}", MAX_NAME, empty=False)
        if not name.strip():
            raise EventError("empty", f"Section {i + 1} needs a name.", f"{field}.name")
        if name.strip().casefold() in names:
            raise EventError("duplicate", f"Two sections are named “{name.strip()}”.", f"{field}.name")
        names.add(name.strip().casefold())
        if SECTION_RULE in section:
            check_rule(section[SECTION_RULE], f"{field}.{SECTION_RULE}", name)
        players = check_list(section["players"], f"{field}.players", f"the players of the section “{name}”",
                             MAX_PLAYERS)
        total += len(players)
        if total > MAX_EVENT_PLAYERS:
            raise EventError("too_many", f"The sections hold more than {MAX_EVENT_PLAYERS:,} players in all; "
                             "SwissPair runs at most that many in one event.", f"{field}.players")
        if changed is None or sid == changed:
            view = section_view(doc, sid)
            try:
                check_work(view)
                _validate_group(view)
            except EventError as exc:
                raise _in_section(exc, field, name) from None
        for k, p in enumerate(players):
            if p["id"] in first_section_of:
                raise EventError("duplicate", f"{player_label(p)} (id {p['id']}) is in the section “{name}” and in "
                                 f"the section “{first_section_of[p['id']]}”; a player is in one section.",
                                 f"{field}.players[{k}].id", player=p["id"])
            first_section_of[p["id"]] = name


def _in_section(exc: EventError, field: str, name: str) -> EventError:
    """A fault of a section's view, named under the section: "event.players[3]" is "event.sections[1].players[3]"."""
    where = exc.field
    if where and where.startswith("event."):
        where = f"{field}.{where[len('event.'):]}"
    return EventError(exc.code, f"Section “{name}”: {exc.message}", where, exc.player, exc.round, **exc.extra)


def _validate_log(doc: dict[str, Any], checked: frozenset[int] = frozenset()) -> None:
    for i, entry in enumerate(check_list(doc["log"], "event.log", "the log")):
        if id(entry) in checked:
            continue
        where = f"event.log[{i}]"
        entry = check_object(entry, where, f"log entry {i + 1}")
        check_keys(entry, where, f"log entry {i + 1}", ("seq", "op", "text"),
                   ("at", "round", "warnings", *RECORDED_KEYS))
        validate_entry(entry, where, f"log entry {i + 1}")
        check_int(entry["seq"], f"{where}.seq", f"the number of log entry {i + 1}", 1, 10**9)
        check_text(entry["op"], f"{where}.op", f"the operation of log entry {i + 1}", MAX_OP_NAME)
        check_text(entry["text"], f"{where}.text", f"the text of log entry {i + 1}", MAX_TEXT)
        check_optional_text(entry.get("at"), f"{where}.at", f"the time of log entry {i + 1}", MAX_TIME_TEXT)
        check_optional_int(entry.get("round"), f"{where}.round", f"the round of log entry {i + 1}", 1, MAX_ROUNDS)
        for k, text in enumerate(check_list(entry.get("warnings", []), f"{where}.warnings", "the warnings")):
            check_text(text, f"{where}.warnings[{k}]", "a warning", MAX_TEXT)


def _validate_settings(value: Any) -> dict[str, Any]:
    s = check_object(value, "event.settings", "the settings")
    # The team-score setting is optional: documents saved before it existed stay valid as they are.
    check_keys(s, "event.settings", "the settings", SETTINGS_KEYS, (school_teams.SETTING, details.SETTING, prizes.SETTING))
    if details.SETTING in s:
        check_bool(s[details.SETTING], f"event.settings.{details.SETTING}", "whether the standings show rating changes")
    school_teams.check_setting(s.get(school_teams.SETTING), f"event.settings.{school_teams.SETTING}")
    prizes.check_setting(s.get(prizes.SETTING), f"event.settings.{prizes.SETTING}")
    mode = check_choice(s["mode"], "event.settings.mode", "the mode", MODES)
    system = check_choice(s["system"], "event.settings.system", "the pairing system", systems.names())
    check_system_mode(system, mode, "event.settings.mode")
    validate_options(system, s["options"], "event.settings.options", complete=True)
    systems.get(system).check_options(s["options"], "event.settings.options")
    check_optional_int(s["rounds"], "event.settings.rounds", "the number of rounds", 1, MAX_ROUNDS)
    check_choice(s["initial_colour"], "event.settings.initial_colour", "the initial colour", COLOURS)
    point_system = _validate_scoring(s["scoring"])
    systems.get(s["system"]).check_scoring(s["scoring"], "event.settings.scoring")
    byes = check_object(s["requested_byes"], "event.settings.requested_byes", "the requested-bye settings")
    check_keys(byes, "event.settings.requested_byes", "the requested-bye settings", ("allowed", "limit"))
    allowed = check_list(byes["allowed"], "event.settings.requested_byes.allowed", "the allowed byes", 3)
    for i, kind in enumerate(allowed):
        check_choice(kind, f"event.settings.requested_byes.allowed[{i}]", "an allowed bye",
                     scoring.BYE_KINDS[point_system])
        if kind in allowed[:i]:
            raise EventError("duplicate", f"The allowed byes name “{kind}” twice.",
                             f"event.settings.requested_byes.allowed[{i}]")
    check_optional_int(byes["limit"], "event.settings.requested_byes.limit", "the limit of requested byes", 0, MAX_ROUNDS)
    check_choice(s["late_entry_points"], "event.settings.late_entry_points", "the points of a late entry's missed rounds",
            LATE_POINTS)
    codes = check_list(s["tiebreaks"], "event.settings.tiebreaks", "the tie-break list", MAX_TIEBREAKS)
    for i, code in enumerate(codes):
        check_text(code, f"event.settings.tiebreaks[{i}]", f"tie-break {i + 1}", MAX_TIEBREAK_CODE, empty=False)
        if code in codes[:i]:
            raise EventError("duplicate", f"The tie-break list names “{code}” twice.", f"event.settings.tiebreaks[{i}]")
    systems.get(s["system"]).check_tiebreaks(codes, "event.settings.tiebreaks")
    return s


def check_system_mode(system: str, mode: str, field: str) -> None:
    modes = systems.get(system).modes
    if mode not in modes:
        allowed = ", ".join(f"“{m}”" for m in modes)
        raise EventError("wrong_mode", f"The pairing system “{system}” runs in mode {allowed}, not “{mode}”.", field)


def validate_options(system: str, value: Any, field: str, complete: bool) -> dict[str, Any]:
    """The options of `system`, each checked; `complete` requires every one (a stored document), otherwise
    the missing ones are left out (the caller fills the defaults)."""
    table = systems.get(system).options
    options = check_object(value, field, "the options")
    check_keys(options, field, f"the options of “{system}”", tuple(table) if complete else (), () if complete else tuple(table))
    for key, given in options.items():
        spec = table[key]
        where = f"{field}.{key}"
        if isinstance(spec.default, bool):
            check_bool(given, where, spec.what)
        elif spec.choices:
            if isinstance(given, bool) or given not in spec.choices:
                raise EventError("wrong_value", f"{capitalised(spec.what)} must be one of "
                                 f"{', '.join(map(str, spec.choices))}, but it is {shown_value(given)}.", where)
        else:
            check_int(given, where, spec.what, spec.low, spec.high)
    return options


def system_options(system: str, value: Any, field: str) -> dict[str, Any]:
    """Options given for `system` (some or none), checked, with the defaults filled in."""
    given = validate_options(system, value, field, complete=False)
    return {key: given.get(key, spec.default) for key, spec in systems.get(system).options.items()}


def _validate_scoring(value: Any) -> str:
    field = "event.settings.scoring"
    table = check_object(value, field, "the point system")
    check_keys(table, field, "the point system", ("system", *scoring.POINT_KEYS))
    point_system = check_choice(table["system"], f"{field}.system", "the point system", scoring.POINT_SYSTEM_NAMES)
    for key in scoring.POINT_KEYS:
        check_int(table[key], f"{field}.{key}", f"the points for {scoring.POINT_NAMES[key]} (in tenths)", 0,
             MAX_POINTS)
    try:
        scoring.check_table(point_system, parse_point_table(table))
    except scoring.ScoringError as exc:
        raise EventError("wrong_value", capitalised(exc.message) + ".", f"{field}.{exc.key or 'system'}") from None
    return point_system


def _validate_players(value: Any, settings: dict[str, Any]) -> dict[int, dict[str, Any]]:
    players = check_list(value, "event.players", "the player list", MAX_PLAYERS)
    by_id: dict[int, dict[str, Any]] = {}
    tpns: dict[int, int] = {}
    for i, raw in enumerate(players):
        field = f"event.players[{i}]"
        p = check_object(raw, field, f"player {i + 1}")
        check_keys(p, field, f"player {i + 1}", PLAYER_KEYS, (*OPTIONAL_PLAYER_KEYS, *details.PLAYER_KEYS))
        pid = check_int(p["id"], f"{field}.id", f"the id of player {i + 1}", 1, MAX_ID)
        if pid in by_id:
            raise EventError("duplicate", f"Two players have id {pid}; every player needs a different id.",
                             f"{field}.id", player=pid)
        name = check_text(p["name"], f"{field}.name", f"the name of player {pid}", MAX_NAME, empty=False, player=pid)
        who = f"{name} (id {pid})"
        check_int(p["rating"], f"{field}.rating", f"the rating of {who}", 0, MAX_RATING, player=pid)
        details.check_k_fields(p, field, who, pid)
        for key, (what, longest) in PLAYER_TEXTS.items():
            check_text(p[key], f"{field}.{key}", f"the {what} of {who}", longest, player=pid)
        if "national_rating" in p:
            check_int(p["national_rating"], f"{field}.national_rating", f"the national rating of {who}", 0, MAX_RATING,
                      player=pid)
        if "national_id" in p:
            check_text(p["national_id"], f"{field}.national_id", f"the national ID of {who}", MAX_NATIONAL_ID,
                       player=pid)
        tpn = check_optional_int(p["tpn"], f"{field}.tpn", f"the fixed pairing number of {who}", 1, len(players), player=pid)
        if tpn is not None:
            if tpn in tpns:
                raise EventError("duplicate", f"{who} and player id {tpns[tpn]} both have pairing number {tpn}.",
                                 f"{field}.tpn", player=pid)
            tpns[tpn] = pid
        joined = check_int(p["joined_round"], f"{field}.joined_round", f"the first round of {who}", 1, MAX_ROUNDS,
                      player=pid)
        check_choice(p["late_points"], f"{field}.late_points", f"the points of {who}'s missed rounds", LATE_POINTS,
                player=pid)
        withdrawn = check_optional_int(p["withdrawn_round"], f"{field}.withdrawn_round", f"the round {who} withdrew from",
                             joined, MAX_ROUNDS, player=pid)
        seen = set()
        byes = check_list(p["requested_byes"], f"{field}.requested_byes", f"the requested byes of {who}", MAX_ROUNDS,
                     player=pid)
        for k, bye in enumerate(byes):
            bf = f"{field}.requested_byes[{k}]"
            bye = check_object(bye, bf, f"a requested bye of {who}", player=pid)
            check_keys(bye, bf, f"a requested bye of {who}", ("round", "points"), player=pid)
            last = MAX_ROUNDS if withdrawn is None else withdrawn - 1
            r = check_int(bye["round"], f"{bf}.round", f"the round of {who}'s requested bye", joined, max(joined, last),
                     player=pid)
            if withdrawn is not None and r >= withdrawn:
                raise EventError("out_of_range", f"{who} has a bye for round {r} but withdrew from round {withdrawn}.",
                                 f"{bf}.round", player=pid, round=r)
            check_choice(bye["points"], f"{bf}.points", f"the points of {who}'s bye in round {r}", BYE_POINTS, player=pid,
                    round=r)
            if r in seen:
                raise EventError("duplicate", f"{who} has two requested byes for round {r}.", f"{bf}.round",
                                 player=pid, round=r)
            seen.add(r)
        by_id[pid] = p
    return by_id


def check_restricted_pairs(restrictions: list[Any], field: str) -> None:
    """No more pairs kept apart than the pairing checks cheaply (counted before any pair is made)."""
    pairs = sum(len(r["players"]) * (len(r["players"]) - 1) // 2 for r in restrictions
                if isinstance(r, dict) and isinstance(r.get("players"), list))
    if pairs > MAX_RESTRICTED_PAIRS:
        raise EventError("too_many", f"The restrictions keep {pairs:,} pairs of players apart; at most "
                         f"{MAX_RESTRICTED_PAIRS:,} are allowed (restrict smaller groups).", field)


def _validate_restrictions(value: Any, players: dict[int, dict[str, Any]]) -> None:
    restrictions = check_list(value, "event.restrictions", "the restrictions", MAX_RESTRICTIONS)
    check_restricted_pairs(restrictions, "event.restrictions")
    ids = set()
    for i, raw in enumerate(restrictions):
        field = f"event.restrictions[{i}]"
        r = check_object(raw, field, f"restriction {i + 1}")
        check_keys(r, field, f"restriction {i + 1}", ("id", "kind", "label", "players", "first_round", "last_round"))
        rid = check_int(r["id"], f"{field}.id", f"the id of restriction {i + 1}", 1, MAX_ID)
        if rid in ids:
            raise EventError("duplicate", f"Two restrictions have id {rid}.", f"{field}.id")
        ids.add(rid)
        check_choice(r["kind"], f"{field}.kind", f"the kind of restriction {rid}", RESTRICTION_KINDS)
        check_text(r["label"], f"{field}.label", f"the label of restriction {rid}", MAX_NAME)
        members = check_list(r["players"], f"{field}.players", f"the players of restriction {rid}", MAX_PLAYERS)
        if len(members) < 2:
            raise EventError("too_few", f"Restriction {rid} must name at least two players who must not meet.",
                             f"{field}.players")
        named: set[int] = set()
        for k, pid in enumerate(members):
            check_int(pid, f"{field}.players[{k}]", f"a player of restriction {rid}", 1, MAX_ID)
            if pid not in players:
                raise EventError("unknown_player", f"Restriction {rid} names player id {pid}, who is not in the event.",
                                 f"{field}.players[{k}]", player=pid)
            if pid in named:
                raise EventError("duplicate", f"Restriction {rid} names {player_label(players[pid])} twice.",
                                 f"{field}.players[{k}]", player=pid)
            named.add(pid)
        first = check_int(r["first_round"], f"{field}.first_round", f"the first round of restriction {rid}", 1, MAX_ROUNDS)
        check_optional_int(r["last_round"], f"{field}.last_round", f"the last round of restriction {rid}", first, MAX_ROUNDS)


def _validate_rounds(doc: dict[str, Any], players: dict[int, dict[str, Any]], settings: dict[str, Any]) -> None:
    rounds = check_list(doc["rounds"], "event.rounds", "the rounds", MAX_ROUNDS)
    system = systems.get(settings["system"])
    playoff = system.playoff_rounds(settings)
    if settings["rounds"] is not None and len(rounds) > settings["rounds"] + playoff:
        raise EventError("out_of_range", f"The event has {len(rounds)} rounds paired but is set to "
                         f"{settings['rounds']} rounds" + (f" and {playoff} playoff rounds." if playoff else "."),
                         "event.settings.rounds")
    point_system = settings["scoring"]["system"]
    placed_by_round: list[dict[int, str]] = []
    for i, raw in enumerate(rounds):
        r = i + 1
        field = f"event.rounds[{i}]"
        rnd = check_object(raw, field, f"round {r}", round=r)
        check_keys(rnd, field, f"round {r}", ("number", "boards", "pab", "engine", "notes", "manual"), ("teams",),
                   round=r)
        check_int(rnd["number"], f"{field}.number", f"the number of round {r}", r, r, round=r)
        placed: dict[int, str] = {}

        def place(pid: Any, where: str, what: str) -> None:
            if pid is None and system.teams:  # a board a team's line-up left empty (systems/teams/schema.py checks it)
                return
            check_int(pid, where, what, 1, MAX_ID, round=r)
            if pid not in players:
                raise EventError("unknown_player", f"Round {r}: {what} is player id {pid}, who is not in the event.",
                                 where, round=r, player=pid)
            p = players[pid]
            if pid in placed:
                raise EventError("duplicate", f"Round {r}: {player_label(p)} is placed twice ({placed[pid]} and {what}).",
                                 where, round=r, player=pid)
            absence = absence_text(p, r)
            if absence:
                raise EventError("absent_player", f"Round {r}: {player_label(p)} is {what} but {absence}.", where, round=r,
                                 player=pid)
            placed[pid] = what

        for b, raw_board in enumerate(check_list(rnd["boards"], f"{field}.boards", f"the boards of round {r}", MAX_PLAYERS,
                                            round=r), 1):
            bf = f"{field}.boards[{b - 1}]"
            board = check_object(raw_board, bf, f"board {b} of round {r}", round=r)
            check_keys(board, bf, f"board {b} of round {r}", ("white", "black", "result"),
                  ("unrated", "uncoloured", "games"), round=r)
            place(board["white"], f"{bf}.white", f"white on board {b}")
            place(board["black"], f"{bf}.black", f"black on board {b}")
            validate_result(board, bf, f"round {r}, board {b}", r, point_system, latest=r == len(rounds))
            system.check_board(settings, board, bf, b, r)
        if rnd["pab"] is not None:
            place(rnd["pab"], f"{field}.pab", "the pairing-allocated bye")
        placed_by_round.append(placed)
        if rnd["engine"] is not None:
            ef = f"{field}.engine"
            engine = check_object(rnd["engine"], ef, f"the engine's pairing of round {r}", round=r)
            check_keys(engine, ef, f"the engine's pairing of round {r}", ("boards", "pab"), round=r)
            for k, pair in enumerate(check_list(engine["boards"], f"{ef}.boards", "the engine's boards", MAX_PLAYERS,
                                           round=r)):
                pair = check_list(pair, f"{ef}.boards[{k}]", "an engine board", 2, round=r)
                if len(pair) != 2:
                    raise EventError("wrong_value", f"Round {r}: an engine board must name white and black.",
                                     f"{ef}.boards[{k}]", round=r)
                for j, pid in enumerate(pair):
                    if pid is None and system.teams:  # a board a team's line-up left empty
                        continue
                    check_int(pid, f"{ef}.boards[{k}][{j}]", "a player of an engine board", 1, MAX_ID, round=r)
            check_optional_int(engine["pab"], f"{ef}.pab", "the engine's bye", 1, MAX_ID, round=r)
        for k, note in enumerate(check_list(rnd["notes"], f"{field}.notes", f"the notes of round {r}", round=r)):
            nf = f"{field}.notes[{k}]"
            note = check_object(note, nf, f"a note of round {r}", round=r)
            check_keys(note, nf, f"a note of round {r}", ("code", "text", "players"), round=r)
            check_choice(note["code"], f"{nf}.code", "the kind of note", NOTE_CODES, round=r)
            check_text(note["text"], f"{nf}.text", "the note", MAX_TEXT, round=r)
            for j, pid in enumerate(check_list(note["players"], f"{nf}.players", "the players of a note", MAX_PLAYERS,
                                          round=r)):
                check_int(pid, f"{nf}.players[{j}]", "a player of a note", 1, MAX_ID, round=r)
        for k, change in enumerate(check_list(rnd["manual"], f"{field}.manual", f"the manual changes of round {r}",
                                         round=r)):
            mf = f"{field}.manual[{k}]"
            change = check_object(change, mf, f"a manual change of round {r}", round=r)
            check_keys(change, mf, f"a manual change of round {r}", ("change", "text", "warnings"), ("players",), round=r)
            check_choice(change["change"], f"{mf}.change", "the kind of manual change", MANUAL_CHANGES, round=r)
            check_text(change["text"], f"{mf}.text", "the description of a manual change", MAX_TEXT, round=r)
            for j, pid in enumerate(check_list(change.get("players", []), f"{mf}.players", "the players moved by hand",
                                          MAX_PLAYERS, round=r)):
                check_int(pid, f"{mf}.players[{j}]", "a player moved by hand", 1, MAX_ID, round=r)
            for j, text in enumerate(check_list(change["warnings"], f"{mf}.warnings", "the warnings", round=r)):
                check_text(text, f"{mf}.warnings[{j}]", "a warning", MAX_TEXT, round=r)
    # Who sits a round out is the system's to say from the rounds around it (a knockout replays them all), so it is
    # asked only once every round is known to be well formed.
    for r, placed in enumerate(placed_by_round[:-1], 1):
        out = system.sitting_out(doc, r)
        for pid, p in players.items():
            if pid not in placed and pid not in out and not absence_text(p, r):
                raise EventError("unplaced", f"Round {r}: {player_label(p)} has no board, no bye and no absence; "
                                 "only the latest round may be left so.", f"event.rounds[{r - 1}].boards", round=r,
                                 player=pid)


def validate_result(board: dict[str, Any], field: str, where: str, r: int, point_system: str, latest: bool) -> None:
    result = board["result"]
    if result is None:
        if not latest:
            raise EventError("missing_result", f"{capitalised(where)} has no result; every round before the latest needs "
                             "all its results.", f"{field}.result", round=r)
    else:
        check_choice(result, f"{field}.result", f"the result of {where}", RESULTS, round=r)
        if not scoring.draws_allowed(point_system) and result in PLAYED_RESULTS and result not in ("1-0", "0-1"):
            raise EventError("wrong_value", f"{capitalised(where)}: the win/loss point system has no result “{result}”; "
                             "a game is won or lost.", f"{field}.result", round=r)
    if "unrated" in board:
        check_bool(board["unrated"], f"{field}.unrated", f"whether {where} was unrated", round=r)
        if board["unrated"] and result not in PLAYED_RESULTS:
            raise EventError("wrong_value", f"{capitalised(where)}: only a played game can be unrated (shorter than one "
                             "move).", f"{field}.unrated", round=r)
    if "uncoloured" in board:
        check_bool(board["uncoloured"], f"{field}.uncoloured", f"whether {where} has no colours", round=r)
        if board["uncoloured"] and result not in FORFEIT_RESULTS:
            raise EventError("wrong_value", f"{capitalised(where)}: only a forfeited game can be without colours.",
                             f"{field}.uncoloured", round=r)
    if "games" in board:
        games = check_list(board["games"], f"{field}.games", f"the game score of {where}", 3, round=r)
        if len(games) != 3:
            raise EventError("wrong_value", f"{capitalised(where)}: the game score must be [white's wins, black's wins, "
                             "draws].", f"{field}.games", round=r)
        for k, count in enumerate(games):
            check_int(count, f"{field}.games[{k}]", f"a game count of {where}", 0, MAX_GAMES, round=r)
        if result in PLAYED_RESULTS:
            expected = "1-0" if games[0] > games[1] else "0-1" if games[0] < games[1] else "1/2-1/2"
            if result != expected:
                raise EventError("wrong_value", f"{capitalised(where)}: games {games[0]}-{games[1]} (and {games[2]} drawn) "
                                 f"make the result {expected}, not {result}.", f"{field}.games", round=r)
