"""swisspair.event.trf_io: the event as a TRF file and back."""

import json
import os
import re

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.limits import MAX_PLAYER_ROUNDS, MAX_PLAYERS
from swisspair.model import Colour, Player, Result, RoundEntry, Tournament
from swisspair.trf import format_trf, parse_trf
from tests.corpus_location import DUTCH_DEV
from tests.event.helpers import GOLDEN, GOLDEN_TRF, finish_round, make, run
from tests.trf.helpers import player
from swisspair.document.readers import pairing_numbers


def golden_trf_files():
    return sorted(name for name in os.listdir(GOLDEN_TRF) if name.endswith(".trf"))


@pytest.mark.parametrize("name", golden_trf_files())
def test_trf_import_then_export_gives_the_same_tournament(name):
    with open(os.path.join(GOLDEN_TRF, name), encoding="utf-8", newline="") as f:
        text = f.read()
    original = parse_trf(text)
    try:
        imported = event.from_trf(text)
    except EventError as exc:
        assert exc.code == "unsupported" and any(p.accelerations for p in original.players)
        return
    again = parse_trf(event.to_trf(imported.event)[0])
    assert [(p.number, p.name, p.rating, p.title, p.federation, p.fide_id, p.birth, p.rounds)
            for p in again.players] == [(p.number, p.name, p.rating, p.title, p.federation, p.fide_id, p.birth,
                                         p.rounds) for p in original.players]
    assert (again.scoring, again.total_rounds, again.forbidden) == (original.scoring, original.total_rounds,
                                                                    original.forbidden)
    if original.initial_colour is not None:
        assert again.initial_colour is original.initial_colour
    assert sorted(again.other_lines) == sorted(original.other_lines)


def test_trf_import_keeps_numbers_byes_and_absences():
    players = [Player(1, "A", rating=2000, rounds=[RoundEntry(2, Colour.WHITE, Result.WIN),
                                                   RoundEntry(None, None, Result.HALF_BYE)]),
               Player(2, "B", rating=1900, rounds=[RoundEntry(1, Colour.BLACK, Result.LOSS),
                                                   RoundEntry(None, None, Result.ZERO_BYE)]),
               Player(3, "C", rating=1800, rounds=[RoundEntry(None, None, Result.PAIRING_BYE),
                                                   RoundEntry(None, None, Result.HALF_BYE)])]
    text = format_trf(Tournament("Byes", players, total_rounds=4, initial_colour=Colour.WHITE,
                                 other_lines=["### MPA @ Round 1: bye given by hand", "240 F 003    2"]))
    doc = event.from_trf(text).event
    assert [p["tpn"] for p in doc["players"]] == [1, 2, 3]
    assert doc["rounds"] == [{"number": 1, "boards": [{"white": 1, "black": 2, "result": "1-0"}], "pab": 3,
                              "engine": None, "notes": [], "manual": [{"change": "imported", "text":
                                                                       "### MPA @ Round 1: bye given by hand",
                                                                       "warnings": []}]}]
    assert [p["requested_byes"] for p in doc["players"]] == [[{"round": 2, "points": "half"}],
                                                              [{"round": 2, "points": "zero"},
                                                               {"round": 3, "points": "full"}],
                                                              [{"round": 2, "points": "half"}]]
    # Kept: each 001 line as the file has it (the MPA and 240 lines became the rounds' and players' own data).
    assert doc["trf_lines"] == [line for line in text.split("\r\n") if line.startswith("001")]
    exported = event.to_trf(doc)[0].splitlines()
    assert "### MPA @ Round 1: bye given by hand" in exported and "240 F 003    2" in exported


def test_a_player_without_a_name_in_the_file_is_named_and_the_director_told():
    players = [Player(1, "A", rounds=[RoundEntry(2, Colour.WHITE, Result.DRAW)]),
               Player(2, "", rounds=[RoundEntry(1, Colour.BLACK, Result.DRAW)])]
    imported = event.from_trf(format_trf(Tournament("T", players, total_rounds=1)))
    assert imported.event["players"][1]["name"] == "Player 2"
    assert {"text": "Player 2 has no name in the file; they are called “Player 2”.", "key": "import.player_unnamed",
            "params": {"who": "2", "name": "Player 2"}} in imported.warnings


def test_what_an_import_assumed_is_said_by_key_beside_its_english_and_the_log_keeps_the_english():
    """Nothing played (the first colour unknown), a player without a name and a 260 restriction in a chess event: each
    warning a message with its parameters; the export says the restriction again."""
    unnamed = player(4, "0.0").replace("Test0004 Player0004", " " * 19)
    text = "\n".join(["012 Unplayed", "142 3", player(1, "0.0"), player(2, "0.0"), player(3, "0.0"), unnamed,
                      "260 001 003    1    2"]) + "\n"
    imported = event.from_trf(text)
    assert [(w["key"], w["params"]) for w in imported.warnings] == [
        ("import.player_unnamed", {"who": "4", "name": "Player 4"}), ("import.colour_assumed", {}),
        ("note.fide_restrictions", {})]
    assert imported.warnings[1]["text"] == ("The file does not say which colour the first player had in round 1; white "
                                            "is assumed.")
    assert imported.event["log"][0]["warnings"] == [w["text"] for w in imported.warnings]
    assert [w["key"] for w in event.to_trf(imported.event)[1]] == ["note.fide_restrictions"]


def test_bad_trf_names_line_and_column():
    with pytest.raises(EventError) as info:
        event.from_trf("012 X\n001    1      A                                 abcd")
    assert info.value.code == "invalid_trf" and info.value.field == "trf" and info.value.extra["line"] == 2


def test_trf_export_leaves_out_an_unfinished_round_and_keeps_its_absences(played):
    text, warnings = event.to_trf(played)
    assert (warnings[0]["key"], warnings[0]["params"]) == ("export.round_unfinished", {"number": 2})
    assert warnings[0]["text"].startswith("Round 2 is not finished")
    tournament = parse_trf(text)
    assert tournament.rounds_played == 1
    doc = finish_round(played)
    doc = run(doc, {"op": "pair_next"})
    text, _ = event.to_trf(doc)
    dan = parse_trf(text).player(pairing_numbers(doc)[4])
    assert dan.rounds[2].result.value == "H"  # his requested bye in round 3, the round left out


def test_trf_export_warns_about_points_it_cannot_hold():
    doc = run(make(), {"op": "set_scoring", "system": "custom", "points": {"forfeit_win": 5}})
    _, warnings = event.to_trf(doc)
    assert warnings == [{"text": "TRF has no place for the points of a forfeit win; the file counts them as a win or a "
                                 "draw.", "key": "export.points_no_place", "params": {"outcome_msg": "scoring.forfeit_win"}}]


def test_mpa_comment_names_round_and_pairing_numbers():
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        stored = json.load(f)
    lines = [line for line in event.to_trf(stored)[0].splitlines() if line.startswith("###")]
    assert len(lines) == 1 and re.match(r"### MPA @ Round 2: boards \d+-\d+, \d+-\d+ instead of the engine's", lines[0])


def test_corpus_files_round_trip_through_the_event():
    for name in sorted(os.listdir(DUTCH_DEV))[::25]:
        if not name.endswith(".trf"):
            continue
        with open(DUTCH_DEV / name, encoding="utf-8") as f:
            text = f.read()
        original = parse_trf(text)
        again = parse_trf(event.to_trf(event.from_trf(text).event)[0])
        assert [p.rounds for p in again.players] == [p.rounds for p in original.players], name


def test_a_trf_of_more_players_than_an_event_holds_is_refused_before_it_is_read():
    """Found by the fuzzer: a 9,999-player file kept the engine busy for more than 10 s in every operation."""
    lines = "".join(f"001 {n:4d}      Player {n}\n" for n in range(1, MAX_PLAYERS + 2))
    with pytest.raises(EventError) as info:
        event.from_trf("012 Big open\nXXR 9\n" + lines)
    assert info.value.code == "too_many" and info.value.field == "trf"
    assert f"{MAX_PLAYERS + 1:,} player lines" in info.value.message and f"at most {MAX_PLAYERS:,}" in info.value.message


def test_a_trf_of_more_player_rounds_than_the_engine_answers_in_seconds_is_refused():
    players = MAX_PLAYER_ROUNDS // 40 + 1  # 40 rounds played
    byes = [RoundEntry(None, None, Result.PAIRING_BYE)] * 40  # a round with a pairing in it counts as played
    absent = [RoundEntry(None, None, Result.ZERO_BYE)] * 40
    text = format_trf(Tournament(players=[Player(number=n, name=f"P{n}", rounds=list(byes if n == 1 else absent))
                                          for n in range(1, players + 1)], total_rounds=45))
    with pytest.raises(EventError) as info:
        event.from_trf(text)
    assert info.value.code == "too_large" and f"{players * 40:,} player-rounds" in info.value.message
