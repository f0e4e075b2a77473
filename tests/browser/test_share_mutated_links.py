"""Mutated share links opened in the page as a person opens them (the address's fragment): a sample of the fuzzer's
links (tests/fuzz/links.py) that the page's decoder or the engine refuses, each answered with a sentence and
"Nothing was stored or changed", the stored event exactly as it was, no dialog, no script error."""

import json
import random
import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.native_events import NINE, native_event
from tests.browser.share_helpers import SNAPSHOT, no_markup, opened
from tests.fuzz import links

pytestmark = pytest.mark.browser

SAMPLE = 40
LINK = re.compile(r"^#?[ev]\d{1,6}\.", re.S)  # app/share.js isShareFragment


def refused_links() -> list[tuple[str, str]]:
    """A seeded sample of links of every kind of damage, each refused by the decoder or by event_validate."""
    made = links.mutated_links(random.Random(41), 600)
    decoded, _ = links.decode([link for _, link in made])
    refused = []
    for (what, link), (status, text, _) in zip(made, decoded):
        if status == "opened":
            answer = json.loads(bridge.handle_json(f'{{"id": 1, "op": "event_validate", "args": {{"event": {text}}}}}'))
            if answer["ok"]:
                continue
        # Only what the page takes for a link: any other fragment is left alone, as it should be.
        if LINK.match("#" + link) and not what.endswith("unchanged"):
            refused.append((what, link))
    by_kind: dict[str, list[tuple[str, str]]] = {}
    for what, link in refused:
        by_kind.setdefault(what.split(": ")[-1], []).append((what, link))
    sample = [pair for kind in sorted(by_kind) for pair in by_kind[kind][:SAMPLE // len(by_kind) + 1]]
    return sample[:SAMPLE]


# In the slow run only, for CI's time: the decoder's fuzz test (tests/fuzz/test_share_decoder.py) mutates links in the
# engine, and test_share.py's damaged, hostile and oversized links are refused on the page in CI.
@pytest.mark.slow
def test_mutated_links_are_refused_with_a_sentence_and_change_nothing_stored(new_context, site):
    doc, _ = native_event(players=NINE[:4], rounds=2)
    page, seen = opened(new_context, site, doc)
    before = page.evaluate(SNAPSHOT)
    sample = refused_links()
    assert len(sample) == SAMPLE and len({what.split(": ")[-1] for what, _ in sample}) >= 5
    for what, fragment in sample:
        page.goto(f"{site.url}#{fragment}")
        alert = page.locator("#incoming [role=alert]")
        expect(alert, what).to_contain_text("Nothing was stored or changed")
        assert alert.inner_text().strip(), what
        assert page.evaluate(SNAPSHOT) == before, what
        no_markup(page)
        page.get_by_role("button", name="Dismiss").click()
    assert seen == {"dialogs": [], "errors": []}
