"""The operations of a team event (schema.py): its teams and their rosters, the line-ups before each
round, team byes, withdrawals and late teams, the match points and the bye's, and a whole-team forfeit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...document import file_parts
from ...document.errors import EventError
from ...document.operation import Context, next_id
from ...document.values import (
    absence, check_choice, check_int, check_keys, check_list, check_object, check_optional_int, check_text,
    player_label,
)
from ...limits import MAX_ID, MAX_PLAYERS, MAX_POINTS, MAX_ROUNDS
from ...messages import clause, said, said_list
from .readers import boards_of, store_lineup
from .schema import (
    PRIMARY_SCORES, TEAM_BYE_POINTS, TEAM_TEXTS, MAX_TEAMS, check_lineup, check_match_points, empty_board_result, lineup_of, new_team, team_absence, team_label,
)

SIDES = ("first", "second", "both")
# What a team's text is, in a refusal.
TEAM_SUBJECTS = {"name": "subject.teams_name", "short_name": "subject.teams_short_name", "club": "subject.teams_club",
                 "federation": "subject.teams_federation"}
SEEDINGS = ("rating",)


def _teams(ctx: Context) -> dict[str, Any]:
    """The team block; a clear refusal in an individual event."""
    if "teams" not in ctx.doc:
        raise EventError.of("team.not_a_team_event", "operation.op")
    return ctx.doc["teams"]


def _team(ctx: Context, key: str = "team") -> dict[str, Any]:
    block = _teams(ctx)
    tid = check_int(ctx.args[key], f"operation.{key}", "subject.team", 1, MAX_ID)
    for team in block["list"]:
        if team["id"] == tid:
            return team
    raise EventError.of("team.no_such_team", f"operation.{key}")


def _team_fields(value: Any, field: str, new: bool) -> dict[str, Any]:
    fields = check_object(value, field, "subject.team")
    check_keys(fields, field, "subject.team", ("name",) if new else (), tuple(k for k in TEAM_TEXTS if not new or k != "name"))
    out = {}
    for key, given in fields.items():
        longest = TEAM_TEXTS[key][1]
        out[key] = check_text(given, f"{field}.{key}", TEAM_SUBJECTS[key], longest, empty=key != "name").strip()
        if key == "name" and not out[key]:
            raise EventError.of("team.name_empty", f"{field}.name")
    return out


def _roster(ctx: Context, team: dict[str, Any], value: Any, field: str) -> list[int]:
    """A roster: players of the event, in board order, none on another team's roster."""
    ids = check_list(value, field, "subject.roster_of_team", len(ctx.doc["players"]), team=team["name"])
    players = {p["id"]: p for p in ctx.doc["players"]}
    elsewhere = {pid: t for t in ctx.doc["teams"]["list"] if t is not team for pid in t["players"]}
    for k, pid in enumerate(ids):
        check_int(pid, f"{field}[{k}]", "subject.board_of_roster", 1, MAX_ID, board=k + 1)
        if pid not in players:
            raise EventError.of("event.no_such_player", f"{field}[{k}]", player=pid, id=str(pid))
        if pid in elsewhere:
            raise EventError.of("team.plays_for_another", f"{field}[{k}]", player=pid, name=player_label(players[pid]),
                                team=elsewhere[pid]["name"])
        if pid in ids[:k]:
            raise EventError.of("team.roster_twice", f"{field}[{k}]", player=pid, name=player_label(players[pid]))
    return list(ids)


def op_add_team(ctx: Context) -> None:
    """Add a team, with its roster if given (players of the event, then `new_players` added to the event as
    `add_player` adds them, board order kept); after round 1, a late team that joins from the next round."""
    block = _teams(ctx)
    if len(block["list"]) >= MAX_TEAMS:
        raise EventError.of("team.too_many", "operation.team", most=MAX_TEAMS)
    team = new_team(next_id(block["list"]), _team_fields(ctx.args["team"], "operation.team", True))
    team["joined_round"] = ctx.paired + 1
    roster = list(check_list(ctx.args.get("players", []), "operation.players", "subject.roster", MAX_PLAYERS))
    for k, data in enumerate(check_list(ctx.args.get("new_players", []), "operation.new_players",
                                        "subject.new_players", MAX_PLAYERS)):
        try:
            # A late team's new players join with it, from the next round.
            ctx.apply("late_entry" if ctx.paired else "add_player", {"player": data})
        except EventError as exc:
            refused = EventError.wrapping("team.new_player_refused", exc, f"New player {k + 1} of {team_label(team)}: "
                                          f"{exc.message}",
                                          exc.field.replace("operation.player", f"operation.new_players[{k}]", 1),
                                          entry=k + 1, team=team["name"])
            refused.code = exc.code  # what refused the player, as adding them alone says it
            raise refused from None
        roster.append(ctx.doc["players"][-1]["id"])
    team["players"] = _roster(ctx, team, roster, "operation.players")
    block["list"].append(team)
    ctx.tell(said("log.team_added_late", team=team["name"], number=str(team["joined_round"])) if ctx.paired
             else said("log.team_added", team=team["name"]))


def op_edit_team(ctx: Context) -> None:
    """Change a team's name, short name, club or federation."""
    team = _team(ctx)
    changes = _team_fields(ctx.args["changes"], "operation.changes", False)
    if not changes:
        raise EventError.of("player.nothing_to_change", "operation.changes")
    team.update(changes)
    ctx.tell(said_list("log.team_changed", "changes", [clause(TEAM_FIELD_WORDS[key]) for key in changes],
                       team=team["name"]))


# A team's field as the log names it (schema.TEAM_TEXTS).
TEAM_FIELD_WORDS = {"name": "log.team_field_name", "short_name": "log.team_field_short_name",
                    "club": "log.team_field_club", "federation": "log.team_field_federation"}


def _played(ctx: Context, team: dict[str, Any]) -> int | None:
    for r, rnd in enumerate(ctx.doc["rounds"], 1):
        if team["id"] in {tid for match in rnd["teams"]["matches"] for tid in match} or rnd["teams"]["pab"] == team["id"]:
            return r
    return None


def op_remove_team(ctx: Context) -> None:
    """Remove a team that has not been paired yet (its players stay in the event, on no team); later, withdraw it."""
    block = _teams(ctx)
    team = _team(ctx)
    if ctx.paired and (team["joined_round"] == 1 or _played(ctx, team) is not None):
        raise EventError.of("team.remove_paired", "operation.team", team=team["name"])
    block["list"].remove(team)
    block["lineups"] = [e for e in block["lineups"] if e["team"] != team["id"]]
    file_parts.removed(ctx.doc, team["id"], "team")
    ctx.tell(said("log.team_removed", team=team["name"]))


def op_set_roster(ctx: Context) -> None:
    """A team's roster in board order (reserves last). Players on a board in a paired round stay on the roster."""
    team = _team(ctx)
    roster = _roster(ctx, team, ctx.args["players"], "operation.players")
    played = {pid for e in ctx.doc["teams"]["lineups"] if e["team"] == team["id"] and e["round"] <= ctx.paired
              for pid in e["players"]}
    dropped = [pid for pid in team["players"] if pid in played and pid not in roster]
    if dropped:
        players = {p["id"]: p for p in ctx.doc["players"]}
        raise EventError.of("team.roster_keeps_played", "operation.players", player=dropped[0],
                            name=player_label(players[dropped[0]]), team=team["name"])
    team["players"] = roster
    stale = [e for e in ctx.doc["teams"]["lineups"]
             if e["team"] == team["id"] and e["round"] > ctx.paired and any(pid not in roster for pid in e["players"])]
    for entry in stale:
        ctx.doc["teams"]["lineups"].remove(entry)
        ctx.warnings.append(said("op_warning.lineup_removed", team=team["name"], number=str(entry["round"])))
    ctx.tell(said("log.team_roster", team=team["name"], count=len(roster)))


def op_set_team_order(ctx: Context) -> None:
    """The teams' order (their pairing numbers: the seeding, or the lots drawn), before round 1: as given, or
    with `by` "rating" by the average rating of each roster's top boards, highest first (as team competitions
    commonly seed, C.04.6 §1.1 leaving the order to the competition); equal averages keep their order."""
    block = _teams(ctx)
    if ctx.paired:
        raise EventError.of("team.order_fixed", "operation.order")
    teams = {t["id"]: t for t in block["list"]}
    if "by" in ctx.args:
        check_choice(ctx.args["by"], "operation.by", "subject.team_seeding", SEEDINGS)
        if "order" in ctx.args:
            raise EventError.of("team.order_and_seeding", "operation.by")
        ratings = {p["id"]: p["rating"] for p in ctx.doc["players"]}
        boards = boards_of(ctx.doc)
        # Every team's average is over the same number of boards, so the sums compare as the averages do.
        order = sorted(teams, key=lambda tid: -sum(ratings[pid] for pid in teams[tid]["players"][:boards]))
    elif "order" in ctx.args:
        order = check_list(ctx.args["order"], "operation.order", "subject.team_order", MAX_TEAMS)
    else:
        raise EventError.of("team.order_missing", "operation.order")
    if sorted(order) != sorted(teams) or len(set(order)) != len(order):
        raise EventError.of("team.order_every_team", "operation.order")
    block["list"] = [teams[tid] for tid in order]
    names = ", ".join(teams[tid]["name"] for tid in order)
    ctx.tell(said("log.teams_seeded", names=names) if "by" in ctx.args else said("log.team_order", names=names))


def _match_of(ctx: Context, r: int, tid: int) -> int | None:
    for m, match in enumerate(ctx.doc["rounds"][r - 1]["teams"]["matches"]):
        if tid in match:
            return m
    return None


def op_set_lineup(ctx: Context) -> None:
    """Who plays which board for a team in a round: a round not paired yet, or the latest while its match has no
    result (its boards are rewritten)."""
    _teams(ctx)
    team = _team(ctx)
    r = check_int(ctx.args["round"], "operation.round", "subject.round_latest_or_later", max(ctx.paired, 1), MAX_ROUNDS)
    ctx.round = r
    boards = boards_of(ctx.doc)
    players = {p["id"]: p for p in ctx.doc["players"]}
    lineup = check_lineup(ctx.args["players"], team, boards, "operation.players", r, players)
    for k, pid in enumerate(lineup):
        absent = None if pid is None else absence(players[pid], r)
        if absent is not None:
            key, said = absent
            raise EventError.of("team.lineup_absent", f"operation.players[{k}]", round=r, player=pid, board=k + 1,
                                name=player_label(players[pid]), absence_msg=key, **said)
    if r <= ctx.paired:
        m = _match_of(ctx, r, team["id"])
        if m is None:
            raise EventError.of("team.no_match", "operation.team", round=r, team=team["name"], number=r)
        match = ctx.doc["rounds"][r - 1]["teams"]["matches"][m]
        cells = ctx.doc["rounds"][r - 1]["boards"][m * boards:(m + 1) * boards]
        # An empty board's forfeit was fixed at pairing: it is not a result entered.
        if any(b["result"] is not None and empty_board_result(b["white"], b["black"]) is None for b in cells):
            raise EventError.of("team.match_has_results", "operation.players", round=r, number=r, match=m + 1)
        side = match.index(team["id"])
        for k, (board, pid) in enumerate(zip(cells, lineup)):
            # The first team's player is White on odd boards (C.04.6 §1.6).
            board["white" if (k % 2 == 0) == (side == 0) else "black"] = pid
            board["result"] = empty_board_result(board["white"], board["black"])
    store_lineup(ctx.doc, r, team["id"], lineup)
    ctx.tell(said_list("log.team_lineup", "changes", [
        clause("log.lineup_empty") if pid is None else clause("log.lineup_player", name=players[pid]["name"])
        for pid in lineup], number=str(r), team=team["name"]))


def op_copy_lineups(ctx: Context) -> None:
    """Every team's line-up for a round not paired yet copied from the round before (where it still fits)."""
    block = _teams(ctx)
    r = check_int(ctx.args["round"], "operation.round", "subject.round_to_pair_after_first", max(ctx.paired + 1, 2),
                  MAX_ROUNDS)
    ctx.round = r
    copied = []
    for team in block["list"]:
        last = lineup_of(ctx.doc, r - 1, team["id"])
        if last is not None and all(pid is None or pid in team["players"] for pid in last):
            store_lineup(ctx.doc, r, team["id"], list(last))
            copied.append(team["name"])
    if not copied:
        raise EventError.of("team.no_lineup_to_copy", "operation.round", round=r, number=r - 1)
    ctx.tell(said("log.lineups_copied", number=str(r), previous=str(r - 1), names=", ".join(copied)))


def op_set_team_points(ctx: Context) -> None:
    """The match points (2 / 1 / 0, 3 / 1 / 0 or custom), the bye's match and game points, the primary score."""
    block = _teams(ctx)
    changed = []
    if "match_points" in ctx.args:
        block["match_points"] = dict(check_match_points(ctx.args["match_points"], "operation.match_points"))
        changed.append(clause("log.team_match_points", **{k: str(block["match_points"][k]) for k in ("win", "draw",
                                                                                                      "loss")}))
    if "pab" in ctx.args:
        pab = check_object(ctx.args["pab"], "operation.pab", "subject.byes_points")
        check_keys(pab, "operation.pab", "subject.byes_points", (), ("match_points", "game_points"))
        if "match_points" in pab:
            block["pab"]["match_points"] = check_int(pab["match_points"], "operation.pab.match_points",
                                                     "subject.byes_match_points", 0, MAX_POINTS)
        if "game_points" in pab:
            block["pab"]["game_points"] = check_optional_int(pab["game_points"], "operation.pab.game_points",
                                                             "subject.byes_game_points", 0, MAX_POINTS)
        changed.append(clause("log.team_bye_points"))
    if "primary" in ctx.args:
        block["primary"] = check_choice(ctx.args["primary"], "operation.primary", "subject.primary_score",
                                       PRIMARY_SCORES)
        changed.append(clause("log.team_primary", primary=block["primary"]))
    if not changed:
        raise EventError.of("team.points_nothing_to_change", "operation")
    if ctx.paired:
        ctx.warnings.append(said("op_warning.team_standings_change"))
    ctx.tell(said_list("log.team_points", "changes", changed))


def op_team_bye(ctx: Context) -> None:
    """A team's requested bye in a round not paired yet: a drawn match ("half"), a won one ("full")
    or nothing ("zero")."""
    team = _team(ctx)
    r = check_int(ctx.args["round"], "operation.round", "subject.round_to_pair", ctx.paired + 1, MAX_ROUNDS)
    ctx.round = r
    points = check_choice(ctx.args["points"], "operation.points", "subject.points_of_bye", TEAM_BYE_POINTS, round=r)
    if team_absence(team, r) is not None:
        raise EventError.of("team.already_absent", "operation.round", round=r, team=team["name"], number=r)
    team["requested_byes"].append({"round": r, "points": points})
    team["requested_byes"].sort(key=lambda bye: bye["round"])
    ctx.tell(said(TEAM_BYES[points], team=team["name"], number=str(r)))


# A team's requested bye in the log, by its points (schema.TEAM_BYE_POINTS).
TEAM_BYES = {"half": "log.team_bye_half", "full": "log.team_bye_full", "zero": "log.team_bye_zero"}


def op_cancel_team_bye(ctx: Context) -> None:
    team = _team(ctx)
    r = check_int(ctx.args["round"], "operation.round", "subject.round_to_pair", ctx.paired + 1, MAX_ROUNDS)
    kept = [bye for bye in team["requested_byes"] if bye["round"] != r]
    if len(kept) == len(team["requested_byes"]):
        raise EventError.of("team.no_bye", "operation.round", round=r, team=team["name"], number=r)
    team["requested_byes"] = kept
    ctx.round = r
    ctx.tell(said("log.team_bye_cancelled", team=team["name"], number=str(r)))


def op_withdraw_team(ctx: Context) -> None:
    """A team leaves from a round not paired yet (the next one unless given); its matches played stay."""
    team = _team(ctx)
    r = check_int(ctx.args.get("round", ctx.paired + 1), "operation.round", "subject.round_team_withdraws_from",
                  max(ctx.paired + 1, team["joined_round"]), MAX_ROUNDS)
    team["withdrawn_round"] = r
    team["requested_byes"] = [bye for bye in team["requested_byes"] if bye["round"] < r]
    ctx.round = r
    ctx.tell(said("log.team_withdraws", team=team["name"], number=str(r)))


def op_cancel_team_withdrawal(ctx: Context) -> None:
    team = _team(ctx)
    if team["withdrawn_round"] is None:
        raise EventError.of("team.not_withdrawn", "operation.team", team=team["name"])
    if team["withdrawn_round"] <= ctx.paired:
        raise EventError.of("team.withdrawal_fixed", "operation.team", team=team["name"],
                            number=team["withdrawn_round"], next=ctx.paired + 1)
    team["withdrawn_round"] = None
    ctx.tell(said("log.team_plays_on", team=team["name"]))


def op_forfeit_match(ctx: Context) -> None:
    """A whole-team forfeit: every board of a match lost by forfeit by one side ("first": the team with White on
    board 1, "second") or by both."""
    _teams(ctx)
    if not ctx.paired:
        raise EventError.of("round.none_paired", "operation.round")
    r = check_int(ctx.args["round"], "operation.round", "subject.round", 1, ctx.paired)
    ctx.round = r
    rnd = ctx.doc["rounds"][r - 1]
    m = check_int(ctx.args["match"], "operation.match", "subject.match_of_round", 1, len(rnd["teams"]["matches"]),
                  round=r, number=r) - 1
    side = check_choice(ctx.args["side"], "operation.side", "subject.side_that_forfeits", SIDES, round=r)
    boards = boards_of(ctx.doc)
    for k, board in enumerate(rnd["boards"][m * boards:(m + 1) * boards]):
        # A board a line-up left empty keeps the forfeit fixed at pairing against the side that left it empty.
        if empty_board_result(board["white"], board["black"]) is not None:
            continue
        first_white = k % 2 == 0
        if side == "both":
            board["result"] = "--"
        else:
            white_loses = (side == "first") == first_white
            board["result"] = "-+" if white_loses else "+-"
        for key in ("unrated", "games", "uncoloured"):
            board.pop(key, None)
    names = {t["id"]: t["name"] for t in ctx.doc["teams"]["list"]}
    first, second = rnd["teams"]["matches"][m]
    teams = {"number": str(r), "match": str(m + 1), "first": names[first], "second": names[second]}
    ctx.tell(said("log.match_forfeited_both", **teams) if side == "both" else
             said("log.match_forfeited", **teams, team=names[first] if side == "first" else names[second]))
    if r < ctx.paired:
        ctx.warnings.append(said("op_warning.corrected_since_paired", number=str(r)))


def _the_team(op: str) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """The subject of an operation on one team (named by its id)."""
    return lambda args: (op, args["team"]) if isinstance(args.get("team"), int) else (op,)


# What each operation on a team changes, where two copies changing it differently conflict (event/merge.py).
SUBJECTS: dict[str, Callable[[dict[str, Any]], tuple[Any, ...] | None]] = {
    "add_team": lambda args: None,
    "edit_team": _the_team("edit_team"),
    "remove_team": _the_team("remove_team"),
    "set_roster": _the_team("set_roster"),
    "set_lineup": lambda args: ("line-up", args.get("team"), args.get("round")),
    "team_bye": lambda args: ("team bye", args.get("team"), args.get("round")),
    "cancel_team_bye": lambda args: ("team bye", args.get("team"), args.get("round")),
    "withdraw_team": lambda args: ("team withdrawal", args.get("team")),
    "cancel_team_withdrawal": lambda args: ("team withdrawal", args.get("team")),
}

OPERATIONS = {
    "add_team": (op_add_team, ("team",), ("players", "new_players")),
    "edit_team": (op_edit_team, ("team", "changes"), ()),
    "remove_team": (op_remove_team, ("team",), ()),
    "set_roster": (op_set_roster, ("team", "players"), ()),
    "set_team_order": (op_set_team_order, (), ("order", "by")),
    "set_lineup": (op_set_lineup, ("team", "round", "players"), ()),
    "copy_lineups": (op_copy_lineups, ("round",), ()),
    "set_team_points": (op_set_team_points, (), ("match_points", "pab", "primary")),
    "team_bye": (op_team_bye, ("team", "round", "points"), ()),
    "cancel_team_bye": (op_cancel_team_bye, ("team", "round"), ()),
    "withdraw_team": (op_withdraw_team, ("team",), ("round",)),
    "cancel_team_withdrawal": (op_cancel_team_withdrawal, ("team",), ()),
    "forfeit_match": (op_forfeit_match, ("round", "match", "side"), ()),
}
