"""The TRF panel as a director uses it: paste or pick a TRF, press "Pair next round", read the boards.

The Dutch engine runs in the page's worker under Pyodide; the round it pairs there must be the one that
bbpPairings v6 (FIDE-endorsed) paired in the corpus file: the same pairs, colours and bye.
"""

import re

import pytest
from playwright.sync_api import expect

from swisspair.replay import recorded_round, truncate
from swisspair.systems.dutch.explain import COLOUR_RULES
from swisspair.trf import format_trf, parse_trf
from tests.browser.helpers import open_panel, pair_text
from tests.corpus_location import CORPUS as TEST_CORPUS

pytestmark = pytest.mark.browser

CORPUS = TEST_CORPUS / "dutch2026"
NUMBERED = re.compile(r"^(\d+) (.*)$")


def corpus_cut(name: str, round_number: int):
    """A corpus tournament as it stood before `round_number` (as TRF text), and the file's own round."""
    tournament = parse_trf((CORPUS / "dev" / name).read_text())
    return tournament, format_trf(truncate(tournament, round_number)), recorded_round(tournament, round_number)


def player(cell: str) -> tuple[int, str]:
    """'12 Test0012 Player0012' -> (12, 'Test0012 Player0012'), as the page shows a player."""
    match = NUMBERED.match(cell.strip())
    assert match, f"not a numbered player: {cell!r}"
    return int(match[1]), match[2]


def shown_boards(panel) -> list[list[str]]:
    """The pairing table as the page shows it: [board, white, black, colour rule] per row."""
    table = panel.get_by_role("table")
    expect(table).to_be_visible()
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in table.locator("tbody tr").all()]


def shown_bye(panel) -> int | None:
    bye = panel.locator(".bye")
    expect(bye).to_be_visible()
    text = bye.inner_text()
    if text == "No pairing-allocated bye.":
        return None
    return player(text.removeprefix("Pairing-allocated bye: "))[0]


def assert_same_round(panel, tournament, expected, round_number: int) -> None:
    expect(panel.get_by_role("heading", level=3)).to_have_text(re.compile(rf"^Round {round_number}: \d+ boards?$"))
    rows = shown_boards(panel)
    assert [row[0] for row in rows] == [str(n) for n in range(1, len(rows) + 1)]
    boards = []
    # The colour rule in words, its article in the tooltip.
    articles = panel.locator("tbody td abbr.rule").evaluate_all("(rules) => rules.map((r) => r.title)")
    assert len(articles) == len(rows) and all(re.fullmatch(r"Article 5\.2\.[1-5]", title) for title in articles), articles
    for _, white, black, rule in rows:
        (white_number, white_name), (black_number, black_name) = player(white), player(black)
        assert (white_name, black_name) == (tournament.player(white_number).name, tournament.player(black_number).name)
        assert rule in COLOUR_RULES.values(), rule
        boards.append((white_number, black_number))
    assert sorted(boards) == sorted(expected.boards)  # pairs and colours
    assert shown_bye(panel) == expected.bye


def test_a_pasted_corpus_round_comes_out_as_the_file_has_it(site, page):
    tournament, text, expected = corpus_cut("n30_r5_s1001140.trf", 4)
    assert expected.bye is not None and len(expected.boards) >= 10  # a round worth checking
    panel = open_panel(page, site)
    # Every status the panel shows, in order: it must say it is working before the result arrives.
    page.evaluate("""() => {
        const status = document.querySelector("#trf-status");
        window.statusSeen = [];
        new MutationObserver(() => window.statusSeen.push(status.textContent))
            .observe(status, { childList: true, characterData: true, subtree: true });
    }""")
    pair_text(panel, text)
    assert_same_round(panel, tournament, expected, 4)
    expect(panel.get_by_role("status")).to_have_text("Round 4 paired.")
    assert page.evaluate("window.statusSeen")[:2] == ["Pairing…", panel.get_by_role("status").inner_text()]
    expect(panel.get_by_text("Why these pairings")).to_have_count(0)


def test_a_picked_file_by_keyboard_with_explain(site, page, tmp_path):
    tournament, text, expected = corpus_cut("n33_r7_s1001290.trf", 6)
    # A name that is markup must stay text: the page never renders file content as HTML.
    first = tournament.players[0]
    first.name = '<b onclick="x()">Evil</b> & co'
    text = format_trf(truncate(tournament, 6))
    path = tmp_path / "club-open.trf"
    path.write_text(text)
    panel = open_panel(page, site)

    panel.get_by_label("Pick a TRF file").set_input_files(path)
    expect(panel.get_by_role("status")).to_have_text(
        f"Read club-open.trf: {len(text.splitlines())} lines. Press “Pair next round” to pair it.")
    expect(panel.get_by_label("or paste its text")).to_have_value(text.replace("\r\n", "\n"))
    # Labels and focus order: file, text, Explain, the button; the result takes the focus.
    panel.get_by_label("Pick a TRF file").focus()
    page.keyboard.press("Tab")
    expect(panel.get_by_label("or paste its text")).to_be_focused()
    page.keyboard.press("Tab")
    expect(panel.get_by_label("Explain")).to_be_focused()
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    expect(panel.get_by_role("button", name="Pair next round")).to_be_focused()
    page.keyboard.press("Enter")
    expect(panel.get_by_role("heading", level=3)).to_be_focused()

    assert_same_round(panel, tournament, expected, 6)
    cells = panel.get_by_role("table").locator("td", has_text="Evil")
    if cells.count():  # the first player plays this round (the bye is checked above otherwise)
        expect(cells).to_have_text(f'{first.number} <b onclick="x()">Evil</b> & co')
    expect(panel.locator("b")).to_have_count(0)
    explanation = panel.locator(".explanation pre")
    expect(explanation).to_contain_text(f"Round 6: {len(expected.boards)} boards")
    expect(explanation).to_contain_text("colours by 5.2.")


def test_an_unpairable_file_says_no_valid_pairing_exists(site, page):
    unpairable = sorted((CORPUS / "nopairing").glob("*.trf"))[0]
    panel = open_panel(page, site)
    pair_text(panel, unpairable.read_text())
    alert = panel.get_by_role("alert")
    expect(alert).to_contain_text("No valid pairing exists: ")
    # The criteria in words, each number in its tooltip.
    expect(alert).to_contain_text("Blocking criteria: ")
    expect(alert).not_to_contain_text(re.compile(r"Blocking criteria: C\d"))
    expect(alert.locator("abbr.rule").first).to_have_attribute("title", re.compile(r"^FIDE criteri(on|a) C\d"))
    expect(alert).to_be_focused()
    expect(panel.get_by_role("status")).to_have_text("Not paired.")
    expect(panel.get_by_role("table")).to_have_count(0)
    # The director can fix the file and pair again.
    expect(panel.get_by_role("button", name="Pair next round")).to_be_enabled()


def test_an_invalid_file_shows_the_line_and_column_and_where_that_is(site, page):
    lines = [
        "012 Club Open",
        "XXR 5",
        "001    1      Anna Berg                         2150                             1.0    1     2 w 1",
        "001    2      Carl Diaz                         1985                             0.0    2     1 b Q",
    ]
    panel = open_panel(page, site)
    pair_text(panel, "\n".join(lines))
    alert = panel.get_by_role("alert")
    expect(alert).to_contain_text("The TRF file is not valid: line 4, column 99:")
    expect(panel.get_by_role("table")).to_have_count(0)
    alert.get_by_role("button", name="Show line 4, column 99 in the text").click()
    text = panel.get_by_label("or paste its text")
    expect(text).to_be_focused()
    assert text.evaluate("t => t.value.slice(t.selectionStart, t.selectionEnd)") == "Q"


def test_a_file_that_is_not_utf8_is_read_as_windows_1252_and_said_so(site, page, tmp_path):
    path = tmp_path / "latin1.trf"
    path.write_bytes("012 Club Open\n001    1      Jos\u00e9 Garc\u00eda".encode("latin-1"))
    panel = open_panel(page, site)
    panel.get_by_label("Pick a TRF file").set_input_files(path)
    expect(panel.locator("#trf-status")).to_have_text(
        "Read latin1.trf: 2 lines. latin1.trf is not UTF-8; it was read as Latin-1 (Windows-1252). Check that "
        "accented names look right. Press “Pair next round” to pair it.")
    expect(panel.get_by_label("or paste its text")).to_have_value("012 Club Open\n001    1      Jos\u00e9 Garc\u00eda")
