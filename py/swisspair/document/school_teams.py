"""School (or club) teams in an individual Swiss: each player scores for the team their club field names, the
team's score is the sum of its best N individual scores, and, outside FIDE-rated play, team-mates may be kept
apart until a given round.

None of this is a FIDE rule. The team score follows US Chess scholastic practice: the top N scorers of a school
count (N is four at most US events), and team ties are broken by the same tie-breaks as the individual
standings, summed over those N players, each tie-break in the event's order; the (N+1)th player's score may be
chosen instead, as some organisers announce. A team with fewer than N players is ranked with
what it has: its players' scores are added like anyone's, so a small school that outscores a full one still
ranks above it, and the table says how many counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..limits import MAX_PLAYERS, MAX_ROUNDS
from ..standings import Standings, json_number
from .values import check_choice, check_int, check_keys, check_object, check_optional_int

SETTING = "school_teams"  # the optional key of the event's settings; absent or null: no team scores
SCHOOL_TIEBREAKS = {  # how school team scores break their ties (not C.07's team tie-breaks)
    "tiebreaks": "the counting players' tie-breaks, summed, in the event's order",
    "next_player": "the score of the next player after the counting ones",
}
DEFAULT_BEST = 4


def check_setting(value: Any, field: str) -> dict[str, Any] | None:
    """The team-score setting: None (off) or {"best": N, "tiebreak": one of SCHOOL_TIEBREAKS, "apart_until": K or
    None}, K the first round team-mates may meet."""
    if value is None:
        return None
    setting = check_object(value, field, "subject.team_score_setting")
    check_keys(setting, field, "subject.team_score_setting", ("best", "tiebreak", "apart_until"))
    check_int(setting["best"], f"{field}.best", "subject.team_score_best", 1, MAX_PLAYERS)
    check_choice(setting["tiebreak"], f"{field}.tiebreak", "subject.team_score_tiebreak", tuple(SCHOOL_TIEBREAKS))
    check_optional_int(setting["apart_until"], f"{field}.apart_until", "subject.team_score_apart_until", 2, MAX_ROUNDS)
    return setting


def setting_of(doc: dict[str, Any]) -> dict[str, Any] | None:
    return doc["settings"].get(SETTING)


def school_of(player: dict[str, Any]) -> str:
    """The school (or club) a player scores for: the club field (a roster's club, school or team column), spaces
    trimmed."""
    return " ".join(player["club"].split())


def keep_apart_active(doc: dict[str, Any]) -> bool:
    setting = setting_of(doc)
    return setting is not None and setting["apart_until"] is not None and doc["settings"]["mode"] != "fide"


def keep_apart_pairs(doc: dict[str, Any], r: int, present: set[int]) -> dict[frozenset[int], dict[str, Any]]:
    """The pairs of present team-mates kept apart in round r (a round before the setting's K; never in FIDE mode),
    each with a restriction-like description for the notes of a pair the round cannot keep apart."""
    if not keep_apart_active(doc):
        return {}
    until = setting_of(doc)["apart_until"]
    if r >= until:
        return {}
    teams: dict[str, list[int]] = {}
    for p in doc["players"]:
        team = school_of(p)
        if team and p["id"] in present:
            teams.setdefault(team.casefold(), []).append(p["id"])
    pairs: dict[frozenset[int], dict[str, Any]] = {}
    names = {p["id"]: school_of(p) for p in doc["players"]}
    for members in teams.values():
        about = {"kind": "team", "label": f"{names[members[0]]}, team-mates kept apart before round {until}",
                 "words": {"kind_msg": "restriction.team_mates", "team": names[members[0]], "until": until}}
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                pairs[frozenset((a, b))] = about
    return pairs


# ---------------------------------------------------------------------------------------------- school scores


@dataclass(frozen=True)
class Member:
    pid: int
    tpn: int
    name: str
    points: Fraction
    counted: bool


@dataclass(frozen=True)
class SchoolScore:
    school: str
    rank: int
    points: Fraction
    values: tuple[Fraction | int | None, ...]  # the team tie-break's values, in the order of the columns
    members: tuple[Member, ...]  # best first, as the individual standings rank them

    @property
    def counted(self) -> int:
        return sum(m.counted for m in self.members)


def _columns(setting: dict[str, Any], standings: Standings) -> list[tuple[str, str, str, bool]]:
    """(key, heading, name, higher is better) of each team tie-break column."""
    if setting["tiebreak"] == "next_player":
        return [("next", f"Player {setting['best'] + 1}", f"the score of the team's player {setting['best'] + 1}", True)]
    return [(t.code, f"Σ {t.code}", f"{t.name}, summed over the counting players", t.higher_is_better)
            for t in standings.tiebreaks]


def school_scores(doc: dict[str, Any], standings: Standings, numbers: dict[int, int]) -> list[SchoolScore]:
    """Every team, best first: the sum of its best N players' points (the individual standings' order decides
    which N), then the team tie-break; teams equal on all of them share a place (1, 2, 2, 4)."""
    setting = setting_of(doc)
    best = setting["best"]
    players = {numbers[p["id"]]: p for p in doc["players"]}
    spelled: dict[str, str] = {}
    rows: dict[str, list[Any]] = {}
    for row in standings.rows:  # best first
        team = school_of(players[row.tpn])
        if team:
            key = team.casefold()
            spelled.setdefault(key, team)
            rows.setdefault(key, []).append(row)
    columns = _columns(setting, standings)
    scored = []
    for key, members in rows.items():
        counting = members[:best]
        points = sum((m.points for m in counting), Fraction(0))
        if setting["tiebreak"] == "next_player":
            values: tuple = (members[best].points if len(members) > best else Fraction(0),)
        else:
            values = tuple(sum((m.values[code].value or 0 for m in counting), Fraction(0)) for code, *_ in columns)
        team_members = tuple(Member(players[m.tpn]["id"], m.tpn, players[m.tpn]["name"], m.points, i < best)
                             for i, m in enumerate(members))
        scored.append((spelled[key], points, values, team_members))

    def order(item: tuple) -> tuple:
        _, points, values, _ = item
        return (-points, *((-v if higher else v) for (*_, higher), v in zip(columns, values)))

    scored.sort(key=lambda item: (order(item), item[0].casefold(), item[0]))
    result = []
    for index, item in enumerate(scored):
        rank = result[-1].rank if index and order(scored[index - 1]) == order(item) else index + 1
        result.append(SchoolScore(item[0], rank, item[1], item[2], item[3]))
    return result


def school_scores_answer(doc: dict[str, Any], standings: Standings, numbers: dict[int, int]) -> dict[str, Any] | None:
    """The school table as the bridge answers it with the standings (under the page's "teams" key); None when the
    event has no school scores."""
    setting = setting_of(doc)
    if setting is None:
        return None
    columns = _columns(setting, standings)
    return {
        "best": setting["best"],
        "tiebreak": setting["tiebreak"],
        "tiebreak_text": SCHOOL_TIEBREAKS[setting["tiebreak"]],
        "columns": [{"key": key, "heading": heading, "name": name} for key, heading, name, _ in columns],
        "teams": [{"team": t.school, "rank": t.rank, "points": json_number(t.points), "counted": t.counted,
                   "short": t.counted < setting["best"],
                   "values": {key: json_number(v) for (key, *_), v in zip(columns, t.values)},
                   "players": [{"id": m.pid, "tpn": m.tpn, "name": m.name, "points": json_number(m.points),
                                "counted": m.counted} for m in t.members]}
                  for t in school_scores(doc, standings, numbers)],
    }
