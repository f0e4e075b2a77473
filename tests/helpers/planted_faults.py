"""Planted faults: files made by SwissPair's own generators from a seed, each either valid or carrying exactly one
deliberate fault in its last round (so that no round after it is disturbed) or in its ranks.

The last round is cut off (the absences known before it kept), paired again by hand with the fault, and played out
by the generator's own `play_round`; points and ranks are then those of the new results, so the fault is the only
thing wrong. A seed whose event offers no place for a fault (say, nobody met twice-eligible opponents) gives no
file of that kind: `planted_set` returns what it could make, and the test counts it.

Individual faults: C1 (a rematch), C2 (a second pairing-allocated bye), C3 (three colours running or a colour
difference of 3), rank (two players' final ranks swapped). Team faults: opponent (two teams meet again, C1),
colour (one match with the colours the other way round), rank (two teams' 310 ranks swapped).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from swisspair.declared_ranks import rank_faults, standing_ranks, with_team_ranks
from swisspair.generate import RoundBoards, generate_tournament, play_round
from swisspair.generate_team import TeamGeneratorSettings, generate_team_event
from swisspair.generate_team import play_round as play_team_round
from swisspair.model import Colour, MatchOutcome, Result, RoundEntry, Tournament
from swisspair.replay import recorded_round, recorded_team_round, truncate, truncate_team
from swisspair.rtg_config import dutch_settings, read_config
from swisspair.trf import format_team_trf, format_trf

INDIVIDUAL_CONFIG = "PlayersNumber=15\nRoundsNumber=6\nForfeitRate=40\nRetiredRate=30\nHalfPointByeRate=20\n"
INDIVIDUAL_FAULTS = ("C1", "C2", "C3", "rank")
TEAM_FAULTS = ("team-opponent", "team-colour", "team-rank")
DECLARED = "202 BH/C1,BH,SB"
TEAM_DECLARED = "202 BH,ESB"


@dataclass(frozen=True)
class Planted:
    name: str
    text: str
    fault: str | None  # None: valid


def planted_set(seeds) -> list[Planted]:
    made = []
    for seed in seeds:
        made += _individual(seed) + _team(seed)
    return made


# -- individual events -----------------------------------------------------------------------------------

def _individual(seed: int) -> list[Planted]:
    settings = dutch_settings(read_config(INDIVIDUAL_CONFIG), seed)
    event = generate_tournament(settings)
    made = [Planted(f"dutch-{seed}-valid", _written(event), None)]
    last = settings.total_rounds
    played = recorded_round(event, last)
    for fault in INDIVIDUAL_FAULTS:
        if fault == "rank":
            text = _swapped_ranks(event)
        else:
            boards = {"C1": _rematch, "C2": _second_bye, "C3": _colour_run}[fault](event, played, last)
            text = None if boards is None else _written(_replayed(event, settings, last, boards))
        if text is not None:
            made.append(Planted(f"dutch-{seed}-{fault}", text, fault))
    return made


def _written(event: Tournament) -> str:
    event = replace(event, other_lines=[*event.other_lines, DECLARED])
    for number, rank in standing_ranks(event).items():
        event.player(number).rank = rank
    return format_trf(event, "\n")


def _replayed(event: Tournament, settings, last: int, boards: RoundBoards) -> Tournament:
    cut = truncate(event, last)
    play_round(cut, settings, random.Random(last), last, boards)
    for player in cut.players:
        player.points = sum(cut.scoring.points(e.result) for e in player.rounds)
    return cut


def _met(event: Tournament, last: int) -> set[frozenset[int]]:
    return {frozenset((p.number, e.opponent)) for p in event.players for e in p.rounds[: last - 1]
            if e.opponent is not None and e.is_played}


def _colours_fine(event: Tournament, last: int, number: int, colour: Colour) -> bool:
    """Whether `colour` in the last round leaves the player within C.04.1 f/g (told here without the checker)."""
    colours = [e.colour for e in event.player(number).rounds[: last - 1] if e.is_played] + [colour]
    run = len(colours) >= 3 and colours[-1] == colours[-2] == colours[-3]
    return not run and abs(2 * colours.count(Colour.WHITE) - len(colours)) <= 2


def _seated(event: Tournament, last: int, a: int, b: int) -> tuple[int, int] | None:
    """a and b as (white, black) the way round that gives neither an illegal colour sequence."""
    for white, black in ((a, b), (b, a)):
        if _colours_fine(event, last, white, Colour.WHITE) and _colours_fine(event, last, black, Colour.BLACK):
            return white, black
    return None


def _rematch(event: Tournament, played, last: int) -> RoundBoards | None:
    """Two boards a-b, c-d become a-c (who met before) and b-d (who did not), colours legal."""
    met = _met(event, last)
    boards = list(played.boards)
    for i, (a, b) in enumerate(boards):
        for j, (c, d) in enumerate(boards[i + 1:], i + 1):
            if frozenset((a, c)) in met and frozenset((b, d)) not in met:
                first, second = _seated(event, last, a, c), _seated(event, last, b, d)
                if first and second:
                    rest = [x for k, x in enumerate(boards) if k not in (i, j)]
                    return RoundBoards(rest + [first, second], played.bye)
    return None


def _second_bye(event: Tournament, played, last: int) -> RoundBoards | None:
    """A player who had the PAB before gets it again; their opponent plays the round's bye player instead."""
    if played.bye is None:
        return None
    met = _met(event, last)
    earlier = {p.number for p in event.players if any(e.result is Result.PAIRING_BYE for e in p.rounds[: last - 1])}
    for i, (white, black) in enumerate(played.boards):
        for x, y in ((white, black), (black, white)):
            pair = _seated(event, last, y, played.bye)
            if x in earlier and frozenset((y, played.bye)) not in met and pair:
                return RoundBoards([b for k, b in enumerate(played.boards) if k != i] + [pair], x)
    return None


def _colour_run(event: Tournament, played, last: int) -> RoundBoards | None:
    """One board with the colours the other way round, where that gives a player a third colour running or a
    colour difference of 3 (a player who is no topscorer)."""
    top = event.scoring.win * last // 2
    for i, (white, black) in enumerate(played.boards):
        for player, new in ((white, Colour.BLACK), (black, Colour.WHITE)):
            p = event.player(player)
            if sum(event.scoring.points(e.result) for e in p.rounds[: last - 1]) > top:
                continue
            other = black if player == white else white
            if not _colours_fine(event, last, player, new) and _colours_fine(event, last, other, new.opposite):
                return RoundBoards([b for k, b in enumerate(played.boards) if k != i] + [(black, white)], played.bye)
    return None


def _swapped_ranks(event: Tournament) -> str | None:
    """Two players next to each other in the standings, the first ahead of the second by points or a tie-break,
    with their ranks swapped."""
    ranked = replace(event, other_lines=[*event.other_lines, DECLARED])
    order = sorted(standing_ranks(ranked).items(), key=lambda item: item[1])
    text = _written(event)
    for (a, rank_a), (b, rank_b) in zip(order, order[1:]):
        if _ahead(ranked, a, b):
            lines = text.split("\n")
            for i, line in enumerate(lines):
                if line[:3] == "001" and int(line[4:8]) in (a, b):
                    rank = rank_b if int(line[4:8]) == a else rank_a
                    lines[i] = line[:85] + f"{rank:>4}" + line[89:]
            return "\n".join(lines)
    return None


def _ahead(event: Tournament, a: int, b: int) -> bool:
    """Whether a stands ahead of b by points or a declared tie-break, not only by rating."""
    return bool(rank_faults(event, {a: 2, b: 1}))


# -- team events -----------------------------------------------------------------------------------------

def _team(seed: int) -> list[Planted]:
    settings = TeamGeneratorSettings(teams=9, boards=4, total_rounds=6, seed=seed, forfeit_rate=0.05,
                                     retired_share=0.1, code="FIDE_TEAM_TYPEA_MP")
    event = generate_team_event(settings)
    made = [Planted(f"team-{seed}-valid", _team_written(event), None)]
    last = settings.total_rounds
    played = recorded_team_round(event, last)
    met = {frozenset((t.number, r.opponent)) for t in event.teams.teams for r in t.rounds[: last - 1]
           if r.outcome is MatchOutcome.PLAYED}
    matches = list(played.matches)
    for i, (a, b) in enumerate(matches):
        others = [(j, m) for j, m in enumerate(matches) if j > i]
        found = next(((j, (c, d)) for j, (c, d) in others
                      if frozenset((a, c)) in met and frozenset((b, d)) not in met), None)
        if found:
            j, (c, d) = found
            rest = [m for k, m in enumerate(matches) if k not in (i, j)]
            made.append(Planted(f"team-{seed}-opponent",
                                _team_written(_team_replayed(event, settings, last, rest + [(a, c), (b, d)],
                                                             played.bye)), "team-opponent"))
            break
    if matches:
        flipped = [(matches[0][1], matches[0][0])] + matches[1:]
        made.append(Planted(f"team-{seed}-colour",
                            _team_written(_team_replayed(event, settings, last, flipped, played.bye)), "team-colour"))
    text = _team_swapped_ranks(event)
    if text is not None:
        made.append(Planted(f"team-{seed}-rank", text, "team-rank"))
    return made


def _team_written(event: Tournament) -> str:
    event = replace(event, other_lines=[*event.other_lines, TEAM_DECLARED])
    return with_team_ranks(format_team_trf(event, "\n"), standing_ranks(event))


def _team_replayed(event: Tournament, settings, last: int, matches, bye) -> Tournament:
    cut = truncate_team(event, last)
    for team in cut.teams.teams:  # a team absent in the last round: its members' absences, cut with the games
        if len(team.rounds) == last:
            for number in team.members:
                cut.player(number).rounds.append(RoundEntry(None, None, Result.ZERO_BYE))
    play_team_round(cut, settings, random.Random(last), matches, bye, last)
    for player in cut.players:
        player.points = sum(cut.scoring.points(e.result) for e in player.rounds)
    return cut


def _team_swapped_ranks(event: Tournament) -> str | None:
    ranked = replace(event, other_lines=[*event.other_lines, TEAM_DECLARED])
    order = sorted(standing_ranks(ranked).items(), key=lambda item: item[1])
    for (a, rank_a), (b, rank_b) in zip(order, order[1:]):
        if _ahead(ranked, a, b):
            ranks = dict(order)
            ranks[a], ranks[b] = rank_b, rank_a
            return with_team_ranks(format_team_trf(ranked, "\n"), ranks)
    return None
