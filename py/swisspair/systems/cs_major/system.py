"""Counter-Strike Major Swiss stages (system "cs_major"): the event document read as the rules module's
stage, paired by Valve's rules, and the stage's state for the page.

The 16 players of the event are the teams; their pairing numbers are the initial seeds (set them by hand or
draw them by lot before round 1). A match is a board: White is the team with the better mid-stage seed
(`high`), Black the other, and the result names the winner ("1-0" or "0-1"; a forfeit "+-" or "-+"). Whether
a match is best of one or best of three is not stored: it follows from the teams' record (Bo3 when a win
advances or a loss eliminates), so the page asks `stage_view`. A team that has advanced or been eliminated
has no board in the later rounds. With 16 teams the stage always takes 5 rounds (teams play 3 to 5 matches).
"""

from __future__ import annotations

from typing import Any

from . import rules as esports
from ...document.errors import EventError
from ...document.readers import pairing_numbers
from ...document.text import table
from ...messages import fill
from ..base import Paired, System

SYSTEM = "cs_major"

ROUNDS = 5  # 16 teams, 3 wins advance, 3 losses eliminate: 8 + 4 + 4 + 3 + 3 matches over 5 rounds

_WINNER_SIDE = {"1-0": "white", "+-": "white", "0-1": "black", "-+": "black"}


def _seeds(doc: dict[str, Any]) -> tuple[dict[int, int], dict[int, int]]:
    """id -> initial seed and seed -> id: the pairing numbers."""
    numbers = pairing_numbers(doc)
    return numbers, {n: pid for pid, n in numbers.items()}


def check_teams(doc: dict[str, Any]) -> None:
    """Exactly 16 teams, all in from round 1 to the end: Valve's stage has no byes, late entries or drops."""
    players = doc["players"]
    if len(players) != esports.TEAMS:
        raise EventError.of("cs.team_count", "event.players", teams=esports.TEAMS, count=len(players))
    for p in players:
        if p["joined_round"] > 1 or p["withdrawn_round"] is not None or p["requested_byes"]:
            raise EventError.of("cs.plays_every_round", "event.players", player=p["id"], name=p["name"])


def stage(doc: dict[str, Any], upto: int | None = None) -> esports.SwissStage:
    """The document's rounds 1..upto (all by default) as Valve's stage; a match's format follows from the
    teams' record before it."""
    numbers, _ = _seeds(doc)
    names = [""] * len(numbers)
    for p in doc["players"]:
        names[numbers[p["id"]] - 1] = p["name"]
    try:
        current = esports.new_stage(names)
    except esports.StageError as exc:
        raise EventError.wrapping("cs.stage_refused", exc, f"{exc}.", "event.players") from None
    for r, rnd in enumerate(doc["rounds"][:upto], 1):
        records = {s.team.seed: (s.wins, s.losses) for s in esports.status(current)}
        matches = []
        for board in rnd["boards"]:
            high, low = numbers[board["white"]], numbers[board["black"]]
            side = _WINNER_SIDE.get(board["result"])
            winner = None if side is None else (high if side == "white" else low)
            matches.append(esports.Match(r, high, low, esports.match_format(*records[high]), winner))
        current = esports.SwissStage(current.teams, current.matches + tuple(matches))
    return current


def pair(doc: dict[str, Any], r: int) -> Paired:
    """Round r by Valve's rules (seed i v i + 8, then the priority rules), the better mid-stage seed first."""
    check_teams(doc)
    current = stage(doc, r - 1)
    if esports.is_finished(current):
        raise EventError.of("cs.stage_over", None, round=r)
    try:
        matches = esports.next_pairings(current)
    except esports.StageError as exc:
        raise EventError.wrapping("pairing.round_cannot", exc, f"Round {r} cannot be paired: {exc}.", None, round=r,
                                  number=r) from None
    _, by_seed = _seeds(doc)
    return Paired([(by_seed[m.high], by_seed[m.low]) for m in matches])


def out_before(doc: dict[str, Any], r: int) -> set[int]:
    """The teams that have advanced or been eliminated before round r: they have no board in it."""
    if len(doc["players"]) != esports.TEAMS:
        return set()
    _, by_seed = _seeds(doc)
    return {by_seed[s.team.seed] for s in esports.status(stage(doc, r - 1)) if s.state is not esports.State.PLAYING}


def stage_view(doc: dict[str, Any]) -> dict[str, Any]:
    """What the page shows: every team in mid-stage seed order (record, difficulty score, advanced / out /
    playing) and every paired round's matches with Bo1 or Bo3."""
    numbers, by_seed = _seeds(doc)
    current = stage(doc)
    teams = [{"id": by_seed[s.team.seed], "seed": s.team.seed, "wins": s.wins, "losses": s.losses,
              "difficulty": s.difficulty, "state": s.state.value} for s in esports.status(current)]
    rounds = []
    for m in current.matches:
        while len(rounds) < m.round:
            rounds.append([])
        rounds[m.round - 1].append({"white": by_seed[m.high], "black": by_seed[m.low], "format": m.format.value,
                                    "winner": None if m.winner is None else by_seed[m.winner]})
    return {"teams": teams, "rounds": rounds,
            "advanced": sum(t["state"] == "advanced" for t in teams),
            "eliminated": sum(t["state"] == "eliminated" for t in teams),
            "finished": all(t["state"] != "playing" for t in teams)}


def stage_text(document: Any, stage: dict[str, Any], words: dict[str, str] | None = None) -> str:
    """The stage (`stage_view`) as plain text: every team in Valve's order with its record,
    difficulty score and whether it has advanced or is out; in `words` (a language's templates, English without).

    >>> doc = {"name": "Major", "players": [{"id": 1, "name": "Vitality"}, {"id": 2, "name": "MOUZ"}]}
    >>> print(stage_text(doc, {"teams": [
    ...     {"id": 2, "seed": 2, "wins": 3, "losses": 1, "difficulty": 2, "state": "advanced"},
    ...     {"id": 1, "seed": 1, "wins": 1, "losses": 3, "difficulty": -1, "state": "eliminated"}]}), end="")
    Major: stage standings
    <BLANKLINE>
    Seed  Team      W-L  Diff
       2  MOUZ      3-1     2  advanced
       1  Vitality  1-3    -1  out
    """
    names = {p["id"]: p["name"] for p in document["players"]}
    say = lambda key, **params: fill(key, params, words)  # noqa: E731
    state = {"advanced": say("text.advanced"), "eliminated": say("text.eliminated"), "playing": ""}
    rows = [[str(t["seed"]), names[t["id"]], f"{t['wins']}-{t['losses']}", str(t["difficulty"]),
             state.get(t["state"], t["state"])] for t in stage["teams"]]
    headings = [say("text.seed"), say("text.team_word"), say("text.wins_losses"), say("text.difficulty"), ""]
    return "\n".join([say("text.stage_title", event=document["name"]), "",
                      *table(headings, rows, right={0, 2, 3})]) + "\n"


class CsMajorSystem(System):
    name = SYSTEM
    label = "Counter-Strike Major Swiss stage"
    own_rules = "Bo1, Bo3 when a team can advance or be eliminated · 3 wins advance, 3 losses eliminate"
    participant_word = "team"
    board_word = "match"
    modes = ("esports",)
    requested_byes = False
    no_wall_chart = "wall_chart.cs_major"
    wall_chart_tiebreaks = False
    rounds_derived = True

    def planned_rounds(self, doc: dict[str, Any]) -> int:
        return ROUNDS

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        return pair(doc, r)

    def sitting_out(self, doc: dict[str, Any], r: int) -> set[int]:
        return out_before(doc, r)

    def round_details(self, doc: dict[str, Any]) -> list[dict[str, Any]]:
        """Valve: a match is best of three when a win advances or a loss eliminates (the record decides)."""
        details: list[dict[str, Any]] = [{"formats": []} for _ in doc["rounds"]]
        for match in stage(doc).matches if doc["rounds"] else ():
            details[match.round - 1]["formats"].append(match.format.value)
        return details

    def check_board(self, settings: dict[str, Any], board: dict[str, Any], field: str, b: int, r: int) -> None:
        if board["result"] == "--":
            raise EventError.of("cs.no_double_forfeit", f"{field}.result", round=r, number=r, board=b)

    def standings(self, doc: dict[str, Any], edition: str) -> dict[str, Any]:
        """Valve's order: record, difficulty score, seed; who has advanced, who is out."""
        return {"system": SYSTEM, "stage": stage_view(doc)}

    def standings_text(self, doc: dict[str, Any], answer: dict[str, Any],
                       words: dict[str, str] | None = None) -> str:
        return stage_text(doc, answer["stage"], words)
