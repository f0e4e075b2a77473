"""What an imported TRF file declares that no setting of the page makes, kept as optional parts of the document so
that the event pairs and ranks as the file meant (bbpPairings, gacrux): a document without them stays as it was.

- `abnormal_points`: the points TRF-2026 record 299 adds or takes (a bonus, a penalty, a game scored apart from the
  point system), one entry per player and round: {"player": id, "round": r, "points": tenths, "match_points":
  tenths}, as the TRF reader turns the records into `Player.adjustments` (swisspair.trf.reading); in a team event
  a team's bonus or penalty, {"team": id, ...} with its game points as "points" (`Team.adjustments`). How they
  count (from the end of round r on, round 999 in the final standings only) is the model's
  (`model.adjustment_after`), for the file and the event alike.
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
_SCORES = ("round", "points", "match_points")
# An id a part names that is not in the event, by what it names (swisspair.messages).
UNKNOWN = {"player": "file_parts.unknown_player", "team": "file_parts.unknown_team"}
ID_SUBJECTS = {"player": "subject.a_players_id", "team": "subject.a_teams_id"}
POINTS_SUBJECTS = {"points": "subject.abnormal_points_points", "match_points": "subject.abnormal_points_match_points"}
_MOST_POINTS = 9999  # tenths: the 4 columns of a 299 record's points ("-999" ... "9999" whole points are not read)


def imported(t: Tournament) -> dict[str, Any]:
    """The parts a file read by swisspair.trf makes, its pairing numbers being the players' ids: {} when it declares
    neither."""
    parts: dict[str, Any] = {}
    entries = [{"player": p.number, "round": r, "points": points, "match_points": match}
               for p in sorted(t.players, key=lambda p: p.number) for r, points, match in p.adjustments]
    if t.teams is not None:  # a team file's import numbers the teams' ids as the file does
        entries += [{"team": team.number, "round": r, "points": points, "match_points": match}
                    for team in sorted(t.teams.teams, key=lambda team: team.number)
                    for r, points, match in team.adjustments]
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
        if "player" in entry:
            by_number[numbers[entry["player"]]].adjustments.append(_scores(entry))
    if RANKING not in doc:
        return None
    listed = [numbers[pid] for pid in doc[RANKING] if pid in numbers]
    return listed + sorted(set(numbers.values()) - set(listed))


def team_adjustments(doc: dict[str, Any], tid: int) -> list[tuple[int, int, int]]:
    """A team's 299 points, as `Team.adjustments` holds them."""
    return [_scores(entry) for entry in doc.get(ABNORMAL, ()) if entry.get("team") == tid]


def _scores(entry: dict[str, Any]) -> tuple[int, int, int]:
    return entry["round"], entry["points"], entry["match_points"]


def removed(doc: dict[str, Any], pid: int, key: str = "player") -> None:
    """A player (or, `key` "team", a team) removed before it played leaves these parts too (a part left empty goes)."""
    if ABNORMAL in doc:
        doc[ABNORMAL] = [entry for entry in doc[ABNORMAL] if entry.get(key) != pid]
        if not doc[ABNORMAL]:
            del doc[ABNORMAL]
    if RANKING in doc and key == "player":
        doc[RANKING] = [other for other in doc[RANKING] if other != pid]
        if not doc[RANKING]:
            del doc[RANKING]


def check(doc: dict[str, Any], players: dict[int, dict[str, Any]]) -> None:
    """The parts, where the document has them (its teams already checked): each names a player of the event, or a team
    of a team event; a round is 0 (every round) to the most an event has, or 999; the ranking names each player at
    most once."""
    if ABNORMAL in doc:
        entries = check_list(doc[ABNORMAL], f"event.{ABNORMAL}", "subject.abnormal_points", MAX_PLAYERS * MAX_ROUNDS)
        for i, raw in enumerate(entries):
            field = f"event.{ABNORMAL}[{i}]"
            entry = check_object(raw, field, "subject.abnormal_points_entry_n", number=i + 1)
            who = "team" if "team" in entry else "player"
            check_keys(entry, field, "subject.abnormal_points_entry_n", (who, *_SCORES), number=i + 1)
            if who == "team":
                teams = {team["id"]: team for team in doc.get("teams", {}).get("list", ())}
                _known(entry["team"], f"{field}.team", teams, "team")
            else:
                _known(entry["player"], f"{field}.player", players)
            if entry["round"] != FINAL_ROUND:
                check_int(entry["round"], f"{field}.round", "subject.abnormal_points_round", 0, MAX_ROUNDS)
            for key, subject in POINTS_SUBJECTS.items():
                check_int(entry[key], f"{field}.{key}", subject, -_MOST_POINTS, _MOST_POINTS)
    if RANKING in doc:
        ranking = check_list(doc[RANKING], f"event.{RANKING}", "subject.ranking_order", MAX_PLAYERS)
        seen: set[int] = set()
        for i, pid in enumerate(ranking):
            _known(pid, f"event.{RANKING}[{i}]", players)
            if pid in seen:
                raise EventError.of("file_parts.ranking_twice", f"event.{RANKING}[{i}]", player=pid, id=str(pid))
            seen.add(pid)


def _known(pid: Any, field: str, known: dict[int, dict[str, Any]], what: str = "player") -> None:
    check_int(pid, field, ID_SUBJECTS[what], 1, MAX_ID)
    if pid not in known:
        raise EventError.of(UNKNOWN[what], field, player=pid if what == "player" else None, id=str(pid))
