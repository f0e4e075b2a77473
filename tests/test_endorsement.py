"""swisspair.endorsement: bbpPairings' command line (`--dutch|--team FILE -p [OUT]`, `FILE -c`, `-g [CONFIG] -o OUT
-s SEED`), its outputs and exit codes; and the generator and the checker run against each other over many seeds."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys

import pytest

from swisspair.declared_ranks import rank_faults, team_ranks
from swisspair.endorsement import generate_file, main, round_verdicts
from swisspair.file_faults import player_faults, team_faults
from swisspair.rtg_config import read_config
from swisspair.trf import read_any_trf
from tests.corpus_location import BBP_REGRESSION, DUTCH_NOPAIRING, TEAM2026

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SMALL = "PlayersNumber=13\nRoundsNumber=5\nForfeitRate=20\nRetiredRate=10\nHalfPointByeRate=10\n"
SMALL_TEAMS = "TeamsNumber=9\nBoardsNumber=3\nRoundsNumber=5\nForfeitRate=20\nRetiredRate=10\n"
TEAM_CHECK_LIST = SMALL_TEAMS + ("HalfPointByeCount=2\nFullPointByeCount@3=1\nZeroPointByeRate=10%\n"
                                 "MatchForfeitRate=8\nMatchForfeitCount@2=1\nDrawPercentage@4=90\n")
# Every key FIDE's check-list asks for beyond bbpPairings' own (rtg_config.py).
CHECK_LIST = SMALL + ("FullPointByeRate=8\nZeroPointByeCount=2\nDoubleForfeitRate=20\nHalfZeroRate=15\n"
                      "ZeroZeroRate=25\nForfeitCount@2=1\nHalfPointByeCount@3=2\nAcceleration=Baku\n"
                      "Tiebreaks=BH/C1,SB,DE\n")


def run(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def test_pair_prints_the_pairs_then_each_board_and_the_bye_as_n_0():
    code, out, _ = run("--dutch", str(BBP_REGRESSION / "dutch_2025_C5.trf"), "-p")
    assert code == 0 and out.split("\n")[:4] == ["3", "1 5", "3 2", "6 0"]


def test_pair_writes_an_output_file_without_a_folder_beside_the_input(tmp_path):
    source = tmp_path / "event.trf"
    source.write_bytes((BBP_REGRESSION / "dutch_2025_C5.trf").read_bytes())
    here = os.getcwd()
    os.chdir(ROOT)  # the output goes beside the input, wherever the command runs
    try:
        code, out, _ = run("--dutch", str(source), "-p", "pairs.txt")
    finally:
        os.chdir(here)
    assert code == 0 and out == ""
    assert (tmp_path / "pairs.txt").read_text().split("\n")[:2] == ["3", "1 5"]


def test_the_exit_codes_are_bbppairings(tmp_path):
    nopairing = sorted(DUTCH_NOPAIRING.glob("*.trf"))[0]
    assert run("--dutch", str(nopairing), "-p")[0] == 1  # no valid pairing
    assert run("--dutch", str(tmp_path / "missing.trf"), "-p")[0] == 5  # cannot read the file
    bad = tmp_path / "bad.trf"
    bad.write_text("001 abc\n")
    code, _, err = run("--dutch", str(bad), "-c")
    assert code == 3 and "Error parsing file" in err  # invalid file
    assert run("--dutch", str(BBP_REGRESSION / "dutch_2025_C5.trf"), "-x")[0] == 3  # invalid request
    team = sorted((TEAM2026 / "dev").glob("*.trf"))[0]
    code, _, err = run("--dutch", str(team), "-p")
    assert code == 3 and "does not match" in err  # a team file given as a Dutch one


def test_check_prints_every_round_and_under_a_round_paired_otherwise_both_pairings(tmp_path):
    code, out, _ = run("--team", str(TEAM2026 / "dev" / "team_000139.trf"), "-c")
    assert code == 0  # a discrepancy is the report, not an error
    lines = out.split("\n")
    assert [line for line in lines if ": Round #" in line] == [f"team_000139: Round #{k}" for k in range(1, 6)]
    at = lines.index("team_000139: Round #3")
    assert lines[at + 1] == "  Checker pairings        Tournament pairings "
    # The checker's pairs that the file lacks, beside the file's pairs of the same teams (white first).
    assert lines[at + 2:at + 5] == ["      3 -   2                  2 -   6", "      4 -   6                  3 -   4", ""]
    assert lines[lines.index("team_000139: Round #4") - 1] == ""


def test_the_generator_gives_the_same_file_for_the_same_seed_and_the_seed_in_its_first_line(tmp_path):
    config = tmp_path / "rtg.txt"
    config.write_text(SMALL)
    outs = []
    for name in ("a.trf", "b.trf"):
        code, _, err = run("--dutch", "-g", str(config), "-o", str(tmp_path / name), "-s", "77")
        assert code == 0, err
        outs.append((tmp_path / name).read_text())
    assert outs[0] == outs[1] and outs[0].startswith("012 ") and "seed 77" in outs[0].split("\n")[0]
    event = read_any_trf(outs[0]).tournament
    assert len(event.players) == 13 and event.total_rounds == 5


def test_the_generator_refuses_a_configuration_it_cannot_read_naming_the_line(tmp_path):
    config = tmp_path / "rtg.txt"
    config.write_text("PlayersNumber=20\nPlayerNumber=30\n")
    code, _, err = run("--dutch", "-g", str(config), "-o", str(tmp_path / "x.trf"), "-s", "1")
    assert code == 3 and "line 2" in err and "PlayerNumber" in err
    assert not (tmp_path / "x.trf").exists()


def test_the_command_line_reaches_it_through_python_m_swisspair(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    done = subprocess.run([sys.executable, "-m", "swisspair", "--team", "-g", "-o", str(tmp_path / "t.trf"), "-s",
                           "3"], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([sys.executable, "-m", "swisspair", "--team", str(tmp_path / "t.trf"), "-c"],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0 and "Checker pairings" not in done.stdout and "t: Round #1" in done.stdout


def generated_and_checked(system: str, config: str, seed: int) -> None:
    """A generated file that its own checker finds right in every round, with no rule broken and ranks as its
    declared tie-breaks order them."""
    read = read_any_trf(generate_file(system, read_config(config, team=system == "--team"), seed))
    event = read.tournament
    verdicts = list(round_verdicts(event))
    assert verdicts and all(differs is None and error is None for _, differs, error in verdicts), (seed, verdicts)
    if system == "--team":
        assert not team_faults(event, len(verdicts)) and not rank_faults(event, team_ranks(read.team_lines))
    else:
        assert not player_faults(event, len(verdicts))
        assert not rank_faults(event, {p.number: p.rank for p in event.players})


@pytest.mark.parametrize("seed", range(1, 9))
def test_generated_individual_events_pass_the_checker(seed):
    generated_and_checked("--dutch", SMALL, seed)


@pytest.mark.parametrize("seed", range(1, 6))
def test_generated_events_with_the_check_lists_byes_results_and_acceleration_pass_the_checker(seed):
    text = generate_file("--dutch", read_config(CHECK_LIST), seed)
    assert "202 BH/C1,SB,DE" in text and "192 FIDE_DUTCH_BAKU" in text and "\n250 " in text
    generated_and_checked("--dutch", CHECK_LIST, seed)


@pytest.mark.parametrize("seed", range(1, 9))
def test_generated_team_events_pass_the_checker(seed):
    generated_and_checked("--team", SMALL_TEAMS, seed)


@pytest.mark.parametrize("seed", range(1, 6))
def test_generated_team_events_with_requested_byes_and_whole_match_forfeits_pass_the_checker(seed):
    text = generate_file("--team", read_config(TEAM_CHECK_LIST, team=True), seed)
    assert "\n240 H " in text and "\n240 F " in text and "\n330 " in text
    generated_and_checked("--team", TEAM_CHECK_LIST, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(9, 39))
def test_generated_events_pass_the_checker_over_many_seeds(seed):
    generated_and_checked("--dutch", "", seed)  # bbpPairings' own random sizes: 15 to 215 players, 5 to 15 rounds
    generated_and_checked("--team", "", seed)
