"""FIDE B.02, the Rating Regulations (2024, amended 1 October 2025): the conversion tables (`tables.py`) and a
rated player's rating change in one event (`change.py`)."""
