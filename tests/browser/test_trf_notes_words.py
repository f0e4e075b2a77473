"""What the engine read a TRF file to mean, in the director's language: a German browser opens a file from another
program, and the import preview says in German how the entries without an opponent were read and that the file
gives no round count (the engine answers each note's key and parameters, the page words it from
app/locales/de/engine.json)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ENGINE_TIMEOUT_MS, pick

pytestmark = pytest.mark.browser

FILE = Path(__file__).parents[1] / "trf" / "files" / "cpp-dubov-system" / "test2.trf"


def test_a_german_browser_reads_what_a_trf_file_was_read_to_mean_in_german(new_context, site):
    page = new_context(locale="de-DE").new_page()
    page.goto(site.url)
    expect(page.locator("#engine")).to_have_attribute("data-state", "ready", timeout=ENGINE_TIMEOUT_MS)
    pick(page, "#open-file", FILE.name, FILE.read_bytes())
    notes = page.locator("#open-file-result .warnings li")
    expect(notes.nth(0)).to_have_text(
        "Zeile 19, Spieler 6, Runde 4 (4 weitere dieser Art): ein kampfloser Sieg ohne Gegner (die ältere "
        "Schreibweise) wird als von der Auslosung vergebenes Spielfrei (U) gelesen; sie wird so zurückgeschrieben, "
        "wie sie war.")
    expect(notes.nth(1)).to_contain_text("Die Datei sagt nicht, wie viele Runden das Turnier hat (keine Zeile 142 "
                                         "oder XXR). Enthaltene Runden: 5;")
