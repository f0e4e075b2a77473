"""The command line refuses a file beyond the engine's limits (limits.py) before any work, with exit code 4 (as
bbpPairings' size limit) and a message that says the limit: a 9,999-player file took over 300 s and 2.6 GB to pair."""

import time

from swisspair.limits import MAX_PLAYERS
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
