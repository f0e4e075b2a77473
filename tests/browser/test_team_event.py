"""A four-team, four-board round robin run on the page as a director runs it: the teams entered with their rosters
pasted, a reserve put on board 1 by a line-up before round 1, the line-ups copied in one click before the next
rounds, the results entered board by board, one match forfeited whole by a team that did not come, and the team
standings equal to the engine's run natively."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import (LABELS, create_event, go_to, open_more_options, open_page, screenshot, stored_event,
                                   wait_until_stored)
from tests.browser.print_helpers import COUNT_PRINTS, check_on_paper

pytestmark = pytest.mark.browser

TEAMS = {name: [(f"{name[:3]} Player {k}", 2300 - 40 * t - 10 * k) for k in range(1, 6)]
         for t, name in enumerate(["Knights", "Rooks", "Bishops", "Pawns"])}


def result_for(r: int, board: int) -> str:
    return ("1-0", "1/2-1/2", "0-1", "1-0", "+-")[(r + board) % 5]


def tenths(value):
    return ("" if 0 < value < 10 else str(value // 10)) + ("½" if value % 10 else "")


def score_text(match):
    """A complete match's score as the page writes it: game points, then match points."""
    (a, b), (x, y) = match["game_points"], match["match_points"]
    forfeit = "" if match["forfeit"] is None else ", by forfeit"
    return f"{tenths(a)}-{tenths(b)} (match points {tenths(x)}-{tenths(y)}{forfeit})"


def native():
    """The same event through the engine in CPython, with each round's match headings once its results are in."""
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
    rounds, scored = [], []
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
        view = bridge.handle({"id": 1, "op": "event_round_view", "args": {"event": doc}})["result"]
        scored.append([f"Match {m['match']}: {teams[m['teams'][0]]} - {teams[m['teams'][1]]} · {score_text(m)}"
                       for m in view["rounds"][r - 1]["matches"]])
    standings = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]
    doc = apply(doc, op="update_settings", tiebreaks=["MPVGP", "TBR"])
    retied = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]["teams"]
    return rounds, scored, standings, forfeiter, retied


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
    # The engine's reading of the roster is shown first; the team is added on confirming it.
    teams.get_by_role("button", name=f"Add {name} with {len(players)} players").click()
    expect(teams.get_by_role("region", name=name)).to_be_visible()


# In the slow run only, for CI's time: the team Swiss from rosters to standings runs in CI beside it, and the team
# round robin's pairing and standings are the engine's tests'.
@pytest.mark.slow
def test_a_team_round_robin_from_rosters_to_team_standings(site, page):
    rounds, scored, answer, forfeiter, retied = native()
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
    expect(knights.get_by_role("table", name="Roster of Knights").locator("tbody tr")).to_have_count(5)
    # The reserve plays board 1, the others move down a board and board 4's player becomes a reserve: a board
    # number typed beside each name.
    for board, player in enumerate([TEAMS["Knights"][4], *TEAMS["Knights"][:3]], 1):
        knights.get_by_label(f"Board of {player[0]} in round 1").fill(str(board))
    knights.get_by_label(f"Board of {TEAMS['Knights'][3][0]} in round 1").fill("")
    # Two players on one board is refused, naming both.
    knights.get_by_label(f"Board of {TEAMS['Knights'][0][0]} in round 1").fill("1")
    knights.get_by_role("button", name="Save the line-up of Knights").click()
    expect(knights.get_by_role("alert")).to_have_text(
        f"Board 1 is given to both {TEAMS['Knights'][0][0]} and {TEAMS['Knights'][4][0]}.")
    knights.get_by_label(f"Board of {TEAMS['Knights'][0][0]} in round 1").fill("2")
    knights.get_by_role("button", name="Save the line-up of Knights").click()
    expect(page.locator("#event-message")).to_have_text("Round 1: line-up of Knights saved.")
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
        # Each match heads its boards with its score and match points as the engine counts them.
        expect(table.locator("tr.match-head")).to_have_text(scored[r - 1])

    go_to(page, "Standings")
    rows = page.locator("#standings-view table.team-standings tbody tr")
    expect(rows).to_have_count(4)
    shown = [[cell.strip() for cell in row.locator("td").all_inner_texts()][:4] for row in rows.all()]
    place = lambda s, rows: f"{s['rank']}=" if [r["rank"] for r in rows].count(s["rank"]) > 1 else str(s["rank"])  # noqa: E731
    assert shown == [[place(s, standings), s["name"], tenths(s["match_points"]), tenths(s["game_points"])]
                     for s in standings]
    # The new event's team tie-breaks head their columns, each value opening how it was computed.
    view = page.locator("#standings-view")
    expect(view.locator("table.team-standings caption")).to_have_text(
        "Team standings: match points; tie-breaks: Match points or game points, the one not ranking, Extended direct "
        "encounter, Extended Sonneborn-Berger")
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
    expect(view.locator("table.team-standings caption")).to_contain_text("tie-breaks: Match points or game points, the "
                                                                         "one not ranking, Top board result")
    shown = [[cell.strip() for cell in row.locator("td").all_inner_texts()][:2] for row in rows.all()]
    assert shown == [[place(s, retied), s["name"]] for s in retied]

    go_to(page, "Teams")
    expect(page.locator('#team-matches table.matches[data-round="3"] tbody tr')).to_have_count(2)
    wait_until_stored(page)
    doc = stored_event(page)
    assert [t["name"] for t in doc["teams"]["list"]] == list(TEAMS)
    assert len(doc["rounds"]) == 3
    screenshot(page, "team-event")


def team_order(page):
    return [name.split(". ", 1)[1].split("Up")[0].strip() for name in
            page.locator("#team-list section.team h4").all_inner_texts()]


def print_sheet(page, label, r):
    """The Print form as a director uses it: the view and the round, then Print."""
    before = page.evaluate("window.__prints")
    go_to(page, "Share and files")
    form = page.locator("#print-form")
    form.get_by_label("Print", exact=True).select_option(label=label)
    form.get_by_label("Round").select_option(label=f"Round {r}")
    form.get_by_role("button", name="Print…").click()
    page.wait_for_function("(before) => window.__prints === before + 1", arg=before)


def test_a_team_swiss_seeded_by_rating_with_rosters_edited_byes_a_withdrawal_and_a_late_team(site, page):
    page.add_init_script(COUNT_PRINTS)
    open_page(page, site.url)
    create_event(page, "Team Swiss", 3, running="Chess team Swiss (FIDE): teams of players, match by match")
    expect(page.locator("#view-teams")).to_be_visible()
    # Entered weakest first; the engine seeds them by their top boards' average rating.
    for name, players in reversed(TEAMS.items()):
        add_team(page, name, players)
    assert team_order(page) == ["Pawns", "Bishops", "Rooks", "Knights"]
    page.get_by_role("button", name="Seed the teams by the average rating of their top boards").click()
    expect(page.locator("#team-list section.team h4").first).to_contain_text("1. Knights")
    assert team_order(page) == list(TEAMS)
    # The order set by hand: the lots put Bishops ahead of Rooks.
    page.get_by_role("button", name="Move Bishops up the team order").click()
    expect(page.locator("#team-list section.team h4").nth(1)).to_contain_text("2. Bishops")
    # The roster edited after the team is in: Rooks' board 1 goes to the bench, their reserve leaves the team.
    rooks = page.get_by_role("region", name="Rooks")
    rooks.get_by_role("button", name="Take Roo Player 5 off the roster of Rooks").click()
    roster = rooks.get_by_role("table", name="Roster of Rooks").locator("tbody tr")
    expect(roster).to_have_count(4)
    rooks.get_by_label("Place of Roo Player 1 in the roster of Rooks").fill("4")
    rooks.get_by_label("Place of Roo Player 1 in the roster of Rooks").press("Enter")
    expect(roster.last).to_contain_text("Roo Player 1")
    # The boards follow the roster's order until a line-up is saved.
    expect(rooks.get_by_label("Board of Roo Player 1 in round 1")).to_have_value("4")
    expect(rooks.get_by_label("Board of Roo Player 2 in round 1")).to_have_value("1")
    # A row dragged to another place: Roo Player 2 back to the bottom, then up again by its place.
    roster.first.drag_to(roster.last)
    expect(roster.last).to_contain_text("Roo Player 2")
    rooks.get_by_label("Place of Roo Player 2 in the roster of Rooks").fill("1")
    rooks.get_by_label("Place of Roo Player 2 in the roster of Rooks").press("Tab")
    expect(roster.last).to_contain_text("Roo Player 1")
    # Pawns ask for a bye in round 1; Bishops' bye in round 2 is asked for and cancelled; Rooks withdraw and
    # come back.
    pawns = page.get_by_role("region", name="Pawns")
    pawns.get_by_label("Round of the bye of Pawns").select_option(label="Round 1")
    pawns.get_by_label("Points of the bye of Pawns").select_option(label="no points")
    pawns.get_by_role("button", name="Request a bye for Pawns").click()
    expect(pawns.get_by_role("list", name="Byes of Pawns")).to_have_text("Bye in round 1 (no points) Cancel")
    bishops = page.get_by_role("region", name="Bishops")
    bishops.get_by_label("Round of the bye of Bishops").select_option(label="Round 2")
    bishops.get_by_role("button", name="Request a bye for Bishops").click()
    bishops.get_by_role("button", name="Cancel the bye of Bishops in round 2").click()
    expect(bishops.get_by_role("list", name="Byes of Bishops")).to_have_count(0)
    rooks.get_by_role("button", name="Withdraw Rooks", exact=True).click()
    expect(rooks).to_contain_text("Withdrawn from round 1.")
    rooks.get_by_role("button", name="Cancel the withdrawal of Rooks").click()
    expect(rooks).not_to_contain_text("Withdrawn")
    screenshot(page, "team-lineups")

    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 1").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 1 is paired.")
    # Three teams present: one match and the pairing-allocated bye; Pawns sit out on their bye.
    heads = page.locator('table.pairings[data-round="1"] tr.match-head').all_inner_texts()
    assert len(heads) == 1 and "Pawns" not in heads[0]
    wait_until_stored(page)
    paired = stored_event(page)
    names = {p["id"]: p["name"] for p in paired["players"]}
    teams = {t["id"]: t for t in paired["teams"]["list"]}
    (first, second), = paired["rounds"][0]["teams"]["matches"]
    bye = teams[paired["rounds"][0]["teams"]["pab"]]["name"]
    # The team pairings and one card a match, from the print view.
    print_sheet(page, "Team pairings", 1)
    sheet = page.locator("#print-sheet table.sheet-table tbody tr")
    assert [[c.strip() for c in row.locator("td").all_inner_texts()] for row in sheet.all()] == [
        ["1", teams[first]["name"], "", teams[second]["name"]], ["", bye, "bye", ""]]
    check_on_paper(page, "team-pairings")
    print_sheet(page, "Match cards", 1)
    card = page.get_by_role("table", name="Match card, round 1, match 1")
    expect(card.locator("thead")).to_contain_text(f"Round 1 · Match 1: {teams[first]['name']} - {teams[second]['name']}")
    boards = paired["rounds"][0]["boards"]
    roster = set(teams[first]["players"])
    expected = [[str(k), names[b["white"]], "White", "", "Black", names[b["black"]]] if b["white"] in roster else
                [str(k), names[b["black"]], "Black", "", "White", names[b["white"]]] for k, b in enumerate(boards, 1)]
    assert [[c.strip() for c in row.locator("td").all_inner_texts()] for row in card.locator("tbody tr").all()][:4] \
        == expected
    expect(card.locator("tfoot")).to_contain_text(f"Captain of {teams[first]['name']}")
    expect(card.locator("tfoot")).to_contain_text("Arbiter")
    check_on_paper(page, "match-cards")
    # A late team, entered after round 1, joins from round 2; Rooks withdraw from round 2.
    go_to(page, "Teams")
    expect(page.get_by_role("button", name=re.compile("^Seed the teams"))).to_have_count(0)
    add_team(page, "Queens", [(f"Que Player {k}", 2000 - 10 * k) for k in range(1, 6)])
    expect(page.get_by_role("region", name="Queens")).to_contain_text("Joins in round 2.")
    page.get_by_role("region", name="Rooks").get_by_role("button", name="Withdraw Rooks", exact=True).click()
    expect(page.get_by_role("region", name="Rooks")).to_contain_text("Withdrawn from round 2.")
    wait_until_stored(page)
    doc = stored_event(page)
    teams = {t["name"]: t for t in doc["teams"]["list"]}
    assert [t["name"] for t in doc["teams"]["list"]] == ["Knights", "Bishops", "Rooks", "Pawns", "Queens"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    assert [names[pid] for pid in teams["Rooks"]["players"]] == [f"Roo Player {k}" for k in (2, 3, 4, 1)]
    assert teams["Pawns"]["requested_byes"] == [{"round": 1, "points": "zero"}]
    assert teams["Bishops"]["requested_byes"] == []
    assert (teams["Rooks"]["withdrawn_round"], teams["Queens"]["joined_round"]) == (2, 2)


def test_a_team_short_of_players_leaves_a_board_empty_and_loses_it_by_forfeit(site, page):
    """Rooks bring three players to a four-board match: their line-up leaves board 4 empty ("no player: lost by
    forfeit"), pairing writes that board won by forfeit by Knights' player with its result fixed, and the match and
    the standings count it as the engine does."""
    short = {"Knights": TEAMS["Knights"][:4], "Rooks": TEAMS["Rooks"][:3]}
    page.add_init_script(COUNT_PRINTS)
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("What are you running?").select_option(
        label="Chess team round robin: every team plays every team")
    create_event(page, "Short")
    for name, players in short.items():
        add_team(page, name, players)
    rooks = page.get_by_role("region", name="Rooks")
    # A short roster's players sit on boards 1-3; nobody has board 4, which is lost by forfeit.
    assert [rooks.get_by_label(f"Board of {n} in round 1").input_value() for n, _ in short["Rooks"]] == ["1", "2", "3"]
    rooks.get_by_role("button", name="Save the line-up of Rooks").click()
    expect(page.locator("#event-message")).to_have_text(
        "Round 1: line-up of Rooks saved. Board 4: nobody, lost by forfeit.")
    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 1").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 1 is paired.")
    table = page.locator('table.pairings[data-round="1"]')
    board4 = table.locator('tbody tr[data-board="4"]')
    # Board 4: the first team's player (Knights) has Black; Rooks' side is empty, its loss fixed.
    expect(board4.locator("td.white")).to_have_text("no player")
    expect(board4.locator("td.black")).to_contain_text(short["Knights"][3][0])
    expect(board4.locator(".fixed-result")).to_have_text("-+ (no player: lost by forfeit)")
    expect(board4.get_by_role("combobox")).to_have_count(0)
    # The forfeited board counts at once; the match's score follows each result entered.
    head = table.locator("tr.match-head")
    expect(head).to_have_text("Match 1: Knights - Rooks · 1-0, 3 boards to play")
    for board in range(1, 4):
        table.get_by_label(re.compile(f"^Result of round 1, board {board}:")).select_option(label=LABELS["1/2-1/2"])
    expect(table.locator("caption")).to_contain_text("4 of 4 results")
    expect(head).to_have_text("Match 1: Knights - Rooks · 2½-1½ (match points 2-0)")
    print_sheet(page, "Team pairings", 1)
    sheet = page.locator("#print-sheet table.sheet-table tbody tr")
    assert [[c.strip() for c in row.locator("td").all_inner_texts()] for row in sheet.all()] == [
        ["1", "Knights", "2½-1½ (match points 2-0)", "Rooks"]]
    page.get_by_role("button", name="Close print view").click()
    go_to(page, "Round")
    # The hall screen shows the empty board's side as nobody, and seats only the players who sit down.
    go_to(page, "Share and files")
    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    hall_rows = page.locator("#hall-body tbody tr")
    # A team round opens on its matches with their scores, then its boards.
    expect(page.locator("#hall-body caption")).to_have_text("Matches")
    expect(hall_rows).to_have_count(1)
    assert [cell.strip() for cell in hall_rows.first.locator("td").all_inner_texts()] == [
        "1", "Knights", "2½-1½ (match points 2-0)", "Rooks"]
    page.keyboard.press("ArrowRight")
    expect(hall_rows.nth(3)).to_contain_text("no player")
    page.keyboard.press("Escape")

    wait_until_stored(page)
    doc = stored_event(page)
    assert doc["rounds"][0]["boards"][3]["white"] is None and doc["rounds"][0]["boards"][3]["result"] == "-+"
    standings = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]["teams"]
    assert [(s["name"], s["match_points"], s["game_points"]) for s in standings] == [("Knights", 20, 25),
                                                                                   ("Rooks", 0, 15)]
    go_to(page, "Standings")
    rows = page.locator("#standings-view table.team-standings tbody tr")
    expect(rows).to_have_count(2)
    shown = [[cell.strip() for cell in row.locator("td").all_inner_texts()][:4] for row in rows.all()]
    assert shown == [["1", "Knights", "2", "2½"], ["2", "Rooks", "0", "1½"]]
