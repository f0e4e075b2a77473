"""SwissPair's pairing engine: pure Python, JSON in and out through `swisspair.bridge`."""

__version__ = "0.1.0"
