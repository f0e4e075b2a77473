"""The operations on an event: each takes the document and its arguments and gives the new document.

One module per subject (players, settings, restrictions, results, pairing, manual changes), the operation's
context in context, and `apply` with the table of every operation in dispatch. Each pairing system's own
part (its round, its operations) is in its package under swisspair/systems/.
"""

from __future__ import annotations

from .dispatch import apply
from .manual import manual_scope, manual_warnings

__all__ = ["apply", "manual_scope", "manual_warnings"]
