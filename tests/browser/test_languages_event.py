"""What an event gives its players speaks the event's language, whatever the director's: an English browser prints
a German event's pairings and standings in German (read under print media), and saves a French event's standings and
players as CSV files in French (semicolons, decimal commas), while the page around them stays English."""

import csv
import io
import json

import pytest
from playwright.sync_api import expect

import build
from swisspair import bridge
from tests.browser.helpers import go_to, open_stored
from tests.browser.native_events import NINE, native_event, result_for
from tests.browser.print_helpers import COUNT_PRINTS, choose_and_print

pytestmark = pytest.mark.browser


def event_in(language: str, result=result_for) -> dict:
    """Four players, two rounds paired and played, the event's language `language`."""
    doc, _ = native_event(players=NINE[:4], rounds=2, result=result)
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "set_details", "language": language}}})
    assert answer["ok"], answer
    return answer["result"]["event"]


def test_an_english_browser_prints_a_german_events_pairings_and_standings_in_german(new_context, site):
    doc = event_in("de")
    page = open_stored(new_context, site, doc)
    page.context.add_init_script(COUNT_PRINTS)
    page.evaluate(COUNT_PRINTS)

    choose_and_print(page, "board", 2)
    # The director's bar is English; the sheet is the players'.
    expect(page.locator("#print-view-title")).to_have_text("Print view: Pairings by board, round 2")
    page.emulate_media(media="print")
    sheet = page.locator('#print-sheet .sheet[data-view="board"]')
    expect(sheet.locator(".sheet-what")).to_have_text("Paarungen, Runde 2")
    assert [text.strip() for text in sheet.locator("thead tr:not(.sheet-title) th").all_inner_texts()] == [
        "Br.", "Nr.", "Weiß", "Pkt.", "Ergebnis", "Nr.", "Schwarz", "Pkt."]
    expect(sheet.locator("figcaption")).to_contain_text("Runde 2")
    page.emulate_media(media="screen")
    page.locator("#print-close").click()

    choose_and_print(page, "standings")
    page.emulate_media(media="print")
    sheet = page.locator('#print-sheet .sheet[data-view="standings"]')
    expect(sheet.locator(".sheet-what")).to_have_text("Endstand nach Runde 2")
    headings = [text.strip() for text in sheet.locator("thead tr:not(.sheet-title) th").all_inner_texts()]
    assert headings[:5] == ["Platz", "Nr.", "Name", "Elo", "Pkt."], headings
    page.emulate_media(media="screen")

    # Drawn, the sheets left the director's language as it was.
    page.locator("#print-close").click()
    expect(page.locator('#print-what option[value="board"]')).to_have_text("Pairings by board")
    go_to(page, "Standings")
    expect(page.locator("#standings-view table.standings caption")).to_have_text("Final standings after 2 rounds")


def downloaded(page, button) -> tuple[str, str]:
    """The file a button saves: its name and its text."""
    with page.expect_download() as info:
        button.click()
    return info.value.suggested_filename, open(info.value.path(), encoding="utf-8", newline="").read()


def test_an_english_browser_saves_a_french_events_standings_and_players_as_french_csv(new_context, site):
    doc = event_in("fr", result=lambda round_number, board: "1/2-1/2" if board == 1 else "1-0")
    page = open_stored(new_context, site, doc)
    go_to(page, "Share and files")
    expect(page.locator("#csv-export-hint")).to_have_text(
        "For a spreadsheet, in the event's language (Français); the players' file can be imported again.")

    name, text = downloaded(page, page.get_by_role("button", name="Export standings as CSV"))
    assert name == "Native-standings.csv" and text.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline=""), delimiter=";"))
    assert rows[0] == ["Rang", "N°", "Nom", "Elo", "Club", "Points", "BH/C1", "BH", "SB", "WIN"]
    # The engine's file, in French's words and decimal comma: what CPython's engine writes of the same event.
    words = json.loads((build.ROOT / "app" / "locales" / "fr" / "csv.json").read_text(encoding="utf-8"))
    answer = bridge.handle({"id": 1, "op": "event_csv", "args": {"event": doc, "kind": "standings", "decimal": ",",
                                                                 "headers": {key.removeprefix("csv.header_"): word
                                                                             for key, word in words.items()
                                                                             if key.startswith("csv.header_")}}})
    assert text == answer["result"]["csv"]
    assert any(row[5].endswith(",5") for row in rows[1:]), rows
    expect(page.locator("#csv-export-status")).to_have_text(
        "Saved “Native-standings.csv”: Français, fields separated by semicolons.")

    name, text = downloaded(page, page.get_by_role("button", name="Export players as CSV"))
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline=""), delimiter=";"))
    assert rows[0] == ["Nom", "Elo", "Titre", "Sexe", "Fédération", "ID FIDE", "Date de naissance", "Club"]
    assert [row[:2] for row in rows[1:]] == [[player["name"], str(player["rating"])] for player in doc["players"]]
