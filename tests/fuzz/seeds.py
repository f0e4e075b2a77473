"""The valid inputs the fuzzer starts from: TRF files (the corpus and the TRF tests' golden files), an event of
every pairing system (new, and with rounds played, built through the bridge as the page builds them), the
operations the page sends, and share links made by the page's own codec (app/share.js under Node)."""

from __future__ import annotations

import functools
import json
import shutil
import subprocess
from pathlib import Path

from swisspair import bridge, systems
from swisspair.generate import GeneratorSettings, generate_tournament
from swisspair.limits import MAX_PLAYERS
from swisspair.trf import format_trf

ROOT = Path(__file__).resolve().parents[2]
SHARE_JS = ROOT / "app" / "share.js"
NODE = shutil.which("node")
CORPUS = ROOT / "tests" / "corpus"
TRF_GOLDEN = ROOT / "tests" / "golden" / "trf"
PLAYERS = [{"name": f"Player {k:02d}", "rating": 2300 - 37 * k} for k in range(1, 17)]  # a Major has 16 teams
LARGE = 120  # players of the larger seed event
T0 = 1_790_000_000_000  # an arena's start, as the page's Date.now()
MINUTE = 60_000


def call(op: str, **args) -> dict:
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    if not answer["ok"]:
        raise AssertionError(f"a seed could not be built: {answer['error']}")
    return answer["result"]


def apply(doc: dict, **operation) -> dict:
    return call("event_apply", event=doc, operation=operation)["event"]


@functools.cache
def trf_files() -> tuple[tuple[str, str], ...]:
    """(name, text): every tenth corpus file, the no-pairing files, bbpPairings' regressions, the golden files, and
    every tenth team file."""
    dev = sorted((CORPUS / "dutch2026" / "dev").glob("*.trf"))[::10]
    paths = (dev + sorted((CORPUS / "dutch2026" / "nopairing").glob("*.trf"))[::4]
             + sorted((CORPUS / "bbp-regression").glob("*.trf")) + sorted(TRF_GOLDEN.glob("*.trf"))
             + sorted((CORPUS / "team2026" / "dev").glob("*.trf"))[::10])
    return tuple((path.name, path.read_text(encoding="utf-8", errors="replace")) for path in paths)


def _result_entry(system, white_wins: bool) -> dict:
    entry = {"result": "1-0" if white_wins else "1/2-1/2" if system.game_score is None else "0-1"}
    if system.game_score:
        entry["games"] = [2, 0, 0] if white_wins else [0, 2, 0]
    return entry


def _played(doc: dict, name: str, rounds: int) -> dict:
    system = systems.get(name)
    if name == "arena":
        doc = apply(doc, op="arena_start", now=T0)
        for game in range(1, 4):
            doc = apply(doc, op="arena_finish", game=game, result="1-0", now=T0 + (game + 3) * MINUTE)
        return doc
    for r in range(1, rounds + 1):
        answer = bridge.handle({"id": 1, "op": "event_pair_next", "args": {"event": doc}})
        if not answer["ok"]:
            break
        doc = answer["result"]["event"]
        last = r == rounds
        for b, _ in enumerate(doc["rounds"][-1]["boards"], 1):
            if last and b % 2 == 0:
                continue  # the latest round half entered, as a director leaves it between results
            doc = apply(doc, op="set_result", round=r, board=b, **_result_entry(system, (b + r) % 3 != 0))
    return doc


@functools.cache
def events_text() -> str:
    """JSON of {name: document}: for every system a new event with players, and one with rounds played."""
    docs = {}
    for name in systems.REGISTRY:
        system = systems.get(name)
        doc = call("event_new", id=f"fuzz-{name}", name=f"Fuzz {name}", system=name)["event"]
        for player in PLAYERS:
            doc = apply(doc, op="add_player", player=player)
        if system.teams:  # a team system pairs teams: four of four players
            for t in range(4):
                doc = apply(doc, op="add_team", team={"name": f"Team {t + 1}"},
                            players=[p["id"] for p in doc["players"][4 * t:4 * t + 4]])
        if not system.rounds_derived:
            doc = apply(doc, op="set_rounds", rounds=call("event_plan_rounds", event=doc)["recommended"])
        docs[f"{name}-new"] = doc
        docs[f"{name}-played"] = _played(doc, name, 3)
    # A larger field, where work that grows faster than the field shows: a generated open after two rounds.
    large = generate_tournament(GeneratorSettings(players=LARGE, completed_rounds=2, total_rounds=7, seed=5))
    docs["dutch-large-played"] = call("event_from_trf", trf=format_trf(large), id="fuzz-large")["event"]
    return json.dumps(docs)


def events() -> dict[str, dict]:
    """A fresh copy of the seed events."""
    return json.loads(events_text())


def operations(doc: dict) -> list[dict]:
    """The operations the page sends for this event, with arguments taken from it."""
    ids = [p["id"] for p in doc["players"]] or [1]
    rounds = len(doc["rounds"])
    ops = [
        {"op": "pair_next"},
        {"op": "add_player", "player": {"name": "New Player", "rating": 1500, "club": "Club"}},
        {"op": "edit_player", "player": ids[0], "changes": {"rating": 2000}},
        {"op": "remove_player", "player": ids[-1]},
        {"op": "withdraw", "player": ids[1 % len(ids)]},
        {"op": "late_entry", "player": {"name": "Late Player", "rating": 1400}},
        {"op": "request_bye", "player": ids[0], "round": rounds + 1, "points": "half"},
        {"op": "set_rounds", "rounds": 7},
        {"op": "update_settings", "name": "Renamed"},
        {"op": "add_restriction", "players": ids[:2], "kind": "club"},
        {"op": "add_restriction", "players": ids, "kind": "team", "label": "everyone"},
        {"op": "set_pairing_numbers", "order": list(reversed(ids))},
        {"op": "unpair_latest", "discard_results": True},
        {"op": "swap_players", "round": max(rounds, 1), "players": ids[:2]},
        {"op": "set_pab", "round": max(rounds, 1), "player": ids[-1]},
    ]
    if rounds:
        ops.append({"op": "set_result", "round": rounds, "board": 1, "result": "0-1"})
        ops.append({"op": "set_board", "round": rounds, "board": 1, "white": ids[0], "black": ids[1 % len(ids)]})
    if "teams" in doc:
        teams = [t["id"] for t in doc["teams"]["list"]] or [1]
        ops += [{"op": "add_team", "team": {"name": "New Team"}, "new_players": [{"name": "New Reserve"}]},
                {"op": "set_lineup", "team": teams[0], "round": rounds + 1,
                 "players": doc["teams"]["list"][0]["players"][::-1] if doc["teams"]["list"] else []},
                {"op": "copy_lineups", "round": rounds + 1},
                {"op": "team_bye", "team": teams[-1], "round": rounds + 1, "points": "half"},
                {"op": "withdraw_team", "team": teams[0]},
                {"op": "set_team_points", "match_points": {"win": 30, "draw": 10, "loss": 0}, "primary": "GP"},
                {"op": "forfeit_match", "round": max(rounds, 1), "match": 1, "side": "first"},
                {"op": "remove_team", "team": teams[-1]}]
    if doc["settings"]["system"] == "arena":
        ops += [{"op": "arena_start", "now": T0}, {"op": "arena_finish", "game": 1, "result": "1-0", "now": T0 + MINUTE},
                {"op": "arena_pause", "player": ids[0], "now": T0 + 2 * MINUTE},
                {"op": "arena_resume", "player": ids[0], "now": T0 + 3 * MINUTE}]
    return ops


def event_requests(doc: dict) -> list[dict]:
    """Every boundary operation that reads an event, on this one (the page's arguments)."""
    args = [
        ("event_validate", {}), ("event_standings", {}), ("event_crosstable", {}), ("event_to_trf", {}),
        ("event_round_view", {}), ("event_format_view", {}), ("event_manual_scope", {}), ("event_plan_rounds", {}),
        ("event_text", {"kind": "pairings"}), ("event_text", {"kind": "standings"}), ("event_pair_next", {}),
        ("event_arena", {"now": T0 + 10 * MINUTE}),
    ]
    requests = [{"op": op, "args": {"event": doc, **extra}} for op, extra in args]
    requests += [{"op": "event_apply", "args": {"event": doc, "operation": operation}} for operation in operations(doc)]
    return requests


def trf_requests(text: str) -> list[dict]:
    return [
        {"op": "pair_trf", "args": {"trf": text, "explain": True}},
        {"op": "standings", "args": {"trf": text, "tiebreaks": ["BH/C1", "BH", "SB", "DE"]}},
        {"op": "event_from_trf", "args": {"trf": text, "id": "from-trf"}},
        {"op": "event_import_trf", "args": {"trf": text, "id": "imported", "name": "Imported"}},
    ]


def oversized_round_one() -> list[dict]:
    """More players than an event holds, as a round-one list (new each time: the mutations change it). A hundred
    over, so that a mutation dropping a few still asks for too many: a list at the limit is a real 2,000-player
    round, whose time and memory are the engine's at that size (python3 build.py bench --page), not a fault."""
    return [{"id": k, "name": f"Player {k}", "rating": 2500 - k % 1000} for k in range(1, MAX_PLAYERS + 101)]


def plain_requests() -> list[dict]:
    """The requests that read neither an event nor a TRF file."""
    players = [{"id": k, "name": p["name"], "rating": p["rating"]} for k, p in enumerate(PLAYERS, 1)]
    csv = "name,rating,club\n" + "".join(f"{p['name']},{p['rating']},Club {k % 3}\n" for k, p in enumerate(PLAYERS))
    return [
        {"op": "version", "args": {}},
        {"op": "pair_round_one", "args": {"players": players, "initial_colour": "white", "total_rounds": 9}},
        # More players than an event holds: refused before any is read, however the list is mutated.
        {"op": "pair_round_one", "args": {"players": oversized_round_one(), "initial_colour": "white",
                                          "total_rounds": 9}},
        {"op": "event_new", "args": {"id": "n", "name": "New", "system": "dutch", "rounds": 9}},
        {"op": "event_plan_rounds", "args": {"players": 40, "mode": "club"}},
        {"op": "roster_from_csv", "args": {"text": csv, "existing": ["Player 01"]}},
        {"op": "read_json", "args": {"text": json.dumps({"players": players})}},
    ]


@functools.cache
def share_links() -> tuple[tuple[str, str], ...]:
    """(name, fragment): an editable and a read-only link of every seed event, made by the page's codec."""
    if NODE is None:
        return ()
    docs = events()
    script = ("import fs from 'node:fs';"
              f"import {{ encodeEvent }} from {json.dumps(SHARE_JS.as_uri())};"
              "const docs = JSON.parse(fs.readFileSync(0, 'utf8')); const out = [];"
              "for (const [name, doc] of Object.entries(docs)) {"
              "  out.push([name + '-edit', await encodeEvent(doc)]);"
              "  out.push([name + '-view', await encodeEvent(doc, { readOnly: true })]); }"
              "console.log(JSON.stringify(out));")
    done = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(docs), check=True,
                          capture_output=True, text=True)
    return tuple(tuple(pair) for pair in json.loads(done.stdout))
