"""swisspair.messages for explanations made of clauses: a tie-break working's round lines (a Part's clauses), the
steps of a direct encounter, the reasons of the Dutch bye note and why a TRF round is paired as it is answer their keys and parameters beside the English,
which is filled from them; a stored note's clauses are checked with the event, and a note stored without them opens."""

import copy
from pathlib import Path

from swisspair import bridge, event, messages
from swisspair.replay import cut_team_text
from swisspair.standings import as_json, compute_standings
from swisspair.tiebreaks.context import Context
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.corpus_location import BBP_REGRESSION, TEAM2026
from tests.event.helpers import fails, finish_round, make, run
from tests.tiebreaks.helpers import GOLDEN, WITHDRAWAL, event as tournament_of


def keyed_right(clauses: list[dict], english: str) -> bool:
    """Each clause is a message of the table with parameters that are numbers or text (or a list of such clauses in a
    `..._msgs` place: players with their scores), and the English is theirs."""
    def right(c: dict) -> bool:
        return c["key"] in messages.MESSAGES and all(
            all(right(item) for item in v) if n.endswith("_msgs") else isinstance(v, (int, float, str))
            for n, v in c["params"].items())
    return all(right(c) for c in clauses) and messages.clauses_text(clauses) == english


def test_held_exercises_rounds_answer_each_line_by_key_with_the_cut_after_it():
    # IA Mario Held's 5-round Swiss (FIDE C.07, 2024 rules): player 3's BH-C1 cuts one round, SB multiplies.
    trf = (Path(GOLDEN) / "held-swiss-5.trf").read_text(encoding="utf-8")
    answer = bridge.handle({"id": 1, "op": "standings", "args": {"trf": trf, "tiebreaks": ["BH/C1", "SB", "ARO"],
                                                                   "edition": "2024"}})["result"]
    details = next(row for row in answer["standings"] if row["tpn"] == 3)["details"]
    for detail in details.values():
        assert all(keyed_right(part["notes"], part["note"]) for part in detail["rounds"])
    cut = [part for part in details["BH/C1"]["rounds"] if part["cut"]]
    assert len(cut) == 1 and [c["key"] for c in cut[0]["notes"]] == ["part.opponent_score", "part.cut_least"]
    assert cut[0]["note"] == "opponent's score; cut: least significant"
    first = details["SB"]["rounds"][0]["notes"][0]
    assert first["key"] == "part.sonneborn" and all(isinstance(first["params"][n], (int, float)) for n in ("score", "points"))
    assert {part["notes"][0]["key"] for part in details["ARO"]["rounds"]} == {"part.opponent_rating"}


def test_a_withdrawn_players_rounds_and_a_dummy_opponent_are_keyed_with_their_rules_numbers():
    standings = compute_standings(WITHDRAWAL, ["BH", "REP"], "2026")
    rows = {row["tpn"]: row for row in as_json(standings, details=True)}
    # Player 6 had a pairing-allocated bye and a half-point bye: dummies with the player's own score (16.4).
    own = rows[6]["details"]["BH"]["rounds"]
    assert [part["notes"][0]["key"] for part in own] == ["part.opponent_adjusted_score", "part.dummy", "part.dummy"]
    assert own[1]["notes"][0]["params"] == {"kind_msg": "part.kind_pab", "points": 1.5}  # 0 + 1 + 0.5
    assert own[1]["note"] == "pairing-allocated bye: dummy opponent with the player's own score 1.5 (16.4)"
    # Player 5 withdrew after round 1: the byes after it count as draws for the opponent (16.3).
    assert own[0]["notes"][1] == {"key": "part.withdrawn_draws", "params": {"numbers": "2, 3"}}
    rep = rows[6]["details"]["REP"]["rounds"]
    assert rep[2]["notes"] == [{"key": "part.voluntary_unplayed", "params": {"kind_msg": "part.kind_half_bye"}}]
    assert rep[2]["note"] == "half-point bye (VUR)"
    for row in rows.values():
        for detail in row["details"].values():
            assert all(keyed_right(part["notes"], part["note"]) for part in detail["rounds"])


def test_the_steps_of_a_direct_encounter_answer_a_clause_each_after_the_places_own_words():
    # 1, 2, 3 all met: 1 beat both; 2 and 3 drew, and stay tied in the second step.
    tournament = tournament_of("1 2000: 2w1 3b1", "2 1900: 1b0 3w=", "3 1800: 2b= 1w0")
    found = TIEBREAKS["DE"].group(Context(tournament), [[1, 2, 3]])
    second = found[2]
    assert (second.key, second.params) == ("working.place_among_players", {"place": 2, "numbers": "1, 2, 3"})
    assert second.steps == ({"key": "step.scored", "params": {"points": 0.5, "numbers": "1, 3"}},
                            {"key": "step.scored", "params": {"points": 0.5, "numbers": "3"}})
    assert second.summary == ("place 2 among the tied players 1, 2, 3: scored 0.5 against 1, 3; then scored 0.5 "
                              "against 3")


def test_standings_answer_the_steps_of_a_direct_encounter_beside_the_summary():
    # A cycle: 1 beat 2, 2 beat 3, 3 beat 1; all on 1 point, and the direct encounter separates nobody.
    tournament = tournament_of("1 2000: 2w1 3b0", "2 1900: 1b0 3w1", "3 1800: 1w1 2b0")
    rows = as_json(compute_standings(tournament, ["DE"]), details=True)
    detail = rows[0]["details"]["DE"]
    assert detail["key"] == "working.players_not_separated" and len(detail["steps"]) == 1
    assert detail["steps"][0]["key"] == "step.scored"
    assert detail["summary"].startswith("does not separate the tied players 1, 2, 3: scored 1 against ")


def bye_note() -> tuple[dict, dict]:
    """An event whose round 2's bye skips Eve, lowest-ranked but given the bye in round 1, and that note."""
    doc = run(make(), {"op": "set_scoring", "system": "chess", "points": {"pab": 5}}, {"op": "pair_next"})
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    return doc, doc["rounds"][1]["notes"][0]


def test_the_bye_note_answers_its_sentences_key_and_each_reason_as_a_clause():
    doc, note = bye_note()
    assert note["code"] == "bye_not_lowest" and note["key"] == "note.bye_not_lowest"
    assert note["params"]["lowest"] == "Eve"
    assert note["clauses"] == [{"key": "bye.had_it", "params": {"name": "Eve", "number": 1}}]
    assert note["text"] == f"{messages.sentence(note['key'], note['params'])} {messages.clauses_text(note['clauses'])}."
    assert "Eve: C2: already had the pairing-allocated bye in round 1." in note["text"]
    assert event.validate(doc) is None


def test_a_stored_bye_note_without_clauses_still_opens_and_a_clause_with_a_list_is_refused():
    doc, note = bye_note()
    old = copy.deepcopy(doc)  # as an engine before the clauses stored it: its English only
    old["rounds"][1]["notes"][0] = {k: note[k] for k in ("code", "text", "players")}
    assert event.validate(old) is None
    bad = copy.deepcopy(doc)
    bad["rounds"][1]["notes"][0]["clauses"][0]["params"]["number"] = [1]
    error = fails(bad, "wrong_type", op="pair_next")
    assert error.field == "event.rounds[1].notes[0].clauses[0].params.number"


def trf_why(text: str) -> dict:
    return bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text, "explain": True}})["result"]


def test_why_a_trf_round_is_paired_as_it_is_answers_lines_of_keyed_clauses_beside_the_english():
    # dutch_2025_C5: the bye must go to 6 (0.0), which splits the top bracket (C5).
    answer = trf_why((BBP_REGRESSION / "dutch_2025_C5.trf").read_text(encoding="utf-8"))
    lines = answer["explanation_lines"]
    assert answer["explanation"] == messages.lines_text(lines)
    assert all(keyed_right(line, messages.clauses_text(line)) for line in lines)
    keys = [[c["key"] for c in line] for line in lines]
    assert keys[0] == ["why.round_bye"] and (["why.bye"] in keys or ["why.bye", "why.bye_order"] in keys)
    boards = [line[0] for line in lines if line[0]["key"] == "why.board"]
    assert len(boards) == 2 and all(b["params"]["colour_msg"].startswith("why.colour_5_2_") for b in boards)
    assert any("why.c5_bye" in k for k in keys)


def test_why_a_team_trf_round_is_paired_as_it_is_names_the_pab_article_and_each_matchs_colour_rule_by_key():
    answer = trf_why(cut_team_text((TEAM2026 / "dev" / "team_000086.trf").read_text(encoding="utf-8"), 4))
    lines = answer["explanation_lines"]
    assert answer["explanation"] == messages.lines_text(lines)
    keys = [c["key"] for line in lines for c in line]
    assert keys[0] == "why.team_round" and "why.team_bye" in keys and "why.team_colours" in keys
    assert all(key in messages.MESSAGES for line in lines for c in line for key in
               (c["key"], *(v for n, v in c["params"].items() if n.endswith("_msg"))))
    assert answer["explanation"].startswith("Round 4: 3 match(es)\nPairing-allocated bye: 4 (4.0), by §3.4.2: the "
                                            "lowest score\n")
