"""text_procedure.py (C.04.6 §3.3.2-3.6 as the text words it) against gacrux (gacrux_oracle.py), the FIDE Technical
Commission's pairing checker, which pairs C.04.6 (2026) top-down by the same §3.3.2 procedure: so the oracle the
engine is checked with is itself checked against FIDE's tool, on the dev corpus. Compared: the set of matches and
the PAB (colours are §4, not the oracle's).

On the rounds the text can enumerate (brackets of at most 12 teams) the two pair alike, with the four readings of
what goes into the procedure that gacrux takes as the text does, and the engine (whose `read_round` and
`colours.preference` the oracle reads) with them:

* C1 (§2.1.1): a forfeited match is no meeting (C.04.2 Art. 3.5: "Two paired participants, who did not play their
  game or match, may be paired together in a future round");
* §1.5 (for C7 and C10): only a team that played an opponent with another score is a floater, not one that scored
  the previous round without playing (the PAB, a forfeit win, a half-point bye);
* C6 (§2.3.3): the following scoregroup is the next score among all the round's teams, and C6 holds when its teams
  are all upfloaters already ("unless all the teams in the following scoregroup became or are upfloaters");
* §1.7.2 (Type B, the last round): CD 0 after two matches of one colour is a strong preference; "no (Type B) colour
  preference [...] when its CD is zero when pairing for the last round" closes the mild clauses.

CI checks a fixed sample (every 30th file and four where the rarer readings decide a round); `pytest -m slow` the
rest.
"""

import os

import pytest

from swisspair.systems.teams.swiss.scores import rounds_played
from swisspair.replay import truncate_team
from swisspair.trf import read_team_trf
from tests.corpus_location import TEAM_DEV
from tests.systems.teams.swiss.gacrux_oracle import gacrux_input, gacrux_pairing
from tests.systems.teams.swiss.text_procedure import TooLarge, pair_by_the_text

pytest.importorskip("gacrux.pairingchecker", reason="gacrux (requirements-test.txt) is the oracle")

DEV_FILES = sorted(f for f in os.listdir(TEAM_DEV) if f.endswith(".trf"))
RARE = {"team_000014.trf", "team_000129.trf", "team_000536.trf", "team_000563.trf"}  # C6, 1.7.2
SAMPLE = sorted(set(DEV_FILES[::30]) | RARE)  # a fixed few and every rare reading in CI; the rest with -m slow
REST = [f for f in DEV_FILES if f not in SAMPLE]


def _check_file(name, tmp_path):
    with open(TEAM_DEV / name, encoding="utf-8") as f:
        text = f.read()
    event = read_team_trf(text).tournament
    for number in range(1, rounds_played(event) + 1):
        try:
            ours = pair_by_the_text(truncate_team(event, number))
        except TooLarge:
            continue
        path = tmp_path / f"round{number}.trf"
        path.write_text(gacrux_input(text, event, number), encoding="latin-1")
        pairs, bye = gacrux_pairing(path)
        assert (ours.pairs, ours.bye) == ({frozenset(p) for p in pairs}, bye), (name, number)


@pytest.mark.parametrize("name", SAMPLE)
def test_dev_sample_the_text_pairs_as_gacrux(name, tmp_path):
    _check_file(name, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", REST)
def test_dev_rest_the_text_pairs_as_gacrux(name, tmp_path):
    _check_file(name, tmp_path)
