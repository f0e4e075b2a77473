"""The contract every registered pairing system keeps, run over swisspair.systems.REGISTRY: a system added to the
registry gets these tests with no line written here. It is the template for the next system: what its own
tests (tests/systems/<name>/) pin beyond this is its rules.

One event for every system, through the bridge as the page calls it: create it with 16 players, pair every
round the system has (or, for a system without rounds, its clear refusal), enter each board's result wrongly
and correct it, then ask for the standings, the round view the page shows, the wall chart (or the system's
refusal), the text export, the TRF export, and send the document through JSON, through the page's own share
link (app/share.js, run by Node) and back through load / validate unchanged.
"""

import functools
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from swisspair import bridge, event, messages, systems
from swisspair.document.errors import EventError
from tests.app.helpers import node, uri

SHARE_JS = Path(__file__).resolve().parents[2] / "app" / "share.js"
NODE = shutil.which("node")
PLAYERS = [{"name": f"Player {k:02d}", "rating": 2400 - 25 * k} for k in range(1, 17)]
MAX_ROUNDS = 40  # more than any system here plays with 16 players (a round robin: 15)

pytestmark = pytest.mark.parametrize("name", list(systems.REGISTRY))


def call(op, **args):
    return bridge.handle({"id": 1, "op": op, "args": args})


def result(op, **args):
    answer = call(op, **args)
    assert answer["ok"], answer
    return answer["result"]


def apply(doc, **operation):
    return result("event_apply", event=doc, operation=operation)["event"]


def board_result(system, won_by_white: bool) -> dict:
    """A decisive result as the system takes it: with its game score when it keeps one (best of three)."""
    entry = {"result": "1-0" if won_by_white else "0-1"}
    if system.game_score:
        entry["games"] = [2, 0, 0] if won_by_white else [0, 2, 0]
    return entry


def created(name):
    system = systems.get(name)
    doc = result("event_new", id=f"contract-{name}", name=f"Contract {name}", system=name)["event"]
    assert doc["settings"]["system"] == name and doc["settings"]["mode"] == system.modes[0]
    assert set(doc["settings"]["options"]) == set(system.options)
    for player in PLAYERS:
        doc = apply(doc, op="add_player", player=player)
    if system.teams:  # a team system pairs teams: the 16 players make four teams of four, in rating order
        for t in range(4):
            ids = [p["id"] for p in doc["players"][4 * t:4 * t + 4]]
            doc = apply(doc, op="add_team", team={"name": f"Team {t + 1}"}, players=ids)
    if not system.rounds_derived:
        recommended = result("event_plan_rounds", event=doc)["recommended"]
        doc = apply(doc, op="set_rounds", rounds=recommended)
    return doc


@functools.cache
def played_once(name):
    system = systems.get(name)
    doc = created(name)
    for r in range(1, MAX_ROUNDS + 1):
        answer = call("event_pair_next", event=doc)
        if not answer["ok"]:
            # The system is done ("finished"), or has no rounds at all and says so ("wrong_system": the arena).
            assert answer["error"]["code"] == ("finished" if r > 1 else "wrong_system"), answer
            assert answer["error"]["message"]
            return json.dumps(doc), r - 1
        doc = answer["result"]["event"]
        for b, board in enumerate(doc["rounds"][-1]["boards"], 1):
            doc = apply(doc, op="set_result", round=r, board=b, **board_result(system, False))
            doc = apply(doc, op="set_result", round=r, board=b, **board_result(system, True))
            assert doc["rounds"][-1]["boards"][b - 1]["result"] == "1-0"
    raise AssertionError(f"{name} paired more than {MAX_ROUNDS} rounds")


def played(name):
    """The event with every round the system pairs played, each result first entered wrongly, then corrected
    (a fresh copy for each test): the document and the number of rounds paired."""
    text, rounds = played_once(name)
    return json.loads(text), rounds


def test_a_new_event_holds_the_system_with_its_modes_and_options(name):
    system = systems.get(name)
    doc = created(name)
    assert doc["settings"]["options"] == {key: option.default for key, option in system.options.items()}
    assert (doc["settings"]["requested_byes"]["allowed"] != []) == system.requested_byes
    event.validate(doc)


def test_every_round_is_paired_and_every_player_is_placed_or_sitting_out(name):
    system = systems.get(name)
    doc, rounds = played(name)
    if not rounds:
        return  # a system without rounds (the arena) refused to pair one, which `played` checked
    assert doc["settings"]["rounds"] is None or rounds <= doc["settings"]["rounds"] + system.playoff_rounds(
        doc["settings"])
    ids = {p["id"] for p in doc["players"]}
    for r, rnd in enumerate(doc["rounds"], 1):
        placed = [pid for board in rnd["boards"] for pid in (board["white"], board["black"])]
        placed += [rnd["pab"]] if rnd["pab"] is not None else []
        assert len(placed) == len(set(placed)) and set(placed) <= ids
        assert set(placed) | system.sitting_out(doc, r) == ids
    with pytest.raises(EventError):
        event.apply(doc, {"op": "pair_next"})


def test_standings_answer_for_every_system(name):
    doc, rounds = played(name)
    answer = result("event_standings", event=doc)
    assert answer == result("event_standings", event=json.loads(json.dumps(doc)))
    own = systems.get(name).standings(event.load(doc), "2026")
    # The answer leaves out each value's round lines, which the page asks one player at a time.
    assert answer == bridge.without_workings(own) if own is not None else answer["standings"] is not None


def test_the_wall_chart_is_drawn_or_refused_as_the_system_says(name):
    system = systems.get(name)
    doc, rounds = played(name)
    answer = call("event_crosstable", event=doc)
    if system.no_wall_chart is not None:
        assert not answer["ok"] and answer["error"]["code"] == "not_available"
        assert (answer["error"]["key"], answer["error"]["message"]) == (
            system.no_wall_chart, messages.sentence(system.no_wall_chart, {}))
    else:
        assert answer["ok"], answer
        chart = answer["result"]
        assert chart["paired"] == rounds and len(chart["rows"]) == len(PLAYERS)


def test_text_export_writes_the_pairings_and_the_standings(name):
    doc, rounds = played(name)
    for kind in ("pairings", "standings"):
        answer = call("event_text", event=doc, kind=kind)
        if rounds:
            assert answer["ok"], answer
            assert answer["result"]["text"].startswith(f"Contract {name}")
        else:  # nothing paired: a refusal a director can read
            assert not answer["ok"] and answer["error"]["message"]


def test_trf_export_writes_every_complete_round(name):
    doc, rounds = played(name)
    answer = call("event_to_trf", event=doc)
    assert answer["ok"], answer
    lines = answer["result"]["trf"].splitlines()
    assert sum(line.startswith("001 ") for line in lines) == len(PLAYERS)


def test_the_document_survives_json_and_validation_unchanged(name):
    doc, rounds = played(name)
    stored = json.loads(json.dumps(doc))
    assert result("event_validate", event=stored)["event"] == doc
    assert event.load(stored) == doc


def test_the_round_view_has_every_paired_round_with_the_points_before_it(name):
    doc, rounds = played(name)
    view = json.loads(json.dumps(result("event_round_view", event=doc)))  # as the page reads it: ids are keys
    assert sorted(view["numbers"].values()) == list(range(1, len(PLAYERS) + 1))
    assert len(view["rounds"]) == len(doc["rounds"]) == rounds
    for r, rnd in enumerate(view["rounds"], 1):
        assert set(rnd["scores"]) == {str(p["id"]) for p in doc["players"]}
        assert rnd["formats"] == [] or len(rnd["formats"]) == len(doc["rounds"][r - 1]["boards"])


@pytest.mark.skipif(NODE is None, reason="Node runs the page's share-link module; build.py needs it anyway")
def test_the_share_link_carries_the_event_unchanged(name):
    doc, rounds = played(name)
    script = ("import fs from 'node:fs';"
              f"import {{ encodeEvent, decodeFragment }} from {json.dumps(SHARE_JS.as_uri())};"
              "const link = await encodeEvent(JSON.parse(fs.readFileSync(0, 'utf8')));"
              "const back = await decodeFragment(link);"
              "console.log(JSON.stringify({ prefix: link.slice(0, 3), doc: back.doc, readOnly: back.readOnly }));")
    out = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(doc), check=True,
                         capture_output=True, text=True)
    answer = json.loads(out.stdout)
    assert answer["prefix"] == "e2." and answer["readOnly"] is False
    assert answer["doc"] == doc
    assert event.load(answer["doc"]) == doc


# Reads an event; prints [the record link's kind, what it asks the engine to apply again, its checksum].
RECORD_LINK = """
import fs from "node:fs";
import { decodeFragment, encodeRecord } from %s;
const link = encodeRecord(JSON.parse(fs.readFileSync(0, "utf8")));
const back = await decodeFragment("#" + link);
console.log(JSON.stringify([link.slice(0, 3), back.rebuild, back.check]));
"""

# Reads [event, checksum]; prints [whether the page takes the event for the one its record link was made from].
IS_RECORDED = """
import fs from "node:fs";
import { isRecordedEvent } from %s;
const [doc, check] = JSON.parse(fs.readFileSync(0, "utf8"));
console.log(JSON.stringify([isRecordedEvent(doc, check)]));
"""


@pytest.mark.skipif(NODE is None, reason="Node runs the page's share-link module; build.py needs it anyway")
def test_the_record_link_makes_the_event_again_unchanged(name):
    """The editable link of the record of changes alone (format 3): the engine applies every change again, pairing
    each round anew, and the event comes out as the sender's, to the checksum the page compares."""
    doc, _ = played(name)
    kind, rebuild, check = node(RECORD_LINK % uri("share.js"), doc)
    assert kind == "e3."
    made = result("event_rebuild", **rebuild)["event"]
    assert json.dumps(made) == json.dumps(doc)
    assert node(IS_RECORDED % uri("share.js"), [made, check]) == [True]
