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
from fractions import Fraction
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
    # The event document's checks (swisspair.event.schema): a subject names a value by a part (`part_msg`, a
    # subject below) of what holds it (a player, a round, a log entry...); an absence is a clause after a name.
    "absence.joined_later": ("wrong_value", "joined only in round {joined}"),
    "absence.withdrew": ("wrong_value", "withdrew from round {withdrawn}"),
    "absence.half_point_bye": ("wrong_value", "has a requested bye (half point) in that round"),
    "absence.full_point_bye": ("wrong_value", "has a requested bye (full point) in that round"),
    "absence.zero_point_bye": ("wrong_value", "has a requested bye (zero point) in that round"),
    "subject.of_player": ("wrong_value", "{part_msg} of {name} (id {id})"),
    "subject.of_player_n": ("wrong_value", "{part_msg} of player {number}"),
    "subject.of_section_n": ("wrong_value", "{part_msg} of section {number}"),
    "subject.of_section": ("wrong_value", "{part_msg} of the section “{section}”"),
    "subject.of_log_entry_n": ("wrong_value", "{part_msg} of log entry {number}"),
    "subject.of_restriction_n": ("wrong_value", "{part_msg} of restriction {number}"),
    "subject.of_round_n": ("wrong_value", "{part_msg} of round {number}"),
    "subject.id": ("wrong_value", "the id"),
    "subject.name": ("wrong_value", "the name"),
    "subject.number": ("wrong_value", "the number"),
    "subject.kind": ("wrong_value", "the kind"),
    "subject.label": ("wrong_value", "the label"),
    "subject.text": ("wrong_value", "the text"),
    "subject.time": ("wrong_value", "the time"),
    "subject.round": ("wrong_value", "the round"),
    "subject.operation": ("wrong_value", "the operation"),
    "subject.players": ("wrong_value", "the players"),
    "subject.a_player": ("wrong_value", "a player"),
    "subject.warnings": ("wrong_value", "the warnings"),
    "subject.warning_n": ("wrong_value", "warning {index}"),
    "subject.title": ("wrong_value", "the title"),
    "subject.sex": ("wrong_value", "the sex"),
    "subject.federation": ("wrong_value", "the federation"),
    "subject.fide_id": ("wrong_value", "the FIDE id"),
    "subject.birth_date": ("wrong_value", "the birth date"),
    "subject.club": ("wrong_value", "the club"),
    "subject.national_id": ("wrong_value", "the national ID"),
    "subject.first_round": ("wrong_value", "the first round"),
    "subject.last_round": ("wrong_value", "the last round"),
    "subject.missed_rounds_points": ("wrong_value", "the points for missed rounds"),
    "subject.withdrawal_round": ("wrong_value", "the round of withdrawal"),
    "subject.requested_byes": ("wrong_value", "the requested byes"),
    "subject.a_requested_bye": ("wrong_value", "a requested bye"),
    "subject.requested_bye_round": ("wrong_value", "the round of a requested bye"),
    "subject.boards": ("wrong_value", "the boards"),
    "subject.engine_pairing": ("wrong_value", "the engine's pairing"),
    "subject.engine_boards": ("wrong_value", "the engine's boards"),
    "subject.engine_board_n": ("wrong_value", "engine board {board}"),
    "subject.engine_board_player": ("wrong_value", "a player of engine board {board}"),
    "subject.engine_bye": ("wrong_value", "the engine's bye"),
    "subject.notes": ("wrong_value", "the notes"),
    "subject.a_note": ("wrong_value", "a note"),
    "subject.note_kind": ("wrong_value", "the kind of a note"),
    "subject.note_text": ("wrong_value", "the text of a note"),
    "subject.note_players": ("wrong_value", "the players of a note"),
    "subject.note_player": ("wrong_value", "a player of a note"),
    "subject.manual_changes": ("wrong_value", "the manual changes"),
    "subject.a_manual_change": ("wrong_value", "a manual change"),
    "subject.manual_change_kind": ("wrong_value", "the kind of a manual change"),
    "subject.manual_change_text": ("wrong_value", "the description of a manual change"),
    "subject.players_moved": ("wrong_value", "the players moved by hand"),
    "subject.player_moved": ("wrong_value", "a player moved by hand"),
    "subject.manual_change_warnings": ("wrong_value", "the warnings of a manual change"),
    "subject.manual_change_warning": ("wrong_value", "a warning of a manual change"),
    "subject.event": ("wrong_value", "the event"),
    "subject.event_version": ("wrong_value", "the event's version"),
    "subject.event_id": ("wrong_value", "the event's id"),
    "subject.creation_time": ("wrong_value", "the event's creation time"),
    "subject.last_change_time": ("wrong_value", "the time of the event's last change"),
    "subject.kept_trf_lines": ("wrong_value", "the kept TRF lines"),
    "subject.kept_trf_line_n": ("wrong_value", "kept TRF line {number}"),
    "subject.section_boards": ("wrong_value", "how boards are numbered across the sections"),
    "subject.sections": ("wrong_value", "the sections"),
    "subject.section_n": ("wrong_value", "section {number}"),
    "subject.log": ("wrong_value", "the log"),
    "subject.log_entry_n": ("wrong_value", "log entry {number}"),
    "subject.settings": ("wrong_value", "the settings"),
    "subject.rating_changes_shown": ("wrong_value", "whether the standings show rating changes"),
    "subject.mode": ("wrong_value", "the mode"),
    "subject.pairing_system": ("wrong_value", "the pairing system"),
    "subject.initial_colour": ("wrong_value", "the initial colour"),
    "subject.requested_bye_settings": ("wrong_value", "the requested-bye settings"),
    "subject.allowed_byes": ("wrong_value", "the allowed byes"),
    "subject.allowed_bye": ("wrong_value", "an allowed bye"),
    "subject.requested_bye_limit": ("wrong_value", "the limit of requested byes"),
    "subject.late_entry_points": ("wrong_value", "the points of a late entry's missed rounds"),
    "subject.tiebreak_list": ("wrong_value", "the tie-break list"),
    "subject.tiebreak_n": ("wrong_value", "tie-break {number}"),
    "subject.options": ("wrong_value", "the options"),
    "subject.options_of_system": ("wrong_value", "the options of “{system}”"),
    "subject.point_system": ("wrong_value", "the point system"),
    "subject.points_for_win": ("wrong_value", "the points for a win (in tenths)"),
    "subject.points_for_draw": ("wrong_value", "the points for a draw (in tenths)"),
    "subject.points_for_loss": ("wrong_value", "the points for a loss (in tenths)"),
    "subject.points_for_forfeit_win": ("wrong_value", "the points for a forfeit win (in tenths)"),
    "subject.points_for_forfeit_loss": ("wrong_value", "the points for a forfeit loss (in tenths)"),
    "subject.points_for_pab": ("wrong_value", "the points for the pairing-allocated bye (in tenths)"),
    "subject.points_for_half_bye": ("wrong_value", "the points for a half-point bye (in tenths)"),
    "subject.points_for_full_bye": ("wrong_value", "the points for a full-point bye (in tenths)"),
    "subject.points_for_zero_bye": ("wrong_value", "the points for a zero-point bye (in tenths)"),
    "subject.bye_points_of_player": ("wrong_value", "the points of the bye of {name} (id {id}) in round {number}"),
    "subject.restrictions": ("wrong_value", "the restrictions"),
    "subject.restriction_n": ("wrong_value", "restriction {number}"),
    "subject.rounds": ("wrong_value", "the rounds"),
    "subject.round_n": ("wrong_value", "round {number}"),
    "subject.board_of_round": ("wrong_value", "board {board} of round {number}"),
    "subject.white_on_board": ("wrong_value", "white on board {board}"),
    "subject.black_on_board": ("wrong_value", "black on board {board}"),
    "subject.pab": ("wrong_value", "the pairing-allocated bye"),
    "subject.result_of_board": ("wrong_value", "the result of round {number}, board {board}"),
    "subject.unrated_of_board": ("wrong_value", "whether round {number}, board {board} was unrated"),
    "subject.uncoloured_of_board": ("wrong_value", "whether round {number}, board {board} has no colours"),
    "subject.game_score_of_board": ("wrong_value", "the game score of round {number}, board {board}"),
    "subject.game_count_of_board": ("wrong_value", "a game count of round {number}, board {board}"),
    "document.too_deep": ("too_deep", "{what_msg} nests deeper than any event document does."),
    "document.key_not_text": ("wrong_type", "{what_msg} has a key that is not text: {key}."),
    "document.number_not_json": ("wrong_type", "{what_msg} holds a number JSON does not allow."),
    "document.value_not_json": ("wrong_type", "{what_msg} holds a value that is not JSON: {kind}."),
    "document.too_large": ("too_large", "The event has {players} players and {rounds} rounds: {entries} "
                                        "player-rounds; SwissPair handles at most {most}."),
    "document.not_an_event": ("not_an_event", "This is not a SwissPair event: its “format” must be “{format}”."),
    "document.in_section": ("wrong_value", "Section “{section}”: {fault_msg}"),
    "document.no_sections": ("too_few", "An event with sections has at least one."),
    "document.section_id_twice": ("duplicate", "Two sections have id {id}."),
    "document.section_needs_name": ("empty", "Section {number} needs a name."),
    "document.section_name_twice": ("duplicate", "Two sections are named “{name}”."),
    "document.sections_too_many_players": ("too_many", "The sections hold more than {most} players in all; SwissPair "
                                                       "runs at most that many in one event."),
    "document.player_in_two_sections": ("duplicate", "{name} (id {id}) is in the section “{section}” and in the "
                                                     "section “{other}”; a player is in one section."),
    "document.allowed_bye_twice": ("duplicate", "The allowed byes name “{kind}” twice."),
    "document.tiebreak_twice": ("duplicate", "The tie-break list names “{tiebreak}” twice."),
    "document.wrong_mode": ("wrong_mode", "The pairing system “{system}” runs in mode {modes}, not “{mode}”."),
    "document.player_id_twice": ("duplicate", "Two players have id {id}; every player needs a different id."),
    "document.pairing_number_twice": ("duplicate", "{name} (id {id}) and player id {other} both have pairing number "
                                                   "{tpn}."),
    "document.bye_after_withdrawal": ("out_of_range", "{name} (id {id}) has a bye for round {number} but withdrew "
                                                      "from round {withdrawn}."),
    "document.requested_bye_twice": ("duplicate", "{name} (id {id}) has two requested byes for round {number}."),
    "document.too_many_restricted_pairs": ("too_many", "The restrictions keep {pairs} pairs of players apart; at "
                                                       "most {most} are allowed (restrict smaller groups)."),
    "document.restriction_id_twice": ("duplicate", "Two restrictions have id {id}."),
    "document.restriction_too_few": ("too_few", "Restriction {number} must name at least two players who must not "
                                                "meet."),
    "document.restriction_unknown_player": ("unknown_player", "Restriction {number} names player id {id}, who is not "
                                                              "in the event."),
    "document.restriction_player_twice": ("duplicate", "Restriction {number} names {name} twice."),
    "document.more_rounds_than_set": ("out_of_range", "The event has {count} rounds paired but is set to {set_to} "
                                                      "rounds."),
    "document.more_rounds_than_set_playoff": ("out_of_range", "The event has {count} rounds paired but is set to "
                                                              "{set_to} rounds and {playoff} playoff rounds."),
    "document.placed_unknown_player": ("unknown_player", "Round {number}: {place_msg} is player id {id}, who is not "
                                                         "in the event."),
    "document.on_two_boards": ("duplicate", "Round {number}: {name} is placed on boards {first} and {second}."),
    "document.plays_self": ("duplicate", "Round {number}: {name} plays themselves on board {board}."),
    "document.on_board_and_bye": ("duplicate", "Round {number}: {name} is on board {board} and has the "
                                               "pairing-allocated bye."),
    "document.placed_absent": ("absent_player", "Round {number}: {name} is {place_msg} but {absence_msg}."),
    "document.unplaced": ("unplaced", "Round {number}: {name} has no board, no bye and no absence; only the latest "
                                      "round may be left so."),
    "document.engine_board_pair": ("wrong_value", "Round {number}: engine board {board} must name white and black."),
    "document.no_result": ("missing_result", "Round {number}, board {board} has no result; every round before the "
                                             "latest needs all its results."),
    "document.win_or_loss_only": ("wrong_value", "Round {number}, board {board}: the win/loss point system has no "
                                                 "result “{result}”; a game is won or lost."),
    "document.unrated_not_played": ("wrong_value", "Round {number}, board {board}: only a played game can be unrated "
                                                   "(shorter than one move)."),
    "document.uncoloured_not_forfeit": ("wrong_value", "Round {number}, board {board}: only a forfeited game can be "
                                                       "without colours."),
    "document.game_score_shape": ("wrong_value", "Round {number}, board {board}: the game score must be [white's "
                                                 "wins, black's wins, draws]."),
    "document.games_make_result": ("wrong_value", "Round {number}, board {board}: games {white}-{black} (and {drawn} "
                                                  "drawn) make the result {expected}, not {result}."),
    # The bridge's requests (py/swisspair/bridge.py), named by the operation asked for.
    "subject.request": ("wrong_value", "the request"),
    "subject.arguments": ("wrong_value", "the arguments"),
    "subject.request_args": ("wrong_value", "the request “{op}”"),
    "subject.top_player_colour": ("wrong_value", "the colour of the top player on board 1"),
    "subject.edition": ("wrong_value", "the edition of FIDE C.07"),
    "subject.answer": ("wrong_value", "the answer"),
    "subject.merge_choices": ("wrong_value", "the merge's choices"),
    "subject.merge_choice": ("wrong_value", "the choice “{choice}”"),
    "subject.number_of_players": ("wrong_value", "the number of players"),
    "subject.now": ("wrong_value", "the time (milliseconds since 1970)"),
    "subject.encoding": ("wrong_value", "the file's encoding"),
    "subject.csv_file": ("wrong_value", "the CSV file"),
    "subject.existing_players": ("wrong_value", "the list of the event's players"),
    "subject.existing_player_n": ("wrong_value", "player {number} of the event"),
    "subject.pasted_list": ("wrong_value", "the pasted list"),
    "subject.file": ("wrong_value", "the file"),
    "subject.text_kind": ("wrong_value", "what to write"),
    "subject.players_to_place": ("wrong_value", "the players to place"),
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
    # One player's standings workings, asked apart from the standings (bridge.op_event_working).
    "subject.standings_tpn": ("wrong_value", "the pairing number of the player whose workings are asked"),
    "request.no_working": ("unknown_player", "These standings have no player with pairing number {tpn}."),
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
    # A TRF file's other faults (swisspair.trf: the records, the player lines' fields, the team records).
    "trf.expected_alone": ("invalid_trf", "expected {what_msg} alone, found {text}"),
    "trf.expected_blank": ("invalid_trf", "expected a blank {where_msg}, found {found}"),
    "trf.between_fields": ("invalid_trf", "between {before_msg} and {after_msg}"),
    "trf.between_point_values": ("invalid_trf", "between point values"),
    "trf.between_list_items": ("invalid_trf", "between the items of the list"),
    "trf.field_tag": ("invalid_trf", "tag"),
    "trf.field_round_1": ("invalid_trf", "round 1"),
    "trf.field_the_list": ("invalid_trf", "the list"),
    "trf.field_the_end": ("invalid_trf", "the end"),
    "trf.field_pairing_number": ("invalid_trf", "pairing number"),
    "trf.field_sex": ("invalid_trf", "sex"),
    "trf.field_title": ("invalid_trf", "title"),
    "trf.field_name": ("invalid_trf", "name"),
    "trf.field_rating": ("invalid_trf", "rating"),
    "trf.field_federation": ("invalid_trf", "federation"),
    "trf.field_fide_id": ("invalid_trf", "FIDE id"),
    "trf.field_birth_date": ("invalid_trf", "birth date"),
    "trf.field_points": ("invalid_trf", "points"),
    "trf.field_rank": ("invalid_trf", "rank"),
    "trf.field_bye_type": ("invalid_trf", "bye type"),
    "trf.field_round": ("invalid_trf", "round"),
    "trf.field_match_points": ("invalid_trf", "match points"),
    "trf.field_game_points": ("invalid_trf", "game points"),
    "trf.field_first_round": ("invalid_trf", "first round"),
    "trf.field_last_round": ("invalid_trf", "last round"),
    "trf.field_first_player": ("invalid_trf", "first player"),
    "trf.field_last_player": ("invalid_trf", "last player"),
    "trf.field_type": ("invalid_trf", "type"),
    "trf.field_team_name": ("invalid_trf", "team name"),
    "trf.field_team_number": ("invalid_trf", "team number"),
    "trf.field_team_nickname": ("invalid_trf", "team nickname"),
    "trf.field_strength": ("invalid_trf", "strength"),
    "trf.field_team_rank": ("invalid_trf", "team rank"),
    "trf.field_pab_match_points": ("invalid_trf", "PAB match points"),
    "trf.field_pab_game_points": ("invalid_trf", "PAB game points"),
    "trf.field_forfeit_type": ("invalid_trf", "forfeit type"),
    "trf.field_white_team": ("invalid_trf", "white team"),
    "trf.field_black_team": ("invalid_trf", "black team"),
    "trf.field_team": ("invalid_trf", "team"),
    "trf.field_opponent_team": ("invalid_trf", "opponent team"),
    "trf.the_number_of_rounds": ("invalid_trf", "the number of rounds"),
    "trf.the_initial_colour": ("invalid_trf", "the initial colour W or B"),
    "trf.points": ("invalid_trf", "points"),
    "trf.a_tournament_type": ("invalid_trf", "a tournament type such as FIDE_DUTCH_2025"),
    "trf.white1_or_black1": ("invalid_trf", "white1 or black1"),
    "trf.a_result_code_162": ("invalid_trf", "a result code W, D, L, A, P or X"),
    "trf.a_bye_type": ("invalid_trf", "the bye type F, H or Z"),
    "trf.a_299_type": ("invalid_trf", "a 299 type W, D, L, F, H, Z, + or - (or a blank)"),
    "trf.a_forfeit_type": ("invalid_trf", "the forfeit type +- (White won), -+ (Black won) or -- (both lost)"),
    "trf.board_colours": ("invalid_trf", "the boards' colours as W and B (such as WBWB)"),
    "trf.a_362_code": ("invalid_trf", "TW, TD or TL (team win, draw, loss)"),
    "trf.blanks_between_values": ("invalid_trf", "blanks between the values"),
    "trf.a_team_code": ("invalid_trf", "a team code FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}] (or FIDE_TEAM)"),
    "trf.tournament_name": ("invalid_trf", "tournament name"),
    "trf.number_of_rounds": ("invalid_trf", "number of rounds"),
    "trf.tournament_type": ("invalid_trf", "tournament type"),
    "trf.points_for": ("invalid_trf", "points for {letter}"),
    "trf.record_points": ("invalid_trf", "{tag} points"),
    "trf.setting_differs": ("invalid_trf", "expected {what_msg} {was} as on line {on_line}, found {now}"),
    "trf.colour_differs": ("invalid_trf", "expected initial colour {was_msg} as on line {on_line}, found {now_msg}"),
    "trf.white": ("invalid_trf", "white"),
    "trf.black": ("invalid_trf", "black"),
    "trf.points_above": ("invalid_trf", "expected {what_msg} from 0.0 to {most}, found {found}"),
    "trf.xxs_code": ("invalid_trf", "expected CODE=points with a code among {codes}, found {text}"),
    "trf.xxs_disagrees": ("invalid_trf", "expected {xxs}={was} ({xxs} is scored as a {result_msg} here; other values "
                          "are not supported), found {xxs}={now}"),
    "trf.scored_win": ("invalid_trf", "win"),
    "trf.scored_draw": ("invalid_trf", "draw"),
    "trf.scored_loss": ("invalid_trf", "loss"),
    "trf.no_pairing_numbers": ("invalid_trf", "expected pairing numbers from column {from_column}, found nothing"),
    "trf.number_again": ("invalid_trf", "expected a new pairing number, found {number} again (line {on_line})"),
    "trf.numbers_gap": ("invalid_trf", "expected pairing numbers 1 to N without gaps: found {number}, but no player "
                        "{missing}"),
    "trf.number_above": ("invalid_trf", "expected a pairing number from 1 to {highest}, found {number}"),
    "trf.after_unfinished": ("invalid_trf", "round {number} of player {who}: expected nothing after round {before}, "
                             "whose game has no result yet, found {text}"),
    "trf.short_250": ("invalid_trf", "expected a 250 record to reach column {reach} (the last player), found its end"),
    "trf.nothing_after": ("invalid_trf", "expected nothing after column {after_column}, found {text}"),
    "trf.zero_acceleration": ("invalid_trf", "expected fictitious points other than 0.0, found 0.0"),
    "trf.last_round_before": ("invalid_trf", "expected a last round from {first} on, found {last}"),
    "trf.last_player_before": ("invalid_trf", "expected a last player from {first} on, found {last}"),
    "trf.forbidden_too_few": ("invalid_trf", "expected at least two players who must not meet, found {count}"),
    "trf.forbidden_twice": ("invalid_trf", "expected each player once, found {number} twice"),
    "trf.team_acceleration_individual": ("invalid_trf", "expected no match points in a 250 record of an individual "
                                         "event (match points accelerate teams, and the file has no 013 or 310 team "
                                         "records)"),
    "trf.two_unfinished_rounds": ("invalid_trf", "round {number} of player {who}: the game against {opponent} has no "
                                  "result, and player {first}'s game of round {other_round} has none either: only the "
                                  "last round can be unfinished"),
    "trf.unfinished_not_mutual": ("invalid_trf", "round {number} of player {who}: expected player {opponent} to have "
                                  "player {who} as opponent with the other colour in round {number} (a game without a "
                                  "result yet), found {theirs_msg}"),
    "trf.found_game_with": ("invalid_trf", "a game against {their_opponent} with {colour_msg}"),
    "trf.found_entry": ("invalid_trf", "`{entry}`"),
    "trf.found_no_entry": ("invalid_trf", "no entry"),
    "trf.round_after_unfinished": ("invalid_trf", "round {number} of player {who}: expected no round after round "
                                   "{before}, whose games are not all finished"),
    "trf.bye_clashes": ("invalid_trf", "expected player {who} to have no entry or `0000 - {letter}` in round {number}, "
                        "found `{entry}` on line {on_line}"),
    "trf.acceleration_round_above": ("invalid_trf", "expected an acceleration for rounds 1 to {most}, found round "
                                     "{number}"),
    "trf.acceleration_differs": ("invalid_trf", "expected player {who}'s acceleration in round {number} to be {was} as "
                                 "on line {on_line}, found {now}"),
    "trf.team_bye_split": ("invalid_trf", "expected the pairing-allocated bye (U) of round {number} to go to one "
                           "team's players, found players {first} and {other} of different teams (013 / 310 records)"),
    "trf.rounds_above": ("invalid_trf", "expected at most {most} rounds (142 or XXR), found round {number}"),
    "trf.two_byes": ("invalid_trf", "expected one pairing-allocated bye (U) in round {number} at most, found players "
                     "{first} and {other}"),
    "trf.plays_self": ("invalid_trf", "expected an opponent other than the player, found {number}"),
    "trf.opponent_above": ("invalid_trf", "expected an opponent from 1 to {highest}, found {opponent}"),
    "trf.opponent_not_mutual": ("invalid_trf", "expected player {opponent} to have player {who} as opponent in round "
                                "{number}, found {theirs_msg} (line {on_line}). Correct one of the two lines so that "
                                "each names the other"),
    "trf.forfeit_disagrees": ("invalid_trf", "expected players {who} and {opponent} to agree whether their round "
                              "{number} game was played or forfeited, found {result} and {their_result} (line "
                              "{on_line}). Write the forfeit on both lines (`+` and `-`) or on neither"),
    "trf.same_colour": ("invalid_trf", "expected players {who} and {opponent} to have different colours in round "
                        "{number}, found {colour_msg} for both (line {on_line}). Give one of them the other colour "
                        "(`w` or `b`)"),
    "trf.abnormal_round_unplayed": ("invalid_trf", "expected a round that player {who} has played (1 to {most}), found "
                                    "{number}"),
    "trf.points_differ": ("invalid_trf", "expected player {who}'s points to be {total} as the results give them (win "
                          "{win}, draw {draw}, loss {loss}; 162 or BB* lines set other values), found {written}. "
                          "Correct the points column or the results"),
    "trf.points_differ_299": ("invalid_trf", "expected player {who}'s points to be {total} as the results give them "
                              "and {adjustment} from 299 records (win {win}, draw {draw}, loss {loss}; 162 or BB* "
                              "lines set other values), found {written}. Correct the points column or the results"),
    "trf.points_too_many": ("invalid_trf", "expected player {who}'s points to fit columns 81-84 (up to 99.9, or a "
                            "whole number), found results worth {total}"),
    # A team event's records (swisspair.trf's team reader).
    "trf.no_teams": ("invalid_trf", "expected the teams of a team event in 310 (or 013) records, found none"),
    "trf.abnormal_team_round": ("invalid_trf", "expected a round in which team {team} was paired, found {number}"),
    "trf.team_number_order": ("invalid_trf", "expected team number {expected} (team numbers run 1, 2, 3 ... in the "
                              "order of the 310 records), found {number}"),
    "trf.team_number_again": ("invalid_trf", "expected team number {expected} (team numbers run 1, 2, 3 ... in the "
                              "order of the 310 records), found {number} again (line {on_line})"),
    "trf.player_twice_in_team": ("invalid_trf", "expected each player in one team, found player {who} earlier in this "
                                 "record and in team {team}"),
    "trf.player_in_two_teams": ("invalid_trf", "expected each player in one team, found player {who} in team {other} "
                                "(line {on_line}) and in team {team}"),
    "trf.team_no_players": ("invalid_trf", "expected team {team}'s players from column {from_column}, found none"),
    "trf.legacy_differs": ("invalid_trf", "expected 013 record number {index} to repeat the 310 record of team "
                           "{index}: the 310 records give {said_msg}"),
    "trf.legacy_team": ("invalid_trf", "team {team} ({name}, players {members})"),
    "trf.legacy_no_team": ("invalid_trf", "no team"),
    "trf.team_number_above": ("invalid_trf", "expected a team number from 1 to {highest} (the {roster} records) in "
                              "this {record} record, found {number}"),
    "trf.team_record_twice": ("invalid_trf", "expected one {record} record for team {team} in round {number}, found "
                              "another on line {on_line}"),
    "trf.pab_twice": ("invalid_trf", "expected one 320 record, found another (line {on_line})"),
    "trf.pab_points_missing": ("invalid_trf", "expected the {what_msg} such as 1.0, found nothing"),
    "trf.same_team_twice": ("invalid_trf", "expected two different teams, found team {team} twice"),
    "trf.362_twice": ("invalid_trf", "expected each of TW, TD and TL once, found {pair} twice"),
    "trf.lineup_no_match": ("invalid_trf", "expected a team with a match against team {named} in round {number} in "
                            "this 300 record (a line-up), found team {team}, whose players have none"),
    "trf.forfeit_round_unplayed": ("invalid_trf", "expected a 330 record for a round played (1 to {most}), found round "
                                   "{number}"),
    "trf.opponent_in_no_team": ("invalid_trf", "round {number} of player {who} (team {team}): the opponent, player "
                                "{opponent}, is in no team (310 / 013 records)"),
    "trf.opponent_same_team": ("invalid_trf", "round {number} of player {who}: the opponent, player {opponent}, is in "
                               "the same team ({team})"),
    "trf.boards_face_two_teams": ("invalid_trf", "round {number} of team {team}: expected every board to face team "
                                  "{opponent_team} (player {first} plays player {first_opponent}), found player {who} "
                                  "against player {opponent} of team {their_team}"),
    "trf.team_plays_expected_game": ("invalid_trf", "round {number} of player {who}: team {team} plays team "
                                     "{opponent_team} that round, so expected a game, a forfeit or no entry, found "
                                     "{found}"),
    "trf.lineup_opponent": ("invalid_trf", "expected team {team}'s opponent in round {number}, team {opponent_team} "
                            "(its players' games), found team {named}"),
    "trf.lineup_other_team": ("invalid_trf", "expected team {team}'s players on its boards, found player {who} of team "
                              "{their_team}"),
    "trf.lineup_in_no_team": ("invalid_trf", "expected team {team}'s players on its boards, found player {who}"),
    "trf.teams_same_colour": ("invalid_trf", "round {number}: expected teams {team} and {opponent_team} to have "
                              "different colours on board 1, found {colour_msg} for both"),
    "trf.bye_but_match": ("invalid_trf", "expected no bye for team {team} in round {number} (240), found its match "
                          "against team {opponent_team} in its players' 001 entries"),
    "trf.pab_but_match": ("invalid_trf", "expected the team with the pairing-allocated bye of round {number} here, "
                          "found team {team}, whose players played team {opponent_team}"),
    "trf.two_team_records": ("invalid_trf", "expected one record for team {team} in round {number}, found this "
                             "{record} record and a {other_record} record (line {on_line})"),
    "trf.team_record_contradicted": ("invalid_trf", "expected team {team}'s players to have `0000 - {letter}` (or "
                                     "`0000 - -`, `0000 - Z`, nothing) in round {number}, as this {record} record "
                                     "says, found `0000 - {wrong}` (player {who}, line {on_line})"),
    "trf.team_entries_differ": ("invalid_trf", "round {number} of team {team}: expected its players to have the same "
                                "entry when the team has no match, found {entry} for player {first} and {other_entry} "
                                "for player {other}"),
    "trf.pab_team_differs": ("invalid_trf", "expected team {team} for round {number} in this 320 record (its players "
                             "have `0000 - U`, player {who}), found {found}"),
    "trf.pab_round_unplayed": ("invalid_trf", "expected 000 for round {number}, which is not played yet (the 001 lines "
                               "hold {played} rounds), found team {team}"),
    # Several TRF files read as the sections of one event (swisspair.event.trf_sections): a file's refusal.
    "trf.section_file_fault": ("invalid_trf", "File {file_number} (“{file_name}”): {fault_msg}"),
    "trf.section_file_fault_unnamed": ("invalid_trf", "File {file_number}: {fault_msg}"),
    "trf.sections_too_few": ("too_few", "Give two TRF files or more, one per section (a single file is opened as an "
                             "event of its own)."),
    # What a TRF cannot hold, when an event is written as one (swisspair.trf's writer).
    "trf.cannot_export": ("cannot_export", "The event cannot be written as TRF: {cause_msg}."),
    "trf.cannot_write_field": ("cannot_export", "{what_msg} {text} cannot be written in columns {first}-{last}"),
    "trf.cannot_write_points": ("cannot_export", "{what_msg} {points} cannot be written in {width} columns"),
    "trf.line_break": ("cannot_export", "a TRF line cannot hold a line break: {text}"),
    "trf.players_points": ("cannot_export", "player {who}'s points"),
    "trf.acceleration_points": ("cannot_export", "acceleration"),
    "trf.teams_match_points": ("cannot_export", "team {team}'s match points"),
    "trf.teams_game_points": ("cannot_export", "team {team}'s game points"),
    # A TRF file read as an event, or an event written as one (swisspair.event.trf_io, trf_sections).
    "trf.export_sections": ("sections", "The event has {count} sections and a TRF file holds one: export each "
                            "section's file."),
    "trf.team_bye_in_individual": ("invalid_trf", "Round {number} gives players {first} and {other} a bye, as a team "
                                   "file gives a team's players: a team file becomes a team event through the import "
                                   "(event_import_trf)."),
    "trf.cannot_become_event": ("invalid_trf", "The TRF file cannot become an event: {cause_msg}"),
    "trf.sections_cannot_become_event": ("invalid_trf", "The TRF files cannot become one event: {cause_msg}"),
    "trf.no_team_system": ("unsupported", "No pairing system of this SwissPair reads a team TRF file."),
    "trf.acceleration_unsupported": ("unsupported", "The TRF file has accelerated pairings (250 or XXA records), and "
                                     "SwissPair events support only the Baku acceleration: {cause_msg}."),
    "trf.acceleration_not_baku": ("unsupported", "The TRF file's acceleration (250 or XXA records) gives player {who} "
                                  "{given} virtual points in round {number}, where the Baku acceleration (FIDE C.04.7) "
                                  "gives {baku}; SwissPair events support only the Baku acceleration."),
    "trf.rating_too_high": ("invalid_trf", "Player {number} has rating {rating}; at most {most} is allowed."),
    "trf.results_not_one_game": ("invalid_trf", "Round {number}: players {first} and {other} have results “{result}” "
                                 "and “{their_result}”, which do not make one game's result."),
    "trf.too_many_boards": ("invalid_trf", "The file's matches have {boards} boards; a SwissPair team event has at "
                            "most {most}."),
    "trf.teams_must_not_meet": ("invalid_trf", "The file names teams that must not meet (260 / XXP); a SwissPair team "
                                "event cannot hold that yet."),
    "trf.match_boards_missing": ("invalid_trf", "Round {number}: the match of teams {team} and {other_team} has "
                                 "{count} board(s) with both players; a SwissPair team event has {boards} boards in "
                                 "every match, each with two players."),
    "trf.board_colour_order": ("invalid_trf", "Round {number}: board {board} of teams {team} and {other_team} gives "
                               "player {who} Black; a SwissPair team event alternates colours from board 1 (C.04.6 "
                               "§1.6)."),
    # What a TRF file was read to mean, or what was assumed where it is silent (swisspair.trf's reader: a file's notes).
    "trf_note.not_utf8": ("reading", "The file is not UTF-8: it was read as Windows-1252 (Latin-1), as Swiss-Manager "
                          "and older Windows programs write it. Check that accented names look right."),
    "trf_note.column_ruler": ("reading", "Line {line} is a column ruler (numbers over the columns); it is kept as "
                              "written."),
    "trf_note.abnormal_left": ("reading", "Line {line}: the 299 record is one column left of TRF-2026's layout "
                               "(points at 14-17, round at 20-22, ids from 24), as FIDE's team sample adapted by "
                               "Sharly Chess writes it; read at those columns."),
    "trf_note.round_in_progress": ("reading", "Round {number} is paired but {count} of its games have no result yet "
                                   "(line {line}, player {who}): it is read as the round in progress. `check` compares "
                                   "its pairing, the standings count rounds 1 to {before}, and an event made from the "
                                   "file has round {number} paired, waiting for its results."),
    "trf_note.rank_in_number_order": ("reading", "XXC rank: the 001 lines are in pairing-number order, so the players "
                                      "are ranked by their pairing numbers."),
    "trf_note.rank_by_line_order": ("reading", "XXC rank: the players are ranked for pairing in the order of their 001 "
                                    "lines, as JaVaFo and bbpPairings rank them, not by pairing number (line {line} is "
                                    "player {who}, ranked {rank}); the pairings name them by number."),
    "trf_note.reading": ("reading", "Line {line}, player {who}, round {number}: {reading_msg}; it is written back as "
                         "it was."),
    "trf_note.reading_more": ("reading", "Line {line}, player {who}, round {number} ({count} more like it): "
                              "{reading_msg}; it is written back as it was."),
    "trf_reading.forfeit_loss": ("reading", "a forfeit loss without an opponent (Lichess and Swiss-Manager write an "
                                 "absence so) is read as a zero-point absence (Z)"),
    "trf_reading.forfeit_win": ("reading", "a forfeit win without an opponent (the older notation) is read as the "
                                "pairing-allocated bye (U)"),
    "trf_reading.draw": ("reading", "a draw without an opponent is read as a half-point bye (H)"),
    "trf_reading.blank": ("reading", "a blank result without an opponent is read as a zero-point absence (Z), as TRF16 "
                          "says"),
    "trf_note.rounds_unknown": ("reading", "The file does not say how many rounds the event has (no 142 or XXR line). "
                                "It holds {count} round(s): that is taken as the number of rounds to check it; pairing "
                                "a next round needs the number."),
    "trf_note.team_records": ("reading", "Team records (013 / 310) are read for the individual games here, a team's "
                              "bye or forfeit being each player's entry without an opponent; the team records give "
                              "the teams, their matches and the team settings when the file is read as a team event."),
    "trf_note.team_records_acceleration": ("reading", "Team records (013 / 310) are read for the individual games "
                                           "here, a team's bye or forfeit being each player's entry without an "
                                           "opponent; the team records give the teams, their matches and the team "
                                           "settings when the file is read as a team event. The teams' acceleration "
                                           "(250 with match points) is kept as written."),
    "trf_note.abnormal_points": ("reading", "The file has abnormal points (299 records: bonuses and penalties) for "
                                 "{count} player(s) (line {line}): kept as written and counted from the end of their "
                                 "round on, in the points column, for pairing and in the standings' score, as gacrux "
                                 "counts them (round 999: the final standings' score alone, never pairing or a "
                                 "tie-break)."),
    "trf_note.abnormal_every_result": ("reading", "Line {line}: the 299 record sets the points of every '{kind}' "
                                       "result; kept as written, the point system being the 162 line's."),
    "trf_note.points_differ_team": ("reading", "The points column differs from the results for {count} player(s), as "
                                    "team files score a team's byes and forfeits (player {who}: {written} written, "
                                    "{total} from the results); the team reader scores the matches from the results."),
    "trf_note.team_abnormal_left": ("reading", "Line {line}: the 299 record is one column left of TRF-2026's layout, "
                                    "as FIDE's team sample writes it; kept as written, not applied (the file's 310 "
                                    "totals do not count it)."),
    "trf_note.team_abnormal_every_result": ("reading", "Line {line}: the 299 record sets the match and game points of "
                                            "every '{kind}' result; kept as written, the points being the 162, 320 and "
                                            "362 lines'."),
    "trf_note.team_abnormal_points": ("reading", "The file has abnormal points (299 records, line {line}): a bonus or "
                                      "penalty for {count} team(s) counts in their match and game points from the end "
                                      "of its round on, for pairing and in the standings as gacrux counts them (round "
                                      "999: the final standings alone); a record for one team's round scores that "
                                      "match as it says."),
    "trf_note.match_points_by_words": ("reading", "Line {line}: the 362 record's values are not at TRF-2026's columns "
                                       "(code at 5, 14, 23, value at 7-10, 16-19, 25-28); read by its words as "
                                       "{values}."),
    "trf_note.no_team_code": ("reading", "The file has no 192 code: the team event is read as FIDE_TEAM (colour "
                              "preference Type A, match points first, then game points)."),
    "trf_note.pab_game_points_high": ("reading", "Line {line}: the 320 record gives the pairing-allocated bye {points} "
                                      "game points, more than a match of {boards} boards holds ({most}, all boards "
                                      "won); read as written."),
    "trf_note.boards_most_games": ("reading", "The file has no 352 record (the boards' colours): {count} boards are "
                                   "assumed, the most games a team played in a round."),
    "trf_note.boards_smallest_team": ("reading", "The file has no 352 record (the boards' colours): {count} boards are "
                                      "assumed, the smallest team's players."),
    "trf_note.bye_after_round": ("reading", "Line {line}: the 240 record for round {number} is after the round to "
                                 "pair ({next}); it is kept as written."),
    # Why a line of a pasted or read player list is no player (swisspair.roster_rows, roster_csv, roster_text: a
    # line's reason, the list preview's; a field's own reason is a `record.*` clause).
    "roster.bad_name_empty": ("wrong_value", "the name is empty"),
    "roster.bad_control_characters": ("wrong_value", "the line holds control characters; it does not look like a "
                                      "roster line"),
    "roster.bad_name_too_long": ("wrong_value", "the name is {count} characters long; at most {most} are allowed"),
    "roster.bad_club_too_long": ("wrong_value", "the club is {count} characters long; at most {most} are allowed"),
    "roster.bad_too_many_players": ("wrong_value", "an event holds at most {most} players"),
    "roster.bad_section_name_too_long": ("wrong_value", "the section's name is {count} characters long; at most "
                                         "{most} are allowed"),
    "roster.bad_unknown_section": ("wrong_value", "the section “{name}” is not one of the event's ({sections}): "
                                   "correct the line, or choose to create the sections the file names"),
    "roster.bad_quoting": ("wrong_value", "a quoted field is not closed properly ({detail}): a field that starts "
                           "with \" ends with \" right before the separator or the end of the line, and a \" inside "
                           "it is written twice"),
    "roster.bad_no_separator": ("wrong_value", "no {separator_msg} found: expected name, rating and optionally club "
                                "(a list of names without ratings needs a header row “Name”)"),
    "roster.separator_tab": ("wrong_value", "tab"),
    "roster.separator_semicolon": ("wrong_value", "semicolon"),
    "roster.separator_comma": ("wrong_value", "comma"),
    "roster.bad_no_separator_given": ("wrong_value", "no {separator} found: expected name, rating and optionally club "
                                      "(a list of names without ratings needs a header row “Name”)"),
    "roster.bad_field_count": ("wrong_value", "{count} fields; expected name, rating and optionally club (quote a "
                               "name that holds the separator, or add a header row naming the columns)"),
    # Why a player has no board in a round, as the round view and the printed sheets say it after the name
    # (swisspair.document.readers.absence_note); a player who left, in the system's word for leaving.
    "absence_note.joins": ("absence", "joins in round {number}"),
    "absence_note.withdrawn": ("absence", "withdrawn"),
    "absence_note.dropped": ("absence", "dropped"),
    "absence_note.paused": ("absence", "paused"),
    "absence_note.requested_bye": ("absence", "{points}-point bye, requested"),
    # What the wall chart's short texts mean: its legend, and a cell without an opponent (swisspair.event.crosstable).
    "chart_legend.outcomes": ("legend", "won, lost, drew (w: White, b: Black; the number is the opponent's place)"),
    "chart_legend.outcomes_without_colours": ("legend", "won, lost, drew (the number is the opponent's place)"),
    "chart_legend.forfeit": ("legend", "forfeit: the game was not played"),
    "chart_legend.pab": ("legend", "pairing-allocated bye"),
    "chart_legend.half_bye": ("legend", "half-point bye (requested)"),
    "chart_legend.full_bye": ("legend", "full-point bye (requested)"),
    "chart_legend.zero_bye": ("legend", "zero-point bye (requested)"),
    "chart_legend.late": ("legend", "not paired: entered later"),
    "chart_legend.not_paired": ("legend", "not paired"),
    "chart_legend.withdrawn": ("legend", "withdrawn"),
    "chart_legend.out": ("legend", "not in this round's pairing by the system's rules (knocked out, outside the top "
                         "cut, or through to the next round without a game)"),
    # Why a player's K factor is what it is, in the rating-change report (swisspair.fide_rating.change, FIDE B.02
    # 8.3.3): a clause after the K.
    "rating_k.as_given": ("k_reason", "as given"),
    "rating_k.from_source": ("k_reason", "from {source}"),
    "rating_k.from_fide_list": ("k_reason", "from FIDE's {kind_msg} list of {date}"),
    "rating_k.standard": ("k_reason", "standard"),
    "rating_k.rapid": ("k_reason", "rapid"),
    "rating_k.blitz": ("k_reason", "blitz"),
    "rating_k.junior": ("k_reason", "born {born}: 18 or younger in {year}, rated under {below}"),
    "rating_k.ten": ("k_reason", "rated {least} or more"),
    "rating_k.twenty": ("k_reason", "rated under {below} (40 for a player new to the rating list: give K)"),
    "rating_k.capped": ("k_reason", "{reason_msg}; at most {most} for K × {games} games"),
    "rating_k.unrated": ("k_reason", "unrated: no rating change"),
    # Why an unrated player's first rating from this event is what it is (swisspair.fide_rating.initial, FIDE B.02
    # 7.1.4 and 8.2): a clause in the rating report.
    "rating_initial.one_game": ("k_reason", "{count} game against rated opponents: a first rating needs {most} (B.02 "
                                "7.1.4; other events may add theirs)"),
    "rating_initial.too_few_games": ("k_reason", "{count} games against rated opponents: a first rating needs {most} "
                                     "(B.02 7.1.4; other events may add theirs)"),
    "rating_initial.no_point": ("k_reason", "no point scored against rated opponents: a first event without a point "
                                "is disregarded (B.02 8.2.1)"),
    "rating_initial.how": ("k_reason", "Ra {average} over {count} rated opponents and two hypothetical ones rated "
                           "{rating}, {points} of {total} with a draw against each: Ru = Ra + dp = {ru}"),
    "rating_initial.first_rating": ("k_reason", "{how_msg} (B.02 8.2)"),
    "rating_initial.ceiling": ("k_reason", "{how_msg}, at most {most} (B.02 8.2)"),
    "rating_initial.below_floor": ("k_reason", "{how_msg}, below the list's floor of {floor}: not published (B.02 "
                                   "7.1.4)"),
    # Player lists read from a file or pasted (swisspair.roster_csv, swisspair.roster_text).
    "roster.file_too_long": ("out_of_range", "The file has {count} characters; a roster file may have at most "
                             "{most}."),
    "roster.list_too_long": ("out_of_range", "The list has {count} characters; a pasted list may have at most {most}."),
    # Import and list warnings: what an import assumed or could not keep (swisspair.document.from_trf,
    # swisspair.event.trf_io, swisspair.systems.teams.trf), what a TRF export cannot hold, and what looks wrong in a
    # pasted or read player list (swisspair.roster_rows, roster_csv, roster_text); each answered as `said`.
    "import.player_unnamed": ("warning", "Player {who} has no name in the file; they are called “{name}”."),
    "import.colour_assumed": ("warning", "The file does not say which colour the first player had in round 1; white "
                              "is assumed."),
    "import.board_one_colour_assumed": ("warning", "The file does not say which colour board 1 of the first team had "
                                        "in round 1 (152); white is assumed."),
    "import.team_unnamed": ("warning", "Team {team} has no name in the file; it is called “{name}”."),
    "import.team_withdrawn": ("warning", "Team {team} has no match from round {number} to the last of the finished "
                              "event: it is marked withdrawn from round {number}."),
    "import.team_zero_point_byes": ("warning", "A team without a match in a round (240 Z, or no entry) has a "
                                    "zero-point bye there: the file does not say whether it withdrew, so it is marked "
                                    "withdrawn only when it had no match from that round to the end of a finished "
                                    "event."),
    "import.team_round_unfinished": ("warning", "Round {number} is paired in the file without all its results; the "
                                     "event holds the finished rounds: pair that round again and enter its results."),
    "import.team_match_299": ("warning", "The 299 record “{record}” scores one team's match as it says; the event "
                              "scores its matches from their boards, so it is kept in the file's lines (and written "
                              "back) but not counted here."),
    "export.round_as_read": ("warning", "Round {number} is not finished; it is written as the imported file had it "
                             "(paired, the games without a result left blank)."),
    "export.round_unfinished": ("warning", "Round {number} is not finished (results missing or players without a "
                                "board); the file holds the rounds before it and the absences of that round."),
    "export.team_round_unfinished": ("warning", "Round {number} is not finished (results missing); the file holds the "
                                     "rounds before it and the teams' absences in that round."),
    "export.points_no_place": ("warning", "TRF has no place for the points of {outcome_msg}; the file counts them as "
                               "a win or a draw."),
    "roster.warn_header_line": ("warning", "Line {line} names the columns: it is not read as a player."),
    "roster.warn_no_rating_column": ("warning", "Line {line}: the header names no rating column; every player is "
                                     "imported unrated."),
    "roster.warn_twice": ("warning", "Line {line}: “{name}” is also on line {first}; both are imported unless you "
                          "correct the list."),
    "roster.warn_existing": ("warning", "Line {line}: “{name}” is already a player of the event."),
    "roster.warn_sections_ignored": ("warning", "The file names sections ({sections}); the event has one section and "
                                     "every player joins it: choose to create the sections the file names to place "
                                     "each player in theirs."),
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
    # What an operation did, as the event's log says it (swisspair.event.ops, stored in each log entry beside its
    # English text), and the merge's questions about the two copies' changes (swisspair.event.merge).
    "log.event_created": ("log", "Event “{name}” created ({system}, {mode})."),
    "log.player_added": ("log", "Added {name}."),
    "log.player_removed": ("log", "Removed {name}."),
    "log.late_entry_half": ("log", "Late entry: {name} joins in round {number}; rounds 1-{last} count as missed (½ point "
                            "each)."),
    "log.late_entry_zero": ("log", "Late entry: {name} joins in round {number}; rounds 1-{last} count as missed (0 "
                            "points each)."),
    "log.withdraws": ("log", "{name} withdraws from round {number} on."),
    "log.withdrawal_cancelled": ("log", "{name}'s withdrawal from round {number} is cancelled."),
    "log.bye_requested_half": ("log", "{name} requests a half-point bye for round {number}."),
    "log.bye_requested_full": ("log", "{name} requests a full-point bye for round {number}."),
    "log.bye_requested_zero": ("log", "{name} requests a zero-point bye for round {number}."),
    "log.bye_cancelled": ("log", "{name}'s bye in round {number} is cancelled."),
    "log.numbers_fide_order": ("log", "Pairing numbers follow the FIDE order (rating, title, name)."),
    "log.numbers_fixed": ("log", "Pairing numbers fixed by the director."),
    "log.result": ("log", "Round {number}, board {board}: {white} - {black} {result}."),
    "log.result_cleared": ("log", "Round {number}, board {board}: {white} - {black} no result."),
    "log.result_corrected": ("log", "Round {number}, board {board} ({white} - {black}) corrected: {old} → {result}."),
    "log.result_corrected_cleared": ("log", "Round {number}, board {board} ({white} - {black}) corrected: {old} → no "
                                     "result."),
    "log.section_result": ("log", "Round {number} of the section “{section}”, board {board}: {white} - {black} "
                           "{result}."),
    "log.section_result_cleared": ("log", "Round {number} of the section “{section}”, board {board}: {white} - {black} "
                                   "no result."),
    "log.section_result_corrected": ("log", "Round {number} of the section “{section}”, board {board} ({white} - "
                                     "{black}) corrected: {old} → {result}."),
    "log.section_result_corrected_cleared": ("log", "Round {number} of the section “{section}”, board {board} "
                                             "({white} - {black}) corrected: {old} → no result."),
    "log.round_paired": ("log", "Round {number} paired: {count} board(s)."),
    "log.round_paired_bye": ("log", "Round {number} paired: {count} board(s), bye to {name}."),
    "log.round_unpaired": ("log", "Round {number} unpaired."),
    "log.round_unpaired_dropped": ("log", "Round {number} unpaired; results of board(s) {boards} dropped."),
    "log.rounds_set": ("log", "The event has {count} rounds."),
    "log.rounds_changed": ("log", "The event has {count} rounds (was {old})."),
    "log.copy_named": ("log", "This copy is called “{name}”."),
    "log.copy_unnamed": ("log", "This copy has no name."),
    "log.handed_over_named": ("log", "{copy} handed the event to a co-organiser."),
    "log.handed_over_copy": ("log", "The copy {copy} handed the event to a co-organiser."),
    "log.pen_taken_named": ("log", "{copy} took the pen."),
    "log.pen_taken_copy": ("log", "The copy {copy} took the pen."),
    "log.player_moved": ("log", "{name} moved from the section “{source}” to “{section}”."),
    "log.section_removed": ("log", "Section “{name}” removed."),
    "log.section_removed_players": ("log", "Section “{name}” removed with its {count} player(s)."),
    "log.boards_continuous": ("log", "Boards are numbered on from one section to the next."),
    "log.boards_each": ("log", "Boards are numbered from 1 in each section."),
    "log.team_scores_off": ("log", "Team scores off; team-mates are no longer kept apart."),
    "log.prizes_removed": ("log", "Prize groups removed."),
    # Operations' log texts, the rest: a list of what changed is clauses (`messages.said_list`), its English joined in
    # the sentence's `changes` (", ") or `groups` ("; ") place, each clause worded by the page on its own.
    "log.player_added_byes": ("log", "Added {name}. Requested byes: {changes}."),
    "log.late_entry_half_byes": ("log", "Late entry: {name} joins in round {number}; rounds 1-{last} count as missed "
                                 "(½ point each). Requested byes: {changes}."),
    "log.late_entry_zero_byes": ("log", "Late entry: {name} joins in round {number}; rounds 1-{last} count as missed "
                                 "(0 points each). Requested byes: {changes}."),
    "log.entry_bye_half": ("log", "round {number} (half point)"),
    "log.entry_bye_full": ("log", "round {number} (full point)"),
    "log.entry_bye_zero": ("log", "round {number} (zero point)"),
    "log.player_edited": ("log", "Edited {name}: {changes}."),
    "log.player_edited_nothing": ("log", "Edited {name}: nothing changed."),
    "log.field_changed": ("log", "{field_msg} {old} → {new}"),
    "log.field_set": ("log", "{field_msg} empty → {new}"),
    "log.field_emptied": ("log", "{field_msg} {old} → empty"),
    "log.restriction_added": ("log", "Restriction {id} ({kind_msg}): {names} must not meet."),
    "log.restriction_removed": ("log", "Restriction {id} ({kind_msg}) removed."),
    "log.section_added": ("log", "Section “{name}” added ({system}, {mode})."),
    "log.section_added_rounds": ("log", "Section “{name}” added ({system}, {mode}, {count} rounds)."),
    "log.section_added_first": ("log", "Section “{name}” added ({system}, {mode}); the event's players are the "
                                "section “{first}”."),
    "log.section_added_rounds_first": ("log", "Section “{name}” added ({system}, {mode}, {count} rounds); the event's "
                                       "players are the section “{first}”."),
    "log.section_edited": ("log", "Section {id}: {changes}."),
    "log.section_unchanged": ("log", "Section {id}: nothing changed."),
    "log.section_renamed": ("log", "renamed “{name}”"),
    "log.section_no_rule": ("log", "no rule"),
    "log.section_new_rule": ("log", "a new rule"),
    "log.settings_changed": ("log", "Settings changed: {changes}."),
    "log.setting_name": ("log", "name"),
    "log.setting_mode": ("log", "mode"),
    "log.setting_initial_colour": ("log", "initial colour"),
    "log.setting_requested_byes": ("log", "requested byes"),
    "log.setting_late_entry_points": ("log", "late-entry points"),
    "log.setting_tiebreaks": ("log", "tie-breaks"),
    "log.setting_rating_changes_shown": ("log", "rating changes shown"),
    "log.setting_rating_changes_hidden": ("log", "rating changes hidden"),
    "log.pairing_system": ("log", "Pairing system: {system}."),
    "log.pairing_system_options": ("log", "Pairing system: {system} ({options})."),
    "log.point_system": ("log", "Point system: {system} ({changes})."),
    "log.points_win": ("log", "win {points}"),
    "log.points_draw": ("log", "draw {points}"),
    "log.points_loss": ("log", "loss {points}"),
    "log.points_forfeit_win": ("log", "forfeit win {points}"),
    "log.points_forfeit_loss": ("log", "forfeit loss {points}"),
    "log.points_pab": ("log", "pab {points}"),
    "log.points_half_bye": ("log", "half bye {points}"),
    "log.points_full_bye": ("log", "full bye {points}"),
    "log.points_zero_bye": ("log", "zero bye {points}"),
    "log.team_board_result": ("log", "Round {number}, board {board}: {white_msg} - {black_msg} {result}."),
    "log.team_board_cleared": ("log", "Round {number}, board {board}: {white_msg} - {black_msg} no result."),
    "log.team_board_corrected": ("log", "Round {number}, board {board} ({white_msg} - {black_msg}) corrected: {old} → "
                                 "{result}."),
    "log.team_board_corrected_cleared": ("log", "Round {number}, board {board} ({white_msg} - {black_msg}) corrected: "
                                         "{old} → no result."),
    "log.section_team_board_result": ("log", "Round {number} of the section “{section}”, board {board}: {white_msg} - "
                                      "{black_msg} {result}."),
    "log.section_team_board_cleared": ("log", "Round {number} of the section “{section}”, board {board}: {white_msg} - "
                                       "{black_msg} no result."),
    "log.section_team_board_corrected": ("log", "Round {number} of the section “{section}”, board {board} ({white_msg} "
                                         "- {black_msg}) corrected: {old} → {result}."),
    "log.section_team_board_corrected_cleared": ("log", "Round {number} of the section “{section}”, board {board} "
                                                 "({white_msg} - {black_msg}) corrected: {old} → no result."),
    "log.side_white": ("log", "{white}"),
    "log.side_black": ("log", "{black}"),
    "log.side_empty": ("log", "no player"),
    "log.manual": ("log", "Round {number}: {manual_msg}."),
    "log.manual_swap": ("log", "{first} and {second} swapped places"),
    "log.manual_swap_bye_white": ("log", "{mover} takes the bye; {bye} plays board {board} with white instead"),
    "log.manual_swap_bye_black": ("log", "{mover} takes the bye; {bye} plays board {board} with black instead"),
    "log.manual_board": ("log", "Board {board} set by hand: {white} - {black}"),
    "log.manual_board_left": ("log", "Board {board} set by hand: {white} - {black}; left without a board: {names}"),
    "log.manual_bye": ("log", "Bye given by hand to {name}"),
    "log.manual_bye_left": ("log", "Bye given by hand to {name}; left without a board: {names}"),
    "log.manual_bye_taken": ("log", "{name} no longer has the bye"),
    "log.team_scores": ("log", "Team scores: the best {count} players of each club or school, ties broken by "
                        "{tiebreak_msg}."),
    "log.team_scores_apart": ("log", "Team scores: the best {count} players of each club or school, ties broken by "
                              "{tiebreak_msg}; team-mates kept apart before round {until} when the round allows it."),
    "log.school_tiebreaks": ("log", "the counting players' tie-breaks, summed, in the event's order"),
    "log.school_next_player": ("log", "the score of the next player after the counting ones"),
    "log.details_changed": ("log", "Event details: {changes} changed."),
    "log.details_unchanged": ("log", "Event details: nothing changed."),
    "log.detail_city": ("log", "city"),
    "log.detail_federation": ("log", "federation"),
    "log.detail_start_date": ("log", "start date"),
    "log.detail_end_date": ("log", "end date"),
    "log.detail_type": ("log", "type"),
    "log.detail_chief_arbiter": ("log", "chief arbiter"),
    "log.detail_time_control": ("log", "time control"),
    "log.detail_deputy_arbiters": ("log", "deputy arbiters"),
    "log.detail_round_dates": ("log", "round dates"),
    "log.detail_rating_kind": ("log", "rating"),
    "log.detail_language": ("log", "language"),
    "log.prize_groups": ("log", "Prize groups: {groups}; one prize per player."),
    "log.prize_groups_every": ("log", "Prize groups: {groups}; a player may win a prize in every group."),
    "log.prize_group_one": ("log", "{name}: {count} prize ({filter_msg})"),
    "log.prize_group_many": ("log", "{name}: {count} prizes ({filter_msg})"),
    "log.prize_everyone": ("log", "everyone"),
    "log.prize_rated_under": ("log", "rated under {below}"),
    "log.prize_rated_under_unrated": ("log", "rated under {below}, unrated players too"),
    "log.prize_rated_band": ("log", "rated {low}-{high}"),
    "log.prize_born_on_or_after": ("log", "born on or after {date}"),
    "log.prize_born_on_or_before": ("log", "born on or before {date}"),
    "log.prize_women": ("log", "women"),
    "log.prize_men": ("log", "men"),
    "log.prize_club_is": ("log", "club is {value}"),
    "log.prize_federation_is": ("log", "federation is {value}"),
    "log.prize_title_is": ("log", "title is {value}"),
    "log.team_added": ("log", "Added team {team}."),
    "log.team_added_late": ("log", "Added team {team}, joining in round {number}."),
    "log.team_changed": ("log", "Changed team {team}: {changes}."),
    "log.team_field_name": ("log", "name"),
    "log.team_field_short_name": ("log", "short_name"),
    "log.team_field_club": ("log", "club"),
    "log.team_field_federation": ("log", "federation"),
    "log.team_removed": ("log", "Removed team {team}."),
    "log.team_roster": ("log", "The roster of team {team} has {count} player(s)."),
    "log.team_order": ("log", "Team order: {names}."),
    "log.teams_seeded": ("log", "Teams seeded by the average rating of their top boards: {names}."),
    "log.team_lineup": ("log", "Round {number}, team {team}: {changes}."),
    "log.lineup_player": ("log", "{name}"),
    "log.lineup_empty": ("log", "(board empty)"),
    "log.lineups_copied": ("log", "Round {number}: line-ups copied from round {previous} for {names}."),
    "log.team_points": ("log", "Team points: {changes}."),
    "log.team_match_points": ("log", "match points {win} / {draw} / {loss}"),
    "log.team_bye_points": ("log", "the bye's points"),
    "log.team_primary": ("log", "primary score {primary}"),
    "log.team_bye_half": ("log", "Team {team}: bye in round {number} (half)."),
    "log.team_bye_full": ("log", "Team {team}: bye in round {number} (full)."),
    "log.team_bye_zero": ("log", "Team {team}: bye in round {number} (zero)."),
    "log.team_bye_cancelled": ("log", "Team {team}: bye in round {number} cancelled."),
    "log.team_withdraws": ("log", "Team {team} withdraws from round {number}."),
    "log.team_plays_on": ("log", "Team {team} plays on."),
    "log.match_forfeited": ("log", "Round {number}, match {match} ({first} - {second}): forfeited by {team}."),
    "log.match_forfeited_both": ("log", "Round {number}, match {match} ({first} - {second}): forfeited by both "
                                 "teams."),
    "log.arena_started": ("log", "Arena started ({minutes} minutes)."),
    "log.arena_started_paired": ("log", "Arena started ({minutes} minutes). Paired: {games}."),
    "log.arena_game": ("log", "Game {number} ({white} - {black}): {result}."),
    "log.arena_game_paired": ("log", "Game {number} ({white} - {black}): {result}. Paired: {games}."),
    "log.arena_paused": ("log", "{name} pauses."),
    "log.arena_back": ("log", "{name} is back."),
    "log.arena_back_paired": ("log", "{name} is back. Paired: {games}."),
    # A merge's question names a copy by the name its organiser gave it, else by its id; a round with its section.
    "merge.copy_named": ("question", "{copy}"),
    "merge.copy_unnamed": ("question", "the copy {copy}"),
    "merge.pairer_named": ("question", "{pairer}"),
    "merge.pairer_unnamed": ("question", "the copy {pairer}"),
    "merge.changer_named": ("question", "{changer}"),
    "merge.changer_unnamed": ("question", "the copy {changer}"),
    "merge.round": ("question", "round {number}"),
    "merge.round_of_section": ("question", "round {number} of the section “{section}”"),
    "merge.subject_board": ("question", "{round_msg}, board {board}"),
    "merge.subject_match_board": ("question", "{round_msg}, match {match}, board {board}"),
    "merge.subject_withdrawal": ("question", "the withdrawal of {name}"),
    "merge.subject_bye": ("question", "the bye of {name} in round {number}"),
    "merge.subject_player": ("question", "{name}'s {fields_msgs}"),
    "merge.subject_section_settings": ("question", "the settings of the section “{section}”"),
    "merge.subject_settings": ("question", "the event's settings"),
    "merge.subject_section": ("question", "a section's name or rule"),
    "merge.subject_change": ("question", "a change"),
    "merge.changed_differently": ("question", "{what_msg} was changed on both copies differently."),
    "merge.keep_change": ("question", "Keep: {change_msg}"),
    "merge.moves_results": ("question", "“{change_msg}” moves players whose result was entered on the other copy."),
    "merge.keep_change_by_hand": ("question", "Keep the change made by hand on {copy_msg}; leave out those results"),
    "merge.keep_results": ("question", "Keep the results; leave out the change made by hand"),
    "merge.paired_without_changes": ("question", "{round_msg} was paired on {pairer_msg} without these changes made "
                                     "on {changer_msg}."),
    "merge.keep_pairing_leave_changes": ("question", "Keep {round_msg} as paired on {pairer_msg}; leave out the "
                                         "changes from {changer_msg}"),
    "merge.keep_changes_leave_pairing": ("question", "Keep the changes from {changer_msg}; leave out the pairing of "
                                         "{round_msg} (pair it again after the merge)"),
    "merge.results_differ": ("question", "{round_msg}, {white} - {black} was given a different result on each copy."),
    "merge.keep_result": ("question", "Keep {result} (entered on {copy_msg})"),
    "merge.keep_no_result": ("question", "Keep no result (entered on {copy_msg})"),
    "merge.paired_differently": ("question", "{round_msg} was paired on both copies, differently."),
    "merge.keep_pairing": ("question", "Keep the pairing made on {copy_msg}"),
    "merge.pairing_board": ("question", "Board {board}: {white_msg} - {black_msg}"),
    "merge.pairing_bye": ("question", "Bye: {name_msg}"),
    "merge.leave_out": ("question", "Leave it out"),
    # What each copy did since the two parted, in a few words (a merge's summary).
    "merge.did_correct": ("question", "corrected board {board} of {round_msg}"),
    "merge.did_result_one": ("question", "{count} result in {round_msg}"),
    "merge.did_results": ("question", "{count} results in {round_msg}"),
    "merge.did_pair": ("question", "paired {round_msg}"),
    "merge.did_add_one": ("question", "added {count} player"),
    "merge.did_add": ("question", "added {count} players"),
    "merge.did_other_one": ("question", "{count} other change"),
    "merge.did_others": ("question", "{count} other changes"),
    # Merge, the rest, and the plain-text export
    # A player's fields as a sentence names them (a player's edit in the log; a merge's question, several joined as the
    # language joins a list).
    "field.name": ("question", "name"),
    "field.rating": ("question", "rating"),
    "field.title": ("question", "title"),
    "field.sex": ("question", "sex"),
    "field.federation": ("question", "federation"),
    "field.fide_id": ("question", "FIDE id"),
    "field.birth": ("question", "birth date"),
    "field.club": ("question", "club"),
    "field.national_rating": ("question", "national rating"),
    "field.national_id": ("question", "national ID"),
    "field.tpn": ("question", "pairing number"),
    "field.k": ("question", "K factor"),
    "field.k_source": ("question", "K factor's source"),
    # A change that no longer applies after a merge (its refusal nested), and why a merge left a change out.
    "merge.no_longer_applies": ("question", "A change made on {changer_msg} no longer applies after the merge: "
                                "{cause_msg}"),
    "merge.why_repeated": ("question", "The same change was made on both copies."),
    "merge.why_no_longer_applies": ("question", "It no longer applied after the merge."),
    "merge.why_depended": ("question", "It depended on a change left out: {cause_msg}"),
    "merge.why_change_kept": ("question", "{what_msg} was changed on both copies; the change made on {copy_msg} was "
                              "kept."),
    "merge.why_change_by_hand_kept": ("question", "The change by hand made on {copy_msg} was kept: it moves these "
                                      "players to other games."),
    "merge.why_results_kept": ("question", "The results entered on the other copy were kept: this change by hand "
                               "would move their players."),
    "merge.why_pairing_kept_unseen": ("question", "{round_msg} was kept as paired on {pairer_msg}, which had not seen "
                                      "this change made on {changer_msg}."),
    "merge.why_changes_kept_unseen": ("question", "The changes made on {changer_msg} were kept; {round_msg} was "
                                      "paired on {pairer_msg} without them: pair it again after the merge."),
    "merge.why_result_kept": ("question", "{round_msg}, {white} - {black} was given a different result on each copy; "
                              "the result entered on {copy_msg} was kept."),
    "merge.why_pairing_kept": ("question", "{round_msg} was paired differently on each copy; the pairing made on "
                               "{copy_msg} was kept."),
    "merge.why_game_not_kept": ("question", "{round_msg} was paired differently on each copy, and this game is not in "
                                "the pairing kept (made on {copy_msg}): enter its result again on the game that "
                                "player plays there."),
    # The plain-text copy of a round's pairings or of the standings (swisspair.event.plain_text), for the players: in
    # the event's language where the page gives its words (a column's heading is short, as a monospace table needs).
    "text.pairings_title": ("text", "{event}: round {number} pairings"),
    "text.pairings_title_playoff": ("text", "{event}: {round_msg} pairings"),
    "text.quarter_finals": ("text", "quarter-finals"),
    "text.semi_finals": ("text", "semi-finals"),
    "text.final": ("text", "final"),
    "text.standings_title": ("text", "{event}: standings after round {number}"),
    "text.final_standings_title": ("text", "{event}: final standings after round {number}"),
    "text.board": ("text", "Bd"),
    "text.white": ("text", "White"),
    "text.black": ("text", "Black"),
    "text.points": ("text", "Pts"),
    "text.result": ("text", "Result"),
    "text.opponent": ("text", "Opponent"),
    "text.board_word": ("text", "Board"),
    "text.table_word": ("text", "Table"),
    "text.match_word": ("text", "Match"),
    "text.player_word": ("text", "Player"),
    "text.team_word": ("text", "Team"),
    "text.place": ("text", "Pl"),
    "text.name": ("text", "Name"),
    "text.rating": ("text", "Rating"),
    "text.no_player": ("text", "(no player)"),
    "text.white_forfeit_win": ("text", "1F-0F"),
    "text.black_forfeit_win": ("text", "0F-1F"),
    "text.double_forfeit": ("text", "0F-0F"),
    "text.bye_one": ("text", "Bye: {name} ({points} point)"),
    "text.bye": ("text", "Bye: {name} ({points} points)"),
    "text.not_playing": ("text", "Not playing: {absent}"),
    "text.team_standings": ("text", "Team standings"),
    "text.match_points": ("text", "MP"),
    "text.game_points": ("text", "GP"),
    "text.stage_title": ("text", "{event}: stage standings"),
    "text.seed": ("text", "Seed"),
    "text.wins_losses": ("text", "W-L"),
    "text.difficulty": ("text", "Diff"),
    "text.advanced": ("text", "advanced"),
    "text.eliminated": ("text", "out"),
    "text.still_in": ("text", "{event}: still in after the rounds played"),
    "text.final_places": ("text", "{event}: final places"),
    # A knockout's rounds (swisspair.systems.knockout.rules.round_words: the bracket's stages) and how each player
    # went out (the standings' places, and their text).
    "knockout_round.final": ("text", "final"),
    "knockout_round.semi_final": ("text", "semi-final"),
    "knockout_round.quarter_final": ("text", "quarter-final"),
    "knockout_round.round_of": ("text", "round of {size}"),
    "knockout_round.losers": ("text", "losers' round {number}"),
    "knockout_round.winners_final": ("text", "winners' final"),
    "knockout_round.winners_semi_final": ("text", "winners' semi-final"),
    "knockout_round.winners_quarter_final": ("text", "winners' quarter-final"),
    "knockout_round.third_place": ("text", "third-place match"),
    "knockout_round.grand_final": ("text", "grand final"),
    "knockout_round.grand_final_reset": ("text", "grand final, reset"),
    "knockout_result.winner": ("text", "winner"),
    "knockout_result.won_third_place": ("text", "won the third-place match"),
    "knockout_result.lost": ("text", "lost the {round_msg}"),
    "subject.text_words": ("wrong_value", "the words of the text"),
    "subject.text_word": ("wrong_value", "the words for “{key}”"),
    # Why a player does not fit a section's rule (swisspair.document.section_rules.misfit: the page's mark beside the
    # player, and the warning when one is entered, moved or a rule changed).
    "misfit.the_named_section": ("explanation", "the {section} section"),
    "misfit.the_section": ("explanation", "the section"),
    "misfit.below": ("explanation", "{name} ({rating}) is below {section_msg}'s floor of {limit}."),
    "misfit.unrated_below": ("explanation", "{name} (unrated) is below {section_msg}'s floor of {limit}."),
    "misfit.above": ("explanation", "{name} ({rating}) is above {section_msg}'s limit of {limit}."),
    "misfit.no_birth_from": ("explanation", "{name} has no birth date; {section_msg} takes players born from {first}."),
    "misfit.no_birth_to": ("explanation", "{name} has no birth date; {section_msg} takes players born up to {last}."),
    "misfit.no_birth_between": ("explanation", "{name} has no birth date; {section_msg} takes players born from "
                                "{first} and up to {last}."),
    "misfit.born_before": ("explanation", "{name} (born {birth}) was born before {section_msg}'s first date, {first}."),
    "misfit.born_after": ("explanation", "{name} (born {birth}) was born after {section_msg}'s last date, {last}."),
    "misfit.no_value": ("explanation", "{name} has no {field_msg}; {section_msg} takes {taken}."),
    "misfit.not_taken": ("explanation", "{name}'s {field_msg} ({given}) is not one {section_msg} takes ({taken})."),
    "misfit.field_title": ("explanation", "title"),
    "misfit.field_sex": ("explanation", "sex"),
    "misfit.field_federation": ("explanation", "federation"),
    "misfit.field_fide_id": ("explanation", "FIDE id"),
    "misfit.field_birth": ("explanation", "birth date"),
    "misfit.field_club": ("explanation", "club"),
    # Operations' warnings: what the director is told after a change (swisspair.event.ops, swisspair.systems; the
    # log entry keeps each one's words beside its English, `warning_words`).
    "op_warning.pairing_numbers": ("warning", "Pairing numbers change for the rounds still to pair: {moves}."),
    "op_warning.pairing_numbers_more": ("warning", "Pairing numbers change for the rounds still to pair: {moves} and "
                                        "{count} more."),
    "op_warning.restriction_one_left": ("warning", "Restriction {id} ({kind_msg}) is removed: it has only one player "
                                        "left."),
    "op_warning.byes_cancelled": ("warning", "{name}'s requested byes for round(s) {rounds} are cancelled."),
    "op_warning.restriction_paired": ("warning", "Rounds up to {number} are already paired: the restriction changes "
                                      "nothing."),
    "op_warning.more_misfits": ("warning", "{count} more players do not fit the section “{section}”."),
    "op_warning.tpn_dropped": ("warning", "{name}'s fixed pairing number {tpn} is dropped: the section “{section}” "
                               "numbers its own players."),
    "op_warning.magic_rounds": ("warning", "MTR 10.2: the number of rounds is announced by round 1 and should not "
                                "change after."),
    "op_warning.fide_keep_apart": ("warning", "Team-mates are not kept apart in FIDE-rated events: FIDE's pairing "
                                   "rules have no such restriction."),
    "op_warning.team_tiebreaks": ("warning", "Tie-breaks {codes} are replaced by {defaults}: a team event ranks teams "
                                  "by team tie-breaks (FIDE C.07 Art. 13)."),
    "op_warning.round_robin_tiebreaks": ("warning", "Tie-breaks {codes} are dropped: a round robin cannot use them "
                                         "(FIDE C.07, 2026, note to Art. 8: no Buchholz family in round-robins)."),
    "op_warning.mode_changes": ("warning", "The mode changes from “{old}” to “{mode}”, the one “{system}” runs under."),
    "op_warning.no_half_bye_none": ("warning", "The {system} system has no half-point bye: requested byes may be none "
                                    "only."),
    "op_warning.no_half_bye_one": ("warning", "The {system} system has no half-point bye: requested byes may be "
                                   "{kind_msg} only."),
    "op_warning.no_half_bye_two": ("warning", "The {system} system has no half-point bye: requested byes may be "
                                   "{kind_msg} or {other_msg} only."),
    "op_warning.bye_full": ("warning", "full"),
    "op_warning.bye_zero": ("warning", "zero"),
    "op_warning.scores_change": ("warning", "The scores of the rounds already played change with the point system."),
    "op_warning.forfeit_uncoloured": ("warning", "The forfeit had no colours: {white_msg} is taken to have had white, "
                                      "{black_msg} black."),
    "op_warning.corrected_next_paired": ("warning", "Round {number} is corrected: the standings change; round {next} "
                                         "was paired with the old result and stays as it is."),
    "op_warning.corrected_rounds_paired": ("warning", "Round {number} is corrected: the standings change; rounds "
                                           "{first}-{last} were paired with the old result and stay as they are."),
    "op_warning.corrected_met_again": ("warning", "{white} and {black} met again in round {again}: now that their "
                                       "round {number} game counts as played, that game is a rematch."),
    "op_warning.manual_rematch": ("warning", "Rematch: {white} - {black} already played each other in round {number} "
                                  "(C.04.1 b; C.04.3 C1)."),
    "op_warning.manual_restriction": ("warning", "Restriction: {white} - {black} must not meet ({kind_msg}; the "
                                      "event's players who must not meet)."),
    "op_warning.colour_difference": ("warning", "Colour rule: {name} would have a colour difference of {difference} "
                                     "(C.04.1 f)."),
    "op_warning.white_three_times": ("warning", "Colour rule: {name} would have white three times in a row "
                                     "(C.04.1 g)."),
    "op_warning.black_three_times": ("warning", "Colour rule: {name} would have black three times in a row "
                                     "(C.04.1 g)."),
    "op_warning.both_against_preference": ("warning", "Colours: both {white} and {black} get the colour against their "
                                           "preference (C.04.3 C12)."),
    "op_warning.second_bye": ("warning", "Second bye: {name} already had the pairing-allocated bye or a win without "
                              "playing (C.04.1 d; C.04.3 C2, Art. 4)."),
    "op_warning.bye_above_lowest": ("warning", "Bye above the lowest score: {name} has {score}; an eligible player "
                                    "has {lowest} (C.04.3 C5)."),
    "op_warning.unplaced": ("warning", "Without a board or bye: {names}."),
    "op_warning.apart_paired": ("warning", "Rounds up to {number} are already paired: keeping team-mates apart "
                                "changes nothing."),
    "op_warning.no_schools": ("warning", "No player has a club or school yet: a team scores once its players name "
                              "it."),
    "op_warning.lineup_removed": ("warning", "The line-up of team {team} for round {number} named a player no longer "
                                  "on its roster; it is removed (the round takes the roster's order unless a new one "
                                  "is set)."),
    "op_warning.team_standings_change": ("warning", "The standings of the rounds already played change with the "
                                         "points."),
    "op_warning.corrected_since_paired": ("warning", "Round {number} is corrected: the standings change; the rounds "
                                          "paired since stay as they are."),
    # A pairing system's option in the log's "Pairing system: ... (...)" (a clause each), its English the option's
    # name and value as the settings hold them.
    "log.option_seed": ("log", "seed {value}"),
    "log.option_top_cut": ("log", "top_cut {value}"),
    "log.option_third_place_on": ("log", "third_place True"),
    "log.option_third_place_off": ("log", "third_place False"),
    "log.option_double_elimination_on": ("log", "double_elimination True"),
    "log.option_double_elimination_off": ("log", "double_elimination False"),
    "log.option_boards": ("log", "boards {value}"),
    "log.option_cycles": ("log", "cycles {value}"),
    "log.option_duration_minutes": ("log", "duration_minutes {value}"),
    "log.option_colour_preference": ("log", "colour_preference {value}"),
    "log.option_secondary_colours_on": ("log", "secondary_colours True"),
    "log.option_secondary_colours_off": ("log", "secondary_colours False"),
    # Explanations the engine answers beside its results, not errors: the code says which kind. A round's notes
    # (swisspair.systems: why a round is paired as it is, with the FIDE rule; stored with the round).
    "note.fide_restrictions": ("explanation", "Restrictions (forbidden pairs) are not allowed in FIDE-rated events; the "
                               "TRF export carries them as line 260."),
    "note.restriction_broken": ("explanation", "{first} and {second} ({kind_msg}) meet: no pairing of round {number} "
                                "keeps them apart ({reason_msg})."),
    "note.restriction_not_retried": ("explanation", "not tried again: more than {most} restrictions could not all be "
                                     "kept"),
    "note.restriction_none_keeps": ("explanation", "no pairing keeps it"),
    "note.rematch": ("explanation", "{first} and {second} meet again: no pairing of round {number} avoids every "
                     "rematch, and this one has the fewest."),
    "note.acceleration": ("explanation", "Accelerated round (Baku, FIDE C.04.7): the {count} players of group A "
                          "(pairing numbers {low}-{high}) are paired with virtual points added to their score "
                          "({points} each); virtual points never count in the standings."),
    "note.opponent_absent": ("explanation", "{name} has no game in round {number}: the scheduled opponent, {absent}, "
                             "is absent."),
    "note.team_opponent_absent": ("explanation", "Team {name} has no match in round {number}: the scheduled opponent, "
                                  "team {absent}, is absent."),
    # A restriction's kind, as a broken restriction's note names it (its label when it has one).
    "restriction.labelled": ("explanation", "{label}"),
    "restriction.siblings": ("explanation", "siblings"),
    "restriction.parent_child": ("explanation", "parent and child"),
    "restriction.team": ("explanation", "same team"),
    "restriction.club": ("explanation", "same club"),
    "restriction.other": ("explanation", "kept apart"),
    "restriction.team_mates": ("explanation", "{team}, team-mates kept apart before round {until}"),
    # How a tie-break's value was computed (swisspair.tiebreaks: a value's summary, a clause).
    "working.sum_over_rounds": ("working", "sum over {count} rounds"),
    "working.sum_over_rounds_cut": ("working", "sum over {count} rounds, {cut} cut"),
    "working.no_games": ("working", "no games played over the board"),
    "working.average_buchholz": ("working", "average Buchholz of {count} opponents"),
    "working.koya": ("working", "points against opponents with at least {points}"),
    "working.wins": ("working", "{count} rounds scored a win's points (games, forfeits and byes alike)"),
    "working.games_won": ("working", "{count} games won over the board (forfeits and byes not counted)"),
    "working.black_games": ("working", "{count} games played with Black"),
    "working.black_wins": ("working", "{count} games won with Black"),
    "working.progressive": ("working", "sum of the score after each round"),
    "working.progressive_from": ("working", "sum of the score after each round from round {first}"),
    "working.rounds_elected": ("working", "{count} rounds less {unplayed} voluntary unplayed"),
    "working.standard_points": ("working", "1 for scoring more than a draw, 1/2 for a draw, per round"),
    "working.pairing_number": ("working", "the tournament pairing number (lower ranks higher)"),
    "working.unrated": ("working", "undefined: players {numbers} are unrated and no rating for unrated players is set "
                        "(C.07 Art. 10)"),
    "working.average_rating": ("working", "average rating of {count} opponents, rounded"),
    "working.performance": ("working", "ARO {aro} + dp {dp} for {points} of {count} ({percent}%)"),
    "working.perfect_no_points": ("working", "no points: the lowest opponent's rating - 800"),
    "working.perfect": ("working", "the lowest rating expected to score {points} of {count}"),
    "working.no_opponent_with": ("working", "no opponent with a {what}"),
    "working.average_of_opponents": ("working", "average {what} of {count} opponents, rounded"),
    "working.own_rating": ("working", "own rating"),
    "working.own_rating_unrated": ("working", "own rating (the rating set for unrated players)"),
    "working.not_tied": ("working", "not tied"),
    "working.place_among_players": ("working", "place {place} among the tied players {numbers}"),
    "working.players_not_separated": ("working", "does not separate the tied players {numbers}"),
    "working.place_among_teams": ("working", "place {place} among the tied teams {numbers}"),
    "working.teams_not_separated": ("working", "does not separate the tied teams {numbers}"),
    "working.match_points": ("working", "match points over {count} rounds ({article})"),
    "working.game_points": ("working", "game points over {count} rounds ({article})"),
    "working.board_count": ("working", "board points x board number: {sum}"),
    "working.median_plus": ("working", "Solkoff less the lowest (plus score)"),
    "working.median_minus": ("working", "Solkoff less the highest (minus score)"),
    "working.median_even": ("working", "Solkoff less the lowest and highest (even score)"),
    "working.solkoff": ("working", "sum of opponents' adjusted scores"),
    "working.cumulative": ("working", "sum of running scores, less unplayed wins"),
    "working.median_buchholz": ("working", "opponents' scores less the best and the worst"),
    "working.difficulty": ("working", "sum of opponents' wins minus losses"),
    "working.magic_match_points": ("working", "3 per match won, 1 per draw"),
    "working.game_win": ("working", "game points over the most possible, at least 33 %"),
    "working.no_opponents": ("working", "no opponents"),
    "working.opponents_match_win": ("working", "average match-win percentage of {count} opponents"),
    # A round's line of a tie-break's working (swisspair.tiebreaks: a Part's clauses, one after another) and the
    # steps of a direct encounter that decided a place among tied players ("{place}: {steps}", each step after the
    # first "then ...").
    "part.kind_game": ("working", "game"),
    "part.kind_pab": ("working", "pairing-allocated bye"),
    "part.kind_full_bye": ("working", "full-point bye"),
    "part.kind_half_bye": ("working", "half-point bye"),
    "part.kind_zero_bye": ("working", "zero-point bye"),
    "part.kind_absent": ("working", "absent"),
    "part.kind_forfeit_win": ("working", "forfeit win"),
    "part.kind_forfeit_loss": ("working", "forfeit loss"),
    "part.voluntary_unplayed": ("working", "{kind_msg} (VUR)"),
    "part.opponent_score": ("working", "opponent's score"),
    "part.opponent_adjusted_score": ("working", "opponent's adjusted score"),
    "part.withdrawn_draw": ("working", "round {number} after withdrawing counts as a draw (16.3)"),
    "part.withdrawn_draws": ("working", "rounds {numbers} after withdrawing count as draws (16.3)"),
    "part.last_round_as_draw": ("working", "last round counted as a draw instead of {points} (8.3)"),
    "part.dummy": ("working", "{kind_msg}: dummy opponent with the player's own score {points} (16.4)"),
    "part.dummy_capped_opponent": ("working", "{kind_msg}: dummy opponent with the player's own score {points} (16.4), "
                                   "capped at scheduled opponent {opponent}'s adjusted score {cap} (16.4.1)"),
    "part.dummy_capped_draws": ("working", "{kind_msg}: dummy opponent with the player's own score {points} (16.4), "
                                "capped at a draw's points x {count} rounds = {cap} (16.4.2)"),
    "part.sonneborn": ("working", "{score} x {points} scored"),
    "part.cut_least": ("working", "cut: least significant"),
    "part.cut_voluntary": ("working", "cut: voluntary unplayed round first (16.5)"),
    "part.cut_most": ("working", "cut: most significant"),
    "part.cut_first_round": ("working", "cut: first round"),
    "part.cut_lowest_rated": ("working", "cut: lowest-rated opponent"),
    "part.dropped": ("working", "dropped"),
    "part.opponent_buchholz": ("working", "opponent's Buchholz"),
    "part.koya_counted": ("working", "opponent scored {points}"),
    "part.koya_under": ("working", "opponent scored {points}, under {limit}"),
    "part.score_after_round": ("working", "score after round {number}"),
    "part.points": ("working", "{points} points"),
    "part.opponent_rating": ("working", "opponent's rating"),
    "part.opponent_value": ("working", "opponent's {what}"),
    "part.unplayed_as_zero": ("working", "{kind_msg}: counts as an opponent with 0"),
    "part.opponent_score_draws": ("working", "opponent's score, unplayed rounds {numbers} as draws"),
    "part.less_a_win": ("working", "{kind_msg}: less a win's points"),
    "part.match_win": ("working", "match won"),
    "part.match_draw": ("working", "match drawn"),
    "part.match_loss": ("working", "match lost"),
    "part.match_unplayed": ("working", "{match_msg} ({kind_msg})"),
    "part.match_stands": ("working", "{match_msg} stands for its games (no game results recorded)"),
    "part.games": ("working", "games {won}-{lost}-{drawn}"),
    "part.opponent_match_win": ("working", "opponent's match-win percentage, their byes counted as won 2-0, at "
                                "least 33 %"),
    "part.opponent_game_win": ("working", "opponent's game-win percentage, their byes counted as won 2-0, at least "
                               "33 %"),
    "part.opponent_record": ("working", "opponent {won}-{lost}"),
    "part.boards": ("working", "boards {points}"),
    "part.boards_shared": ("working", "not played: the round's game points shared"),
    "working.decided": ("working", "{place}: {steps}"),
    "working.then": ("working", "then {step}"),
    "step.scored": ("working", "scored {points} against {numbers}"),
    "step.scored_at_most": ("working", "scored {points} against {numbers}, at most {best} with the games not played"),
    "step.met_none": ("working", "met none of {numbers}, at most {best} with the games not played"),
    "step.primary": ("working", "primary: {step_msg}"),
    "step.secondary": ("working", "secondary: {step_msg}"),
    "step.board_count": ("working", "board count of the match: {step_msg}"),
    "step.board": ("working", "board {board} of the match: {step_msg}"),
    "step.without_bottom": ("working", "the match without its last {count} boards: {step_msg}"),
    "step.without_last_boards": ("working", "without the last boards: {points}"),
    # Why the pairing-allocated bye went to someone other than the lowest-ranked player (swisspair.systems.dutch: a
    # round's note, its reasons clauses after it, each naming its criterion by number).
    "note.bye_not_lowest": ("explanation", "The bye went to {bye}, not to the lowest-ranked player {lowest}."),
    "bye.had_it": ("explanation", "{name}: C2: already had the pairing-allocated bye in round {number}"),
    "bye.won_by_forfeit": ("explanation", "{name}: C2 (Art. 4): scored a win without playing in round {number} (a "
                           "forfeit win)"),
    "bye.won_by_full_bye": ("explanation", "{name}: C2 (Art. 4): scored a win without playing in round {number} (a "
                            "full-point bye)"),
    "bye.not_eligible": ("explanation", "{name}: C2: not eligible for the bye"),
    "bye.others_unpairable": ("explanation", "{name}: C4: with this player on the bye the others cannot all be paired "
                              "without a rematch, a forbidden pair or two players with the same absolute colour "
                              "preference"),
    "bye.more_unplayed": ("explanation", "{name}: C9: {count} unplayed game(s), more than {bye}'s {fewer}; the bye goes "
                          "to the player with fewer"),
    "bye.quality": ("explanation", "{name}: the quality criteria (downfloaters, colour preferences, repeated floats) "
                    "and the FIDE order of candidates paired this player and left {bye} over"),
    "bye.more_passed": ("explanation", "and {count} more lower-ranked players"),
    # Why a TRF file's round is paired as it is (the TRF panel's "Why", the command line's --explain; swisspair.systems
    # .dutch.explain and .teams.swiss.explain): lines of clauses, each naming its rule by number.
    "why.round": ("explanation", "Round {number}: {count} boards"),
    "why.round_bye": ("explanation", "Round {number}: {count} boards, bye to {bye}"),
    "why.board": ("explanation", "Board {board}: {white} ({white_points}) - {black} ({black_points}); colours by "
                  "{article}: {colour_msg}"),
    "why.colour_5_2_1": ("explanation", "both colour preferences granted"),
    "why.colour_5_2_2": ("explanation", "the stronger colour preference granted"),
    "why.colour_5_2_3": ("explanation", "colours alternated from the last round in which the two had different colours"),
    "why.colour_5_2_4": ("explanation", "the higher-ranked player's colour preference granted"),
    "why.colour_5_2_5": ("explanation", "no preferences: the higher-ranked player gets the initial colour if their "
                         "pairing number is odd"),
    "why.floats_down": ("explanation", "{high} floats down to meet {low}"),
    "why.bye": ("explanation", "Bye: {name} ({name_points}). C5: no pairing leaves a bye-eligible player with a lower "
                "score; C2: the bye never goes to a player who already had one or scored a win without playing"),
    "why.bye_order": ("explanation", "C9 then the FIDE order chose among the {count} players on {bye_points} "
                      "({number} has {games} games played)"),
    "why.left_for_bye": ("explanation", "{name} ({name_points}) is left over for the bye"),
    "why.bracket": ("explanation", "Bracket {bracket_points}"),
    "why.pairs": ("explanation", "{count} pair(s)"),
    "why.pairs_all_granted": ("explanation", "{count} pair(s), every colour preference granted and no float repeated"),
    "why.unmet_c10": ("explanation", "C10: {count} topscorer(s) with a colour difference beyond 2"),
    "why.unmet_c11": ("explanation", "C11: {count} topscorer(s) with a third colour in a row"),
    "why.unmet_c12": ("explanation", "C12: {count} player(s) without their colour preference"),
    "why.unmet_c13": ("explanation", "C13: {count} player(s) without their strong colour preference"),
    "why.unmet_c14": ("explanation", "C14: {count} downfloater(s) who also floated down last round"),
    "why.unmet_c15": ("explanation", "C15: {count} MDP opponent(s) upfloating again after the last round"),
    "why.unmet_c16": ("explanation", "C16: {count} downfloater(s) who also floated down two rounds before"),
    "why.unmet_c17": ("explanation", "C17: {count} MDP opponent(s) upfloating again after two rounds"),
    "why.quality_best": ("explanation", "no pairing of the bracket does better on the quality criteria"),
    "why.moved_down": ("explanation", "{players_msgs} moved down"),
    "why.c6_odd": ("explanation", "C6: the bracket has an odd number of players, so one moves down"),
    "why.c6_c1_c3": ("explanation", "C6 with C1/C3: no more pairs are possible here without a rematch or a clash of "
                     "absolute colours"),
    "why.c4_lower": ("explanation", "C4: pairing more players here would leave the lower brackets impossible to "
                     "complete"),
    "why.c5_bye": ("explanation", "C5: keeping the bye at the lowest possible score needs a player from this bracket "
                   "lower down"),
    "why.who_moves_down": ("explanation", "who moves down is decided by C7 (lowest scores), then C8-C21 and the FIDE "
                           "order of candidates (lowest-ranked first)"),
    "why.team_round": ("explanation", "Round {number}: {count} match(es)"),
    "why.team_absent": ("explanation", "Not paired (requested bye or withdrawn): {teams}"),
    "why.team_bye": ("explanation", "Pairing-allocated bye: {team} ({team_points}), by §{article}: {rule_msg}"),
    "why.team_bye_3_4_1": ("explanation", "a team before it in the order of §3.4.2-4 would have left the others "
                           "impossible to pair"),
    "why.team_bye_3_4_2": ("explanation", "the lowest score"),
    "why.team_bye_3_4_3": ("explanation", "the most matches played among the lowest"),
    "why.team_bye_3_4_4": ("explanation", "the largest pairing number among the lowest with as many matches played"),
    "why.team_bracket_held": ("explanation", "Top scoregroup {group_points} ({count} team(s)): upfloaters "
                              "{teams_msgs} by §3.5 (C4 fewest, C5 highest scores, then C6 held, C7 {floated} who "
                              "floated before, first set in §3.5.4's order)"),
    "why.team_bracket_not_held": ("explanation", "Top scoregroup {group_points} ({count} team(s)): upfloaters "
                                  "{teams_msgs} by §3.5 (C4 fewest, C5 highest scores, then C6 not held by any set, "
                                  "C7 {floated} who floated before, first set in §3.5.4's order)"),
    "why.team_match": ("explanation", "Board {board}: {white} ({white_points}) - {black} ({black_points})"),
    "why.team_upfloaters": ("explanation", "upfloater(s): {teams}"),
    # words3: keys
    "text.decimal_point": ("text", "{whole}.{fraction}"),
    "text.digit_groups": ("text", "{high},{low}"),
    "text.clause_separator": ("text", "; "),
    "log.trf_imported": ("log", "Imported from a TRF file: {players} players, {count} round(s) played."),
    "log.trf_imported_paired": ("log", "Imported from a TRF file: {players} players, {count} round(s) played, round "
                                "{number} paired."),
    "log.team_trf_imported": ("log", "Imported from a team TRF file: {teams} teams, {players} players, {count} round(s) "
                              "played."),
    "log.trf_sections_imported": ("log", "Imported {count} TRF files as the sections {sections}."),
    "log.trf_section_read": ("log", "“{name}” ({count} players)"),
    "import.section_note": ("warning", "{section}: {note_msg}"),
    "import.header_differs": ("warning", "The header (city, dates, arbiters) of file {file} differs from file 1's; the "
                              "event keeps file 1's."),
    "merge.no_player": ("question", "no player"),
    "merge.player_gone": ("question", "player {number}"),
    "why.scored": ("explanation", "{number} ({number_points})"),
    "why.team_colours": ("explanation", "colours (§{article}): {colour_msg}; first-team by §{first}, {first_msg}"),
    "why.team_colour_4_3_1": ("explanation", "neither team has played: the first-team gets the initial colour if its "
                              "pairing number is odd"),
    "why.team_colour_4_3_2": ("explanation", "the only colour preference granted"),
    "why.team_colour_4_3_3": ("explanation", "opposite colour preferences, both granted"),
    "why.team_colour_4_3_4": ("explanation", "the only strong colour preference granted"),
    "why.team_colour_4_3_5": ("explanation", "White to the team with the lower colour difference"),
    "why.team_colour_4_3_6": ("explanation", "colours alternated from the last time one team had White and the other "
                              "Black"),
    "why.team_colour_4_3_7": ("explanation", "the first-team's colour preference granted"),
    "why.team_colour_4_3_8": ("explanation", "the first-team's colour alternated from its last played match"),
    "why.team_colour_4_3_9": ("explanation", "the other team's colour alternated from its last played match"),
    "why.first_team_4_2_1": ("explanation", "higher score"),
    "why.first_team_4_2_2": ("explanation", "higher secondary score"),
    "why.first_team_4_2_3": ("explanation", "smaller pairing number"),
    "why.team_unmet_c4": ("explanation", "C4: {count} upfloater(s)"),
    "why.team_unmet_c6": ("explanation", "C6: {count} top scoregroup(s) whose following scoregroup cannot then be paired "
                          "with the fewest upfloaters its parity allows"),
    "why.team_unmet_c7": ("explanation", "C7: {count} upfloater(s) who floated in the previous round"),
    "why.team_unmet_c8": ("explanation", "C8: {count} team(s) without their colour preference"),
    "why.team_unmet_c9": ("explanation", "C9: {count} team(s) without their strong colour preference"),
    "why.team_unmet_c10": ("explanation", "C10: {count} upfloaters' opponent(s) who floated in the previous round"),
    "why.team_quality_best": ("explanation", "Quality (each top scoregroup in turn the best it can be: §3.5 for C4-C7, "
                              "then §3.6 for C8-C10)"),
    "why.team_quality_all": ("explanation", "Quality: no upfloater, every colour preference granted"),
    # What looks wrong in a line of a pasted or read player list (swisspair.roster_rows, roster_text: a row's flags).
    "roster.flag_arbiter_title": ("flag", "{text} is an arbiter’s title, not a player’s: not kept"),
    "roster.flag_organiser_title": ("flag", "{text} is an organiser’s title, not a player’s: not kept"),
    "roster.flag_trainer_title": ("flag", "{text} is a trainer’s title, not a player’s: not kept"),
    "roster.flag_second_federation": ("flag", "“{text}”: a second federation, not read"),
    "roster.flag_second_sex": ("flag", "“{text}”: a second sex, not read"),
    "roster.flag_second_birth": ("flag", "“{text}”: a second birth year, not read"),
    "roster.flag_number_not_read": ("flag", "“{text}”: a number not read (one rating, one FIDE ID and one birth year "
                                    "are read from a line)"),
    "roster.flag_mistyped_rating_meant": ("flag", "“{text}” looks like a mistyped rating ({meant}?)"),
    "roster.flag_mistyped_rating": ("flag", "“{text}” looks like a mistyped rating"),
    "roster.flag_number_in_name": ("flag", "“{text}” is a number inside the name"),
    "roster.flag_symbol": ("flag", "“{text}” holds a symbol no name has"),
    "working.opponents_game_win": ("working", "average game-win percentage of {count} opponents"),
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
    # A team event's block checked part by part (swisspair.systems.teams.schema): a team by its place in the list or
    # its name, a line-up, a round's matches.
    "subject.teams": ("wrong_value", "the teams"),
    "subject.pab_points": ("wrong_value", "the points of the pairing-allocated bye"),
    "subject.team_list": ("wrong_value", "the team list"),
    "subject.team_n": ("wrong_value", "team {number}"),
    "subject.of_team_n": ("wrong_value", "{part_msg} of team {number} in the list"),
    "subject.of_team": ("wrong_value", "{part_msg} of team {team}"),
    "subject.short_name": ("wrong_value", "the short name"),
    "subject.requested_bye_points": ("wrong_value", "the points of a requested bye"),
    "subject.lineup_of_team": ("wrong_value", "the line-up of team {team} in round {number}"),
    "subject.player_on_board": ("wrong_value", "the player on board {board}"),
    "subject.lineups": ("wrong_value", "the line-ups"),
    "subject.lineup_n": ("wrong_value", "line-up {number}"),
    "subject.of_lineup_n": ("wrong_value", "{part_msg} of line-up {number}"),
    "subject.matches": ("wrong_value", "the matches"),
    "subject.match_of_round_n": ("wrong_value", "match {match} of round {number}"),
    "subject.a_team": ("wrong_value", "a team"),
    # The log's record (swisspair.event.record): an entry of the log or of a record of changes (`entry_msg`, said as
    # what holds a part), the copies and the pen.
    "subject.copy_id": ("wrong_value", "the copy's id"),
    "subject.record": ("wrong_value", "the record"),
    "subject.record_start": ("wrong_value", "the log entry the record begins at"),
    "subject.record_event": ("wrong_value", "the event the record begins with"),
    "subject.entry_count": ("wrong_value", "the count of {entry_msg}"),
    "subject.entry_arguments": ("wrong_value", "the arguments of {entry_msg}"),
    "subject.entry_made": ("wrong_value", "what {entry_msg} made"),
    "subject.entry_left_out": ("wrong_value", "why {entry_msg} was left out"),
    "subject.copies_names": ("wrong_value", "the copies' names"),
    "subject.a_copys_name": ("wrong_value", "a copy's name"),
    "subject.pen": ("wrong_value", "the pen"),
    "subject.pen_since": ("wrong_value", "when the pen changed hands"),
    "record.log_entry_n": ("wrong_value", "log entry {number}"),
    "record.recorded_change_n": ("wrong_value", "change {number} of the record"),
    "record.copy_id_letters": ("wrong_value", "A copy's id is letters, digits, “-” and “_”."),
    "record.start_not_in_log": ("wrong_value", "The record begins at a log entry the log does not have."),
    "record.copy_without_count": ("missing", "{entry_msg} names its copy but not its count."),
    "record.count_without_copy": ("missing", "{entry_msg} has a count but no copy."),
    # The copies of an event and the pen (swisspair.event.ops.copies): a copy by the name its organiser gave it, or
    # by its id.
    "subject.copy_name": ("wrong_value", "the copy's name"),
    "copies.named": ("wrong_value", "{holder}"),
    "copies.by_id": ("wrong_value", "the copy {copy}"),
    "copies.handed_over": ("handed_over", "This copy handed the event to a co-organiser and only shows it now. Open "
                           "their latest link to see their changes; take the pen back only if they have stopped "
                           "changing the event."),
    "copies.handed_over_since": ("handed_over", "This copy handed the event to a co-organiser since {since} and only "
                                 "shows it now. Open their latest link to see their changes; take the pen back only if "
                                 "they have stopped changing the event."),
    "copies.not_your_pen": ("not_your_pen", "{holder_msg} has the pen for this event: changes are made there. Take the "
                            "pen to make them here, and tell them."),
    "copies.not_your_pen_since": ("not_your_pen", "{holder_msg} has the pen for this event since {since}: changes are "
                                  "made there. Take the pen to make them here, and tell them."),
    "copies.naming_needs_copy": ("missing", "Naming a copy needs the copy that does it (“copy” in the operation)."),
    "copies.handing_over_needs_copy": ("missing", "Handing over needs the copy that does it (“copy” in the "
                                       "operation)."),
    "copies.taking_pen_needs_copy": ("missing", "Taking the pen needs the copy that does it (“copy” in the "
                                     "operation)."),
    # Reading an event saved by another SwissPair (swisspair.event.migrations).
    "migration.not_an_event": ("not_an_event", "This is not a SwissPair event: its “format” is {value_msg}, not "
                               "“{format}”."),
    "migration.newer_version": ("newer_version", "This event was saved by a newer SwissPair (format version "
                                "{version}); this one reads versions up to {current}. Open it with the newer "
                                "SwissPair."),
    "migration.missing": ("internal", "SwissPair has no migration from event version {version}; this is a fault in "
                          "SwissPair, please report it with your event."),
    "migration.wrong_version": ("internal", "The migration from event version {version} did not give version "
                                "{next}; this is a fault in SwissPair."),
    # Restrictions (swisspair.event.ops.restrictions).
    "subject.players_kept_apart": ("wrong_value", "the players who must not meet"),
    "subject.restriction_kind": ("wrong_value", "the kind of restriction"),
    "subject.restriction": ("wrong_value", "the restriction"),
    "restriction.too_few": ("too_few", "Name at least two players who must not meet."),
    "restriction.too_many": ("too_many", "An event holds at most {most} restrictions."),
    "restriction.no_such": ("unknown_restriction", "There is no restriction {id}."),
    # A player's fields as an operation gives them (swisspair.event.ops.players), and why a field's reader refuses
    # a value (swisspair.document.player_record: a clause).
    "subject.round_player_joins": ("wrong_value", "the round the player joins"),
    "subject.first_round_missed": ("wrong_value", "the first round missed"),
    "subject.round_of_bye": ("wrong_value", "the round of the bye"),
    "subject.players_order": ("wrong_value", "the order of the players"),
    "player.field_refused": ("wrong_value", "{reason_msg}."),
    "record.arbiter_title": ("wrong_value", "{title} is an arbiter’s title, not a player’s (a player’s title is one "
                             "of {titles})"),
    "record.organiser_title": ("wrong_value", "{title} is an organiser’s title, not a player’s (a player’s title is "
                               "one of {titles})"),
    "record.trainer_title": ("wrong_value", "{title} is a trainer’s title, not a player’s (a player’s title is one of "
                             "{titles})"),
    "record.not_a_title": ("wrong_value", "“{text}” is not a FIDE title (one of {titles}, or empty)"),
    "record.not_a_sex": ("wrong_value", "“{text}” is not a sex as FIDE records it (m, or w / f)"),
    "record.not_a_federation": ("wrong_value", "“{text}” is not a federation: three letters, as NOR or GER"),
    "record.not_a_fide_id": ("wrong_value", "“{text}” is not a FIDE ID: a number of up to {most} digits"),
    "record.birth_year_range": ("wrong_value", "the birth year {year} is not from {first} to {last}"),
    "record.not_a_birth": ("wrong_value", "“{text}” is not a birth year or date (1990, or 1990/07/14)"),
    "record.no_such_date": ("wrong_value", "the birth date “{text}” is not a date that exists"),
    "record.rating_not_number": ("wrong_value", "{what_msg} “{text}” is not a whole number from 0 to {most} (leave it "
                                 "empty for an unrated player)"),
    "record.rating_too_high": ("wrong_value", "{what_msg} {text} is above {most}"),
    "record.not_a_national_id": ("wrong_value", "“{text}” is not a national ID: up to {most} letters, digits or "
                                 "dashes"),
    # A player's K factor (swisspair.document.details): the player by name and id, or the one an operation gives.
    "details.who_player": ("wrong_value", "{name} (id {id})"),
    "details.who_the_player": ("wrong_value", "the player"),
    "subject.k_source": ("wrong_value", "the source of the K factor of {who_msg}"),
    "details.k_not_allowed": ("wrong_value", "The K factor of {who_msg} must be one of {choices}, or none to derive "
                              "it."),
    "details.k_source_without_k": ("wrong_value", "The K factor of {who_msg} has a source but no K."),
    # A section's player who cannot move (swisspair.event.ops.sections): the fault the section finds, after a colon.
    "section.cannot_move": ("cannot_move", "{mover} cannot move to the section “{destination}”: {cause_msg}"),
    # A round robin (swisspair.systems.round_robin).
    "round_robin.schedule_changed": ("schedule_changed", "Round {number} is no longer the Berger table's round "
                                     "{number}: the round robin's players and their pairing numbers are fixed once "
                                     "round 1 is paired."),
    "round_robin.late_entry": ("late_entry", "{name} joined after round 1, but a round robin's schedule is fixed by "
                               "its players at round 1; remove the late entry or start a new event."),
    "round_robin.over": ("finished", "All {count} rounds of the round robin are paired."),
    "round_robin.tiebreak_not_allowed": ("not_allowed", "Tie-break {tiebreak} cannot be used in a round robin: FIDE "
                                         "C.07 (2026) says the Buchholz family must not be used in round-robins (note "
                                         "to Art. 8), and a round robin takes FIDE tie-breaks only, such as "
                                         "{suggested}."),
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
    "knockout.absent": ("absent_player", "{name} is due to play the {round_msg} but is absent or withdrawn; a "
                        "knockout game cannot be left out: cancel the absence and enter a forfeit."),
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
    # The settings' operations, the point tables, the systems' options and blocks, an arena's block and the prize
    # setting (swisspair.event.ops.settings, swisspair.scoring, swisspair.systems, swisspair.document.prizes); then
    # the other refusals the page meets: an operation unknown, a round left unplaced, the Dutch system's rounds, the
    # school team scores, the event's details, sections, the plain-text copy, a file's parts, changes by hand, the
    # wall chart, an operation's player, round and board, and the record of changes.
    "subject.points": ("wrong_value", "the points"),
    "settings.rounds_counted": ("derived_rounds", "The pairing system “{system}” has as many rounds as its players "
                                "make it: they are counted, not set."),
    "settings.too_many_rounds_even": ("too_many_rounds", "{count} players can play at most {most} rounds without a "
                                      "rematch: everyone would have met everyone after {most} rounds."),
    "settings.too_many_rounds_odd": ("too_many_rounds", "{count} players can play at most {most} rounds without a "
                                     "rematch: each round one of them has the bye, and everyone would have met "
                                     "everyone after {most} rounds."),
    "settings.colours_drawn": ("already_started", "Round 1 is paired: its colours were drawn and cannot change."),
    "settings.nothing_to_change": ("empty", "The operation names no setting to change."),
    "settings.system_fixed": ("already_started", "Round 1 is paired: the pairing system cannot change any more."),
    "settings.result_has_no_score": ("has_draws", "Round {number}, board {board} has the result {result}, which the "
                                     "win/loss system cannot score."),
    "scoring.refused": ("wrong_value", "{cause_msg}."),
    "scoring.unknown_system": ("wrong_value", "the point system must be one of {choices}, not {value}"),
    "scoring.not_tenths": ("wrong_value", "the points for {outcome_msg} must be a whole number of tenths from 0 to "
                           "{most}, not {value}"),
    "scoring.fixed_by_system": ("wrong_value", "the {system} system gives {fixed} for {outcome_msg}, not {value}; "
                                "choose the custom system to change it"),
    "scoring.win_above_loss": ("wrong_value", "a win ({win}) must be worth more than a loss ({loss})"),
    "scoring.draw_between": ("wrong_value", "a draw ({draw}) must be worth from a loss ({loss}) to a win ({win})"),
    "scoring.win": ("wrong_value", "a win"),
    "scoring.draw": ("wrong_value", "a draw"),
    "scoring.loss": ("wrong_value", "a loss"),
    "scoring.forfeit_win": ("wrong_value", "a forfeit win"),
    "scoring.forfeit_loss": ("wrong_value", "a forfeit loss"),
    "scoring.pab": ("wrong_value", "the pairing-allocated bye"),
    "scoring.half_bye": ("wrong_value", "a half-point bye"),
    "scoring.full_bye": ("wrong_value", "a full-point bye"),
    "scoring.zero_bye": ("wrong_value", "a zero-point bye"),
    "subject.option_seed": ("wrong_value", "the pairing seed"),
    "subject.option_top_cut": ("wrong_value", "the top cut"),
    "subject.option_third_place": ("wrong_value", "the third-place match"),
    "subject.option_double_elimination": ("wrong_value", "double elimination"),
    "subject.option_boards": ("wrong_value", "the number of boards"),
    "subject.option_cycles": ("wrong_value", "the number of cycles"),
    "subject.option_duration_minutes": ("wrong_value", "the duration in minutes"),
    "subject.option_colour_preference": ("wrong_value", "the colour preference (C.04.6 §1.7: 1 type A, simple; 2 type "
                                         "B, strong and mild; 0 none)"),
    "subject.option_secondary_colours": ("wrong_value", "whether the other score decides the first-team in colour "
                                         "allocation (C.04.6 §4.2.2)"),
    "system.no_teams_block": ("missing", "The event's system “{system}” pairs teams, but the event has no “teams” "
                              "block."),
    "system.teams_block": ("wrong_value", "Only a team event has a “teams” block; this event's system is “{system}”, "
                           "which pairs players."),
    "system.round_has_matches": ("wrong_value", "Round {number} holds team matches, but this event's system is "
                                 "“{system}”, which pairs players."),
    "system.arena_block": ("wrong_value", "Only an arena event has an “arena” block; this event's system is "
                           "“{system}”."),
    "subject.arena": ("wrong_value", "the arena"),
    "subject.arena_start": ("wrong_value", "the arena's start time"),
    "subject.arena_games": ("wrong_value", "the arena's games"),
    "subject.arena_game_n": ("wrong_value", "game {number}"),
    "subject.of_arena_game_n": ("wrong_value", "{part_msg} of game {number}"),
    "subject.white_in_arena_game": ("wrong_value", "white in game {number}"),
    "subject.black_in_arena_game": ("wrong_value", "black in game {number}"),
    "subject.arena_pauses": ("wrong_value", "the arena's pauses"),
    "subject.arena_pause_n": ("wrong_value", "pause {number}"),
    "subject.of_arena_pause_n": ("wrong_value", "{part_msg} of pause {number}"),
    "subject.start": ("wrong_value", "the start"),
    "subject.finish": ("wrong_value", "the finish"),
    "subject.end": ("wrong_value", "the end"),
    "arena.has_rounds": ("wrong_value", "An arena event has no rounds: its games are in “arena”."),
    "arena.finish_and_result": ("wrong_value", "Game {number} must have both a finish time and a result, or neither."),
    "arena.game_result": ("wrong_value", "The result of game {number} must be one of {choices}."),
    "arena.same_player_twice": ("wrong_value", "Game {number} has the same player on both sides."),
    "arena.side_not_in_event": ("unknown_player", "{what_msg} is player {id}, who is not in this event."),
    "arena.still_playing": ("wrong_value", "{name} is in game {number} while game {other} is not finished."),
    "arena.starts_before_finish": ("wrong_value", "Game {number} starts before {name}'s previous game finished."),
    "arena.pause_not_in_event": ("unknown_player", "The player of pause {number} ({id}) is not in this event."),
    "arena.paused_twice": ("wrong_value", "{name} is paused twice at once."),
    "subject.prize_setting": ("wrong_value", "the prize setting"),
    "subject.prize_one_per_player": ("wrong_value", "whether a player wins at most one prize"),
    "subject.prize_groups": ("wrong_value", "the prize groups"),
    "subject.prize_group_n": ("wrong_value", "prize group {number}"),
    "subject.prize_filter": ("wrong_value", "who may win “{name}”"),
    "subject.prize_filter_kind": ("wrong_value", "the kind of players who may win “{name}”"),
    "subject.prize_unrated": ("wrong_value", "whether unrated players may win “{name}”"),
    "subject.prize_field": ("wrong_value", "the field “{name}” reads"),
    "operation.unknown": ("unknown_op", "There is no event operation {value_msg}; the operations are {known}."),
    "operation.unknown_recorded": ("unknown_op", "There is no event operation {value_msg}."),
    "round.leaves_unplaced": ("unplaced", "Round {number} leaves {names} without a board or a bye; set their boards "
                              "first."),
    "round.all_paired": ("finished", "All {count} rounds are paired."),
    "dutch.no_rounds": ("no_rounds", "Set the number of rounds before pairing (C.04.1 a: it is declared beforehand)."),
    "dutch.baku_standard_scoring": ("wrong_value", "Baku acceleration (FIDE C.04.7) is only for the standard scoring: "
                                    "a win 1, a draw ½, a loss 0."),
    "system.unavailable": ("system_unavailable", "This SwissPair cannot pair the system “{system}” yet."),
    "team.tiebreak_refused": ("wrong_value", "Tie-break {tiebreak}: {cause_msg}."),
    "school_teams.fide_mode": ("fide_mode", "Team-mates are not kept apart in FIDE-rated events: FIDE's pairing rules "
                               "have no such restriction. Leave the round empty, or change the mode first."),
    "school_teams.none_to_clear": ("empty", "The event has no team scores to turn off."),
    "details.federation_code": ("wrong_value", "The event's federation is FIDE's three-letter code, such as NOR."),
    "section.no_such_section": ("unknown_section", "The event has no section {id}; its sections are {sections}."),
    "section.one_section_only": ("unknown_section", "The event has one section (1), not section {id}."),
    "plain_text.none_paired": ("not_paired", "No round is paired yet: there are no pairings to copy."),
    "plain_text.round_not_paired": ("out_of_range", "Round {number} is not paired; rounds 1 to {last} are."),
    "file_parts.ranking_twice": ("duplicate", "The file's ranking order names player id {id} twice."),
    "file_parts.unknown_player": ("unknown_player", "Player id {id} is not in the event."),
    "file_parts.unknown_team": ("unknown_team", "Team id {id} is not in the event."),
    "manual.fixed_schedule": ("fixed_schedule", "No changes by hand in this event: {reason_msg}."),
    "manual.knockout_bracket": ("fixed_schedule", "knockout rounds follow the bracket, so a change by hand would break "
                                "it; fix the seeding before round 1 instead"),
    "manual.team_lineups": ("fixed_schedule", "a team round is its matches with the line-ups' boards, so a board is not "
                            "moved by hand; change a line-up before pairing, or enter a forfeit"),
    "manual.arena_no_round": ("fixed_schedule", "arena games are paired as players finish, so there is no round to "
                              "change"),
    "manual.berger_tables": ("fixed_schedule", "round-robin rounds follow the Berger tables (C.05, Annex 1), so a "
                             "change by hand would break the later rounds; fix the pairing numbers before round 1 "
                             "instead"),
    "magic.top_cut_fixed": ("fixed_schedule", "No changes by hand in the top cut: its matches follow the bracket seeded "
                            "by the standings (MTR 10.4)."),
    "wall_chart.team_event": ("not_available", "A team event has no players' wall chart: see the team standings and the "
                              "matches."),
    "wall_chart.arena": ("not_available", "An arena has no wall chart: it has no rounds, and its games and standings "
                         "show in the arena's own view."),
    "wall_chart.cs_major": ("not_available", "A Counter-Strike Major stage has no wall chart: its standings are the "
                            "teams' records (wins and losses), shown under Standings."),
    "record.not_after_log": ("wrong_value", "The record of changes does not begin where the log before it ends."),
    "subject.round_latest_only": ("wrong_value", "the round (only the latest, {latest}, can change)"),
    "subject.board_in_round": ("wrong_value", "the board of round {number}"),
    "record.change_refused": ("wrong_value", "Change {change_number} of the record ({change_op}) does not apply: {cause_msg}"),
    # Shared checks' subjects, the rest: the event details, a file's parts, the school team scores, a new event, the
    # record of changes and an operation's shape, a sections request, changes by hand, the CSV export; and the last
    # refusals the page meets (a date, a file of a sections request, JSON the parser refuses, an invalid event made).
    "subject.event_details": ("wrong_value", "the event details"),
    "subject.event_rating_kind": ("wrong_value", "the rating the event is rated for"),
    "subject.event_language": ("wrong_value", "the event's language"),
    "subject.event_city": ("wrong_value", "the event's city"),
    "subject.event_federation": ("wrong_value", "the event's federation"),
    "subject.event_start_date": ("wrong_value", "the event's start date"),
    "subject.event_end_date": ("wrong_value", "the event's end date"),
    "subject.event_type": ("wrong_value", "the event's type"),
    "subject.event_chief_arbiter": ("wrong_value", "the event's chief arbiter"),
    "subject.event_time_control": ("wrong_value", "the event's time control"),
    "subject.deputy_arbiters": ("wrong_value", "the deputy arbiters"),
    "subject.deputy_arbiter_n": ("wrong_value", "deputy arbiter {number}"),
    "subject.round_dates": ("wrong_value", "the round dates"),
    "subject.date_of_round_n": ("wrong_value", "the date of round {number}"),
    "details.not_a_date": ("wrong_value", "{what_msg} must be a date written YYYY-MM-DD, not “{text}”."),
    "subject.abnormal_points": ("wrong_value", "the abnormal points"),
    "subject.abnormal_points_entry_n": ("wrong_value", "abnormal points entry {number}"),
    "subject.abnormal_points_round": ("wrong_value", "the round of abnormal points (or 999)"),
    "subject.abnormal_points_points": ("wrong_value", "the points of a 299 record (tenths)"),
    "subject.abnormal_points_match_points": ("wrong_value", "the match points of a 299 record (tenths)"),
    "subject.ranking_order": ("wrong_value", "the file's ranking order"),
    "subject.a_players_id": ("wrong_value", "a player's id"),
    "subject.a_teams_id": ("wrong_value", "a team's id"),
    "subject.team_score_setting": ("wrong_value", "the team-score setting"),
    "subject.team_score_best": ("wrong_value", "the number of players whose scores count for a team"),
    "subject.team_score_tiebreak": ("wrong_value", "the team tie-break"),
    "subject.team_score_apart_until": ("wrong_value", "the first round in which team-mates may meet"),
    "subject.new_event": ("wrong_value", "the new event"),
    "subject.event_keys": ("wrong_value", "the event's keys"),
    "subject.an_event_key": ("wrong_value", "a key of the event"),
    "subject.record_of_changes": ("wrong_value", "the record of changes"),
    "subject.log_before_record": ("wrong_value", "the log before the record"),
    "subject.recorded_changes": ("wrong_value", "the recorded changes"),
    "subject.recorded_change_n": ("wrong_value", "change {number} of the record"),
    "subject.time_of_recorded_change_n": ("wrong_value", "the time of change {number} of the record"),
    "subject.operation_named": ("wrong_value", "the operation “{op}”"),
    "subject.arguments_of_operation": ("wrong_value", "the arguments of “{op}”"),
    "subject.operation_time": ("wrong_value", "the time of the operation"),
    "operation.made_invalid": ("internal", "SwissPair made an invalid event while applying “{applied_op}”: {cause_msg} "
                               "The event is unchanged; please report this."),
    "subject.trf_files": ("wrong_value", "the TRF files"),
    "subject.file_n": ("wrong_value", "file {number}"),
    "subject.name_of_file_n": ("wrong_value", "the name of file {number}"),
    "subject.encoding_of_file_n": ("wrong_value", "the encoding of file {number}"),
    "subject.import_time": ("wrong_value", "the import time"),
    "trf.sections_file_shape": ("wrong_value", "File {number} must be given as its “text”, with its “name” and "
                                "“encoding” if wanted, and nothing else."),
    "subject.first_sections_name": ("wrong_value", "the first section's name"),
    "subject.section": ("wrong_value", "the section"),
    "subject.two_players": ("wrong_value", "the two players"),
    "subject.player_with_white": ("wrong_value", "the player with white"),
    "subject.player_with_black": ("wrong_value", "the player with black"),
    "subject.game_unrated": ("wrong_value", "whether the game is unrated"),
    "subject.discard_results": ("wrong_value", "whether to discard the round's results"),
    "subject.decimal_separator": ("wrong_value", "the decimal separator"),
    "subject.header_words": ("wrong_value", "the header's words"),
    "subject.header_of_column": ("wrong_value", "the header of {column}"),
    "json.not_valid": ("bad_json", "{what_msg} is not valid JSON: {fault}."),
    # Page words found in screenshots: why a number of players plays so many rounds (swisspair.event.planning and
    # each system's `recommended_rounds`: clauses, the cap after the reason).
    "plan.too_few": ("planning", "a Swiss needs at least two players"),
    "plan.single_winner": ("planning", "{count} rounds separate a single winner among {players} players: after "
                           "⌈log2 {players}⌉ = {count} rounds at most one player can have won every game"),
    "plan.magic": ("planning", "MTR Appendix E: {players} players play {count} Swiss rounds"),
    "plan.magic_eight": ("planning", "MTR Appendix E: {players} players play {count} Swiss rounds (Appendix E plays 5 "
                         "to 8 players as 3 single-elimination rounds; 3 is MTR 10.2's minimum)"),
    "plan.magic_sixteen": ("planning", "MTR Appendix E: {players} players play {count} Swiss rounds (4 for a Limited "
                           "event with a booster-draft playoff)"),
    "plan.no_rematch": ("planning", "but {players} players can play at most {count} rounds without a rematch"),
}


def placeholders(key: str) -> set[str]:
    """The names a message's template puts in its places."""
    return set(PLACEHOLDER.findall(MESSAGES[key][1]))


def code_of(key: str) -> str:
    return MESSAGES[key][0]


def shown(value: Any, words: dict[str, str] | None = None) -> str:
    """A parameter as the English sentence writes it: a count grouped by thousands, a list of texts joined as a list
    (as Intl does on the page); a count as the language of `words` groups it."""
    if isinstance(value, int) and not isinstance(value, bool):
        return number_text(str(value), words) if words else f"{value:,}"
    if isinstance(value, list):
        return listed([shown(item, words) for item in value])
    return str(value)


# A number as English writes it: a sign, the whole part, a decimal part after ".", a half after it ("2½").
NUMBER = re.compile(r"(-?)([0-9]+)(?:\.([0-9]+))?(½?)")


def number_text(english: str, words: dict[str, str] | None = None) -> str:
    """A number as English writes it ("0.3", "12.5", "2½", "12345") as the language of `words` writes it in a text
    the engine writes in it (its decimal separator, its thousands grouped: "0,3", "12 345"); without words, or a text
    that is no number, as it is.

    >>> number_text("12345.5", {"text.decimal_point": "{whole},{fraction}", "text.digit_groups": "{high}.{low}"})
    '12.345,5'
    """
    match = NUMBER.fullmatch(english)
    if not words or match is None:
        return english
    sign, whole, fraction, half = match.groups()
    grouped = whole[-3:]
    for end in range(len(whole) - 3, 0, -3):
        grouped = fill("text.digit_groups", {"high": whole[max(0, end - 3):end], "low": grouped}, words)
    text = grouped if fraction is None else fill("text.decimal_point", {"whole": grouped, "fraction": fraction}, words)
    return sign + text + half


def listed(texts: list[str]) -> str:
    """Texts joined as English joins a list ("A and B", "A, B, and C"), as the page's Intl.ListFormat does.

    >>> listed(["Ana"]), listed(["Ana", "Ben"]), listed(["Ana", "Ben", "Cleo"])
    ('Ana', 'Ana and Ben', 'Ana, Ben, and Cleo')
    """
    if len(texts) <= 2:
        return " and ".join(texts)
    return f"{', '.join(texts[:-1])}, and {texts[-1]}"


def fraction_param(value: Fraction | int) -> int | float:
    """A number that may have a fraction (points, a tie-break's value) as a parameter: whole numbers exact, others
    as a decimal of at most 4 places (shown only, never compared), which the page writes with its language's
    decimal separator."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else float(round(value, 4))


def points_param(tenths: int) -> float:
    """A score held in tenths as a parameter whose name ends in `_points`: a number of points whose English keeps its
    tenth ("1.0", "2.5", as a TRF file writes a score), which the page writes as its language writes points ("2½")."""
    return tenths / 10


def fill(key: str, params: dict[str, Any], words: dict[str, str] | None = None) -> str:
    """The English text of `key` with `params` in its places, nested messages filled too (a `..._msgs` place holds a
    list of them, joined as a list). A nested message is a key filled from the same parameters, or one with its own
    (`clause`, or a log entry's words: a player with a score, a change a merge quotes), or a text without words
    ({"text"}: a name, a refusal the table has no sentence for). `words`: another language's templates by key (the
    page's, for a text the engine writes in the event's language), English where one has none; a place they name
    that the message has not is kept as it is, as the page's t() keeps it."""
    words = words or {}

    def nested(item: str | dict[str, Any]) -> str:
        if isinstance(item, str):
            return fill(item, params, words)
        return fill(item["key"], item["params"], words) if "key" in item else item["text"]

    def place(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in params and key in words:
            return match.group(0)
        value = params[name]
        if name.endswith("_msgs"):
            return listed([nested(item) for item in value])
        return nested(value) if name.endswith("_msg") else shown(value, words)

    return PLACEHOLDER.sub(place, words.get(key, MESSAGES[key][1]))


def sentence(key: str, params: dict[str, Any]) -> str:
    """The sentence a director reads: its first letter a capital (a nested message's template starts in lower case,
    as it stands in the middle of another's)."""
    text = fill(key, params)
    return text[:1].upper() + text[1:]


def catalogue() -> dict[str, str]:
    """The page's English entries for the engine's messages (app/locales/en/engine.json)."""
    return {f"engine.{key}": template for key, (_, template) in sorted(MESSAGES.items())}


def said(key: str, /, **params: Any) -> dict[str, Any]:
    """An explanation (a message that is not an error) as the engine answers it: its English `text` beside its `key`
    and `params`, so the page words it in the director's language."""
    return {"text": sentence(key, params), "key": key, "params": params}


def clause(key: str, /, **params: Any) -> dict[str, Any]:
    """One clause of an explanation made of several (a round's line of a tie-break's working, a step of a direct
    encounter, a reason among a note's): message `key` with `params`, which the page words on its own."""
    return {"key": key, "params": params}


# How English joins a list of clauses: as a list's items ("rating 2100 → 2150, title") or as clauses, each a whole
# statement ("U1600: 2 prizes; U1400: 1 prize"). The page joins them as its language does (app/engine-text.js).
JOINED = {"items": ", ", "clauses": "; "}


def clauses_text(clauses: list[dict[str, Any]] | tuple[dict[str, Any], ...]) -> str:
    """The English of several clauses, one after the other (the page puts them together the same way)."""
    return JOINED["clauses"].join(fill(c["key"], c["params"]) for c in clauses)


def lines_text(lines: list[list[dict[str, Any]]]) -> str:
    """The English of an explanation in lines, each of clauses (why a round is paired as it is)."""
    return "\n".join(clauses_text(line) for line in lines)


# A sentence's place that holds a list of clauses (what an operation changed), and how they are joined there (JOINED).
LIST_PLACES = {"changes": "items", "groups": "clauses", "options": "items", "sections": "items"}


def said_list(key: str, place: str, items: list[dict[str, Any]], /, **params: Any) -> dict[str, Any]:
    """`said` of a sentence holding a list of clauses (`clause`: what an operation changed) in its place `place`:
    the clauses stored beside, and which place holds them joined how (`list`), for the page to word each and join them
    as its language joins items or clauses."""
    joined = JOINED[LIST_PLACES[place]].join(fill(c["key"], c["params"]) for c in items)
    return {**said(key, **params, **{place: joined}), "clauses": list(items),
            "list": {"place": place, "joined": LIST_PLACES[place]}}


def said_clause(key: str, /, **params: Any) -> dict[str, Any]:
    """`said` of a clause that stands after a name ("withdrawn", "joins in round 3"): its English as it is, in lower
    case."""
    return {"text": fill(key, params), "key": key, "params": params}


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
