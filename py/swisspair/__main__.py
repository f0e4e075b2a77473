"""Command line: `python -m swisspair pair FILE.trf [--explain]`, `check FILE.trf...`, `bench [options]`,
`standings FILE.trf --tiebreaks BH/C1,BH,SB [--edition 2024|2026] [--json] [--explain TPN]`; and bbpPairings'
own, `--dutch FILE -p [OUT]`, `--dutch FILE -c`, `--dutch -g [CONFIG] -o OUT [-s SEED]` and the same with `--team`
(endorsement.py).

`pair` and `check` also take team events (a `192 FIDE_TEAM...` code): they are paired by FIDE C.04.6.

Exit codes: 0 done; 1 no valid pairing exists (the blocking criterion is named); 3 invalid input (the line,
the column and what was expected); 4 a file beyond the limits the engine answers in seconds (limits.py: players,
player-rounds, characters), refused before it is paired, as bbpPairings' 4 is its size limit. Bad input never
produces a traceback.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys

from .document.errors import EventError
from .document.from_trf import check_trf_size, check_trf_work, read_trf_bytes
from .systems.dutch.explain import explain
from .systems.dutch.pairing import PairingError, format_pairing, pair_round
from .declared_ranks import rank_faults, team_ranks
from .file_faults import Fault, colour_only, player_faults, team_faults
from .replay import check_team_event, check_tournament, paired_rounds
from .systems.teams.swiss import pair_next_round
from .systems.teams.swiss.explain import explain as explain_team
from .systems.teams.swiss.explain import format_pairing as format_team_pairing
from .fide_rating.change import as_json as change_json, event_year, rating_changes
from .standings import as_json, compute_standings, compute_team_standings, format_explanation, format_standings
from .tiebreaks import DEFAULT_EDITION, EDITIONS, UnknownTiebreak
from .trf import TeamTrfFile, TrfError, TrfFile, decode_trf, encoding_note, is_team_file, read_any_trf
from .trf.header import read_details
from .trf.reading import trf_lines

EXIT_OK, EXIT_NO_PAIRING, EXIT_INVALID, EXIT_SIZE = 0, 1, 3, 4


def _decoded(path: str) -> tuple[str, str | None]:
    """A file's text and the encoding its bytes were decoded with."""
    try:
        with open(path, "rb") as f:
            return decode_trf(read_trf_bytes(f))
    except OSError as exc:
        raise TrfError(0, 0, f"cannot read {path}: {exc.strerror}") from None


def _read(path: str, text: str, encoding: str | None, rounds: int | None = None) -> TrfFile | TeamTrfFile:
    """A TRF file read by the reader of its kind, as the page and the bridge read it; what was read as meant or
    assumed is said on stderr. `rounds`: the number of rounds, for an individual event's file that does not give
    it (a team event's is checked by _pair_team)."""
    check_trf_size(text)  # before any work: a 9,999-player file took minutes and gigabytes to pair
    read = read_any_trf(text)
    check_trf_work(read.tournament)
    if rounds is not None and isinstance(read, TrfFile):
        t = read.tournament
        if t.total_rounds not in (None, rounds):
            raise TrfError(0, 0, f"the file says the event has {t.total_rounds} rounds (its 142 or XXR line), not {rounds}")
        t.total_rounds = rounds
    for note in filter(None, [encoding_note(encoding), *read.notes]):
        print(f"{path}: {note['text']}", file=sys.stderr)
    return read


def _pair_team(read: TeamTrfFile, args) -> int:
    event = read.tournament
    settings = event.teams.settings
    if args.rounds is not None:
        if settings.total_rounds not in (None, args.rounds):
            raise TrfError(0, 0, f"the file says the event has {settings.total_rounds} rounds (its 142 line), "
                           f"not {args.rounds}")
        event.teams.settings = dataclasses.replace(settings, total_rounds=args.rounds)
    if event.teams.settings.total_rounds is None:
        raise TrfError(0, 0, "the file does not say how many rounds the event has (no 142 line): give the number "
                       "with --rounds N")
    pairing = pair_next_round(event)
    return _show(format_team_pairing(pairing), explain_team(pairing) if args.explain else None)


def _show(pairing: str, explanation: str | None) -> int:
    print(pairing)
    if explanation is not None:
        print()
        print(explanation)
    return EXIT_OK


def _check_team(path: str, read: TeamTrfFile) -> tuple[int, int]:
    """Replay every round of a team event; print each round that differs and why. Returns (passed, failed)."""
    passed = failed = 0
    checks = check_team_event(read.tournament)
    faults = team_faults(read.tournament, len(checks))
    for check in checks:
        if check.ok:
            passed += 1
            continue
        failed += 1
        recorded = " ".join(f"{w}-{b}" for w, b in check.expected.matches)
        recorded += f" bye {check.expected.bye}" if check.expected.bye is not None else ""
        if check.actual is None:
            actual = f"no valid pairing: {check.error}"
        else:
            actual = " ".join(f"{w}-{b}" for w, b in check.actual.matches)
            actual += f" bye {check.actual.bye}" if check.actual.bye is not None else ""
        _differs(path, check.round, recorded, actual)
        engine = set(check.actual.matches) if check.actual is not None else set()
        _why(path, check.round, faults, set(check.expected.matches), engine, "C.04.6 §4")
    return passed, failed


def _why(path: str, number: int, faults: list[Fault], recorded: set, engine: set, colour_rules: str) -> None:
    """The rule the file's round breaks, or its colours when the engine pairs the same teams the other way."""
    named = [f for f in faults if f.round == number]
    for fault in named:
        print(f"{path}: round {number}: {fault.rule}: {fault.text}")
    if not named:
        for white, black in colour_only(recorded, engine):
            print(f"{path}: round {number}: colours: {white}-{black} has the colours the other way round "
                  f"({colour_rules})")


def _check_ranks(path: str, text: str, read: TrfFile | TeamTrfFile) -> int:
    """Print where the file's final ranks contradict its points and declared tie-breaks; returns 1 if they do.
    A file whose XXC line says `rank` uses the rank column to order its players, not as standings."""
    if any(line[:3] == "XXC" and "rank" in line[3:].lower() for _, line in trf_lines(text)):
        return 0
    event = read.tournament
    team = isinstance(read, TeamTrfFile)
    declared = team_ranks(read.team_lines) if team else {p.number: p.rank for p in event.players}
    if not any(declared.values()):
        return 0
    try:
        faults = rank_faults(event, declared)
    except UnknownTiebreak as exc:
        print(f"{path}: the ranks are not checked: {exc}", file=sys.stderr)
        return 0
    for fault in faults:
        print(f"{path}: rank: {fault.describe('team' if team else 'player')}")
    return 1 if faults else 0


def _differs(path: str, number: int, recorded: str, actual: str) -> None:
    print(f"{path}: round {number} differs")
    print(f"  file:   {recorded}")
    print(f"  engine: {actual}")


def _pair(args) -> int:
    read = _read(args.file, *_decoded(args.file), args.rounds)
    if isinstance(read, TeamTrfFile):
        return _pair_team(read, args)
    tournament = read.tournament
    if tournament.total_rounds is None:
        raise TrfError(0, 0, "the file does not say how many rounds the event has (no 142 or XXR line): give the "
                       "number with --rounds N")
    pairing = pair_round(tournament)
    return _show(format_pairing(pairing), explain(pairing) if args.explain else None)


def _check(args) -> int:
    """Replay every round of each file, and check its final ranks; with several files, one line per file that
    differs. A team file the reader refuses does not stop the check of the others, but the exit is 3 (invalid)."""
    passed = failed = 0
    unreadable = False
    for path in _trf_files(args.files):
        args.file = path
        text = None
        try:
            text, encoding = _decoded(path)
            read = _read(path, text, encoding)
        except TrfError as exc:  # one team file the reader refuses does not stop the check of the others
            if text is not None and not is_team_file(text):
                raise
            print(f"{path}: cannot be replayed as a team event: invalid TRF: {exc}")
            unreadable = True
            continue
        failed += _check_ranks(path, text, read)
        if isinstance(read, TeamTrfFile):
            done, wrong = _check_team(path, read)
            passed, failed = passed + done, failed + wrong
            continue
        checks = check_tournament(read.tournament, read.pending)
        faults = player_faults(read.tournament, paired_rounds(read.tournament))
        for check in checks:
            if check.ok:
                passed += 1
                continue
            failed += 1
            _differs(path, check.round, _describe(check.expected), check.error or _describe(check.actual))
            engine = set(check.actual.boards) if check.actual is not None else set()
            _why(path, check.round, faults, set(check.expected.boards), engine, "C.04.3 Art. 5")
    print(f"{passed} passed, {failed} failed")
    return EXIT_INVALID if unreadable else EXIT_OK if not failed else EXIT_NO_PAIRING


def _standings(args) -> int:
    """Standings with the tie-breaks in the order given; --json for programs, --explain for one player. A team
    event's file (TRF-2026 team records) lists its teams, by the team tie-breaks."""
    codes = [code for code in args.tiebreaks.split(",") if code.strip()] if args.tiebreaks else []
    read = _read(args.file, *_decoded(args.file))
    team = isinstance(read, TeamTrfFile)
    try:
        if team:
            standings = compute_team_standings(read.tournament, codes, args.edition)
        else:
            standings = compute_standings(read.tournament, codes, args.edition)
    except UnknownTiebreak as exc:
        print(f"swisspair standings: {exc}", file=sys.stderr)
        return EXIT_INVALID
    if args.json:
        rows = as_json(standings)
        if not team:  # each player's rating change by FIDE B.02, K derived (a file gives none)
            year = event_year(read_details(read.tournament.other_lines).get("start_date"))
            changes = rating_changes(read.tournament, year=year)
            rows = [{**row, **change_json(changes[row["tpn"]])} for row in rows]
        print(json.dumps(rows, ensure_ascii=False))
    else:
        print(format_standings(standings))
    if args.explain is not None:
        if all(row.tpn != args.explain for row in standings.rows):
            print(f"{args.file}: there is no {'team' if team else 'player'} {args.explain}",
                  file=sys.stderr)
            return EXIT_INVALID
        print()
        print(format_explanation(standings, args.explain))
    return EXIT_OK


def _trf_files(paths: list[str]) -> list[str]:
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, name) for name in os.listdir(path) if name.endswith(".trf"))
        else:
            files.append(path)
    return files


def _describe(result) -> str:
    boards = " ".join(f"{w}-{b}" for w, b in sorted(result.boards + result.uncoloured))
    return boards + (f" bye {result.bye}" if result.bye is not None else "")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["-r"], ["--dutch"], ["--team"]):
        from .endorsement import main as endorsement  # bbpPairings' command line, FIDE's endorsement runs it

        return endorsement(argv)
    if argv[:1] == ["bench"]:
        from .bench import main as bench  # its own options; it prints figures and checks nothing

        return bench(argv[1:])
    parser = argparse.ArgumentParser(prog="swisspair", description="FIDE Dutch pairings (2026 rules) from TRF files.")
    commands = parser.add_subparsers(dest="command", required=True)
    pair = commands.add_parser("pair", help="pair the next round of a TRF file")
    pair.add_argument("file")
    pair.add_argument("--explain", action="store_true", help="say why: floaters, the bye, colour rules")
    pair.add_argument("--rounds", type=int, metavar="N", help="the number of rounds, for a file without 142 or XXR")
    pair.set_defaults(run=_pair)
    check = commands.add_parser("check", help="replay every round of TRF files (or folders) and compare")
    check.add_argument("files", nargs="+")
    check.set_defaults(run=_check)
    standings = commands.add_parser("standings", help="the standings of a TRF file (players, or a team event's "
                                    "teams) with tie-breaks")
    standings.add_argument("file")
    standings.add_argument("--tiebreaks", default="", help="codes in order, e.g. BH/C1,BH,SB (BH-C1 also reads)")
    standings.add_argument("--edition", choices=EDITIONS, default=DEFAULT_EDITION,
                           help=f"edition of FIDE C.07 (default {DEFAULT_EDITION})")
    standings.add_argument("--json", action="store_true", help="print JSON: tpn, points, rank, tiebreaks")
    standings.add_argument("--explain", type=int, metavar="TPN", help="say how each value of one player was computed")
    standings.set_defaults(run=_standings)
    commands.add_parser("bench", help="time the pairing of round 5 of 9 by number of players (--help for options)")
    args = parser.parse_args(argv)
    args.file = getattr(args, "file", None)
    try:
        return args.run(args)
    except TrfError as exc:
        print(f"{args.file}: invalid TRF: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except EventError as exc:  # only the size checks raise it here
        print(f"{args.file}: {exc.message}", file=sys.stderr)
        return EXIT_SIZE
    except PairingError as exc:
        code = EXIT_INVALID if exc.rule == "input" else EXIT_NO_PAIRING
        print(f"{args.file}: no valid pairing: {exc}" if code == EXIT_NO_PAIRING else f"{args.file}: {exc}",
              file=sys.stderr)
        return code


if __name__ == "__main__":
    sys.exit(main())
