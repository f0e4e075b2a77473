"""Reading a team event's TRF: `read_team_trf(text) -> TeamTrfFile`, on top of `read_trf` (which reads the players'
games from the 001 lines and checks them).

The teams come from 310 records (or the legacy 013, numbered in their order), the settings from 192, 362, 320,
142 and 152. Each team's rounds are worked out from its members' 001 entries (team_records.py has the
columns): a match is the round in which members have games, against the team of their opponents, with board
1's colour (the boards are the 310 order, or the round's 300 line-up; 352 gives the white team's colour on each
board), the game points of the boards (162 values) and the match points that they give (362). A round
without games is the pairing-allocated bye when the members have `0000 - U` (and 320 names the same team), a
whole-team forfeit for `0000 - +` / `0000 - -` (330 names the opponent and the colours), a requested bye for
`0000 - H` / `0000 - F` / `0000 - Z` or for a 240 record, and nothing (a zero-point absence) otherwise. A 240 for
the round after the last one played is the round about to be paired: it becomes the team's last round. 260 and
XXP name teams that must not meet. The team records the model holds leave `players.other_lines`; the others (300,
801, 802, a 013 copy of the 310 records, 250 ...) stay there as written.

Bad input raises `TrfError` with line and column: a player in two teams, a record naming an unknown team, a
match whose boards face two teams, team records that contradict the members' entries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import (Colour, ForbiddenPairs, MatchOutcome, MatchPoints, Result, RoundEntry, Scoring, Team, TeamRound,
                     TeamSettings, TeamTournament)
from .errors import TrfError, found
from .points import format_points, parse_points
from .reading import READINGS, PendingRound, read_trf, trf_lines
from .records import BYE_TYPES, BYES_240, FORBIDDEN_260, round_column
from .team_records import (
    FORFEIT_TYPES, MATCH_POINTS_CODES, MATCH_POINTS_FIRST, MATCH_POINTS_STEP, TEAM_013, TEAM_310, TEAM_CODE_PREFIX,
    TEAM_FORFEIT_330, TEAM_LINEUP_300, TEAM_PAB_320, TEAM_ROSTER_TAGS, parse_team_code,
)

# The outcome of a round without games, by the members' result code (a team's bye or forfeit is each member's).
_UNPLAYED = {
    "U": MatchOutcome.PAIRING_BYE,
    "+": MatchOutcome.FORFEIT_WIN,
    "-": MatchOutcome.FORFEIT_LOSS,
    "H": MatchOutcome.HALF_BYE,
    "F": MatchOutcome.FULL_BYE,
    "Z": MatchOutcome.ZERO_BYE,
}
_BYE_OUTCOMES = {Result.HALF_BYE: MatchOutcome.HALF_BYE, Result.FULL_BYE: MatchOutcome.FULL_BYE,
                 Result.ZERO_BYE: MatchOutcome.ZERO_BYE}
_NO_ENTRY = RoundEntry(None, None, Result.ZERO_BYE)


def is_team_file(text: str) -> bool:
    """Whether a TRF is a team event's: its 192 code says FIDE_TEAM..., or, without a 192 line, it has team
    records (310 or 013). An individual event's file may list teams for a team prize: its 192 code says so."""
    code = None
    rosters = False
    for _, line in trf_lines(text):
        if line[:3] == "192":
            code = line[3:].strip().upper()
        rosters = rosters or line[:3] in TEAM_ROSTER_TAGS
    return code.startswith(TEAM_CODE_PREFIX) if code else rosters


@dataclass
class TeamTrfFile:
    """A team TRF as read: the team event, the notes on what was read as meant or assumed, the 001 lines as
    written (by pairing number), the 310 / 013 lines as written (by team number) and the 192 code as written."""

    tournament: TeamTournament
    notes: list[str]
    player_lines: dict[int, str]
    team_lines: dict[int, str]
    code: str | None = None
    pending: PendingRound | None = None  # a round paired but not finished (the players' games), as read_trf says
    requested: frozenset[tuple[int, int]] = frozenset()  # (team, round) of each bye a 240 record gives

    def requested_in(self, round_number: int) -> frozenset[int]:
        """The teams whose bye or absence in a round a 240 record gives: known before the round was paired."""
        return frozenset(team for team, r in self.requested if r == round_number)


@dataclass
class _Bye:
    """A 240 record's team: the bye, its round, the line and column that named the team."""

    outcome: MatchOutcome
    round: int
    line: int
    column: int


@dataclass
class _Forfeit:
    """A 330 record: round, white and black team, what each got, and the record's line."""

    round: int
    white: int
    black: int
    outcomes: tuple[MatchOutcome, MatchOutcome]
    line: int


def _number(text: str, line: int, column: int, what: str, minimum: int = 1) -> int:
    if not text.isdigit() or not text.isascii() or int(text) < minimum:
        raise TrfError(line, column, f"expected {what}, {found(text)}")
    return int(text)


class _TeamReader:
    def __init__(self, text: str):
        self.file = read_trf(text)
        self.players = self.file.tournament
        # Counted before `mark_forfeits`: a whole-team forfeit is a pairing, though its entries have no opponent.
        self.played = self.players.rounds_played
        self.lines = trf_lines(text)
        self.player_line = {}  # pairing number -> line number
        self.teams: list[Team] = []
        self.team_line: dict[int, int] = {}  # team number -> line number of its record
        self.team_texts: dict[int, str] = {}
        self.team_of: dict[int, int] = {}
        self.roster_tag: str | None = None
        self.byes: dict[tuple[int, int], _Bye] = {}  # (team, round) -> its 240
        self.forfeits: list[_Forfeit] = []
        self.pab: tuple[int, int, list[tuple[int, int]], int] | None = None  # MP, GP, (team, column) a round, line
        self.match_points: MatchPoints | None = None
        self.code: tuple[str, int] | None = None
        self.board_colours: tuple[str, int] | None = None  # 352, line
        self.notes: list[str] = []
        self.lineups: dict[tuple[int, int], tuple[list[tuple[int, int]], int]] = {}  # 300: (team, round) ->
        # the players board by board (0 for an empty board) with their columns, and the line
        self.legacy: list[tuple[str, int]] = []  # 013 records in a file that has 310 records
        self.consumed: set[str] = set()  # the team records that the model holds (the writer writes them again)

    def read(self) -> TeamTrfFile:
        handlers = {"013": self.roster, "310": self.roster, "240": self.bye, "320": self.pab_320,
                    "330": self.forfeit, "300": self.lineup, "352": self.colours_352, "362": self.points_362, "192": self.code_192}
        for lineno, line in self.lines:
            tag = line[:3]
            if tag == "001":
                self.player_line[int(line[4:8])] = lineno  # read_trf has checked the number
            elif tag in handlers:
                handlers[tag](line, lineno)
        if not self.teams:
            raise TrfError(self.code[1] if self.code else 1, 5, "expected the teams of a team event in 310 (or 013) "
                           "records, found none")
        self.mark_forfeits()
        self.check_legacy()
        self.check_pab_list()
        settings = self.settings()
        rounds = self.rounds(settings)
        for team in self.teams:
            team.rounds = rounds[team.number]
        self.players.other_lines = [line for line in self.players.other_lines if line not in self.consumed]
        # What read_trf says of team records and of entries without an opponent, the team records say better.
        readings = (READINGS["+"][1], READINGS["-"][1])
        self.notes = [note for note in self.file.notes
                      if not note.startswith("Team records") and not any(r in note for r in readings)] + self.notes
        forbidden, self.players.forbidden = self.forbidden(), []
        tournament = TeamTournament(self.players.name, settings, self.teams, self.players, forbidden)
        return TeamTrfFile(tournament, self.notes, self.file.player_lines, self.team_texts,
                           self.code[0] if self.code else None, self.file.pending, frozenset(self.byes))

    # -- records

    def roster(self, line: str, lineno: int) -> None:
        tag = line[:3]
        if tag == "013" and (self.roster_tag == "310" or any(other[:3] == "310" for _, other in self.lines)):
            self.legacy.append((line, lineno))  # 013 beside 310, for older readers: checked against the 310 records
            return
        self.roster_tag = tag
        record = TEAM_310 if tag == "310" else TEAM_013
        fields = record.cut(line, lineno)
        if tag == "310":
            number = _number(*fields["number"][:2], fields["number"][2], "a team number from 1 to 999")
            if number != len(self.teams) + 1:
                seen = self.team_line.get(number)
                again = f" again (line {seen})" if seen else ""
                raise TrfError(lineno, 5, f"expected team number {len(self.teams) + 1} (team numbers run 1, 2, 3 ... "
                               f"in the order of the 310 records), found {number}{again}")
            strength_text = fields["strength"][0]
            strength = _number(strength_text, lineno, 48, "a strength (a whole number)", 0) if strength_text else 0
            team = Team(number, fields["name"][0], fields["short_name"][0], strength)
            for key in ("match_points", "game_points"):  # informative, but they must read as points
                if fields[key][0]:
                    parse_points(*fields[key])
        else:
            team = Team(len(self.teams) + 1, fields["name"][0])
        items = record.items(line, lineno) if len(line) >= record.list_start else []
        for text, column in items:
            if not text.strip("0"):
                continue  # 0000: an empty place
            member = _number(text, lineno, column, "a player's pairing number")
            if member in self.team_of:
                other = self.team_of[member]
                where = "earlier in this record" if other == team.number else \
                    f"in team {other} (line {self.team_line[other]})"
                raise TrfError(lineno, column, f"expected each player in one team, found player {member} {where} "
                               f"and in team {team.number}")
            self.team_of[member] = team.number
            team.members.append(member)
        if not team.members:
            raise TrfError(lineno, record.list_start, f"expected team {team.number}'s players from column "
                           f"{record.list_start}, found none")
        self.teams.append(team)
        self.team_line[team.number] = lineno
        self.team_texts[team.number] = line
        self.consumed.add(line)

    def check_legacy(self) -> None:
        """013 records beside 310 ones are kept as lines, if they give the same teams in the same order."""
        for index, (line, lineno) in enumerate(self.legacy):
            items = TEAM_013.items(line, lineno) if len(line) >= TEAM_013.list_start else []
            members = [int(text) if text.isdigit() else text for text, _ in items if text.strip("0")]
            team = self.teams[index] if index < len(self.teams) else None
            if team is None or members != team.members or TEAM_013.cut(line, lineno)["name"][0] != team.name[:32]:
                said = f"team {team.number} ({team.name!r}, players {team.members})" if team else "no team"
                raise TrfError(lineno, 5, f"expected 013 record number {index + 1} to repeat the 310 record of team "
                               f"{index + 1}: the 310 records give {said}")

    def forbidden(self) -> list[ForbiddenPairs]:
        """read_trf reads 260 and XXP as players who must not meet; in a team file they name teams."""
        for lineno, line in self.lines:
            if line[:3] in ("260", "XXP"):
                items = FORBIDDEN_260.items(line, lineno) if line[:3] == "260" else \
                    [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", line[3:])]
                for text, column in items:
                    self.check_team(int(text), lineno, column + (3 if line[:3] == "XXP" else 0), line[:3])
        return list(self.players.forbidden)

    def team_number(self, text: str, lineno: int, column: int) -> int:
        """A team named by a record; the teams are all known when the record is applied (`check_team`)."""
        return _number(text.strip(), lineno, column, "a team number")

    def check_team(self, number: int, lineno: int, column: int, record: str) -> None:
        if not 1 <= number <= len(self.teams):
            raise TrfError(lineno, column, f"expected a team number from 1 to {len(self.teams)} (the {self.roster_tag} "
                           f"records) in this {record} record, found {number}")

    def bye(self, line: str, lineno: int) -> None:
        fields = BYES_240.cut(line, lineno)
        outcome = _BYE_OUTCOMES[BYE_TYPES[fields["type"][0].upper()]]  # read_trf has checked the type
        round_number = int(fields["round"][0])
        for text, column in BYES_240.items(line, lineno):
            team = self.team_number(text, lineno, column)
            old = self.byes.get((team, round_number))
            if old is not None:
                raise TrfError(lineno, column, f"expected one 240 record for team {team} in round {round_number}, "
                               f"found another on line {old.line}")
            self.byes[team, round_number] = _Bye(outcome, round_number, lineno, column)
        self.consumed.add(line)

    def pab_320(self, line: str, lineno: int) -> None:
        if self.pab is not None:
            raise TrfError(lineno, 1, f"expected one 320 record, found another (line {self.pab[3]})")
        fields = TEAM_PAB_320.cut(line, lineno)
        values = []
        for key in ("match_points", "game_points"):
            text, _, column = fields[key]
            if not text:
                raise TrfError(lineno, column, f"expected the {TEAM_PAB_320.fields[len(values)].label} such as 1.0, "
                               "found nothing")
            values.append(parse_points(*fields[key]))
        teams = [(_number(text, lineno, column, "a team number (000 for none)", 0) if text else 0, column)
                 for text, column in TEAM_PAB_320.items(line, lineno)] if len(line) >= TEAM_PAB_320.list_start else []
        self.pab = (values[0], values[1], teams, lineno)
        self.consumed.add(line)

    def forfeit(self, line: str, lineno: int) -> None:
        fields = TEAM_FORFEIT_330.cut(line, lineno)
        kind = fields["type"][0]
        if kind not in FORFEIT_TYPES:
            raise TrfError(lineno, 5, f"expected the forfeit type +- (White won), -+ (Black won) or -- (both lost), "
                           f"{found(kind)}")
        round_number = _number(*fields["round"][:2], fields["round"][2], "a round number")
        white, black = (self.team_number(*fields[key][:2], fields[key][2]) for key in ("white", "black"))
        if white == black:
            raise TrfError(lineno, 16, f"expected two different teams, found team {white} twice")
        outcomes = tuple(MatchOutcome.FORFEIT_WIN if got == "won" else MatchOutcome.FORFEIT_LOSS
                         for got in FORFEIT_TYPES[kind])
        self.forfeits.append(_Forfeit(round_number, white, black, outcomes, lineno))
        self.consumed.add(line)

    def lineup(self, line: str, lineno: int) -> None:
        fields = TEAM_LINEUP_300.cut(line, lineno)
        round_number = _number(*fields["round"][:2], fields["round"][2], "a round number")
        team = self.team_number(*fields["team"][:2], fields["team"][2])
        opponent = self.team_number(*fields["opponent"][:2], fields["opponent"][2])
        players = [(_number(text, lineno, column, "a player's pairing number (0000 for an empty board)", 0), column)
                   for text, column in TEAM_LINEUP_300.items(line, lineno)]
        if (team, round_number) in self.lineups:
            raise TrfError(lineno, 9, f"expected one 300 record for team {team} in round {round_number}, found "
                           f"another on line {self.lineups[team, round_number][1]}")
        self.lineups[team, round_number] = (players, lineno, opponent)

    def colours_352(self, line: str, lineno: int) -> None:
        text = line[3:].strip()
        bad = next((i for i, c in enumerate(text) if c.upper() not in "WB"), None)
        if not text or bad is not None:
            column = 5 + (bad or 0)
            raise TrfError(lineno, column, f"expected the boards' colours as W and B (such as WBWB), {found(text)}")
        self.board_colours = (text.upper(), lineno)

    def points_362(self, line: str, lineno: int) -> None:
        values: dict[str, int] = {}
        for column in range(MATCH_POINTS_FIRST, len(line) + 1, MATCH_POINTS_STEP):
            code = line[column - 1 : column + 1]
            if code.upper() not in MATCH_POINTS_CODES:
                raise TrfError(lineno, column, f"expected TW, TD or TL (team win, draw, loss), {found(code.strip())}")
            if code.upper() in values:
                raise TrfError(lineno, column, f"expected each of TW, TD and TL once, found {code} twice")
            values[code.upper()] = parse_points(line[column + 1 : column + 5], lineno, column + 2)
            blanks = line[column + 5 : column + MATCH_POINTS_STEP - 1]
            if blanks.strip():
                raise TrfError(lineno, column + 6, f"expected blanks between the values, {found(blanks.strip())}")
        defaults = MatchPoints()
        self.match_points = MatchPoints(**{MATCH_POINTS_CODES[code]: tenths for code, tenths in values.items()}) \
            if values else defaults
        self.consumed.add(line)

    def code_192(self, line: str, lineno: int) -> None:
        self.code = (line[3:].strip(), lineno)

    # -- the whole

    def mark_forfeits(self) -> None:
        """`0000 - +` and `0000 - -` are a team's forfeit (or a board left empty) in a team event: forfeits
        without an opponent, where read_trf reads an individual event's pairing-allocated bye and absence."""
        won, lost = RoundEntry(None, None, Result.FORFEIT_WIN), RoundEntry(None, None, Result.FORFEIT_LOSS)
        for player in self.players.players:
            for r, entry in enumerate(player.rounds, 1):
                if entry.opponent is None:
                    code = self.code_of(player.number, r)
                    if code in ("+", "-"):
                        player.rounds[r - 1] = won if code == "+" else lost

    def settings(self) -> TeamSettings:
        if self.code is None:
            primary, secondary, preference = parse_team_code(TEAM_CODE_PREFIX)
            self.notes.append("The file has no 192 code: the team event is read as FIDE_TEAM (colour preference "
                              "Type A, match points first, then game points).")
        else:
            parsed = parse_team_code(self.code[0])
            if parsed is None:
                raise TrfError(self.code[1], 5, "expected a team code FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}] (or "
                               f"FIDE_TEAM), found {self.code[0]!r}")
            primary, secondary, preference = parsed
        match_points = self.match_points or MatchPoints()
        boards = self.boards()
        if self.pab is None:
            pab_match, pab_game = match_points.draw, None  # C.04.6 §1.4: a drawn match, half the boards
        else:
            pab_match, pab_game = self.pab[0], self.pab[1]
            most = boards * self.players.scoring.win
            if pab_game > most:  # more than a match holds: the event could not score the bye as the file says
                raise TrfError(self.pab[3], TEAM_PAB_320.fields[1].first, f"expected the game points of the "
                               f"pairing-allocated bye to be at most {format_points(most)} (all {boards} boards won), "
                               f"found {format_points(pab_game)}. Correct the 320 record")
            if pab_game == boards * self.players.scoring.draw:
                pab_game = None  # what None means: the model has one way to say it
        return TeamSettings(primary, secondary, preference, match_points, pab_match, pab_game, boards,
                            self.players.total_rounds, self.players.initial_colour)

    def boards(self) -> int:
        """352's length; else the most games a team played in a round; else the smallest team."""
        if self.board_colours is not None:
            return len(self.board_colours[0])
        most = 0
        for team in self.teams:
            for r in range(1, self.played + 1):
                most = max(most, sum(1 for m in team.members if self.entry(m, r).opponent is not None))
        boards = most or min(len(team.members) for team in self.teams)
        self.notes.append(f"The file has no 352 record (the boards' colours): {boards} boards are assumed, "
                          + ("the most games a team played in a round." if most else "the smallest team's players."))
        return boards

    def entry(self, number: int, r: int) -> RoundEntry:
        rounds = self.players.players[number - 1].rounds
        return rounds[r - 1] if r <= len(rounds) else _NO_ENTRY

    def code_of(self, number: int, r: int) -> str:
        """A member's result code in round r as written (' ' when the line leaves the round blank)."""
        line, column = self.file.player_lines[number], round_column(r)
        if not line[column - 1 : column + 7].strip():
            return " "
        return line[column + 6 : column + 7].upper()

    def rounds(self, settings: TeamSettings) -> dict[int, list[TeamRound]]:
        played = self.played
        rounds: dict[int, list[TeamRound]] = {team.number: [] for team in self.teams}
        forfeits = self.forfeit_map(played)
        for team, r in list(self.byes):
            self.check_team(team, self.byes[team, r].line, self.byes[team, r].column, "240")
        for (team, r), (_, lineno, named) in self.lineups.items():
            self.check_team(team, lineno, 9, "300")
            self.check_team(named, lineno, 13, "300")
        for r in range(1, played + 1):
            games: dict[int, tuple[int, Colour | None, int]] = {}  # team -> opponent, colour, game points
            for team in self.teams:
                games_of = self.match_of(team, r)
                if games_of is not None:
                    games[team.number] = games_of
                    rounds[team.number].append(self.check_match(team, r, games_of))
                else:
                    rounds[team.number].append(self.unplayed(team, r, settings, forfeits))
            for number, (opponent, colour, points) in games.items():
                theirs = games[opponent][2]
                if colour is not None and colour is games[opponent][1]:
                    self.colour_clash(number, opponent, r, colour)
                mp = settings.match_points
                earned = mp.win if points > theirs else mp.draw if points == theirs else mp.loss
                rounds[number][r - 1] = TeamRound(opponent, colour, MatchOutcome.PLAYED, earned, points)
        pending = self.file.pending.number if self.file.pending is not None else None
        for (team, r), (_, lineno, named) in self.lineups.items():
            # A line-up is the boards of a match played, of one the other team forfeited (330), or of the round in
            # progress (its games are the pending round's).
            if r != pending and (r > played or rounds[team][r - 1].opponent != named):
                raise TrfError(lineno, 9, f"expected a team with a match against team {named} in round {r} in this "
                               f"300 record (a line-up), found team {team}, whose players have none")
        for (team, r), bye in sorted(self.byes.items(), key=lambda item: item[0][1]):
            if r == played + 1:
                rounds[team].append(self.bye_round(bye.outcome, settings))
            elif r > played + 1:
                self.notes.append(f"Line {bye.line}: the 240 record for round {r} is after the round to pair "
                                  f"({played + 1}); it is kept as written.")
                self.consumed.discard(next(line for n, line in self.lines if n == bye.line))
        return rounds

    def forfeit_map(self, played: int) -> dict[tuple[int, int], tuple[_Forfeit, int]]:
        """(team, round) -> its 330 record and the team's side (0 White, 1 Black)."""
        result: dict[tuple[int, int], tuple[_Forfeit, int]] = {}
        for f in self.forfeits:
            for side, (team, column) in enumerate(((f.white, 12), (f.black, 16))):
                self.check_team(team, f.line, column, "330")
                if f.round > played:
                    raise TrfError(f.line, 8, f"expected a 330 record for a round played (1 to {played}), found "
                                   f"round {f.round}")
                old = result.get((team, f.round))
                if old is not None:
                    raise TrfError(f.line, column, f"expected one 330 record for team {team} in round {f.round}, "
                                   f"found another on line {old[0].line}")
                result[team, f.round] = (f, side)
        return result

    def match_of(self, team: Team, r: int) -> tuple[int, Colour | None, int] | None:
        """The team's match in round r: the opposing team, board 1's colour, the game points; None without games."""
        opponent = None
        first = None  # the first member, in the 310 order, with a game
        points = 0
        scoring = self.players.scoring
        for member in team.members:
            entry = self.entry(member, r)
            if entry.opponent is None:
                continue
            theirs = self.team_of.get(entry.opponent)
            line, column = self.player_line[member], round_column(r)
            if theirs is None:
                raise TrfError(line, column, f"round {r} of player {member} (team {team.number}): the opponent, "
                               f"player {entry.opponent}, is in no team (310 / 013 records)")
            if theirs == team.number:
                raise TrfError(line, column, f"round {r} of player {member}: the opponent, player {entry.opponent}, "
                               f"is in the same team ({team.number})")
            if first is None:
                first, opponent = member, theirs
            elif theirs != opponent:
                raise TrfError(line, column, f"round {r} of team {team.number}: expected every board to face team "
                               f"{opponent} (player {first} plays player "
                               f"{self.entry(first, r).opponent}), found player {member} against player "
                               f"{entry.opponent} of team {theirs}")
            points += scoring.points(entry.result)
        if first is None:
            return None
        colour = self.team_colour(team, r, opponent)
        for member in team.members:  # a board left empty by the other team is won by forfeit, without opponent
            if self.entry(member, r).opponent is None:
                code = self.code_of(member, r)
                if code == "+":
                    points += scoring.points(Result.FORFEIT_WIN)
                elif code == "-":
                    points += scoring.forfeit_loss
                elif code not in (" ", "Z"):
                    raise TrfError(self.player_line[member], round_column(r) + 7, f"round {r} of player {member}: "
                                   f"team {team.number} plays team {opponent} that round, so expected a game, a forfeit "
                                   f"or no entry, found {code!r}")
        return opponent, colour, points

    def team_colour(self, team: Team, r: int, opponent: int) -> Colour | None:
        """The team's colour in a match: board 1's (C.04.6). Found from the first board with a game, whose colour
        is the white team's on that board (352, or White, Black ... down the boards) or the other one. The boards
        are the 310 order of the players (the first one is board 1 even when it is forfeited), or the round's 300
        record (a line-up in another order, or with an empty board)."""
        if (team.number, r) in self.lineups:
            players, lineno, named = self.lineups[team.number, r]
            if named != opponent:
                raise TrfError(lineno, 13, f"expected team {team.number}'s opponent in round {r}, team {opponent} "
                               f"(its players' games), found team {named}")
            for number, column in players:
                if number and self.team_of.get(number) != team.number:
                    raise TrfError(lineno, column, f"expected team {team.number}'s players on its boards, found "
                                   f"player {number}" + (f" of team {self.team_of[number]}" if number in self.team_of
                                                         else ""))
            boards = [number for number, _ in players]
        else:
            boards = team.members
        pattern = self.board_colours[0] if self.board_colours else "WB"
        for board, number in enumerate(boards):
            entry = self.entry(number, r) if number else _NO_ENTRY
            if entry.opponent is not None and entry.colour is not None:
                white_has = Colour.WHITE if pattern[board % len(pattern)] == "W" else Colour.BLACK
                return Colour.WHITE if entry.colour is white_has else Colour.BLACK
        return None

    def colour_clash(self, team: int, opponent: int, r: int, colour: Colour) -> None:
        """Two teams of a match whose board 1 has the same colour: at the line-up (300) or board 1's line."""
        for number in (team, opponent):
            if (number, r) in self.lineups:
                raise TrfError(self.lineups[number, r][1], 17, f"round {r}: expected teams {team} and {opponent} to "
                               f"have different colours on board 1, found {colour.name.lower()} for both")
        board_1 = next(m for m in self.team(team).members if self.entry(m, r).opponent is not None)
        raise TrfError(self.player_line[board_1], round_column(r) + 5, f"round {r}: expected teams {team} and "
                       f"{opponent} to have different colours on board 1, found {colour.name.lower()} for both")

    def team(self, number: int) -> Team:
        return self.teams[number - 1]

    def check_match(self, team: Team, r: int, match: tuple[int, Colour | None, int]) -> TeamRound:
        """A team that played has no bye that round; the match points are filled in once both sides are known."""
        bye, pab = self.byes.get((team.number, r)), self.pab_team(r)
        if bye is not None:
            raise TrfError(bye.line, bye.column, f"expected no bye for team {team.number} in round {r} (240), found "
                           f"its match against team {match[0]} in its players' 001 entries")
        if pab is not None and pab[0] == team.number:
            raise TrfError(self.pab[3], pab[1], f"expected the team with the pairing-allocated bye of round {r} here, "
                           f"found team {team.number}, whose players played team {match[0]}")
        return TeamRound(match[0], match[1], MatchOutcome.PLAYED, 0, match[2])

    def unplayed(self, team: Team, r: int, settings: TeamSettings,
                 forfeits: dict[tuple[int, int], tuple[_Forfeit, int]]) -> TeamRound:
        """A round without games: what the team records say (240, 330, 320), which the players' entries must not
        contradict, or else what the players' entries say."""
        number = team.number
        bye, forfeit, pab = self.byes.get((number, r)), forfeits.get((number, r)), self.pab_team(r)
        said = []  # what a record says: outcome, line, column, record
        if bye is not None:
            said.append((bye.outcome, bye.line, bye.column, "240"))
        if forfeit is not None:
            said.append((forfeit[0].outcomes[forfeit[1]], forfeit[0].line, 12 if forfeit[1] == 0 else 16, "330"))
        if pab is not None and pab[0] == number:
            said.append((MatchOutcome.PAIRING_BYE, self.pab[3], pab[1], "320"))
        if len(said) > 1:
            raise TrfError(said[1][1], said[1][2], f"expected one record for team {number} in round {r}, found this "
                           f"{said[1][3]} record and a {said[0][3]} record (line {said[0][1]})")
        codes = self.codes(team, r)
        if said:
            outcome, line, column, record = said[0]
            expected = _code_of(outcome)
            wrong = next((code for code in codes if code not in (expected, "-")), None)
            if wrong is not None:
                member = codes[wrong]
                raise TrfError(line, column, f"expected team {number}'s players to have `0000 - {expected}` (or "
                               f"`0000 - -`, `0000 - Z`, nothing) in round {r}, as this {record} record says, found "
                               f"`0000 - {wrong}` (player {member}, line {self.player_line[member]})")
            mp, gp = self.unplayed_points(outcome, settings)
            if forfeit is None:
                return TeamRound(None, None, outcome, mp, gp)
            record_330, side = forfeit
            opponent = record_330.black if side == 0 else record_330.white
            return TeamRound(opponent, None, outcome, mp, gp, Colour.WHITE if side == 0 else Colour.BLACK)
        if len(codes) > 1:
            (code, first), (other_code, other) = list(codes.items())[:2]
            raise TrfError(self.player_line[other], round_column(r) + 7, f"round {r} of team {number}: expected its "
                           f"players to have the same entry when the team has no match, found {code!r} for player "
                           f"{first} and {other_code!r} for player {other}")
        code = next(iter(codes), "Z")
        if code == "U" and pab is not None:
            raise TrfError(self.pab[3], pab[1], f"expected team {number} for round {r} in this 320 record (its players "
                           f"have `0000 - U`, player {codes[code]}), found {pab[0]:03d}")
        # Without a 330 record there is no match to have lost: FIDE's team sample writes an absent team so.
        return self.bye_round(MatchOutcome.ZERO_BYE if code == "-" else _UNPLAYED[code], settings)

    def codes(self, team: Team, r: int) -> dict[str, int]:
        """The result codes the team's players have in round r without a game, each with the first player who has
        it; Z and blanks left out, and `-` too beside another code (FIDE's team sample writes `0000 - -` for the
        players who take no part: a forfeit's reserves, a bye's players)."""
        codes: dict[str, int] = {}
        for member in team.members:
            if self.result_code(member, r) not in (" ", "Z"):
                codes.setdefault(self.result_code(member, r), member)
        if len(codes) > 1 and "-" in codes:
            del codes["-"]
        return codes

    def pab_team(self, r: int) -> tuple[int, int] | None:
        """The team that 320 names for a round played (0 for none) and its column; None when 320 says nothing."""
        if self.pab is None or r > len(self.pab[2]) or r > self.played:
            return None
        return self.pab[2][r - 1]

    def result_code(self, member: int, r: int) -> str:
        """`code_of`, a draw without an opponent being a half-point bye (as read_trf reads it)."""
        code = self.code_of(member, r)
        return "H" if code == "=" else code

    def bye_round(self, outcome: MatchOutcome, settings: TeamSettings) -> TeamRound:
        mp, gp = self.unplayed_points(outcome, settings)
        return TeamRound(None, None, outcome, mp, gp)

    def unplayed_points(self, outcome: MatchOutcome, settings: TeamSettings) -> tuple[int, int]:
        return unplayed_points(outcome, settings, self.players.scoring)

    def check_pab_list(self) -> None:
        """320 names known teams, and none for a round not played yet (the round in progress has its bye)."""
        if self.pab is None:
            return
        played, pending = self.played, self.file.pending
        for r, (team, column) in enumerate(self.pab[2], 1):
            if team:
                self.check_team(team, self.pab[3], column, "320")
            if team and r > played and not (pending is not None and r == pending.number):
                raise TrfError(self.pab[3], column, f"expected 000 for round {r}, which is not played yet (the 001 "
                               f"lines hold {played} rounds), found team {team}")

def unplayed_points(outcome: MatchOutcome, settings: TeamSettings, scoring: Scoring) -> tuple[int, int]:
    """Match and game points, in tenths, of a round without games: the PAB's (320; C.04.6 §1.4: a drawn match
    unless the file says otherwise), and a bye's or a forfeit's as if the match and every board were won, drawn or
    lost (362 and 162)."""
    mp, boards = settings.match_points, settings.boards
    if outcome is MatchOutcome.PAIRING_BYE:
        game = settings.pab_game_points
        return settings.pab_match_points, boards * scoring.draw if game is None else game
    return {
        MatchOutcome.FORFEIT_WIN: (mp.win, boards * scoring.points(Result.FORFEIT_WIN)),
        MatchOutcome.FULL_BYE: (mp.win, boards * scoring.points(Result.FULL_BYE)),
        MatchOutcome.HALF_BYE: (mp.draw, boards * scoring.points(Result.HALF_BYE)),
        MatchOutcome.FORFEIT_LOSS: (mp.loss, boards * scoring.forfeit_loss),
        MatchOutcome.ZERO_BYE: (mp.loss, boards * scoring.zero_bye),
    }[outcome]


def _code_of(outcome: MatchOutcome) -> str:
    return next(code for code, o in _UNPLAYED.items() if o is outcome)


def read_team_trf(text: str) -> TeamTrfFile:
    """Read a team event's TRF (TRF-2026 team records, or the legacy 013): the players' games as `read_trf` reads
    them, the teams, the settings and each team's rounds. TrfError for bad input, with its line and column."""
    return _TeamReader(text).read()

