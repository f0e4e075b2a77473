"""Where the tests' data sets are: tests/corpus/, inside the checkout (its README says where each came from)."""

from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "corpus"
DUTCH_DEV = CORPUS / "dutch2026" / "dev"
DUTCH_NOPAIRING = CORPUS / "dutch2026" / "nopairing"
BBP_REGRESSION = CORPUS / "bbp-regression"
TEAM2026 = CORPUS / "team2026"
TEAM_DEV = TEAM2026 / "dev"
TEAM_NOPAIRING = TEAM2026 / "nopairing"
TEAM_NOPAIRING_ENGINE_BUG = TEAM2026 / "nopairing_engine_bug"
TEAM_CHECKER_MISMATCH = TEAM2026 / "checker_mismatch"
