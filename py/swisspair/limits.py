"""Every limit on what SwissPair reads, in one place, each with why it is that number.

Untrusted input (share links, files, requests) is checked against these before any work is done on it, so
a hostile or broken input costs little; the event's own limits follow from the TRF, the format every event
must be able to leave in.
"""

# --- an event and its players
# Players in an event, or in a TRF file the engine pairs or ranks. A TRF can number 9,999, but every operation's
# work grows with the field: at 2,000 players and 11 rounds each answers in seconds (standings 2 s, the wall chart
# 5 s, the standings as text 8 s, on a busy 2-core machine), at 9,999 and 9 rounds they took 10 to 70 s.
MAX_PLAYERS = 2000
MAX_ROUNDS = 99  # what a TRF can record
# Players times rounds paired, which the work of every operation grows with: 2,000 players for 15 rounds, or a
# round robin of 100 players (99 rounds, 9,900); 2,000 players for 99 rounds would take minutes to rank.
MAX_PLAYER_ROUNDS = 30_000
# Sections in one event, and players in all of them: a weekend open runs 3 to 6 sections, a scholastic championship
# one per grade (13); every operation checks the whole event, which at 1,500 players in 5 sections is the cost of
# one 1,500-player event.
MAX_SECTIONS = 20
MAX_EVENT_PLAYERS = 4000
MAX_ID = 999_999  # ids are never reused: room for every player and restriction an event ever adds
MAX_RATING = 4000  # above any rating a list has given (the highest are under 3000)
MAX_NAME = 200  # a player's or an event's name: room for the longest real names, not for a pasted text
MAX_CLUB = 100  # a club's name, in the document and in a roster file
MAX_RESTRICTIONS = 10_000  # far more than an event needs, and few enough that checking them all stays cheap
# Pairs of players the restrictions keep apart, all restrictions together: a club of 140 players has 9,730. Each
# is a forbidden pair every pairing of the round checks: 200 players all in one club (19,900 pairs) took 8 s to
# pair on a busy machine, and one restriction of 2,000 players alone would be 2 million pairs.
MAX_RESTRICTED_PAIRS = 10_000
# Broken restrictions tried again one by one in a round, each try a whole pairing: 200 players all in one club
# broke 100 and took 38 s to try; past this many, the rest are reported broken without a try.
MAX_RESTRICTION_RETRIES = 10
MAX_GAMES = 99  # the games won or drawn in one match (Magic best-of-3, esports best-of-5), with room to spare

# --- texts the document holds
MAX_TEXT = 2000  # a log entry, a note or a warning; longer texts are cut (with "…") where they are written
MAX_MESSAGE_KEY = 100  # the key of a message (swisspair.messages) stored with a note, or the name of its parameter
MAX_MESSAGE_PARAMS = 20  # the parameters of a message stored with a note
MAX_MESSAGE_CLAUSES = 100  # the clauses of a log entry's list of what changed (a longer list keeps its English alone)
MAX_EVENT_ID = 100  # the page makes 36-character UUIDs; an id another program gave gets room
# milliseconds since 1970: about the year 5138, far beyond any event, small enough to stay exact in JavaScript
MAX_TIME = 10**14
MAX_ARENA_GAMES = 20_000  # an arena's games: a day of bullet with 200 players stays far below
MAX_PAUSES = 20_000  # an arena's pauses, as many as its games
MAX_TIME_TEXT = 40  # an ISO 8601 time with its offset has 20-35 characters
MAX_COPY_ID = 40  # the page makes 12-character ids; room for another program's
MAX_OP_NAME = 40  # an operation's name in the log: the longest is under 25 characters
MAX_TIEBREAKS = 30  # more tie-breaks than any regulation lists
MAX_TIEBREAK_CODE = 20  # a code with its modifiers ("BH-C1", "BH/C1") has under 10 characters

# --- untrusted input: checked for size and depth before any work
MAX_DEPTH = 12  # the document nests 6 levels; anything deeper is not one
# JSON text, before it is parsed: a request nests 15 (its envelope, its arguments, an event of 12). Pyodide's JSON
# parser recurses on the worker's stack and, at 20,000 levels, ends the whole engine rather than raise an error.
MAX_PARSE_DEPTH = 40
MAX_TRF_LENGTH = 2_000_000  # a player line with 15 rounds has 240 characters: 2,000 of them, four times over
MAX_TRF_BYTES = 4 * MAX_TRF_LENGTH  # a file read from disk: what that many characters take in UTF-8 at most
MAX_CSV_LENGTH = 2_000_000  # a few hundred bytes per player: far more than 2,000 players take
MAX_JSON_FILE = 8_000_000  # what the page reads from a file
# a request's JSON text: room for that file with every character escaped, or an event of 2,000 players and 15
# rounds (about 2 MB); refused before it is parsed
MAX_REQUEST_LENGTH = 20_000_000
# a number in JSON text, in characters: the longest SwissPair writes is a time in milliseconds (15 digits);
# longer ones are refused unread, as converting thousands of digits is slow (and Python refuses 4,300)
MAX_NUMBER_LENGTH = 30

# --- points
MAX_POINTS = 999  # tenths: 99.9, what a TRF 162 record can hold
