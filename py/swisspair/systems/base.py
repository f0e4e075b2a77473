"""The pairing system interface: what the event layer, the bridge and the page may ask of a system.

A system is one instance of a `System` subclass, registered in `swisspair.systems.REGISTRY`. Its facts are
plain class attributes (the page reads them); its hooks are methods whose defaults are those of a Swiss
system paired round by round, where every player plays every round and the event's points and tie-break
list rank the standings. A new system overrides only where it differs.

Every hook takes the event document (valid, current version) and never changes it, except `pair`, which may
fix what pairing the round decides (a round robin's and a knockout's pairing numbers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..document.errors import EventError
from ..messages import clause

# Colours mean nothing in these modes' games (Magic: play/draw is chosen by a die roll; esports: sides per map).
COLOURLESS_MODES = ("magic", "esports")


@dataclass(frozen=True)
class Option:
    """One setting of a pairing system: a yes/no when its default is a bool, else one of `choices`, else an
    integer from `low` to `high`. `what` names it: the key of a subject of swisspair.messages ("the top cut")."""
    what: str
    default: bool | int
    choices: tuple[int, ...] = ()
    low: int = 0
    high: int = 0


@dataclass
class Paired:
    """A round as a system made it: boards as (white id, black id) in board order, the pairing-allocated bye,
    notes ({"code", "text", "players"}) shown with the round, and warnings for the director."""
    boards: list[tuple[int | None, int | None]]  # None only in a team event: a board a line-up left empty
    pab: int | None = None
    notes: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[dict[str, Any]] = field(default_factory=list)  # messages.said's
    # What else the round records (a team event's matches: {"teams": {...}}).
    extra: dict[str, Any] = field(default_factory=dict)
    # Results fixed at pairing, by board index (a team event's empty board is lost by forfeit).
    results: dict[int, str] = field(default_factory=dict)


# An operation of a system's own: (function of the operation's context, required arguments, optional ones).
Operation = tuple[Callable[[Any], None], tuple[str, ...], tuple[str, ...]]


def is_playoff_round(settings: dict[str, Any], r: int) -> bool:
    """Round r comes after `settings.rounds`, so it is a playoff round (only a system with playoff rounds, a
    Magic top cut, has such rounds)."""
    return settings["rounds"] is not None and r > settings["rounds"]


class System:
    """A pairing system. Subclasses set the facts and override the hooks where they differ from a Swiss."""

    name: ClassVar[str]
    # Its name as the director reads it (the settings' list of systems).
    label: ClassVar[str]
    # The rules of its own that fix the scoring, the bye's value and the standings, in a few words for the event's
    # summary line; None: the director sets them.
    own_rules: ClassVar[str | None] = None
    # The modes it runs under; the first is a new event's.
    modes: ClassVar[tuple[str, ...]]
    # Every option (a document holds all of them; new_event and set_system fill the defaults).
    options: ClassVar[dict[str, Option]] = {}
    # Whether a player may ask for a bye (the Magic and Counter-Strike rules have none: a player drops).
    requested_byes: ClassVar[bool] = True
    # Whether a match keeps its game score ([white's wins, black's wins, draws]) beside its result.
    game_score: ClassVar[bool] = False
    # Why no round of it can be changed by hand (its rounds follow a fixed schedule), the key of a clause of
    # swisspair.messages; None: they can.
    fixed_schedule: ClassVar[str | None] = None
    # Why it has no wall chart, the key of a sentence of swisspair.messages; None: it has one.
    no_wall_chart: ClassVar[str | None] = None
    # Whether its wall chart ranks the players by the event's tie-break list (else by the system's own order).
    wall_chart_tiebreaks: ClassVar[bool] = True
    # Whether the number of rounds follows from the document (`planned_rounds`) rather than being set.
    rounds_derived: ClassVar[bool] = False
    # The names of the playoff rounds played after `settings.rounds`, by the option that sizes them.
    playoff_names: ClassVar[dict[int, tuple[str, ...]]] = {}
    # The TRF 192 tournament type a TRF export writes for it; None: the file's own, or none.
    trf_type: ClassVar[str | None] = None
    # Whether it pairs teams (a team event's document has a "teams" block: systems/teams/schema.py).
    teams: ClassVar[bool] = False
    # The tie-break list a new event of it starts with (the director changes it in Settings).
    default_tiebreaks: ClassVar[tuple[str, ...]] = ()
    # The tie-break list the new-event form suggests for it; None: its mode's (page_facts.MODE_TIEBREAKS).
    suggested_tiebreaks: ClassVar[tuple[str, ...] | None] = None
    # The modes whose events take their recommended number of rounds from its rules (`recommended_rounds`);
    # every other mode's from the default system's.
    plans_modes: ClassVar[tuple[str, ...]] = ()
    # What the new-event form suggests a pairing-allocated bye scores: "win", "draw" or "loss" (nothing).
    suggested_bye: ClassVar[str] = "win"
    # Its own event operations (the arena's, the teams'), by name.
    operations: ClassVar[dict[str, Operation]] = {}
    # What some of its own operations change, by name: (the operation's arguments) -> the subject, where two copies
    # changing it differently conflict when they are merged (event/merge.py), or None for one that adds something
    # new. Its other operations are judged by their arguments, as the event layer's are.
    subjects: ClassVar[dict[str, Callable[[dict[str, Any]], tuple[Any, ...] | None]]] = {}

    # ------------------------------------------------------------------------------------ settings

    def colours_matter(self, mode: str) -> bool:
        """Whether White and Black mean anything in its games under `mode` (colour rules, preferences)."""
        return mode not in COLOURLESS_MODES

    def check_scoring(self, points: dict[str, Any], field: str) -> None:
        """Refuse a point table the system's rules do not allow (EventError naming `field`)."""

    def check_options(self, options: dict[str, Any], field: str) -> None:
        """Refuse a combination of options that does not go together (each option is checked already)."""

    def check_tiebreaks(self, codes: list[str], field: str) -> None:
        """Refuse a tie-break the system's rules do not allow; `field` is the list's path."""

    def usable_tiebreaks(self, codes: list[str]) -> tuple[list[str], dict[str, Any] | None]:
        """The tie-break list a system switched to keeps, and a warning naming what it dropped (messages.said's;
        None: none)."""
        return codes, None

    def check_document(self, doc: dict[str, Any], players: dict[int, dict[str, Any]]) -> None:
        """Refuse what the system's own parts of the document hold wrongly, and the parts only another system keeps:
        a team event's `teams` block and its rounds' matches, an arena's games outside rounds (`arena`)."""
        if self.teams and "teams" not in doc:
            raise EventError.of("system.no_teams_block", "event.teams", system=self.name)
        if not self.teams:
            if "teams" in doc:
                raise EventError.of("system.teams_block", "event.teams", system=self.name)
            for r, rnd in enumerate(doc["rounds"], 1):
                if isinstance(rnd, dict) and "teams" in rnd:
                    raise EventError.of("system.round_has_matches", f"event.rounds[{r - 1}].teams", round=r,
                                        number=str(r), system=self.name)
        if doc["arena"] is not None:
            raise EventError.of("system.arena_block", "event.arena", system=self.name)

    def join(self, doc: dict[str, Any]) -> None:
        """Give a document made for this system, or switched to it, the parts it keeps that the document lacks (a
        team event's `teams` block)."""

    def leave(self, doc: dict[str, Any], successor: System) -> None:
        """Take from a document switching to `successor` the parts this system kept that the successor does not
        keep; refuse (EventError naming operation.system) when that would lose what the director entered."""

    def entrants(self, doc: dict[str, Any]) -> list[dict[str, Any]]:
        """What it pairs: the players (a team event: its teams), each with its `withdrawn_round`."""
        return doc["players"]

    def player_removed(self, doc: dict[str, Any], pid: int) -> None:
        """Forget player `pid`, removed before round 1, wherever its own parts name them (a team's roster)."""

    def started_without_rounds(self, doc: dict[str, Any]) -> str | None:
        """When play has begun although no round is paired (an arena's clock), what to tell a director who
        would remove a player or change the system: the key of its words in swisspair.messages ("the arena has
        started"); None: it has not."""
        return None

    # Who stops playing but keeps the games played: the word an operation suggests instead of removing.
    leave_word: ClassVar[str] = "withdraw"
    # Who takes part, in the system's own word (a Counter-Strike stage seeds teams).
    participant_word: ClassVar[str] = "player"
    # Where two of them meet, as the page numbers it: a chess board, a Magic table, an esports match.
    board_word: ClassVar[str] = "board"
    # The words of each rule number its explanations cite ("C9": what criterion C9 asks; "5.2.1": which colour rule):
    # the page shows the words, the number in a tooltip.
    rule_words: ClassVar[dict[str, str]] = {}

    # ------------------------------------------------------------------------------------- rounds

    def planned_rounds(self, doc: dict[str, Any]) -> int | None:
        """settings.rounds when `rounds_derived` (None while the document cannot tell); checks the rounds
        paired are still the system's."""
        return doc["settings"]["rounds"]

    def playoff_rounds(self, settings: dict[str, Any]) -> int:
        """Rounds played after `settings.rounds` (a Magic top cut's)."""
        return 0

    def recommended_rounds(self, players: int) -> tuple[int, dict[str, Any]]:
        """The rounds its rules recommend for `players` entrants (two or more) in an event of a mode it plans (a
        Swiss: enough rounds to separate a single winner), and why (a clause of swisspair.messages)."""
        rounds = (players - 1).bit_length()  # ceil(log2 N)
        return rounds, clause("plan.single_winner", count=rounds, players=players)

    def check_next_round(self, doc: dict[str, Any], r: int) -> None:
        """Refuse to pair round r before anything else is looked at (the number of rounds unset, or reached)."""

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        """Round r's boards; every earlier round is complete. EventError "finished" when no round is left."""
        raise NotImplementedError(self.name)

    def sitting_out(self, doc: dict[str, Any], r: int) -> set[int]:
        """The players it gives no board in round r although they are in the event (eliminated, advanced,
        outside a top cut): they are not "unplaced". A Swiss has none."""
        return set()

    def check_board(self, settings: dict[str, Any], board: dict[str, Any], field: str, b: int, r: int) -> None:
        """Refuse what the system's rules do not allow in board b's result (round r), beyond the point system's."""

    def round_fixed(self, doc: dict[str, Any]) -> str | None:
        """Why the latest round (paired) cannot be changed by hand although the system allows changes: the key of a
        sentence of swisspair.messages; None: it can."""
        return None

    def round_details(self, doc: dict[str, Any]) -> list[dict[str, Any]]:
        """What the page shows with each paired round beyond its boards, one dict per round: "formats" (each
        board's best-of), "name" and "seeds" (a playoff round's, seeds by player id), "matches" (a team round's). A Swiss shows
        nothing."""
        return [{} for _ in doc["rounds"]]

    # ---------------------------------------------------------------------------------- standings

    def standings(self, doc: dict[str, Any], edition: str) -> dict[str, Any] | None:
        """Its own standings answer; None: the event's points and tie-break list rank the players."""
        return None

    def standings_text(self, doc: dict[str, Any], answer: dict[str, Any],
                       words: dict[str, str] | None = None) -> str | None:
        """Its own standings (`standings`'s answer) as plain text, in `words` (a language's templates of the `text.*`
        messages, swisspair.event.plain_text; English without); None: the usual table."""
        return None

    def wall_chart_order(self, doc: dict[str, Any]):
        """(standings, pairing numbers) its wall chart follows when `wall_chart_tiebreaks` is False."""
        raise NotImplementedError(self.name)

    def format_view(self, doc: dict[str, Any]) -> dict[str, Any] | None:
        """The schedule or bracket the page shows beside the rounds; None: it has none."""
        return None

    def live_view(self, doc: dict[str, Any], now: int) -> dict[str, Any] | None:
        """What the page shows at its time `now` (milliseconds since 1970) when play runs on a clock rather
        than in rounds (an arena); None: it has no such view."""
        return None

    # ---------------------------------------------------------------------------------------- TRF

    def export_tournament(self, doc: dict[str, Any], tournament):
        """The engine's tournament as a TRF export writes it (Baku: its type and virtual points)."""
        return tournament

    def reads_trf(self, tournament) -> bool:
        """Whether a players' TRF file (the engine's tournament as read) declares this system, by its 192 type or
        its acceleration records; one that declares something no system reads is refused (EventError)."""
        return False

    def to_trf(self, doc: dict[str, Any]) -> tuple[str, list[dict[str, Any]]] | None:
        """Its own TRF file of the event (a team event's team file) and warnings (messages.said's); None: the players'
        file."""
        return None

    def read_team_trf(self, text: str, event_id: str | None, at: str | None, round_count: int | None
                      ) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]] | None:
        """An event of it from a team TRF file: (the document, which the event layer checks; warnings; the reader's
        notes; both messages.said's). None: it reads no team files."""
        return None
