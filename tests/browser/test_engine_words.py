"""The engine's refusals in the director's language: in a French browser, a TRF file with a bad rating is refused
in French, with its line and column (the engine answers the key and parameters of its sentence, the page words it
from app/locales/fr/engine.json)."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ENGINE_TIMEOUT_MS

pytestmark = pytest.mark.browser

BAD_RATING = "\n".join([
    "012 Open de printemps",
    "XXR 5",
    ("001    1      Anne Martin".ljust(48) + "21x0").ljust(80) + " 0.0",
    ("001    2      Bruno Petit".ljust(48) + "1985").ljust(80) + " 0.0",
])


def test_a_bad_trf_file_is_refused_in_french_with_its_line_and_column(new_context, site):
    page = new_context(locale="fr-FR").new_page()
    page.goto(site.url)
    expect(page.locator("#engine-status")).to_contain_text("Moteur prêt", timeout=ENGINE_TIMEOUT_MS)
    # The panel and its field by id, not by their words: those are the page's, translated apart from the engine's.
    panel = page.locator("#trf")
    panel.locator("#trf-text").fill(BAD_RATING)
    panel.locator("#trf-pair").click()
    expect(panel.get_by_role("alert")).to_contain_text(
        "Le fichier TRF n'est pas valide : ligne 3, colonne 49 : attendu un classement Elo, trouvé '21x0'.")
