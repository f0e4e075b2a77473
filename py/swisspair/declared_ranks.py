"""A file's final ranks against its own tie-breaks: the ranks it declares (001 columns 86-89; a team's in its 310
record, columns 69-71) must list the players (teams) in the order of their points and then of the tie-breaks the
file names (TRF-2026 202, or 212 whose first code is the score itself). Competitors equal on all of these may
stand in either order; a competitor declared above one who is ahead by points or a tie-break is a fault.

The generator uses the same order to write the ranks of the files it makes (`standing_ranks`, `with_team_ranks`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Tournament
from .standings import Standings, compute_standings, compute_team_standings
from .tiebreaks import UnknownTiebreak
from .trf.records import TEAM_310

_SCORES = {"PTS", "MP", "GP", "MPTS", "GPTS"}  # a 212 list starts with the score, which is not a tie-break


@dataclass(frozen=True)
class RankFault:
    above: int  # declared above `below`
    below: int
    reason: str  # what puts `below` ahead

    def describe(self, what: str) -> str:
        return f"{what} {self.above} is ranked above {what} {self.below}, who is ahead by {self.reason}"


def declared_tiebreaks(event: Tournament) -> list[str]:
    """The tie-break codes of the file's 202 (or 212) line, in order; none when it has neither."""
    for tag in ("202", "212"):
        for line in event.other_lines:
            if line[:3] == tag:
                codes = [c for c in line[4:].replace(",", " ").split() if c]
                return codes[1:] if tag == "212" and codes and codes[0].upper() in _SCORES else codes
    return []


def standings_of(event: Tournament, codes: list[str]) -> Standings:
    """Players, or a team event's teams, by points and then `codes` (UnknownTiebreak for a code not known)."""
    if event.teams is not None:
        return compute_team_standings(event, codes)
    return compute_standings(event, codes)


def standing_ranks(event: Tournament) -> dict[int, int]:
    """Each competitor's place 1, 2, 3 ... by points and the declared tie-breaks (then rating, as the standings do)."""
    standings = standings_of(event, declared_tiebreaks(event))
    return {row.tpn: place for place, row in enumerate(standings.rows, 1)}


def rank_faults(event: Tournament, declared: dict[int, int]) -> list[RankFault]:
    """Where the declared ranks (competitor: rank; 0 or missing: none declared) contradict points and tie-breaks.
    UnknownTiebreak when the file names a tie-break SwissPair does not know."""
    codes = declared_tiebreaks(event)
    standings = standings_of(event, codes)
    keys = {row.tpn: (row.points, tuple(row.values[t.code].value for t in standings.tiebreaks))
            for row in standings.rows}
    group = {}  # the place of the first row of each run of equal keys: a shared place
    previous = None
    for place, row in enumerate(standings.rows):
        if keys[row.tpn] != previous:
            first = place
            previous = keys[row.tpn]
        group[row.tpn] = first
    ranked = sorted((rank, tpn) for tpn, rank in declared.items() if rank and tpn in group)
    faults = []
    for (_, above), (_, below) in zip(ranked, ranked[1:]):
        if group[above] > group[below]:
            faults.append(RankFault(above, below, _reason(standings, keys[above], keys[below])))
    return faults


def _reason(standings: Standings, above: tuple, below: tuple) -> str:
    if above[0] != below[0]:
        return f"points ({float(below[0]):g} to {float(above[0]):g})"
    for tiebreak, a, b in zip(standings.tiebreaks, above[1], below[1]):
        if a != b:
            return f"{tiebreak.code} ({_value(b)} to {_value(a)})"
    return "the tie-breaks"


def _value(value) -> str:
    return "none" if value is None else f"{float(value):g}"


def team_ranks(team_lines: dict[int, str]) -> dict[int, int]:
    """The ranks a team file's 310 records declare (a blank rank declares none)."""
    ranks = {}
    for number, line in team_lines.items():
        if line[:3] == "310":
            text = TEAM_310.cut(line, 0)["rank"][0]
            ranks[number] = int(text) if text.isdigit() else 0
    return ranks


def with_team_ranks(text: str, ranks: dict[int, int]) -> str:
    """A team file's text with each 310 record's rank column set (the writer leaves it blank)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line[:3] == "310":
            fields = {key: value for key, (value, _, _) in TEAM_310.cut(line, 0).items()}
            fields["rank"] = str(ranks[int(fields["number"])])
            members = [item for item, _ in TEAM_310.items(line, 0)] if len(line) >= TEAM_310.list_start else []
            lines[i] = TEAM_310.format(fields, members)
    return "\n".join(lines)
