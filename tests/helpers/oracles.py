"""Where the reference programs built outside the repository are: bbpPairings by `$BBPPAIRINGS`, else on PATH.

The repository never holds their code or a binary (docs/validation.md); a test that needs one skips without it."""

import os
import shutil


def bbp_pairings() -> str | None:
    """The bbpPairings executable to run, or None when this machine has none."""
    named = os.environ.get("BBPPAIRINGS")
    if named:
        return named if os.path.exists(named) else None
    return shutil.which("bbpPairings.exe") or shutil.which("bbpPairings")
