"""Pairings and standings as plain text a director pastes into a chat, aligned for a monospace font (the columns
as swisspair.document.text pads them). Its words are the messages `text.*` (and a player's absence,
`absence_note.*`; how a knockout's player went out, `knockout_result.*` and `knockout_round.*`) of
swisspair.messages: English, or the page's words in the event's language (`words`: template by key), so that players
read their organiser's language and the columns still line up."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .. import scoring, systems
from ..document.errors import EventError
from ..document.readers import absence_note, round_entries, points_table
from ..document.text import table
from ..messages import MESSAGES, fill, number_text
from .document import load

# The messages a text may be written with: the keys whose words the page may give (in the event's language).
WORDS = tuple(key for key in MESSAGES
              if key.startswith(("text.", "absence_note.", "knockout_round.", "knockout_result.")))
# Results as a director writes them: ½ for a half point, a forfeit as the language marks one (F in English).
SIDE_TEXT = {"1": "1", "1/2": "½", "0": "0"}
FORFEIT_TEXT = {"+-": "text.white_forfeit_win", "-+": "text.black_forfeit_win", "--": "text.double_forfeit"}
# A playoff round's name as a system gives it (a Magic top cut's, systems.magic_swiss CUT_ROUND_NAMES), in words.
PLAYOFF_WORDS = {"Quarter-finals": "text.quarter_finals", "Semi-finals": "text.semi_finals", "Final": "text.final"}
# A system's word for a board and for who plays (System.board_word, participant_word), as a column's heading.
HEADING_WORDS = {"board": "text.board_word", "table": "text.table_word", "match": "text.match_word",
                 "player": "text.player_word", "team": "text.team_word"}


def result_text(board: dict[str, Any], words: dict[str, str] | None = None) -> str:
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
        return fill(FORFEIT_TEXT[result], {}, words)
    white, black = result.split("-", 1)
    text = f"{SIDE_TEXT[white]}-{SIDE_TEXT[black]}"
    games = board.get("games")
    if games:
        wins, losses, draws = games
        text += f" ({wins}-{losses}{f'-{draws}' if draws else ''})"
    return text


def points_text(tenths: int, words: dict[str, str] | None = None) -> str:
    """Points as a director writes them (½ for a half), a tenth with the decimal separator of `words`'s language."""
    return number_text(scoring.format_tenths(tenths), words)


def _points_before(doc: dict[str, Any], r: int) -> dict[int, int]:
    """Each player's points (tenths) from rounds 1 .. r-1, under the event's own point values."""
    table_ = points_table(doc)
    return {pid: sum(scoring.outcome_points(table_, entry.result) for entry in entries)
            for pid, entries in round_entries(doc, r - 1).items()}


def pairings_text(document: Any, round_number: int | None = None, section: str = "", first_board: int = 1,
                  words: dict[str, str] | None = None) -> str:
    """The pairings of a round (the latest by default): board, White, points before the round, result (once
    entered), Black; then the pairing-allocated bye and who does not play, and why. In the system's words: a Magic
    match at its table between a player and an opponent, a playoff round by its name. Of an event's section: its
    name after the event's, its boards numbered from `first_board` (event/sections.py first_boards). `words`: the
    language's templates by key (English without)."""
    say = lambda key, **params: fill(key, params, words)  # noqa: E731
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
    names[None] = say("text.no_player")
    before = _points_before(doc, r)
    rows = [[str(number), names[b["white"]], "" if b["white"] is None else points_text(before[b["white"]], words),
             result_text(b, words), "" if b["black"] is None else points_text(before[b["black"]], words),
             names[b["black"]]]
            for number, b in enumerate(rnd["boards"], first_board)]
    system = systems.get(doc["settings"]["system"])
    name = system.round_details(doc)[r - 1].get("name")
    title = (say("text.pairings_title_playoff", event=_title(doc, section), round_msg=PLAYOFF_WORDS[name]) if name
             else say("text.pairings_title", event=_title(doc, section), number=str(r)))
    pts, result = say("text.points"), say("text.result")
    headings = ([say("text.board"), say("text.white"), pts, result, pts, say("text.black")]
                if system.colours_matter(doc["settings"]["mode"])
                else [say(HEADING_WORDS[system.board_word]), say(HEADING_WORDS[system.participant_word]), pts, result,
                      pts, say("text.opponent")])
    lines = [title, "", *table(headings, rows, right={0, 2, 4})]
    if rnd["pab"] is not None:
        pab = points_table(doc).pab
        lines += ["", say("text.bye_one" if pab == 10 else "text.bye", name=names[rnd["pab"]],
                          points=points_text(pab, words))]
    placed = {pid for b in rnd["boards"] for pid in (b["white"], b["black"])} | {rnd["pab"]}
    leave_word = systems.get(doc["settings"]["system"]).leave_word
    absent = [(p["name"], _absence_text(why, words)) for p in doc["players"] if p["id"] not in placed
              for why in [absence_note(doc, p, r, leave_word)] if why is not None]
    if absent:
        lines += ["", say("text.not_playing", absent=say("text.clause_separator").join(
            f"{name} ({why})" for name, why in sorted(absent)))]
    return "\n".join(lines) + "\n"


def _absence_text(why: dict[str, Any], words: dict[str, str] | None) -> str:
    """Why a player does not play (readers.absence_note) in the language of `words`, a bye's points as it writes
    them ("0,3-Punkte-Freilos")."""
    params = {**why["params"], **({"points": number_text(why["params"]["points"], words)} if "points" in why["params"]
                                  else {})}
    return fill(why["key"], params, words)


def _fraction_points(value: int | float, words: dict[str, str] | None = None) -> str:
    """Points from the standings' JSON (a whole number or a float such as 2.5) as a director writes them."""
    exact = Fraction(value).limit_denominator(1000)
    tenths = exact * 10
    return points_text(int(tenths), words) if tenths.denominator == 1 else number_text(f"{float(exact):g}", words)


def _title(doc: dict[str, Any], section: str) -> str:
    return f"{doc['name']}, {section}" if section else doc["name"]


def standings_text(document: Any, standings: dict[str, Any], section: str = "",
                   words: dict[str, str] | None = None) -> str:
    """The standings (as the bridge's event_standings answers them): place ("2=" when shared), name, rating,
    points and each tie-break of the event's list, by its code. `words`: the language's templates by key (English
    without).

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
                     _fraction_points(row["points"], words),
                     *(number_text(row["details"][code]["text"], words) for code in codes)])
    after = standings["rounds"]
    final = document["settings"]["rounds"] == after
    say = lambda key, **params: fill(key, params, words)  # noqa: E731
    lines = [say("text.final_standings_title" if final else "text.standings_title", event=_title(document, section),
                 number=str(after)), ""]
    lines += table([say("text.place"), say("text.name"), say("text.rating"), say("text.points"), *codes], rows,
                   right={0, 2, 3, *range(4, 4 + len(codes))})
    return "\n".join(lines) + "\n"
