"""The command line refuses a file beyond the engine's limits (limits.py) before any work, with exit code 4 (as
bbpPairings' size limit) and a message that says the limit: a 9,999-player file took over 300 s and 2.6 GB to pair."""

import time

from swisspair.limits import MAX_PLAYERS, MAX_TRF_BYTES
from tests.trf.program_files import cli


def players_file(count: int) -> str:
    head = ["012 Large", "XXR 9", "XXC white1"]
    return "\n".join(head + [f"001 {n:4d}      {'Player' + str(n):<33} 2000{'':28} 0.0{n:5d}" for n in range(1, count + 1)]) + "\n"


def test_a_9999_player_file_is_refused_up_front_naming_the_limit(tmp_path):
    path = tmp_path / "large.trf"
    path.write_text(players_file(9999))
    started = time.monotonic()
    code, out, err = cli("pair", str(path))
    assert time.monotonic() - started < 5
    assert (code, out) == (4, "")
    assert f"The TRF file has 9,999 player lines (001); SwissPair pairs and ranks at most {MAX_PLAYERS:,} players" in err
    assert cli("check", str(path))[0] == cli("standings", str(path))[0] == 4


def test_a_9999_player_file_with_cr_line_ends_is_refused_up_front_too(tmp_path):
    """Found by fuzzing with mixed line ends: the limit counted player lines after LF alone, so a file of CR line
    ends (which the reader takes) had none and its 9,999 players were paired, past 40 s and 800 MB."""
    for name, text in (("cr.trf", players_file(9999).replace("\n", "\r")),
                       ("mixed.trf", "\ufeff" + players_file(9999).replace("\n", "\r", 5000))):
        path = tmp_path / name
        path.write_text(text, newline="")
        started = time.monotonic()
        code, out, err = cli("pair", str(path))
        assert time.monotonic() - started < 5
        assert (code, out) == (4, "") and "The TRF file has 9,999 player lines (001)" in err, name


def test_bbppairings_command_line_refuses_a_file_beyond_the_limits_with_its_exit_code_4(tmp_path):
    """Found by fuzzing: `--dutch FILE -p` and `-c` read the file without the limits the other commands apply, and
    paired 9,999 players for minutes; refused now as bbpPairings refuses what its build cannot hold (exit 4)."""
    path = tmp_path / "large.trf"
    path.write_text(players_file(MAX_PLAYERS + 1))
    for args in (("--dutch", str(path), "-p"), ("--dutch", str(path), "-c"), ("--team", str(path), "-c")):
        started = time.monotonic()
        code, out, err = cli(*args)
        assert time.monotonic() - started < 5
        assert (code, out) == (4, ""), args
        assert f"at most {MAX_PLAYERS:,} players in one event" in err, args


def test_the_generator_refuses_an_event_beyond_the_limits_naming_the_line(tmp_path):
    config = tmp_path / "rtg.txt"
    for text, said in (("RoundsNumber=9\nPlayersNumber=9999\n", "line 2: 9,999 players: SwissPair pairs at most 2,000"),
                       ("PlayersNumber=1500\nRoundsNumber=30\n", "line 1: 1,500 players and 30 rounds: 45,000 "
                                                                 "player-rounds; SwissPair handles at most 30,000")):
        config.write_text(text)
        code, out, err = cli("--dutch", "-g", str(config), "-o", str(tmp_path / "out.trf"), "-s", "1")
        assert (code, out) == (4, "") and said in err, text
        assert not (tmp_path / "out.trf").exists()


def test_a_file_larger_than_any_trf_is_refused_unread(tmp_path):
    """Found by fuzzing the command line: a mutated file of 2.5 GB was read whole (5 GB of memory) before its length
    was checked; a file past the bytes 2,000,000 characters can take is refused after reading that many."""
    path = tmp_path / "huge.trf"
    with open(path, "wb") as f:
        f.seek(MAX_TRF_BYTES + 10)
        f.write(b"\n")
    for args in (("pair", str(path)), ("check", str(path)), ("standings", str(path)), ("--dutch", str(path), "-c"),
                 ("--team", str(path), "-p")):
        code, out, err = cli(*args)
        assert (code, out) == (4, ""), args
        assert f"more than {MAX_TRF_BYTES:,} bytes" in err, args
