"""The bridge's answers for an event of several sections: every request that reads one group takes "section",
event_sections lists them, and each section is paired by a request of its own."""

import pytest

from tests.event.helpers import EVERY_THIRD_DRAWN, finish_round, make, run, weekend_open
from tests.helpers.bridge_calls import answered as ask, refused


@pytest.fixture(scope="module")
def weekend():
    return weekend_open()


@pytest.fixture(scope="module")
def paired(weekend):
    """Round 1 of the Open and the U1800 paired, the Open's results in."""
    doc = run(weekend, {"op": "pair_next", "section": 1}, {"op": "pair_next", "section": 2})
    return finish_round(doc, EVERY_THIRD_DRAWN, section=1)


def test_event_sections_lists_each_sections_facts_and_who_is_ready_to_pair(paired):
    listed = ask("event_sections", event=paired)
    assert listed["sectioned"] and listed["section_boards"] == "continuous"
    facts = [{key: s[key] for key in ("id", "name", "system", "mode", "rounds_planned", "rounds_paired", "players",
                                      "next_round", "can_pair")} for s in listed["sections"]]
    assert facts == [
        {"id": 1, "name": "Open", "system": "dutch", "mode": "fide", "rounds_planned": 5, "rounds_paired": 1,
         "players": 8, "next_round": 2, "can_pair": True},
        {"id": 2, "name": "U1800", "system": "dutch", "mode": "fide", "rounds_planned": 5, "rounds_paired": 1,
         "players": 7, "next_round": 2, "can_pair": False},
        {"id": 3, "name": "U1400", "system": "dutch", "mode": "fide", "rounds_planned": 5, "rounds_paired": 0,
         "players": 6, "next_round": 1, "can_pair": True},
    ]
    assert listed["sections"][1]["why_not"] == "Round 1 has no result yet on board(s) 1, 2, 3."
    assert listed["sections"][1]["rule"] == {"kind": "rating", "max": 1799}


def test_event_sections_names_the_players_a_sections_rule_does_not_take(weekend):
    doc = run(weekend, {"op": "add_player", "section": 3, "player": {"name": "Vera Lund", "rating": 1500}})
    misfits = ask("event_sections", event=doc)["sections"][2]["misfits"]
    assert misfits == [{"player": 22, "text": "Vera Lund (1,500) is above the U1400 section's limit of 1,399.",
                        "key": "misfit.above", "params": {"name": "Vera Lund", "rating": 1500, "limit": 1399,
                                                          "section_msg": "misfit.the_named_section", "section": "U1400"}}]


def test_an_event_without_sections_is_listed_as_its_one_section():
    doc = ask("event_new", id="e", name="Club", rounds=3)["event"]
    listed = ask("event_sections", event=doc)
    assert not listed["sectioned"] and listed["section_boards"] is None
    assert [(s["id"], s["name"], s["players"]) for s in listed["sections"]] == [(1, "", 0)]


def test_pairing_a_section_by_request_pairs_that_section_only(paired):
    after = ask("event_pair_next", event=paired, section=3)["event"]
    assert [len(s["rounds"]) for s in after["sections"]] == [1, 1, 1]
    assert after["sections"][:2] == paired["sections"][:2]


def test_the_round_view_of_a_section_numbers_its_boards_on_from_the_sections_before(paired):
    doc = ask("event_pair_next", event=paired, section=3)["event"]
    assert ask("event_round_view", event=doc, section=3)["rounds"][0]["board_numbers"] == [8, 9, 10]
    assert ask("event_round_view", event=doc)["rounds"][0]["board_numbers"] == [1, 2, 3, 4]
    per_section = run(doc, {"op": "set_section_boards", "boards": "per_section"})
    assert ask("event_round_view", event=per_section, section=3)["rounds"][0]["board_numbers"] == [1, 2, 3]


def test_an_operations_answer_holds_the_round_view_of_its_section(paired):
    answer = ask("event_apply", event=paired, operation={"op": "set_result", "section": 2, "round": 1, "board": 1,
                                                          "result": "1-0"})
    view = ask("event_round_view", event=answer["event"], section=2)
    assert view.pop("event_key") and answer["round_view"] == view


@pytest.mark.parametrize("op", ["event_standings", "event_crosstable", "event_round_view", "event_manual_scope",
                                "event_to_trf", "event_plan_rounds"])
def test_every_request_that_reads_one_group_reads_the_section_named(paired, op):
    for section, players in ((1, 8), (2, 7)):
        answer = ask(op, event=paired, section=section)
        if op == "event_standings":
            assert len(answer["numbers"]) == players
        elif op == "event_crosstable":
            assert len(answer["rows"]) == players
        elif op == "event_round_view":
            assert len(answer["numbers"]) == players
        elif op == "event_to_trf":
            assert answer["trf"].count("\n001 ") == players
        elif op == "event_plan_rounds":
            assert answer["players"] == players
        else:
            assert answer["round"] == 1
    assert refused(op, event=paired, section=4)["field"] == "args.section"


def test_the_text_of_a_sections_pairings_names_the_section_and_numbers_its_boards_as_printed(paired):
    pairings = ask("event_text", event=paired, section=2, kind="pairings")["text"].splitlines()
    assert pairings[0] == "Weekend Open, U1800: round 1 pairings"
    assert [line.split()[0] for line in pairings[3:6]] == ["5", "6", "7"]
    assert "Ana Kovač" not in "\n".join(pairings)
    per_section = run(paired, {"op": "set_section_boards", "boards": "per_section"})
    assert ask("event_text", event=per_section, section=2, kind="pairings", round=1)["text"].splitlines()[3][:2] == " 1"
    assert refused("event_text", event=paired, section=3, kind="pairings")["code"] == "not_paired"


def test_the_text_of_a_sections_standings_names_the_section(paired):
    standings = ask("event_text", event=paired, section=1, kind="standings")["text"]
    assert standings.startswith("Weekend Open, Open: standings after round 1")
    assert "Ana Kovač" in standings and "Ivan Petrov" not in standings


def test_copies_of_an_event_with_sections_merge_through_the_bridge(weekend):
    merged = ask("event_merge", ours=weekend, theirs=weekend)
    assert merged["conflicts"] == [] and merged["event"]["sections"] == weekend["sections"]


def test_the_schedule_and_the_arena_clock_are_a_sections_own(weekend):
    doc = run(weekend, {"op": "add_section", "name": "Berger", "system": "round_robin", "mode": "club"},
              {"op": "add_section", "name": "Arena", "system": "arena", "mode": "club"})
    doc = run(doc, *({"op": "add_player", "section": 4, "player": {"name": f"RR {k}", "rating": 1500}}
                     for k in range(4)))
    schedule = ask("event_format_view", event=doc, section=4)
    assert schedule and refused("event_format_view", event=doc, section=1)["code"] == "no_view"
    assert ask("event_arena", event=doc, section=5, now=0)
    assert refused("event_arena", event=doc, section=4, now=0)["code"] == "wrong_system"


def test_event_place_answers_the_section_each_new_player_goes_to_by_the_rules(weekend):
    placed = ask("event_place", event=weekend, players=[{"name": "A", "rating": 1700}, {"name": "B", "rating": 2200},
                                                         {"rating": 0}])
    assert placed == {"sections": [2, 1, 2]}
    # The section the director works in keeps a player its rule takes; the others go by the rules.
    kept = ask("event_place", event=weekend, prefer=3, players=[{"rating": 1300}, {"rating": 1700}, {"rating": 2200}])
    assert kept == {"sections": [3, 2, 1]}
    assert ask("event_place", event=weekend, prefer=1, players=[{"rating": 1300}]) == {"sections": [2]}
    assert ask("event_place", event=make(), players=[{"name": "A", "rating": 1700}]) == {"sections": [1]}
    assert refused("event_place", event=weekend, players=[{"name": "A"}, {"name": "B", "rating": -1}])["field"] == \
        "args.players[1].rating"
