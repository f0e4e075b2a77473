"""The facts the page knows before the engine has loaded (swisspair.page_facts): build.py's app/facts.js holds
exactly them, and each agrees with what the engine does with an event of that system."""

import json
import shutil
import subprocess

import pytest

import build
from swisspair import bridge, scoring, systems
from swisspair.document.errors import EventError
from swisspair.event import apply, new_event
from swisspair.document.names import MODES
from swisspair.page_facts import page_facts
from swisspair.systems.magic_swiss import system as magic_swiss

SYSTEMS = tuple(systems.REGISTRY)

FACTS = page_facts()
NODE = shutil.which("node")


def read_module(path):
    """The object facts.js exports, as Node imports it, and whether it is frozen all the way down."""
    module = path.with_suffix(".mjs")
    shutil.copy(path, module)
    script = (f"import {{ facts }} from {json.dumps(module.as_uri())};"
              "const frozen = (v) => v === null || typeof v !== 'object'"
              " || (Object.isFrozen(v) && Object.values(v).every(frozen));"
              "console.log(JSON.stringify({ facts, frozen: frozen(facts) }));")
    out = subprocess.run([NODE, "--input-type=module", "-e", script], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def event_of(system, players=0):
    doc = new_event({"id": "facts-test", "system": system, "mode": systems.get(system).modes[0]})
    for k in range(players):
        doc = apply(doc, {"op": "add_player", "player": {"name": f"P{k}", "rating": 1000 + k}}).event
    if systems.get(system).teams:  # a team system pairs teams: the players make teams of four
        for t in range(players // 4):
            ids = [p["id"] for p in doc["players"][4 * t:4 * t + 4]]
            doc = apply(doc, {"op": "add_team", "team": {"name": f"Team {t + 1}"}, "players": ids}).event
    return doc


def refusal(doc, operation):
    try:
        apply(doc, operation)
    except EventError as error:
        return error.code
    return None


@pytest.mark.skipif(NODE is None, reason="Node is what the build needs too")
def test_the_build_writes_the_facts_as_a_frozen_module(tmp_path):
    build.write_page_facts(tmp_path)
    module = read_module(tmp_path / "facts.js")
    assert module == {"facts": FACTS, "frozen": True}


@pytest.mark.browser
def test_the_built_page_has_these_facts(tmp_path):
    shutil.copy(build.DIST / "app" / "facts.js", tmp_path / "facts.js")
    assert read_module(tmp_path / "facts.js")["facts"] == FACTS


def test_every_system_mode_and_point_system_is_there():
    assert list(FACTS["systems"]) == ["dutch", "dutch_baku", "round_robin", "knockout", "magic_swiss", "cs_major",
                                      "arena", "team_round_robin", "team_swiss"]
    assert [name for name, facts in FACTS["systems"].items() if facts["teams"]] == ["team_round_robin", "team_swiss"]
    assert list(FACTS["modes"]) == list(MODES)
    assert list(FACTS["point_systems"]) == list(scoring.POINT_SYSTEM_NAMES)


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_new_event_runs_under_the_modes_and_takes_the_option_defaults(system):
    facts = FACTS["systems"][system]
    for mode in MODES:
        if mode in facts["modes"]:
            new_event({"id": "x", "system": system, "mode": mode})
        else:
            with pytest.raises(EventError):
                new_event({"id": "x", "system": system, "mode": mode})
    defaults = {key: option["default"] for key, option in facts["options"].items()}
    assert event_of(system)["settings"]["options"] == defaults


@pytest.mark.parametrize("mode", MODES)
def test_a_mode_starts_with_its_point_system_and_its_table(mode):
    scoring_settings = new_event({"id": "x", "mode": mode})["settings"]["scoring"]
    point_system = FACTS["modes"][mode]["point_system"]
    assert scoring_settings["system"] == point_system
    table = {key: value for key, value in scoring_settings.items() if key != "system"}
    assert table == FACTS["point_systems"][point_system]["points"]


def test_only_win_loss_has_no_draws():
    doc = new_event({"id": "x", "mode": "esports", "rounds": 1})
    for operation in ({"op": "add_player", "player": {"name": "A"}}, {"op": "add_player", "player": {"name": "B"}},
                      {"op": "pair_next"}):
        doc = apply(doc, operation).event
    assert refusal(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1/2-1/2"}) == "wrong_value"
    assert [name for name, facts in FACTS["point_systems"].items() if not facts["draws"]] == ["win_loss"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_changes_by_hand_are_refused_exactly_where_the_schedule_is_fixed(system):
    code = refusal(event_of(system), {"op": "swap_players", "round": 1, "players": [1, 2]})
    assert (code == "fixed_schedule") == (not FACTS["systems"][system]["manual_changes"])


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_rounds_are_counted_by_the_engine_exactly_where_set_rounds_is_refused(system):
    facts = FACTS["systems"][system]
    doc = event_of(system, players=4)
    assert (refusal(doc, {"op": "set_rounds", "rounds": 3}) == "derived_rounds") == facts["counted_rounds"]
    if facts["fixed_rounds"] is not None:
        for players in (0, 4):
            renamed = apply(event_of(system, players), {"op": "update_settings", "name": "Renamed"}).event
            assert renamed["settings"]["rounds"] == facts["fixed_rounds"]


@pytest.mark.parametrize("top_cut", [0, 4, 8])
def test_a_top_cut_adds_its_playoff_rounds_after_the_swiss_rounds(top_cut):
    playoff = FACTS["systems"]["magic_swiss"]["playoff"]
    doc = new_event({"id": "x", "system": "magic_swiss", "rounds": 5, "options": {"top_cut": top_cut}})
    assert playoff["option"] == "top_cut"
    assert magic_swiss.total_rounds(doc) - 5 == playoff["rounds"][str(top_cut)]
    assert len(magic_swiss.CUT_ROUND_NAMES.get(top_cut, ())) == playoff["rounds"][str(top_cut)]
    assert playoff["names"].get(str(top_cut), []) == list(magic_swiss.CUT_ROUND_NAMES.get(top_cut, ()))
    assert [s for s, facts in FACTS["systems"].items() if facts["playoff"]] == ["magic_swiss"]


def test_a_magic_match_needs_its_game_score_and_a_dutch_board_does_not():
    assert [s for s, facts in FACTS["systems"].items() if facts["game_score"]] == ["magic_swiss"]
    for system in ("magic_swiss", "dutch"):
        doc = apply(apply(event_of(system, players=4), {"op": "set_rounds", "rounds": 3}).event,
                    {"op": "pair_next"}).event
        code = refusal(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"})
        assert (code is not None) == FACTS["systems"][system]["game_score"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_wall_chart_and_the_schedule_or_bracket_are_there_as_the_bridge_answers(system):
    facts = FACTS["systems"][system]
    chart = bridge.handle({"id": 1, "op": "event_crosstable", "args": {"event": event_of(system)}})
    assert chart["ok"] == facts["wall_chart"]
    view = bridge.handle({"id": 1, "op": "event_format_view", "args": {"event": event_of(system, players=4)}})
    assert view["ok"] == (facts["format_view"] is not None)
    if view["ok"]:
        assert facts["format_view"] == {"round_robin": "schedule", "knockout": "bracket"}[view["result"]["system"]]


def test_colours_matter_in_a_system_that_runs_in_a_mode_where_they_do():
    colourless = ("magic", "esports")  # play/draw by a die roll; sides chosen per map
    assert [s for s, facts in FACTS["systems"].items() if not facts["colours"]] == ["magic_swiss", "cs_major"]
    for system, facts in FACTS["systems"].items():
        assert facts["colours"] == any(mode not in colourless for mode in facts["modes"]), system


@pytest.mark.parametrize("system", [name for name in SYSTEMS if FACTS["systems"][name]["plays_rounds"]])
def test_the_word_for_leaving_is_the_one_the_engine_suggests(system):
    doc = event_of(system, players=16 if system == "cs_major" or FACTS["systems"][system]["teams"] else 4)
    if not FACTS["systems"][system]["counted_rounds"]:
        doc = apply(doc, {"op": "set_rounds", "rounds": 3}).event
    doc = apply(doc, {"op": "pair_next"}).event
    with pytest.raises(EventError) as refused:
        apply(doc, {"op": "remove_player", "player": doc["players"][0]["id"]})
    assert f": {FACTS['systems'][system]['leave_word']} P0 instead" in str(refused.value)


def test_every_tiebreak_a_system_offers_has_its_name_and_words():
    for name, facts in FACTS["systems"].items():
        words = FACTS["team_tiebreaks"] if facts["teams"] else FACTS["tiebreaks"]
        assert set(facts["tiebreaks"] or ()) <= set(words), name
    assert FACTS["systems"]["magic_swiss"]["leave_word"] == "drop"
    assert FACTS["systems"]["cs_major"]["participant_word"] == "team"
    assert {name: facts["board_word"] for name, facts in FACTS["systems"].items() if facts["board_word"] != "board"} \
        == {"magic_swiss": "table", "cs_major": "match"}


def test_a_team_system_offers_only_team_tiebreaks_and_every_one_is_accepted():
    for name, facts in FACTS["systems"].items():
        if not facts["teams"]:
            continue
        doc = event_of(name)
        assert set(doc["settings"]["tiebreaks"]) <= set(facts["tiebreaks"]), name
        assert apply(doc, {"op": "update_settings", "tiebreaks": facts["tiebreaks"]}).event["settings"]["tiebreaks"] \
            == facts["tiebreaks"]
        with pytest.raises(EventError, match="unknown team tie-break 'SB'"):
            apply(doc, {"op": "update_settings", "tiebreaks": ["SB"]})


def test_every_system_has_a_name_of_its_own_for_the_director():
    labels = [facts["label"] for facts in FACTS["systems"].values()]
    assert all(labels) and len(set(labels)) == len(labels)
    assert FACTS["systems"]["team_swiss"]["label"] == "Swiss (FIDE team, C.04.6)"


def test_a_system_with_rules_of_its_own_ranks_by_its_own_standings_whatever_the_points():
    own = [s for s, facts in FACTS["systems"].items() if facts["own_rules"]]
    assert own == ["magic_swiss", "cs_major"]
    assert all(FACTS["systems"][s]["own_standings"] for s in own)


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_tiebreaks_a_new_event_is_offered_under_each_mode_are_accepted_by_its_system(system):
    facts = FACTS["systems"][system]
    presets = FACTS["tiebreak_presets"]
    assert list(facts["tiebreak_preset"]) == facts["modes"]
    for mode, key in facts["tiebreak_preset"].items():
        preset = presets[key]
        assert preset["teams"] == facts["teams"]
        doc = new_event({"id": "x", "system": system, "mode": mode})
        if preset["codes"]:
            assert apply(doc, {"op": "update_settings", "tiebreaks": preset["codes"]}).event["settings"]["tiebreaks"] \
                == preset["codes"]
    assert [key for key, preset in presets.items() if preset["teams"]] == ["team"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_bye_a_new_event_is_offered_scores_what_its_point_systems_allow(system):
    choice = FACTS["systems"][system]["suggested_bye"]
    for mode in FACTS["systems"][system]["modes"]:
        point_system = FACTS["modes"][mode]["point_system"]
        table = FACTS["point_systems"][point_system]
        assert choice in (("win", "draw", "loss") if table["draws"] else ("win", "loss"))
        pab = {"win": table["points"]["win"], "draw": table["points"]["draw"], "loss": 0}[choice]
        doc = apply(new_event({"id": "x", "system": system, "mode": mode}),
                    {"op": "set_scoring", "system": point_system, "points": {"pab": pab}}).event
        assert doc["settings"]["scoring"]["pab"] == pab
    assert [s for s, facts in FACTS["systems"].items() if facts["suggested_bye"] != "win"] == ["round_robin"]
