"""The team systems (FIDE C.04.6: teams are the pairing units), one package family: what they share (`base.py`:
the `TeamSystem` hooks that keep the document's `teams` block, its checks, its matches' boards, the team standings;
`ops.py`: the team operations, offered through `System.operations` like the arena's), and one package per system,
`swiss/` (C.04.6) and `round_robin/` (the Berger tables over the team list)."""
