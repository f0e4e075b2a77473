"""The fuzz cases: seed inputs (tests/fuzz/seeds.py) mutated by a seeded random.Random, in four families:
  trf      a TRF file (corpus, golden, team files, one of 9,999 players) changed by its characters or its records,
           read by every TRF operation
  event    an event of every system changed by its structure (or its operation changed), sent to every event
           operation
  link     a share link (as app/share.js makes it) damaged in its text, its compressed or its packed bytes, or a
           hostile event or stream packed into a valid link (tests/fuzz/links.py); what the page's decoder gives
           back is sent to the operations the page calls on it
  request  a request of any kind changed in its envelope, its arguments or its JSON text
"""

from __future__ import annotations

import json
import random

from swisspair.model import Player, Tournament
from swisspair.trf import format_trf

from . import links, seeds
from .mutate import Raw, mutate_text, mutate_trf, mutate_value, to_text
from .run import Case

FAMILIES = ("trf", "event", "link", "request")


def _mutations(rng: random.Random) -> int:
    return rng.choice((1, 1, 1, 2, 2, 3, 5))


def envelope(request: dict, request_id: int) -> dict:
    return {"id": request_id, "op": request["op"], "args": request["args"]}


def many_players_trf(count: int = 9999) -> str:
    """A TRF file with `count` players and no round played: the largest field a TRF can hold."""
    players = [Player(number=n, name=f"Player {n}", rating=2700 - n % 1500) for n in range(1, count + 1)]
    return format_trf(Tournament(players=players, total_rounds=9))


def trf_cases(rng: random.Random, count: int) -> list[Case]:
    # The large file with CR line ends too: the reader takes them, and a limit that counted LF alone let it through.
    files = list(seeds.trf_files()) + [("many-players.trf", many_players_trf()),
                                       ("many-players-cr.trf", many_players_trf().replace("\n", "\r"))]
    cases = []
    for n in range(count):
        name, text = rng.choice(files)
        for _ in range(_mutations(rng) if rng.random() < 0.95 else 0):
            text = mutate_trf(text, rng) if rng.random() < 0.3 else mutate_text(text, rng)
        request = rng.choice(seeds.trf_requests(text))
        cases.append(Case("trf", name, json.dumps(envelope(request, n), ensure_ascii=False)))
    return cases


def _event_request(rng: random.Random, docs: dict[str, dict], n: int) -> tuple[str, dict]:
    name = rng.choice(sorted(docs))
    request = envelope(rng.choice(seeds.event_requests(json.loads(json.dumps(docs[name])))), n)
    return name, request


def event_cases(rng: random.Random, count: int) -> list[Case]:
    docs = seeds.events()
    cases = []
    for n in range(count):
        name, request = _event_request(rng, docs, n)
        target = request["args"]
        if "operation" in target and rng.random() < 0.3:
            target = target["operation"]
        else:
            target = target["event"]
        for _ in range(_mutations(rng)):
            mutate_value(target, rng)
        cases.append(Case("event", name, to_text(request)))
    return cases


def request_cases(rng: random.Random, count: int) -> list[Case]:
    docs = seeds.events()
    trf = dict(seeds.trf_files())
    cases = []
    for n in range(count):
        kind = rng.randrange(3)
        if kind == 0:
            request = envelope(rng.choice(seeds.plain_requests()), n)
            name = request["op"]
        elif kind == 1:
            name, request = _event_request(rng, docs, n)
        else:
            name = rng.choice(sorted(trf))
            request = envelope(rng.choice(seeds.trf_requests(trf[name])), n)
        style = rng.randrange(4)
        if style == 0:  # the envelope: id, op, args themselves
            request = mutate_value({"request": request}, rng) if rng.random() < 0.2 else request
            for key in rng.sample(("id", "op", "args"), rng.randrange(1, 3)):
                if isinstance(request, dict):
                    request[key] = rng.choice((Raw("1e400"), Raw("-1e400"), Raw("NaN"), Raw("9" * 5000), None,
                                               [], {}, "", "event_apply", "__proto__", Raw("[" * 50000 + "]" * 50000),
                                               "x" * 10_000, True, 2**63))
            text = to_text(request)
        elif style == 1 and request["op"] in ("pair_round_one", "roster_from_csv", "read_json", "event_new",
                                              "event_plan_rounds", "version"):
            if request["op"] == "read_json" and rng.random() < 0.5:  # the file's own text, broken
                request["args"]["text"] = mutate_text(request["args"]["text"], rng)
            else:
                for _ in range(_mutations(rng)):
                    mutate_value(request["args"], rng)
            text = to_text(request)
        else:
            text = to_text(request)
            for _ in range(_mutations(rng)):
                text = mutate_text(text, rng)
        cases.append(Case("request", name, text))
    return cases


def link_cases(rng: random.Random, count: int) -> tuple[list[Case], list[tuple[str, str]], int]:
    """Cases for what the page's decoder gives back from mutated links (tests/fuzz/links.py), the decoder's own
    failures (an exception other than its ShareError with a message: the page would show a raw error), and how
    many links it refused."""
    if seeds.NODE is None:
        return [], [], 0
    made = links.mutated_links(rng, count)
    decoded, polluted = links.decode([link for _, link in made])
    failures = [(what, text) for (what, _), (status, text, _) in zip(made, decoded) if status == "failed"]
    if polluted:
        failures.append(("the decoder", "Object.prototype was changed"))
    cases = []
    for n, ((what, _), (status, text, _)) in enumerate(zip(made, decoded)):
        if status == "opened":
            op = rng.choice(("event_validate", "event_validate", "event_round_view", "event_standings"))
            cases.append(Case("link", what, f'{{"id": {n}, "op": "{op}", "args": {{"event": {text}}}}}'))
    return cases, failures, sum(status == "refused" for status, _, _ in decoded)


def all_cases(seed: int, per_family: int) -> tuple[list[Case], list[tuple[str, str]], int]:
    """The cases of one run, the share decoder's failures, and how many links it refused itself."""
    rng = random.Random(seed)
    cases = trf_cases(rng, per_family) + event_cases(rng, per_family) + request_cases(rng, per_family)
    links, failures, refused = link_cases(rng, per_family)
    rng.shuffle(cases)
    return cases + links, failures, refused
