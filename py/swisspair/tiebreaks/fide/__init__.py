"""FIDE C.07 tie-breaks, 2024 and 2026 editions, one module per group of articles: encounter.py (Art. 6),
counts.py (Art. 7), buchholz.py (Art. 8, 9 and the cuts of 14 and 16.5), ratings.py (Art. 10). Art. 16's
unplayed rounds are classified in ../context.py, once for every tie-break.

The values agree with the FIDE Technical Commission's reference calculator (gacrux 1.11.65, its
`tiebreakchecker -s`, one tie-break per run); where the regulations leave a choice open, the comments say
which one gacrux makes and that it is followed.
"""
