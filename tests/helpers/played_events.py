"""Finished events built through the engine as the page holds them, for the tests and the benchmarks that need a
large, realistic event: `realistic_event` makes every change through the engine's operations, as the page makes it
(tools/bench_share.py's event); `big_event` writes a large event as the engine writes one, fast, from
swisspair.generate (tools/storage_event.py's event)."""

from __future__ import annotations

import datetime
import json
import random

from swisspair import bridge
from swisspair.generate import GeneratorSettings, generate_tournament
from swisspair.model import Colour, Result

FIRST = ("Anna Ben Carl Dana Eva Felix Gil Hanna Ines Jon Kai Lea Mia Nils Olga Pia Quinn Rosa Sven Tara Uwe "
         "Vera Wim Xenia Yann Zoe Adam Berit Chen Dmitri Elif Farid Greta Hugo Irina Jakob Katja Lars Marta "
         "Nadia Oskar Paula Rafael Sofia Tomasz Ursula Viktor Wanda Yusuf Zofia Aleksander Beatriz Cristian "
         "Daniela Emil Fatima Georg Helena Ivan Julia Kenji Lucia Mateo Noor Pavel Renata Stefan Tereza").split()
LAST = ("Berg Diaz Fischer Hart Jovic Kerr Moreau Ortega Novak Schmidt Rossi Dubois Kowalski Nielsen Horvat "
        "Petrov Silva Yilmaz Lindqvist Müller O'Brien García Nakamura Ivanova Andersen Bianchi Costa Dvořák "
        "Eriksson Fernández Gruber Hoffmann Ibrahim Jansen Kuznetsov Larsen Martínez Nowak Olsen Popescu "
        "Quintero Romano Szabó Tanaka Urbano Varga Wójcik Xu Zielinski Almeida Becker Castillo Dimitrov "
        "Esposito Fontaine Gonzalez Haddad Ionescu Jensen Kaya Laurent Mendes Nagy Öztürk Pereira Richter "
        "Sato Tomic Vidal Weber Young Zimmermann").split()
CLUBS = ("SK Berlin", "Kings Gambit CC", "Hastings CC", "Club Échecs Lyon", "Torre Club", "Schachfreunde Wien",
         "Circolo Scacchistico Milano", "Caissa Amsterdam", "Real Club Madrid", "")
EVENT_ID = "3f1c2a9e-7b4d-4e8a-9c61-2d5b8e0f4a17"
COPY = "bench-copy"
RESULT_TEXT = {Result.WIN: "1-0", Result.LOSS: "0-1", Result.DRAW: "1/2-1/2", Result.FORFEIT_WIN: "+-",
               Result.FORFEIT_LOSS: "-+"}


def call(op: str, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    if not answer["ok"]:
        raise RuntimeError(f"{op}: {answer['error']['message']}")
    return answer["result"]


class _Desk:
    """A director's desk: each operation through the engine, stamped a few seconds to a minute after the one before
    (to the second, as the page stamps them) and signed by one copy."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.clock = datetime.datetime(2026, 5, 2, 8, 30, tzinfo=datetime.timezone.utc)
        self.held = {"doc": None, "key": None}

    def at(self) -> str:
        self.clock += datetime.timedelta(milliseconds=self.rng.randint(2_000, 60_000))
        return self.clock.replace(microsecond=0).isoformat(timespec="milliseconds").replace("+00:00", "Z")

    def apply(self, doc: dict, **operation) -> dict:
        # The event of the engine's last answer goes by its key, as the page sends it: the whole event, read and
        # checked again for each of some 560 operations, took most of the 10 s this took.
        event = {"event_key": self.held["key"]} if doc is self.held["doc"] else {"event": doc}
        answer = call("event_apply", **event, operation={**operation, "at": self.at(), "copy": "desk-laptop"})
        self.held.update(doc=answer["event"], key=answer["event_key"])
        return answer["event"]

    def player(self, mean: int = 1850) -> dict:
        """A player as a director types one: a name from the lists, a rating, a club, most a federation and FIDE id."""
        rng = self.rng
        rating = max(1000, min(2750, round(rng.gauss(mean, 320))))
        player = {"name": f"{rng.choice(LAST)}, {rng.choice(FIRST)}", "rating": rating, "club": rng.choice(CLUBS)}
        if rng.random() < 0.7:
            player |= {"federation": rng.choice(("GER", "FRA", "ENG", "NED", "ESP", "POL", "ITA", "AUT")),
                       "fide_id": str(rng.randint(1_000_000, 35_000_000))}
        if rating > 2400:
            player["title"] = rng.choice(("GM", "IM", "FM"))
        return player

    def play(self, doc: dict, number: int, section: dict | None = None, swap: bool = False) -> dict:
        """Round `number` paired and every result entered, drawn from the rating difference (`section`: the
        operations' section argument in an event of sections; `swap`: two players swapped by hand once it is
        paired, where it has 12 boards or more)."""
        group = doc if section is None else next(s for s in doc["sections"] if s["id"] == section["section"])
        ratings = {player["id"]: player["rating"] for player in group["players"]}
        doc = self.apply(doc, op="pair_next", **(section or {}))
        group = doc if section is None else next(s for s in doc["sections"] if s["id"] == section["section"])
        boards = group["rounds"][-1]["boards"]
        if swap and len(boards) > 11:
            doc = self.apply(doc, op="swap_players", round=number, players=[boards[10]["white"], boards[11]["white"]],
                             **(section or {}))
            group = doc if section is None else next(s for s in doc["sections"] if s["id"] == section["section"])
        for index, board in enumerate(group["rounds"][-1]["boards"], 1):
            expected = 1 / (1 + 10 ** ((ratings[board["black"]] - ratings[board["white"]] - 35) / 400))
            draw = self.rng.random()
            result = "1-0" if draw < expected - 0.15 else "0-1" if draw > expected + 0.15 else "1/2-1/2"
            if self.rng.random() < 0.01:
                result = "+-"
            doc = self.apply(doc, op="set_result", round=number, board=index, result=result, **(section or {}))
        return doc


def realistic_sections(sizes: tuple[int, ...] = (8, 8, 8), rounds: int = 5, played: int = 3, seed: int = 1) -> dict:
    """A weekend open of sections (an Open, a U1800, a U1400, ...: each its players, `played` rounds of `rounds`
    paired and played) as the page would hold it, every step through the engine."""
    desk = _Desk(random.Random(seed))
    doc = call("event_new", id=EVENT_ID, name="Weekend Open 2026", rounds=rounds, mode="fide", created=desk.at())["event"]
    doc = desk.apply(doc, op="update_settings", tiebreaks=["BH/C1", "BH", "SB", "WIN"])
    names = ["Open", "U1800", "U1400", "U1100", "U800"]
    doc = desk.apply(doc, op="add_section", name=names[1], first_name=names[0])
    for name in names[2:len(sizes)]:
        doc = desk.apply(doc, op="add_section", name=name)
    for section, count in enumerate(sizes, 1):
        for _ in range(count):
            doc = desk.apply(doc, op="add_player", section=section, player=desk.player(2150 - 350 * section))
    for number in range(1, played + 1):
        for section in range(1, len(sizes) + 1):
            doc = desk.play(doc, number, {"section": section})
    return doc


def realistic_event(players: int = 100, rounds: int = 9, seed: int = 1) -> dict:
    """A finished event as the page would hold it, every step through the engine."""
    desk = _Desk(random.Random(seed))
    doc = call("event_new", id=EVENT_ID, name="Spring Open 2026", rounds=rounds, mode="fide", created=desk.at())["event"]
    doc = desk.apply(doc, op="update_settings", tiebreaks=["BH/C1", "BH", "SB", "WIN"])
    for _ in range(players):
        doc = desk.apply(doc, op="add_player", player=desk.player())
    ids = [player["id"] for player in doc["players"]]
    for number in range(1, rounds + 1):
        if number == min(4, rounds):
            doc = desk.apply(doc, op="request_bye", player=ids[min(7, len(ids) - 1)], round=number, points="half")
        if number == min(6, rounds) and number > 1:
            doc = desk.apply(doc, op="withdraw", player=ids[min(20, len(ids) - 1)])
        doc = desk.play(doc, number, swap=number == min(3, rounds))
    return doc


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


def team_event(teams: int, boards: int, rounds: int, played: int, seed: int = 1, entered: int = 0) -> dict:
    """A team Swiss of `teams` teams of `boards` players (and a reserve each), `rounds` planned, the first `played`
    paired through the engine's operations, every round but the last with its results; the last has its first
    `entered` boards' results, as when the director is entering them."""
    rng = random.Random(seed)
    held = {"doc": None, "key": None}

    def apply(doc: dict, **operation) -> dict:
        event = {"event_key": held["key"]} if doc is held["doc"] else {"event": doc}
        answer = call("event_apply", **event, operation={**operation, "at": "2026-05-02T08:30:00.000Z"})
        held.update(doc=answer["event"], key=answer["event_key"])
        return answer["event"]

    doc = call("event_new", id="team-event", name=f"Team Swiss {teams}", system="team_swiss", rounds=rounds,
               created="2026-05-02T08:00:00.000Z")["event"]
    if boards != doc["settings"]["options"]["boards"]:
        doc = apply(doc, op="update_settings", options={**doc["settings"]["options"], "boards": boards})
    for number in range(1, teams + 1):
        town = f"{rng.choice(CLUBS[:-1])} {number}"
        members = [{"name": f"{rng.choice(LAST)}, {rng.choice(FIRST)}",
                    "rating": max(1000, min(2750, round(rng.gauss(1900, 250)))), "club": town}
                   for _ in range(boards + 1)]
        doc = apply(doc, op="add_team", team={"name": town}, new_players=members)
    for number in range(1, played + 1):
        doc = apply(doc, op="pair_next")
        count = len(doc["rounds"][-1]["boards"])
        for board in range(1, (count if number < played else min(entered, count)) + 1):
            doc = apply(doc, op="set_result", round=number, board=board,
                        result=rng.choice(("1-0", "0-1", "1/2-1/2", "1-0", "0-1")))
    return doc
