"""Progress: while the engine pairs, whoever listens through the boundary hears how many players are paired;
outside a request, or with nobody listening, the engines' reports go nowhere and change no answer."""

import json

from swisspair import bridge, progress
from swisspair.generate import GeneratorSettings, generate_tournament
from swisspair.trf import format_trf

TRF = format_trf(generate_tournament(GeneratorSettings(players=60, completed_rounds=3, total_rounds=7, seed=3)))
REQUEST = json.dumps({"id": 1, "op": "pair_trf", "args": {"trf": TRF}})


def test_a_pairing_reports_players_paired_bracket_by_bracket_up_to_the_whole_field():
    heard = []
    answer = json.loads(bridge.handle_json(REQUEST, lambda step, done, total: heard.append((step, done, total))))
    assert answer["ok"], answer
    paired = 2 * len(answer["result"]["boards"])
    assert {step for step, _, _ in heard} == {"pairing"}
    assert {total for _, _, total in heard} == {60}
    counts = [done for _, done, _ in heard]
    assert counts[0] == 0 and counts[-1] == paired
    assert counts == sorted(counts) and len(set(counts)) > 2  # more than one bracket, never backwards


def test_without_a_listener_the_answer_is_the_same_and_reports_go_nowhere():
    heard = []
    with_listener = bridge.handle_json(REQUEST, lambda *report: heard.append(report))
    assert bridge.handle_json(REQUEST) == with_listener
    progress.report("pairing", 1, 2)  # outside any request: nobody hears it
    assert heard and all(report != ("pairing", 1, 2) for report in heard)


def test_a_listener_that_fails_is_an_internal_error_not_an_exception_out_of_the_boundary():
    def broken(step, done, total):
        raise RuntimeError("the page went away")

    answer = json.loads(bridge.handle_json(REQUEST, broken))
    assert answer["ok"] is False and answer["error"]["code"] == "internal"
    assert "RuntimeError: the page went away" in answer["error"]["detail"]
