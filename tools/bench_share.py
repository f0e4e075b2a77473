"""Share-link length and decoding time for a realistic event: 100 players, 9 rounds, every result, the log.

The event is made by the engine natively, as the page makes it: 100 players added one by one (names from a
mixed international list, FIDE ratings, FIDE id and federation for seven in ten, a club for most, titles at
the top), one requested bye, a withdrawal, a manual swap, nine rounds paired by the Dutch engine and their
results drawn from the rating difference, every operation stamped with a time (a few seconds to a minute
apart, to the second, as the page stamps them). The link is then made and read back by the page's own
app/share.js in headless Chromium (CompressionStream, as a director's browser does it). Prints figures;
asserts only that the link reads back to the same document. Run `python3 build.py` first.

  .venv/bin/python tools/bench_share.py [--players 100] [--rounds 9] [--seed 1] [--runs 9]
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from swisspair import bridge  # noqa: E402
from tests.browser.conftest import BROWSER_ARGS  # noqa: E402
from tests.browser.helpers import Site, wait_for_engine  # noqa: E402

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


def call(op: str, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    if not answer["ok"]:
        raise RuntimeError(f"{op}: {answer['error']['message']}")
    return answer["result"]


def realistic_event(players: int = 100, rounds: int = 9, seed: int = 1) -> dict:
    """A finished event as the page would hold it, every step through the engine."""
    rng = random.Random(seed)
    clock = datetime.datetime(2026, 5, 2, 8, 30, tzinfo=datetime.timezone.utc)

    def at() -> str:
        nonlocal clock
        clock += datetime.timedelta(milliseconds=rng.randint(2_000, 60_000))
        return clock.replace(microsecond=0).isoformat(timespec="milliseconds").replace("+00:00", "Z")

    held = {"doc": None, "key": None}

    def apply(doc: dict, **operation) -> dict:
        # Signed by one copy, as the page signs every operation (the record of changes keeps who made it). The event
        # of the engine's last answer goes by its key, as the page sends it: the whole event, read and checked again
        # for each of some 560 operations, took most of the 10 s this took.
        event = {"event_key": held["key"]} if doc is held["doc"] else {"event": doc}
        answer = call("event_apply", **event, operation={**operation, "at": at(), "copy": "desk-laptop"})
        held.update(doc=answer["event"], key=answer["event_key"])
        return answer["event"]

    doc = call("event_new", id=EVENT_ID, name="Spring Open 2026", rounds=rounds, mode="fide", created=at())["event"]
    doc = apply(doc, op="update_settings", tiebreaks=["BH/C1", "BH", "SB", "WIN"])
    for _ in range(players):
        rating = max(1000, min(2750, round(rng.gauss(1850, 320))))
        player = {"name": f"{rng.choice(LAST)}, {rng.choice(FIRST)}", "rating": rating, "club": rng.choice(CLUBS)}
        if rng.random() < 0.7:
            player |= {"federation": rng.choice(("GER", "FRA", "ENG", "NED", "ESP", "POL", "ITA", "AUT")),
                       "fide_id": str(rng.randint(1_000_000, 35_000_000))}
        if rating > 2400:
            player["title"] = rng.choice(("GM", "IM", "FM"))
        doc = apply(doc, op="add_player", player=player)
    ids = [player["id"] for player in doc["players"]]
    ratings = {player["id"]: player["rating"] for player in doc["players"]}
    for number in range(1, rounds + 1):
        if number == min(4, rounds):
            doc = apply(doc, op="request_bye", player=ids[min(7, len(ids) - 1)], round=number, points="half")
        if number == min(6, rounds) and number > 1:
            doc = apply(doc, op="withdraw", player=ids[min(20, len(ids) - 1)])
        doc = apply(doc, op="pair_next")
        boards = doc["rounds"][-1]["boards"]
        if number == min(3, rounds) and len(boards) > 11:
            doc = apply(doc, op="swap_players", round=number, players=[boards[10]["white"], boards[11]["white"]])
        for index, board in enumerate(doc["rounds"][-1]["boards"], 1):
            expected = 1 / (1 + 10 ** ((ratings[board["black"]] - ratings[board["white"]] - 35) / 400))
            draw = rng.random()
            result = "1-0" if draw < expected - 0.15 else "0-1" if draw > expected + 0.15 else "1/2-1/2"
            if rng.random() < 0.01:
                result = "+-"
            doc = apply(doc, op="set_result", round=number, board=index, result=result)
    return doc


MEASURE = """async ([text, scoresText, runs]) => {
  const share = await import("./app/share.js");
  const rounds = await import("./app/round-link.js");
  const doc = JSON.parse(text);
  const scores = new Map(Object.entries(JSON.parse(scoresText)).map(([id, value]) => [Number(id), value]));
  const roundView = { rounds: doc.rounds.map((round, index) => (index === doc.rounds.length - 1 ? { scores } : null)) };
  const round = await rounds.encodeRound(rounds.roundCard(doc, roundView, doc.rounds.length));
  const edit = await share.encodeEvent(doc);
  const view = await share.encodeEvent(doc, { readOnly: true });
  const record = share.encodeRecord(doc);
  const times = [];
  const encodeTimes = [];
  const recordTimes = [];
  const recordEncodeTimes = [];
  let back;
  let rebuild;
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    back = await share.decodeFragment("#" + edit);
    times.push(performance.now() - start);
    start = performance.now();
    await share.encodeEvent(doc);
    encodeTimes.push(performance.now() - start);
    start = performance.now();
    rebuild = (await share.decodeFragment("#" + record)).rebuild;
    recordTimes.push(performance.now() - start);
    start = performance.now();
    share.encodeRecord(doc);
    recordEncodeTimes.push(performance.now() - start);
  }
  return { edit: share.linkTo(edit, location), view: share.linkTo(view, location),
           round: share.linkTo(round, location), record: share.linkTo(record, location), rebuild, times, encodeTimes,
           recordTimes, recordEncodeTimes, same: JSON.stringify(back.doc) === JSON.stringify(doc) };
}"""


def open_in_a_fresh_page(browser, site: Site, link: str, name: str) -> float:
    """Seconds from opening the record link in a fresh page, its engine loaded, to the event shown: the engine makes
    the event again, every round paired anew, and checks and stores it."""
    page = browser.new_context().new_page()
    page.goto(site.url)
    wait_for_engine(page)
    start = time.perf_counter()
    page.goto(link)
    expect(page.locator("#event-title")).to_have_text(name, timeout=300_000)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=9, help="decoding and encoding runs (medians are printed)")
    args = parser.parse_args()
    chromium = build.bench_chromium()
    doc = realistic_event(args.players, args.rounds, args.seed)
    text = json.dumps(doc, ensure_ascii=False)
    scores = call("event_round_view", event=doc)["rounds"][-1]["scores"]
    site = Site(build.DIST)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=BROWSER_ARGS)
            page = browser.new_page()
            page.goto(site.url)
            figures = page.evaluate(MEASURE, [text, json.dumps(scores), args.runs])
            opening = open_in_a_fresh_page(browser, site, figures["record"], doc["name"])
            browser.close()
    finally:
        site.stop()
    if not figures["same"]:
        sys.exit("The link did not read back to the same document: the codec is broken.")
    start = time.perf_counter()
    rebuilt = call("event_rebuild", **figures["rebuild"])["event"]
    rebuild_seconds = time.perf_counter() - start
    if json.dumps(rebuilt) != json.dumps(doc):
        sys.exit("The record link did not make the same event again: the record or the engine is broken.")
    print(f"Event: {args.players} players, {args.rounds} rounds, {len(doc['log'])} log entries, "
          f"{len(text.encode()):,} bytes of JSON")
    print(f"Editable link:  {len(figures['edit']):,} characters (fragment "
          f"{len(figures['edit'].split('#', 1)[1]):,}); a QR code holds about 2,900")
    print(f"Record link:    {len(figures['record']):,} characters (the editable link of the record of changes alone; "
          "the receiving engine pairs each round again)")
    print(f"Read-only link: {len(figures['view']):,} characters (no log)")
    print(f"Round link:     {len(figures['round']):,} characters (round {args.rounds}'s pairings, as the hall screen "
          "shows them; a QR code holds about 2,900)")
    print(f"Decoding (inflate, checksum, unpack): median {statistics.median(figures['times']):.1f} ms, encoding "
          f"(pack, lossless check, deflate) median {statistics.median(figures['encodeTimes']):.1f} ms, of {args.runs} runs")
    print(f"Record link: decoding median {statistics.median(figures['recordTimes']):.1f} ms, encoding (with its "
          f"lossless check) median {statistics.median(figures['recordEncodeTimes']):.1f} ms; the event made again by "
          f"the engine in {rebuild_seconds:.2f} s (CPython); opened in a fresh page (made again there, checked, stored) "
          f"in {opening:.1f} s")


if __name__ == "__main__":
    main()
