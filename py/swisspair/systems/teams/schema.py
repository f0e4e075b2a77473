"""A team event's part of the document (FIDE C.04.6: teams are the pairing units), and its checks.

A team event is an event document whose pairing system pairs teams (`System.teams`). It keeps every player in
`players` as any event does, and adds one top-level block, `teams` (an individual event has none):

- "primary": "MP" or "GP", the score that ranks teams (C.04.6 §1.2: the competition says which);
- "match_points": {"win", "draw", "loss"} in tenths (2 / 1 / 0 is 20 / 10 / 0; 3 / 1 / 0 or custom values);
- "pab": what the pairing-allocated bye earns: {"match_points", "game_points"} in tenths, game points None for
  half the boards (C.04.6 §1.4: a drawn match unless the regulations say otherwise);
- "list": the teams, each {"id", "name", "short_name", "club", "federation", "players" (ids in board order,
  reserves last), "joined_round", "withdrawn_round", "requested_byes" [{"round", "points": "half" | "full" | "zero"}]};
- "lineups": [{"round", "team", "players"}], who plays which board of a round, one player per board, chosen
  before the round (a round paired without one takes the roster's available players in order, and records it);
  a board may be left empty (null) when the team is short of players: that board is lost by forfeit.

Each paired round holds its matches under "teams": {"matches": [[board-1 White team, the other team], ...],
"pab": team id or None}. Its boards are the matches' boards in order, board k of match m at index
(m - 1) * boards + k - 1, colours alternating from board 1 (C.04.6 §1.6): the first team's player has White on
odd boards, Black on even ones. The number of boards is the system's option "boards". A board a line-up left
empty has null on that side and a fixed result: the short team's side lost by forfeit, "-+" or "+-", and "--"
when both line-ups left it empty.
"""

from __future__ import annotations

from typing import Any

from ...document.errors import EventError
from ...document.values import (
    check_choice, check_int, check_keys, check_list, check_object, check_optional_int, check_text,
    player_label,
)
from ...limits import MAX_CLUB, MAX_ID, MAX_NAME, MAX_PLAYERS, MAX_POINTS, MAX_ROUNDS

PRIMARY_SCORES = ("MP", "GP")
TEAM_BYE_POINTS = ("half", "full", "zero")
BLOCK_KEYS = ("primary", "match_points", "pab", "list", "lineups")
TEAM_KEYS = ("id", "name", "short_name", "club", "federation", "players", "joined_round", "withdrawn_round",
             "requested_byes")
TEAM_TEXTS = {"name": ("subject.name", MAX_NAME), "short_name": ("subject.short_name", 10),  # key: (part, longest)
              "club": ("subject.club", MAX_CLUB), "federation": ("subject.federation", 3)}
MATCH_POINT_KEYS = ("win", "draw", "loss")
MATCH_POINT_SUBJECTS = {"win": "subject.match_points_win", "draw": "subject.match_points_draw",
                        "loss": "subject.match_points_loss"}
MAX_BOARDS = 20  # more than any team competition fields (the Olympiad plays 4, club leagues up to 12)
MAX_TEAMS = 500


def new_block() -> dict[str, Any]:
    """A new team event's block: no teams yet, match points 2 / 1 / 0, the bye a drawn match."""
    return {"primary": "MP", "match_points": {"win": 20, "draw": 10, "loss": 0},
            "pab": {"match_points": 10, "game_points": None}, "list": [], "lineups": []}


def new_team(tid: int, data: dict[str, Any]) -> dict[str, Any]:
    team = {"id": tid, "name": "", "short_name": "", "club": "", "federation": "", "players": [], "joined_round": 1,
            "withdrawn_round": None, "requested_byes": []}
    team.update(data)
    return team


def team_label(team: dict[str, Any]) -> str:
    """A team as the director reads it in a message or the log: by name (an id is the page's, not theirs)."""
    return f"team {team['name']}"


def player_named(pid: int, players: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """A player of the event by name, as parameters of a refusal (`who_msg`); one the event does not hold (a damaged
    document) by the number it was given."""
    if pid in players:
        return {"who_msg": "team.who_named", "name": player_label(players[pid])}
    return {"who_msg": "team.who_unknown", "id": str(pid)}


def team_absence(team: dict[str, Any], r: int) -> str | None:
    """Why a team takes no part in round r's pairing ("late", "withdrawn", "half", "full", "zero"); None: it plays."""
    if r < team["joined_round"]:
        return "late"
    if team["withdrawn_round"] is not None and r >= team["withdrawn_round"]:
        return "withdrawn"
    for bye in team["requested_byes"]:
        if bye["round"] == r:
            return bye["points"]
    return None


# Why a team takes no part in a round, as the phrase of a refusal says it.
TEAM_ABSENCES = {"late": "team_absence.joins_later", "withdrawn": "team_absence.withdrew",
                 "half": "team_absence.bye_half", "full": "team_absence.bye_full", "zero": "team_absence.bye_zero"}


def team_absence_said(team: dict[str, Any], r: int) -> dict[str, Any] | None:
    """Why a team takes no part in round r, as parameters of a refusal (`absence_msg`, with the rounds it names);
    None: it plays."""
    absence = team_absence(team, r)
    if absence is None:
        return None
    said: dict[str, Any] = {"absence_msg": TEAM_ABSENCES[absence]}
    if absence == "late":
        said["joined"] = team["joined_round"]
    elif absence == "withdrawn":
        said["withdrawn"] = team["withdrawn_round"]
    return said


def match_board_colours(boards: int) -> list[bool]:
    """For each board of a match, whether the first team's player has White (C.04.6 §1.6: alternate from board 1)."""
    return [k % 2 == 0 for k in range(boards)]


def match_boards(first: list[int | None], second: list[int | None]) -> list[tuple[int | None, int | None]]:
    """The boards of a match as (White id, Black id) from the two line-ups, board 1 first (None: an empty board)."""
    return [(a, b) if white else (b, a) for a, b, white in zip(first, second, match_board_colours(len(first)))]


def validate_block(doc: dict[str, Any], players: dict[int, dict[str, Any]], boards: int) -> None:
    """Raise EventError naming the field, team and player of the first thing wrong in a team event's block and in its
    rounds' matches."""
    block = check_object(doc.get("teams"), "event.teams", "subject.teams")
    check_keys(block, "event.teams", "subject.teams", BLOCK_KEYS)
    check_choice(block["primary"], "event.teams.primary", "subject.primary_score", PRIMARY_SCORES)
    _validate_match_points(block["match_points"], "event.teams.match_points")
    pab = check_object(block["pab"], "event.teams.pab", "subject.pab_points")
    check_keys(pab, "event.teams.pab", "subject.pab_points", ("match_points", "game_points"))
    check_int(pab["match_points"], "event.teams.pab.match_points", "subject.byes_match_points", 0, MAX_POINTS)
    # Up to what a 320 record can hold, not a match's worth: the points are the organiser's to set (a file may give more).
    check_optional_int(pab["game_points"], "event.teams.pab.game_points", "subject.byes_game_points", 0, MAX_POINTS)
    teams = _validate_teams(block["list"], players)
    _validate_lineups(block["lineups"], teams, boards, players)
    _validate_matches(doc, teams, boards)


def _validate_match_points(value: Any, field: str) -> None:
    table = check_object(value, field, "subject.match_points")
    check_keys(table, field, "subject.match_points", MATCH_POINT_KEYS)
    for key in MATCH_POINT_KEYS:
        check_int(table[key], f"{field}.{key}", MATCH_POINT_SUBJECTS[key], 0, MAX_POINTS)
    if not table["win"] > table["draw"] >= table["loss"]:
        raise EventError.of("team.match_points_order", field, win=str(table["win"]), draw=str(table["draw"]),
                            loss=str(table["loss"]))


def check_match_points(value: Any, field: str) -> dict[str, int]:
    """Match points an operation gives, checked as the document's are."""
    _validate_match_points(value, field)
    return value


def _validate_teams(value: Any, players: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    teams: dict[int, dict[str, Any]] = {}
    member_of: dict[int, int] = {}
    for i, raw in enumerate(check_list(value, "event.teams.list", "subject.team_list", MAX_TEAMS)):
        field, number = f"event.teams.list[{i}]", str(i + 1)
        t = check_object(raw, field, "subject.team_n", number=number)
        check_keys(t, field, "subject.team_n", TEAM_KEYS, number=number)
        tid = check_int(t["id"], f"{field}.id", "subject.of_team_n", 1, MAX_ID, part_msg="subject.id", number=number)
        if tid in teams:
            raise EventError.of("team.same_id", f"{field}.id", first=str(list(teams).index(tid) + 1),
                                second=str(i + 1))
        # Its name is checked first: the other fields' messages name the team by it.
        name = check_text(t["name"], f"{field}.name", "subject.of_team_n", TEAM_TEXTS["name"][1], empty=False,
                          part_msg="subject.name", number=number)
        for key, (part, longest) in TEAM_TEXTS.items():
            if key != "name":
                check_text(t[key], f"{field}.{key}", "subject.of_team", longest, part_msg=part, team=name)
        joined = check_int(t["joined_round"], f"{field}.joined_round", "subject.of_team", 1, MAX_ROUNDS,
                           part_msg="subject.first_round", team=name)
        withdrawn = check_optional_int(t["withdrawn_round"], f"{field}.withdrawn_round", "subject.of_team", joined,
                                       MAX_ROUNDS, part_msg="subject.withdrawal_round", team=name)
        seen: set[int] = set()
        for k, bye in enumerate(check_list(t["requested_byes"], f"{field}.requested_byes", "subject.of_team",
                                           MAX_ROUNDS, part_msg="subject.requested_byes", team=name)):
            bf = f"{field}.requested_byes[{k}]"
            bye = check_object(bye, bf, "subject.of_team", part_msg="subject.a_requested_bye", team=name)
            check_keys(bye, bf, "subject.of_team", ("round", "points"), part_msg="subject.a_requested_bye", team=name)
            r = check_int(bye["round"], f"{bf}.round", "subject.of_team", joined, MAX_ROUNDS,
                          part_msg="subject.requested_bye_round", team=name)
            if (withdrawn is not None and r >= withdrawn) or r in seen:
                raise EventError.of("team.bye_twice_or_after", f"{bf}.round", round=r, team=t["name"], number=r)
            seen.add(r)
            check_choice(bye["points"], f"{bf}.points", "subject.of_team", TEAM_BYE_POINTS,
                         part_msg="subject.requested_bye_points", team=name)
        for k, pid in enumerate(check_list(t["players"], f"{field}.players", "subject.roster_of_team", MAX_PLAYERS,
                                           team=name)):
            where = f"{field}.players[{k}]"
            check_int(pid, where, "subject.of_team", 1, MAX_ID, part_msg="subject.a_player", team=name)
            if pid not in players:
                raise EventError.of("team.roster_unknown_player", where, player=pid, team=t["name"], id=str(pid))
            if pid in member_of and member_of[pid] == tid:
                raise EventError.of("team.roster_names_twice", where, player=pid, name=player_label(players[pid]),
                                    team=t["name"])
            if pid in member_of:
                raise EventError.of("team.on_two_rosters", where, player=pid, name=player_label(players[pid]),
                                    team=t["name"], other=teams[member_of[pid]]["name"])
            member_of[pid] = tid
        teams[tid] = t
    return teams


def empty_board_result(white: int | None, black: int | None) -> str | None:
    """The fixed result of a board a line-up left empty (the empty side lost by forfeit); None: both sides play."""
    if white is not None and black is not None:
        return None
    return ("-" if white is None else "+") + ("-" if black is None else "+")


def check_lineup(players: Any, team: dict[str, Any], boards: int, field: str, r: int,
                 people: dict[int, dict[str, Any]]) -> list[int | None]:
    """A line-up: one player of the team's roster on each board, none twice; a board may be empty (None, lost by
    forfeit) as long as one board has a player (a team with nobody forfeits the whole match instead). `people`: the
    event's players by id, to name them."""
    lineup = check_list(players, field, "subject.lineup_of_team", boards, round=r, team=team["name"], number=str(r))
    if len(lineup) != boards:
        raise EventError.of("team.lineup_size", field, round=r, team=team["name"], number=r, count=len(lineup),
                            boards=boards)
    if all(pid is None for pid in lineup):
        raise EventError.of("team.lineup_empty", field, round=r, team=team["name"], number=r)
    for k, pid in enumerate(lineup):
        if pid is None:
            continue
        check_int(pid, f"{field}[{k}]", "subject.player_on_board", 1, MAX_ID, round=r, board=str(k + 1))
        if pid not in team["players"]:
            raise EventError.of("team.lineup_not_on_roster", f"{field}[{k}]", round=r, player=pid, board=k + 1,
                                team=team["name"], number=r, **player_named(pid, people))
        if pid in lineup[:k]:
            raise EventError.of("team.lineup_two_boards", f"{field}[{k}]", round=r, player=pid, team=team["name"],
                                number=r, **player_named(pid, people))
    return lineup


def _validate_lineups(value: Any, teams: dict[int, dict[str, Any]], boards: int,
                      players: dict[int, dict[str, Any]]) -> None:
    seen: set[tuple[int, int]] = set()
    for i, raw in enumerate(check_list(value, "event.teams.lineups", "subject.lineups", MAX_TEAMS * MAX_ROUNDS)):
        field, number = f"event.teams.lineups[{i}]", str(i + 1)
        entry = check_object(raw, field, "subject.lineup_n", number=number)
        check_keys(entry, field, "subject.lineup_n", ("round", "team", "players"), number=number)
        r = check_int(entry["round"], f"{field}.round", "subject.of_lineup_n", 1, MAX_ROUNDS, part_msg="subject.round",
                      number=number)
        tid = check_int(entry["team"], f"{field}.team", "subject.of_lineup_n", 1, MAX_ID, round=r,
                        part_msg="subject.team", number=number)
        if tid not in teams:
            raise EventError.of("team.lineup_unknown_team", f"{field}.team", round=r, number=i + 1)
        if (r, tid) in seen:
            raise EventError.of("team.two_lineups", field, round=r, team=teams[tid]["name"], number=r)
        seen.add((r, tid))
        check_lineup(entry["players"], teams[tid], boards, f"{field}.players", r, players)


def lineup_of(doc: dict[str, Any], r: int, tid: int) -> list[int] | None:
    for entry in doc["teams"]["lineups"]:
        if entry["round"] == r and entry["team"] == tid:
            return entry["players"]
    return None


def _validate_matches(doc: dict[str, Any], teams: dict[int, dict[str, Any]], boards: int) -> None:
    # Looked up once per match: an Olympiad has hundreds of teams and a line-up per team and round.
    lineups = {(e["round"], e["team"]): e["players"] for e in doc["teams"]["lineups"]}
    for i, rnd in enumerate(doc["rounds"]):
        r = i + 1
        field = f"event.rounds[{i}].teams"
        if rnd["pab"] is not None:
            raise EventError.of("team.bye_to_a_player", f"event.rounds[{i}].pab", round=r, number=r)
        part = check_object(rnd.get("teams"), field, "subject.of_round_n", round=r, part_msg="subject.matches",
                            number=str(r))
        check_keys(part, field, "subject.of_round_n", ("matches", "pab"), round=r, part_msg="subject.matches",
                   number=str(r))
        placed: set[int] = set()

        def place(tid: Any, where: str) -> dict[str, Any]:
            check_int(tid, where, "subject.a_team", 1, MAX_ID, round=r)
            if tid not in teams:
                raise EventError.of("team.round_unknown_team", where, round=r, number=r)
            team = teams[tid]
            if tid in placed:
                raise EventError.of("team.placed_twice", where, round=r, number=r, team=team["name"])
            absence = team_absence_said(team, r)
            if absence is not None:
                raise EventError.of("team.placed_absent", where, round=r, number=r, team=team["name"], **absence)
            placed.add(tid)
            return team

        matches = check_list(part["matches"], f"{field}.matches", "subject.of_round_n", MAX_TEAMS, round=r,
                             part_msg="subject.matches", number=str(r))
        if len(rnd["boards"]) != boards * len(matches):
            raise EventError.of("team.board_count", f"event.rounds[{i}].boards", round=r, number=r, count=len(matches),
                                boards=boards, found=len(rnd["boards"]))
        for m, pair in enumerate(matches):
            mf = f"{field}.matches[{m}]"
            pair = check_list(pair, mf, "subject.match_of_round_n", 2, round=r, match=str(m + 1), number=str(r))
            if len(pair) != 2:
                raise EventError.of("team.match_two_teams", mf, round=r, number=r, match=m + 1)
            sides = [place(tid, f"{mf}[{k}]") for k, tid in enumerate(pair)]
            played = [lineups.get((r, t["id"])) for t in sides]
            for t, lineup in zip(sides, played):
                if lineup is None:
                    raise EventError.of("team.match_without_lineup", "event.teams.lineups", round=r, number=r,
                                        team=t["name"], match=m + 1)
            expected = match_boards(played[0], played[1])
            got = [(b["white"], b["black"]) for b in rnd["boards"][m * boards:(m + 1) * boards]]
            if got != expected:
                raise EventError.of("team.boards_not_lineups", f"event.rounds[{i}].boards[{m * boards}]", round=r,
                                    number=r, match=m + 1)
        if part["pab"] is not None:
            place(part["pab"], f"{field}.pab")
