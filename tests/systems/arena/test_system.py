"""The arena in the event document (systems/arena/system.py): the operations through the bridge as the page
calls them, the `arena` block's checks, and the live view."""

import copy

from swisspair.systems.arena import system as arena_block
from tests.helpers.bridge_calls import answered as call, refused

MIN = 60_000
T0 = 1_790_000_000_000  # the page's Date.now() at the start
SIX = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840),
       ("Ines Jovic", 1760), ("Jon Kerr", 2040)]




def apply(doc, **operation):
    return call("event_apply", event=doc, operation=operation)["event"]


def arena_event(players=SIX, minutes=30):
    doc = call("event_new", id="arena-1", name="Friday blitz", system="arena",
               options={"duration_minutes": minutes})["event"]
    for name, rating in players:
        doc = apply(doc, op="add_player", player={"name": name, "rating": rating})
    return doc


def ids(doc):
    return {p["name"]: p["id"] for p in doc["players"]}


def playing(doc, now):
    names = {p["id"]: p["name"] for p in doc["players"]}
    return {frozenset((names[g["white"]], names[g["black"]])): g["game"]
            for g in call("event_arena", event=doc, now=now)["playing"]}


def test_a_new_arena_has_no_block_until_it_starts():
    doc = arena_event()
    assert doc["settings"]["system"] == "arena" and doc["arena"] is None
    view = call("event_arena", event=doc, now=T0)
    assert view["started"] is None and view["playing"] == [] and view["waiting"] == []
    assert [row["score"] for row in view["standings"]] == [0] * 6
    # a Swiss event has none either, and is not an arena
    swiss = call("event_new", id="s", name="Swiss")["event"]
    assert swiss["arena"] is None
    assert refused("event_arena", event=swiss, now=T0)["code"] == "wrong_system"
    assert refused("event_apply", event=swiss, operation={"op": "arena_start", "now": T0})["code"] == "wrong_system"


def test_a_short_arena_through_the_bridge():
    doc = apply(arena_event(), op="arena_start", now=T0)
    # best-ranked first: Eva 2210 - Anna 2150, Jon 2040 - Carl 1985, Gil 1840 - Ines 1760
    assert set(playing(doc, T0)) == {frozenset(("Eva Fischer", "Anna Berg")), frozenset(("Jon Kerr", "Carl Diaz")),
                                     frozenset(("Gil Hart", "Ines Jovic"))}
    assert doc["log"][-1]["text"].startswith("Arena started (30 minutes). Paired: Eva Fischer - Anna Berg;")
    game = playing(doc, T0)[frozenset(("Eva Fischer", "Anna Berg"))]
    doc = apply(doc, op="arena_finish", game=game, result="1-0", now=T0 + 4 * MIN)  # Eva wins
    view = call("event_arena", event=doc, now=T0 + 4 * MIN)
    assert [ids(doc)[n] for n in ("Eva Fischer", "Anna Berg")] == [w["player"] for w in view["waiting"]]
    assert view["time_left"] == 26 * MIN and view["pairing"] and not view["over"]
    game = playing(doc, T0)[frozenset(("Gil Hart", "Ines Jovic"))]
    doc = apply(doc, op="arena_finish", game=game, result="0-1", now=T0 + 5 * MIN)  # Ines wins
    # Ines (2 points) takes the best-ranked free player she has not just played: Eva; Gil gets Anna
    assert frozenset(("Ines Jovic", "Eva Fischer")) in playing(doc, T0)
    assert frozenset(("Gil Hart", "Anna Berg")) in playing(doc, T0)
    assert "Paired: " in doc["log"][-1]["text"]
    # pausing, resuming, the end
    doc = apply(doc, op="arena_pause", player=ids(doc)["Gil Hart"], now=T0 + 6 * MIN)
    view = call("event_arena", event=doc, now=T0 + 6 * MIN)
    assert next(r for r in view["standings"] if r["player"] == ids(doc)["Gil Hart"])["paused"]
    doc = apply(doc, op="arena_resume", player=ids(doc)["Gil Hart"], now=T0 + 7 * MIN)
    for game in call("event_arena", event=doc, now=T0 + 31 * MIN)["playing"]:
        doc = apply(doc, op="arena_finish", game=game["game"], result="1/2-1/2", now=T0 + 31 * MIN)
    view = call("event_arena", event=doc, now=T0 + 31 * MIN)
    assert view["over"] and view["playing"] == [] and view["time_left"] == 0
    assert len(view["finished"]) == len(doc["arena"]["games"]) == 5
    # Eva and Ines have 3 points each (a win, a draw); fewer than three games: the rating ranks them
    assert [(r["player"], r["score"], r["place"]) for r in view["standings"][:2]] == [
        (ids(doc)["Eva Fischer"], 3, 1), (ids(doc)["Ines Jovic"], 3, 2)]
    assert [s["points"] for s in view["standings"][0]["sheet"]] == [2, 1]


def test_refusals_name_the_field():
    doc = arena_event()
    assert refused("event_apply", event=doc, operation={"op": "arena_finish", "game": 1, "result": "1-0",
                                                        "now": T0})["code"] == "not_started"
    doc = apply(doc, op="arena_start", now=T0)
    for operation, code, field in [
        ({"op": "arena_start", "now": T0}, "already_started", "args.operation.op"),
        ({"op": "arena_finish", "game": 9, "result": "1-0", "now": T0}, "unknown_game", "args.operation.game"),
        ({"op": "arena_finish", "game": 1, "result": "1-0", "now": T0 - 1}, "time_backwards", "args.operation.now"),
        ({"op": "arena_finish", "game": 1, "result": "1-0", "now": "noon"}, "wrong_type", "args.operation.now"),
        ({"op": "arena_finish", "game": 1, "result": "+-", "now": T0}, "bad_result", "args.operation.game"),
        ({"op": "arena_pause", "player": 99, "now": T0}, "unknown_player", "args.operation.player"),
        ({"op": "arena_resume", "player": 1, "now": T0}, "not_paused", "args.operation.player"),
        ({"op": "remove_player", "player": 1}, "already_started", "args.operation.player"),
        ({"op": "pair_next"}, "wrong_system", "args.operation.op"),
    ]:
        error = refused("event_apply", event=doc, operation=operation)
        assert (error["code"], error["field"]) == (code, field), (operation, error)
        assert error["message"]


def corrupt(doc, change):
    broken = copy.deepcopy(doc)
    change(broken)
    return refused("event_validate", event=broken)


def test_the_block_is_checked():
    doc = apply(arena_event(), op="arena_start", now=T0)
    doc = apply(doc, op="arena_finish", game=1, result="1-0", now=T0 + MIN)
    assert call("event_validate", event=doc)["valid"]
    cases = [
        (lambda d: d["arena"]["games"][0].update(result=None), "event.arena.games[0].result"),
        (lambda d: d["arena"]["games"][1].update(id=7), "event.arena.games[1].id"),
        (lambda d: d["arena"]["games"][1].update(black=d["arena"]["games"][1]["white"]), "event.arena.games[1].black"),
        (lambda d: d["arena"]["games"][1].update(white=77), "event.arena.games[1].white"),
        (lambda d: d["arena"]["games"][2].update(start=T0 - 5), "event.arena.games[2].start"),
        (lambda d: d["arena"]["games"][2].update(start=T0 + 30 * MIN), "event.arena.games[2].start"),
        (lambda d: d["arena"]["games"][0].update(result="1-1"), "event.arena.games[0].result"),
        # the same players in a second game while the first is not finished
        (lambda d: d["arena"]["games"].append(dict(d["arena"]["games"][1], id=4)), "event.arena.games[3].white"),
        (lambda d: d["arena"].update(extra=1), "event.arena.extra"),
        (lambda d: d["arena"]["pauses"].extend([{"player": 1, "start": T0, "end": None}] * 2),
         "event.arena.pauses[1].player"),
        (lambda d: d["settings"].update(system="dutch", options={}), "event.arena"),
    ]
    assert len(doc["arena"]["games"]) == 3
    for change, field in cases:
        error = corrupt(doc, change)
        assert error["field"] == f"args.{field}", error
        assert error["message"]


def test_a_version_1_document_gets_an_empty_block():
    swiss = call("event_new", id="s", name="Swiss")["event"]
    old = copy.deepcopy(swiss)
    old["version"] = 1
    for key in ("system", "options"):
        old["settings"].pop(key)
    old.pop("arena")
    upgraded = apply(old, op="update_settings", name="Renamed")
    assert upgraded["version"] == swiss["version"] and upgraded["arena"] is None


def test_the_arena_block_module_agrees_with_the_engine():
    doc = apply(arena_event(minutes=10), op="arena_start", now=T0)
    a = arena_block.to_arena(doc)
    assert a.duration == 10 * MIN and a.start == T0 and len(a.games) == 3
