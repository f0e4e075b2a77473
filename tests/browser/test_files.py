"""Files in and out, as a director uses them: TRF-2026 export (read back by the engine, with the ### MPA comment of
a manual swap), a TRF from another program opened as a new event (bad line named by line and column; nothing made
until confirmed), players imported from a CSV file after a preview (bad lines with their numbers; cancel imports
nothing)."""

import os
import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge, event
from swisspair.event.trf_import import import_trf
from swisspair.trf import decode_trf, read_team_trf
from tests.browser.helpers import (create_event, event_rows, go_to, open_page, open_panel, pair_text, pick,
                                   put_before_load, roster_rows)
from tests.corpus_location import TEAM_DEV
from swisspair.document.readers import pairing_numbers
from tests.trf.program_files import FILES as REAL_FILE_NAMES, cli, lichess_file

pytestmark = pytest.mark.browser

PLAYERS = [("Zoë Ångström", 2210), ("José Núñez", 2150), ("Ærin Ødegård", 2000), ("Ann Lee", 1900),
           ("Bo Berg", 1800), ("Cy Diaz", 1700)]


def played_event(swap: bool = True) -> dict:
    """Two rounds of six players built by the engine natively; in round 2 two players were swapped by hand."""
    doc = event.new_event({"id": "files-open", "name": "Files Open", "rounds": 4, "mode": "club",
                           "created": "2026-11-30T08:00:00Z"})
    doc = event.apply(doc, {"op": "update_settings", "tiebreaks": ["BH", "SB"]}).event
    for name, rating in PLAYERS:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    for r, results in ((1, ("1-0", "1/2-1/2", "0-1")), (2, ("1-0", "0-1", "1/2-1/2"))):
        doc = event.apply(doc, {"op": "pair_next"}).event
        if r == 2 and swap:
            boards = doc["rounds"][1]["boards"]
            doc = event.apply(doc, {"op": "swap_players", "round": 2,
                                    "players": [boards[0]["black"], boards[1]["black"]]}).event
        for board, result in enumerate(results, 1):
            doc = event.apply(doc, {"op": "set_result", "round": r, "board": board, "result": result}).event
    return doc


def open_event(page: Page, name: str) -> None:
    page.locator("#event-list").get_by_role("button", name=name, exact=True).click()
    expect(page.locator("#event-title")).to_have_text(name)


def standings_rows(page: Page) -> list[list[str]]:
    go_to(page, "Standings")
    expect(page.locator("#standings-view table")).to_be_visible()
    return page.evaluate("""[...document.querySelectorAll('#standings-view tbody tr:not([data-explains])')]
        .map((row) => [...row.cells].map((cell) => cell.innerText.trim()))""")


def test_trf_export_is_read_back_by_the_engine_with_the_mpa_comment_of_a_swap(new_context, site):
    doc = played_event()
    context = new_context(accept_downloads=True)
    put_before_load(context, doc)
    page = context.new_page()
    open_page(page, site.url)
    open_event(page, "Files Open")
    go_to(page, "Share and files")
    with page.expect_download() as info:
        page.get_by_role("button", name="Export TRF-2026").click()
    assert info.value.suggested_filename == "Files_Open.trf"
    text = open(info.value.path(), encoding="utf-8").read()
    expect(page.locator("#trf-export-status")).to_contain_text("Saved Files_Open.trf (TRF-2026).")
    mpa = [line for line in text.splitlines() if line.startswith("### MPA @ Round 2")]
    assert len(mpa) == 1 and "instead of the engine's" in mpa[0], text
    # The engine reads the file back: the same players, the same games of both rounds, the swap still noted.
    back = import_trf(text).outcome.event
    numbers = pairing_numbers(doc)
    assert [(p["name"], p["rating"]) for p in back["players"]] == \
        sorted(((p["name"], p["rating"]) for p in doc["players"]), key=lambda item: -item[1])
    for mine, theirs in zip(doc["rounds"], back["rounds"]):
        assert sorted((numbers[b["white"]], numbers[b["black"]], b["result"]) for b in mine["boards"]) == \
            sorted((b["white"], b["black"], b["result"]) for b in theirs["boards"])
    assert back["rounds"][1]["manual"] == [{"change": "imported", "text": mpa[0], "warnings": []}]


def lichess_export(bad_line: bool = False) -> bytes:
    """The engine tests' Lichess export (UTF-8 with a byte-order mark, CRLF), as bytes; with `bad_line`, player 4's
    number (line 14, column 5) is not a number."""
    text = lichess_file()
    return (text.replace("001    4", "001    X") if bad_line else text).encode("utf-8")


def federation_file_latin1() -> bytes:
    """A federation-style TRF saved in Latin-1 (as Windows programs do) with CRLF line ends."""
    def player(number, name, rating, points, rounds):
        return f"001 {number:4d} m    {name:<33} {rating:4d} GER {'':>11} {'':10} {points:>4} {number:4d}" + \
            "".join(f"  {r}" for r in rounds)
    lines = ["012 Schachfestival Wörishofen", "022 Bad Wörishofen", "032 GER", "092 Individual: Swiss-System",
             "102 Müller, Jürgen",
             player(1, "Müller, Jörg", 2300, "2.0", ["   3 w 1", "   2 b 1"]),
             player(2, "Groß, Änne", 2200, "1.0", ["   4 b 1", "   1 w 0"]),
             player(3, "Søren, Åse", 2100, "0.5", ["   1 b 0", "   4 w ="]),
             player(4, "Núñez, Inés", 2000, "0.5", ["   2 w 0", "   3 b ="]),
             "XXR 5"]
    return ("\r\n".join(lines) + "\r\n").encode("latin-1")


def test_trf_import_names_the_bad_line_and_makes_nothing_until_confirmed(site, page):
    open_page(page, site.url)
    result = page.locator("#open-file-result")
    pick(page, "#open-file", "friday.trf", lichess_export(bad_line=True))
    alert = result.get_by_role("alert")
    expect(alert).to_contain_text("Nothing was imported.")
    expect(alert).to_contain_text("line 14, column 5")
    # The line is quoted with a caret under the column.
    expect(alert.locator("pre")).to_have_text(re.compile(r"^001    X .*\n    \^$"))
    expect(page.locator("#event-list")).to_contain_text("No events yet")

    # A Latin-1 file: read as such and said so; the preview shows the accented names; nothing is made yet.
    pick(page, "#open-file", "woerishofen.trf", federation_file_latin1())
    expect(result).to_contain_text("“Schachfestival Wörishofen”: 4 players, 2 of 5 rounds played.")
    expect(result).to_contain_text("The file is not UTF-8: it was read as Windows-1252 (Latin-1)")
    expect(result.locator("table tbody tr")).to_have_count(4)
    expect(result.locator("table")).to_contain_text("Groß, Änne")
    expect(page.locator("#event-list")).to_contain_text("No events yet")
    result.get_by_role("button", name="Cancel").click()
    expect(result).to_have_text("Nothing was imported from woerishofen.trf.")
    expect(page.locator("#event-list")).to_contain_text("No events yet")

    # A Lichess export: its absence is read as one and said so; confirmed, the event opens with its standings.
    pick(page, "#open-file", "friday.trf", lichess_export())
    expect(result).to_contain_text("“Friday Blitz Swiss”: 5 players, 2 of 3 rounds played, written by Lichess.")
    expect(result).to_contain_text("Line 15, player 5, round 2: a forfeit loss without an opponent (Lichess and "
                                   "Swiss-Manager write an absence so) is read as a zero-point absence (Z); it is "
                                   "written back as it was.")
    result.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_have_text("Friday Blitz Swiss")
    expect(page.locator("#event-message")).to_contain_text("created from friday.trf: 5 players, 2 rounds played.")
    # The event opens on its round; the players are in their own view.
    go_to(page, "Players")
    expect(page.locator("#roster-table caption")).to_have_text("5 players, by pairing number")
    assert [row[1] for row in roster_rows(page)] == ["DrNykterstein", "penguingm1", "José_Núñez", "Alireza2003",
                                                     "LateComer"]
    assert [(row[1], row[3]) for row in standings_rows(page)] == [
        ("DrNykterstein", "2"), ("penguingm1", "1½"), ("José_Núñez", "1"), ("LateComer", "½"), ("Alireza2003", "0")]
    page.get_by_role("button", name="All events").click()
    assert [row[0] for row in event_rows(page)] == ["Friday Blitz Swiss"]


ROSTER_CSV = ("\ufeffClub;Elo;Name\r\n"
              "SK Nord;2150;\"Berg, Anna\"\r\n"
              ";1985;Carl Diaz\r\n"
              "SC Süd;abc;Eva Fischer\r\n"
              "\r\n"
              "SC Süd;2210;Ærin Ødegård\r\n"
              "BC West;5000;Gil Hart\r\n")


def test_csv_roster_preview_then_cancel_imports_nothing_and_confirm_imports_them(site, page):
    open_page(page, site.url)
    create_event(page, "CSV Cup", 5)
    roster = page.locator("#roster")
    roster.get_by_text("Import players from a CSV file").click()
    pick(page, "#csv-file", "players.csv", ROSTER_CSV.encode("utf-8"), "text/csv")
    preview = page.locator("#csv-preview")
    expect(preview).to_contain_text("players.csv: 3 players read (semicolon-separated, header row: Club, Elo, Name).")
    rows = preview.locator("table tbody tr")
    expect(rows).to_have_count(3)
    assert [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in rows.all()] == [
        ["", "2", "Berg, Anna", "2150", "", "", "SK Nord", ""], ["", "3", "Carl Diaz", "1985", "", "", "", ""],
        ["", "6", "Ærin Ødegård", "2210", "", "", "SC Süd", ""]]
    problems = preview.get_by_role("alert")
    expect(problems).to_contain_text("2 lines could not be read and will not be added:")
    expect(problems.locator("li")).to_have_text([
        "Line 4 (“SC Süd;abc;Eva Fischer”): the rating “abc” is not a whole number from 0 to 4000 (leave it empty "
        "for an unrated player).",
        "Line 7 (“BC West;5000;Gil Hart”): the rating 5000 is above 4000."])
    expect(page.locator("#roster-table")).to_contain_text("No players yet.")

    preview.get_by_role("button", name="Cancel").click()
    expect(preview).to_have_text("Nothing was added from players.csv.")
    expect(page.locator("#roster-table")).to_contain_text("No players yet.")

    pick(page, "#csv-file", "players.csv", ROSTER_CSV.encode("utf-8"), "text/csv")
    preview.get_by_role("button", name="Add 3 players").click()
    expect(preview).to_have_text("Added 3 players from players.csv.")
    expect(page.locator("#roster-table caption")).to_have_text("3 players, by pairing number")
    assert [row[1:4] for row in roster_rows(page)] == [
        ["Ærin Ødegård", "2210", "SC Süd"], ["Berg, Anna", "2150", "SK Nord"], ["Carl Diaz", "1985", ""]]
    # One undoable action.
    page.get_by_role("button", name=re.compile(r"^Undo")).click()
    expect(page.locator("#roster-table")).to_contain_text("No players yet.")


def test_json_backup_opened_in_a_fresh_browser_gives_the_same_standings(new_context, site):
    first = new_context(accept_downloads=True)
    put_before_load(first, played_event())
    page = first.new_page()
    open_page(page, site.url)
    open_event(page, "Files Open")
    standings = standings_rows(page)
    go_to(page, "Share and files")
    with page.expect_download() as info:
        page.get_by_role("button", name="Download the event").click()
    backup = open(info.value.path(), "rb").read()
    name = info.value.suggested_filename

    other = new_context().new_page()
    open_page(other, site.url)
    pick(other, "#open-file", name, backup, "application/json")
    expect(other.locator("#event-title")).to_have_text("Files Open")
    expect(other.locator("#event-message")).to_contain_text(f"Opened “Files Open” from the file “{name}”")
    assert standings_rows(other) == standings

    # The same file again: nothing to decide. A changed copy of the same event: replace, keep both or cancel.
    other.get_by_role("button", name="All events").click()
    pick(other, "#open-file", name, backup, "application/json")
    expect(other.locator("#event-message")).to_contain_text("is already in this browser, exactly the same")
    other.get_by_role("button", name="All events").click()
    changed = backup.decode("utf-8").replace('"name": "Files Open"', '"name": "Files Open (evening)"', 1)
    assert changed != backup.decode("utf-8")
    pick(other, "#open-file", "evening.json", changed.encode("utf-8"), "application/json")
    incoming = other.locator("#incoming")
    expect(incoming).to_contain_text("This browser already has the event “Files Open”")
    incoming.get_by_role("button", name="Keep both").click()
    other.get_by_role("button", name="All events").click()
    assert sorted(row[0] for row in event_rows(other)) == \
        ["Files Open", "Files Open (evening) (copy from the file “evening.json”)"]


def test_a_broken_json_file_is_named_by_line_and_changes_nothing(site, page):
    open_page(page, site.url)
    pick(page, "#open-file", "broken.json", b'{"format": "swisspair-event",\n  "version": 2,\n  "id": }\n',
         "application/json")
    alert = page.locator("#incoming [role=alert]")
    expect(alert).to_contain_text("The file “broken.json” is not valid JSON: line 3, column 9: Expecting value.")
    expect(alert).to_contain_text("Nothing was stored or changed")
    expect(page.locator("#event-list")).to_contain_text("No events yet")
    # Valid JSON that is not an event: the engine says why, nothing is stored.
    pick(page, "#open-file", "other.json", b'{"players": []}', "application/json")
    expect(alert).to_contain_text("is not a valid SwissPair event")
    expect(page.locator("#event-list")).to_contain_text("No events yet")


REAL_FILES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "trf", "files")


def real_file(name: str) -> bytes:
    with open(os.path.join(REAL_FILES, name), "rb") as f:
        return f.read()


def test_real_files_from_other_programs_open_with_the_engines_notes(site, page):
    """Three files as Lichess, FIDE's TRF16 sample and bbpPairings wrote them (tests/trf/files/SOURCES.md): the
    preview shows what the engine read them to mean, FIDE's sample (no round count) asks for the rounds, and
    each event is made as the engine reads the same bytes natively."""
    open_page(page, site.url)
    result = page.locator("#open-file-result")

    name = "fide-trf16-sample/karl-mala-gedenkturnier.trf"
    native = import_trf(real_file(name).decode("utf-8"))
    pick(page, "#open-file", "karl-mala.trf", real_file(name))
    expect(result).to_contain_text("“9. Karl-Mala-Gedenkturnier”: 284 players, 7 of ? rounds played.")
    for note in native.notes:
        expect(result.locator(".warnings")).to_contain_text(note["text"])
    rounds = result.get_by_label("Rounds in the event (the file does not say)")
    rounds.fill("5")  # fewer than the rounds played: the engine refuses, nothing is made
    result.get_by_role("button", name="Create the event").click()
    expect(result.get_by_role("alert")).to_contain_text("The file has 7 rounds played but declares 5.")
    expect(page.locator("#event-list")).to_contain_text("No events yet")
    rounds.fill("7")
    result.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_have_text("9. Karl-Mala-Gedenkturnier")
    expect(page.locator("#event-message")).to_contain_text("created from karl-mala.trf: 284 players, 7 rounds played.")
    page.get_by_role("button", name="All events").click()

    name = "lichess/mai-5-plus-0-turnier.trf"
    pick(page, "#open-file", "mai.trf", real_file(name))
    expect(result).to_contain_text("“Mai 5 Plus 0 Turnier”: 13 players, 10 of 10 rounds played, written by Lichess.")
    for note in import_trf(real_file(name).decode("utf-8")).notes:
        expect(result.locator(".warnings")).to_contain_text(note["text"])
    expect(result.get_by_label("Rounds in the event (the file does not say)")).to_have_count(0)
    result.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_have_text("Mai 5 Plus 0 Turnier")
    page.get_by_role("button", name="All events").click()

    pick(page, "#open-file", "issue_7.trf", real_file("bbppairings/issue_7.trf"))  # CR line ends
    expect(result).to_contain_text("“AutoTest Tournament 1110065304”: 60 players, 14 of 15 rounds played.")
    result.get_by_role("button", name="Create the event").click()
    page.get_by_role("button", name="All events").click()
    assert sorted(row[0] for row in event_rows(page)) == ["9. Karl-Mala-Gedenkturnier", "AutoTest Tournament 1110065304",
                                                          "Mai 5 Plus 0 Turnier"]


def test_a_swiss_manager_file_with_the_round_about_to_be_played_opens_with_that_round_paired(site, page):
    """Swiss-Manager 15 exports the round about to be played with its games and no results: the event has it paired,
    waiting for the results, as the engine reads the same bytes natively."""
    open_page(page, site.url)
    result = page.locator("#open-file-result")
    data = real_file("swiss-manager/round3_paired.trf")
    pick(page, "#open-file", "FIDE_Export_Rochade.TXT", data)
    expect(result).to_contain_text("“Rochade M0 Spike”: 9 players, 2 of 5 rounds played, round 3 paired.")
    for note in import_trf(data.decode("utf-8")).notes:
        expect(result.locator(".warnings")).to_contain_text(note["text"])
    result.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_have_text("Rochade M0 Spike")
    expect(page.locator("#event-message")).to_contain_text("created from FIDE_Export_Rochade.TXT: 9 players, 2 rounds played.")
    # Round 3 is the round in progress: its four boards are there, none with a result yet.
    expect(page.get_by_text("Round 3: 4 boards, 0 of 4 results")).to_be_visible()


def test_the_pair_panel_asks_for_the_rounds_of_a_file_that_does_not_say(site, page):
    """CPPDubovSystem's file has no XXR: the engine asks for the number, the panel offers a field for it, and the
    round is paired with the reader's notes shown, as the command line's `pair --rounds 7` pairs it."""
    text = real_file("cpp-dubov-system/test.trf").decode("utf-8")
    panel = open_panel(page, site)
    pair_text(panel, text)
    alert = panel.get_by_role("alert")
    expect(alert).to_contain_text("The file does not say how many rounds the event has (no 142 or XXR line)")
    alert.get_by_label("Rounds in the event").fill("7")
    alert.get_by_role("button", name="Pair with this number of rounds").click()
    expect(panel.get_by_role("heading", name="Round 6: 10 boards")).to_be_visible()
    expect(panel.locator(".warnings")).to_contain_text("It holds 5 round(s)")
    native = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text, "rounds": 7}})["result"]
    rows = page.evaluate("""[...document.querySelectorAll('#trf-result table.pairings tbody tr')]
        .map((row) => [...row.cells].slice(1, 3).map((cell) => cell.querySelector('.pno').textContent))""")
    assert [[int(w), int(b)] for w, b in rows] == [[b["white"], b["black"]] for b in native["boards"]]


def test_the_pair_panel_pairs_a_team_file_by_its_teams_as_the_command_line_does(site, page):
    """Swiss-Manager's team Swiss (013 records, no 192 code): the panel pairs its teams with the team engine, each
    row a match between two named teams, the same matches and PAB as the bridge's pair_trf and the command line."""
    name = "swiss-manager/friendship-cup-2024-teams.trf"
    text = real_file(name).decode("utf-8")
    panel = open_panel(page, site)
    pair_text(panel, text)
    native = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text}})["result"]
    _, out, _ = cli("pair", os.path.join(REAL_FILES, name))
    assert out == native["text"] + "\n"
    count = len(native["boards"])
    expect(panel.get_by_role("heading", name=f"Round {native['round']}: {count} matches")).to_be_visible()
    expect(panel.get_by_role("columnheader", name="White team (board 1)")).to_be_visible()
    names = {team["number"]: team["name"] for team in native["teams"]}
    rows = page.evaluate("""[...document.querySelectorAll('#trf-result table.pairings tbody tr')]
        .map((row) => [...row.cells].slice(1, 3).map((cell) => cell.textContent))""")
    assert rows == [[f"{b['white']} {names[b['white']]}", f"{b['black']} {names[b['black']]}"] for b in native["boards"]]
    # Each match's colour rule in words, its article (C.04.6 §4.3) in the tooltip.
    articles = panel.locator("#trf-result tbody td abbr.rule").evaluate_all("(rules) => rules.map((r) => r.title)")
    assert articles == [f"Article {b['colour_rule']}" for b in native["boards"]]
    bye = native["bye"]
    expect(panel.locator(".bye")).to_have_text(
        f"Pairing-allocated bye (team): {bye} {names[bye]}" if bye is not None else "No pairing-allocated bye.")


def test_a_team_file_opens_as_a_team_event_and_exports_as_the_same_team_file(new_context, site):
    """A team event of the reference engine's corpus (tests/corpus/team2026/dev/team_000017.trf): the preview counts
    its teams and shows the engine's notes (a team withdrawn), the event is made, and its TRF-2026 export reads back
    as the same team event with every player and team line as the file had it."""
    data = (TEAM_DEV / "team_000017.trf").read_bytes()
    native = import_trf(data.decode("utf-8"))
    context = new_context(accept_downloads=True)
    page = context.new_page()
    open_page(page, site.url)
    result = page.locator("#open-file-result")
    pick(page, "#open-file", "team_000017.trf", data)
    expect(result).to_contain_text("“Random team Swiss seed 17”: 39 teams, 156 players, 7 of 7 rounds played.")
    for note in [said["text"] for said in native.notes + native.outcome.warnings]:
        expect(result.locator(".warnings")).to_contain_text(note)
    result.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_have_text("Random team Swiss seed 17")
    expect(page.locator("#event-message")).to_contain_text("created from team_000017.trf: 39 teams, 156 players, "
                                                           "7 rounds played.")
    go_to(page, "Share and files")
    with page.expect_download() as info:
        page.get_by_role("button", name="Export TRF-2026").click()
    text = open(info.value.path(), encoding="utf-8").read()
    theirs = read_team_trf(data.decode("utf-8")).tournament
    back = read_team_trf(text).tournament
    assert [(t.number, t.members, t.rounds) for t in back.teams.teams] == [(t.number, t.members, t.rounds)
                                                                           for t in theirs.teams.teams]
    written = set(text.splitlines())
    assert all(line in written for line in data.decode("utf-8").splitlines() if line[:3] in ("001", "310"))


def test_every_real_file_reads_on_the_page_as_the_command_line_and_the_bridge_read_it(site, page):
    """Each file of tests/trf/files through all three: the command line's `standings` (its notes on stderr, or its
    refusal), the bridge's import, and the page's "Open an event from a file" with the file's own bytes (the page's
    decoder, its preview). A file read shows the engine's notes word for word and what it holds; a refused one the
    same line and column and words everywhere. Nothing is made: each preview is cancelled."""
    open_page(page, site.url)
    result = page.locator("#open-file-result")
    for name in REAL_FILE_NAMES:
        data = real_file(name)
        text, encoding = decode_trf(data)
        code, _, err = cli("standings", os.path.join(REAL_FILES, name), "--tiebreaks", "BH")
        shown = os.path.basename(name)
        answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {
            "trf": text, "id": "x", "encoding": encoding, "name": shown.rsplit(".", 1)[0]}})
        pick(page, "#open-file", shown, data)
        if not answer["ok"]:
            line, column = answer["error"]["line"], answer["error"]["column"]
            assert code == 3 and f"line {line}, column {column}: " in err, (name, err)
            alert = result.get_by_role("alert")
            expect(alert).to_contain_text("Nothing was imported.")
            expect(alert).to_contain_text(answer["error"]["message"])
            expect(alert).to_contain_text(f"Line {line}, column {column} of the file:")
            continue
        assert code == 0, (name, err)
        doc, notes = answer["result"]["event"], [note["text"] for note in answer["result"]["notes"]]
        assert [line.split(": ", 1)[1] for line in err.splitlines()] == notes, name
        played = sum(1 for r in doc["rounds"] if all(b["result"] is not None for b in r["boards"]))
        teams = f"{len(doc['teams']['list'])} teams, " if doc.get("teams") else ""
        paired = f", round {len(doc['rounds'])} paired" if len(doc["rounds"]) > played else ""
        program = f", written by {answer['result']['program']}" if answer["result"]["program"] else ""
        rounds = doc["settings"]["rounds"] if doc["settings"]["rounds"] is not None else "?"
        expect(result.locator(".import-summary")).to_have_text(
            f"“{doc['name'] or '(no name)'}”: {teams}{len(doc['players'])} players, {played} of {rounds} rounds "
            f"played{paired}{program}.")
        listed = notes + [warning["text"] for warning in answer["result"]["warnings"]]
        expect(result.locator(".warnings li")).to_have_text(listed)
        result.get_by_role("button", name="Cancel").click()
        expect(result).to_have_text(f"Nothing was imported from {shown}.")
    expect(page.locator("#event-list")).to_contain_text("No events yet")
