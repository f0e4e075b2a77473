"""Where the tests' data sets are: tests/corpus/, inside the checkout (its README says where each came from)."""

from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "corpus"
DUTCH_DEV = CORPUS / "dutch2026" / "dev"
DUTCH_NOPAIRING = CORPUS / "dutch2026" / "nopairing"
BBP_REGRESSION = CORPUS / "bbp-regression"
