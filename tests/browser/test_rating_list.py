"""FIDE's rating list in the page: loaded once from a file in FIDE's format, looked up by name (accents and case
aside) or FIDE ID while a player is typed, replaced by a newer list, and used to bring the players' ratings up to
date before round 1.

The lists are made by `python3 tools/fide_list.py OUT --players N --seed S --month MMMYY --format foa|standard`:
invented players in FIDE's fixed columns (players_list_foa.txt, or a standard_MMMYYfrl.txt list headed by its
month); the same seed gives the same players, and another month moves their ratings."""

import re
import subprocess
import sys

import pytest
from playwright.sync_api import expect

import build
from swisspair import bridge
from tests.browser.helpers import (
    create_event, go_to, open_page, open_stored, roster_rows, stored_event, wait_until_stored,
)
from tests.browser.rating_list_helpers import fide_list, load_list, suggestion

pytestmark = pytest.mark.browser

FORM_FIELDS = ("title", "sex", "federation", "fide_id", "birth")


def test_a_player_is_found_by_a_few_letters_without_accents_and_picked_into_the_form(site, page, tmp_path):
    players = fide_list(tmp_path / "players_list_foa.txt")
    open_page(page, site.url)
    create_event(page, "Club Open", 5)
    load_list(page, tmp_path / "players_list_foa.txt")
    expect(page.locator("#rating-list-about")).to_contain_text(": 300 players (players_list_foa.txt, standard, rapid, blitz ratings)")
    expect(page.locator("#event-message")).to_contain_text("loaded: 300 players in")

    # A player whose name has an accent, a title and a standard rating, typed as "surname, first" without accents.
    fide_id, chosen = next((i, p) for i, p in players.items()
                           if any(c in p["name"] for c in "áéöó") and p["rating"] and p["birth"])
    typed = chosen["name"].lower().translate(str.maketrans("áéöóø", "aeooo"))[:-1]
    page.locator("#player-name").press_sequentially(typed)
    option = suggestion(page, f"FIDE ID {fide_id}")
    expect(option).to_have_text(" · ".join(filter(None, [chosen["name"], chosen["title"], chosen["federation"],
                                                         chosen["rating"], f"K {chosen['k']}", f"born {chosen['birth']}",
                                                         f"FIDE ID {fide_id}", "inactive" if chosen["inactive"] else ""])))
    option.click()
    expect(page.locator("#player-name")).to_have_value(chosen["name"])
    expect(page.locator("#player-rating")).to_have_value(chosen["rating"])
    expect(page.get_by_label("K factor", exact=True)).to_have_value(chosen["k"])  # the list's K, FIDE's word on it
    form = page.locator("#player-form")
    expected = {"title": chosen["title"], "sex": chosen["sex"], "federation": chosen["federation"],
                "fide_id": str(fide_id), "birth": chosen["birth"]}
    for name in FORM_FIELDS:  # the fields the form has (the roster's inputs are named as the player's fields)
        field = form.locator(f'[name="{name}"]')
        if field.count():
            expect(field).to_have_value(expected[name])
    expect(page.get_by_role("listbox", name="Players in the FIDE rating list")).to_be_hidden()
    page.get_by_role("button", name="Add player").click()
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    assert roster_rows(page)[0][:3] == ["1", chosen["name"], chosen["rating"]]

    # By FIDE ID, and "First Surname" as people say it.
    other_id, other = list(players.items())[42]
    page.locator("#player-name").fill(str(other_id))
    expect(suggestion(page, f"FIDE ID {other_id}")).to_have_count(1)
    surname, first = other["name"].split(", ")
    page.locator("#player-name").fill(f"{first} {surname}")
    expect(suggestion(page, f"FIDE ID {other_id}")).to_have_count(1)
    # Picked with the keyboard.
    page.locator("#player-name").fill(str(other_id))
    expect(suggestion(page, f"FIDE ID {other_id}")).to_have_count(1)
    page.locator("#player-name").press("ArrowDown")
    page.locator("#player-name").press("Enter")
    expect(page.locator("#player-name")).to_have_value(other["name"])

    # The list stays after a reload, read from this browser (nothing is fetched).
    page.reload()
    go_to(page, "Players")
    expect(page.locator("#rating-list-about")).to_contain_text(": 300 players (players_list_foa.txt")
    page.locator("#player-name").fill(str(fide_id))
    expect(suggestion(page, chosen["name"])).to_have_count(1)


def test_a_newer_list_replaces_the_older_and_an_older_one_only_when_confirmed(site, page, tmp_path):
    november = fide_list(tmp_path / "standard_nov26frl.txt", month="NOV26", kind="standard")
    december = fide_list(tmp_path / "standard_dec26frl.txt", month="DEC26", kind="standard")
    fide_id = next(i for i in november if november[i]["rating"] and november[i]["rating"] != december[i]["rating"])
    open_page(page, site.url)
    create_event(page, "Club Open", 5)
    load_list(page, tmp_path / "standard_nov26frl.txt")
    expect(page.locator("#rating-list-about")).to_contain_text("FIDE rating list of November 2026: 300 players")
    page.locator("#player-name").fill(str(fide_id))
    expect(suggestion(page, f"FIDE ID {fide_id}")).to_contain_text(f" · {november[fide_id]['rating']} · ")

    page.get_by_label("Load FIDE's rating list (TXT or XML)").set_input_files(str(tmp_path / "standard_dec26frl.txt"))
    expect(page.locator("#rating-list-about")).to_contain_text("FIDE rating list of December 2026: 300 players")
    page.locator("#player-name").fill("")
    page.locator("#player-name").fill(str(fide_id))
    expect(suggestion(page, f"FIDE ID {fide_id}")).to_contain_text(f" · {december[fide_id]['rating']} · ")

    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    page.get_by_label("Load FIDE's rating list (TXT or XML)").set_input_files(str(tmp_path / "standard_nov26frl.txt"))
    expect(page.get_by_label("Load FIDE's rating list (TXT or XML)")).to_have_value("")  # the file, declined
    expect(page.locator("#rating-list-about")).to_contain_text("FIDE rating list of December 2026")
    assert asked == ["This list is of November 2026, older than the one kept (December 2026). Replace it?"]


def event_with(players: list[dict]) -> dict:
    doc = bridge.handle({"id": 1, "op": "event_new", "args": {"id": "rated-open", "name": "Rated Open", "rounds": 5,
                                                               "mode": "fide", "created": "2026-12-01T10:00:00.000Z"}})
    doc = doc["result"]["event"]
    for player in players:
        doc = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
            "op": "add_player", "player": player, "at": "2026-12-01T10:00:00.000Z", "copy": "desk"}}})["result"]["event"]
    return doc


def test_ratings_are_updated_from_the_list_before_round_one_showing_what_changes(new_context, site, tmp_path):
    players = fide_list(tmp_path / "players_list_foa.txt")
    rated = [(i, p) for i, p in players.items() if p["rating"]][:3]
    (first_id, first), (second_id, second), (third_id, third) = rated
    doc = event_with([
        {"name": first["name"], "rating": int(first["rating"]) - 50, "fide_id": str(first_id)},  # an old rating
        {"name": second["name"], "rating": int(second["rating"]), "fide_id": str(second_id), "title": "CM"},
        {"name": third["name"], "rating": int(third["rating"]), "fide_id": str(third_id), "title": third["title"]},
        {"name": "Nobody, Known", "rating": 1500, "fide_id": "99999999"},
        {"name": "Local, Player", "rating": 1400},
    ])
    page = open_stored(new_context, site, doc)
    expect(page.locator("#event-title")).to_have_text("Rated Open")
    go_to(page, "Players")
    load_list(page, tmp_path / "players_list_foa.txt")
    expect(page.locator("#rating-list-about")).to_contain_text(": 300 players")
    page.get_by_role("button", name="Update the players' ratings from the list").click()
    changes = page.locator("#rating-list-changes")
    expect(changes.locator("caption")).to_have_text(
        re.compile(r"^3 players to update from the FIDE list of \d+ \w+ 2\d{3} \(standard ratings\)$"))
    rows = [[cell.strip() for cell in row.locator("td").all_text_contents()] for row in changes.locator("tbody tr").all()]
    # The third has the list's rating and title already: only K, derived until now, is the list's.
    assert rows == [[first["name"], str(first_id), f"{int(first['rating']) - 50} → {first['rating']}", first["title"] or "—",
                     f"derived → {first['k']}"],
                    [second["name"], str(second_id), second["rating"], f"CM → {second['title'] or '—'}", f"derived → {second['k']}"],
                    [third["name"], str(third_id), third["rating"], third["title"] or "—", f"derived → {third['k']}"]]
    expect(changes).to_contain_text("Not in the list: Nobody, Known (99999999).")
    changes.get_by_role("button", name="Apply 3 changes").click()
    expect(changes).to_contain_text("Updated 3 players from the FIDE list of")
    ratings = {row[1]: row[2] for row in roster_rows(page)}
    assert ratings[first["name"]] == first["rating"]
    wait_until_stored(page)
    kept = {p["name"]: p for p in stored_event(page)["players"]}
    # The K's source names the list by kind and date, words of no language (the report words it in the event's):
    # a combined list's date is the day its file was written (no month in its headings).
    for _, p in rated:
        assert kept[p["name"]]["k"] == int(p["k"])
        assert re.fullmatch(r"fide:standard:\d{4}-\d{2}(-\d{2})?", kept[p["name"]]["k_source"]), kept[p["name"]]
    page.get_by_role("button", name="Update the players' ratings from the list").click()
    expect(changes).to_contain_text("Every player with a FIDE ID already has the rating, title and K of the FIDE list")
    # Undo takes the whole update back as one action.
    page.get_by_role("button", name="Undo").first.click()
    expect(page.locator("#roster-table")).to_contain_text(str(int(first["rating"]) - 50))


def picked_fills(page, fide_id, rating, k):
    """The list's player of `fide_id` looked up and picked: the form holds `rating` and `k`."""
    page.locator("#player-name").fill(str(fide_id))
    suggestion(page, f"FIDE ID {fide_id}").click()
    expect(page.locator("#player-rating")).to_have_value(rating)
    expect(page.get_by_label("K factor", exact=True)).to_have_value(k)


def test_the_ratings_taken_follow_the_events_time_control_unless_the_panel_says_otherwise(new_context, site, tmp_path):
    players = fide_list(tmp_path / "players_list_foa.txt")
    fide_id, chosen = next((i, p) for i, p in players.items()
                           if p["rapid"] and p["rating"] and p["rapid"] != p["rating"] and p["rapid_k"] != p["k"])
    doc = event_with([])
    doc = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "set_details", "time_control": "Rapid, 15 min + 10 s a move", "at": "2026-12-01T10:00:00.000Z",
        "copy": "desk"}}})["result"]["event"]
    page = open_stored(new_context, site, doc)
    go_to(page, "Players")
    load_list(page, tmp_path / "players_list_foa.txt")
    expect(page.locator("#rating-list-about")).to_contain_text(": 300 players")
    kind = page.get_by_label("Ratings taken from the list")
    expect(kind).to_have_value("rapid")
    expect(page.locator("#rating-list-kind-why")).to_have_text(
        "Rapid ratings: the event's time control is “Rapid, 15 min + 10 s a move”.")
    picked_fills(page, fide_id, chosen["rapid"], chosen["rapid_k"])

    # The event's details say it is rated for blitz: blitz it is.
    go_to(page, "Settings")
    page.get_by_label("Rated for (FIDE's ratings)").select_option("blitz")
    page.get_by_role("button", name="Save event details").click()
    expect(page.locator("#settings-message")).to_have_text("Event details saved.")
    wait_until_stored(page)
    assert stored_event(page)["details"]["rating_kind"] == "blitz"
    go_to(page, "Players")
    expect(kind).to_have_value("blitz")
    expect(page.locator("#rating-list-kind-why")).to_have_text("Blitz ratings: the event is rated for blitz.")

    # The panel's choice overrides the event's, for this event.
    kind.select_option("standard")
    expect(page.locator("#rating-list-kind-why")).to_have_text(
        "Chosen here over the event's blitz ratings (the event is rated for blitz).")
    picked_fills(page, fide_id, chosen["rating"], chosen["k"])
    go_to(page, "Settings")
    go_to(page, "Players")
    expect(kind).to_have_value("standard")


def test_the_xml_download_is_read_as_the_text_one(site, page, tmp_path):
    players = fide_list(tmp_path / "players_list_foa.txt", players=120)
    subprocess.run([sys.executable, str(build.ROOT / "tools" / "fide_list.py"), str(tmp_path / "players_list_xml_foa.xml"),
                    "--players", "120", "--seed", "7", "--month", "DEC26", "--format", "xml"], check=True)
    fide_id, chosen = next((i, p) for i, p in players.items() if p["rating"])
    open_page(page, site.url)
    create_event(page, "Rapid Open", 5)
    load_list(page, tmp_path / "players_list_xml_foa.xml")
    expect(page.locator("#rating-list-about")).to_contain_text(": 120 players (players_list_xml_foa.xml, standard, rapid, blitz")
    page.locator("#player-name").fill(chosen["name"])
    suggestion(page, f"FIDE ID {fide_id}").click()
    expect(page.locator("#player-rating")).to_have_value(chosen["rating"])
