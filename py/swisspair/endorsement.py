"""bbpPairings' command line, which FIDE's endorsement of a pairing program runs (C.04.A): its Free Pairings
Checker and Random Tournament Generator, for the Dutch system and, the same way, for C.04.6 team events.

    python3 -m swisspair (--dutch | --team) FILE -p [OUT]            pair the next round (to OUT, or stdout)
    python3 -m swisspair (--dutch | --team) FILE -c                  check every round of a finished file
    python3 -m swisspair (--dutch | --team) -g [CONFIG] -o OUT [-s SEED]   generate a random tournament

`-p` prints bbpPairings' lines: the number of pairs, then `WHITE BLACK`, the bye as `N 0`; an OUT without a folder
goes beside FILE, as bbpPairings puts it. `-c` prints `NAME: Round #k` for every round and, under a round the
checker pairs otherwise, the checker's pairs beside the file's (or `No valid pairing exists for round k.`), as
bbpPairings' checker does; a discrepancy is the report, not an error (exit 0). `-g` reads the configuration as
rtg_config.py says; the 012 line names the seed.

Exit codes, bbpPairings': 0 done; 1 no valid pairing (`-p`; `-g`, a round the generator could not pair); 3 an
invalid request or file; 4 a file or a configuration beyond the limits the engine answers in seconds (limits.py),
refused before any pairing, as bbpPairings' 4 is its build's size limit; 5 a file that cannot be read or written.
"""

from __future__ import annotations

import os
import random
import sys

from .declared_ranks import standing_ranks, with_team_ranks
from .document.errors import EventError
from .document.from_trf import check_trf_size, check_trf_work, read_trf_bytes
from .generate import GeneratorError, generate_tournament
from .generate_team import TeamGeneratorError, generate_team_event
from .model import Tournament
from .replay import RoundResult, check_team_event, check_tournament
from .rtg_config import BeyondLimits, ConfigError, declared_tiebreaks, dutch_settings, read_config, team_settings
from .systems.dutch.pairing import PairingError, format_pairing, pair_round
from .systems.teams.swiss import pair_next_round
from .systems.teams.swiss.explain import format_pairing as format_team_pairing
from .trf import TeamTrfFile, TrfError, decode_trf, encoding_note, format_team_trf, format_trf, read_any_trf

EXIT_OK, EXIT_NO_PAIRING, EXIT_INVALID, EXIT_SIZE, EXIT_FILE = 0, 1, 3, 4, 5
SYSTEMS = ("--dutch", "--team")
USAGE = """usage:
  python3 -m swisspair (--dutch | --team) input-file -c
  python3 -m swisspair (--dutch | --team) input-file -p [output-file]
  python3 -m swisspair (--dutch | --team) -g [config-file] -o trf-file [-s random-seed]"""
# The tie-breaks a generated file declares (202) and ranks its players or teams by, unless its configuration
# names others (Tiebreaks).
GENERATED_TIEBREAKS = {"--dutch": "BH/C1,BH,SB", "--team": "BH,ESB"}


class Refused(Exception):
    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code


def main(argv: list[str]) -> int:
    try:
        return _run(argv)
    except Refused as exc:
        print(str(exc), file=sys.stderr)
        return exc.code


def _run(argv: list[str]) -> int:
    if argv[:1] == ["-r"]:
        print("SwissPair (FIDE Dutch 2026 and C.04.6 team pairings)")
        argv = argv[1:]
        if not argv:
            return EXIT_OK
    system, rest = argv[0], argv[1:]
    if system not in SYSTEMS:
        raise Refused(EXIT_INVALID, USAGE)
    if len(rest) == 2 and rest[1] == "-c":
        return _check(system, rest[0])
    if len(rest) in (2, 3) and rest[1] == "-p":
        return _pair(system, rest[0], rest[2] if len(rest) == 3 else None)
    if rest[:1] == ["-g"]:
        config = None
        if len(rest) > 1 and rest[1] != "-o":
            config, rest = rest[1], rest[1:]
        if len(rest) in (3, 5) and rest[1] == "-o" and (len(rest) == 3 or rest[3] == "-s"):
            return _generate(system, config, rest[2], rest[4] if len(rest) == 5 else None)
    if "-l" in rest:
        raise Refused(EXIT_INVALID, "SwissPair writes no checklist file (-l); run `python3 -m swisspair pair FILE "
                                    "--explain` for why a round is paired as it is")
    if len(rest) >= 2 and rest[1] == "-g":
        raise Refused(EXIT_INVALID, "SwissPair generates from a configuration, not from a model file (FILE -g)")
    raise Refused(EXIT_INVALID, USAGE)


def _read(system: str, path: str) -> Tournament:
    try:
        with open(path, "rb") as f:
            text, encoding = decode_trf(read_trf_bytes(f))
    except OSError as exc:
        raise Refused(EXIT_FILE, f"Error reading file {path}: {exc.strerror}") from None
    except EventError as exc:
        raise Refused(EXIT_SIZE, f"{path}: {exc.message}") from None
    try:
        read = read_any_trf(check_trf_size(text))
        check_trf_work(read.tournament)
    except TrfError as exc:
        raise Refused(EXIT_INVALID, f"Error parsing file {path}: {exc}") from None
    except EventError as exc:  # a size limit: before any pairing, as the other commands refuse it
        raise Refused(EXIT_SIZE, f"{path}: {exc.message}") from None
    if isinstance(read, TeamTrfFile) != (system == "--team"):
        raise Refused(EXIT_INVALID, f"Pairing system specified in file {path} does not match command line flag "
                                    f"{system}.")
    for note in filter(None, [encoding_note(encoding), *read.notes]):
        print(f"{path}: {note['text']}", file=sys.stderr)
    return read.tournament


def _pair(system: str, path: str, out: str | None) -> int:
    event = _read(system, path)
    rounds = event.teams.settings.total_rounds if system == "--team" else event.total_rounds
    if rounds is None:
        raise Refused(EXIT_INVALID, f"Error parsing file {path}: the number of rounds is not given (142 or XXR)")
    try:
        text = format_team_pairing(pair_next_round(event)) if system == "--team" else format_pairing(pair_round(event))
    except PairingError as exc:
        if exc.rule == "input":
            raise Refused(EXIT_INVALID, f"Error while pairing {path}: {exc}") from None
        raise Refused(EXIT_NO_PAIRING, f"Error while pairing {path}: No valid pairing exists: {exc}") from None
    if out is None:
        print(text)
        return EXIT_OK
    if not os.path.dirname(out):
        out = os.path.join(os.path.dirname(path), out)
    _write(out, text + "\n")
    return EXIT_OK


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    except OSError as exc:
        raise Refused(EXIT_FILE, f"The output file ({path}) could not be opened: {exc.strerror}") from None


def _check(system: str, path: str) -> int:
    """Each round as bbpPairings' checker reports it."""
    event = _read(system, path)
    name = os.path.splitext(os.path.basename(path))[0]
    for number, differs, error in round_verdicts(event):
        print(f"{name}: Round #{number}")
        if error is not None:
            print(f"No valid pairing exists for round {number}.")
            print()
        elif differs:
            engine, file = differs
            print("  Checker pairings" + " " * 8 + "Tournament pairings ")
            for i in range(max(len(engine), len(file))):
                left = _pair_text(engine[i]) if i < len(engine) else " " * 9
                right = _pair_text(file[i]) if i < len(file) else ""
                print(f"    {left}{' ' * 16}{right}")
            print()
    print()
    return EXIT_OK


def _pair_text(pair: tuple[int, int]) -> str:
    return f"{pair[0]:>3} - {pair[1]:>3}"


def round_verdicts(event: Tournament):
    """(round, None or (the engine's pairs, the file's pairs) where they differ, the engine's refusal) for every
    round: the checker's report of an individual or a team event, pairs as (white, black), a bye as (N, 0)."""
    if event.teams is not None:
        for check in check_team_event(event):
            engine = None if check.actual is None else _pairs(check.actual.matches, check.actual.bye)
            yield check.round, _difference(engine, _pairs(check.expected.matches, check.expected.bye)), check.error
        return
    for check in check_tournament(event):
        engine = None if check.actual is None else _result_pairs(check.actual)
        recorded = _result_pairs(check.expected)
        yield check.round, (None if check.ok else _difference(engine, recorded)), check.error


def _pairs(matches, bye: int | None) -> set[tuple[int, int]]:
    return set(matches) | ({(bye, 0)} if bye is not None else set())


def _result_pairs(result: RoundResult) -> set[tuple[int, int]]:
    return _pairs(result.boards + result.uncoloured, result.bye)


def _difference(engine: set | None, recorded: set) -> tuple[list, list] | None:
    if engine is None or engine == recorded:
        return None
    wrong = sorted(engine - recorded)
    players = {n for pair in wrong for n in pair if n}
    return wrong, sorted(p for p in recorded if players & set(p) and p not in engine)


def _generate(system: str, config_path: str | None, out: str, seed_text: str | None) -> int:
    text = ""
    if config_path is not None:
        try:
            with open(config_path, encoding="utf-8") as f:
                text = f.read()
        except OSError as exc:
            raise Refused(EXIT_FILE, f"Error reading file {config_path}: {exc.strerror}") from None
    if seed_text is None:
        seed = random.SystemRandom().randrange(2**31 - 1)
    elif seed_text.isdigit() and int(seed_text) < 2**32:
        seed = int(seed_text)
    else:
        raise Refused(EXIT_INVALID, f"The seed must be a whole number from 0 to {2**32 - 1}, not {seed_text!r}.")
    try:
        generated = generate_file(system, read_config(text, team=system == "--team"), seed)
    except BeyondLimits as exc:
        raise Refused(EXIT_SIZE, f"Error parsing file {config_path}: {exc}") from None
    except ConfigError as exc:
        raise Refused(EXIT_INVALID, f"Error parsing file {config_path}: {exc}") from None
    except (GeneratorError, TeamGeneratorError) as exc:
        raise Refused(EXIT_NO_PAIRING, f"Error while generating (seed {seed}): {exc}") from None
    _write(out, generated)
    return EXIT_OK


def generate_file(system: str, config, seed: int) -> str:
    """A random tournament's TRF by the configuration and the seed: every round paired by the engine, the final
    ranks by points and the tie-breaks the file declares (202)."""
    declared = f"202 {declared_tiebreaks(config, system == '--team', GENERATED_TIEBREAKS[system])}"
    if system == "--team":
        event = generate_team_event(team_settings(config, seed))
        event.other_lines.append(declared)
        return with_team_ranks(format_team_trf(event, "\n"), standing_ranks(event))
    tournament = generate_tournament(dutch_settings(config, seed))
    tournament.other_lines.append(declared)
    for number, rank in standing_ranks(tournament).items():
        tournament.player(number).rank = rank
    return format_trf(tournament, "\n")
