"""A four-team, four-board round robin run on the page as a director runs it: the teams entered with their rosters
pasted, a reserve put on board 1 by a line-up before round 1, the line-ups copied in one click before the next
rounds, the results entered board by board, one match forfeited whole by a team that did not come, and the team
standings equal to the engine's run natively."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import go_to, stored_event, wait_until_stored
from tests.browser.test_events import create_event, open_more_options, open_page
from tests.browser.test_full_event import LABELS, screenshot

pytestmark = pytest.mark.browser

TEAMS = {name: [(f"{name[:3]} Player {k}", 2300 - 40 * t - 10 * k) for k in range(1, 6)]
         for t, name in enumerate(["Knights", "Rooks", "Bishops", "Pawns"])}


def result_for(r: int, board: int) -> str:
    return ("1-0", "1/2-1/2", "0-1", "1-0", "+-")[(r + board) % 5]


def native():
    """The same event through the engine in CPython."""
    def apply(doc, **operation):
        answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": operation}})
        assert answer["ok"], answer
        return answer["result"]["event"]

    doc = bridge.handle({"id": 1, "op": "event_new", "args": {"id": "n", "name": "League",
                                                            "system": "team_round_robin"}})["result"]["event"]
    for name, players in TEAMS.items():
        doc = apply(doc, op="add_team", team={"name": name},
                    new_players=[{"name": n, "rating": rating, "club": ""} for n, rating in players])
    knights = doc["teams"]["list"][0]["players"]
    doc = apply(doc, op="set_lineup", team=1, round=1, players=[knights[4], *knights[:3]])
    names = {p["id"]: p["name"] for p in doc["players"]}
    rounds = []
    teams = {t["id"]: t["name"] for t in doc["teams"]["list"]}
    for r in range(1, 4):
        if r > 1:
            doc = apply(doc, op="copy_lineups", round=r)
        doc = apply(doc, op="pair_next")
        rounds.append(([(names[b["white"]], names[b["black"]]) for b in doc["rounds"][-1]["boards"]],
                       [f"Match {m}: {teams[a]} - {teams[b]}" for m, (a, b) in
                        enumerate(doc["rounds"][-1]["teams"]["matches"], 1)]))
        for b in range(1, len(doc["rounds"][-1]["boards"]) + 1):
            if (r, b) < (3, 5):
                doc = apply(doc, op="set_result", round=r, board=b, result=result_for(r, b))
        if r == 3:  # the second team of match 2 does not come: a whole-team forfeit
            doc = apply(doc, op="forfeit_match", round=3, match=2, side="second")
            forfeiter = teams[doc["rounds"][-1]["teams"]["matches"][1][1]]
    standings = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]
    doc = apply(doc, op="update_settings", tiebreaks=["MPVGP", "TBR"])
    retied = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]["teams"]
    return rounds, standings, forfeiter, retied


def page_pairing(page, r):
    """The boards of round r as the page shows them, (White, Black) by name, and the match headings above them."""
    table = page.locator(f'table.pairings[data-round="{r}"]')
    boards = [(row.locator("td.white").inner_text(), row.locator("td.black").inner_text())
              for row in table.locator("tbody tr[data-board]").all()]
    strip = lambda text: re.sub(r"^\d+\s+|\s+\([\d½]+\)\s*$", "", text.strip())  # noqa: E731
    return [(strip(w), strip(b)) for w, b in boards], table.locator("tr.match-head").all_inner_texts()


def add_team(page, name, players):
    teams = page.locator("#teams")
    teams.get_by_label("Team name").fill(name)
    teams.get_by_label(re.compile("^Roster: one player per line")).fill(
        "\n".join(f"{n}\t{rating}" for n, rating in players))
    teams.get_by_role("button", name="Add team").click()
    expect(teams.get_by_role("region", name=name)).to_be_visible()


def test_a_team_round_robin_from_rosters_to_team_standings(site, page):
    rounds, answer, forfeiter, retied = native()
    standings = answer["teams"]
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("What are you running?").select_option(
        label="Chess team round robin: every team plays every team")
    open_more_options(page)
    expect(form.get_by_role("spinbutton", name="Boards per match")).to_have_value("4")
    create_event(page, "League")
    # A team event opens on its teams before round 1.
    expect(page.locator("#view-teams")).to_be_visible()
    for name, players in TEAMS.items():
        add_team(page, name, players)
    knights = page.get_by_role("region", name="Knights")
    expect(knights.get_by_role("list", name="Roster of Knights").locator("li")).to_have_count(5)
    # The reserve plays board 1, the others move down a board.
    for board, player in enumerate([TEAMS["Knights"][4], *TEAMS["Knights"][:3]], 1):
        knights.get_by_label(f"Board {board} of Knights").select_option(label=player[0])
    knights.get_by_role("button", name="Save the line-up of Knights").click()
    expect(page.locator("#event-message, [role=status]").first).to_be_attached()

    for r in range(1, 4):
        if r > 1:
            go_to(page, "Teams")
            page.get_by_role("button", name=f"Copy the line-ups of round {r - 1}").click()
            expect(page.locator("#lineups-title")).to_have_text(f"Teams and line-ups for round {r}")
        go_to(page, "Round")
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        assert page_pairing(page, r) == rounds[r - 1], f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        for board in range(1, 9 if r < 3 else 5):
            table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option(
                label=LABELS[result_for(r, board)])
        if r == 3:  # match 2 is forfeited whole, from the Teams view's matches
            go_to(page, "Teams")
            page.get_by_label(re.compile("^Whole-team forfeit in round 3, match 2:")).select_option(
                label=f"{forfeiter} did not come")
            expect(page.locator('#team-matches table.matches[data-round="3"] tbody tr').nth(1)).to_contain_text(
                "4-0")
            go_to(page, "Round")
        expect(table.locator("caption")).to_contain_text("8 of 8 results")

    go_to(page, "Standings")
    rows = page.locator("#standings-view table.team-standings tbody tr")
    expect(rows).to_have_count(4)
    shown = [[cell.strip() for cell in row.locator("td").all_inner_texts()][:4] for row in rows.all()]
    tenths = lambda v: ("" if 0 < v < 10 else str(v // 10)) + ("½" if v % 10 else "")  # noqa: E731
    place = lambda s, rows: f"{s['rank']}=" if [r["rank"] for r in rows].count(s["rank"]) > 1 else str(s["rank"])  # noqa: E731
    assert shown == [[place(s, standings), s["name"], tenths(s["match_points"]), tenths(s["game_points"])]
                     for s in standings]
    # The new event's team tie-breaks head their columns, each value opening how it was computed.
    view = page.locator("#standings-view")
    expect(view.locator("table.team-standings caption")).to_have_text(
        "Team standings: match points, then match points or game points, the one not ranking, extended direct "
        "encounter, extended sonneborn-berger")
    assert [t["code"] for t in answer["tiebreaks"]] == ["MPVGP", "EDE", "ESB"]
    top = standings[0]
    view.get_by_role("button", name=f"Extended direct encounter of {top['name']}: {top['details']['EDE']['text']}, "
                     "show how it was computed").click()
    expect(view.get_by_role("note")).to_contain_text(
        f"{top['name']}, Extended direct encounter: {top['details']['EDE']['summary']}")
    expect(view.get_by_role("list", name="What the columns mean")).to_contain_text(
        "ESB (Extended Sonneborn-Berger): ")
    # Board prizes, board by board, best performance first, as the engine ranks them.
    prizes = view.get_by_role("region", name="Board prizes")
    for entry in answer["boards"]:
        shown = [[cell.strip() for cell in row.locator("td").all_inner_texts()]
                 for row in prizes.locator(f'table[data-board="{entry["board"]}"] tbody tr').all()]
        assert shown == [[p["name"], p["team"], tenths(p["points"]), str(p["games"]), p["performance"]]
                         for p in entry["players"]], entry["board"]

    # The organiser's own list, from the team tie-breaks by name: the standings follow it.
    go_to(page, "Settings")
    picker = page.locator("#tiebreaks-form")
    expect(picker.locator("ol.tiebreak-list li").first).to_contain_text(
        "Match points or game points, the one not ranking (MPVGP): The score that does not rank the teams")
    expect(picker.get_by_label("Add a tie-break").locator("option", has_text="Sonneborn-Berger (SB)")).to_have_count(0)
    picker.get_by_role("button", name="Remove Extended direct encounter", exact=True).click()
    picker.get_by_role("button", name="Remove Extended Sonneborn-Berger", exact=True).click()
    picker.get_by_label("Add a tie-break").select_option(label="Top board result (TBR)")
    page.get_by_role("button", name="Set tie-breaks").click()
    expect(page.locator("#event-message")).to_have_text(
        "Tie-breaks: Match points or game points, the one not ranking, Top board result.")
    go_to(page, "Standings")
    expect(view.locator("table.team-standings caption")).to_contain_text("then match points or game points, the one "
                                                                         "not ranking, top board result")
    shown = [[cell.strip() for cell in row.locator("td").all_inner_texts()][:2] for row in rows.all()]
    assert shown == [[place(s, retied), s["name"]] for s in retied]

    go_to(page, "Teams")
    expect(page.locator('#team-matches table.matches[data-round="3"] tbody tr')).to_have_count(2)
    wait_until_stored(page)
    doc = stored_event(page)
    assert [t["name"] for t in doc["teams"]["list"]] == list(TEAMS)
    assert len(doc["rounds"]) == 3
    screenshot(page, "team-event")
