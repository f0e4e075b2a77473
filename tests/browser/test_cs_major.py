"""A Counter-Strike Major Swiss stage run on the page: 16 teams seeded by the roster, each round paired by
Valve's rules with Bo1 or Bo3 marked on every match, winners chosen from the keyboard-usable drop-downs, and
the stage followed to 8 teams advanced and 8 out; every pairing, format and state checked against the
engine run natively on the same stage."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import go_to, open_more_options, open_page, page_pairing, paste_players
from tests.browser.native_events import TEAMS, winner_for

pytestmark = pytest.mark.browser


def call(op, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def native_stage():
    doc = call("event_new", id="native", name="Native", system="cs_major", mode="esports", rounds=5)["event"]
    for seed, name in enumerate(TEAMS):
        doc = call("event_apply", event=doc, operation={"op": "add_player", "player": {
            "name": name, "rating": 2000 - 10 * seed, "club": ""}})["event"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    rounds = []
    while not (doc["rounds"] and call("event_standings", event=doc)["stage"]["finished"]):
        doc = call("event_apply", event=doc, operation={"op": "pair_next"})["event"]
        r = len(doc["rounds"])
        formats = [m["format"] for m in call("event_standings", event=doc)["stage"]["rounds"][-1]]
        rounds.append(([(names[b["white"]], names[b["black"]]) for b in doc["rounds"][-1]["boards"]], formats))
        for number in range(1, len(doc["rounds"][-1]["boards"]) + 1):
            doc = call("event_apply", event=doc, operation={"op": "set_result", "round": r, "board": number,
                                                            "result": winner_for(r, number)})["event"]
    return call("event_standings", event=doc)["stage"], rounds, names


def test_sixteen_teams_through_the_major_swiss_stage_to_8_advanced_and_8_out(site, page):
    stage, rounds, names = native_stage()
    assert len(rounds) == 5
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("Event name").fill("Austin Major, Stage 1")
    form.get_by_label("What are you running?").select_option(value="cs_major:esports")
    open_more_options(page)
    expect(form.locator('[data-system="cs_major"]')).to_be_visible()
    expect(form.locator('[data-system="magic_swiss"]')).to_be_hidden()
    expect(form.get_by_label("Number of rounds")).to_have_value("5")
    form.get_by_role("button", name="Create event").click()
    expect(page.locator("#event-title")).to_have_text("Austin Major, Stage 1")
    paste_players(page, [f"{name}, {2000 - 10 * seed}" for seed, name in enumerate(TEAMS)])

    for r, (boards, formats) in enumerate(rounds, 1):
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        assert page_pairing(page, r) == boards, f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        assert [t.strip() for t in table.locator("abbr.format").all_inner_texts()] == formats, f"round {r}"
        if r == 1:
            assert set(formats) == {"Bo1"}
        if r >= 3:
            assert "Bo3" in formats
        for board in range(1, len(boards) + 1):
            select = table.get_by_label(re.compile(f"^Result of round {r}, match {board}:"))
            select.focus()
            select.select_option(value=winner_for(r, board))
        expect(table.locator("caption")).to_contain_text(f"{len(boards)} of {len(boards)} results")

    go_to(page, "Standings")
    view = page.locator("#standings-view")
    expect(view.locator(".stage-summary")).to_have_text("The stage is over: 8 teams have advanced and 8 are out.")
    advanced = [names[t["id"]] for t in stage["teams"] if t["state"] == "advanced"]
    out = [names[t["id"]] for t in stage["teams"] if t["state"] == "eliminated"]
    expect(view.locator(".advanced")).to_have_text(f"Advanced (8): {', '.join(advanced)}.")
    expect(view.locator(".eliminated")).to_have_text(f"Out (8): {', '.join(out)}.")
    rows = [[c.strip() for c in row.locator("td").all_inner_texts()] for row in view.locator("tbody tr").all()]
    assert [row[1] for row in rows] == [names[t["id"]] for t in stage["teams"]]
    assert [row[3] for row in rows] == [f"{t['wins']}-{t['losses']}" for t in stage["teams"]]
    assert {row[5] for row in rows[:8]} == {"Advanced"} and {row[5] for row in rows[8:]} == {"Out"}
    expect(page.locator("#pair-button")).to_be_hidden()  # nothing left to pair
    expect(page.locator("#pair-hint")).to_contain_text(re.compile(r"^All \d+ rounds are paired\.$"))
    expect(page.locator("#round-view b, #standings-view b")).to_have_count(0)
    expect(view).to_contain_text("<b>Astralis</b>")
