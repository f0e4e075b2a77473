"""The tie-breaks by code: `TIEBREAKS` maps a code to a `Tiebreak`; `lookup(code, edition)` reads a code as
organisers write it (`BH/C1` or `BH-C1`) and refuses one the chosen edition of C.07 does not have."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import challonge, esports, magic, us_chess
from .. import messages
from .context import DEFAULT_EDITION, EDITIONS, Context
from ..model import Score
from .fide import buchholz, counts, encounter, ratings, teams
from .values import Value


class UnknownTiebreak(messages.WordedError):
    """A tie-break code SwissPair does not know (or not in the chosen edition of C.07)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code

    @classmethod
    def of(cls, key: str, /, *, code: str, **params: Any) -> "UnknownTiebreak":  # type: ignore[override]
        return cls(code, messages.fill(key, params)).worded(key, params)


@dataclass(frozen=True)
class Tiebreak:
    code: str
    name: str
    compute: Callable[[Context, int], Value] | None = None
    higher_is_better: bool = True
    editions: tuple[str, ...] = EDITIONS
    # Direct encounter: computed per group of players still tied, not per player.
    group: Callable[[Context, list[list[int]]], dict[int, Value]] | None = None
    family: str = "FIDE C.07"


_C07_2026 = ("2026",)

TIEBREAKS: dict[str, Tiebreak] = {t.code: t for t in (
    Tiebreak("DE", "Direct encounter", higher_is_better=False, group=encounter.direct_encounter),
    Tiebreak("WIN", "Number of wins", counts.wins),
    Tiebreak("WON", "Games won", counts.games_won),
    Tiebreak("BPG", "Games with Black", counts.black_games),
    Tiebreak("BWG", "Wins with Black", counts.black_wins),
    Tiebreak("PS", "Progressive score", counts.progressive),
    Tiebreak("PS/C1", "Progressive score Cut-1", lambda ctx, tpn: counts.progressive(ctx, tpn, low=1)),
    Tiebreak("REP", "Rounds elected to play", counts.rounds_elected),
    Tiebreak("STD", "Standard points", counts.standard_points, editions=_C07_2026),
    Tiebreak("TPN", "Pairing number", counts.pairing_number, higher_is_better=False, editions=_C07_2026),
    Tiebreak("BH", "Buchholz", buchholz.buchholz("Buchholz")),
    Tiebreak("BH/C1", "Buchholz Cut-1", buchholz.buchholz("Buchholz Cut-1", low=1)),
    Tiebreak("BH/C2", "Buchholz Cut-2", buchholz.buchholz("Buchholz Cut-2", low=2)),
    Tiebreak("BH/M1", "Median Buchholz 1", buchholz.buchholz("Median Buchholz 1", low=1, high=1)),
    Tiebreak("BH/M2", "Median Buchholz 2", buchholz.buchholz("Median Buchholz 2", low=2, high=2)),
    Tiebreak("AOB", "Average of opponents' Buchholz", buchholz.average_of_buchholz),
    Tiebreak("FB", "Fore Buchholz", buchholz.buchholz("Fore Buchholz", fore=True)),
    Tiebreak("SB", "Sonneborn-Berger", buchholz.sonneborn_berger("Sonneborn-Berger")),
    Tiebreak("SB/C1", "Sonneborn-Berger Cut-1", buchholz.sonneborn_berger("Sonneborn-Berger Cut-1", low=1)),
    Tiebreak("KS", "Koya", buchholz.koya),
    Tiebreak("ARO", "Average rating of opponents", ratings.average_rating),
    Tiebreak("ARO/C1", "Average rating of opponents Cut-1", lambda ctx, tpn: ratings.average_rating(ctx, tpn, low=1)),
    Tiebreak("TPR", "Tournament performance rating", ratings.performance),
    Tiebreak("PTP", "Perfect tournament performance", ratings.perfect_performance),
    Tiebreak("APRO", "Average TPR of opponents", ratings.average_performance),
    Tiebreak("APPO", "Average PTP of opponents", ratings.average_perfect_performance),
    Tiebreak("RTNG", "Own rating", ratings.own_rating, editions=_C07_2026),
    Tiebreak("MP", "Match points", magic.match_points, family="Magic (MTR App. C)"),
    Tiebreak("OMW", "Opponents' match-win %", magic.opponents_match_win, family="Magic (MTR App. C)"),
    Tiebreak("GW", "Game-win %", magic.game_win, family="Magic (MTR App. C)"),
    Tiebreak("OGW", "Opponents' game-win %", magic.opponents_game_win, family="Magic (MTR App. C)"),
    Tiebreak("DIFF", "Difficulty score", esports.difficulty, family="Counter-Strike Major"),
    Tiebreak("MEDIAN-BUCHHOLZ", "Median-Buchholz", challonge.median_buchholz, family="Challonge"),
    Tiebreak("MODIFIED-MEDIAN", "Modified Median", us_chess.modified_median, family="US Chess 34E1"),
    Tiebreak("SOLKOFF", "Solkoff", us_chess.solkoff, family="US Chess 34E2"),
    Tiebreak("CUMULATIVE", "Cumulative", us_chess.cumulative, family="US Chess 34E3"),
)}

_TEAMS = "FIDE C.07 teams"
_MP, _GP = Score.MATCH_POINTS, Score.GAME_POINTS

# Team events' tie-breaks (C.07 Art. 6, 8, 12, 13), over a `teams.TeamContext`; codes as gacrux and TRF-2026
# line 202 write them. DE, EDE*, TBR and BBE are places inside a tied group.
TEAM_TIEBREAKS: dict[str, Tiebreak] = {t.code: t for t in (
    Tiebreak("MPTS", "Match points", teams.match_points, family=_TEAMS),
    Tiebreak("GPTS", "Game points", teams.game_points, family=_TEAMS),
    Tiebreak("MPVGP", "Match points or game points, the one not ranking", teams.secondary_points, family=_TEAMS),
    Tiebreak("DE", "Direct encounter", higher_is_better=False, group=teams.direct_encounter, family=_TEAMS),
    *(Tiebreak(code, name, higher_is_better=False, group=teams.extended_encounter(steps), family=_TEAMS)
      for code, name, steps in (
          ("EDE", "Extended direct encounter", "PS"),
          ("EDEC", "Extended direct encounter, then the match's board count", "PSC"),
          ("EDET", "Extended direct encounter, then the match's top boards", "PST"),
          ("EDEB", "Extended direct encounter, then the match without its bottom boards", "PSB"),
          ("EDEBT", "Extended direct encounter, then the match's board count and top boards", "PSCT"),
          ("EDEBB", "Extended direct encounter, then the match's board count and bottom boards", "PSCB"))),
    Tiebreak("BH", "Buchholz", teams.team_buchholz("Buchholz"), family=_TEAMS),
    Tiebreak("BH/C1", "Buchholz Cut-1", teams.team_buchholz("Buchholz Cut-1", low=1), family=_TEAMS),
    Tiebreak("BH/C2", "Buchholz Cut-2", teams.team_buchholz("Buchholz Cut-2", low=2), family=_TEAMS),
    Tiebreak("BH/M1", "Median Buchholz 1", teams.team_buchholz("Median Buchholz 1", low=1, high=1), family=_TEAMS),
    Tiebreak("BH/M2", "Median Buchholz 2", teams.team_buchholz("Median Buchholz 2", low=2, high=2), family=_TEAMS),
    *(Tiebreak(code, name, teams.extended_sonneborn_berger(name, opponents, own, low), family=_TEAMS)
      for code, name, opponents, own, low in (
          ("ESB", "Extended Sonneborn-Berger", None, None, 0),
          ("ESB/C1", "Extended Sonneborn-Berger Cut-1", None, None, 1),
          ("EMMSB", "Sonneborn-Berger, match points x match points", _MP, _MP, 0),
          ("EMGSB", "Sonneborn-Berger, match points x game points", _MP, _GP, 0),
          ("EMGSB/C1", "Sonneborn-Berger Cut-1, match points x game points", _MP, _GP, 1),
          ("EGMSB", "Sonneborn-Berger, game points x match points", _GP, _MP, 0),
          ("EGGSB", "Sonneborn-Berger, game points x game points", _GP, _GP, 0))),
    Tiebreak("BC", "Board count", teams.board_count, higher_is_better=False, family=_TEAMS),
    Tiebreak("TBR", "Top board result", higher_is_better=False, group=teams.top_board_result, family=_TEAMS),
    Tiebreak("BBE", "Bottom board elimination", higher_is_better=False, group=teams.bottom_board_elimination,
             family=_TEAMS),
)}

_ALIASES = {"GE": "REP", "OMW%": "OMW", "GW%": "GW", "OGW%": "OGW", "AROC": "ARO/C1"}


def canonical(code: str) -> str:
    """`bh-c1`, `BH/C1` -> `BH/C1`: upper case, a modifier after `/` (TRF-2026 line 202 and C.07 write both)."""
    text = code.strip().upper()
    text = re.sub(r"-(?=[CM][0-9]$)", "/", text)
    return _ALIASES.get(text, text)


def lookup(code: str, edition: str = DEFAULT_EDITION) -> Tiebreak:
    return _find(TIEBREAKS, "tiebreak.unknown", code, edition)


def lookup_team(code: str, edition: str = DEFAULT_EDITION) -> Tiebreak:
    """A team event's tie-break by code, read as `lookup` reads an individual one."""
    return _find(TEAM_TIEBREAKS, "tiebreak.unknown_team", code, edition)


def _find(table: dict[str, Tiebreak], what: str, code: str, edition: str) -> Tiebreak:
    # `what`: the message for a code not in `table` (an individual or a team tie-break).
    tiebreak = table.get(canonical(code))
    if tiebreak is None:
        raise UnknownTiebreak.of(what, code=code, given=repr(code.strip()), known=", ".join(table))
    if edition not in tiebreak.editions:
        raise UnknownTiebreak.of("tiebreak.not_in_edition", code=code, tiebreak=tiebreak.code, edition=edition,
                                 added=tiebreak.editions[0])
    return tiebreak
