"""Tie-breaks: FIDE C.07 (2024 and 2026 editions), Magic (MTR Appendix C), esports (CS Major), US Chess and
Challonge. The registry `TIEBREAKS` maps a code to a `Tiebreak`; `lookup(code, edition)` reads a code as
organisers write it (`BH/C1` or `BH-C1`).

Every function takes a `Context` (the tournament as the tie-breaks see it) and a pairing number, and returns a
`Value`: the exact value (an int or a Fraction, never a float; None when it is undefined, which ranks last),
its text for display, and how it was computed: one `Part` per round (opponent, contribution, and the
adjustment for an unplayed game or the cut that applies) and a one-line summary. Direct encounter (DE)
depends on who is tied, so it is computed per tied group (`Tiebreak.group`).

FIDE C.07 values agree with the FIDE Technical Commission's reference calculator (gacrux 1.11.65, its
`tiebreakchecker -s`, one tie-break per run); where the regulations leave a choice open, the comments say
which one gacrux makes and that it is followed. The points are the event's (its `Scoring`), as Fractions of
points (a win is 1 under 1 / ½ / 0).

FIDE Art. 16 in short, as implemented (`Context.classify`):
  - Unplayed rounds are the pairing-allocated bye (PAB), a full-point bye, a forfeit won or lost, a half- or
    zero-point bye, and an absence (a round missing from the file). A voluntary unplayed round (VUR) is a
    requested bye, an absence or a forfeit loss.
  - 16.3: a player's *adjusted score*, which is what their opponents' Buchholz sees, counts every round as
    scored, except byes and absences after the player's last round that was not a VUR (a withdrawal, 16.2.5):
    those count as draws.
  - 16.4: each of the player's own unplayed rounds is a game against a dummy opponent with the player's own
    score. In the 2026 edition the dummy's score is capped: at the scheduled opponent's adjusted score for a
    forfeit (16.4.1), otherwise at a draw's points times the rounds played (16.4.2).
  - 16.5: Cut-1/Cut-2 remove a VUR's contribution before any other.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from .history import rounds_played
from .model import Colour, Result, RoundEntry, Tournament

EDITIONS = ("2024", "2026")
DEFAULT_EDITION = "2026"

Number = int | Fraction


# --- values ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Part:
    """One round's share in a value: the opponent (None for none), the contribution, what was adjusted."""

    round: int
    opponent: int | None
    value: Number | None
    note: str = ""
    cut: bool = False


@dataclass(frozen=True)
class Value:
    value: Number | None  # exact; None = undefined (ranks last)
    text: str  # for display: rounded only here
    summary: str  # how it was computed, in one sentence
    parts: tuple[Part, ...] = ()


class UnknownTiebreak(ValueError):
    """A tie-break code SwissPair does not know (or not in the chosen edition of C.07)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


# --- the tournament as the tie-breaks see it --------------------------------------------------------------

class Kind(enum.Enum):
    GAME = "game"  # over the board (rated or not)
    PAB = "pairing-allocated bye"
    FULL_BYE = "full-point bye"
    HALF_BYE = "half-point bye"
    ZERO_BYE = "zero-point bye"
    ABSENT = "absent"  # no entry for the round in the file
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"


_VOLUNTARY = frozenset({Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT, Kind.FORFEIT_LOSS})
_KIND_OF = {
    Result.WIN: Kind.GAME, Result.DRAW: Kind.GAME, Result.LOSS: Kind.GAME,
    Result.UNRATED_WIN: Kind.GAME, Result.UNRATED_DRAW: Kind.GAME, Result.UNRATED_LOSS: Kind.GAME,
    Result.PAIRING_BYE: Kind.PAB, Result.FULL_BYE: Kind.FULL_BYE, Result.HALF_BYE: Kind.HALF_BYE,
    Result.ZERO_BYE: Kind.ZERO_BYE, Result.FORFEIT_WIN: Kind.FORFEIT_WIN, Result.FORFEIT_LOSS: Kind.FORFEIT_LOSS,
}
# Won, drawn or lost by the result itself, whatever the event's points (a pairing bye is a win, a
# half-point bye a draw); a zero-point bye is none of them.
_OUTCOME = {
    Result.WIN: "win", Result.UNRATED_WIN: "win", Result.FORFEIT_WIN: "win", Result.PAIRING_BYE: "win",
    Result.FULL_BYE: "win", Result.DRAW: "draw", Result.UNRATED_DRAW: "draw", Result.HALF_BYE: "draw",
    Result.LOSS: "loss", Result.UNRATED_LOSS: "loss", Result.FORFEIT_LOSS: "loss",
}
# The game's result on the 1 / ½ / 0 scale of the rating tie-breaks (C.07 Art. 10 uses rating points).
_RATING_SCORE = {
    Result.WIN: Fraction(1), Result.UNRATED_WIN: Fraction(1), Result.DRAW: Fraction(1, 2),
    Result.UNRATED_DRAW: Fraction(1, 2), Result.LOSS: Fraction(0), Result.UNRATED_LOSS: Fraction(0),
}


@dataclass(frozen=True)
class GameScore:
    """Games within a match (Magic): won, lost, drawn. Not in TRF; the event model may provide them."""

    won: int
    lost: int
    drawn: int = 0


@dataclass(frozen=True)
class RoundRecord:
    number: int
    kind: Kind
    opponent: int | None  # the scheduled opponent, for games and forfeits
    colour: Colour | None
    result: Result | None  # None for an absence
    points: Fraction  # what the round awarded, by the event's scoring
    games: GameScore | None = None

    @property
    def played(self) -> bool:
        return self.kind is Kind.GAME

    @property
    def outcome(self) -> str | None:
        """"win", "draw" or "loss" by the result (not the points); None for a zero-point bye or an absence."""
        return _OUTCOME.get(self.result)

    @property
    def voluntary(self) -> bool:
        """A voluntary unplayed round (C.07 Art. 16.2): a requested bye, an absence, a forfeit loss."""
        return self.kind in _VOLUNTARY


@dataclass
class PlayerRecord:
    tpn: int
    name: str
    rating: int | None  # None: unrated
    rounds: list[RoundRecord]
    score: Fraction
    last_not_voluntary: int  # the last round that was not a VUR (0: none); later byes are a withdrawal
    last_paired: int  # the last round with a scheduled opponent (0: none)


class Context:
    """The tournament after `rounds` completed rounds, classified once for every tie-break, with a cache."""

    def __init__(self, tournament: Tournament, edition: str = DEFAULT_EDITION, unrated_rating: int | None = None,
                 games: dict[tuple[int, int], GameScore] | None = None):
        if edition not in EDITIONS:
            raise ValueError(f"the edition of C.07 must be {' or '.join(EDITIONS)}, not {edition!r}")
        self.tournament = tournament
        self.edition = edition
        self.unrated_rating = unrated_rating
        self.rounds = rounds_played(tournament)
        scoring = tournament.scoring
        self.win = Fraction(scoring.win, 10)
        self.draw = Fraction(scoring.draw, 10)
        self.players: dict[int, PlayerRecord] = {}
        games = games or {}
        for player in sorted(tournament.players, key=lambda p: p.number):
            records = []
            for number in range(1, self.rounds + 1):
                records.append(self.classify(player.rounds[number - 1] if number <= len(player.rounds) else None,
                                             number, games.get((player.number, number))))
            not_voluntary = [r.number for r in records if not r.voluntary]
            paired = [r.number for r in records if r.opponent is not None]
            self.players[player.number] = PlayerRecord(
                tpn=player.number, name=player.name, rating=player.rating or None, rounds=records,
                score=sum((r.points for r in records), Fraction(0)),
                last_not_voluntary=max(not_voluntary, default=0), last_paired=max(paired, default=0))
        self.cache: dict[tuple, object] = {}

    def classify(self, entry: RoundEntry | None, number: int, games: GameScore | None) -> RoundRecord:
        if entry is None:
            return RoundRecord(number, Kind.ABSENT, None, None, None, Fraction(self.tournament.scoring.zero_bye, 10))
        kind = _KIND_OF[entry.result]
        opponent = entry.opponent if kind in (Kind.GAME, Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS) else None
        points = Fraction(self.tournament.scoring.points(entry.result), 10)
        return RoundRecord(number, kind, opponent, entry.colour, entry.result, points, games)

    def player(self, tpn: int) -> PlayerRecord:
        return self.players[tpn]

    def cached(self, key: tuple, compute: Callable[[], object]):
        if key not in self.cache:
            self.cache[key] = compute()
        return self.cache[key]

    # -- Art. 16.3 and 16.4 ---------------------------------------------------------------------------------

    def adjusted_score(self, tpn: int, fore: bool = False) -> tuple[Fraction, str]:
        """The score a player's opponents see (16.3), and what was adjusted. `fore`: Fore Buchholz (8.3), where
        a game scheduled in the last round counts as a draw."""
        return self.cached(("adjusted", tpn, fore), lambda: self._adjusted_score(tpn, fore))

    def _adjusted_score(self, tpn: int, fore: bool) -> tuple[Fraction, str]:
        player = self.players[tpn]
        last = player.last_not_voluntary
        fore_game = fore and player.last_paired == self.rounds > 0
        if fore_game:
            # As gacrux does: with a game scheduled in the last round, no earlier bye counts as a withdrawal.
            last = self.rounds
        total = Fraction(0)
        drawn = []
        for record in player.rounds:
            if record.number <= last or record.opponent is not None:
                total += record.points
            else:  # 16.2.5: a bye after withdrawing counts as a draw for the opponents
                total += self.draw
                drawn.append(record.number)
        notes = []
        if drawn:
            notes.append(f"round {drawn[0]} after withdrawing counts as a draw (16.3)" if len(drawn) == 1
                         else f"rounds {_list(drawn)} after withdrawing count as draws (16.3)")
        if fore_game:
            final = player.rounds[-1].points
            total += self.draw - final
            notes.append(f"last round counted as a draw instead of {_pts(final)} (8.3)")
        return total, "; ".join(notes)

    def own_score(self, tpn: int, fore: bool = False) -> Fraction:
        """The player's own score, the dummy opponent's score before the 2026 cap (16.4)."""
        player = self.players[tpn]
        if fore and player.last_paired == self.rounds > 0:
            return player.score + self.draw - player.rounds[-1].points
        return player.score

    def dummy_score(self, tpn: int, record: RoundRecord, fore: bool = False) -> tuple[Fraction, str]:
        """The score of the dummy opponent for an unplayed round (16.4), with the 2026 cap, and why."""
        own = self.own_score(tpn, fore)
        note = f"{record.kind.value}: dummy opponent with the player's own score {_pts(own)} (16.4)"
        if self.edition == "2026":
            if record.opponent is not None:
                cap, _ = self.adjusted_score(record.opponent, fore)
                if cap < own:
                    note += f", capped at scheduled opponent {record.opponent}'s adjusted score {_pts(cap)} (16.4.1)"
                    return cap, note
            else:
                cap = self.draw * self.rounds
                if cap < own:
                    note += f", capped at a draw's points x {self.rounds} rounds = {_pts(cap)} (16.4.2)"
                    return cap, note
        return own, note

    def all_rated(self) -> bool:
        return self.unrated_rating is not None or all(p.rating is not None for p in self.players.values())

    def rating(self, tpn: int) -> int | None:
        rating = self.players[tpn].rating
        return rating if rating is not None else self.unrated_rating


# --- formatting --------------------------------------------------------------------------------------------

def _pts(value: Fraction | int | None) -> str:
    """Points as a decimal: 1 decimal for tenths, 2 for hundredths, else 4 (rounded for display only)."""
    if value is None:
        return "-"
    value = Fraction(value)
    for places in (1, 2):
        if (value * 10**places).denominator == 1:
            return _rounded(value, places)
    return _rounded(value, 4)


def _rounded(value: Fraction, places: int) -> str:
    quantum = Decimal(1).scaleb(-places)
    return str((Decimal(value.numerator) / Decimal(value.denominator)).quantize(quantum, rounding=ROUND_HALF_UP))


def _list(numbers: list[int]) -> str:
    return ", ".join(str(n) for n in numbers)


def _count(value: int, what: str, parts: list[Part]) -> Value:
    return Value(value, str(value), f"{value} {what}", tuple(parts))


def _undefined(summary: str, parts: tuple[Part, ...] = ()) -> Value:
    return Value(None, "-", summary, parts)


def round_half_up(value: Fraction) -> int:
    """The nearest whole number, 0.5 rounded up (C.07 Art. 10)."""
    return (2 * value.numerator + value.denominator) // (2 * value.denominator)


# --- FIDE C.07 Art. 7: counts and scores -------------------------------------------------------------------

def wins(ctx: Context, tpn: int) -> Value:
    """WIN (7.1): rounds that scored a win's points, with or without playing."""
    parts = [Part(r.number, r.opponent, 1, r.kind.value) for r in ctx.player(tpn).rounds if r.points == ctx.win]
    return _count(len(parts), "rounds scored a win's points (games, forfeits and byes alike)", parts)


def games_won(ctx: Context, tpn: int) -> Value:
    """WON (7.2): games won over the board."""
    parts = [Part(r.number, r.opponent, 1) for r in ctx.player(tpn).rounds if r.played and r.points == ctx.win]
    return _count(len(parts), "games won over the board (forfeits and byes not counted)", parts)


def black_games(ctx: Context, tpn: int) -> Value:
    """BPG (7.3): games played with Black (forfeits do not count)."""
    parts = [Part(r.number, r.opponent, 1) for r in ctx.player(tpn).rounds
             if r.played and r.colour is Colour.BLACK]
    return _count(len(parts), "games played with Black", parts)


def black_wins(ctx: Context, tpn: int) -> Value:
    """BWG (7.4): games won with Black over the board."""
    parts = [Part(r.number, r.opponent, 1) for r in ctx.player(tpn).rounds
             if r.played and r.colour is Colour.BLACK and r.points == ctx.win]
    return _count(len(parts), "games won with Black", parts)


def progressive(ctx: Context, tpn: int, low: int = 0) -> Value:
    """PS (7.5) / PS-C1: the sum of the running score after each round; a cut drops the first rounds' (14.1)."""
    running = Fraction(0)
    parts = []
    for r in ctx.player(tpn).rounds:
        running += r.points
        cut = r.number <= low
        parts.append(Part(r.number, r.opponent, running,
                          f"score after round {r.number}" + ("; cut: first round" if cut else ""), cut))
    total = sum((p.value for p in parts if not p.cut), Fraction(0))
    return Value(total, _pts(total), "sum of the score after each round" + (f" from round {low + 1}" if low else ""),
                 tuple(parts))


def rounds_elected(ctx: Context, tpn: int) -> Value:
    """REP (7.6): the rounds the player elected to play: every round but a voluntary unplayed one."""
    parts = [Part(r.number, r.opponent, 0 if r.voluntary else 1, r.kind.value + (" (VUR)" if r.voluntary else ""))
             for r in ctx.player(tpn).rounds]
    value = sum(p.value for p in parts)
    return Value(value, str(value), f"{ctx.rounds} rounds less {ctx.rounds - value} voluntary unplayed",
                 tuple(parts))


def standard_points(ctx: Context, tpn: int) -> Value:
    """STD (7.7, 2026): 1 / ½ / 0 per round, a round scoring more than a draw counting 1, a draw ½.

    As gacrux does, each round's points are compared with a draw's (the same as comparing with the scheduled
    opponent's points in a game; an unplayed round is compared with a draw)."""
    parts = []
    for r in ctx.player(tpn).rounds:
        value = Fraction(1) if r.points > ctx.draw else Fraction(1, 2) if r.points == ctx.draw else Fraction(0)
        parts.append(Part(r.number, r.opponent, value, f"{_pts(r.points)} points"))
    total = sum((p.value for p in parts), Fraction(0))
    return Value(total, _pts(total), "1 for scoring more than a draw, 1/2 for a draw, per round", tuple(parts))


def pairing_number(ctx: Context, tpn: int) -> Value:
    """TPN (7.8, 2026): the pairing number, lower first."""
    return Value(tpn, str(tpn), "the tournament pairing number (lower ranks higher)")


# --- FIDE C.07 Art. 8 and 9: Buchholz and Sonneborn-Berger ---------------------------------------------------

@dataclass(frozen=True)
class _Entry:
    round: int
    opponent: int | None
    score: Fraction  # the opponent's (adjusted or dummy) score
    value: Fraction  # its contribution: the score (BH) or score x points scored (SB)
    voluntary: bool
    note: str


def _entries(ctx: Context, tpn: int, sonneborn: bool, fore: bool) -> list[_Entry]:
    """One entry per round: the opponent's adjusted score, or the dummy's for an unplayed round (16.4)."""
    entries = []
    for r in ctx.player(tpn).rounds:
        # Fore Buchholz treats the last round's scheduled game as played, a forfeit included.
        as_played = r.played or (fore and r.number == ctx.rounds)
        if as_played and r.opponent is not None:
            score, adjusted = ctx.adjusted_score(r.opponent, fore)
            note = f"opponent's {'adjusted ' if adjusted else ''}score" + (f": {adjusted}" if adjusted else "")
            voluntary = False
        else:
            score, note = ctx.dummy_score(tpn, r, fore)
            voluntary = r.voluntary
        value = score * r.points if sonneborn else score
        if sonneborn:
            note = f"{_pts(score)} x {_pts(r.points)} scored; {note}"
        entries.append(_Entry(r.number, r.opponent, score, value, voluntary, note))
    return entries


def _cut(entries: list[_Entry], low: int, high: int, rounds: int) -> tuple[list[_Entry], dict[int, str]]:
    """Cut the `low` least and `high` most significant values (Art. 14), VURs first among the low ones (16.5).

    Exactly as gacrux: for a low cut, the least significant value is the lowest opponent's score (then the
    lowest contribution); the VUR with the lowest contribution (then the lowest score) is cut instead unless the
    lowest opponent's contribution is already below it. When two VURs tie on both, the earlier round is cut:
    the 2026 text does not say which (the value is the same either way; only the round named differs)."""
    low = min(low, rounds)
    high = min(high, rounds - low)
    kept = list(entries)
    cut: dict[int, str] = {}
    for _ in range(low):
        if not kept:
            break
        lowest = sorted(kept, key=lambda e: (e.score, e.value))
        voluntary = sorted(kept, key=lambda e: (not e.voluntary, e.value, e.score))
        if not voluntary[0].voluntary or lowest[0].value > voluntary[0].value:
            chosen, kept, why = lowest[0], lowest[1:], "cut: least significant"
        else:
            chosen, kept, why = voluntary[0], voluntary[1:], "cut: voluntary unplayed round first (16.5)"
        cut[chosen.round] = why
    for _ in range(high):
        if not kept:
            break
        highest = sorted(kept, key=lambda e: (-e.score, -e.value))
        cut[highest[0].round] = "cut: most significant"
        kept = highest[1:]
    return kept, cut


def _buchholz_value(ctx: Context, tpn: int, name: str, sonneborn: bool = False, fore: bool = False,
                    low: int = 0, high: int = 0) -> Value:
    key = ("buchholz", tpn, sonneborn, fore, low, high, ctx.edition)
    return ctx.cached(key, lambda: _compute_buchholz(ctx, tpn, name, sonneborn, fore, low, high))


def _compute_buchholz(ctx, tpn, name, sonneborn, fore, low, high) -> Value:
    entries = _entries(ctx, tpn, sonneborn, fore)
    kept, cut = _cut(entries, low, high, ctx.rounds)
    total = sum((e.value for e in kept), Fraction(0))
    parts = tuple(Part(e.round, e.opponent, e.value, e.note + ("; " + cut[e.round] if e.round in cut else ""),
                       e.round in cut) for e in entries)
    cuts = f", {len(cut)} cut" if cut else ""
    # Scores are in tenths of a point, so Buchholz has one decimal and Sonneborn-Berger two.
    return Value(total, _rounded(total, 2 if sonneborn else 1), f"{name}: sum over {len(entries)} rounds{cuts}",
                 parts)


def _buchholz(name: str, low: int = 0, high: int = 0, fore: bool = False):
    def compute(ctx: Context, tpn: int) -> Value:
        return _buchholz_value(ctx, tpn, name, fore=fore, low=low, high=high)
    compute.__doc__ = f"{name} (C.07 Art. 8, 14): opponents' adjusted scores, dummies for unplayed rounds."
    return compute


def _sonneborn(name: str, low: int = 0):
    def compute(ctx: Context, tpn: int) -> Value:
        return _buchholz_value(ctx, tpn, name, sonneborn=True, low=low)
    compute.__doc__ = f"{name} (C.07 Art. 9.1, 14): sum of each opponent's adjusted score x points scored."
    return compute


def average_of_buchholz(ctx: Context, tpn: int) -> Value:
    """AOB (8.2): the average Buchholz of the opponents met over the board. Exact; shown with 2 decimals."""
    parts = []
    for r in ctx.player(tpn).rounds:
        if r.played and r.opponent is not None:
            parts.append(Part(r.number, r.opponent, _buchholz_value(ctx, r.opponent, "Buchholz").value,
                              "opponent's Buchholz"))
    if not parts:
        return _undefined("no games played over the board")
    value = sum((p.value for p in parts), Fraction(0)) / len(parts)
    return Value(value, _rounded(value, 2), f"average Buchholz of {len(parts)} opponents", tuple(parts))


def koya(ctx: Context, tpn: int) -> Value:
    """KS (9.2): points scored against the opponents who scored at least half the maximum.

    As gacrux does, forfeits count against their scheduled opponent, and opponents' scores are their own."""
    limit = ctx.win * ctx.rounds / 2
    parts = []
    for r in ctx.player(tpn).rounds:
        if r.opponent is None:
            continue
        opponent_score = ctx.player(r.opponent).score
        counted = opponent_score >= limit
        parts.append(Part(r.number, r.opponent, r.points if counted else Fraction(0),
                          f"opponent scored {_pts(opponent_score)}" + ("" if counted else f", under {_pts(limit)}"),
                          cut=not counted))
    total = sum((p.value for p in parts), Fraction(0))
    return Value(total, _pts(total), f"points against opponents with at least {_pts(limit)}", tuple(parts))


# --- FIDE C.07 Art. 6: direct encounter --------------------------------------------------------------------

def direct_encounter(ctx: Context, groups: list[list[int]]) -> dict[int, Value]:
    """DE (Art. 6), per group of tied players: their place within the group by the points scored in the games
    among them (1, 2, ...), or 0 for everyone when it separates nobody. Applied again to every subgroup still
    tied (4.2). When not all of a subgroup have met (a Swiss), a player is placed ahead only when the others
    could not reach their score even by winning every game among them they did not play (6.2), as gacrux.
    Forfeits do not count. Iterative: the subgroups wait in a list."""
    values: dict[int, Value] = {}
    for group in groups:
        if len(group) == 1:
            values[group[0]] = Value(0, "0", "not tied")
            continue
        place = {tpn: 1 for tpn in group}
        detail: dict[int, list[str]] = {tpn: [] for tpn in group}
        pending = [sorted(group)]
        while pending:
            members = pending.pop()
            split = _split_by_encounters(ctx, members, place, detail)
            pending.extend(sub for sub in split if len(sub) > 1)
        separated = len(set(place.values())) > 1
        for tpn in group:
            value = place[tpn] if separated else 0
            summary = (f"place {value} among the tied players {_list(sorted(group))}" if separated
                       else f"does not separate the tied players {_list(sorted(group))}")
            values[tpn] = Value(value, str(value), summary + (": " + "; then ".join(detail[tpn]) if detail[tpn]
                                                              else ""))
    return values


def _split_by_encounters(ctx: Context, members: list[int], place: dict[int, int],
                         detail: dict[int, list[str]]) -> list[list[int]]:
    """One pass of DE over a subgroup sharing one place: update the places, return the subgroups it made
    ([] when it separated nobody)."""
    inside = set(members)
    scored: dict[int, Fraction] = {}
    best: dict[int, Fraction] = {}
    met_all = True
    for tpn in members:
        per_opponent: dict[int, list[Fraction]] = {}
        for r in ctx.player(tpn).rounds:
            if r.played and r.opponent in inside:
                per_opponent.setdefault(r.opponent, []).append(r.points)
        # Players who met more than once count their average against that opponent (as gacrux).
        scored[tpn] = sum((sum(p, Fraction(0)) / len(p) for p in per_opponent.values()), Fraction(0))
        missing = len(members) - 1 - len(per_opponent)
        best[tpn] = scored[tpn] + missing * ctx.win
        if missing:
            met_all = False
        note = (f"scored {_pts(scored[tpn])} against {_list(sorted(per_opponent))}" if per_opponent
                else f"met none of {_list(sorted(inside - {tpn}))}")
        if missing:
            note += f", at most {_pts(best[tpn])} with the games not played"
        detail[tpn].append(note)
    base = place[members[0]]
    if met_all:
        ordered = sorted(members, key=lambda t: (-scored[t], t))
        subgroups: list[list[int]] = []
        for index, tpn in enumerate(ordered):
            if index and scored[tpn] == scored[ordered[index - 1]]:
                place[tpn] = place[ordered[index - 1]]
                subgroups[-1].append(tpn)
            else:
                place[tpn] = base + index
                subgroups.append([tpn])
        return subgroups if len(subgroups) > 1 else []
    ordered = sorted(members, key=lambda t: (-scored[t], -best[t], t))
    subgroups = [[ordered[0]]]
    for index in range(1, len(ordered)):
        # The one before is placed alone only if nobody after could reach its score.
        if len(subgroups) == index and scored[ordered[index - 1]] > max(best[t] for t in ordered[index:]):
            place[ordered[index]] = base + index
            subgroups.append([ordered[index]])
        else:
            place[ordered[index]] = place[ordered[index - 1]]
            subgroups[-1].append(ordered[index])
    return subgroups if len(subgroups) > 1 else []


# --- FIDE C.07 Art. 10: ratings ----------------------------------------------------------------------------

# FIDE B.02 table 8.1(a): rating difference dp for a fractional score p = 0.50 .. 1.00 (by hundredths); the
# table is symmetric below 0.50.
_DP_ABOVE_HALF = (0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
                  166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
                  383, 401, 422, 444, 470, 501, 538, 589, 677, 800)
# FIDE B.02 table 8.1(b): the smallest rating difference for each expected score of the higher-rated player,
# 0.50 .. 1.00 by hundredths (a difference above 800 counts as 800).
_PD_FROM = (0, 4, 11, 18, 26, 33, 40, 47, 54, 62, 69, 77, 84, 92, 99, 107, 114, 122, 130, 138, 146, 154, 163, 171,
            180, 189, 198, 207, 216, 226, 236, 246, 257, 268, 279, 291, 303, 316, 329, 345, 358, 375, 392, 412, 433,
            457, 485, 518, 560, 620, 736)


def dp_for_score(percent: int) -> int:
    """dp for a score of `percent` hundredths of the games (FIDE B.02 8.1a)."""
    return _DP_ABOVE_HALF[percent - 50] if percent >= 50 else -_DP_ABOVE_HALF[50 - percent]


# The higher-rated player's expected score in hundredths, by rating difference 0 .. 800.
_PD = [50 + sum(1 for start in _PD_FROM[1:] if start <= difference) for difference in range(801)]


def expected_score(rating: int, opponent: int) -> Fraction:
    """The expected score of `rating` against `opponent` (FIDE B.02 8.1b), in hundredths."""
    higher = Fraction(_PD[min(abs(rating - opponent), 800)], 100)
    return higher if rating >= opponent else 1 - higher


def _rated_games(ctx: Context, tpn: int) -> list[RoundRecord]:
    return [r for r in ctx.player(tpn).rounds if r.played and r.opponent is not None]


def _unrated_reason(ctx: Context) -> str:
    unrated = sorted(t for t, p in ctx.players.items() if p.rating is None)
    return (f"undefined: players {_list(unrated)} are unrated and no rating for unrated players is set "
            "(C.07 Art. 10)")


def _rating_performance(ctx: Context, tpn: int, low: int = 0) -> tuple[list[RoundRecord], list[Part]] | None:
    """The games the rating tie-breaks use (played games only) after `low` cuts of the lowest-rated opponent."""
    if not ctx.all_rated():
        return None
    games = _rated_games(ctx, tpn)
    kept = sorted(games, key=lambda r: ctx.rating(r.opponent))
    cut = {r.number for r in kept[:low]}
    kept = kept[low:]
    parts = [Part(r.number, r.opponent, ctx.rating(r.opponent),
                  ("cut: lowest-rated opponent" if r.number in cut else "opponent's rating"), r.number in cut)
             for r in games]
    return sorted(kept, key=lambda r: r.number), parts


def average_rating(ctx: Context, tpn: int, low: int = 0) -> Value:
    """ARO (10.1) / ARO-C1: the average rating of the opponents met over the board, 0.5 rounded up."""
    games = _rating_performance(ctx, tpn, low)
    if games is None:
        return _undefined(_unrated_reason(ctx))
    kept, parts = games
    if not kept:
        return _undefined("no games played over the board", tuple(parts))
    value = round_half_up(Fraction(sum(ctx.rating(r.opponent) for r in kept), len(kept)))
    return Value(value, str(value), f"average rating of {len(kept)} opponents, rounded", tuple(parts))


def performance(ctx: Context, tpn: int) -> Value:
    """TPR (10.2): ARO + dp(p), p the fraction of the points scored over the board, rounded to hundredths."""
    return ctx.cached(("tpr", tpn), lambda: _performance(ctx, tpn))


def _scored_games(ctx: Context, tpn: int) -> tuple[list[RoundRecord], list[Part], Fraction] | Value:
    """The games over the board TPR and PTP use, with the points scored in them; undefined when there are none."""
    games = _rating_performance(ctx, tpn)
    if games is None:
        return _undefined(_unrated_reason(ctx))
    kept, parts = games
    if not kept:
        return _undefined("no games played over the board")
    return kept, parts, sum((_RATING_SCORE[r.result] for r in kept), Fraction(0))


def _performance(ctx: Context, tpn: int) -> Value:
    games = _scored_games(ctx, tpn)
    if isinstance(games, Value):
        return games
    kept, parts, score = games
    aro = round_half_up(Fraction(sum(ctx.rating(r.opponent) for r in kept), len(kept)))
    percent = round_half_up(score * 100 / len(kept))
    value = aro + dp_for_score(percent)
    return Value(value, str(value), f"ARO {aro} + dp {dp_for_score(percent)} for {_pts(score)} of {len(kept)} "
                 f"({percent}%)", tuple(parts))


def perfect_performance(ctx: Context, tpn: int) -> Value:
    """PTP (10.3): the lowest rating whose expected score against the opponents reaches the score scored."""
    return ctx.cached(("ptp", tpn), lambda: _perfect_performance(ctx, tpn))


def _perfect_performance(ctx: Context, tpn: int) -> Value:
    games = _scored_games(ctx, tpn)
    if isinstance(games, Value):
        return games
    kept, parts, score = games
    ratings = [ctx.rating(r.opponent) for r in kept]
    if score == 0:
        value = min(ratings) - 800
        how = "no points: the lowest opponent's rating - 800"
    else:
        # The expected score grows with the rating (to 1 per game 736 points above the opponent, table 8.1b):
        # search the lowest rating that reaches the score.
        low, high = min(ratings) - 800, max(ratings) + 800
        while high - low > 1:
            middle = (low + high) // 2
            if sum((expected_score(middle, r) for r in ratings), Fraction(0)) >= score:
                high = middle
            else:
                low = middle
        value = high
        how = f"the lowest rating expected to score {_pts(score)} of {len(ratings)}"
    return Value(value, str(value), how, tuple(parts))


def _average_of_opponents(ctx: Context, tpn: int, of: Callable[[Context, int], Value], what: str) -> Value:
    parts = []
    for r in _rated_games(ctx, tpn):
        parts.append(Part(r.number, r.opponent, of(ctx, r.opponent).value, f"opponent's {what}"))
    known = [p.value for p in parts if p.value is not None]
    if not known:
        return _undefined(f"no opponent with a {what}", tuple(parts))
    value = round_half_up(Fraction(sum(known), len(known)))
    return Value(value, str(value), f"average {what} of {len(known)} opponents, rounded", tuple(parts))


def average_performance(ctx: Context, tpn: int) -> Value:
    """APRO (10.4): the average TPR of the opponents met over the board, 0.5 rounded up."""
    return _average_of_opponents(ctx, tpn, performance, "TPR")


def average_perfect_performance(ctx: Context, tpn: int) -> Value:
    """APPO (10.5): the average PTP of the opponents met over the board, 0.5 rounded up."""
    return _average_of_opponents(ctx, tpn, perfect_performance, "PTP")


def own_rating(ctx: Context, tpn: int) -> Value:
    """RTNG (10.6, 2026): the player's own rating."""
    if not ctx.all_rated():
        return _undefined(_unrated_reason(ctx))
    rating = ctx.rating(tpn)
    return Value(rating, str(rating), "own rating" + (" (the rating set for unrated players)"
                                                      if ctx.player(tpn).rating is None else ""))


# --- Magic: The Gathering (MTR Appendix C) ------------------------------------------------------------------

MAGIC_FLOOR = Fraction(33, 100)  # MTR: "If this number is lower than 0.33, use 0.33 instead."
_MATCH_POINTS = {"win": 3, "draw": 1, "loss": 0}


def _game_points(r: RoundRecord, outcome: str) -> tuple[int, int]:
    """Game points and the most possible: 3 a game won, 1 drawn (MTR). Without game results (TRF), the match
    stands for one game, a bye too; the event model gives a bye its 2-0 games (MTR App. C)."""
    if r.games is not None:
        return 3 * r.games.won + r.games.drawn, 3 * (r.games.won + r.games.lost + r.games.drawn)
    if r.opponent is None and outcome == "win" and r.kind is not Kind.HALF_BYE:
        return 3, 3
    return _MATCH_POINTS[outcome], 3


def _magic_rounds(ctx: Context, tpn: int) -> list[tuple[RoundRecord, str]]:
    """The rounds a player took part in, byes included: a bye is a won match (MTR App. C); a zero-point bye
    or an absence is no match."""
    return [(r, r.outcome) for r in ctx.player(tpn).rounds if r.outcome is not None]


def match_win_percentage(ctx: Context, tpn: int) -> Fraction | None:
    """Match points over 3 x the rounds taken part in, at least 0.33: the player's own MW% and the one their
    opponents average, both with the player's byes (MTR App. C: "3-2-0, including a first-round bye, then
    withdraws" is 9/(5*3) = 0.60, and this floored MW% is what OMW% averages)."""
    rounds = _magic_rounds(ctx, tpn)
    if not rounds:
        return None
    return max(MAGIC_FLOOR, Fraction(sum(_MATCH_POINTS[o] for _, o in rounds), 3 * len(rounds)))


def game_win_percentage(ctx: Context, tpn: int) -> Fraction | None:
    """Game points over the most possible, at least 0.33."""
    rounds = _magic_rounds(ctx, tpn)
    points = [_game_points(r, o) for r, o in rounds]
    possible = sum(p for _, p in points)
    if not possible:
        return None
    return max(MAGIC_FLOOR, Fraction(sum(g for g, _ in points), possible))


def match_points(ctx: Context, tpn: int) -> Value:
    """MP (MTR App. C): 3 a match won (a bye is a won match), 1 drawn, 0 lost."""
    parts = [Part(r.number, r.opponent, _MATCH_POINTS[o], f"match {o}" + (f" ({r.kind.value})" if not r.played
                                                                              else ""))
             for r, o in _magic_rounds(ctx, tpn)]
    value = sum(p.value for p in parts)
    return Value(value, str(value), "3 per match won, 1 per draw", tuple(parts))


def _percent_value(value: Fraction | None, summary: str, parts: list[Part]) -> Value:
    if value is None:
        return _undefined(summary, tuple(parts))
    return Value(value, _rounded(value, 4), summary, tuple(parts))


def game_win(ctx: Context, tpn: int) -> Value:
    """GW% (MTR App. C): game points over the most possible, at least 0.33 (byes count as won games)."""
    parts = []
    for r, outcome in _magic_rounds(ctx, tpn):
        scored, possible = _game_points(r, outcome)
        note = (f"games {r.games.won}-{r.games.lost}-{r.games.drawn}" if r.games is not None
                else f"match {outcome} stands for its games (no game results recorded)")
        parts.append(Part(r.number, r.opponent, Fraction(scored, possible), note))
    return _percent_value(game_win_percentage(ctx, tpn), "game points over the most possible, at least 0.33",
                          parts)


def _opponents_average(ctx: Context, tpn: int, percentage, what: str) -> Value:
    parts = []
    for r in ctx.player(tpn).rounds:
        if r.opponent is None:
            continue  # the player's own byes have no opponent to average
        parts.append(Part(r.number, r.opponent, percentage(ctx, r.opponent),
                          f"opponent's {what}, their byes counted as won 2-0, at least 0.33"))
    known = [p.value for p in parts if p.value is not None]
    if not known:
        return _undefined("no opponents", tuple(parts))
    return _percent_value(sum(known, Fraction(0)) / len(known), f"average {what} of {len(known)} opponents", parts)


def opponents_match_win(ctx: Context, tpn: int) -> Value:
    """OMW% (MTR App. C): the average match-win percentage of the opponents, each at least 0.33 and counting
    the opponents' own byes as won matches; the player's own bye rounds have no opponent and are left out."""
    return _opponents_average(ctx, tpn, match_win_percentage, "match-win percentage")


def opponents_game_win(ctx: Context, tpn: int) -> Value:
    """OGW% (MTR App. C): the average game-win percentage of the opponents, each at least 0.33."""
    return _opponents_average(ctx, tpn, game_win_percentage, "game-win percentage")


# --- esports: Counter-Strike Major ---------------------------------------------------------------------------

def _wins_losses(ctx: Context, tpn: int) -> tuple[int, int]:
    outcomes = [r.outcome for r in ctx.player(tpn).rounds]
    return outcomes.count("win"), outcomes.count("loss")


def difficulty_score(opponent_records: list[tuple[int, int]]) -> int:
    """Valve's Major rules: "The Difficulty Score is the sum of current wins minus the sum of current losses for
    every opponent a team has faced", from each opponent's (wins, losses)."""
    return sum(won - lost for won, lost in opponent_records)


def difficulty(ctx: Context, tpn: int) -> Value:
    """Difficulty score (`difficulty_score`) over a tournament. Forfeits count as a win and a loss against the
    scheduled opponent; a bye is a win."""
    parts, records = [], []
    for r in ctx.player(tpn).rounds:
        if r.opponent is None:
            continue
        won, lost = _wins_losses(ctx, r.opponent)
        records.append((won, lost))
        parts.append(Part(r.number, r.opponent, won - lost, f"opponent {won}-{lost}"))
    value = difficulty_score(records)
    return Value(value, str(value), "sum of opponents' wins minus losses", tuple(parts))


# --- US Chess (rules 34E1-34E3) and Challonge -------------------------------------------------------------

def _us_chess_scores(ctx: Context, tpn: int) -> list[Part]:
    """34E1: opponents' scores with each of their unplayed rounds counted as a draw; the player's own unplayed
    rounds count as an opponent scoring 0."""
    parts = []
    for r in ctx.player(tpn).rounds:
        if not r.played:
            parts.append(Part(r.number, r.opponent, Fraction(0), f"{r.kind.value}: counts as an opponent with 0"))
            continue
        opponent = ctx.player(r.opponent)
        unplayed = [o.number for o in opponent.rounds if not o.played]
        adjusted = sum((o.points for o in opponent.rounds if o.played), Fraction(0)) + ctx.draw * len(unplayed)
        note = "opponent's score" + (f", unplayed rounds {_list(unplayed)} as draws" if unplayed else "")
        parts.append(Part(r.number, r.opponent, adjusted, note))
    return parts


def _drop(parts: list[Part], lowest: int, highest: int) -> tuple[list[Part], Fraction]:
    """Mark the `lowest` lowest and `highest` highest values dropped (the earliest round first among equal
    values); return the parts and the sum of those kept."""
    by_value = sorted(range(len(parts)), key=lambda i: (parts[i].value, parts[i].round))
    dropped = set(by_value[:lowest])
    by_value_down = sorted(range(len(parts)), key=lambda i: (-parts[i].value, parts[i].round))
    dropped |= set([i for i in by_value_down if i not in dropped][:highest])
    marked = [Part(p.round, p.opponent, p.value, p.note + "; dropped", True) if i in dropped else p
              for i, p in enumerate(parts)]
    return marked, sum((p.value for i, p in enumerate(parts) if i not in dropped), Fraction(0))


def modified_median(ctx: Context, tpn: int) -> Value:
    """Modified Median (US Chess 34E1): adjusted opponents' scores, dropping the lowest for a plus score, the
    highest for a minus score, both for an even (50%) score."""
    parts = _us_chess_scores(ctx, tpn)
    half = ctx.win * ctx.rounds / 2
    score = ctx.player(tpn).score
    lowest, highest = (1, 0) if score > half else (0, 1) if score < half else (1, 1)
    marked, total = _drop(parts, lowest, highest)
    kind = "plus" if score > half else "minus" if score < half else "even"
    return Value(total, _pts(total), f"Solkoff less the {'lowest' if lowest else ''}"
                 f"{' and ' if lowest and highest else ''}{'highest' if highest else ''} ({kind} score)",
                 tuple(marked))


def solkoff(ctx: Context, tpn: int) -> Value:
    """Solkoff (US Chess 34E2): the sum of the adjusted opponents' scores (34E1), nothing dropped."""
    parts = _us_chess_scores(ctx, tpn)
    total = sum((p.value for p in parts), Fraction(0))
    return Value(total, _pts(total), "sum of opponents' adjusted scores", tuple(parts))


def cumulative(ctx: Context, tpn: int) -> Value:
    """Cumulative (US Chess 34E3): the sum of the running scores, less a win's points for each win without
    playing (full-point bye, pairing bye or forfeit win)."""
    running = Fraction(0)
    parts = []
    for r in ctx.player(tpn).rounds:
        running += r.points
        parts.append(Part(r.number, r.opponent, running, f"score after round {r.number}"))
    unplayed_wins = [r for r in ctx.player(tpn).rounds if not r.played and r.points == ctx.win
                     and r.kind not in (Kind.HALF_BYE, Kind.ZERO_BYE)]
    for r in unplayed_wins:
        parts.append(Part(r.number, r.opponent, -ctx.win, f"{r.kind.value}: less a win's points"))
    total = sum((p.value for p in parts), Fraction(0))
    return Value(total, _pts(total), "sum of running scores, less unplayed wins", tuple(parts))


def median_buchholz(ctx: Context, tpn: int) -> Value:
    """Median-Buchholz (Challonge): the opponents' scores less the best and the worst one; byes have none."""
    parts = [Part(r.number, r.opponent, ctx.player(r.opponent).score, "opponent's score")
             for r in ctx.player(tpn).rounds if r.opponent is not None]
    marked, total = _drop(parts, 1, 1)
    return Value(total, _pts(total), "opponents' scores less the best and the worst", tuple(marked))


# --- the registry ------------------------------------------------------------------------------------------

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
    Tiebreak("DE", "Direct encounter", higher_is_better=False, group=direct_encounter),
    Tiebreak("WIN", "Number of wins", wins),
    Tiebreak("WON", "Games won", games_won),
    Tiebreak("BPG", "Games with Black", black_games),
    Tiebreak("BWG", "Wins with Black", black_wins),
    Tiebreak("PS", "Progressive score", progressive),
    Tiebreak("PS/C1", "Progressive score Cut-1", lambda ctx, tpn: progressive(ctx, tpn, low=1)),
    Tiebreak("REP", "Rounds elected to play", rounds_elected),
    Tiebreak("STD", "Standard points", standard_points, editions=_C07_2026),
    Tiebreak("TPN", "Pairing number", pairing_number, higher_is_better=False, editions=_C07_2026),
    Tiebreak("BH", "Buchholz", _buchholz("Buchholz")),
    Tiebreak("BH/C1", "Buchholz Cut-1", _buchholz("Buchholz Cut-1", low=1)),
    Tiebreak("BH/C2", "Buchholz Cut-2", _buchholz("Buchholz Cut-2", low=2)),
    Tiebreak("BH/M1", "Median Buchholz 1", _buchholz("Median Buchholz 1", low=1, high=1)),
    Tiebreak("BH/M2", "Median Buchholz 2", _buchholz("Median Buchholz 2", low=2, high=2)),
    Tiebreak("AOB", "Average of opponents' Buchholz", average_of_buchholz),
    Tiebreak("FB", "Fore Buchholz", _buchholz("Fore Buchholz", fore=True)),
    Tiebreak("SB", "Sonneborn-Berger", _sonneborn("Sonneborn-Berger")),
    Tiebreak("SB/C1", "Sonneborn-Berger Cut-1", _sonneborn("Sonneborn-Berger Cut-1", low=1)),
    Tiebreak("KS", "Koya", koya),
    Tiebreak("ARO", "Average rating of opponents", average_rating),
    Tiebreak("ARO/C1", "Average rating of opponents Cut-1", lambda ctx, tpn: average_rating(ctx, tpn, low=1)),
    Tiebreak("TPR", "Tournament performance rating", performance),
    Tiebreak("PTP", "Perfect tournament performance", perfect_performance),
    Tiebreak("APRO", "Average TPR of opponents", average_performance),
    Tiebreak("APPO", "Average PTP of opponents", average_perfect_performance),
    Tiebreak("RTNG", "Own rating", own_rating, editions=_C07_2026),
    Tiebreak("MP", "Match points", match_points, family="Magic (MTR App. C)"),
    Tiebreak("OMW", "Opponents' match-win %", opponents_match_win, family="Magic (MTR App. C)"),
    Tiebreak("GW", "Game-win %", game_win, family="Magic (MTR App. C)"),
    Tiebreak("OGW", "Opponents' game-win %", opponents_game_win, family="Magic (MTR App. C)"),
    Tiebreak("DIFF", "Difficulty score", difficulty, family="Counter-Strike Major"),
    Tiebreak("MEDIAN-BUCHHOLZ", "Median-Buchholz", median_buchholz, family="Challonge"),
    Tiebreak("MODIFIED-MEDIAN", "Modified Median", modified_median, family="US Chess 34E1"),
    Tiebreak("SOLKOFF", "Solkoff", solkoff, family="US Chess 34E2"),
    Tiebreak("CUMULATIVE", "Cumulative", cumulative, family="US Chess 34E3"),
)}

_ALIASES = {"GE": "REP", "OMW%": "OMW", "GW%": "GW", "OGW%": "OGW", "AROC": "ARO/C1"}


def canonical(code: str) -> str:
    """`bh-c1`, `BH/C1` -> `BH/C1`: upper case, a modifier after `/` (TRF-2026 line 202 and C.07 write both)."""
    text = code.strip().upper()
    text = re.sub(r"-(?=[CM][0-9]$)", "/", text)
    return _ALIASES.get(text, text)


def lookup(code: str, edition: str = DEFAULT_EDITION) -> Tiebreak:
    tiebreak = TIEBREAKS.get(canonical(code))
    if tiebreak is None:
        raise UnknownTiebreak(code, f"unknown tie-break {code.strip()!r}; SwissPair knows "
                              f"{', '.join(TIEBREAKS)} (a cut may be written BH-C1 or BH/C1)")
    if edition not in tiebreak.editions:
        raise UnknownTiebreak(code, f"tie-break {tiebreak.code} ({tiebreak.name}) is not in the {edition} "
                              f"edition of FIDE C.07; it was added in {tiebreak.editions[0]}")
    return tiebreak
