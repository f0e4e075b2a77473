"""What a team event's document implies (schema.py describes it): the line-ups a round is paired with, each
match's game and match points, the team standings, and the shared `Tournament` with its teams that the team
pairing engine and the team standings read, as they read one from a team TRF file."""

from __future__ import annotations

from typing import Any

from ... import scoring
from ...document import file_parts
from ...document.errors import EventError
from ...document.readers import (
    absence_result, build_tournament, complete_rounds, pairing_numbers, points_table, side_results,
)
from ...document.values import player_label
from ...model import (Colour, MatchOutcome, MatchPoints, Score, Team, TeamPart, TeamRound, TeamSettings, Tournament,
                     adjustment_after, final_adjustment)
from .schema import lineup_of, team_absence


def boards_of(doc: dict[str, Any]) -> int:
    return doc["settings"]["options"]["boards"]


def teams_by_id(doc: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {t["id"]: t for t in doc["teams"]["list"]}


def team_numbers(doc: dict[str, Any]) -> dict[int, int]:
    """team id -> team pairing number: the order of the team list (the director's seeding)."""
    return {t["id"]: n for n, t in enumerate(doc["teams"]["list"], 1)}


def available_lineup(doc: dict[str, Any], team: dict[str, Any], r: int) -> list[int | None]:
    """The line-up a team plays round r with: the one set for it (None: a board left empty, lost by forfeit), else
    its roster's first players available that round (none absent by their own bye or withdrawal), one per board.
    EventError when no line-up is set and the roster cannot fill every board: leaving a board empty is the
    director's choice (which boards), made in the line-up."""
    boards = boards_of(doc)
    players = {p["id"]: p for p in doc["players"]}
    chosen = lineup_of(doc, r, team["id"])
    if chosen is not None:
        for k, pid in enumerate(chosen):
            if pid is not None and absence_result(players[pid], r) is not None:
                raise EventError.of("team.lineup_names_absent", "event.teams.lineups", round=r, player=pid, number=r,
                                    board=k + 1, team=team["name"], name=player_label(players[pid]))
        return list(chosen)
    present = [pid for pid in team["players"] if absence_result(players[pid], r) is None]
    if len(present) < boards:
        raise EventError.of("team.short", "event.teams.list", round=r, number=r, team=team["name"], count=len(present),
                            boards=boards)
    return present[:boards]


def store_lineup(doc: dict[str, Any], r: int, tid: int, players: list[int]) -> None:
    lineups = doc["teams"]["lineups"]
    lineups[:] = [e for e in lineups if (e["round"], e["team"]) != (r, tid)]
    lineups.append({"round": r, "team": tid, "players": players})
    lineups.sort(key=lambda e: (e["round"], e["team"]))


def running_score(doc: dict[str, Any], r: int, m: int) -> tuple[int, int, int]:
    """The two teams' game points in match m (0-based) of round r so far, in tenths by the event's point table (a
    board's forfeit counts as the table values it), and how many boards have no result yet."""
    boards = boards_of(doc)
    points = scoring.to_model(points_table(doc)).points
    first = second = to_play = 0
    for k, board in enumerate(doc["rounds"][r - 1]["boards"][m * boards:(m + 1) * boards]):
        if board["result"] is None:
            to_play += 1
            continue
        white, black = (points(res) for res in side_results(board))
        ours, theirs = (white, black) if k % 2 == 0 else (black, white)
        first += ours
        second += theirs
    return first, second, to_play


def game_points(doc: dict[str, Any], r: int, m: int) -> tuple[int, int] | None:
    """The two teams' game points in match m (0-based) of round r; None until every board has its result."""
    first, second, to_play = running_score(doc, r, m)
    return None if to_play else (first, second)


BOTH_FORFEITED = 2


def whole_forfeit(doc: dict[str, Any], r: int, m: int) -> int | None:
    """Which side (0 the first team, 1 the other, BOTH_FORFEITED neither came: every board "--", TRF's 330 --)
    forfeited match m of round r whole, every board lost by forfeit; None: the match was played (single-board
    forfeits included)."""
    boards = boards_of(doc)
    results = [b["result"] for b in doc["rounds"][r - 1]["boards"][m * boards:(m + 1) * boards]]
    # Board k's first-team player is White on odd boards (index 0, 2, ...).
    first = ["+-" if k % 2 == 0 else "-+" for k in range(boards)]
    second = ["-+" if k % 2 == 0 else "+-" for k in range(boards)]
    if results == ["--"] * boards:
        return BOTH_FORFEITED
    return 1 if results == first else 0 if results == second else None


def match_points_for(doc: dict[str, Any], ours: int, theirs: int) -> int:
    table = doc["teams"]["match_points"]
    return table["win"] if ours > theirs else table["draw"] if ours == theirs else table["loss"]


def pab_points(doc: dict[str, Any]) -> tuple[int, int]:
    """The bye's match and game points (C.04.6 §1.4: a drawn match, half the boards, unless set otherwise)."""
    pab = doc["teams"]["pab"]
    half = points_table(doc).draw * boards_of(doc)
    return pab["match_points"], half if pab["game_points"] is None else pab["game_points"]


def absent_round(doc: dict[str, Any], team: dict[str, Any], r: int) -> TeamRound:
    """A round without a match: a half-point bye is a drawn match, a full-point bye a won one (as a team file's 240 H
    and F read); anything else (a zero bye, a withdrawal, before a late team joined, a scheduled opponent absent)
    earns nothing."""
    absence = team_absence(team, r)
    if absence == "half":
        return TeamRound(None, None, MatchOutcome.HALF_BYE, doc["teams"]["match_points"]["draw"],
                         points_table(doc).draw * boards_of(doc))
    if absence == "full":
        return TeamRound(None, None, MatchOutcome.FULL_BYE, doc["teams"]["match_points"]["win"],
                         points_table(doc).win * boards_of(doc))
    return TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0)


def team_history(doc: dict[str, Any], upto: int) -> dict[int, list[TeamRound]]:
    """Each team's rounds 1..upto (complete rounds) as the shared model has them, opponents by team id."""
    history: dict[int, list[TeamRound]] = {t["id"]: [] for t in doc["teams"]["list"]}
    for r, rnd in enumerate(doc["rounds"][:upto], 1):
        placed: dict[int, TeamRound] = {}
        for m, (first, second) in enumerate(rnd["teams"]["matches"]):
            points = game_points(doc, r, m)
            if points is None:
                raise EventError.of("team.match_unfinished", f"event.rounds[{r - 1}].boards", round=r, number=r,
                                    match=m + 1)
            forfeited = whole_forfeit(doc, r, m)
            for side, (tid, other) in enumerate(((first, second), (second, first))):
                ours, theirs = points if side == 0 else points[::-1]
                colour = Colour.WHITE if side == 0 else Colour.BLACK
                mp = match_points_for(doc, ours, theirs)
                if forfeited is None:
                    placed[tid] = TeamRound(other, colour, MatchOutcome.PLAYED, mp, ours)
                elif forfeited == BOTH_FORFEITED:  # neither came: both lose the match, as a team file's 330 -- reads
                    placed[tid] = TeamRound(other, None, MatchOutcome.FORFEIT_LOSS, doc["teams"]["match_points"]["loss"],
                                            ours, scheduled_colour=colour)
                else:  # not played: board 1's colour is only the one it was paired with
                    outcome = MatchOutcome.FORFEIT_LOSS if forfeited == side else MatchOutcome.FORFEIT_WIN
                    placed[tid] = TeamRound(other, None, outcome, mp, ours, scheduled_colour=colour)
        if rnd["teams"]["pab"] is not None:
            mp, gp = pab_points(doc)
            placed[rnd["teams"]["pab"]] = TeamRound(None, None, MatchOutcome.PAIRING_BYE, mp, gp)
        for team in doc["teams"]["list"]:
            history[team["id"]].append(placed.get(team["id"]) or absent_round(doc, team, r))
    return history


def sitting_out(doc: dict[str, Any], r: int) -> set[int]:
    """Everyone without a board in round r of a team event: reserves, and the players of a team without a match."""
    placed: set[int] = set()
    if r <= len(doc["rounds"]):
        placed = {pid for b in doc["rounds"][r - 1]["boards"] for pid in (b["white"], b["black"]) if pid is not None}
    return {p["id"] for p in doc["players"]} - placed


def team_tournament(doc: dict[str, Any], absences_for: int | None = None) -> Tournament:
    """The event's complete rounds as the shared team model: teams numbered by the team list, members by the players'
    pairing numbers in roster order, every player's games beside them (what a team TRF file gives its readers).
    With `absences_for` (the round about to be paired), the teams absent from it have that round's absence too,
    as a team TRF file's 240 records give it."""
    numbers = pairing_numbers(doc)
    done = complete_rounds(doc, sitting_out)
    tnumbers = team_numbers(doc)
    history = team_history(doc, done)
    if absences_for is not None:
        for team in doc["teams"]["list"]:
            if team_absence(team, absences_for) is not None:
                history[team["id"]].append(absent_round(doc, team, absences_for))
    block = doc["teams"]
    mp = block["match_points"]
    pab_mp, pab_gp = pab_points(doc)
    settings = TeamSettings(primary=Score(block["primary"]), match_points=MatchPoints(mp["win"], mp["draw"], mp["loss"]),
                            pab_match_points=pab_mp, pab_game_points=pab_gp, boards=boards_of(doc),
                            total_rounds=doc["settings"]["rounds"],
                            initial_colour=Colour.WHITE if doc["settings"]["initial_colour"] == "white" else Colour.BLACK)
    ratings = {p["id"]: p["rating"] for p in doc["players"]}
    teams = []
    for t in block["list"]:
        rounds = [TeamRound(None if e.opponent is None else tnumbers[e.opponent], e.colour, e.outcome, e.match_points,
                            e.game_points, e.scheduled_colour) for e in history[t["id"]]]
        # The strength a team is ranked by: its top boards' ratings, as the roster orders them.
        strength = sum(ratings[pid] for pid in t["players"][:boards_of(doc)])
        teams.append(Team(number=tnumbers[t["id"]], name=t["name"], short_name=t["short_name"], strength=strength,
                          members=[numbers[pid] for pid in t["players"]], rounds=rounds,
                          adjustments=file_parts.team_adjustments(doc, t["id"])))
    tournament = build_tournament(doc, numbers, done, None)
    tournament.teams = TeamPart(settings=settings, teams=teams)
    return tournament


def team_standings(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """The teams ranked by the primary score, then the other one, then pairing number (until the team tie-breaks
    come): each with its totals, in tenths, and its match record."""
    done = complete_rounds(doc, sitting_out)
    history = team_history(doc, done)
    numbers = team_numbers(doc)
    rows = []
    for t in doc["teams"]["list"]:
        entries = history[t["id"]]
        adjustments = file_parts.team_adjustments(doc, t["id"])  # 299 points: as the ranking counts them
        extra = {match: adjustment_after(adjustments, done, match) + final_adjustment(adjustments, match)
                 for match in (True, False)}
        played = [e for e in entries if e.outcome in (MatchOutcome.PLAYED, MatchOutcome.FORFEIT_WIN,
                                                      MatchOutcome.FORFEIT_LOSS)]
        table = doc["teams"]["match_points"]
        won = sum(e.match_points == table["win"] for e in played)
        drawn = sum(e.match_points == table["draw"] for e in played)
        rows.append({"team": t["id"], "number": numbers[t["id"]], "name": t["name"], "short_name": t["short_name"],
                     "match_points": sum(e.match_points for e in entries) + extra[True],
                     "game_points": sum(e.game_points for e in entries) + extra[False],
                     "played": len(played),
                     "won": won, "drawn": drawn, "lost": len(played) - won - drawn})
    first, second = ("match_points", "game_points") if doc["teams"]["primary"] == "MP" else ("game_points",
                                                                                             "match_points")
    rows.sort(key=lambda row: (-row[first], -row[second], row["number"]))
    rank = 0
    for k, row in enumerate(rows):
        if k == 0 or (row[first], row[second]) != (rows[k - 1][first], rows[k - 1][second]):
            rank = k + 1
        row["rank"] = rank
    return rows


def match_view(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Every paired round's matches for the page: the two teams, their game and match points (None while a board
    has no result), the score so far with the boards still to play, and the bye."""
    rounds = []
    for r, rnd in enumerate(doc["rounds"], 1):
        matches = []
        for m, (first, second) in enumerate(rnd["teams"]["matches"]):
            ours, theirs, to_play = running_score(doc, r, m)
            points = None if to_play else [ours, theirs]
            forfeit = whole_forfeit(doc, r, m)
            loss = doc["teams"]["match_points"]["loss"]
            matches.append({"match": m + 1, "teams": [first, second], "game_points": points,
                            "match_points": points and ([loss, loss] if forfeit == BOTH_FORFEITED else
                                                        [match_points_for(doc, ours, theirs),
                                                         match_points_for(doc, theirs, ours)]),
                            "score": [ours, theirs], "to_play": to_play, "forfeit": forfeit})
        rounds.append({"round": r, "matches": matches, "pab": rnd["teams"]["pab"]})
    return rounds
