"""The FIDE Swiss Team Pairing System (C.04.6) in the event document: the team engine of this package
(`pair_next_round`) reads the document as the shared `Tournament` with its teams and its matches become the
round's boards.

- Teams are numbered by the team list (the competition's order, C.04.6 §1.1); the primary score is the event's
  `teams.primary` (§1.2), the colour preference type the option `colour_preference` (§1.7), and the option
  `secondary_colours` says whether the other score decides the first-team (§4.2.2).
- A team absent from the round (a requested bye, a withdrawal, a late team not joined yet) is left out, as a
  team TRF file's 240 record leaves it out.
- The engine's refusal (no legal pairing: C1 / C2) is a clear EventError naming the criterion.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....document.errors import EventError
from ....model import ColourPreference, Score, TeamSettings, Tournament
from ...base import Option, Paired
from ...dutch.errors import PairingError
from ..base import BOARDS, TeamSystem, paired_matches
from ..readers import team_numbers, team_tournament
from ..trf import read_team_event
from .criteria import RULE_WORDS
from .explain import COLOUR_RULES
from .pairing import pair_next_round

SYSTEM = "team_swiss"
# The option's integers, in the order the page offers them: C.04.6 §1.7's types.
COLOUR_TYPES = {1: ColourPreference.TYPE_A, 2: ColourPreference.TYPE_B, 0: ColourPreference.NONE}
_COLOUR_OPTION = {preference: value for value, preference in COLOUR_TYPES.items()}


def options_of(settings: TeamSettings) -> dict[str, Any]:
    """The options a team file's settings give (its 192 code, the boards of its matches)."""
    return {"boards": settings.boards, "colour_preference": _COLOUR_OPTION[settings.colour_preference],
            "secondary_colours": settings.secondary is not None}


def with_options(doc: dict[str, Any], tournament: Tournament) -> Tournament:
    """The event's team model with the options of this system in its settings: the colour preference type and the
    score colour allocation uses after the primary one."""
    settings = tournament.teams.settings
    options = doc["settings"]["options"]
    secondary = Score.GAME_POINTS if settings.primary is Score.MATCH_POINTS else Score.MATCH_POINTS
    tournament.teams.settings = replace(settings, colour_preference=COLOUR_TYPES[options["colour_preference"]],
                                        secondary=secondary if options["secondary_colours"] else None)
    return tournament


class TeamSwissSystem(TeamSystem):
    name = SYSTEM
    label = "Swiss (FIDE team, C.04.6)"
    # After the primary score: the other score (C.07 Art. 13.1), the matches among the tied (Art. 13.3), then
    # the opponents' strength, as team Swiss events commonly break their ties.
    default_tiebreaks = ("MPVGP", "EDE", "BH")
    rule_words = {**RULE_WORDS, **COLOUR_RULES}
    options = {"boards": BOARDS,
               "colour_preference": Option("subject.option_colour_preference", 1, choices=tuple(COLOUR_TYPES)),
               "secondary_colours": Option("subject.option_secondary_colours", False)}

    def read_team_trf(self, text: str, event_id: str | None, at: str | None, round_count: int | None
                      ) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
        """Every team file becomes a team Swiss: its 192 code gives the options."""
        return read_team_event(text, event_id, at, round_count, self.name, options_of)

    def with_team_options(self, doc: dict[str, Any], tournament: Tournament) -> Tournament:
        return with_options(doc, tournament)

    def check_next_round(self, doc: dict[str, Any], r: int) -> None:
        if doc["settings"]["rounds"] is None:
            raise EventError.of("team.swiss_rounds_unset", "event.settings.rounds", round=r)
        if r > doc["settings"]["rounds"]:
            raise EventError.of("team.swiss_over", "event.rounds", round=r, count=doc["settings"]["rounds"])
        super().check_next_round(doc, r)

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        tournament = with_options(doc, team_tournament(doc, absences_for=r))
        try:
            pairing = pair_next_round(tournament)
        except PairingError as exc:
            # The cause names the criterion that blocks it (C1/C3, C2, §4.1).
            raise EventError.wrapping("team.swiss_cannot_pair", exc, f"Round {r} cannot be paired by C.04.6: {exc}.",
                                      "event.rounds", round=r, number=r) from None
        ids = {number: tid for tid, number in team_numbers(doc).items()}
        matches = [(ids[m.white], ids[m.black]) for m in pairing.matches]
        pab = None if pairing.bye is None else ids[pairing.bye]
        return paired_matches(doc, r, matches, pab, [])
