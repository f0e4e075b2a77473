"""A round robin event in the event document: the FIDE Berger tables (rules.py) by pairing number.

- The table is that of the players entered for round 1, numbered by their pairing numbers (drawn by lot with
  `set_pairing_numbers`, or FIDE initial order); `cycles` 2 plays it twice, colours reversed (C.05 Annex 1).
  Pairing round 1 fixes those numbers (`tpn`), so a rating corrected later renumbers nobody; every operation
  checks that the rounds paired are still the table's (`planned_rounds`), so a renumbering is refused.
- With an odd number of players, whoever meets the table's dummy player (N + 1) sits out: the round's
  pairing-allocated bye, scored as `scoring.pab` (the page proposes nothing for it).
- `settings.rounds` is derived: N - 1 per cycle for even N, N for odd N.
- Absent players (a requested bye, a withdrawal) keep their place in the schedule; their scheduled opponent
  has no game that round and is left off the boards with a note (no points: nobody was there to play); such a
  player is sitting out (`RoundRobinSystem.sitting_out`), not "unplaced".
- Late entries cannot join: the table is fixed at round 1.
"""

from __future__ import annotations

from typing import Any

from . import rules as roundrobin
from ...document.errors import EventError
from ...document.readers import absence_result, pairing_numbers
from ...messages import said
from ...tiebreaks import UnknownTiebreak, lookup
from ..base import Option, Paired, System

SYSTEM = "round_robin"
# C.07 (2026, applied from 1 March 2026), note to Art. 8: no Buchholz family in round robins.
TIEBREAKS = roundrobin.allowed_tiebreaks()


def cycles(doc: dict[str, Any]) -> int:
    return doc["settings"]["options"]["cycles"]


def entrants(doc: dict[str, Any]) -> list[int]:
    """The players of the table in pairing-number order: everyone entered for round 1."""
    numbers = pairing_numbers(doc)
    return sorted((p["id"] for p in doc["players"] if p["joined_round"] == 1), key=lambda pid: numbers[pid])


def schedule(doc: dict[str, Any]) -> list[list[tuple[int, int | None]]]:
    """Every round's games as (white id, black id), the sitting-out player as (id, None), in table order."""
    players = entrants(doc)
    if len(players) < 2:
        return []
    table = roundrobin.berger_rounds(len(players), double=cycles(doc) == 2)
    return [[(players[w - 1], None if b == roundrobin.BYE else players[b - 1]) for w, b in games] for games in table]


def rounds_for(players: int, cycle_count: int) -> int | None:
    """N - 1 rounds per cycle for even N, N for odd N (one player sits out each round); None below 2 players."""
    return None if players < 2 else (players if players % 2 else players - 1) * cycle_count


def planned_rounds(doc: dict[str, Any]) -> int | None:
    """settings.rounds for a round robin; first checks that the rounds paired are still the table's."""
    rounds = schedule(doc)
    for r, rnd in enumerate(doc["rounds"], 1):
        expected = _scheduled(doc, rounds[r - 1], r) if r <= len(rounds) else None
        if expected is None or [(b["white"], b["black"]) for b in rnd["boards"]] != expected.boards \
                or rnd["pab"] != expected.pab:
            raise EventError.of("round_robin.schedule_changed", "event.players", round=r, number=r)
    return rounds_for(len(entrants(doc)), cycles(doc))


def pair(doc: dict[str, Any], r: int) -> Paired:
    """Round r of the Berger table. Pairing round 1 fixes every pairing number (see the module's docstring)."""
    late = [p for p in doc["players"] if p["joined_round"] > 1]
    if late:
        raise EventError.of("round_robin.late_entry", "event.players", player=late[0]["id"], round=r,
                            name=late[0]["name"])
    rounds = schedule(doc)
    if r > len(rounds):
        raise EventError.of("round_robin.over", "event.rounds", round=r, count=len(rounds))
    paired = _scheduled(doc, rounds[r - 1], r)
    if r == 1:
        numbers = pairing_numbers(doc)
        for p in doc["players"]:
            p["tpn"] = numbers[p["id"]]
    return paired


def _scheduled(doc: dict[str, Any], games: list[tuple[int, int | None]], r: int) -> Paired:
    """The table's round r with its absences: the player sitting out gets the bye, one whose opponent is absent
    no game (a note says why)."""
    players = {p["id"]: p for p in doc["players"]}
    boards: list[tuple[int, int]] = []
    pab = None
    notes: list[dict[str, Any]] = []
    for white, black in games:
        absent = [pid for pid in (white, black) if pid is not None and absence_result(players[pid], r) is not None]
        if black is None:
            pab = None if absent else white
        elif not absent:
            boards.append((white, black))
        elif len(absent) == 1:
            present = black if absent[0] == white else white
            notes.append({"code": "opponent_absent", **said("note.opponent_absent", name=players[present]["name"],
                                                            number=r, absent=players[absent[0]]["name"]),
                          "players": [present, absent[0]]})
    return Paired(boards, pab, notes)


def view(doc: dict[str, Any]) -> dict[str, Any]:
    """The whole schedule for the page: the rounds paired as they are in the document (results included), the
    rest as the Berger table has them. Players by id."""
    rounds = []
    for r, games in enumerate(schedule(doc), 1):
        if r <= len(doc["rounds"]):
            rnd = doc["rounds"][r - 1]
            boards = [{"white": b["white"], "black": b["black"], "result": b["result"]} for b in rnd["boards"]]
            rounds.append({"round": r, "boards": boards, "sits_out": rnd["pab"], "paired": True,
                           "complete": all(b["result"] is not None for b in boards)})
        else:
            rounds.append({"round": r, "boards": [{"white": w, "black": b, "result": None} for w, b in games
                                                  if b is not None],
                           "sits_out": next((w for w, b in games if b is None), None), "paired": False,
                           "complete": False})
    return {"system": SYSTEM, "cycles": cycles(doc), "players": len(entrants(doc)), "rounds": rounds}


def without_game(doc: dict[str, Any], r: int) -> set[int]:
    """The players present in round r whose scheduled opponent is absent."""
    players = {p["id"]: p for p in doc["players"]}
    if all(absence_result(p, r) is None for p in players.values()):
        return set()  # the usual round: no table to build
    rounds = schedule(doc)
    if r > len(rounds):
        return set()
    out = set()
    for white, black in rounds[r - 1]:
        if black is not None:
            absent = [absence_result(players[pid], r) is not None for pid in (white, black)]
            if absent == [True, False]:
                out.add(black)
            elif absent == [False, True]:
                out.add(white)
    return out


def allows_tiebreak(code: str) -> bool | None:
    """Whether C.07 (2026) allows `code` in a round robin; None for a code the standings do not know."""
    try:
        return lookup(code.strip(), roundrobin.EDITION).code in TIEBREAKS
    except UnknownTiebreak:
        return None


class RoundRobinSystem(System):
    name = SYSTEM
    label = "Round robin (Berger tables)"
    suggested_tiebreaks = ("DE", "SB", "WIN", "KS")  # C.07 (2026), note to Art. 8: no Buchholz family
    suggested_bye = "loss"  # the odd player out of a Berger table (C.05, Annex 1) sits the round out: no game, no point
    modes = ("fide", "club")
    options = {"cycles": Option("subject.option_cycles", 1, choices=(1, 2))}
    fixed_schedule = "manual.berger_tables"
    rounds_derived = True

    def check_tiebreaks(self, codes: list[str], field: str) -> None:
        """A round robin offers only what C.07 (2026) allows there: no Buchholz family (note to Art. 8), and
        FIDE tie-breaks only. The error names the entry."""
        for i, code in enumerate(codes):
            if allows_tiebreak(code) is False:
                raise EventError.of("round_robin.tiebreak_not_allowed", f"{field}[{i}]", tiebreak=code.strip(),
                                    suggested=", ".join(self.suggested_tiebreaks))

    def usable_tiebreaks(self, codes: list[str]) -> tuple[list[str], dict[str, Any] | None]:
        kept = [code for code in codes if allows_tiebreak(code) is not False]
        dropped = [code for code in codes if code not in kept]
        if not dropped:
            return kept, None
        return kept, said("op_warning.round_robin_tiebreaks", codes=", ".join(dropped))

    def planned_rounds(self, doc: dict[str, Any]) -> int | None:
        return planned_rounds(doc)

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        return pair(doc, r)

    def sitting_out(self, doc: dict[str, Any], r: int) -> set[int]:
        return without_game(doc, r)

    def format_view(self, doc: dict[str, Any]) -> dict[str, Any]:
        return view(doc)
