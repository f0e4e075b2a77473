"""Pairings and standings as plain text a director pastes into a chat, aligned for a monospace font (the columns
as swisspair.document.text pads them)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .. import scoring, systems
from ..document.errors import EventError
from ..document.readers import absence_note, round_entries, points_table
from ..document.text import table
from .document import load

# Results as a director writes them: ½ for a half point, F for a forfeit.
SIDE_TEXT = {"1": "1", "1/2": "½", "0": "0"}
FORFEIT_TEXT = {"+-": "1F-0F", "-+": "0F-1F", "--": "0F-0F"}


def result_text(board: dict[str, Any]) -> str:
    """A board's result as printed: 1-0, ½-½, 1F-0F for a forfeit, with Magic's game score when there is one.

    >>> result_text({"result": "1/2-1/2"}), result_text({"result": "-+"}), result_text({"result": None})
    ('½-½', '0F-1F', '')
    >>> result_text({"result": "1-0", "games": [2, 1, 0]})
    '1-0 (2-1)'
    """
    result = board["result"]
    if result is None:
        return ""
    if result in FORFEIT_TEXT:
        return FORFEIT_TEXT[result]
    white, black = result.split("-", 1)
    text = f"{SIDE_TEXT[white]}-{SIDE_TEXT[black]}"
    games = board.get("games")
    if games:
        wins, losses, draws = games
        text += f" ({wins}-{losses}{f'-{draws}' if draws else ''})"
    return text


def points_text(tenths: int) -> str:
    return scoring.format_tenths(tenths)


def _points_before(doc: dict[str, Any], r: int) -> dict[int, int]:
    """Each player's points (tenths) from rounds 1 .. r-1, under the event's own point values."""
    table_ = points_table(doc)
    return {pid: sum(scoring.outcome_points(table_, entry.result) for entry in entries)
            for pid, entries in round_entries(doc, r - 1).items()}


def _point_word(tenths: int) -> str:
    return f"{points_text(tenths)} point{'' if tenths == 10 else 's'}"


def pairings_text(document: Any, round_number: int | None = None, section: str = "", first_board: int = 1) -> str:
    """The pairings of a round (the latest by default): board, White, points before the round, result (once
    entered), Black; then the pairing-allocated bye and who does not play, and why. In the system's words: a Magic
    match at its table between a player and an opponent, a playoff round by its name. Of an event's section: its
    name after the event's, its boards numbered from `first_board` (event/sections.py first_boards)."""
    doc = load(document)
    rounds = doc["rounds"]
    if not rounds:
        raise EventError.of("plain_text.none_paired", "operation.round")
    r = len(rounds) if round_number is None else round_number
    if isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= len(rounds):
        raise EventError.of("plain_text.round_not_paired", "operation.round", number=str(r), last=str(len(rounds)))
    rnd = rounds[r - 1]
    # A team event's board a line-up left empty has no player on that side (None).
    names: dict[int | None, str] = {p["id"]: p["name"] for p in doc["players"]}
    names[None] = "(no player)"
    before = _points_before(doc, r)
    rows = [[str(number), names[b["white"]], "" if b["white"] is None else points_text(before[b["white"]]),
             result_text(b), "" if b["black"] is None else points_text(before[b["black"]]), names[b["black"]]]
            for number, b in enumerate(rnd["boards"], first_board)]
    system = systems.get(doc["settings"]["system"])
    name = system.round_details(doc)[r - 1].get("name")
    lines = [f"{_title(doc, section)}: {name.lower() if name else f'round {r}'} pairings", ""]
    headings = (["Bd", "White", "Pts", "Result", "Pts", "Black"] if system.colours_matter(doc["settings"]["mode"])
                else [system.board_word.capitalize(), system.participant_word.capitalize(), "Pts", "Result", "Pts",
                      "Opponent"])
    lines += table(headings, rows, right={0, 2, 4})
    if rnd["pab"] is not None:
        lines += ["", f"Bye: {names[rnd['pab']]} ({_point_word(points_table(doc).pab)})"]
    placed = {pid for b in rnd["boards"] for pid in (b["white"], b["black"])} | {rnd["pab"]}
    leave_word = systems.get(doc["settings"]["system"]).leave_word
    absent = [(p["name"], why["text"]) for p in doc["players"] if p["id"] not in placed
              for why in [absence_note(doc, p, r, leave_word)] if why is not None]
    if absent:
        lines += ["", "Not playing: " + "; ".join(f"{name} ({why})" for name, why in sorted(absent))]
    return "\n".join(lines) + "\n"


def _fraction_points(value: int | float) -> str:
    """Points from the standings' JSON (a whole number or a float such as 2.5) as a director writes them."""
    exact = Fraction(value).limit_denominator(1000)
    tenths = exact * 10
    return points_text(int(tenths)) if tenths.denominator == 1 else f"{float(exact):g}"


def _title(doc: dict[str, Any], section: str) -> str:
    return f"{doc['name']}, {section}" if section else doc["name"]


def standings_text(document: Any, standings: dict[str, Any], section: str = "") -> str:
    """The standings (as the bridge's event_standings answers them): place ("2=" when shared), name, rating,
    points and each tie-break of the event's list.

    >>> doc = {"name": "Club night", "settings": {"rounds": 1}, "players": [
    ...     {"id": 7, "name": "Zoë Ångström", "rating": 0}, {"id": 8, "name": "Li", "rating": 1850}]}
    >>> answer = {"rounds": 1, "tiebreaks": [{"code": "BH"}], "numbers": {"7": 1, "8": 2}, "standings": [
    ...     {"tpn": 1, "rank": 1, "points": 1, "details": {"BH": {"text": "0"}}},
    ...     {"tpn": 2, "rank": 2, "points": 0.5, "details": {"BH": {"text": "1"}}}]}
    >>> print(standings_text(doc, answer), end="")
    Club night: final standings after round 1
    <BLANKLINE>
    Pl  Name          Rating  Pts  BH
     1  Zoë Ångström       -    1   0
     2  Li              1850    ½   1
    """
    by_number = {standings["numbers"][str(p["id"])]: p for p in document["players"]}
    codes = [t["code"] for t in standings["tiebreaks"]]
    shared: dict[int, int] = {}
    for row in standings["standings"]:
        shared[row["rank"]] = shared.get(row["rank"], 0) + 1
    # "2=" for a shared place; the others get a space there, so that the numbers stay right-aligned.
    mark = {rank: ("=" if count > 1 else " ") if len(shared) < len(standings["standings"]) else ""
            for rank, count in shared.items()}
    rows = []
    for row in standings["standings"]:
        player = by_number.get(row["tpn"])
        name = player["name"] if player else row.get("name", str(row["tpn"]))
        rating = player["rating"] if player else row.get("rating") or 0
        rows.append([f"{row['rank']}{mark[row['rank']]}", name, str(rating) if rating else "-",
                     _fraction_points(row["points"]), *(row["details"][code]["text"] for code in codes)])
    after = standings["rounds"]
    final = document["settings"]["rounds"] == after
    lines = [f"{_title(document, section)}: {'final ' if final else ''}standings after round {after}", ""]
    lines += table(["Pl", "Name", "Rating", "Pts", *codes], rows, right={0, 2, 3, *range(4, 4 + len(codes))})
    return "\n".join(lines) + "\n"
