"""What the document implies but does not store: pairing numbers, results and the engine's tournament.

These readers need no pairing system: where one matters (who sits out a round without being unplaced), the
caller passes the system's `sitting_out`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import scoring
from ..limits import MAX_TEXT
from ..messages import said_clause
from ..model import Colour, Player, Result, RoundEntry, Tournament
from . import file_parts
from .names import FORFEIT_RESULTS, PLAYED_RESULTS, TITLE_ORDER, parse_point_table
from .sameness import fingerprint, fingerprint_of_part, held_fingerprint
from .school_teams import keep_apart_pairs

# A system's `sitting_out`: (document, round) -> the players it gives no board in that round, not "unplaced".
SittingOut = Callable[[dict[str, Any], int], set[int]]


# ------------------------------------------------------------------------------------- derived information


def clip_text(text: str) -> str:
    """A text the document stores, cut to the length it allows (a long list of names, say)."""
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def absence_result(p: dict[str, Any], r: int) -> Result | None:
    """How a player is absent from round r by the document's own data (None: expected to play)."""
    if r < p["joined_round"]:
        return Result.HALF_BYE if p["late_points"] == "half" else Result.ZERO_BYE
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return Result.ZERO_BYE
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return {"half": Result.HALF_BYE, "full": Result.FULL_BYE, "zero": Result.ZERO_BYE}[bye["points"]]
    return None


# A player who left, in the system's word for leaving (System.leave_word): a message of swisspair.messages.
LEFT_WORDS = {"withdraw": "absence_note.withdrawn", "drop": "absence_note.dropped", "pause": "absence_note.paused"}


def absence_note(doc: dict[str, Any], p: dict[str, Any], r: int, leave_word: str = "withdraw") -> dict[str, Any] | None:
    """Why a player has no board in round r by the document's own data, as the round and the printed sheets say it
    (messages.said_clause's {text, key, params}: "½-point bye, requested", "joins in round 3", "withdrawn"), or None
    when they are expected to play."""
    if r < p["joined_round"]:
        return said_clause("absence_note.joins", number=p["joined_round"])
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return said_clause(LEFT_WORDS[leave_word])
    table = points_table(doc)
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            value = {"half": table.half_bye, "full": table.full_bye, "zero": table.zero_bye}[bye["points"]]
            return said_clause("absence_note.requested_bye", points=scoring.format_tenths(value))
    return None


def _title_rank(title: str) -> int:
    title = title.strip().upper()
    return TITLE_ORDER.index(title) if title in TITLE_ORDER else len(TITLE_ORDER)


def _fide_order(p: dict[str, Any]) -> tuple:
    """C.04.2: rating (highest first), then title, then name (alphabetically); the id keeps it total."""
    return (-p["rating"], _title_rank(p["title"]), p["name"].casefold(), p["name"], p["id"])


# The last few answers of pairing_numbers for the held event's players, by their fingerprint.
_NUMBERS_KEPT = 2
_numbers_kept: dict[bytes, dict[int, int]] = {}


def pairing_numbers(doc: dict[str, Any]) -> dict[int, int]:
    """id -> pairing number: fixed numbers stay, everyone else fills the free numbers in FIDE order. They are worked
    out from the players alone: for players of the held event, whose fingerprint is kept (document/sameness.py),
    they are kept by it, so that a result does not sort 2,000 players again; else worked out (a fingerprint
    written for them would cost more than the sort)."""
    key = held_fingerprint(doc["players"])
    if key is None:
        return _pairing_numbers(doc["players"])
    return dict(_kept(_numbers_kept, _NUMBERS_KEPT, key, lambda: _pairing_numbers(doc["players"])))


def _kept(cache: dict[Any, Any], size: int, key: Any, compute: Callable[[], Any]) -> Any:
    """cache[key], worked out by compute() when it is not there; the oldest answers leave to keep size of them."""
    if key not in cache:
        while len(cache) >= size:
            del cache[next(iter(cache))]
        cache[key] = compute()
    return cache[key]


def _pairing_numbers(players: list[dict[str, Any]]) -> dict[int, int]:
    numbers = {p["id"]: p["tpn"] for p in players if p["tpn"] is not None}
    taken = set(numbers.values())
    free = iter(n for n in range(1, len(players) + 1) if n not in taken)
    for p in sorted((p for p in players if p["tpn"] is None), key=_fide_order):
        numbers[p["id"]] = next(free)
    return numbers


def points_table(doc: dict[str, Any]) -> scoring.PointTable:
    return parse_point_table(doc["settings"]["scoring"])


_SIDE_RESULTS = {"1": (Result.WIN, Result.UNRATED_WIN), "1/2": (Result.DRAW, Result.UNRATED_DRAW),
                 "0": (Result.LOSS, Result.UNRATED_LOSS)}
_RESULT_SIDES = {r: tuple(r.split("-", 1)) for r in PLAYED_RESULTS}
_FORFEIT_SIDES = {"+": Result.FORFEIT_WIN, "-": Result.FORFEIT_LOSS}


def side_results(board: dict[str, Any]) -> tuple[Result, Result]:
    result = board["result"]
    if result in FORFEIT_RESULTS:
        return _FORFEIT_SIDES[result[0]], _FORFEIT_SIDES[result[1]]
    unrated = int(bool(board.get("unrated")))
    white, black = _RESULT_SIDES[result]
    return _SIDE_RESULTS[white][unrated], _SIDE_RESULTS[black][unrated]


def _placed(rnd: dict[str, Any]) -> set[int]:
    placed = {pid for b in rnd["boards"] for pid in (b["white"], b["black"]) if pid is not None}
    if rnd["pab"] is not None:
        placed.add(rnd["pab"])
    return placed


def unplaced_players(doc: dict[str, Any], r: int, sitting_out: SittingOut) -> list[dict[str, Any]]:
    """Players expected in round r (no absence) who are on no board, have no bye and are not sitting out."""
    placed = _placed(doc["rounds"][r - 1]) | sitting_out(doc, r)
    return [p for p in doc["players"] if p["id"] not in placed and absence_result(p, r) is None]


def complete_rounds(doc: dict[str, Any], sitting_out: SittingOut) -> int:
    """Rounds whose every board has a result and who leave no player unplaced (all but maybe the latest)."""
    rounds = doc["rounds"]
    if rounds and (any(b["result"] is None for b in rounds[-1]["boards"])
                   or unplaced_players(doc, len(rounds), sitting_out)):
        return len(rounds) - 1
    return len(rounds)


def board_entries(board: dict[str, Any]) -> list[tuple[int, RoundEntry]]:
    """What a board with a result gives each of its players: (player id, entry), opponents by id. A side a team's
    line-up left empty has no player; the player facing it won by forfeit, without an opponent and without a colour
    (as a team TRF writes it: 0000 - +)."""
    white_result, black_result = side_results(board)
    coloured = not board.get("uncoloured")
    sides = ((board["white"], board["black"], Colour.WHITE, white_result),
             (board["black"], board["white"], Colour.BLACK, black_result))
    return [(pid, RoundEntry(opponent, colour if coloured else None, result) if opponent is not None
             else RoundEntry(None, None, result)) for pid, opponent, colour, result in sides if pid is not None]


def round_entries(doc: dict[str, Any], upto: int) -> dict[int, list[RoundEntry]]:
    """Each player's rounds 1..upto as engine entries, opponents by id. Rounds must be complete."""
    entries: dict[int, list[RoundEntry]] = {p["id"]: [] for p in doc["players"]}
    for r, rnd in enumerate(doc["rounds"][:upto], 1):
        placed = dict(entry for board in rnd["boards"] for entry in board_entries(board))
        if rnd["pab"] is not None:
            placed[rnd["pab"]] = RoundEntry(None, None, Result.PAIRING_BYE)
        for p in doc["players"]:
            entry = placed.get(p["id"])
            entries[p["id"]].append(entry or RoundEntry(None, None, absence_result(p, r) or Result.ZERO_BYE))
    return entries


# The last few answers of scores_before, by the fingerprint of all they are worked out from.
_SCORES_KEPT = 2
_scores_kept: dict[tuple[Any, ...], list[dict[int, int]]] = {}


def scores_before(doc: dict[str, Any]) -> list[dict[int, int]]:
    """Each player's points in tenths before each paired round (entry r - 1: rounds 1 to r - 1), valued as the
    standings value them: the event's point table, absences and sitting out included. They are worked out from the
    point table, the players and the rounds before the latest only, so an event that differs from one asked just
    before in its latest round alone (a result entered, at 2,000 players 50 ms of CPython's work) has them again
    from that one's: kept by a strict fingerprint of those parts (document/sameness.py), so that a change to any of
    them is a fingerprint never seen."""
    paired = len(doc["rounds"])
    # Each part's fingerprint (strict, so the tuple of them is): the players' and the rounds' kept for the held
    # event's are not written again.
    key = (paired, fingerprint(doc["settings"]["scoring"]),
           *map(fingerprint_of_part, [doc["players"], *doc["rounds"][:max(paired - 1, 0)]]))
    if None in key:
        return _scores_before(doc)
    return [dict(scores) for scores in _kept(_scores_kept, _SCORES_KEPT, key, lambda: _scores_before(doc))]


def _scores_before(doc: dict[str, Any]) -> list[dict[int, int]]:
    points = scoring.to_model(points_table(doc)).points
    paired = len(doc["rounds"])
    entries = round_entries(doc, max(paired - 1, 0))  # every round before the latest is complete
    totals = {pid: 0 for pid in entries}
    before = []
    for r in range(paired):
        before.append(dict(totals))
        for pid, rounds in entries.items():
            if r < len(rounds):
                totals[pid] += points(rounds[r].result)
    return before


def build_tournament(doc: dict[str, Any], numbers: dict[int, int], completed: int, absences_for: int | None,
                standard_scoring: bool = False) -> Tournament:
    """The engine's tournament: rounds 1..completed, and the absences of round `absences_for` (being paired)."""
    settings = doc["settings"]
    table = points_table(doc)
    model_scoring = scoring.to_model(table)
    if standard_scoring:  # what a TRF file can say: its readers value these as a win / a draw
        model_scoring = scoring.replace_extras(model_scoring)
    entries = round_entries(doc, completed)
    players = []
    for p in doc["players"]:
        rounds = [RoundEntry(None if e.opponent is None else numbers[e.opponent], e.colour, e.result)
                  for e in entries[p["id"]]]
        if absences_for is not None:
            absence = absence_result(p, absences_for)
            if absence is not None:
                rounds.append(RoundEntry(None, None, absence))
        players.append(Player(number=numbers[p["id"]], name=p["name"], sex=p["sex"], title=p["title"],
                              rating=p["rating"], federation=p["federation"], fide_id=p["fide_id"], birth=p["birth"],
                              rounds=rounds))
    players.sort(key=lambda player: player.number)
    ranking = file_parts.apply(doc, numbers, players)
    return Tournament(name=doc["name"], players=players, total_rounds=settings["rounds"],
                      initial_colour=Colour.WHITE if settings["initial_colour"] == "white" else Colour.BLACK,
                      scoring=model_scoring, ranking=ranking)


def restriction_pairs(doc: dict[str, Any], r: int, present: set[int]) -> dict[frozenset[int], dict[str, Any]]:
    """The pairs of present players that restrictions keep apart in round r, each with its restriction, and the
    team-mates the team setting keeps apart (a softer wish: kept, like a restriction, when the round allows)."""
    pairs: dict[frozenset[int], dict[str, Any]] = {}
    for restriction in doc["restrictions"]:
        last = restriction["last_round"]
        if restriction["first_round"] <= r and (last is None or r <= last):
            members = [pid for pid in restriction["players"] if pid in present]
            for i, a in enumerate(members):
                for b in members[i + 1:]:
                    pairs.setdefault(frozenset((a, b)), restriction)
    for pair, about in keep_apart_pairs(doc, r, present).items():
        pairs.setdefault(pair, about)
    return pairs


def round_met(entries: dict[int, list[RoundEntry]], a: int, b: int) -> int | None:
    """The round in which a and b played each other over the board (forfeits do not count: C.04.1)."""
    for r, entry in enumerate(entries[a], 1):
        if entry.opponent == b and entry.is_played:
            return r
    return None
