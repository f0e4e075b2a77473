"""swisspair.messages for what is not an error: a round's notes (why it is paired as it is) and a tie-break's working
(how a value was computed) answer their key and parameters beside the English, on a corpus round and on FIDE C.07
examples, and a stored note's words are checked with the event."""

import copy
from pathlib import Path

from swisspair import bridge, event, messages
from tests.corpus_location import DUTCH_NOPAIRING
from tests.event.helpers import FIVE, fails, make, run
from tests.tiebreaks.helpers import GOLDEN


def worded_right(said: dict) -> bool:
    """The English is the sentence the key and parameters make, and every parameter is a number or text."""
    return (said["key"] in messages.MESSAGES and said["text"] == messages.sentence(said["key"], said["params"])
            and all(isinstance(value, (int, float, str)) for value in said["params"].values()))


def test_a_corpus_round_paired_with_the_fewest_rematches_names_each_rematch_by_key():
    with open(DUTCH_NOPAIRING / "n10_r9_s1000740.trf", encoding="utf-8") as f:
        doc = run(event.from_trf(f.read()).event, {"op": "update_settings", "mode": "club"})
    answer = bridge.handle({"id": 1, "op": "event_pair_next", "args": {"event": doc}})["result"]
    notes = [note for note in answer["event"]["rounds"][-1]["notes"] if note["code"] == "rematch"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    assert notes and all(worded_right(note) for note in notes)
    assert [note["params"] for note in notes] == [
        {"first": names[note["players"][0]], "second": names[note["players"][1]], "number": 9} for note in notes]


def test_a_broken_restriction_names_its_label_and_the_engines_reason_by_key():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 2, 3], "kind": "siblings",
                                         "label": "the Smiths"}, {"op": "pair_next"})
    note = doc["rounds"][0]["notes"][0]
    assert note["key"] == "note.restriction_broken" and worded_right(note)
    assert note["params"]["kind_msg"] == "restriction.labelled" and note["params"]["label"] == "the Smiths"
    assert note["params"]["reason_msg"] in messages.MESSAGES and note["params"]["number"] == 1


def test_a_restriction_without_a_label_is_named_by_its_kinds_words():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 2, 3], "kind": "parent_child"},
              {"op": "pair_next"})
    note = doc["rounds"][0]["notes"][0]
    assert note["params"]["kind_msg"] == "restriction.parent_child" and "label" not in note["params"]
    assert "(parent and child) meet: no pairing of round 1 keeps them apart" in note["text"] and worded_right(note)


def test_team_mates_a_team_setting_keeps_apart_are_named_by_their_team_and_round():
    doc = make(FIVE[:4], rounds=3)
    for pid, club in enumerate(("North", "North", "North", "South"), 1):
        doc = run(doc, {"op": "edit_player", "player": pid, "changes": {"club": club}})
    note = run(doc, {"op": "set_team_scores", "apart_until": 3}, {"op": "pair_next"})["rounds"][0]["notes"][0]
    assert note["params"]["kind_msg"] == "restriction.team_mates" and worded_right(note)
    assert (note["params"]["team"], note["params"]["until"]) == ("North", 3)


def test_held_exercises_workings_answer_their_key_and_params_beside_the_summary():
    # IA Mario Held's 5-round Swiss (FIDE C.07, 2024 rules): player 3 has BH-C1 13.0, SB 10.50, ARO 1940, TPR 2089.
    with open(Path(GOLDEN) / "held-swiss-5.trf", encoding="utf-8") as f:
        trf = f.read()
    answer = bridge.handle({"id": 1, "op": "standings", "args": {"trf": trf, "tiebreaks": ["BH/C1", "SB", "ARO", "TPR"],
                                                                   "edition": "2024"}})["result"]
    details = next(row for row in answer["standings"] if row["tpn"] == 3)["details"]
    said = {code: (detail["text"], detail["key"], detail["params"]) for code, detail in details.items()}
    assert said == {
        "BH/C1": ("13.0", "working.sum_over_rounds_cut", {"count": 5, "cut": 1}),
        "SB": ("10.50", "working.sum_over_rounds", {"count": 5}),
        "ARO": ("1940", "working.average_rating", {"count": 5}),
        "TPR": ("2089", "working.performance", {"aro": "1940", "dp": "149", "points": 3.5, "count": 5, "percent": 70}),
    }
    assert all(detail["summary"] == messages.fill(detail["key"], detail["params"]) for detail in details.values())
    assert details["TPR"]["summary"] == "ARO 1940 + dp 149 for 3.5 of 5 (70%)"


def test_a_stored_note_keeps_its_words_and_one_with_a_list_for_a_parameter_is_refused():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 2, 3], "kind": "siblings"},
              {"op": "pair_next"})
    assert doc["rounds"][0]["notes"][0]["key"] == "note.restriction_broken" and event.validate(doc) is None
    bad = copy.deepcopy(doc)
    bad["rounds"][0]["notes"][0]["params"]["number"] = [1]
    error = fails(bad, "wrong_type", op="pair_next")
    assert error.field == "event.rounds[0].notes[0].params.number"


def test_a_pasted_lists_flags_answer_their_key_and_params_beside_the_english():
    text = "Carlsen, Magnus  NOR  GM  2830  1503014  1990  2001  FRA\nHugo ## 18OO x\nJones, Tom  ENG  IA  1900\n"
    players = bridge.handle({"id": 1, "op": "roster_from_text", "args": {"text": text, "existing": []}})["result"]["players"]
    flags = [flag for row in players for flag in row["flags"]]
    assert [(flag["key"], flag["params"]) for flag in flags] == [
        ("roster.flag_number_not_read", {"text": "2001"}),
        ("roster.flag_second_federation", {"text": "FRA"}),
        ("roster.flag_symbol", {"text": "##"}),
        ("roster.flag_mistyped_rating_meant", {"text": "18OO", "meant": "1800"}),
        ("roster.flag_arbiter_title", {"text": "IA"})]
    assert all(flag["message"] == messages.fill(flag["key"], flag["params"]) for flag in flags)
