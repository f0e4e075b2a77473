"""The generators and checkers of SwissPair, bbpPairings and gacrux run against each other: prints figures.

    .venv/bin/python tools/endorsement_crossrun.py [--seeds 20] [--config RTG.txt] [--bbp PATH] [--team-corpus]

For each seed:
- bbpPairings generates an event (`--dutch -g CONFIG -o F -s SEED`); both checkers check it (`--dutch F -c`);
- SwissPair generates one (`python3 -m swisspair --dutch -g CONFIG -o F -s SEED`); both checkers check it;
- SwissPair generates a team event (`--team -g -o F -s SEED`); SwissPair's checker and gacrux's
  (`python -m gacrux.pairingchecker -i F -c`) check it;
- and the planted-fault files of the seed (tests/helpers/planted_faults.py) go to the same checkers.
With --team-corpus, the 120 files of tests/corpus/team2026/dev go to SwissPair's and gacrux's checkers too.
With --features, SwissPair's generator also makes one event per seed for each of the configurations in FEATURES (the
keys FIDE's check-list asks for beyond bbpPairings' own: full-point and zero-point byes, unusual results, Baku
acceleration, per-round settings, all at once), and both checkers check it; and one team event per seed for each of
TEAM_FEATURES (requested team byes, whole-match forfeits, per-round settings), checked by SwissPair's and gacrux's
checkers; --features-only runs just those.

A round's verdict is "as the file" or "otherwise" (a discrepancy listed, or no valid pairing). The figures: rounds
whose verdicts agree between the two checkers, and the rounds each checker finds paired otherwise. The default
configuration is a small one (40 players, 9 rounds, forfeits, withdrawals, half-point byes); `--config none` lets
bbpPairings draw its own sizes (up to 215 players and 15 rounds, slow in the Python engine).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "py"))
sys.path.insert(0, ROOT)

from swisspair.endorsement import main as swisspair  # noqa: E402
from tests.helpers.planted_faults import planted_set  # noqa: E402

BBP = "/work/scratch/bbp/src/bbpPairings.exe"
CONFIG = "PlayersNumber=40\nRoundsNumber=9\nForfeitRate=25\nRetiredRate=20\nHalfPointByeRate=15\n"
# Each on top of CONFIG (rtg_config.py says what each key means).
FEATURES = {
    "full-point byes": "FullPointByeRate=5\nFullPointByeCount@3=2\n",
    "zero-point byes": "ZeroPointByeRate=6\nZeroPointByeCount@5=3\n",
    "unusual results": "DoubleForfeitRate=25\nHalfZeroRate=15\nZeroZeroRate=30\nForfeitCount=3\n",
    "Baku acceleration": "Acceleration=Baku\n",
    "per-round settings": ("DrawPercentage@2=90\nForfeitRate@3=25%\nHalfPointByeRate@4=20%\nHalfZeroCount@6=2\n"
                           "ZeroZeroRate@7=10\nFullPointByeCount@8=3\nDoubleForfeitCount@9=2\n"),
    "all at once": ("FullPointByeRate=8\nZeroPointByeCount=4\nDoubleForfeitRate=30\nHalfZeroRate=20\n"
                    "ZeroZeroRate=40\nAcceleration=Baku\nForfeitRate@2=10%\nHalfPointByeCount@3=3\n"
                    "Tiebreaks=BH/C1,SB,DE\n"),
}
TEAM_CONFIG = "TeamsNumber=14\nBoardsNumber=4\nRoundsNumber=7\nForfeitRate=20\nRetiredRate=15\n"
# Each on top of TEAM_CONFIG, for SwissPair's team generator, checked by SwissPair's and gacrux's checkers.
TEAM_FEATURES = {
    "team half-point byes": "HalfPointByeRate=6\nHalfPointByeCount@3=2\n",
    "team full-point byes": "FullPointByeRate=8\nFullPointByeCount@4=1\n",
    "team zero-point byes": "ZeroPointByeRate=8\nZeroPointByeCount@5=2\n",
    "whole-match forfeits": "MatchForfeitRate=10\nMatchForfeitCount@2=2\n",
    "team per-round settings": ("DrawPercentage@2=90\nForfeitRate@3=25%\nMatchForfeitRate@4=30%\n"
                                "HalfPointByeRate@5=20%\nZeroPointByeCount@6=1\n"),
    "team all at once": ("HalfPointByeRate=10\nFullPointByeCount=2\nZeroPointByeRate=12\nMatchForfeitRate=12\n"
                         "DrawPercentage@2=80\nForfeitRate@3=10%\nMatchForfeitCount@5=1\nHalfPointByeCount@6=1\n"),
}


def _rounds(text: str, head: re.Pattern) -> dict[int, bool]:
    """Round number: whether the checker listed anything under it (paired otherwise)."""
    verdicts, current = {}, None
    for line in text.replace("\r", "\n").split("\n"):
        found = head.search(line)
        if found:
            current = int(found.group(1))
            verdicts[current] = False
        elif current is not None and line.strip() and not line.startswith("Check:"):
            verdicts[current] = True
    return verdicts


BBP_HEAD = re.compile(r": Round #(\d+)$")
GACRUX_HEAD = re.compile(r"^=+ Round #(\d+) =+$")


def ours(system: str, path: str) -> dict[int, bool] | str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = swisspair([system, path, "-c"])
    return _rounds(out.getvalue(), BBP_HEAD) if code == 0 else f"exit {code}"


def bbp(bbp_path: str, path: str) -> dict[int, bool] | str:
    done = subprocess.run([bbp_path, "--dutch", path, "-c"], capture_output=True, text=True)
    return _rounds(done.stdout, BBP_HEAD) if done.returncode == 0 else f"exit {done.returncode}"


def gacrux(path: str) -> dict[int, bool] | str:
    done = subprocess.run([sys.executable, "-m", "gacrux.pairingchecker", "-i", path, "-c", "-F", "TXT"],
                          capture_output=True, text=True)
    return _rounds(done.stdout, GACRUX_HEAD) if done.returncode == 0 else f"exit {done.returncode}"


class Tally:
    def __init__(self, name: str):
        self.name, self.files, self.rounds, self.agree = name, 0, 0, 0
        self.otherwise = [0, 0]
        self.unread: list[str] = []
        self.differ: list[str] = []

    def add(self, label: str, a, b) -> None:
        self.files += 1
        if isinstance(a, str) or isinstance(b, str):
            self.unread.append(f"{label}: {a if isinstance(a, str) else 'read'} / {b if isinstance(b, str) else 'read'}")
            return
        for k in sorted(set(a) | set(b)):
            self.rounds += 1
            self.otherwise[0] += a.get(k, False)
            self.otherwise[1] += b.get(k, False)
            if a.get(k) == b.get(k):
                self.agree += 1
            else:
                self.differ.append(f"{label} round {k}: SwissPair {'otherwise' if a.get(k) else 'as the file'}, "
                                   f"other {'otherwise' if b.get(k) else 'as the file'}")

    def report(self) -> None:
        print(f"{self.name}: {self.files} files, {self.rounds} rounds, verdicts agree on {self.agree}; paired "
              f"otherwise: SwissPair {self.otherwise[0]}, the other {self.otherwise[1]}; unread {len(self.unread)}")
        for line in self.unread + self.differ:
            print(f"  {line}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--config", default=None, help="an RTG configuration file, or none for bbpPairings' own")
    parser.add_argument("--bbp", default=BBP)
    parser.add_argument("--team-corpus", action="store_true")
    parser.add_argument("--features", action="store_true", help="also the configurations of FEATURES")
    parser.add_argument("--features-only", action="store_true", help="only the configurations of FEATURES")
    args = parser.parse_args(argv)
    tallies = {key: Tally(name) for key, name in (
        ("bbp-made", "bbpPairings' generator, SwissPair's checker vs bbpPairings'"),
        ("ours-made", "SwissPair's generator, SwissPair's checker vs bbpPairings'"),
        ("team-made", "SwissPair's team generator, SwissPair's checker vs gacrux's"),
        ("planted", "planted faults (individual), SwissPair's checker vs bbpPairings'"),
        ("planted-team", "planted faults (team), SwissPair's checker vs gacrux's"),
        ("team-corpus", "tests/corpus/team2026/dev, SwissPair's checker vs gacrux's"))}
    features = {name: Tally(f"SwissPair's generator, {name}, SwissPair's checker vs bbpPairings'") for name in FEATURES}
    features.update({name: Tally(f"SwissPair's team generator, {name}, SwissPair's checker vs gacrux's")
                     for name in TEAM_FEATURES})
    with tempfile.TemporaryDirectory() as work:
        config = []
        if args.config != "none":
            config = [args.config] if args.config else [os.path.join(work, "rtg.txt")]
            if not args.config:
                with open(config[0], "w") as f:
                    f.write(CONFIG)
        for seed in range(1, args.seeds + 1):
            if args.features or args.features_only:
                _features(features, work, seed, args.bbp)
            if args.features_only:
                continue
            made = os.path.join(work, f"bbp-{seed}.trf")
            subprocess.run([args.bbp, "--dutch", "-g", *config, "-o", made, "-s", str(seed)], check=True)
            tallies["bbp-made"].add(f"bbp seed {seed}", ours("--dutch", made), bbp(args.bbp, made))
            made = os.path.join(work, f"ours-{seed}.trf")
            code = swisspair(["--dutch", "-g", *config, "-o", made, "-s", str(seed)])
            if code == 0:
                tallies["ours-made"].add(f"ours seed {seed}", ours("--dutch", made), bbp(args.bbp, made))
            made = os.path.join(work, f"team-{seed}.trf")
            if swisspair(["--team", "-g", "-o", made, "-s", str(seed)]) == 0:
                tallies["team-made"].add(f"team seed {seed}", ours("--team", made), gacrux(made))
            for planted in planted_set([seed]):
                path = os.path.join(work, f"{planted.name}.trf")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(planted.text)
                if planted.name.startswith("team"):
                    tallies["planted-team"].add(planted.name, ours("--team", path), gacrux(path))
                else:
                    tallies["planted"].add(planted.name, ours("--dutch", path), bbp(args.bbp, path))
        if args.team_corpus:
            corpus = os.path.join(ROOT, "tests", "corpus", "team2026", "dev")
            for name in sorted(os.listdir(corpus)):
                if name.endswith(".trf"):
                    path = os.path.join(corpus, name)
                    tallies["team-corpus"].add(name, ours("--team", path), gacrux(path))
    for tally in [*tallies.values(), *features.values()]:
        if tally.files:
            tally.report()
    return 0


def _features(features: dict[str, Tally], work: str, seed: int, bbp_path: str) -> None:
    runs = [("--dutch", name, CONFIG + lines) for name, lines in FEATURES.items()] + [
        ("--team", name, TEAM_CONFIG + lines) for name, lines in TEAM_FEATURES.items()]
    for n, (system, name, text) in enumerate(runs):
        config, made = os.path.join(work, f"feature-{n}.txt"), os.path.join(work, f"feature-{n}-{seed}.trf")
        with open(config, "w") as f:
            f.write(text)
        code = swisspair([system, "-g", config, "-o", made, "-s", str(seed)])
        if code == 0:
            other = bbp(bbp_path, made) if system == "--dutch" else gacrux(made)
            features[name].add(f"{name} seed {seed}", ours(system, made), other)
        else:
            features[name].files += 1
            features[name].unread.append(f"{name} seed {seed}: not generated, exit {code}")


if __name__ == "__main__":
    sys.exit(main())
