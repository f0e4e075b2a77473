"""swisspair.event.plain_text: pairings and standings as text for a chat, aligned for monospace."""

import doctest
import json
import unicodedata

import pytest

from swisspair import bridge, messages
from swisspair.document.errors import EventError
from swisspair.event import plain_text
from swisspair.document.text import display_width
from swisspair.event.plain_text import pairings_text
from tests.app.helpers import APP
from tests.event.helpers import finish_round, run
from tests.systems.teams.helpers import team_event
from tests.event.helpers import make as make_event

# Accented names, one written with a combining accent (NFD), and a wide name: the columns must still line up.
PLAYERS = [("Zoë Ångström", 2210), (unicodedata.normalize("NFD", "José Núñez"), 2150), ("李明", 2000),
           ("Ann Lee", 1900), ("Bo", 1800)]


def make(players=PLAYERS, rounds=3):
    return make_event(players, rounds)


def finish(doc, results):
    assert len(results) == len(doc["rounds"][-1]["boards"])
    return finish_round(doc, results)


def columns(line, names):
    """Where (in display columns) each of the names starts in the line."""
    starts = []
    for name in names:
        index = line.find(name)
        if index >= 0:
            starts.append(display_width(line[:index]))
    return starts


def test_doctests():
    assert doctest.testmod(plain_text).failed == 0


def test_round_one_pairings_before_results_name_every_board_and_the_bye():
    doc = run(make(), {"op": "pair_next"})
    text = pairings_text(doc)
    lines = text.splitlines()
    assert lines[0] == "Club: round 1 pairings"
    assert lines[2].split() == ["Bd", "White", "Pts", "Result", "Pts", "Black"]
    boards = doc["rounds"][0]["boards"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    assert len(lines) == 3 + len(boards) + 2
    for number, board in enumerate(boards, 1):
        row = lines[2 + number]
        assert row.lstrip().startswith(f"{number}  {names[board['white']]}")
        assert row.endswith(names[board["black"]])
    assert lines[-1] == f"Bye: {names[doc['rounds'][0]['pab']]} (1 point)"
    assert not any(line != line.rstrip() for line in lines)


def test_columns_line_up_in_display_columns_with_accents_and_wide_names():
    doc = finish(run(make(), {"op": "pair_next"}), ["1/2-1/2", "1-0"])
    doc = finish(run(doc, {"op": "pair_next"}), ["0-1", "+-"])
    lines = pairings_text(doc).splitlines()
    header, rows = lines[2], lines[3:5]
    # "Result" and the second "Pts" start in the same display column on every line.
    result_column = display_width(header[:header.index("Result")])
    black_column = display_width(header[:header.index("Black")])
    for row in rows:
        cells = row.split("  ")
        assert display_width(row[:row.index(next(c for c in cells if c in ("0-1", "1F-0F")))]) == result_column
    names = [p["name"] for p in doc["players"]]
    for row in rows:
        assert black_column in columns(row, names)
    assert "1F-0F" in pairings_text(doc)


def test_results_points_before_the_round_and_half_points():
    doc = finish(run(make(), {"op": "pair_next"}), ["1/2-1/2", "1-0"])
    doc = run(doc, {"op": "pair_next"})
    text = pairings_text(doc, 1)
    assert "½-½" in text and "1-0" in text
    second = pairings_text(doc)
    # Before round 2 the scores are 0, ½ and 1; the bye of round 1 scored 1.
    assert " ½ " in second and "Pts" in second
    assert "Result" in second and "½-½" not in second  # no result entered yet in round 2


def test_requested_byes_withdrawn_and_late_players_are_listed_with_why():
    doc = make(players=PLAYERS + [("Cy", 1700)])
    ids = {p["name"]: p["id"] for p in doc["players"]}
    doc = run(doc, {"op": "request_bye", "player": ids["Bo"], "round": 1, "points": "half"}, {"op": "pair_next"})
    text = pairings_text(doc)
    assert "Not playing: Bo (½-point bye, requested)" in text
    doc = finish(doc, ["1-0"] * len(doc["rounds"][0]["boards"]))
    doc = run(doc, {"op": "withdraw", "player": ids["Cy"]},
              {"op": "late_entry", "player": {"name": "Di", "rating": 1600}, "round": 3}, {"op": "pair_next"})
    text = pairings_text(doc)
    assert "Cy (withdrawn)" in text and "Di (joins in round 3)" in text


def test_unknown_round_and_unpaired_event_are_refused():
    with pytest.raises(EventError, match="No round is paired yet"):
        pairings_text(make())
    doc = run(make(), {"op": "pair_next"})
    with pytest.raises(EventError, match="Round 2 is not paired"):
        pairings_text(doc, 2)


def test_standings_text_through_the_bridge_matches_the_engines_standings():
    doc = run(make(), {"op": "update_settings", "tiebreaks": ["BH", "SB"]}, {"op": "pair_next"})
    doc = finish(doc, ["1-0", "1/2-1/2"])
    answer = bridge.handle({"id": 1, "op": "event_text", "args": {"event": doc, "kind": "standings"}})
    assert answer["ok"], answer
    text = answer["result"]["text"]
    lines = text.splitlines()
    assert lines[0] == "Club: standings after round 1"
    assert lines[2].split() == ["Pl", "Name", "Rating", "Pts", "BH", "SB"]
    standings = bridge.handle({"id": 2, "op": "event_standings", "args": {"event": doc}})["result"]
    names = {p["id"]: p["name"] for p in doc["players"]}
    by_number = {n: names[int(pid)] for pid, n in standings["numbers"].items()}
    assert [by_number[row["tpn"]] for row in standings["standings"]] == \
        [next(n for n in names.values() if n in line) for line in lines[3:]]
    name_column = display_width(lines[2][:lines[2].index("Name")])
    for line in lines[3:]:
        assert name_column in columns(line, list(names.values()))
    # Shared places are marked "=", the others keep their numbers right-aligned.
    assert any("=" in line.split("  ")[0] for line in lines[3:]) == \
        (len({row["rank"] for row in standings["standings"]}) < len(standings["standings"]))


def test_final_standings_say_so():
    doc = make(players=PLAYERS[:2], rounds=1)
    doc = finish(run(doc, {"op": "pair_next"}), ["0-1"])
    answer = bridge.handle({"id": 1, "op": "event_text", "args": {"event": doc, "kind": "standings"}})
    assert answer["result"]["text"].startswith("Club: final standings after round 1\n")


@pytest.mark.parametrize("args, code, field", [
    ({"kind": "pairings"}, "missing", "args.event"),
    ({"event": {}, "kind": "scores"}, "wrong_value", "args.kind"),
    ({"kind": "pairings", "round": 0}, "out_of_range", "args.round"),
    ({"kind": "standings"}, "no_standings", None),
])
def test_bridge_errors_name_the_field(args, code, field):
    if "event" not in args and code != "missing":
        args = {**args, "event": run(make(), {"op": "pair_next"})}
    answer = bridge.handle({"id": 1, "op": "event_text", "args": args})
    assert not answer["ok"]
    assert answer["error"]["code"] == code
    assert answer["error"].get("field") == field


def bridge_call(op, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def system_event(system, players, rounds=None):
    doc = bridge_call("event_new", id="sys", name="Cup", system=system)["event"]
    for index in range(players):
        doc = bridge_call("event_apply", event=doc, operation={
            "op": "add_player", "player": {"name": f"Player {index + 1}", "rating": 2000 - 10 * index}})["event"]
    if rounds is not None:
        doc = bridge_call("event_apply", event=doc, operation={"op": "set_rounds", "rounds": rounds})["event"]
    return doc


def play_round(doc, **result):
    doc = bridge_call("event_pair_next", event=doc)["event"]
    r = len(doc["rounds"])
    for board in range(1, len(doc["rounds"][-1]["boards"]) + 1):
        doc = bridge_call("event_apply", event=doc, operation={
            "op": "set_result", "round": r, "board": board, "result": "1-0", **result})["event"]
    return doc


def test_knockout_standings_text_is_who_is_still_in_then_the_places():
    doc = play_round(system_event("knockout", 4))
    text = bridge_call("event_text", event=doc, kind="standings")["text"]
    assert text.splitlines()[0] == "Cup: still in after the rounds played"
    assert len(text.splitlines()[2].split(", ")) == 2
    doc = play_round(doc)
    lines = bridge_call("event_text", event=doc, kind="standings")["text"].splitlines()
    assert lines[0] == "Cup: final places"
    assert lines[2].split() == ["Pl", "Name", "Result"]
    assert lines[3].split("  ")[-1] == "winner" and len(lines) == 3 + 4
    worded = bridge_call("event_text", event=doc, kind="standings", words=bracketed())["text"].splitlines()
    assert worded[0] == "[Cup: final places]" and worded[2].split() == ["[Pl]", "[Name]", "[Result]"]
    assert worded[3].endswith("  [winner]") and worded[4].endswith("  [lost the [final]]")


def test_cs_major_standings_text_is_the_stage_with_records():
    doc = play_round(system_event("cs_major", 16), games=[1, 0, 0])
    lines = bridge_call("event_text", event=doc, kind="standings")["text"].splitlines()
    assert lines[0] == "Cup: stage standings"
    assert lines[2].split() == ["Seed", "Team", "W-L", "Diff"]
    assert len(lines) == 3 + 16
    # "Player N" is two words: the record is the fourth.
    assert sorted(line.split()[3] for line in lines[3:]) == ["0-1"] * 8 + ["1-0"] * 8
    worded = bridge_call("event_text", event=doc, kind="standings", words=bracketed())["text"].splitlines()
    assert worded[0] == "[Cup: stage standings]" and worded[2].split() == ["[Seed]", "[Team]", "[W-L]", "[Diff]"]


def test_team_standings_text_lists_every_team_under_the_words_given():
    doc = bridge_call("event_pair_next", event=team_event())["event"]
    lines = bridge_call("event_text", event=doc, kind="standings")["text"].splitlines()
    assert lines[0] == "League" and lines[2].split() == ["Pl", "Team", "MP", "GP"] and len(lines) == 3 + 4
    worded = bridge_call("event_text", event=doc, kind="standings", words=bracketed())["text"].splitlines()
    assert worded[2].split() == ["[Pl]", "[Team]", "[MP]", "[GP]"]


def test_a_magic_top_cut_is_copied_in_a_judges_words():
    """Tables between a player and an opponent, no colours, and the top cut's round by its name."""
    doc = bridge.handle({"id": 1, "op": "event_new", "args": {
        "id": "m", "name": "Store", "system": "magic_swiss", "mode": "magic", "rounds": 3,
        "options": {"seed": 7, "top_cut": 8}}})["result"]["event"]
    for name in ("Ada", "Ben", "Cleo", "Dev", "Emi", "Finn", "Gus", "Hana", "Ivo"):
        doc = run(doc, {"op": "add_player", "player": {"name": name}})
    for r in range(1, 5):
        doc = run(doc, {"op": "pair_next"})
        if r < 4:
            for board in range(1, len(doc["rounds"][-1]["boards"]) + 1):
                doc = run(doc, {"op": "set_result", "round": r, "board": board, "result": "1-0", "games": [2, 1, 0]})
    lines = pairings_text(doc).splitlines()
    assert lines[0] == "Store: quarter-finals pairings"
    assert lines[2].split() == ["Table", "Player", "Pts", "Result", "Pts", "Opponent"]
    assert pairings_text(doc, 3).splitlines()[0] == "Store: round 3 pairings"
    assert pairings_text(doc, words=bracketed()).splitlines()[0] == "[Store: [quarter-finals] pairings]"


def bracketed():
    """Every word a text may be written with, as another language would give it: its English in brackets."""
    return {key: f"[{messages.MESSAGES[key][1]}]" for key in plain_text.WORDS}


def test_every_word_of_the_pairings_and_the_standings_is_a_message_the_page_can_give():
    doc = finish(run(make(), {"op": "pair_next"}), ["+-", "1-0"])
    doc = run(doc, {"op": "withdraw", "player": doc["players"][4]["id"], "round": 2}, {"op": "pair_next"})
    doc = finish(doc, ["1-0", "1-0"])
    first = pairings_text(doc, 1, words=bracketed()).splitlines()
    assert first[0] == "[Club: round 1 pairings]"
    assert first[2].split() == ["[Bd]", "[White]", "[Pts]", "[Result]", "[Pts]", "[Black]"]
    assert "[1F-0F]" in first[3] and first[-1].startswith("[Bye: ") and first[-1].endswith(" point)]")
    second = pairings_text(doc, 2, words=bracketed()).splitlines()
    assert second[-1] == f"[Not playing: {doc['players'][4]['name']} ([withdrawn])]"
    standings = bridge.handle({"id": 1, "op": "event_text", "args": {"event": doc, "kind": "standings",
                                                                      "words": bracketed()}})["result"]["text"]
    assert standings.splitlines()[0] == "[Club: standings after round 2]"
    assert standings.splitlines()[2].split()[:4] == ["[Pl]", "[Name]", "[Rating]", "[Pts]"]


def test_words_for_a_message_the_text_has_not_are_refused():
    doc = run(make(), {"op": "pair_next"})
    answer = bridge.handle({"id": 1, "op": "event_text", "args": {"event": doc, "kind": "pairings",
                                                                  "words": {"text.board": "Br.", "log.result": "x"}}})
    assert answer["error"]["field"] == "args.words.log.result"
    assert answer["error"]["params"]["what_msg"] == "subject.text_words"


def test_a_score_of_tenths_and_a_large_count_are_written_as_the_events_language_writes_them():
    german = {key[len("engine."):]: text for key, text in json.loads(
        (APP / "locales" / "de" / "engine.json").read_text(encoding="utf-8")).items() if key[len("engine."):] in
        plain_text.WORDS}
    doc = run(make_event(), {"op": "set_scoring", "system": "custom", "points": {"draw": 3}}, {"op": "pair_next"})
    doc = finish_round(doc, ("1/2-1/2", "1/2-1/2"))
    rows = bridge_call("event_text", event=doc, kind="standings", words=german)["text"].splitlines()[3:]
    assert [row.split()[-1] for row in rows] == ["1", "0,3", "0,3", "0,3", "0,3"]
    english = bridge_call("event_text", event=doc, kind="standings")["text"].splitlines()[3:]
    assert [row.split()[-1] for row in english] == ["1", "0.3", "0.3", "0.3", "0.3"]
    assert [messages.number_text(text, german) for text in ("1234567", "12.25", "2½")] == ["1.234.567", "12,25", "2½"]
    assert messages.fill("knockout_round.round_of", {"size": 1024}, german) == "Runde der letzten 1.024"
    french = {key[len("engine."):]: text for key, text in json.loads(
        (APP / "locales" / "fr" / "engine.json").read_text(encoding="utf-8")).items() if key[len("engine."):] in
        plain_text.WORDS}
    doc = run(doc, {"op": "withdraw", "player": 1}, {"op": "withdraw", "player": 2}, {"op": "pair_next"})
    absent = bridge_call("event_text", event=doc, kind="pairings", words=french)["text"].splitlines()[-1]
    assert absent.count("\u202f; ") == 1 and absent.count(";") == 1
