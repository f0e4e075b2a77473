"""An event of several sections (event/sections.py and its check in event/schema.py): the shape, a section's view
and what an operation on it writes back, the checks naming the section, board numbers across sections, and a
section paired exactly as a plain event of its players."""

import copy
import json

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.event.sections import first_boards, next_player_id, section_view, write_back
from tests.event.helpers import (
    EVERY_THIRD_DRAWN, WEEKEND, corrupt, finish_round, make, run, weekend_open,
)


@pytest.fixture(scope="module")
def weekend():
    return weekend_open()


def test_a_three_section_event_keeps_each_groups_parts_in_its_section_and_shares_the_rest(weekend):
    assert [(s["id"], s["name"], len(s["players"])) for s in weekend["sections"]] == [
        (1, "Open", 8), (2, "U1800", 7), (3, "U1400", 6)]
    for key in ("settings", "players", "restrictions", "rounds", "arena", "trf_lines"):
        assert key not in weekend
    assert weekend["section_boards"] == "continuous"
    assert weekend["name"] == "Weekend Open" and weekend["log"][-1]["args"]["section"] == 3
    event.validate(weekend)


def test_player_ids_are_unique_across_the_sections(weekend):
    ids = [p["id"] for s in weekend["sections"] for p in s["players"]]
    assert ids == list(range(1, 22))
    assert next_player_id(weekend) == 22


def test_an_event_with_sections_survives_a_json_round_trip(weekend):
    text = json.dumps(weekend, ensure_ascii=False)
    assert event.load(json.loads(text)) == weekend


def test_a_section_view_is_a_one_section_event_holding_the_sections_own_lists(weekend):
    view = section_view(weekend, 2)
    assert "sections" not in view and "section_boards" not in view
    assert view["players"] is weekend["sections"][1]["players"]
    assert view["id"] == "weekend" and view["log"] is weekend["log"]
    event.validate(view)
    assert section_view(weekend)["players"] is weekend["sections"][0]["players"]


def test_a_one_section_event_is_its_own_view_and_its_only_section_is_1():
    doc = make()
    assert section_view(doc) is doc and section_view(doc, 1) is doc
    with pytest.raises(EventError) as info:
        section_view(doc, 2)
    assert info.value.code == "unknown_section"


def test_writing_back_puts_replaced_parts_in_the_section_and_shared_keys_at_the_top(weekend):
    doc = copy.deepcopy(weekend)
    view = section_view(doc, 3)
    view["restrictions"] = [{"id": 1, "kind": "other", "label": "", "players": [16, 17], "first_round": 1,
                             "last_round": None}]
    view["ranking"] = [16]
    view["modified"] = "later"
    write_back(doc, view, 3)
    assert doc["sections"][2]["restrictions"][0]["players"] == [16, 17] and doc["sections"][2]["ranking"] == [16]
    assert doc["modified"] == "later" and "restrictions" not in doc
    del view["ranking"]
    write_back(doc, view, 3)
    assert "ranking" not in doc["sections"][2]


def test_an_operation_on_one_section_leaves_the_others_as_they_were(weekend):
    after = run(weekend, {"op": "edit_player", "section": 2, "player": 10, "changes": {"rating": 1700}})
    assert after["sections"][0] == weekend["sections"][0] and after["sections"][2] == weekend["sections"][2]
    assert next(p for p in after["sections"][1]["players"] if p["id"] == 10)["rating"] == 1700


def test_an_operation_without_a_section_runs_on_the_first(weekend):
    after = run(weekend, {"op": "set_rounds", "rounds": 7})
    assert [s["settings"]["rounds"] for s in after["sections"]] == [7, 5, 5]


@pytest.mark.parametrize(("path", "value", "field"), [
    (["sections", 1, "players", 3, "rating"], -5, "event.sections[1].players[3].rating"),
    (["sections", 2, "settings", "rounds"], 0, "event.sections[2].settings.rounds"),
    (["sections", 1, "name"], "open", "event.sections[1].name"),
    (["sections", 1, "name"], " ", "event.sections[1].name"),
    (["sections", 2, "id"], 1, "event.sections[2].id"),
    (["sections", 0, "players", 0, "id"], 9, "event.sections[1].players[0].id"),
    (["sections", 0, "rule"], {"kind": "rating"}, "event.sections[0].rule"),
    (["section_boards"], "mixed", "event.section_boards"),
    (["sections"], [], "event.sections"),
    (["settings"], {}, "event.settings"),
])
def test_a_fault_in_a_section_is_named_under_the_section(weekend, path, value, field):
    with pytest.raises(EventError) as info:
        event.validate(corrupt(weekend, path, value))
    assert info.value.field == field, info.value.as_error()


def test_a_sections_fault_says_which_section_in_words(weekend):
    with pytest.raises(EventError) as info:
        event.validate(corrupt(weekend, ["sections", 1, "players", 3, "rating"], -5))
    assert info.value.message.startswith("Section “U1800”: ")


def test_a_player_in_two_sections_is_refused_by_name(weekend):
    doc = copy.deepcopy(weekend)
    doc["sections"][2]["players"].append(copy.deepcopy(doc["sections"][0]["players"][0]))
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.code == "duplicate" and "Ana Kovač" in info.value.message


def test_a_section_pairs_exactly_as_a_plain_event_of_its_players_round_after_round():
    doc = weekend_open()
    for name, section in (("U1800", 2), ("Open", 1), ("U1400", 3)):
        plain = make(WEEKEND[name], mode="fide")
        names = {p["id"]: p["name"] for s in doc["sections"] for p in s["players"]}
        plain_names = {p["id"]: p["name"] for p in plain["players"]}
        for r in range(1, 6):
            try:
                plain = run(plain, {"op": "pair_next"})
            except EventError as exc:  # a round no pairing can make is refused alike
                with pytest.raises(EventError) as info:
                    run(doc, {"op": "pair_next", "section": section})
                assert info.value.message == exc.message
                break
            doc = run(doc, {"op": "pair_next", "section": section})
            ours = doc["sections"][section - 1]["rounds"][-1]
            theirs = plain["rounds"][-1]
            assert [(names[b["white"]], names[b["black"]]) for b in ours["boards"]] == \
                [(plain_names[b["white"]], plain_names[b["black"]]) for b in theirs["boards"]], (name, r)
            assert (ours["pab"] and names[ours["pab"]]) == (theirs["pab"] and plain_names[theirs["pab"]])
            doc = finish_round(doc, EVERY_THIRD_DRAWN, section=section)
            plain = finish_round(plain, EVERY_THIRD_DRAWN)


def boards_by_name(doc):
    names = {p["id"]: p["name"] for p in doc["players"]} | {None: None}  # a team's board left empty has None
    rnd = doc["rounds"][-1]
    return [(names[b["white"]], names[b["black"]]) for b in rnd["boards"]], rnd["pab"] and names[rnd["pab"]]


@pytest.mark.parametrize(("system", "mode", "options"), [
    ("dutch_baku", "fide", {}), ("round_robin", "club", {}), ("knockout", "club", {}),
    ("magic_swiss", "magic", {"seed": 7, "top_cut": 0}), ("cs_major", "esports", {}), ("dutch", "magic", {}),
])
def test_a_section_of_any_system_pairs_as_a_plain_event_of_that_system(system, mode, options):
    players = [(f"Player {k:02d}", 2200 - 37 * k) for k in range(16 if system == "cs_major" else 8)]
    rounds = None if system in ("round_robin", "knockout") else 3
    plain = event.new_event({"id": "plain", "system": system, "mode": mode, "rounds": rounds, "options": options})
    plain = run(plain, *({"op": "add_player", "player": {"name": name, "rating": rating}} for name, rating in players))
    doc = run(weekend_open(), {"op": "add_section", "name": "Side", "system": system, "mode": mode, "rounds": rounds,
                               "options": options})
    doc = run(doc, *({"op": "add_player", "section": 4, "player": {"name": name, "rating": rating}}
                     for name, rating in players))
    for _ in range(3):
        plain = run(plain, {"op": "pair_next"})
        doc = run(doc, {"op": "pair_next", "section": 4})
        assert boards_by_name(section_view(doc, 4)) == boards_by_name(plain)
        plain = finish_round(plain, ("1-0", "0-1"))
        doc = finish_round(doc, ("1-0", "0-1"), section=4)


def test_a_team_section_pairs_as_a_plain_team_event():
    teams = [{"op": "add_team", "team": {"name": f"Team {t}"},
              "new_players": [{"name": f"T{t} P{k}", "rating": 2300 - 90 * t - 10 * k} for k in range(3)]}
             for t in range(6)]
    plain = event.new_event({"id": "plain", "system": "team_swiss", "mode": "club", "rounds": 3,
                             "options": {"boards": 2}})
    plain = run(plain, *teams)
    doc = run(weekend_open(), {"op": "add_section", "name": "Teams", "system": "team_swiss", "mode": "club",
                               "rounds": 3, "options": {"boards": 2}})
    doc = run(doc, *({**op, "section": 4} for op in teams))
    for _ in range(3):
        plain = run(plain, {"op": "pair_next"})
        doc = run(doc, {"op": "pair_next", "section": 4})
        assert boards_by_name(section_view(doc, 4)) == boards_by_name(plain)
        assert len(plain["rounds"][-1]["boards"]) == 6  # three matches of two boards
        plain = finish_round(plain, ("1-0", "1/2-1/2", "0-1"))
        doc = finish_round(doc, ("1-0", "1/2-1/2", "0-1"), section=4)


def test_boards_run_on_across_sections_in_the_same_round_or_start_at_1_in_each():
    doc = weekend_open()
    doc = run(doc, *({"op": "pair_next", "section": s} for s in (1, 2, 3)))
    assert [first_boards(doc, s) for s in (1, 2, 3)] == [[1], [5], [8]]
    doc = finish_round(doc, EVERY_THIRD_DRAWN, section=1)
    doc = run(doc, {"op": "pair_next", "section": 1})
    assert [first_boards(doc, s) for s in (1, 2, 3)] == [[1, 1], [5], [8]]
    per_section = run(doc, {"op": "set_section_boards", "boards": "per_section"})
    assert [first_boards(per_section, s) for s in (1, 2, 3)] == [[1, 1], [1], [1]]


def test_a_section_that_has_not_paired_the_round_yet_takes_no_boards_before_the_next():
    doc = run(weekend_open(), {"op": "pair_next", "section": 2}, {"op": "pair_next", "section": 3})
    assert [first_boards(doc, s) for s in (2, 3)] == [[1], [4]]


def test_a_results_log_text_names_its_section_and_the_board_as_printed():
    doc = run(weekend_open(), *({"op": "pair_next", "section": s} for s in (1, 2, 3)))
    doc = run(doc, {"op": "set_result", "section": 2, "round": 1, "board": 2, "result": "1-0"},
              {"op": "set_result", "section": 2, "round": 1, "board": 2, "result": "0-1"})
    white, black = (next(p["name"] for p in doc["sections"][1]["players"] if p["id"] == side)
                    for side in (doc["sections"][1]["rounds"][0]["boards"][1][key] for key in ("white", "black")))
    # The U1800's board 2 follows the Open's four boards: it is printed 6.
    assert [entry["text"] for entry in doc["log"][-2:]] == [
        f"Round 1 of the section “U1800”, board 6: {white} - {black} 1-0.",
        f"Round 1 of the section “U1800”, board 6 ({white} - {black}) corrected: 1-0 → 0-1."]
    per_section = run(doc, {"op": "set_section_boards", "boards": "per_section"},
                      {"op": "set_result", "section": 2, "round": 1, "board": 2, "result": "1-0"})
    assert per_section["log"][-1]["text"].startswith("Round 1 of the section “U1800”, board 2 (")


def test_a_whole_event_of_sections_refuses_a_single_trf_file(weekend):
    with pytest.raises(EventError) as info:
        event.to_trf(weekend)
    assert info.value.code == "sections"
    assert event.to_trf(section_view(weekend, 2))[0].count("\n001 ") == 7
