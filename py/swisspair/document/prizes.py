"""Prize groups inside one group of players (an event, or one section of it) and the list of who wins what.

A prize group is a name, a number of places and who may win it: everyone (the overall prizes), players rated
under a bound or in a band (a class prize: "best 1400-1599"), born on or after (or on or before) a date, or whose club, federation, sex or title is a value.
A group's ranking is the standings' own order restricted to its members: points, then the event's tie-breaks,
exactly as the standings rank them, so the tie-breaks apply inside the group and nothing is ranked twice.

None of this is a FIDE rule; it follows what directors announce (US Chess rules 32B, SwissSys's and
Swiss-Manager's prize lists):
- The groups are taken in the director's order (overall first). With "one prize per player" on (the default),
  a player wins only the first prize the order gives them and is passed over by the groups after it; a director
  who lists the groups from the largest prize down so gives each player their largest prize (US Chess 32B1).
- An unrated player is not "rated under" any bound unless the group says so, and never in a band (US Chess 32B2:
  unrated players win class prizes only where announced).
- A birth year alone decides a date bound only when the bound is the first (on or after) or last (on or before)
  day of a year; otherwise the player is neither in nor out, and the answer says who is undecided.
- Players the standings cannot tell apart (the same points and every tie-break equal) share the prizes of the
  places they hold together; otherwise the standings' order decides and no prize is shared.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from ..limits import MAX_CLUB, MAX_NAME, MAX_PLAYERS, MAX_RATING
from ..messages import fill
from .errors import EventError
from .player_record import Refused, read_birth, read_sex, read_title
from .values import check_bool, check_choice, check_int, check_keys, check_list, check_object, check_text

SETTING = "prizes"  # the optional key of the settings; absent or null: no prize groups
FILTER_KINDS = ("all", "rating", "rating_band", "born", "field")
FIELDS = ("club", "federation", "sex", "title")  # the texts a filter reads
DATE_BOUNDS = ("on_or_after", "on_or_before")
# What a filter's text is, and a value no player's record holds, in a refusal.
FIELD_SUBJECTS = {"club": "subject.prize_club", "federation": "subject.prize_federation", "sex": "subject.prize_sex",
                  "title": "subject.prize_title"}
NOT_HELD = {"sex": "prizes.not_a_sex", "title": "prizes.not_a_title"}
MAX_GROUPS = 50  # more prize groups than a prize list announces (a big open has about 20)


# ---------------------------------------------------------------------------------------------- the setting


def check_setting(value: Any, field: str) -> dict[str, Any] | None:
    """The prize setting: None (no groups) or {"one_per_player": bool, "groups": [{"name", "places", "filter"}]},
    each filter one of FILTER_KINDS (see check_filter); group names differ."""
    if value is None:
        return None
    setting = check_object(value, field, "subject.prize_setting")
    check_keys(setting, field, "subject.prize_setting", ("one_per_player", "groups"))
    check_bool(setting["one_per_player"], f"{field}.one_per_player", "subject.prize_one_per_player")
    names: set[str] = set()
    for i, raw in enumerate(check_list(setting["groups"], f"{field}.groups", "subject.prize_groups", MAX_GROUPS)):
        where = f"{field}.groups[{i}]"
        group = check_object(raw, where, "subject.prize_group_n", number=str(i + 1))
        check_keys(group, where, "subject.prize_group_n", ("name", "places", "filter"), number=str(i + 1))
        name = check_text(group["name"], f"{where}.name", "subject.prize_group_name", MAX_NAME, empty=False,
                          number=i + 1)
        if name.strip().casefold() in names:
            raise EventError.of("prizes.name_twice", f"{where}.name", name=name)
        names.add(name.strip().casefold())
        check_int(group["places"], f"{where}.places", "subject.prize_places", 1, MAX_PLAYERS, name=name)
        check_filter(group["filter"], f"{where}.filter", name)
    return setting


def check_filter(value: Any, field: str, name: str) -> None:
    """{"kind": "all"}; {"kind": "rating", "below": N, "unrated"?: bool}; {"kind": "rating_band", "from": N, "to": M}
    (rated N to M, both included); {"kind": "born", "on_or_after" or
    "on_or_before": "YYYY-MM-DD"}; {"kind": "field", "field": one of FIELDS, "is": text}."""
    found = check_object(value, field, "subject.prize_filter", name=name)
    kind = check_choice(found.get("kind"), f"{field}.kind", "subject.prize_filter_kind", FILTER_KINDS, name=name)
    if kind == "all":
        check_keys(found, field, "subject.prize_filter", ("kind",), name=name)
    elif kind == "rating":
        check_keys(found, field, "subject.prize_filter", ("kind", "below"), ("unrated",), name=name)
        check_int(found["below"], f"{field}.below", "subject.prize_rating_under", 1, MAX_RATING + 1, name=name)
        if "unrated" in found:
            check_bool(found["unrated"], f"{field}.unrated", "subject.prize_unrated", name=name)
    elif kind == "rating_band":
        check_keys(found, field, "subject.prize_filter", ("kind", "from", "to"), name=name)
        low = check_int(found["from"], f"{field}.from", "subject.prize_lowest_rating", 1, MAX_RATING, name=name)
        check_int(found["to"], f"{field}.to", "subject.prize_highest_rating", low, MAX_RATING, name=name,
                  lowest=str(low))
    elif kind == "born":
        bounds = [key for key in DATE_BOUNDS if key in found]
        check_keys(found, field, "subject.prize_filter", ("kind",), DATE_BOUNDS, name=name)
        if len(bounds) != 1:
            raise EventError.of("prizes.one_birth_bound", field, name=name)
        text = check_text(found[bounds[0]], f"{field}.{bounds[0]}", "subject.prize_birth_bound", 10, empty=False,
                          name=name)
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) or date_of(text) is None:
            raise EventError.of("prizes.birth_bound_not_date", f"{field}.{bounds[0]}", name=name, text=text)
    else:
        check_keys(found, field, "subject.prize_filter", ("kind", "field", "is"), name=name)
        key = check_choice(found["field"], f"{field}.field", "subject.prize_field", FIELDS, name=name)
        text = check_text(found["is"], f"{field}.is", FIELD_SUBJECTS[key], MAX_CLUB, empty=False, name=name)
        if key in ("sex", "title") and isinstance((read_sex if key == "sex" else read_title)(text), Refused):
            raise EventError.of(NOT_HELD[key], f"{field}.is", text=text)


def setting_of(doc: dict[str, Any]) -> dict[str, Any] | None:
    return doc["settings"].get(SETTING)


# ---------------------------------------------------------------------------------------------- who may win


def date_of(text: str) -> tuple[int, int, int] | tuple[int] | None:
    """A birth date as (year, month, day), a birth year alone as (year,), or None when the text is neither."""
    read = read_birth(text)
    if isinstance(read, Refused) or not read:
        return None
    return tuple(int(part) for part in read.split("/"))  # type: ignore[return-value]


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def eligible(player: dict[str, Any], found: dict[str, Any]) -> bool | None:
    """Whether `player` may win a group with the filter `found`; None when their record cannot say (a birth year
    alone against a bound inside that year, or no birth date at all)."""
    kind = found["kind"]
    if kind == "all":
        return True
    if kind == "rating":
        rating = player["rating"]
        return found.get("unrated", False) if rating == 0 else rating < found["below"]
    if kind == "rating_band":
        return found["from"] <= player["rating"] <= found["to"]  # an unrated player's 0 is under every band
    if kind == "born":
        after = "on_or_after" in found
        bound = date_of(found["on_or_after" if after else "on_or_before"])
        born = date_of(player["birth"])
        if born is None:
            return None
        if len(born) == 1:  # a year alone: decided unless the bound falls inside that very year
            if born[0] != bound[0]:
                return born[0] > bound[0] if after else born[0] < bound[0]
            edge = (1, 1) if after else (12, 31)
            return True if bound[1:] == edge else None
        return born >= bound if after else born <= bound
    value, given = player[found["field"]], found["is"]
    if found["field"] == "sex":
        return bool(value) and read_sex(value) == read_sex(given)
    return _fold(value) == _fold(given)


def filter_words(found: dict[str, Any]) -> str:
    """Who may win, as the page and the printed list say it: filter_said's English."""
    words = filter_said(found)
    return fill(words["filter_msg"], words)


# A filter on a text, in words (FIELDS).
FIELD_IS = {"club": "log.prize_club_is", "federation": "log.prize_federation_is", "title": "log.prize_title_is"}


def filter_said(found: dict[str, Any]) -> dict[str, Any]:
    """Who may win as a nested message's parameters (`filter_msg`): "rated under 1600", "born on or after
    2008-01-01", for the log's words."""
    kind = found["kind"]
    if kind == "all":
        return {"filter_msg": "log.prize_everyone"}
    if kind == "rating":
        return {"filter_msg": "log.prize_rated_under_unrated" if found.get("unrated") else "log.prize_rated_under",
                "below": str(found["below"])}
    if kind == "rating_band":
        return {"filter_msg": "log.prize_rated_band", "low": str(found["from"]), "high": str(found["to"])}
    if kind == "born":
        key = "on_or_after" if "on_or_after" in found else "on_or_before"
        return {"filter_msg": "log.prize_born_on_or_after" if key == "on_or_after" else "log.prize_born_on_or_before",
                "date": found[key]}
    if found["field"] == "sex":
        return {"filter_msg": "log.prize_women" if read_sex(found["is"]) == "w" else "log.prize_men"}
    return {"filter_msg": FIELD_IS[found["field"]], "value": found["is"]}


# ---------------------------------------------------------------------------------------------- the prizes


@dataclass(frozen=True)
class Ranked:
    """A player in the standings' order: `tie` is equal for two players exactly when the standings cannot tell them
    apart (points and every tie-break)."""

    pid: int
    rank: int  # the standings' place
    points: Any  # as the standings give them (display only)
    tie: Hashable


@dataclass(frozen=True)
class Award:
    group: str
    first: int  # the prize places won: first..last, shared by everyone given the same ones
    last: int
    shared: bool
    pid: int
    name: str
    rank: int
    points: Any

    @property
    def place(self) -> str:
        return str(self.first) if self.first == self.last else f"{self.first}-{self.last}"


@dataclass(frozen=True)
class GroupPrizes:
    name: str
    places: int
    words: str
    filter: dict[str, Any]  # who may win, as the setting says it (the page words it in its language)
    members: tuple[Ranked, ...]  # the group's ranking: its members in the standings' order
    awards: tuple[Award, ...]
    passed: tuple[int, ...]  # members passed over: they won a prize of an earlier group
    undecided: tuple[int, ...]  # players whose record cannot say whether they belong (see `eligible`)


@dataclass(frozen=True)
class Prizes:
    one_per_player: bool
    groups: tuple[GroupPrizes, ...]

    @property
    def winners(self) -> tuple[Award, ...]:
        """The combined list: each group's prizes in the director's order of groups, best place first."""
        return tuple(award for group in self.groups for award in group.awards)


def award(doc: dict[str, Any], ranking: list[Ranked]) -> Prizes | None:
    """The prizes of one group of players (an event or a section view) by its prize setting, from its standings
    (`ranking`, best first); None when it has no prize groups."""
    setting = setting_of(doc)
    if setting is None:
        return None
    players = {p["id"]: p for p in doc["players"]}
    won: set[int] = set()
    groups = []
    for group in setting["groups"]:
        found = group["filter"]
        verdicts = {row.pid: eligible(players[row.pid], found) for row in ranking}
        members = tuple(row for row in ranking if verdicts[row.pid])
        undecided = tuple(row.pid for row in ranking if verdicts[row.pid] is None)
        open_ = [row for row in members if not (setting["one_per_player"] and row.pid in won)]
        passed = tuple(row.pid for row in members if setting["one_per_player"] and row.pid in won)
        awards = _places(group["name"], group["places"], open_, players)
        won.update(a.pid for a in awards)
        groups.append(GroupPrizes(group["name"], group["places"], filter_words(found), found, members, awards, passed,
                                  undecided))
    return Prizes(setting["one_per_player"], tuple(groups))


def _places(name: str, places: int, ranking: list[Ranked], players: dict[int, dict[str, Any]]) -> tuple[Award, ...]:
    """Prizes 1..places down `ranking`; players tied exactly hold their places together and share the prizes among
    them (a tie across the last prize shares it among all of them)."""
    awards: list[Award] = []
    start = 0
    while start < len(ranking) and start < places:
        end = start + 1
        while end < len(ranking) and ranking[end].tie == ranking[start].tie:
            end += 1
        first, last = start + 1, min(end, places)
        for row in ranking[start:end]:
            awards.append(Award(name, first, last, end - start > 1, row.pid, players[row.pid]["name"], row.rank,
                                row.points))
        start = end
    return tuple(awards)


def combined(parts: list[tuple[str | None, Prizes]]) -> list[tuple[str | None, Award]]:
    """The list of prize winners of several groups of players (sections, in their order), each award with the name
    of the part it is in; a player is in one part only, so each part's own rule of one prize per player holds."""
    return [(label, a) for label, prizes in parts for a in prizes.winners]


# ---------------------------------------------------------------------------------------------- as JSON


def _award_json(label: str | None, a: Award) -> dict[str, Any]:
    return {"section": label, "group": a.group, "place": a.place, "shared": a.shared, "id": a.pid, "name": a.name,
            "rank": a.rank, "points": a.points}


def _members_json(group: GroupPrizes, names: dict[int, str]) -> list[dict[str, Any]]:
    """The group's ranking, each member with their place in the group (players tied exactly share it)."""
    rows: list[dict[str, Any]] = []
    for i, row in enumerate(group.members):
        tied = i and row.tie == group.members[i - 1].tie
        rows.append({"id": row.pid, "name": names[row.pid], "rank": row.rank, "points": row.points,
                     "place": rows[-1]["place"] if tied else i + 1})
    return rows


def answer(parts: list[tuple[str | None, dict[str, Any], Prizes, int]]) -> dict[str, Any]:
    """The bridge's answer: each part (`label`: a section's name, None for an event without sections; its document
    or section view; its prizes; the rounds its standings count) with its groups' rankings and awards, then the
    combined list of winners."""
    shown = []
    for label, doc, prizes, rounds in parts:
        names = {p["id"]: p["name"] for p in doc["players"]}
        shown.append({"section": label, "rounds": rounds, "one_per_player": prizes.one_per_player, "groups": [
            {"name": g.name, "places": g.places, "words": g.words, "filter": g.filter,
             "members": _members_json(g, names),
             "winners": [_award_json(label, a) for a in g.awards],
             "passed": list(g.passed), "undecided": [{"id": pid, "name": names[pid]} for pid in g.undecided]}
            for g in prizes.groups]})
    winners = combined([(label, prizes) for label, _, prizes, _ in parts])
    return {"parts": shown, "winners": [_award_json(label, a) for label, a in winners]}
