"""A FIDE-rated event on the page from registration to the rating report: players added with the add-player form,
the event details set in Settings, three rounds paired and played, the rating-change column switched on in the
standings (each change as the engine works it out natively, a player's rating card), on the printed standings,
and the TRF export: the header records, every place, read back as the same event."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from swisspair.event.trf_import import import_trf
from swisspair.trf import parse_trf
from tests.browser.helpers import (
    add_player, create_event, go_to, open_page, open_stored, stored_event, wait_until_stored,
)
from tests.event.helpers import finish_round, make, run
from tests.browser.print_helpers import COUNT_PRINTS, choose_and_print
from tests.browser.rating_list_helpers import fide_list, load_list, suggestion

pytestmark = pytest.mark.browser

PLAYERS = [("Hansen, Kari", "2310"), ("Berg, Ola", "2205"), ("Lie, Anne", "2104"), ("Dahl, Per", "1987"),
           ("Moe, Siri", "1876"), ("Vik, Tor", "1750")]
RESULTS = ["1-0", "½-½", "0-1"]


def native_changes(doc):
    """The engine's rating changes of the stored event, worked out in CPython: name -> the column's text."""
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})
    assert answer["ok"], answer
    result = answer["result"]
    names = {result["numbers"][str(p["id"])]: p["name"] for p in doc["players"]}
    shown = {}
    for tpn, change in result["ratings"].items():
        value = change["rating_change"]
        shown[names[int(tpn)]] = f"initial {change['initial_rating']}" if change["initial_rating"] else \
            "—" if value is None else (f"+{value:.1f}" if value > 0 else f"−{-value:.1f}" if value < 0 else f"{value:.1f}")
    return shown, result


def test_a_rated_event_from_registration_to_the_rating_report(new_context, site):
    context = new_context(accept_downloads=True)
    context.add_init_script(COUNT_PRINTS)
    page = context.new_page()
    open_page(page, site.url)
    create_event(page, "Rated Open", 3)
    for name, rating in PLAYERS:
        add_player(page, name, rating)
    expect(page.locator("#roster-table tbody tr")).to_have_count(len(PLAYERS))

    go_to(page, "Settings")
    form = page.locator("#details-form")
    form.get_by_label("City").fill("Oslo")
    form.get_by_label("Federation (three letters, such as NOR)").fill("nor")
    form.get_by_label("Start date").fill("2026-03-01")
    form.get_by_label("End date").fill("2026-03-03")
    form.get_by_label("Type of tournament").fill("Individual: Swiss-System")
    form.get_by_label("Chief arbiter").fill("Nilsen, Eva")
    form.get_by_label("Deputy arbiters (one a line)").fill("Holm, Jan\nAas, Liv")
    form.get_by_label("Time control").fill("90'/40 + 30' + 30\"")
    for r in range(1, 4):
        form.get_by_label(f"Round {r} date").fill(f"2026-03-0{r}")
    form.get_by_role("button", name="Save event details").click()
    expect(page.locator("#settings-message")).to_have_text("Event details saved.")

    for r in range(1, 4):
        go_to(page, "Round")
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        table = page.locator(f'table.pairings[data-round="{r}"]')
        for board in range(1, 4):
            select = table.get_by_label(re.compile(f"^Result of round {r}, board {board}:"))
            select.select_option(label=RESULTS[(r + board) % 3])

    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 3 rounds")
    expect(page.get_by_role("columnheader", name="Rating change")).to_have_count(0)
    page.get_by_label("Show FIDE rating changes (B.02)").check()
    expect(page.get_by_role("columnheader", name="Rating change")).to_be_visible()
    wait_until_stored(page)
    doc = stored_event(page)
    assert doc["settings"]["rating_changes"] is True
    expected, _ = native_changes(doc)
    headers = page.locator("#standings-view thead th").all_inner_texts()
    column = headers.index("Rating change")
    rows = page.evaluate("""[...document.querySelectorAll('#standings-view tbody tr:not([data-explains])')]
        .map((row) => [...row.cells].map((cell) => cell.innerText.trim()))""")
    assert {row[1]: row[column] for row in rows} == expected
    assert all(re.fullmatch(r"[+−]\d+\.\d|0\.0", text) for text in expected.values())
    # The player's rating card: K and why, and each rated game.
    first = rows[0][1]
    page.get_by_role("button", name=re.compile(f"^Rating change of {re.escape(first)}:")).click()
    card = page.locator("#standings-view .rating-card")
    expect(card).to_contain_text(re.compile(r"K (10|20|40)"))
    expect(card.locator("li")).to_have_count(3)
    # The director knows better than the derivation: the player is new to the rating list, K 40.
    card.get_by_label(f"K factor of {first}").select_option(label="40 (new to the list, or a junior under 2300)")
    page.wait_for_function("(name) => [...document.querySelectorAll('#standings-view tbody button')].some((b) => "
                           "b.ariaLabel?.startsWith(`Rating change of ${name}`)) && "
                           "!document.querySelector('#standings-view .rating-card')", arg=first)
    wait_until_stored(page)
    doc = stored_event(page)
    assert next(p for p in doc["players"] if p["name"] == first)["k"] == 40
    expected_40, _ = native_changes(doc)
    assert float(expected_40[first].replace("−", "-")) == 2 * float(expected[first].replace("−", "-"))
    button = page.get_by_role("button", name=re.compile(f"^Rating change of {re.escape(first)}:"))
    expect(button).to_have_text(expected_40[first])

    # The printed standings carry the column too.
    choose_and_print(page, "standings")
    sheet = page.locator("#print-sheet")
    expect(sheet.get_by_role("columnheader", name="Rating change")).to_be_visible()
    page.get_by_role("button", name="Close print view").click()

    go_to(page, "Share and files")
    with page.expect_download() as info:
        page.get_by_role("button", name="Export TRF-2026").click()
    text = open(info.value.path(), encoding="utf-8").read()
    lines = text.splitlines()
    for line in ("022 Oslo", "032 NOR", "042 2026/03/01", "052 2026/03/03", "062 6", "072 6",
                 "092 Individual: Swiss-System", "102 Nilsen, Eva", "112 Holm, Jan", "112 Aas, Liv",
                 "122 90'/40 + 30' + 30\""):
        assert line in lines, text
    assert next(line for line in lines if line.startswith("132"))[91:] == "26/03/01  26/03/02  26/03/03"
    ranks = sorted(p.rank for p in parse_trf(text).players)
    assert ranks[0] == 1 and all(ranks), text
    back = import_trf(text).outcome.event
    # Every detail but the event's language, which no TRF record holds.
    assert back["details"] == {key: value for key, value in doc["details"].items() if key != "language"}
    assert [(p["name"], p["rating"]) for p in back["players"]] == [(name, int(rating)) for name, rating in PLAYERS]


def test_players_registered_by_rating_list_look_up_reach_the_report_with_every_field(site, page, tmp_path):
    """The director types a FIDE ID, picks the list's player, adds them; after a round the exported report's 001
    records carry each player's sex, title, federation, FIDE ID and birth as the list has them."""
    players = fide_list(tmp_path / "players_list_foa.txt", players=120, seed=11)
    chosen = [(fide_id, p) for fide_id, p in players.items()
              if p["rating"] and p["title"] in ("GM", "IM", "FM", "WGM", "") and p["birth"]][:4]
    assert len(chosen) == 4
    open_page(page, site.url)
    create_event(page, "Looked-up Open", 3)
    load_list(page, tmp_path / "players_list_foa.txt")
    expect(page.locator("#event-message")).to_contain_text("loaded: 120 players in")
    for fide_id, player in chosen:
        page.locator("#player-name").fill(str(fide_id))
        suggestion(page, f"FIDE ID {fide_id}").click()
        expect(page.locator("#player-name")).to_have_value(player["name"])
        page.get_by_role("button", name="Add player").click()
        expect(page.locator("#roster-table tbody tr").filter(has_text=player["name"])).to_have_count(1)
    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 1").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 1 is paired.")
    table = page.locator('table.pairings[data-round="1"]')
    for board in (1, 2):
        table.get_by_label(re.compile(f"^Result of round 1, board {board}:")).select_option(label="1-0")
    expect(table.locator("caption")).to_contain_text("2 of 2 results")

    go_to(page, "Share and files")
    with page.expect_download() as info:
        page.get_by_role("button", name="Export TRF-2026").click()
    report = {p.name: p for p in parse_trf(open(info.value.path(), encoding="utf-8").read()).players}
    for fide_id, player in chosen:
        line = report[player["name"]]
        assert (line.fide_id, line.federation, line.title, line.sex, line.rating) == (
            str(fide_id), player["federation"], player["title"], {"M": "m", "F": "w"}[player["sex"]],
            int(player["rating"])), player  # the list's M/F is TRF's m/w
        assert line.birth.startswith(player["birth"]), (line.birth, player)

    # Each player's K is the list's (FIDE knows who is new to the list or once reached 2400), and the rating card
    # says so.
    kept = {p["name"]: p for p in stored_event(page)["players"]}
    assert {name: kept[name]["k"] for name in kept} == {p["name"]: int(p["k"]) for _, p in chosen}
    go_to(page, "Standings")
    page.get_by_label("Show FIDE rating changes (B.02)").check()
    name = chosen[0][1]["name"]
    page.get_by_role("button", name=re.compile(f"^Rating change of {re.escape(name)}:")).click()
    expect(page.locator("#standings-view .rating-card")).to_contain_text(re.compile(
        f"K {chosen[0][1]['k']}: from FIDE's standard list of [^.]+ 2\\d{{3}}\\."))


def test_an_unrated_players_first_rating_from_this_event_shows_in_the_rating_column(new_context, site):
    """An unrated player who met five rated players: the column says what their first rating would be from this
    event alone (B.02 8.2), as the engine works it out natively, and the rating card says how."""
    doc = make(players=[("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800), ("Eve", 1700), ("Finn", 1650),
                        ("Gry", 1600), ("New, One", 0)], rounds=5, mode="fide")
    for _ in range(5):
        doc = finish_round(run(doc, {"op": "pair_next"}), ("1/2-1/2", "0-1", "1-0", "1-0"))
    doc = run(doc, {"op": "update_settings", "rating_changes": True})
    expected, result = native_changes(doc)
    new = result["ratings"][str(result["numbers"][str(doc["players"][-1]["id"])])]
    assert expected["New, One"] == f"initial {new['initial_rating']}" and new["initial_rating"] >= 1400
    page = open_stored(new_context, site, doc)
    go_to(page, "Standings")
    expect(page.get_by_role("button", name=re.compile("^Rating change of New, One: initial"))).to_be_visible()
    headers = page.locator("#standings-view thead th").all_inner_texts()
    column = headers.index("Rating change")
    rows = page.evaluate("""[...document.querySelectorAll('#standings-view tbody tr:not([data-explains])')]
        .map((row) => [...row.cells].map((cell) => cell.innerText.trim()))""")
    assert {row[1]: row[column] for row in rows} == expected
    page.get_by_role("button", name=re.compile("^Rating change of New, One: initial")).click()
    expect(page.locator("#standings-view .rating-card")).to_contain_text(
        f"Initial rating {new['initial_rating']} if rated on this event: {new['initial_reason']}.")
