"""A large finished event as the page stores it, built fast: players, rounds and results from
swisspair.generate (its greedy Swiss above 150 players), written as the engine writes an event document,
with the log and the record a director's page would have (every player added, every round paired, every result
entered, a few seconds apart, each with its arguments, the copy that made it and, for a pairing, what it made),
then checked by the engine (event_validate). Building the same event through the
engine's operations one by one would take hours at 2,000 players.

  .venv/bin/python tools/storage_event.py --players 2000 --rounds 11 > big.json
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from swisspair import bridge  # noqa: E402
from swisspair.generate import GeneratorSettings, generate_tournament  # noqa: E402
from swisspair.model import Colour, Result  # noqa: E402
from tools.bench_share import CLUBS, FIRST, LAST  # noqa: E402

COPY = "bench-copy"
RESULT_TEXT = {Result.WIN: "1-0", Result.LOSS: "0-1", Result.DRAW: "1/2-1/2", Result.FORFEIT_WIN: "+-",
               Result.FORFEIT_LOSS: "-+"}


def call(op: str, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    if not answer["ok"]:
        raise RuntimeError(f"{op}: {answer['error']['message']}")
    return answer["result"]


def big_event(players: int, rounds: int, played: int | None = None, seed: int = 1, last_open: bool = False) -> dict:
    """`players` players, `rounds` rounds planned, the first `played` (default all) paired and played;
    `last_open`: the last of them paired but without results, as when the director is entering them."""
    played = rounds if played is None else played
    rng = random.Random(seed)
    clock = datetime.datetime(2026, 5, 2, 8, 30, tzinfo=datetime.timezone.utc)
    log: list[dict] = []

    def at() -> str:
        nonlocal clock
        clock += datetime.timedelta(milliseconds=rng.randint(2_000, 30_000))
        return clock.isoformat(timespec="milliseconds").replace("+00:00", "Z")

    def note(op: str, text: str, args: dict, **extra) -> None:
        log.append({"seq": len(log) + 1, "op": op, "by": COPY, "n": len(log), "args": args, "at": at(), **extra,
                    "text": text})

    doc = call("event_new", id="big-event", name=f"Big Open {players}", rounds=rounds, mode="fide",
               created=at())["event"]
    log[:] = doc["log"]
    doc["record"] = {"from": len(log) + 1, "event": json.loads(json.dumps({k: v for k, v in doc.items() if k != "log"}))}
    tournament = generate_tournament(GeneratorSettings(players=players, completed_rounds=played,
                                                       total_rounds=rounds, seed=seed))
    for player in tournament.players:
        name = f"{rng.choice(LAST)}, {rng.choice(FIRST)}"
        extra = {}
        if rng.random() < 0.7:
            extra = {"federation": rng.choice(("GER", "FRA", "ENG", "NED", "ESP", "POL", "ITA", "AUT")),
                     "fide_id": str(rng.randint(1_000_000, 35_000_000))}
        doc_player = {"id": player.number, "name": name, "rating": player.rating,
                      "title": "GM" if player.rating > 2550 else "", "sex": "",
                      "federation": extra.get("federation", ""), "fide_id": extra.get("fide_id", ""), "birth": "",
                      "club": rng.choice(CLUBS), "tpn": None, "joined_round": 1, "late_points": "zero",
                      "withdrawn_round": None, "requested_byes": []}
        doc["players"].append(doc_player)
        note("add_player", f"Added {name} (id {player.number}).",
             {"player": {key: doc_player[key] for key in ("name", "rating", "title", "federation", "fide_id", "club")
                         if doc_player[key]}})
    names = {p["id"]: p["name"] for p in doc["players"]}
    for number in range(1, played + 1):
        boards, pab = [], None
        for player in tournament.players:
            entry = player.rounds[number - 1]
            if entry.result is Result.PAIRING_BYE:
                pab = player.number
            elif entry.colour is Colour.WHITE:
                boards.append({"white": player.number, "black": entry.opponent, "result": RESULT_TEXT[entry.result]})
        made = {"number": number, "boards": [dict(b, result=None) for b in boards], "pab": pab,
                "engine": {"boards": [[b["white"], b["black"]] for b in boards], "pab": pab}, "notes": [], "manual": []}
        doc["rounds"].append(json.loads(json.dumps(made)))
        bye = f", bye to {names[pab]} (id {pab})" if pab is not None else ""
        note("pair_next", f"Round {number} paired: {len(boards)} board(s){bye}.", {}, round=number, made=made)
        if last_open and number == played:
            break
        for index, board in enumerate(boards, 1):
            doc["rounds"][-1]["boards"][index - 1]["result"] = board["result"]
            note("set_result", f"Round {number}, board {index}: {names[board['white']]} - {names[board['black']]} "
                 f"{board['result']}.", {"round": number, "board": index, "result": board["result"]}, round=number)
    doc["log"] = log
    doc["modified"] = log[-1]["at"]
    return call("event_validate", event=doc)["event"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--played", type=int, default=None, help="rounds paired and played (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--last-open", action="store_true", help="the last round paired, its results not entered")
    args = parser.parse_args()
    json.dump(big_event(args.players, args.rounds, args.played, args.seed, args.last_open), sys.stdout,
              ensure_ascii=False)


if __name__ == "__main__":
    main()
