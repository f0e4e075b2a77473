"""The tournament as the tie-breaks see it: every round of every player classified once (`Context.classify`),
with the event's points (its `Scoring`) as Fractions of a point (a win is 1 under 1 / ½ / 0), and a cache.

FIDE C.07 Art. 16 in short, as implemented here:
  - Unplayed rounds are the pairing-allocated bye (PAB), a full-point bye, a forfeit won or lost, a half- or
    zero-point bye, and an absence (a round missing from the file). A voluntary unplayed round (VUR) is a
    requested bye, an absence or a forfeit loss.
  - 16.3: a player's *adjusted score*, which is what their opponents' Buchholz sees, counts every round as
    scored, except byes and absences after the player's last round that was not a VUR (a withdrawal, 16.2.5):
    those count as draws.
  - 16.4: each of the player's own unplayed rounds is a game against a dummy opponent with the player's own
    score. In the 2026 edition the dummy's score is capped: at the scheduled opponent's adjusted score for a
    forfeit (16.4.1), otherwise at a draw's points times the rounds played (16.4.2).
  - 16.5 (Cut-1/Cut-2 remove a VUR's contribution before any other) is Buchholz's: fide/buchholz.py.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from ..history import rounds_played
from ..model import Colour, Result, RoundEntry, Tournament
from ..messages import clause, fraction_param
from .values import numbers_text

EDITIONS = ("2024", "2026")
DEFAULT_EDITION = "2026"


class Kind(enum.Enum):
    GAME = "game"  # over the board (rated or not)
    PAB = "pairing-allocated bye"
    FULL_BYE = "full-point bye"
    HALF_BYE = "half-point bye"
    ZERO_BYE = "zero-point bye"
    ABSENT = "absent"  # no entry for the round in the file
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"


# A kind's words in a round's line of a working (swisspair.messages).
KIND_WORDS = {Kind.GAME: "part.kind_game", Kind.PAB: "part.kind_pab", Kind.FULL_BYE: "part.kind_full_bye",
              Kind.HALF_BYE: "part.kind_half_bye", Kind.ZERO_BYE: "part.kind_zero_bye", Kind.ABSENT: "part.kind_absent",
              Kind.FORFEIT_WIN: "part.kind_forfeit_win", Kind.FORFEIT_LOSS: "part.kind_forfeit_loss"}


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
    score: Fraction  # what the rounds scored, and the 299 points counted by then (what pairing counts too)
    last_not_voluntary: int  # the last round that was not a VUR (0: none); later byes are a withdrawal
    last_paired: int  # the last round with a scheduled opponent (0: none)
    final_points: Fraction = Fraction(0)  # 299 points of the final standings alone (round 999), in no tie-break

    @property
    def standing(self) -> Fraction:
        """The score the standings rank by and show."""
        return self.score + self.final_points


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
                score=sum((r.points for r in records), Fraction(player.adjustment_after(self.rounds), 10)),
                last_not_voluntary=max(not_voluntary, default=0), last_paired=max(paired, default=0),
                final_points=Fraction(player.final_adjustment(), 10))
        self.cache: dict[tuple, object] = {}

    @classmethod
    def of_records(cls, players: dict[int, PlayerRecord], rounds: int, win: Fraction, draw: Fraction,
                   edition: str = DEFAULT_EDITION) -> "Context":
        """A context over rounds already classified, for competitors that are not one player's games: a team
        event's teams, each round a match scored in match points or in game points (C.07 Art. 12, 13)."""
        if edition not in EDITIONS:
            raise ValueError(f"the edition of C.07 must be {' or '.join(EDITIONS)}, not {edition!r}")
        ctx = cls.__new__(cls)
        ctx.tournament = None
        ctx.edition = edition
        ctx.unrated_rating = None
        ctx.rounds = rounds
        ctx.win = win
        ctx.draw = draw
        ctx.players = players
        ctx.cache = {}
        return ctx

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

    def adjusted_score(self, tpn: int, fore: bool = False) -> tuple[Fraction, tuple[dict, ...]]:
        """The score a player's opponents see (16.3), and what was adjusted (clauses, none when nothing was).
        `fore`: Fore Buchholz (8.3), where a game scheduled in the last round counts as a draw."""
        return self.cached(("adjusted", tpn, fore), lambda: self._adjusted_score(tpn, fore))

    def _adjusted_score(self, tpn: int, fore: bool) -> tuple[Fraction, tuple[dict, ...]]:
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
            notes.append(clause("part.withdrawn_draw", number=drawn[0]) if len(drawn) == 1
                         else clause("part.withdrawn_draws", numbers=numbers_text(drawn)))
        if fore_game:
            final = player.rounds[-1].points
            total += self.draw - final
            notes.append(clause("part.last_round_as_draw", points=fraction_param(final)))
        return total, tuple(notes)

    def own_score(self, tpn: int, fore: bool = False) -> Fraction:
        """The player's own score, the dummy opponent's score before the 2026 cap (16.4)."""
        player = self.players[tpn]
        if fore and player.last_paired == self.rounds > 0:
            return player.score + self.draw - player.rounds[-1].points
        return player.score

    def dummy_score(self, tpn: int, record: RoundRecord, fore: bool = False) -> tuple[Fraction, dict]:
        """The score of the dummy opponent for an unplayed round (16.4), with the 2026 cap, and why (a clause)."""
        own = self.own_score(tpn, fore)
        kind, points = KIND_WORDS[record.kind], fraction_param(own)
        if self.edition == "2026":
            if record.opponent is not None:
                cap, _ = self.adjusted_score(record.opponent, fore)
                if cap < own:
                    return cap, clause("part.dummy_capped_opponent", kind_msg=kind, points=points,
                                       opponent=record.opponent, cap=fraction_param(cap))
            else:
                cap = self.draw * self.rounds
                if cap < own:
                    return cap, clause("part.dummy_capped_draws", kind_msg=kind, points=points, count=self.rounds,
                                       cap=fraction_param(cap))
        return own, clause("part.dummy", kind_msg=kind, points=points)

    def all_rated(self) -> bool:
        return self.unrated_rating is not None or all(p.rating is not None for p in self.players.values())

    def rating(self, tpn: int) -> int | None:
        rating = self.players[tpn].rating
        return rating if rating is not None else self.unrated_rating
