"""An event of sections as TRF files and back: TRF has no sections, and FIDE rates each section as a tournament of its
own, so each section is a file of its own, and several files are read as the sections of one event.

A section's file is the section's view written as any event is (event/trf_io.py), its 012 record naming the event
and the section, "Weekend Open 2026 - U1800", as a section is registered for rating on its own, with the event's
details (city, dates, arbiters) and the section's counts of players. Files read back as sections: when every file's
012 record is "<one event name> - <section>", the event takes that name and each section its part; otherwise each
section is named by its file's name (as the page gives it), else by its 012 record. A file's pairing numbers are
its players' ids; the second file's on are renumbered after the ids before them (ids are unique across an event,
pairing numbers are each section's own). A team file (its 310 records) is read as a team section, as it is read
alone: its teams, their rosters and line-ups.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from .. import messages
from ..document.errors import EventError
from ..document.names import SECTIONS
from ..document.operation import read_warnings, stored_warnings
from ..document.values import check_choice, check_list, check_object, check_optional_text, check_text
from ..limits import MAX_EVENT_ID, MAX_NAME, MAX_SECTIONS, MAX_TIME_TEXT
from .document import load
from .ops.sections import PARTS, into_sections
from .schema import validate
from .sections import has_sections, section_ids, section_name, section_view
from .trf_import import TrfImport, import_trf
from .trf_io import to_trf

JOIN = " - "  # between the event's name and the section's in a section's 012 record
ENCODINGS = ("UTF-8", "Windows-1252")  # what the page decodes a file's bytes with


def section_file_name(event_name: str, section: str) -> str:
    """The name a section's file gives its tournament (its 012 record): the event's and the section's.

    >>> section_file_name("Weekend Open 2026", "U1800")
    'Weekend Open 2026 - U1800'
    """
    return f"{event_name}{JOIN}{section}"[:MAX_NAME] if section else event_name


def section_to_trf(document: Any, section_id: int | None = None) -> tuple[str, list[dict[str, Any]]]:
    """TRF-2026 text of one section of the event (the first by default; a document without sections is its one
    section) and warnings for what the file cannot hold (messages.said's)."""
    doc = load(document)
    view = section_view(doc, section_id, "section")
    if has_sections(doc):
        view = {**view, "name": section_file_name(doc["name"], section_name(doc, section_id))}
    return to_trf(view)


def sections_to_trf(document: Any) -> list[dict[str, Any]]:
    """Every section's file: [{"section": id, "name", "trf", "warnings"}] in the event's order."""
    doc = load(document)
    files = []
    for sid in section_ids(doc):
        text, warnings = section_to_trf(doc, sid)
        files.append({"section": sid, "name": section_name(doc, sid) if has_sections(doc) else doc["name"],
                      "trf": text, "warnings": warnings})
    return files


@dataclass
class SectionFile:
    """One file of a set, as the page gives it: its text, its name (the file's, without its extension, or none)
    and the encoding its bytes were decoded with."""

    text: str
    name: str | None = None
    encoding: str | None = None


@dataclass
class SectionsImport:
    event: dict[str, Any]
    files: list[dict[str, Any]] = field(default_factory=list)  # each file's {"section", "name", "program", "notes",
    # "warnings"}


def read_files(value: Any) -> list[SectionFile]:
    """The files of a request: [{"text", "name"?, "encoding"?}], two or more and at most one per section an event
    holds."""
    files = check_list(value, "files", "subject.trf_files", MAX_SECTIONS)
    if len(files) < 2:
        raise EventError.of("trf.sections_too_few", "files")
    read = []
    for index, raw in enumerate(files):
        where = f"files[{index}]"
        item = check_object(raw, where, "subject.file_n", number=index + 1)
        unknown = sorted(set(item) - {"text", "name", "encoding"})
        if unknown or "text" not in item:
            raise EventError.of("trf.sections_file_shape", where, number=index + 1)
        name = check_optional_text(item.get("name"), f"{where}.name", "subject.name_of_file_n", MAX_NAME,
                                   number=index + 1)
        encoding = check_choice(item.get("encoding", "UTF-8"), f"{where}.encoding", "subject.encoding_of_file_n",
                                ENCODINGS, number=index + 1)
        read.append(SectionFile(item["text"], " ".join(name.split()) if name else None, encoding))
    return read


def import_sections(files: Any, event_id: Any = None, at: Any = None, name: Any = None,
                    rounds: int | None = None) -> SectionsImport:
    """A new event whose sections are TRF files, one per section, each read as `import_trf` reads a file alone.
    `name`: the event's name when the files do not give one; `rounds`: for files that do not say."""
    given = read_files(files)
    event_id = check_optional_text(event_id, "id", "subject.event_id", MAX_EVENT_ID)
    at = check_optional_text(at, "at", "subject.import_time", MAX_TIME_TEXT)
    name = check_text(name, "name", "subject.events_name", MAX_NAME) if name is not None else None
    imports: list[TrfImport] = []
    for index, file in enumerate(given):
        try:
            imports.append(import_trf(file.text, event_id, at, None, rounds, file.encoding))
        except EventError as exc:
            raise file_error(exc, index, file) from None
    docs = [read.outcome.event for read in imports]
    event_name, section_names = names_of([doc["name"] for doc in docs], [file.name for file in given], name)
    # What each file's import noted (what it read as meant, what it assumed), said with its section.
    noted = [section_note(section, note) for section, doc in zip(section_names, docs)
             for note in read_warnings(doc["log"][0])]
    doc = docs[0]
    into_sections(doc, section_names[0])
    doc["id"] = event_id or "trf-" + hashlib.sha256("\n".join(f.text for f in given).encode(
        "utf-8", "surrogatepass")).hexdigest()[:16]
    doc["name"] = event_name
    differing = []
    for index, other in enumerate(docs[1:], 2):
        renumber(other, max(p["id"] for s in doc[SECTIONS] for p in s["players"]))
        doc[SECTIONS].append({"id": index, "name": section_names[index - 1],
                              **{key: other[key] for key in PARTS if key in other}})
        if other.get("details") != doc.get("details"):
            differing.append(index)
    log = {key: value for key, value in doc["log"][0].items() if key in ("seq", "op", "at")}
    words = messages.said_list("log.trf_sections_imported", "sections", [
        messages.clause("log.trf_section_read", name=s["name"], count=len(s["players"])) for s in doc[SECTIONS]],
        count=len(docs))
    log.update(words)
    noted += [messages.said("import.header_differs", file=str(index)) for index in differing]
    if noted:
        log.update(stored_warnings(noted))
    doc["log"][0] = log
    try:
        validate(doc)
    except EventError as exc:
        raise EventError.wrapping("trf.sections_cannot_become_event", exc, "The TRF files cannot become one event: "
                                  f"{exc.message}", "files", player=exc.player, round=exc.round) from None
    return SectionsImport(doc, [{"section": s["id"], "name": s["name"], "program": read.program, "notes": read.notes,
                                 "warnings": read.outcome.warnings} for s, read in zip(doc[SECTIONS], imports)])


def section_note(section: str, note: dict[str, Any]) -> dict[str, Any]:
    """What a file's import noted (messages.said, or its English alone), said with the section it became."""
    if "key" not in note or "section" in note["params"]:
        return {"text": f"{section}: {note['text']}"}
    return messages.said("import.section_note", section=section, note_msg=note["key"], **note["params"])


def file_error(exc: EventError, index: int, file: SectionFile) -> EventError:
    """A file's refusal said of that file, with the refusal's own code and place; worded from swisspair.messages
    (the refusal's key in the `fault_msg` place: its own `cause_msg` may hold a file's fault; a refusal without words
    there as its English)."""
    key, params = "trf.section_file_fault", {"file_number": index + 1, "file_name": file.name}
    if not file.name:
        key, params = "trf.section_file_fault_unnamed", {"file_number": index + 1}
    params.update(fault_msg={"text": exc.message} if exc.key is None else exc.key, **exc.params)
    return EventError(exc.code, messages.sentence(key, params), f"files[{index}].text", exc.player, exc.round,
                      **exc.extra).worded(key, params)


def names_of(titles: list[str], file_names: list[str | None], given: str | None) -> tuple[str, list[str]]:
    """The event's name and each section's from the files' 012 records (`titles`) and names: a common "<event> -"
    before every title gives both (a set this module wrote); else each section is named by its file, else by its
    title, else by its place, and the event by `given`, else the first title.

    >>> names_of(["Open 2026 - A", "Open 2026 - U1800"], [None, "b"], None)
    ('Open 2026', ['A', 'U1800'])
    >>> names_of(["Rochade", "Rochade"], ["open", "u1800"], "Weekend")
    ('Weekend', ['open', 'u1800'])
    """
    heads = {title.rsplit(JOIN, 1)[0].strip() for title in titles if JOIN in title}
    if len(heads) == 1 and all(JOIN in title for title in titles):
        event = heads.pop()
        names = [title.rsplit(JOIN, 1)[1].strip() for title in titles]
    else:
        event = given or next((t.strip() for t in titles if t.strip()), "")
        names = [file or title.strip() for file, title in zip(file_names, titles)]
    unique: list[str] = []
    for index, section in enumerate(names, 1):
        section = section or f"Section {index}"
        taken = {n.casefold() for n in unique}
        candidate, count = section, 2
        while candidate.casefold() in taken:
            candidate, count = f"{section} ({count})", count + 1
        unique.append(candidate[:MAX_NAME])
    return event or given or "", unique


def renumber(doc: dict[str, Any], offset: int) -> None:
    """A file's event (in place) with its players' ids moved up by `offset`, wherever an id stands: the players, the
    boards and byes of each round, the restrictions, an imported file's points and ranking, and a team file's
    rosters and line-ups (pairing numbers, `tpn`, and team numbers stay: they are the section's own)."""
    def moved(pid: Any) -> Any:
        return pid + offset if isinstance(pid, int) else pid

    for player in doc["players"]:
        player["id"] = moved(player["id"])
    for rnd in doc["rounds"]:
        for board in rnd["boards"]:
            board["white"], board["black"] = moved(board["white"]), moved(board["black"])
        rnd["pab"] = moved(rnd["pab"])
        if rnd.get("engine"):
            rnd["engine"] = {"boards": [[moved(w), moved(b)] for w, b in rnd["engine"]["boards"]],
                             "pab": moved(rnd["engine"]["pab"])}
    for restriction in doc["restrictions"]:
        restriction["players"] = [moved(pid) for pid in restriction["players"]]
    for entry in doc.get("abnormal_points", []):
        if "player" in entry:
            entry["player"] = moved(entry["player"])
    if "ranking" in doc:
        doc["ranking"] = [moved(pid) for pid in doc["ranking"]]
    if "teams" in doc:
        for team in doc["teams"]["list"]:
            team["players"] = [moved(pid) for pid in team["players"]]
        for lineup in doc["teams"]["lineups"]:
            lineup["players"] = [moved(pid) for pid in lineup["players"]]
