"""A TRF that declares `XXC rank` or 299 points, opened in the page as a director does: the preview says which order
ranks the players and that the file has abnormal points, the event pairs its next round as the reference engine
does (bbpPairings on `XXC rank`, the Sharly-Chess fork on 299: tests/corpus/file-parts/), the event as stored and
as downloaded holds both, and its TRF export writes them back."""

import json

import pytest
from playwright.sync_api import Page, expect

from swisspair.event.trf_import import import_trf
from swisspair.trf import read_trf
from tests.browser.helpers import boards, bye_player, go_to, open_page, pick, stored_event
from tests.helpers.file_parts import reference_pairs, text

pytestmark = pytest.mark.browser

RANKED, PENALTY = "n20_r7_s1001220-round4-ranked.trf", "indiv_299_penalty.trf"


def open_file(page: Page, name: str) -> None:
    """The file opened from the start page, its preview's notes as the engine gives them, the event created."""
    result = page.locator("#open-file-result")
    pick(page, "#open-file", name, text(name).encode("utf-8"))
    notes = [note["text"] for note in import_trf(text(name)).notes]
    assert notes
    for note in notes:
        expect(result.locator(".warnings")).to_contain_text(note)
    result.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-message")).to_contain_text(f"created from {name}")


def paired_as_the_reference(page: Page, name: str) -> None:
    """The next round paired in the page: its boards and bye are the reference's, by the players' names."""
    read = read_trf(text(name))
    names = {p.number: p.name.strip() for p in read.tournament.players}
    r = read.tournament.rounds_played + 1
    page.get_by_role("button", name=f"Pair round {r}").click()
    expected, bye = reference_pairs(name)
    expect(page.locator(f'table.pairings[data-round="{r}"]')).to_be_visible()
    assert set(boards(page, r)) == {(names[white], names[black]) for white, black in expected}
    if bye is not None:
        assert bye_player(page, r) == names[bye]


def exported(page: Page) -> str:
    go_to(page, "Share and files")
    with page.expect_download() as info:
        page.get_by_role("button", name="Export TRF-2026").click()
    return open(info.value.path(), encoding="utf-8").read()


def test_a_file_ranked_by_its_lines_pairs_its_next_round_as_bbppairings_and_keeps_its_order(new_context, site):
    page = new_context(accept_downloads=True).new_page()
    open_page(page, site.url)
    open_file(page, RANKED)
    paired_as_the_reference(page, RANKED)
    stored = stored_event(page)  # as the page keeps it: packed as its share link is
    assert stored["ranking"] == read_trf(text(RANKED)).tournament.ranking
    written = exported(page)
    assert "XXC rank" in written.splitlines()
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the event").click()
    assert json.loads(open(info.value.path(), encoding="utf-8").read())["ranking"] == stored["ranking"]


def test_a_file_with_a_penalty_pairs_its_next_round_as_the_sharly_fork_and_writes_the_299_back(new_context, site):
    page = new_context(accept_downloads=True).new_page()
    open_page(page, site.url)
    open_file(page, PENALTY)
    paired_as_the_reference(page, PENALTY)
    assert stored_event(page)["abnormal_points"] == [{"player": 2, "round": 1, "points": -5, "match_points": 0}]
    assert "299          -0.5    1    2" in exported(page).splitlines()
