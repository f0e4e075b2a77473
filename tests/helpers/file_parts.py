"""The files of tests/corpus/file-parts/ (its README says where each came from): a TRF that declares 299 points or
`XXC rank`, each with the pairing of its next round as the reference engine gives it."""

from __future__ import annotations

from tests.corpus_location import CORPUS

FILE_PARTS = CORPUS / "file-parts"
# file -> the reference's answer beside it: the Sharly-Chess fork's expected output, bbpPairings' own.
PAIRED = {"indiv_299_penalty.trf": "indiv_299_penalty.expected", "indiv_299_bonus.trf": "indiv_299_bonus.expected",
          "n20_r7_s1001220-round4-ranked.trf": "n20_r7_s1001220-round4-ranked.bbp"}


def text(name: str) -> str:
    return (FILE_PARTS / name).read_text(encoding="utf-8")


def reference_pairs(name: str) -> tuple[set[tuple[int, int]], int | None]:
    """The reference's pairing of the file's next round, in `-p`'s form: its boards (white, black) and its bye."""
    count, *lines = text(PAIRED[name]).split("\n")
    boards = [tuple(map(int, line.split())) for line in lines if line.strip()]
    assert len(boards) == int(count)
    bye = next((white for white, black in boards if black == 0), None)
    return {(white, black) for white, black in boards if black != 0}, bye
