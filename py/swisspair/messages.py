"""Every sentence the engine answers a director with, in English, once: a stable dotted key -> the error's code (the
coarse kind a program tests, e.g. "wrong_type") and its template with `{name}` places, the placeholder syntax of the
page's catalogues (app/locales/<language>/engine.json, whose English is written from this table by build.py).

A raise site names a key and its parameters (`EventError.of("event.too_large", "event.rounds", players=...)`); the
page shows the sentence in the director's language from the key and the parameters, the command line the English
filled here. Parameters are numbers (counts, grouped as the language groups them) and text that is data (names, a
line or a column, a value as the file has it); never English words. A parameter named `..._msg` holds the key of
another message of this table, whose sentence goes in its place with the same parameters (a file's fault inside
"The TRF file is not valid: ..."), so a sentence is never glued from English pieces.
"""

from __future__ import annotations

import re
from typing import Any

PLACEHOLDER = re.compile(r"\{(\w+)\}")

# key: (code, template). Keys are grouped by the layer that raises them.
MESSAGES: dict[str, tuple[str, str]] = {
    # The shared checks of a value (swisspair.checks): `what_msg` names the value, a subject below.
    "check.not_object": ("wrong_type", "{what_msg} must be an object, but it is {value_msg}."),
    "check.missing_key": ("missing", "{what_msg} has no “{key}”; it is required."),
    "check.unknown_key": ("unknown_field", "{what_msg} has a field “{key}” that SwissPair does not know; remove it or "
                          "check its spelling."),
    "check.not_whole_number": ("wrong_type", "{what_msg} must be a whole number, but it is {value_msg}."),
    "check.below": ("out_of_range", "{what_msg} must be at least {low}, but it is {value}."),
    "check.not_between": ("out_of_range", "{what_msg} must be between {low} and {high}, but it is {value}."),
    "check.one_line": ("wrong_value", "{what_msg} must be on one line."),
    "check.not_text": ("wrong_type", "{what_msg} must be text, but it is {value_msg}."),
    "check.empty": ("empty", "{what_msg} is empty."),
    "check.text_too_long": ("out_of_range", "{what_msg} is {count} characters long; at most {most} are allowed."),
    "check.not_the_one": ("wrong_value", "{what_msg} must be “{first}”, but it is {value_msg}."),
    "check.not_either": ("wrong_value", "{what_msg} must be “{first}” or “{second}”, but it is {value_msg}."),
    "check.not_one_of": ("wrong_value", "{what_msg} must be one of {choices}, but it is {value_msg}."),
    "check.not_boolean": ("wrong_type", "{what_msg} must be true or false, but it is {value_msg}."),
    "check.not_list": ("wrong_type", "{what_msg} must be a list, but it is {value_msg}."),
    "check.too_many_entries": ("out_of_range", "{what_msg} has {count} entries; at most {most} are allowed."),
    "value.empty": ("wrong_value", "empty"),
    "value.object": ("wrong_value", "an object"),
    "value.list": ("wrong_value", "a list"),
    "value.as_is": ("wrong_value", "{value}"),
    # What a checked value is (the `what` of swisspair.checks).
    "subject.player_list": ("wrong_value", "the player list"),
    "subject.player_n": ("wrong_value", "player {number}"),
    "subject.name_of_player_n": ("wrong_value", "the name of player {number}"),
    "subject.id_of_player_n": ("wrong_value", "the id of player {number} ({name})"),
    "subject.rating_of_player_n": ("wrong_value", "the rating of player {number} ({name})"),
    "subject.number_of_rounds": ("wrong_value", "the number of rounds"),
    "subject.trf_file": ("wrong_value", "the TRF file"),
    "subject.player": ("wrong_value", "the player"),
    "subject.players_name": ("wrong_value", "the player's name"),
    "subject.rating": ("wrong_value", "the rating"),
    "subject.national_rating": ("wrong_value", "the national rating"),
    "subject.fixed_pairing_number": ("wrong_value", "the fixed pairing number"),
    "subject.events_name": ("wrong_value", "the event's name"),
    "subject.sections_name": ("wrong_value", "the section's name"),
    "subject.result": ("wrong_value", "the result"),
    # The bridge's own checks of a request (py/swisspair/bridge.py).
    "request.too_few_players": ("too_few", "A round needs at least two players; the list has {count}."),
    "request.too_many_players": ("too_many", "The player list has {count} players; SwissPair pairs at most {most} "
                                 "in one event (split a larger field into sections)."),
    "request.duplicate_id": ("duplicate", "Player {number} ({name}) has id {id}, which player {earlier} already has; "
                             "every player needs a different id."),
    "request.not_boolean": ("not_boolean", "“{name}” must be true or false, but it is {value}."),
    "request.tiebreak_twice": ("duplicate", "Tie-break {tiebreak} is in the list twice (tie-breaks {first} and "
                               "{second})."),
    "request.tiebreak_refused": ("unknown_tiebreak", "{cause_msg}."),
    "request.no_view": ("no_view", "The system “{system}” has no schedule or bracket to show."),
    "request.not_arena": ("wrong_system", "This event is paired by “{system}”, not as an arena."),
    "request.no_standings": ("no_standings", "No round is complete yet: there are no standings to copy."),
    "request.event_and_key": ("duplicate", "The request gives both “{name}” and the key of a held event; give one."),
    "request.event_not_held": ("event_not_held", "The engine no longer holds that event: send the event itself."),
    "request.unknown_op": ("unknown_op", "The engine has no operation {op}; it knows {known}."),
    "request.too_long": ("too_large", "The request is {count} characters long; the engine reads at most {most}."),
    "prizes.no_ranking": ("no_ranking", "A {system} event has no standings of players by points to rank prize groups "
                          "by."),
    "prizes.no_ranking_section": ("no_ranking", "A {system} event (the section “{section}”) has no standings of "
                                  "players by points to rank prize groups by."),
    "prizes.none": ("no_prizes", "The event has no prize groups: define them with the standings first."),
    # JSON text: a request, or a file the page reads (bridge.parse_json).
    "json.the_request": ("bad_json", "the request"),
    "json.the_file": ("bad_json", "the file"),
    "json.too_deep": ("bad_json", "{what_msg} nests arrays or objects too deeply to be SwissPair data (more than "
                      "{most} levels); it was not read."),
    "json.not_valid_at": ("bad_json", "{what_msg} is not valid JSON: line {line}, column {column}: {fault}."),
    "json.number_refused": ("bad_json", "{what_msg} cannot be read: {cause_msg}."),
    "json.constant": ("bad_json", "{name} is not a number JSON allows"),
    "json.number_too_long": ("bad_json", "it holds a number {count} characters long; SwissPair reads numbers of at "
                             "most {most} characters"),
    "json.number_too_large": ("bad_json", "it holds the number {number}, too large for any number SwissPair uses"),
    # A TRF file: the fault (a clause, the reader's) inside the sentence of the layer that read it.
    "trf.not_valid": ("invalid_trf", "The TRF file is not valid: line {line}, column {column}: {cause_msg}."),
    "trf.too_many_bytes": ("out_of_range", "The TRF file has more than {bytes} bytes; SwissPair reads files of at most "
                           "{most} characters."),
    "trf.not_text": ("wrong_type", "The TRF file must be text, but it is {value}."),
    "trf.too_long": ("out_of_range", "The TRF file has {count} characters; SwissPair reads files of at most {most}."),
    "trf.too_many_players": ("too_many", "The TRF file has {count} player lines (001); SwissPair pairs and ranks at "
                             "most {most} players in one event (split a larger field into sections)."),
    "trf.too_large": ("too_large", "The TRF file has {players} players and {rounds} rounds: {entries} player-rounds; "
                      "SwissPair handles at most {most}."),
    "trf.fewer_rounds_than_played": ("invalid_trf", "The file has {played} rounds played but declares {declared}."),
    "trf.cannot_pair": ("invalid_trf", "The TRF file cannot be paired: {cause_msg}."),
    "trf.rounds_differ": ("invalid_trf", "The file says the event has {declared} rounds (its {record} line), not "
                          "{given}."),
    "trf.no_rounds": ("no_rounds", "The file does not say how many rounds the event has (no {record} line): give the "
                      "number of rounds."),
    # A TRF file's faults (swisspair.trf, a clause after "line L, column C: ").
    "trf.expected": ("invalid_trf", "expected {what_msg}, {found_msg}"),
    "trf.found_text": ("invalid_trf", "found {text}"),
    "trf.found_nothing": ("invalid_trf", "found nothing"),
    "trf.found_long": ("invalid_trf", "found {start}… ({count} characters)"),
    "trf.blank_tag": ("invalid_trf", "expected a record tag such as 001 at column 1, found a blank"),
    "trf.short_tag": ("invalid_trf", "expected a record tag of 3 characters such as 001, found {text}"),
    "trf.short_player_line": ("invalid_trf", "expected a player line to reach column {reach} (points), found its end"),
    "trf.points_such_as": ("invalid_trf", "points such as 2.5"),
    "trf.in_round_of_player": ("invalid_trf", "round {number} of player {who}: {entry_msg}"),
    "trf.round_blank": ("invalid_trf", "expected a blank {where_msg}, found {found}"),
    "trf.between_opponent_and_colour": ("invalid_trf", "between opponent and colour"),
    "trf.between_colour_and_result": ("invalid_trf", "between colour and result"),
    "trf.between_rounds": ("invalid_trf", "between rounds"),
    "trf.an_opponent": ("invalid_trf", "an opponent's pairing number (0000 for none)"),
    "trf.round_colour": ("invalid_trf", "expected colour w, b or -, found {found}"),
    "trf.round_result": ("invalid_trf", "expected a result code (1 = 0 + - W D L H F U Z), found {found}"),
    "trf.round_needs_opponent": ("invalid_trf", "a result {result} is a game and needs an opponent; here the opponent "
                                 "field holds {held_msg} and the colour is {colour_msg}. Write the opponent's pairing "
                                 "number, or `0000 - Z` (or H, F, U) if the player had no game"),
    "trf.held_text": ("invalid_trf", "{opponent}"),
    "trf.held_nothing": ("invalid_trf", "nothing"),
    "trf.colour_text": ("invalid_trf", "{colour}"),
    "trf.colour_blank": ("invalid_trf", "blank"),
    "trf.round_bye_colour": ("invalid_trf", "a bye ({result}) has no colour, found {found}: write `0000 - {letter}`"),
    "trf.round_unfinished_colour": ("invalid_trf", "the game against {opponent} has no result yet and needs the "
                                    "colour w or b, found {found}"),
    "trf.round_bye_opponent": ("invalid_trf", "a result {result} is a bye and has no opponent, found {opponent}: "
                               "write `0000 - {letter}`"),
    "trf.round_game_colour": ("invalid_trf", "the game against {opponent} needs the colour w or b, found {found}"),
    "trf.a_rating": ("invalid_trf", "a rating"),
    "trf.a_rank": ("invalid_trf", "a rank"),
    "trf.a_pairing_number_to_9999": ("invalid_trf", "a pairing number from 1 to 9999"),
    "trf.a_pairing_number": ("invalid_trf", "a pairing number"),
    "trf.a_number_of_rounds": ("invalid_trf", "a positive number of rounds"),
    "trf.a_round_number": ("invalid_trf", "a round number"),
    "trf.a_round": ("invalid_trf", "a round"),
    "trf.a_team_number_to_999": ("invalid_trf", "a team number from 1 to 999"),
    "trf.a_strength": ("invalid_trf", "a strength (a whole number)"),
    "trf.a_players_pairing_number": ("invalid_trf", "a player's pairing number"),
    "trf.a_team_number": ("invalid_trf", "a team number"),
    "trf.a_team_number_or_none": ("invalid_trf", "a team number (000 for none)"),
    "trf.a_players_pairing_number_or_empty": ("invalid_trf", "a player's pairing number (0000 for an empty board)"),
    # Player lists read from a file or pasted (swisspair.roster_csv, swisspair.roster_text).
    "roster.file_too_long": ("out_of_range", "The file has {count} characters; a roster file may have at most "
                             "{most}."),
    "roster.list_too_long": ("out_of_range", "The list has {count} characters; a pasted list may have at most {most}."),
    # Event operations' refusals (swisspair.event.ops).
    "event.no_such_player": ("unknown_player", "There is no player with id {id} in this event."),
    "round.results_missing": ("results_missing", "Round {number} has no result yet on board(s) {boards}."),
    "round.nobody": ("nobody", "Nobody is left to play round {number}: every player is absent or withdrawn."),
    "round.recorded_not_this": ("wrong_value", "The recorded pairing is not one of round {number}."),
    "round.none_paired": ("not_started", "No round is paired yet."),
    "round.unpair_has_results": ("has_results", "Round {number} has results on board(s) {boards}; clear them first, "
                                 "or unpair with discard_results to drop them."),
    "result.followed": ("needs_result", "Round {number} is followed by paired rounds: correct its result instead of "
                        "clearing it."),
    "move.swap_two": ("wrong_value", "Name exactly two players to swap."),
    "move.swap_different": ("wrong_value", "Name two different players to swap."),
    "move.not_placed": ("not_placed", "Player id {id} is not on a board or the bye of round {number}."),
    "move.board_has_result": ("has_results", "Round {number}, board {board} already has a result; clear it before "
                              "changing the pairing."),
    "move.plays_self": ("wrong_value", "A player cannot play themselves."),
    "move.no_bye": ("no_bye", "Round {number} has no pairing-allocated bye."),
    # Players (swisspair.event.ops.players).
    "player.tpn_too_high": ("out_of_range", "Pairing number {tpn} is more than the number of players ({count})."),
    "player.tpn_taken": ("duplicate", "{name} already has pairing number {tpn}."),
    "player.add_after_start": ("already_started", "Round 1 is already paired: add the player as a late entry "
                               "instead."),
    "player.too_many": ("too_many", "An event holds at most {most} players."),
    "player.nothing_to_change": ("empty", "The changes name nothing to change."),
    "player.no_round_to_join": ("finished", "All {count} rounds are paired; there is no round left to join."),
    "player.one_round_event": ("out_of_range", "The event has one round: a player joins it as a normal entry."),
    "player.already_withdrawn": ("already_withdrawn", "{name} already withdrew from round {number}, which is paired."),
    "player.not_withdrawn": ("not_withdrawn", "{name} has not withdrawn."),
    "player.withdrawal_fixed": ("already_paired", "Round {number} was paired without {name}; the withdrawal can only "
                                "move to round {next} or later now."),
    "player.no_such_round": ("out_of_range", "The event has {count} rounds; there is no round {number}."),
    "player.byes_not_allowed": ("not_allowed", "This event allows no requested byes (settings)."),
    "player.joins_later": ("out_of_range", "{name} joins only in round {number}."),
    "player.withdrew_from": ("out_of_range", "{name} withdrew from round {number}."),
    "player.bye_limit": ("limit_reached", "{name} already has {count} requested bye(s); this event allows {most}."),
    "player.no_requested_bye": ("no_bye", "{name} has no requested bye for round {number}."),
    "player.round_already_paired": ("already_paired", "Round {number} is already paired; unpair it first."),
    # Sections (swisspair.event.ops.sections).
    "section.needs_name": ("empty", "A section needs a name."),
    "section.name_taken": ("duplicate", "The event already has a section named “{name}”."),
    "section.too_many": ("too_many", "An event holds at most {most} sections."),
    "section.first_needs_name": ("empty", "The first section needs a name."),
    "section.none_add_one": ("no_sections", "The event has no sections: add one first."),
    "section.nothing_to_change": ("empty", "Say what to change: the section's name or its rule."),
    "section.only_one": ("last_section", "The section “{name}” is the event's only section."),
    "section.none_to_move_between": ("no_sections", "The event has no sections to move a player between."),
    "section.already_in": ("same_section", "{name} is already in the section “{section}”."),
    "section.team_event": ("team_section", "The section “{section}” is a team event: its players are in teams; "
                           "change the teams' line-ups there instead."),
    "section.none": ("no_sections", "The event has no sections."),
    # Merging two copies of an event (swisspair.event.merge).
    "merge.not_the_same_event": ("not_the_same_event", "These are two different events (“{ours}” and “{theirs}”); "
                                 "only copies of one event can be merged."),
    "merge.parted_before_record": ("parted_before_record", "These copies parted before SwissPair recorded what each "
                                   "one does (one was made by an earlier SwissPair, or each was opened from its own "
                                   "file), so they cannot be merged: keep both, or replace one with the other."),
    # Tie-breaks (swisspair.tiebreaks.registry, a clause).
    "tiebreak.unknown": ("unknown_tiebreak", "unknown tie-break {given}; SwissPair knows {known} (a cut may be "
                         "written BH-C1 or BH/C1)"),
    "tiebreak.unknown_team": ("unknown_tiebreak", "unknown team tie-break {given}; SwissPair knows {known} (a cut "
                              "may be written BH-C1 or BH/C1)"),
    "tiebreak.not_in_edition": ("unknown_tiebreak", "tie-break {tiebreak} is not in the {edition} edition of FIDE "
                                "C.07; it was added in {added}"),
    "tiebreak.twice": ("duplicate", "tie-break {tiebreak} is in the list twice"),
    # Pairing.
    "pairing.none": ("no_pairing", "No valid pairing exists: {cause_msg}."),
    "pairing.round_cannot": ("cannot_pair", "Round {number} cannot be paired: {cause_msg}."),
    "pairing.round_fide": ("no_pairing", "Round {number} cannot be paired under the FIDE rules: {cause_msg}."),
    "pairing.round_with_rematches": ("no_pairing", "Round {number} cannot be paired, even allowing rematches: "
                                     "{cause_msg}. Pair this round by hand, or reduce the number of rounds."),
    # Why a round cannot be paired (a clause, with the rule that blocks it).
    "pairing.rounds_missing": ("no_pairing", "the total number of rounds is missing (XXR or 142 line)"),
    "pairing.all_played": ("no_pairing", "all {count} rounds have been played"),
    "pairing.initial_colour_missing": ("no_pairing", "the initial colour is missing (XXC white1/black1 or 152 line)"),
    "pairing.baku_scoring": ("no_pairing", "Baku acceleration (192 FIDE_DUTCH_BAKU) needs the standard 1 / ½ / 0 "
                             "scoring; this event scores a win {win}, a draw {draw} and a loss {loss}"),
    "pairing.c2_c3": ("no_pairing", "no pairing satisfies C2 (no second bye) and C3 (no two non-topscorers with the "
                      "same absolute colour preference), even allowing rematches"),
    "pairing.c1_c3": ("no_pairing", "no pairing satisfies the absolute criteria: C1 (no rematch), C2 (no second bye) "
                      "and C3 (no two non-topscorers with the same absolute colour preference) cannot all hold"),
    "pairing.teams_c1_c3": ("no_pairing", "C1/C3: the teams cannot all be paired without a rematch or a forbidden "
                            "pair"),
    "pairing.teams_top_group": ("no_pairing", "C1/C3: the top scoregroup cannot be paired with any set of upfloaters "
                                "and leave the teams below a legal pairing"),
    "pairing.teams_initial_colour": ("no_pairing", "§4.1: the initial colour is not given (TRF-2026 152), and §4.3.1 "
                                     "needs it for teams {first} and {second}"),
    "pairing.teams_result_early": ("no_pairing", "team {team} has a result for round {in_round}, which is the round to "
                                   "pair (only a requested bye or a withdrawal may be given before pairing)"),
    "pairing.teams_unknown_opponent": ("no_pairing", "team {team}, the opponent in round {in_round}, is not in the "
                                       "event"),
    "pairing.teams_no_bye": ("no_pairing", "C2: no team may receive the pairing-allocated bye (each has had one or "
                             "has won a match by forfeit)"),
    "pairing.teams_bye_c1_c3": ("no_pairing", "C1/C3: whichever team C2 allows to take the pairing-allocated bye, the "
                                "others cannot all be paired without a rematch or a forbidden pair"),
    # Teams, players' absences and the other systems (swisspair.systems.teams, .arena, .knockout, .magic_swiss,
    # .cs_major, swisspair.document.section_rules and .prizes).
    "subject.team": ("wrong_value", "the team"),
    "subject.teams_name": ("wrong_value", "the team's name"),
    "subject.teams_short_name": ("wrong_value", "the team's short name"),
    "subject.teams_club": ("wrong_value", "the team's club"),
    "subject.teams_federation": ("wrong_value", "the team's federation"),
    "subject.roster": ("wrong_value", "the roster"),
    "subject.roster_of_team": ("wrong_value", "the roster of team {team}"),
    "subject.board_of_roster": ("wrong_value", "board {board} of the roster"),
    "subject.new_players": ("wrong_value", "the new players"),
    "subject.team_seeding": ("wrong_value", "what the teams are seeded by"),
    "subject.team_order": ("wrong_value", "the team order"),
    "subject.round": ("wrong_value", "the round"),
    "subject.round_latest_or_later": ("wrong_value", "the round (the latest paired or a later one)"),
    "subject.round_to_pair": ("wrong_value", "the round (one not paired yet)"),
    "subject.round_to_pair_after_first": ("wrong_value", "the round (one not paired yet, after round 1)"),
    "subject.round_team_withdraws_from": ("wrong_value", "the round it withdraws from"),
    "subject.points_of_bye": ("wrong_value", "the points of the bye"),
    "subject.byes_points": ("wrong_value", "the bye's points"),
    "subject.byes_match_points": ("wrong_value", "the bye's match points (in tenths)"),
    "subject.byes_game_points": ("wrong_value", "the bye's game points (in tenths)"),
    "subject.primary_score": ("wrong_value", "the primary score"),
    "subject.match_of_round": ("wrong_value", "the match of round {number}"),
    "subject.side_that_forfeits": ("wrong_value", "the side that forfeits"),
    "team.not_a_team_event": ("not_a_team_event", "This event pairs players, not teams: choose a team system (a team "
                              "round robin) for a team event."),
    "team.no_such_team": ("unknown_team", "The event holds no such team (removed meanwhile?)."),
    "team.name_empty": ("empty", "The team's name is empty."),
    "team.plays_for_another": ("duplicate", "{name} already plays for team {team}; a player plays for one team."),
    "team.roster_twice": ("duplicate", "The roster names {name} twice."),
    "team.too_many": ("too_many", "An event holds at most {most} teams."),
    "team.new_player_refused": ("wrong_value", "New player {entry} of team {team}: {cause_msg}"),
    "team.remove_paired": ("already_started", "Team {team} is in the rounds paired: withdraw it instead; its "
                           "matches stay."),
    "team.roster_keeps_played": ("already_played", "{name} has played for team {team}: a roster keeps the players "
                                 "of its rounds paired."),
    "team.order_fixed": ("already_started", "Round 1 is paired: the teams' numbers are fixed."),
    "team.order_and_seeding": ("wrong_value", "Give the team order or what it is seeded by, not both."),
    "team.order_missing": ("missing", "Give the team order, or \"by\": \"rating\"."),
    "team.order_every_team": ("wrong_value", "The team order must name every team once."),
    "team.lineup_absent": ("absent_player", "Board {board}: {name} {absence_msg}; choose another player of the "
                           "roster."),
    "team.no_match": ("no_match", "Team {team} has no match in round {number}."),
    "team.match_has_results": ("has_results", "Round {number}, match {match} has results already: clear them before "
                               "changing a line-up."),
    "team.no_lineup_to_copy": ("nothing", "No team has a line-up in round {number} to copy."),
    "team.points_nothing_to_change": ("empty", "The operation names nothing to change."),
    "team.already_absent": ("already_absent", "Team {team} is already absent from round {number}."),
    "team.no_bye": ("no_bye", "Team {team} has no bye in round {number}."),
    "team.not_withdrawn": ("not_withdrawn", "Team {team} has not withdrawn."),
    "team.withdrawal_fixed": ("already_started", "Round {number} was paired without team {team}: it can come back "
                              "from round {next} as a late team only."),
    # Why a player is absent from a round (a clause after the player's name).
    "absence.joined_later": ("wrong_value", "joined only in round {joined}"),
    "absence.withdrew": ("wrong_value", "withdrew from round {withdrawn}"),
    "absence.half_point_bye": ("wrong_value", "has a requested bye (half point) in that round"),
    "absence.full_point_bye": ("wrong_value", "has a requested bye (full point) in that round"),
    "absence.zero_point_bye": ("wrong_value", "has a requested bye (zero point) in that round"),
    "absence.sitting_out": ("wrong_value", "is out of this round by the pairing system's rules (advanced, eliminated "
                            "or not in the playoff)"),
    "move.absent_from_board": ("absent_player", "{name} {absence_msg}; they cannot play round {number}."),
    "move.absent_from_bye": ("absent_player", "{name} {absence_msg}; they cannot have the bye of round {number}."),
    # Why an event or a section can no longer lose a player or change its system (a clause before a colon).
    "section.begun_paired": ("already_started", "round 1 of the section “{begun_section}” is paired"),
    "arena.begun": ("already_started", "the arena has started"),
    "section.begun_cannot_remove": ("already_started", "{begun_msg}: it cannot be removed."),
    "section.begun_cannot_move": ("already_started", "{begun_msg}: {name} can no longer move between sections."),
    "settings.begun_system_fixed": ("already_started", "{begun_msg}: the pairing system cannot change any more."),
    "player.withdraw_instead": ("already_started", "withdraw {name} instead"),
    "player.drop_instead": ("already_started", "drop {name} instead"),
    "player.pause_instead": ("already_started", "pause {name} instead"),
    "player.remove_after_round_one": ("already_started", "Round 1 is already paired: {leave_msg}; games already played "
                                      "stay."),
    "player.remove_after_start": ("already_started", "{begun_msg}: {leave_msg}; games already played stay."),
    "player.named_twice": ("duplicate", "{name} is named twice."),
    "player.order_leaves_out": ("missing", "The order leaves out {names}; it must name every player."),
    "team.empty_board_result": ("wrong_value", "Round {number}, board {board} has no player on one side (a line-up left "
                                "it empty), so its result is {result}, the empty side lost by forfeit; change the "
                                "line-up to play it."),
    "team.too_few_present": ("too_few", "Round {number} needs at least two teams present to pair a match; enter the "
                             "teams first."),
    "team.lineup_names_absent": ("absent_player", "Round {number}: board {board} of team {team}'s line-up is {name}, who "
                                 "is absent that round; change the line-up."),
    "team.short": ("short_team", "Round {number}: team {team} has {count} player(s) available and a match has {boards} "
                   "boards; add players to its roster, or set its line-up with the boards nobody can play left empty "
                   "(each lost by forfeit)."),
    "team.match_unfinished": ("missing_result", "Round {number}, match {match} has boards without a result."),
    "team.schedule_changed": ("schedule_changed", "Round {number} is no longer the Berger table's round {number}: the "
                              "teams of a round robin and their order are fixed once round 1 is paired."),
    "team.round_robin_late": ("late_entry", "Team {team} joined after round 1, but a round robin's schedule is fixed by "
                              "its teams at round 1; remove the late team or start a new event."),
    "team.round_robin_over": ("finished", "All {count} rounds of the team round robin are paired."),
    "team.swiss_rounds_unset": ("rounds_unset", "Set the number of rounds first: C.04.6 pairs the last rounds apart "
                                "(§1.7.2, §2.3.4)."),
    "team.swiss_over": ("finished", "All {count} rounds are paired."),
    "team.swiss_cannot_pair": ("no_pairing", "Round {number} cannot be paired by C.04.6: {cause_msg}."),
    "team.has_teams": ("has_teams", "The event has teams; “{system}” pairs players. Remove the teams first, or start a "
                       "new event."),
    # A team event's block of the document (swisspair.systems.teams.schema).
    "subject.match_points": ("wrong_value", "the match points"),
    "subject.match_points_win": ("wrong_value", "the match points for a win (in tenths)"),
    "subject.match_points_draw": ("wrong_value", "the match points for a draw (in tenths)"),
    "subject.match_points_loss": ("wrong_value", "the match points for a loss (in tenths)"),
    "team.match_points_order": ("wrong_value", "A won match must earn more match points than a drawn one, and a drawn "
                                "one at least as many as a lost one (they are {win}, {draw}, {loss} tenths)."),
    "team.same_id": ("duplicate", "Teams {first} and {second} in the list are one team twice (the same id); every team "
                     "needs a different id."),
    "team.bye_twice_or_after": ("wrong_value", "Team {team} has a bye for round {number} twice, or after it withdrew."),
    "team.roster_unknown_player": ("unknown_player", "The roster of team {team} names player id {id}, who is not in the "
                                   "event."),
    "team.roster_names_twice": ("duplicate", "{name} is on the roster of team {team} twice; a player plays for one "
                                "team."),
    "team.on_two_rosters": ("duplicate", "{name} is on the roster of team {team} and of team {other}; a player plays "
                            "for one team."),
    "team.lineup_size": ("wrong_value", "The line-up of team {team} in round {number} names {count} board(s); a match "
                         "has {boards} boards, one player or none (null) each."),
    "team.lineup_empty": ("wrong_value", "The line-up of team {team} in round {number} leaves every board empty; a team "
                          "with no player forfeits the whole match (enter a whole-team forfeit after pairing)."),
    "team.lineup_not_on_roster": ("not_in_team", "Board {board} of team {team}'s line-up in round {number} names "
                                  "{who_msg}, who is not on its roster."),
    "team.lineup_two_boards": ("duplicate", "The line-up of team {team} in round {number} names {who_msg} on two "
                               "boards."),
    "team.who_named": ("wrong_value", "{name}"),
    "team.who_unknown": ("wrong_value", "a player numbered {id} (not in the event)"),
    "team.lineup_unknown_team": ("unknown_team", "Line-up {number} is for a team the event does not hold."),
    "team.two_lineups": ("duplicate", "Team {team} has two line-ups for round {number}."),
    "team.bye_to_a_player": ("wrong_value", "Round {number}: a team event gives the bye to a team, not to a player."),
    "team.round_unknown_team": ("unknown_team", "Round {number} names a team the event does not hold."),
    "team.placed_twice": ("duplicate", "Round {number} places team {team} twice."),
    "team.placed_absent": ("absent_team", "Round {number} places team {team}, which {absence_msg}."),
    "team.board_count": ("wrong_value", "Round {number} has {count} match(es) of {boards} boards but {found} boards."),
    "team.match_two_teams": ("wrong_value", "Round {number}: match {match} must name its two teams."),
    "team.match_without_lineup": ("missing", "Round {number}: team {team} plays match {match} but has no line-up."),
    "team.boards_not_lineups": ("wrong_value", "Round {number}: the boards of match {match} are not its teams' line-ups "
                                "with colours alternating from board 1 (C.04.6 §1.6)."),
    # Why a team takes no part in a round (a clause after "which").
    "team_absence.joins_later": ("absent_team", "joins only in round {joined}"),
    "team_absence.withdrew": ("absent_team", "withdrew from round {withdrawn}"),
    "team_absence.bye_half": ("absent_team", "has a requested bye (a drawn match)"),
    "team_absence.bye_full": ("absent_team", "has a requested bye (a won match)"),
    "team_absence.bye_zero": ("absent_team", "has a requested bye (no points)"),
    # The arena (swisspair.systems.arena).
    "subject.arena_time": ("wrong_value", "the time (milliseconds since 1970)"),
    "subject.game": ("wrong_value", "the game"),
    "arena.time_backwards": ("time_backwards", "The time given ({now}) is before the last thing recorded in the event "
                             "({latest}); times must not go backwards."),
    "arena.already_started": ("already_started", "The arena has already started."),
    "arena.too_few": ("too_few", "An arena needs at least two players who are not paused to start."),
    "arena.no_such_game": ("unknown_game", "There is no game {number} in this arena."),
    "arena.game_has_result": ("finished", "Game {number} already has its result ({result})."),
    "arena.bad_result": ("bad_result", "The result {result} is not one of {choices}."),
    "arena.already_paused": ("paused", "Player {id} is already paused."),
    "arena.not_paused": ("not_paused", "Player {id} is not paused."),
    "arena.not_started": ("not_started", "The arena has not started yet."),
    "arena.no_rounds": ("wrong_system", "An arena has no rounds: start it, and enter each game's result as it "
                        "finishes; players are paired as they become free."),
    # A knockout (swisspair.systems.knockout).
    "knockout.too_few": ("too_few", "A knockout needs at least 2 players; this event has {count}."),
    "knockout.not_in_bracket": ("not_in_bracket", "Round {number}, board {board}: {white} - {black} is not a game the "
                                "knockout bracket has to play now (a knockout's boards cannot be changed by hand)."),
    "knockout.result_decides_nothing": ("wrong_value", "Round {number}, board {board}: a knockout game is won, lost or "
                                        "drawn (a draw goes to a tie-break game); “{result}” decides nothing."),
    "knockout.late_entry": ("late_entry", "{name} joined after round 1, but a knockout's bracket is drawn at round 1; "
                            "remove the late entry or start a new event."),
    "knockout.over": ("finished", "The knockout is over: {name} won it."),
    "knockout.absent": ("absent_player", "{name} is due to play round {number} of the knockout but is absent or "
                        "withdrawn; a knockout game cannot be left out: cancel the absence and enter a forfeit."),
    "knockout.third_place_and_double": ("wrong_value", "A double elimination needs no third-place match: its losers' "
                                        "bracket decides third place. Choose one of the two."),
    # Magic Swiss (swisspair.systems.magic_swiss; the Magic Tournament Rules' words).
    "magic.no_late_entry": ("not_supported", "{name} joins in round {number}: a Magic Swiss event pairs every player "
                            "from round 1 (add them before round 1 is paired)."),
    "magic.no_requested_bye": ("not_supported", "{name} has a requested bye: the Magic Tournament Rules have none; the "
                               "player drops instead (withdraw)."),
    "magic.cut_too_few": ("too_few", "The top {size} needs {size} players still in the event; {count} are."),
    "magic.playoff_needs_winner": ("needs_result", "Round {number}, match {board}: a playoff match needs a winner "
                                   "before the next playoff round."),
    "magic.playoff_drop": ("not_supported", "{name} has withdrawn, but is in the playoff: a player who leaves the top "
                           "cut concedes their next match; cancel the withdrawal, pair the round and enter that match "
                           "as 0-2."),
    "magic.no_rounds": ("no_rounds", "Set the number of Swiss rounds before pairing (MTR 10.2: they are announced "
                        "before round 1)."),
    "magic.all_paired": ("finished", "All {count} Swiss rounds are paired."),
    "magic.all_paired_with_cut": ("finished", "All {count} Swiss rounds and the top {size} are paired."),
    "magic.no_forfeit": ("wrong_value", "Round {number}, board {board}: a Magic match is reported by its game score; a "
                         "player who does not play loses the match 0-2."),
    "magic.needs_games": ("wrong_value", "Round {number}, board {board}: a Magic match needs its game score (games won "
                          "by each player, then drawn games, for example 2-1 or 1-1-1)."),
    "magic.best_of_three": ("wrong_value", "Round {number}, board {board}: a Magic match is best of three games, so it "
                            "ends once a player has won 2; {score} is not possible."),
    "magic.playoff_no_draw": ("wrong_value", "Round {number}, board {board} is a playoff match: it cannot end in a draw; "
                              "games are played until one player has won the match."),
    # A Counter-Strike Major's Swiss stage (swisspair.systems.cs_major).
    "cs.team_count": ("wrong_field", "A Major Swiss stage has exactly {teams} teams; this event has {count}."),
    "cs.plays_every_round": ("not_supported", "{name}: every team of a Major Swiss stage plays from round 1 until it "
                             "has advanced or been eliminated (no late entry, withdrawal or bye)."),
    "cs.stage_over": ("finished", "The stage is over: 8 teams have advanced and 8 are out."),
    "cs.no_double_forfeit": ("wrong_value", "Round {number}, board {board}: every match of a Major Swiss stage has a "
                             "winner; a double forfeit is not possible."),
    "cs.stage_refused": ("wrong_field", "{cause_msg}."),
    "cs.stage_size": ("wrong_field", "a Major Swiss stage has {teams} teams, not {count}"),
    "cs.seed_twice": ("wrong_field", "seed {seed}: '{name}' is already seed {earlier}"),
    "cs.priority_six": ("cannot_pair", "the priority table pairs 6 teams, not {count}"),
    "cs.odd_group": ("cannot_pair", "round {number}: {count} teams are {record}, an odd number to pair"),
    # A section's rule (swisspair.document.section_rules).
    "subject.section_rule": ("wrong_value", "the rule of the section “{section}”"),
    "subject.section_rule_kind": ("wrong_value", "the kind of rule of the section “{section}”"),
    "subject.section_rating_rule": ("wrong_value", "the rating rule of the section “{section}”"),
    "subject.section_birth_rule": ("wrong_value", "the birth rule of the section “{section}”"),
    "subject.section_field_rule": ("wrong_value", "the field rule of the section “{section}”"),
    "subject.lowest_rating": ("wrong_value", "the lowest rating"),
    "subject.highest_rating": ("wrong_value", "the highest rating"),
    "subject.first_birth_date": ("wrong_value", "the first birth date"),
    "subject.last_birth_date": ("wrong_value", "the last birth date"),
    "subject.players_field": ("wrong_value", "the player's field"),
    "subject.rule_values": ("wrong_value", "the values the rule takes"),
    "subject.rule_value": ("wrong_value", "value {number} the rule takes"),
    "section_rule.rating_needs_bound": ("missing", "The rating rule of the section “{section}” needs a lowest or a "
                                        "highest rating."),
    "section_rule.birth_needs_bound": ("missing", "The birth rule of the section “{section}” needs a first or a last "
                                       "birth date."),
    "section_rule.birth_ends_before": ("out_of_range", "The birth rule of the section “{section}” ends ({last}) before "
                                       "it begins ({first})."),
    "section_rule.not_a_date": ("wrong_value", "{what_msg} must be a year (2012) or a date (2012-09-01), not "
                                "“{text}”."),
    "section_rule.no_title": ("missing", "The rule of the section “{section}” names no title to take."),
    "section_rule.no_sex": ("missing", "The rule of the section “{section}” names no sex to take."),
    "section_rule.no_federation": ("missing", "The rule of the section “{section}” names no federation to take."),
    "section_rule.no_fide_id": ("missing", "The rule of the section “{section}” names no FIDE id to take."),
    "section_rule.no_birth": ("missing", "The rule of the section “{section}” names no birth date to take."),
    "section_rule.no_club": ("missing", "The rule of the section “{section}” names no club to take."),
    # Prize groups (swisspair.document.prizes).
    "subject.prize_group_name": ("wrong_value", "the name of prize group {number}"),
    "subject.prize_places": ("wrong_value", "the number of prizes of “{name}”"),
    "subject.prize_rating_under": ("wrong_value", "the rating “{name}” is under"),
    "subject.prize_lowest_rating": ("wrong_value", "the lowest rating of “{name}”"),
    "subject.prize_highest_rating": ("wrong_value", "the highest rating of “{name}” (not under its lowest, {lowest})"),
    "subject.prize_birth_bound": ("wrong_value", "the birth date bound of “{name}”"),
    "subject.prize_club": ("wrong_value", "the club of “{name}”"),
    "subject.prize_federation": ("wrong_value", "the federation of “{name}”"),
    "subject.prize_sex": ("wrong_value", "the sex of “{name}”"),
    "subject.prize_title": ("wrong_value", "the title of “{name}”"),
    "prizes.name_twice": ("duplicate", "Two prize groups are called “{name}”; give each a name of its own."),
    "prizes.one_birth_bound": ("wrong_value", "“{name}” needs one birth date bound: on or after, or on or before."),
    "prizes.birth_bound_not_date": ("wrong_value", "The birth date bound of “{name}” must be a date written 2008-01-01, "
                                    "not “{text}”."),
    "prizes.not_a_sex": ("wrong_value", "“{text}” is not a sex a player's record holds."),
    "prizes.not_a_title": ("wrong_value", "“{text}” is not a title a player's record holds."),
}


def placeholders(key: str) -> set[str]:
    """The names a message's template puts in its places."""
    return set(PLACEHOLDER.findall(MESSAGES[key][1]))


def code_of(key: str) -> str:
    return MESSAGES[key][0]


def shown(value: Any) -> str:
    """A parameter as the English sentence writes it: a count grouped by thousands (as Intl does on the page)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def fill(key: str, params: dict[str, Any]) -> str:
    """The English text of `key` with `params` in its places, nested messages filled too."""
    def place(match: re.Match[str]) -> str:
        name = match.group(1)
        value = params[name]
        return fill(value, params) if name.endswith("_msg") else shown(value)

    return PLACEHOLDER.sub(place, MESSAGES[key][1])


def sentence(key: str, params: dict[str, Any]) -> str:
    """The sentence a director reads: its first letter a capital (a nested message's template starts in lower case,
    as it stands in the middle of another's)."""
    text = fill(key, params)
    return text[:1].upper() + text[1:]


def catalogue() -> dict[str, str]:
    """The page's English entries for the engine's messages (app/locales/en/engine.json)."""
    return {f"engine.{key}": template for key, (_, template) in sorted(MESSAGES.items())}


class WordedError(ValueError):
    """An error whose sentence may be a message of this table: `key` and `params` beside the English `str()`, so the
    layer that answers the page can pass them on (None: a sentence not yet in the table, shown in English)."""

    key: str | None = None
    params: dict[str, Any] = {}

    @classmethod
    def of(cls, key: str, /, **params: Any):
        """The error saying message `key` (an error whose one argument is its text)."""
        return cls(fill(key, params)).worded(key, params)

    def worded(self, key: str | None, params: dict[str, Any]):
        self.key, self.params = key, params
        return self
