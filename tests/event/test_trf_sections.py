"""An event of sections as TRF files: one file per section, each a tournament FIDE rates on its own (its 012 record
names the event and the section), checked by bbpPairings, and read back, several files as the sections of one event,
to the same files."""

import doctest
import subprocess

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.event import trf_sections
from swisspair.event.sections import section_view
from swisspair.event.trf_import import import_trf
from swisspair.event.trf_sections import import_sections, section_to_trf, sections_to_trf
from swisspair.replay import cut_team_text
from swisspair.trf.header import read_details
from tests.corpus_location import TEAM2026
from tests.helpers import section_events
from tests.helpers.oracles import bbp_pairings
from tests.helpers.section_events import apply

BBP = bbp_pairings()
DETAIL_TAGS = {"012", "022", "032", "042", "052", "092", "102", "112", "122", "132"}  # the event's, not a section's
DETAILS = {"city": "Leeds", "federation": "ENG", "start_date": "2026-12-04", "end_date": "2026-12-06",
           "chief_arbiter": "Hale, Ruth"}


@pytest.fixture(scope="module")
def weekend():
    """A weekend open of three sections (11, 10 and 9 players, so that two have a bye each round), rated, four
    rounds played in the Open, three in the U1800 and two in the U1400."""
    doc = apply(section_events.weekend(), op="set_details", **DETAILS)
    for section, rounds in ((1, 4), (2, 3), (3, 2)):
        doc = section_events.play(doc, section, rounds)
    return doc


def test_doctests():
    assert doctest.testmod(trf_sections).failed == 0


def test_each_sections_file_names_the_event_and_the_section_with_the_events_details_and_its_own_players(weekend):
    files = sections_to_trf(weekend)
    assert [(f["section"], f["name"]) for f in files] == [(1, "Open"), (2, "U1800"), (3, "U1400")]
    for f, count in zip(files, (11, 10, 9)):
        lines = f["trf"].splitlines()
        assert f"012 Weekend Open 2026 - {f['name']}" in lines
        assert sum(line.startswith("001") for line in lines) == count
        assert read_details(lines)["city"] == "Leeds"
    assert files[0]["trf"] == section_to_trf(weekend, 1)[0]


def test_an_event_without_sections_writes_its_one_file_as_before(weekend):
    one = event.new_event({"id": "club", "name": "Club"})
    assert section_to_trf(one) == event.to_trf(one)
    assert [f["name"] for f in sections_to_trf(one)] == ["Club"]


def test_the_files_read_back_as_the_sections_of_one_event_write_the_same_files(weekend):
    files = sections_to_trf(weekend)
    read = import_sections([{"text": f["trf"], "name": "ignored"} for f in files], "again")
    again = read.event
    assert again["name"] == "Weekend Open 2026"
    assert [(s["id"], s["name"], len(s["players"])) for s in again["sections"]] == [
        (1, "Open", 11), (2, "U1800", 10), (3, "U1400", 9)]
    assert [f["trf"] for f in sections_to_trf(again)] == [f["trf"] for f in files]
    ids = [p["id"] for s in again["sections"] for p in s["players"]]
    assert sorted(ids) == list(range(1, 31))  # unique across the event
    assert again["details"]["city"] == "Leeds"
    # the next round of a section read back pairs as the section itself does
    for sid in (1, 2, 3):
        paired = [section_view(apply(doc, op="pair_next", section=sid), sid)["rounds"][-1]
                  for doc in (weekend, again)]
        names = [{p["id"]: p["name"] for p in section_view(doc, sid)["players"]} for doc in (weekend, again)]
        assert [[(n[b["white"]], n.get(b["black"])) for b in rnd["boards"]] for rnd, n in zip(paired, names)] \
            == [[(names[0][b["white"]], names[0].get(b["black"])) for b in paired[0]["boards"]]] * 2


@pytest.mark.skipif(BBP is None, reason="bbpPairings is not built here (set $BBPPAIRINGS)")
def test_bbppairings_checks_every_round_of_each_sections_file(weekend, tmp_path):
    for f, rounds in zip(sections_to_trf(weekend), (4, 3, 2)):
        path = tmp_path / f"{f['name']}.trf"
        path.write_text(f["trf"], encoding="utf-8")
        done = subprocess.run([BBP, "--dutch", str(path), "-c"], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stderr == "", (f["name"], done.stdout, done.stderr)
        assert done.stdout.split("\n") == [f"{path.stem}: Round #{r}" for r in range(1, rounds + 1)] + ["", ""]


def test_files_of_other_names_are_named_by_their_file_and_the_event_as_given(weekend):
    files = [f["trf"].replace("012 Weekend Open 2026 - ", "012 Rochade ") for f in sections_to_trf(weekend)]
    read = import_sections([{"text": text, "name": name} for text, name in zip(files, ("A", "B", "a"))],
                           name="Winter weekend")
    assert read.event["name"] == "Winter weekend"
    assert [s["name"] for s in read.event["sections"]] == ["A", "B", "a (2)"]
    assert [f["name"] for f in read.files] == ["A", "B", "a (2)"]


def test_a_file_that_cannot_be_read_is_named_by_its_place_and_name(weekend):
    files = [{"text": f["trf"], "name": f["name"]} for f in sections_to_trf(weekend)]
    files[1]["text"] = files[1]["text"].replace("001    1", "001    x", 1)
    with pytest.raises(EventError, match="^File 2 \\(“U1800”\\): The TRF file is not valid") as info:
        import_sections(files)
    assert info.value.field == "files[1].text"
    with pytest.raises(EventError, match="Give two TRF files or more"):
        import_sections(files[:1])


def test_the_bridge_answers_every_sections_file_and_reads_a_set_back(weekend):
    answer = bridge.handle({"id": 1, "op": "event_trf_files", "args": {"event": weekend}})
    assert answer["ok"], answer
    files = answer["result"]["files"]
    assert [f["name"] for f in files] == ["Open", "U1800", "U1400"]
    one = bridge.handle({"id": 2, "op": "event_to_trf", "args": {"event": weekend, "section": 2}})
    assert one["result"]["trf"] == files[1]["trf"]
    read = bridge.handle({"id": 3, "op": "event_import_trf_sections",
                          "args": {"files": [{"text": f["trf"], "name": f["name"]} for f in files], "id": "again"}})
    assert read["ok"], read
    assert [s["name"] for s in read["result"]["event"]["sections"]] == ["Open", "U1800", "U1400"]
    assert [f["section"] for f in read["result"]["files"]] == [1, 2, 3]
    refused = bridge.handle({"id": 4, "op": "event_import_trf_sections", "args": {"files": [{"text": "x"}]}})
    assert (refused["error"]["code"], refused["error"]["field"]) == ("too_few", "args.files")


def test_a_team_events_file_is_read_as_a_team_section_written_back_and_paired_as_the_file_alone(weekend):
    # A Swiss of individuals beside a team Swiss, as an open with a team competition: the team file keeps its teams,
    # their rosters and line-ups, its players' ids moved past the first file's.
    team_text = cut_team_text((TEAM2026 / "dev" / "team_000005.trf").read_text(encoding="utf-8"), 3)
    alone = import_trf(team_text, "alone").outcome.event
    open_file = sections_to_trf(weekend)[0]["trf"]
    read = import_sections([{"text": open_file, "name": "Open"}, {"text": team_text, "name": "Teams"}], "both")
    both = read.event
    teams = section_view(both, 2)
    assert [(s["name"], s["settings"]["system"]) for s in both["sections"]] == [("Open", "dutch"), ("Teams",
                                                                                                   "team_swiss")]
    offset = 11  # the Open's players hold ids 1-11
    assert [p["id"] for p in teams["players"]] == [p["id"] + offset for p in alone["players"]]
    assert [[pid + offset for pid in t["players"]] for t in alone["teams"]["list"]] == [
        t["players"] for t in teams["teams"]["list"]]
    assert [[pid + offset if pid else pid for pid in lineup["players"]] for lineup in alone["teams"]["lineups"]] == [
        lineup["players"] for lineup in teams["teams"]["lineups"]]
    # written back, the section's file is the team file the event alone writes, with the event's and the section's
    # name and the event's details (the first file's: the import says the second's differ)
    written = sections_to_trf(both)[1]["trf"].splitlines()
    assert written[0] == f"012 {both['name']} - Teams"
    assert [line for line in written if line[:3] not in DETAIL_TAGS] == [
        line for line in event.to_trf(alone)[0].splitlines() if line[:3] not in DETAIL_TAGS]
    assert any("file 2 differs from file 1's" in note for note in both["log"][0]["warnings"])
    # and its next round pairs the same matches of the same teams
    paired = [section_view(apply(doc, op="pair_next", section=sid), sid)["rounds"][-1]["teams"]
              for doc, sid in ((alone, None), (both, 2))]
    assert paired[0] == paired[1] and paired[0]["matches"]


def test_a_files_refusal_the_table_has_no_sentence_for_is_said_of_its_file_in_words_with_its_english_inside():
    error = trf_sections.file_error(EventError("x", "Something English."), 1, trf_sections.SectionFile("", "U1800", None))
    assert (error.message, error.key) == ("File 2 (“U1800”): Something English.", "trf.section_file_fault")
    assert error.params["fault_msg"] == {"text": "Something English."}
