"""Round robin by the FIDE Berger tables (Handbook C.05, Annex 1), single and double.

The Annex publishes the tables for 3 to 16 players; `berger_rounds` builds the same tables for any number of
players by the construction they follow, so a 30-player event gets the table FIDE would print:

- with an even table size n, the last player n is fixed; in round r the others are paired around the player x
  with 2x = r + 1 (mod n - 1): board 1 is x against n, board k + 1 is (x + k) with White against (x - k),
  numbers taken in 1 .. n - 1;
- player n has Black in odd rounds and White in even rounds (1-6, 6-4, 2-6, 6-5, 3-6 in the 6-player table);
- "Where there is an odd number of players, the highest number counts as a bye" (Annex 1): an odd field uses
  the table of the next even size and whoever meets that dummy player sits out, written (player, 0).

Double round robin: C.05 Annex 1 plays the table twice, the second cycle with colours reversed, and "for a
double-round tournament it is recommended to reverse the order of the last two rounds of the first cycle. This
is to avoid three consecutive games with the same colour." `berger_rounds(..., double=True)` follows that
recommendation unless `swap_last_two=False`; the second cycle is the table in its published order.

Tie-breaks: the 2026 edition of C.07 (applied from 1 March 2026) says in its note to Art. 8 that the Buchholz
family (BH and its cuts, AOB, FB) "must not be used in round-robins"; Sonneborn-Berger, direct encounter, wins
and Koya remain. `allowed_tiebreaks` gives the page the list to offer.
"""

from swisspair.tiebreaks import DEFAULT_EDITION, EDITIONS, TIEBREAKS

BYE = 0

# C.07 Art. 8 (2026 note): the Buchholz family, barred from round robins.
BUCHHOLZ_FAMILY = frozenset({"BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "AOB", "FB"})

SYSTEMS = ("swiss", "roundrobin", "knockout")


def table_size(players: int) -> int:
    """The Berger table used for `players`: the next even number (C.05 Annex 1, "3 or 4 players", ...)."""
    return players + players % 2


def _single_cycle(size: int) -> list[list[tuple[int, int]]]:
    rounds = []
    others = size - 1
    for r in range(1, size):
        # 2x = r + 1 (mod size - 1), and size / 2 is the inverse of 2 modulo the odd number size - 1.
        x = ((r + 1) * (size // 2) - 1) % others + 1
        games = [(size, x) if r % 2 == 0 else (x, size)]
        for k in range(1, size // 2):
            games.append(((x + k - 1) % others + 1, (x - k - 1) % others + 1))
        rounds.append(games)
    return rounds


def _mark_dummy(games: list[tuple[int, int]], dummy: int) -> list[tuple[int, int]]:
    marked = []
    for white, black in games:
        if white == dummy:
            marked.append((black, BYE))
        elif black == dummy:
            marked.append((white, BYE))
        else:
            marked.append((white, black))
    return marked


def berger_rounds(players: int, double: bool = False, swap_last_two: bool = True) -> list[list[tuple[int, int]]]:
    """Every round's games as (white, black) pairing numbers, boards in the Berger table's order.

    With an odd number of players the one who would meet the dummy player N + 1 sits out: (player, 0).
    `double` adds the second cycle with colours reversed (C.05 Annex 1); `swap_last_two` applies the Annex's
    recommendation to play the first cycle's last two rounds in reverse order (only when `double`).
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"round robin: the number of players must be a whole number, not {players!r}")
    if players < 2:
        raise ValueError(f"round robin: needs at least 2 players, got {players}")
    size = table_size(players)
    cycle = _single_cycle(size)
    if players < size:
        cycle = [_mark_dummy(games, size) for games in cycle]
    if not double:
        return cycle
    first = list(cycle)
    if swap_last_two and len(first) >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    second = [[(w, b) if b == BYE else (b, w) for w, b in games] for games in cycle]
    return first + second


def allowed_tiebreaks(system: str, edition: str = DEFAULT_EDITION) -> tuple[str, ...]:
    """The FIDE C.07 tie-break codes a director may choose for `system` under `edition` of C.07.

    Round robin, 2026 edition: every C.07 tie-break but the Buchholz family (note to Art. 8, applied from
    1 March 2026). The 2024 edition had no such note. A knockout is decided by its bracket, so it has none.
    """
    if system not in SYSTEMS:
        raise ValueError(f"unknown system {system!r}: expected one of {', '.join(SYSTEMS)}")
    if edition not in EDITIONS:
        raise ValueError(f"unknown C.07 edition {edition!r}: expected one of {', '.join(EDITIONS)}")
    if system == "knockout":
        return ()
    codes = [code for code, t in TIEBREAKS.items() if t.family == "FIDE C.07" and edition in t.editions]
    if system == "roundrobin" and edition == "2026":
        codes = [code for code in codes if code not in BUCHHOLZ_FAMILY]
    return tuple(codes)
