"""What an imported TRF file declares that no setting of the page makes, kept as optional parts of the document so
that the event pairs and ranks as the file meant (bbpPairings, gacrux): a document without them stays as it was.

- `abnormal_points`: the points TRF-2026 record 299 adds or takes (a bonus, a penalty, a game scored apart from the
  point system), one entry per player and round: {"player": id, "round": r, "points": tenths, "match_points":
  tenths}, as the TRF reader turns the records into `Player.adjustments` (swisspair.trf.reading); how they count
  (from the end of round r on, round 999 in the final standings only) is `model.Player`'s, for the file and the
  event alike.
- `ranking`: `XXC rank` (JaVaFo's convention, which bbpPairings follows): the players' ids in the order of the
  file's 001 lines, which ranks them for pairing in place of their pairing numbers (`Tournament.ranking`). A
  player the file did not list (entered later) ranks after those it did, by pairing number.

The export writes them back: the 299 lines are among the kept lines as the file wrote them, and `XXC rank` with the
001 lines in this order (swisspair.trf.writing).
"""

from __future__ import annotations

from typing import Any

from ..limits import MAX_ID, MAX_PLAYERS, MAX_ROUNDS
from ..model import FINAL_ROUND, Player, Tournament
from .errors import EventError
from .values import check_int, check_keys, check_list, check_object

ABNORMAL = "abnormal_points"
RANKING = "ranking"
KEYS = (ABNORMAL, RANKING)
_ENTRY_KEYS = ("player", "round", "points", "match_points")
_MOST_POINTS = 9999  # tenths: the 4 columns of a 299 record's points ("-999" ... "9999" whole points are not read)


def imported(t: Tournament) -> dict[str, Any]:
    """The parts a file read by swisspair.trf makes, its pairing numbers being the players' ids: {} when it declares
    neither."""
    parts: dict[str, Any] = {}
    entries = [{"player": p.number, "round": r, "points": points, "match_points": match}
               for p in sorted(t.players, key=lambda p: p.number) for r, points, match in p.adjustments]
    if entries:
        parts[ABNORMAL] = entries
    if t.ranking:
        parts[RANKING] = list(t.ranking)
    return parts


def apply(doc: dict[str, Any], numbers: dict[int, int], players: list[Player]) -> list[int] | None:
    """Each player's 299 points onto the engine's `players` (by pairing number, `numbers`: id -> number), and the
    ranking by pairing number that `XXC rank` gives (None: the numbers' own order)."""
    by_number = {p.number: p for p in players}
    for entry in doc.get(ABNORMAL, ()):
        by_number[numbers[entry["player"]]].adjustments.append((entry["round"], entry["points"], entry["match_points"]))
    if RANKING not in doc:
        return None
    listed = [numbers[pid] for pid in doc[RANKING] if pid in numbers]
    return listed + sorted(set(numbers.values()) - set(listed))


def player_removed(doc: dict[str, Any], pid: int) -> None:
    """A player removed before round 1 leaves these parts too (a part left empty goes)."""
    if ABNORMAL in doc:
        doc[ABNORMAL] = [entry for entry in doc[ABNORMAL] if entry["player"] != pid]
        if not doc[ABNORMAL]:
            del doc[ABNORMAL]
    if RANKING in doc:
        doc[RANKING] = [other for other in doc[RANKING] if other != pid]
        if not doc[RANKING]:
            del doc[RANKING]


def check(doc: dict[str, Any], players: dict[int, dict[str, Any]]) -> None:
    """The parts, where the document has them: each names a player of the event; a round is 0 (every round) to the
    most an event has, or 999; the ranking names each player at most once."""
    if ABNORMAL in doc:
        entries = check_list(doc[ABNORMAL], f"event.{ABNORMAL}", "the abnormal points", MAX_PLAYERS * MAX_ROUNDS)
        for i, raw in enumerate(entries):
            field = f"event.{ABNORMAL}[{i}]"
            entry = check_object(raw, field, f"abnormal points entry {i + 1}")
            check_keys(entry, field, f"abnormal points entry {i + 1}", _ENTRY_KEYS)
            _known(entry["player"], f"{field}.player", players)
            if entry["round"] != FINAL_ROUND:
                check_int(entry["round"], f"{field}.round", "the round of abnormal points (or 999)", 0, MAX_ROUNDS)
            for key in ("points", "match_points"):
                check_int(entry[key], f"{field}.{key}", f"the {key.replace('_', ' ')} of a 299 record (tenths)",
                          -_MOST_POINTS, _MOST_POINTS)
    if RANKING in doc:
        ranking = check_list(doc[RANKING], f"event.{RANKING}", "the file's ranking order", MAX_PLAYERS)
        seen: set[int] = set()
        for i, pid in enumerate(ranking):
            _known(pid, f"event.{RANKING}[{i}]", players)
            if pid in seen:
                raise EventError("duplicate", f"The file's ranking order names player id {pid} twice.",
                                 f"event.{RANKING}[{i}]", player=pid)
            seen.add(pid)


def _known(pid: Any, field: str, players: dict[int, dict[str, Any]]) -> None:
    check_int(pid, field, "a player's id", 1, MAX_ID)
    if pid not in players:
        raise EventError("unknown_player", f"Player id {pid} is not in the event.", field, player=pid)
