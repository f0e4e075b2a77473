"""The fuzz harness (tests/fuzz/) through the engine's boundary: a fixed short sample in every run, the long run
with -m slow (also `python3 -m tests.fuzz --long`), which prints the table. No bad outcome is allowed: an
internal error, an exception out of the boundary, a dead or hung child, an answer over 10 s or over the memory
cap, an answer that is not strict JSON, an answer event that does not validate, an export that does not read
back, a request the engine changed, or a share-link failure other than the decoder's own refusal."""

import pytest

from .cases import all_cases
from .run import Case, Verdict, judge, run

SHORT = 150  # cases per family: some 7 s on CI's two cores
LONG = 3000


def bad_report(tally, decoder_failures) -> str:
    lines = [f"{verdict.outcome} ({case.family}, from {case.seed}): {verdict.detail}\n  {case.text[:300]}"
             for case, verdict in tally.bad]
    lines += [f"share decoder failed ({what}): {text}" for what, text in decoder_failures]
    return "\n".join(lines)


def fuzz(seed: int, per_family: int):
    cases, decoder_failures, _ = all_cases(seed, per_family)
    tally = run(cases)
    assert sum(tally.counts.values()) == len(cases)
    assert not tally.bad and not decoder_failures, bad_report(tally, decoder_failures)
    return tally


def test_a_fixed_sample_of_mutated_inputs_has_no_bad_outcome():
    tally = fuzz(17, SHORT)
    # The sample reaches past the first checks: some inputs of every family are answered, not only refused.
    for family in ("trf", "event", "request", "link"):
        assert tally.counts[(family, "ok")] > 0, tally.table()


@pytest.mark.slow
def test_the_long_run_has_no_bad_outcome(capsys):
    tally = fuzz(1, LONG)
    with capsys.disabled():  # the table is the run's report, shown whatever pytest captures
        print(f"\n{tally.table()}\nslowest answer {tally.slowest:.2f} s")


@pytest.mark.parametrize("text, outcome", [
    ('{"id": 1, "op": "version"}', "ok"),
    ('{"id": 1, "op": "nothing"}', "refused"),
])
def test_the_judge_tells_an_answer_from_a_refusal(text, outcome):
    assert judge(Case("request", "hand", text)).outcome == outcome


def test_the_harness_counts_a_child_that_dies_or_hangs_and_goes_on(monkeypatch):
    """A case that ends the engine's process, or never answers, is counted and the next case still runs."""
    from . import run as runner
    monkeypatch.setattr(runner, "HANG_SECONDS", 3.0)
    original = runner.judge

    def judge_or_break(case):
        if case.seed == "die":
            import os
            os._exit(3)
        if case.seed == "hang":
            import time
            time.sleep(60)
        return original(case)
    monkeypatch.setattr(runner, "judge", judge_or_break)
    ok = '{"id": 1, "op": "version"}'
    tally = run([Case("request", "die", ok), Case("request", "hang", ok), Case("request", "fine", ok),
                 Case("request", "fine", ok)], workers=1)
    assert [verdict.outcome for _, verdict in tally.bad] == ["died", "hung"]
    assert tally.counts[("request", "ok")] == 2


def test_the_memory_cap_counts_from_what_the_child_inherits_and_still_stops_a_case_that_swells(monkeypatch):
    """Found by a run of 10,000 per family: its cases took the parent past the 1 GB cap, so every forked child ran
    out of memory receiving its first case and the run stopped on a broken pipe. The cap is what one case may add;
    a case that takes more than that is still counted as memory, and the next one answered."""
    from . import run as runner
    cap = 200 * 1024 * 1024
    monkeypatch.setattr(runner, "MEMORY_CAP", cap)
    ballast = bytearray(2 * cap)  # held by the parent, inherited by every child
    original = runner.judge

    def judge_or_swell(case):
        if case.seed == "swell":
            return Verdict("ok", 0.0, str(len(bytearray(2 * cap))))
        return original(case)
    monkeypatch.setattr(runner, "judge", judge_or_swell)
    padded = '{"id": 1, "op": "version", "args": {"x": "%s"}}' % ("a" * 5_000_000)  # received into fresh memory
    tally = run([Case("request", "fine", padded), Case("request", "swell", padded), Case("request", "fine", padded)],
                workers=1)
    assert len(ballast) == 2 * cap
    assert [verdict.outcome for _, verdict in tally.bad] == ["memory"]
    assert tally.counts[("request", "refused")] == 2  # answered: the padding is a field version does not know
