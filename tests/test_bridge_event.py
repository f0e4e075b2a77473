"""The bridge's event operations: new, apply, validate, plan, TRF in and out, with errors named under args."""

import json
import os

import pytest

from swisspair import bridge, event
from tests.event.helpers import GOLDEN, corrupt, finish_round, played_event, run, weekend_played
from tests.helpers.standings_work import count_standings_work
from swisspair.document.names import VERSION


@pytest.fixture(scope="module")
def played():
    """Five players, round 1 played, round 2 paired; a restriction, a requested bye, a withdrawal."""
    return played_event()


def ask(op, **args):
    return bridge.handle({"id": 1, "op": op, "args": args})


def test_bridge_new_apply_validate_and_plan():
    created = ask("event_new", id="e", name="Open", rounds=3)
    assert created["ok"], created
    doc = created["result"]["event"]
    answer = ask("event_apply", event=doc, operation={"op": "add_player", "player": {"name": "A", "rating": 1500}})
    assert answer["ok"] and answer["result"]["warnings"] == []
    doc = answer["result"]["event"]
    validated = ask("event_validate", event=doc)["result"]
    assert validated == {"valid": True, "version": VERSION, "event": doc, "event_key": validated["event_key"]}
    plan = ask("event_plan_rounds", event=doc)["result"]
    assert plan["players"] == 1 and plan["recommended"] is None
    assert ask("event_plan_rounds", players=20, mode="magic")["result"]["recommended"] == 5


def test_bridge_errors_name_the_field_under_args(played):
    answer = ask("event_apply", event=played, operation={"op": "set_result", "round": 2, "board": 1, "result": "2-0"})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "wrong_value" and answer["error"]["field"] == "args.operation.result"
    assert answer["error"]["round"] == 2
    bad = corrupt(played, ["players", 1, "rating"], "x")
    answer = ask("event_validate", event=bad)
    assert answer["error"]["field"] == "args.event.players[1].rating" and answer["error"]["player"] == 2
    answer = ask("event_apply", event=played, operation={"op": "pair_next"})
    assert answer["error"]["code"] == "results_missing"


def test_bridge_trf_in_and_out_and_pair_next(played):
    text = ask("event_to_trf", event=finish_round(played))["result"]["trf"]
    back = ask("event_from_trf", trf=text, id="imported")["result"]["event"]
    assert back["id"] == "imported" and len(back["rounds"]) == 2
    paired = ask("event_pair_next", event=back)
    assert paired["ok"] and len(paired["result"]["event"]["rounds"]) == 3
    answer = ask("event_from_trf", trf="001 x")
    assert answer["error"]["code"] == "invalid_trf" and answer["error"]["field"] == "args.trf"


def test_the_event_of_the_last_answer_is_named_by_its_key_and_a_key_no_longer_held_is_refused():
    created = ask("event_new", id="e", name="Open", rounds=3)["result"]
    added = ask("event_apply", event_key=created["event_key"],
                operation={"op": "add_player", "player": {"name": "A", "rating": 1500}})["result"]
    sent = ask("event_apply", event=created["event"],
               operation={"op": "add_player", "player": {"name": "A", "rating": 1500}})["result"]
    assert added["event"] == sent["event"] and added["round_view"] == sent["round_view"]
    assert added["event_key"] != sent["event_key"]
    # Only the latest answer's event is held: the earlier key is refused, the page then sends the event.
    stale = ask("event_standings", event_key=added["event_key"])
    assert not stale["ok"] and stale["error"]["code"] == "event_not_held"
    assert stale["error"]["field"] == "args.event_key"
    assert ask("event_round_view", event_key=sent["event_key"])["result"] == sent["round_view"]
    both = ask("event_round_view", event=sent["event"], event_key=sent["event_key"])
    assert not both["ok"] and both["error"]["code"] == "duplicate"


def test_a_check_asked_for_what_a_link_shows_answers_each_sections_standings_and_round_as_their_own_requests_do():
    doc = weekend_played()
    text = bridge.handle_json(json.dumps({"id": 1, "op": "event_validate", "args": {"event": doc, "answer": "shown"}}))
    checked = json.loads(text)["result"]
    assert checked["event"] == doc and len(checked["views"]) == 3
    for section, view in enumerate(checked["views"], 1):
        standings = ask("event_standings", event=doc, section=section)["result"]
        assert view["standings"] == {key: value for key, value in standings.items() if key != "ratings"}
        round_view = json.loads(json.dumps(ask("event_round_view", event=doc, section=section)["result"]))
        assert view["round_view"] == {key: value for key, value in round_view.items() if key != "event_key"}
    assert "views" not in ask("event_validate", event=doc)["result"]
    assert ask("event_validate", event=doc, answer="views")["error"]["field"] == "args.answer"


def test_an_operation_answers_its_changes_in_place_of_the_event_and_the_new_event_is_held(played):
    operation = {"op": "set_result", "copy": "ana", "round": 2, "board": 1, "result": "1-0"}
    whole = ask("event_apply", event=played, operation=operation)["result"]
    held = ask("event_validate", event=played)["result"]
    changed = ask("event_apply", event_key=held["event_key"], operation=operation, answer="changes")["result"]
    assert "event" not in changed and changed["round_view"] == whole["round_view"]
    paths = [change["p"] for change in changed["changes"]]
    assert ["rounds", 1, "boards", 0, "result"] in paths and all(path[0] != "players" for path in paths)
    # The page makes the new event from the one it sent, and the engine holds that very event under the new key.
    assert ask("event_validate", event_key=changed["event_key"])["result"]["event"] == whole["event"]
    sent = ask("event_apply", event=played, operation=operation, answer="changes")["result"]
    assert sent["changes"] == changed["changes"]
    refused = ask("event_apply", event=played, operation=operation, answer="diff")
    assert refused["error"]["field"] == "args.answer"


def test_the_round_view_of_an_event_sent_whole_holds_it_so_the_result_entered_next_goes_by_its_key(played):
    # The page asks a stored event's round view as it opens: the result entered next must not send it again.
    view = ask("event_round_view", event=played)["result"]
    operation = {"op": "set_result", "copy": "ana", "round": 2, "board": 1, "result": "1-0"}
    by_key = ask("event_apply", event_key=view.pop("event_key"), operation=operation, answer="changes")["result"]
    sent = ask("event_apply", event=played, operation=operation, answer="changes")["result"]
    assert by_key["changes"] == sent["changes"] and by_key["round_view"] == sent["round_view"]
    # An event of an earlier version is upgraded as it is read: what the engine would hold is not what the page has.
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        assert "event_key" not in ask("event_round_view", event=json.load(f))["result"]


def test_a_merge_names_the_received_copy_the_engine_just_checked_by_its_key(played):
    ours = ask("event_apply", event=played, operation={"op": "set_result", "copy": "ana", "round": 2, "board": 1,
                                                       "result": "1-0"})["result"]["event"]
    theirs = ask("event_apply", event=played, operation={"op": "set_result", "copy": "ben", "round": 2, "board": 2,
                                                         "result": "0-1"})["result"]["event"]
    sent = ask("event_merge", ours=ours, theirs=theirs)["result"]
    assert [b["result"] for b in sent["event"]["rounds"][1]["boards"][:2]] == ["1-0", "0-1"]
    key = ask("event_validate", event=theirs)["result"]["event_key"]
    by_key = ask("event_merge", ours=ours, theirs_key=key)
    assert by_key["ok"], by_key
    assert by_key["result"] == {**sent, "event_key": by_key["result"]["event_key"]}
    stale = ask("event_merge", ours=ours, theirs_key=key)  # the merge's answer holds another event now
    assert stale["error"]["code"] == "event_not_held" and stale["error"]["field"] == "args.theirs_key"
    both = ask("event_merge", ours=ours, theirs=theirs, theirs_key="x")
    assert both["error"]["code"] == "duplicate"


def test_a_held_event_is_a_copy_nothing_outside_the_engine_changes():
    created = ask("event_new", id="e", name="Open", rounds=3)["result"]
    created["event"]["name"] = "Changed by the caller"
    answer = ask("event_apply", event_key=created["event_key"], operation={"op": "set_rounds", "rounds": 5})["result"]
    assert answer["event"]["name"] == "Open" and answer["event"]["settings"]["rounds"] == 5


def test_bridge_event_standings_carry_the_team_scores_when_the_event_has_them(played):
    assert "teams" not in ask("event_standings", event=played)["result"]
    doc = played
    for pid, club in ((1, "North"), (2, "South"), (3, "North"), (4, "South")):
        doc = event.apply(doc, {"op": "edit_player", "player": pid, "changes": {"club": club}}).event
    doc = event.apply(doc, {"op": "set_team_scores", "best": 1}).event
    answer = ask("event_standings", event=doc)["result"]
    individual = {row["tpn"]: row["points"] for row in answer["standings"]}
    teams = answer["teams"]
    assert teams["best"] == 1 and {t["team"] for t in teams["teams"]} == {"North", "South"}
    for team in teams["teams"]:
        best = max(individual[answer["numbers"][str(p["id"])]] for p in team["players"])
        assert team["points"] == best and team["counted"] == 1
    assert teams["teams"][0]["points"] >= teams["teams"][1]["points"]


def test_the_bridge_merges_two_copies_and_names_the_other_copy():
    doc = event.new_event({"id": "merge-me", "name": "Merge"})
    ours = event.apply(doc, {"op": "add_player", "copy": "one", "player": {"name": "A", "rating": 1500}}).event
    theirs = event.apply(ours, {"op": "name_copy", "copy": "two", "name": "Ben"}).event
    theirs = event.apply(theirs, {"op": "add_player", "copy": "two", "player": {"name": "B", "rating": 1400}}).event
    answer = bridge.handle({"id": 1, "op": "event_merge", "args": {"ours": ours, "theirs": theirs}})
    assert answer["ok"], answer
    result = answer["result"]
    assert [p["name"] for p in result["event"]["players"]] == ["A", "B"]
    assert result["summary"] == {"two": ["added 1 player"]} and result["copies"] == {"two": "Ben"}
    assert result["round_view"]["numbers"]
    refused = bridge.handle({"id": 2, "op": "event_merge", "args": {"ours": ours, "theirs": event.new_event({"id": "x"})}})
    assert refused["error"]["code"] == "not_the_same_event"


def test_bridge_event_standings_give_a_k_read_from_fides_list_with_its_source(played):
    doc = played
    for pid in (1, 2):
        doc = event.apply(doc, {"op": "edit_player", "player": pid, "changes": {"rating": 1800}}).event
    doc = event.apply(doc, {"op": "edit_player", "player": 1, "changes": {
        "k": 40, "k_source": "FIDE's standard list of December 2026"}}).event
    answer = ask("event_standings", event=doc)["result"]
    first = answer["ratings"][str(answer["numbers"]["1"])]
    assert (first["k"], first["k_reason"]) == (40, "from FIDE's standard list of December 2026")
    assert answer["ratings"][str(answer["numbers"]["2"])]["k_reason"] != first["k_reason"]


def test_a_k_the_page_read_from_fides_list_is_worded_by_the_lists_kind_and_month(played):
    doc = played
    for pid in (1, 2):
        doc = event.apply(doc, {"op": "edit_player", "player": pid, "changes": {"rating": 1800}}).event
    doc = event.apply(doc, {"op": "edit_player", "player": 1,
                            "changes": {"k": 40, "k_source": "fide:blitz:2026-12"}}).event
    answer = ask("event_standings", event=doc)["result"]
    first = answer["ratings"][str(answer["numbers"]["1"])]
    assert (first["k_reason"], first["k_reason_words"]) == (
        "from FIDE's blitz list of 2026-12",
        {"key": "rating_k.from_fide_list", "params": {"kind_msg": "rating_k.blitz", "date": "2026-12"}})
    second = answer["ratings"][str(answer["numbers"]["2"])]
    assert second["k_reason_words"] == {"key": "rating_k.twenty", "params": {"below": "2400"}}


def test_the_standings_of_the_held_event_are_the_standings_of_the_event_sent_without_checking_it_again(played,
                                                                                                        monkeypatch):
    doc = finish_round(played)
    sent = ask("event_standings", event=doc)["result"]
    key = ask("event_validate", event=doc)["result"]["event_key"]
    checked = []
    real = event.document.validate
    monkeypatch.setattr(event.document, "validate", lambda *args: checked.append(args) or real(*args))
    assert ask("event_standings", event_key=key)["result"] == sent
    assert checked == []


def test_the_standings_leave_out_the_round_lines_and_rated_games_which_event_working_answers_for_one_player(played,
                                                                                                         monkeypatch):
    doc = run(finish_round(played), {"op": "update_settings", "tiebreaks": ["BH", "SB"]})
    whole = bridge.event_standings_of(doc, "2026")
    worked = count_standings_work(monkeypatch)
    key = ask("event_validate", event=doc)["result"]["event_key"]
    answer = ask("event_standings", event_key=key)["result"]
    assert [row["tpn"] for row in answer["standings"]] == [row["tpn"] for row in whole["standings"]]
    assert all(set(detail) == {"text", "summary", "key", "params"}
               for row in answer["standings"] for detail in row["details"].values())
    assert answer["ratings"] == {tpn: {k: v for k, v in change.items() if k != "rated_games"}
                                 for tpn, change in whole["ratings"].items()}
    # One player's lines and rated games are the whole answer's, from the standings worked out once for both requests.
    second = next(row for row in whole["standings"] if row["tpn"] == 2)
    working = ask("event_working", event_key=key, tpn=2)["result"]
    assert working == {"tpn": 2, "details": second["details"], "rating": whole["ratings"]["2"]}
    assert any(detail["rounds"] for detail in second["details"].values()) and working["rating"]["rated_games"]
    assert worked == ["2026"]
    error = ask("event_working", event_key=key, tpn=99)["error"]
    assert (error["code"], error["field"]) == ("unknown_player", "args.tpn")
    assert error["message"] == "These standings have no player with pairing number 99."
