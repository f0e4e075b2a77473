"""Every operation's log entry is said by the engine's table: each operation applied once (an individual event, an
event of sections, a team event and an arena), its entry's key and parameters, with a list's clauses, filling exactly
its English text."""

from swisspair import event, messages
from swisspair.event.ops.dispatch import all_operations
from tests.event.helpers import act, finish_round, make
from tests.helpers.merge_copies import ANA, BEN
from tests.systems.teams.helpers import team_event

T0 = 1_800_000_000


def individual():
    doc = make(rounds=5)
    steps = [
        ("add_player", {"player": {"name": "Fay", "rating": 1600}, "requested_byes": [{"round": 2, "points": "half"}]}),
        ("edit_player", {"player": 1, "changes": {"rating": 2150, "title": "FM", "federation": "NOR"}}),
        ("edit_player", {"player": 1, "changes": {"tpn": 2}}),
        ("set_pairing_numbers", {"order": None}),
        ("set_details", {"city": "Oslo", "deputy_arbiters": ["Kari"]}),
        ("update_settings", {"name": "Club 2026", "initial_colour": "black", "rating_changes": True}),
        ("set_system", {"system": "dutch"}),
        ("set_scoring", {"system": "chess", "points": {"pab": 5}}),
        ("add_restriction", {"players": [1, 2], "kind": "parent_child"}),
        ("add_restriction", {"players": [3, 4], "label": "Twins"}),
        ("remove_restriction", {"id": 1}),
        ("set_team_scores", {"best": 2, "apart_until": 3}),
        ("clear_team_scores", {}),
        ("set_prizes", {"groups": [{"name": "Overall", "places": 3, "filter": {"kind": "all"}},
                                   {"name": "U1600", "places": 1, "filter": {"kind": "rating", "below": 1600}}]}),
        ("set_rounds", {"rounds": 4}),
        ("remove_player", {"player": 6}),
        ("request_bye", {"player": 5, "round": 2, "points": "half"}),
        ("cancel_bye", {"player": 5, "round": 2}),
        ("name_copy", {"name": "Ana"}),
        ("pair_next", {}),
    ]
    for op, args in steps:
        doc = act(doc, op, **args)
    doc = finish_round(doc, ("1-0", "0-1"), ANA)
    rnd = doc["rounds"][0]
    white, black = rnd["boards"][0]["white"], rnd["boards"][1]["black"]
    for op, args in [("set_result", {"round": 1, "board": 1, "result": "1/2-1/2"}), ("pair_next", {}),
                     ("swap_players", {"round": 2, "players": [white, black]}),
                     ("set_board", {"round": 2, "board": 1, "white": white, "black": black}),
                     ("set_pab", {"round": 2, "player": None}),
                     ("unpair_latest", {}),
                     ("withdraw", {"player": 4}), ("cancel_withdrawal", {"player": 4}),
                     ("late_entry", {"player": {"name": "Gus", "rating": 1500}, "requested_byes": [
                         {"round": 3, "points": "zero"}], "missed_points": "zero"}),
                     ("hand_over", {})]:
        doc = act(doc, op, **args)
    return act(doc, "take_pen", BEN)


def sections():
    doc = act(make(rounds=3), "add_section", name="U1800", first_name="Open", rounds=3)
    doc = act(doc, "edit_section", section=2, name="U1900", rule={"kind": "born", "from": "2008"})
    doc = act(doc, "set_section_boards", boards="per_section")
    doc = act(doc, "move_player", player=5, to=2)
    doc = act(doc, "add_section", name="Spare")
    return act(doc, "remove_section", section=3)


def teams():
    doc = act(team_event(teams=4, boards=2, roster=3, system="team_swiss"), "set_rounds", rounds=3)
    for op, args in [("edit_team", {"team": 1, "changes": {"short_name": "A", "club": "Rooks"}}),
                     ("set_roster", {"team": 1, "players": [1, 2, 3]}),
                     ("set_team_order", {"by": "rating"}),
                     ("set_team_points", {"match_points": {"win": 3, "draw": 1, "loss": 0}, "primary": "GP"}),
                     ("team_bye", {"team": 4, "round": 2, "points": "half"}),
                     ("cancel_team_bye", {"team": 4, "round": 2}),
                     ("withdraw_team", {"team": 4, "round": 3}),
                     ("cancel_team_withdrawal", {"team": 4}),
                     ("add_team", {"team": {"name": "Team 5"}}),
                     ("remove_team", {"team": 5}),
                     ("set_lineup", {"team": 1, "round": 1, "players": [1, None]}),
                     ("pair_next", {})]:
        doc = act(doc, op, **args)
    # A board the line-up left empty holds its forfeit; entered again, its log names the empty side in words.
    empty = next(b for b, board in enumerate(doc["rounds"][0]["boards"], 1) if None in (board["white"], board["black"]))
    doc = act(doc, "set_result", round=1, board=empty, result=doc["rounds"][0]["boards"][empty - 1]["result"])
    doc = act(doc, "forfeit_match", round=1, match=2, side="first")
    return act(doc, "copy_lineups", round=2)


def arena():
    doc = event.new_event({"id": "arena", "name": "Arena", "system": "arena", "mode": "club",
                           "options": {"duration_minutes": 30}})
    for k in range(3):
        doc = act(doc, "add_player", player={"name": f"P{k + 1}", "rating": 1500 - k})
    doc = act(doc, "arena_start", now=T0)
    doc = act(doc, "arena_pause", player=3, now=T0 + 10)
    doc = act(doc, "arena_finish", game=1, result="1-0", now=T0 + 60)
    return act(doc, "arena_resume", player=3, now=T0 + 70)


def test_every_operations_log_entry_is_said_by_a_key_whose_english_is_its_text():
    entries = [entry for doc in (individual(), sections(), teams(), arena()) for entry in doc["log"]]
    unsaid = [entry["text"] for entry in entries if "key" not in entry]
    assert unsaid == []
    for entry in entries:
        assert messages.sentence(entry["key"], entry["params"]) == entry["text"], entry
        for clause in entry.get("clauses", []):
            assert messages.fill(clause["key"], clause["params"])
    assert {entry["op"] for entry in entries} == set(all_operations()) | {"new_event"}
    said = {(entry["op"], entry["key"]): entry for entry in entries}
    settings = said["update_settings", "log.settings_changed"]
    assert settings["text"] == "Settings changed: name, initial colour, rating changes shown."
    assert [c["key"] for c in settings["clauses"]] == ["log.setting_name", "log.setting_initial_colour",
                                                       "log.setting_rating_changes_shown"]
    assert said["set_result", "log.team_board_result"]["text"] == "Round 1, board 2: T3 P2 - no player +-."
    assert said["set_board", "log.manual"]["params"]["manual_msg"] == "log.manual_board_left"
