"""Each tie-break in a director's words, for the tie-break picker and the standings' column explanations, and the
rule it comes from (shown to arbiters behind a "why"). One sentence per code of `registry.TIEBREAKS`; the test
checks that every code has one."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Words:
    what: str  # what the number is, in a sentence a director reads aloud
    rule: str  # where the rule is written


WORDS: dict[str, Words] = {
    "DE": Words("Among players still tied, the points they scored in their games against each other.", "FIDE C.07 Art. 6"),
    "WIN": Words("Rounds that scored a win's points: games won, wins by forfeit and byes alike.", "FIDE C.07 Art. 7.1"),
    "WON": Words("Games won over the board (forfeits and byes not counted).", "FIDE C.07 Art. 7.2"),
    "BPG": Words("Games played with Black.", "FIDE C.07 Art. 7.3"),
    "BWG": Words("Games won with Black.", "FIDE C.07 Art. 7.4"),
    "PS": Words("The running score after each round, added up: early points count more.", "FIDE C.07 Art. 7.5"),
    "PS/C1": Words("The running scores added up, leaving out the first round's.", "FIDE C.07 Art. 7.5, 14.1"),
    "REP": Words("Rounds the player chose to play: every round but one they asked to sit out.", "FIDE C.07 Art. 7.6"),
    "STD": Words("Points as if each win scored 1 and each draw ½, whatever the event's scoring.",
                 "FIDE C.07 (2026) Art. 7.7"),
    "TPN": Words("The pairing number: the lower one ranks higher.", "FIDE C.07 (2026) Art. 7.8"),
    "BH": Words("The opponents' scores added up: who met the stronger field.", "FIDE C.07 Art. 8.1"),
    "BH/C1": Words("The opponents' scores added up, less the lowest one.", "FIDE C.07 Art. 8.1, 14.1"),
    "BH/C2": Words("The opponents' scores added up, less the two lowest.", "FIDE C.07 Art. 8.1, 14.1"),
    "BH/M1": Words("The opponents' scores added up, less the highest and the lowest.", "FIDE C.07 Art. 8.1, 14"),
    "BH/M2": Words("The opponents' scores added up, less the two highest and the two lowest.",
                   "FIDE C.07 Art. 8.1, 14"),
    "AOB": Words("The average of the opponents' Buchholz scores.", "FIDE C.07 Art. 8.2"),
    "FB": Words("Buchholz with every game of the last round counted as a draw, so it is known before that round ends.",
                "FIDE C.07 Art. 8.3"),
    "SB": Words("The scores of the opponents beaten, plus half the scores of those drawn with.", "FIDE C.07 Art. 9.1"),
    "SB/C1": Words("Sonneborn-Berger leaving out the opponent with the lowest score.", "FIDE C.07 Art. 9.1, 14.1"),
    "KS": Words("The points scored against opponents who finished with at least half the possible points.",
                "FIDE C.07 Art. 9.2"),
    "ARO": Words("The average rating of the opponents met over the board.", "FIDE C.07 Art. 10.1"),
    "ARO/C1": Words("The average rating of the opponents met over the board, leaving out the lowest-rated.",
                    "FIDE C.07 Art. 10.1, 14.1"),
    "TPR": Words("The rating the player's results are worth against these opponents (performance rating).",
                 "FIDE C.07 Art. 10.2"),
    "PTP": Words("The lowest rating that would be expected to score what the player scored (perfect performance).",
                 "FIDE C.07 Art. 10.3"),
    "APRO": Words("The average performance rating of the opponents.", "FIDE C.07 Art. 10.4"),
    "APPO": Words("The average perfect performance of the opponents.", "FIDE C.07 Art. 10.5"),
    "RTNG": Words("The player's own rating.", "FIDE C.07 (2026) Art. 10.6"),
    "MP": Words("Match points: 3 for a match won, 1 for a draw, 0 for a loss.", "MTR Appendix C"),
    "OMW": Words("The opponents' average share of match points won (each counted as at least 33 %).", "MTR Appendix C"),
    "GW": Words("The share of game points won in all games (at least 33 %).", "MTR Appendix C"),
    "OGW": Words("The opponents' average share of game points won (each counted as at least 33 %).", "MTR Appendix C"),
    "DIFF": Words("The opponents' wins less their losses, added up: how hard the team's path was.",
                  "Valve CS Major Supplemental Rulebook, Swiss Bracket"),
    "MEDIAN-BUCHHOLZ": Words("The opponents' scores added up, less the best and the worst.", "Challonge"),
    "MODIFIED-MEDIAN": Words("The opponents' scores added up (unplayed rounds as draws), less the lowest for a plus "
                             "score, the highest for a minus score, both for an even score.", "US Chess rule 34E1"),
    "SOLKOFF": Words("The opponents' scores added up (their unplayed rounds as draws), nothing left out.",
                     "US Chess rule 34E2"),
    "CUMULATIVE": Words("The running score after each round, added up, less a win's points for each win without "
                        "playing.", "US Chess rule 34E3"),
}

# The team tie-breaks (`registry.TEAM_TIEBREAKS`), one sentence each.
TEAM_WORDS: dict[str, Words] = {
    "MPTS": Words("Match points: what the team's matches were worth.", "FIDE C.07 Art. 13.1"),
    "GPTS": Words("Game points: every board's points added up.", "FIDE C.07 Art. 13.1"),
    "MPVGP": Words("The score that does not rank the teams: game points when match points rank, and the reverse.",
                   "FIDE C.07 Art. 13.1"),
    "DE": Words("Among teams still tied, the points they scored in their matches against each other.",
                "FIDE C.07 Art. 6"),
    "EDE": Words("Among teams still tied, their matches against each other, on match points and on game points in "
                 "turn.", "FIDE C.07 Art. 13.3"),
    "EDEC": Words("The extended direct encounter, then the board count of the match between the last two tied.",
                  "FIDE C.07 (2026) Art. 13.3.2"),
    "EDET": Words("The extended direct encounter, then the match between the last two tied, board by board from "
                  "the top.", "FIDE C.07 (2026) Art. 13.3.2"),
    "EDEB": Words("The extended direct encounter, then the match between the last two tied without its bottom "
                  "boards.", "FIDE C.07 (2026) Art. 13.3.2"),
    "EDEBT": Words("The extended direct encounter, then the last two tied's match: its board count, then board by "
                   "board.", "FIDE C.07 (2026) Art. 13.3.2"),
    "EDEBB": Words("The extended direct encounter, then the last two tied's match: its board count, then without "
                   "its bottom boards.", "FIDE C.07 (2026) Art. 13.3.2"),
    "BH": Words("The opponents' scores added up: who met the stronger teams.", "FIDE C.07 Art. 8.1"),
    "BH/C1": Words("The opponents' scores added up, less the lowest one.", "FIDE C.07 Art. 8.1, 14.1"),
    "BH/C2": Words("The opponents' scores added up, less the two lowest.", "FIDE C.07 Art. 8.1, 14.1"),
    "BH/M1": Words("The opponents' scores added up, less the highest and the lowest.", "FIDE C.07 Art. 8.1, 14"),
    "BH/M2": Words("The opponents' scores added up, less the two highest and the two lowest.",
                   "FIDE C.07 Art. 8.1, 14"),
    "ESB": Words("Each opponent's ranking score times the other score the team made against them, added up.",
                 "FIDE C.07 Art. 13.2"),
    "ESB/C1": Words("The extended Sonneborn-Berger less the opponent with the lowest score.",
                    "FIDE C.07 Art. 13.2, 14.1"),
    "EMMSB": Words("Each opponent's match points times the match points made against them, added up.",
                   "FIDE C.07 Art. 13.2"),
    "EMGSB": Words("Each opponent's match points times the game points made against them, added up.",
                   "FIDE C.07 Art. 13.2"),
    "EMGSB/C1": Words("Each opponent's match points times the game points made against them, less the lowest "
                      "opponent.", "FIDE C.07 Art. 13.2, 14.1"),
    "EGMSB": Words("Each opponent's game points times the match points made against them, added up.",
                   "FIDE C.07 Art. 13.2"),
    "EGGSB": Words("Each opponent's game points times the game points made against them, added up.",
                   "FIDE C.07 Art. 13.2"),
    "BC": Words("Each board's points times the board's number, added up: the lower, the more from the top boards.",
                "FIDE C.07 Art. 12.1"),
    "TBR": Words("Among teams still tied, the points on board 1, then on board 2, and so on.", "FIDE C.07 Art. 12.2"),
    "BBE": Words("Among teams still tied, the game points without the last board, then without the last two, and "
                 "so on.", "FIDE C.07 Art. 12.3"),
}
