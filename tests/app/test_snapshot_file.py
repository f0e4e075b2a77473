"""app/snapshot-file.js under Node: the build's snapshot file keeps only the 4 KiB blocks of Pyodide's snapshot that
are not all zeros, and gives back the same bytes however it arrives in chunks (its header split too), its size known
as soon as its header has come; a file cut short, grown or not of this kind is refused."""

import random

from tests.app.helpers import node, uri

ROUND_TRIP = f"""
import fs from "node:fs";
import {{ packSnapshot, unpackSnapshot }} from {uri("snapshot-file.js")};
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
// The file in chunks of `size` bytes, the last one maybe shorter.
const inChunks = (file, size) => Array.from({{ length: Math.ceil(file.length / size) }},
  (_, index) => file.subarray(index * size, (index + 1) * size));
"""


def snapshot(rng: random.Random, length: int, filled: list[tuple[int, int]]) -> list[int]:
    """`length` bytes, zeros but for random bytes in each (start, end) of `filled`."""
    data = [0] * length
    for start, end in filled:
        for index in range(start, end):
            data[index] = rng.randrange(1, 256)
    return data


def test_a_snapshot_packed_without_its_empty_blocks_unpacks_to_the_same_bytes():
    rng = random.Random(7)
    cases = [
        snapshot(rng, 20_000, [(0, 40), (8_192, 8_193), (16_400, 20_000)]),  # ends in a part block
        snapshot(rng, 4096 * 5, [(4096, 3 * 4096)]),  # two blocks in one run, empty at both ends
        snapshot(rng, 4096 * 3, []),  # nothing but zeros
        snapshot(rng, 100, [(99, 100)]),
    ]
    script = ROUND_TRIP + """
const answers = [];
for (const bytes of cases) {
  const file = packSnapshot(Uint8Array.from(bytes));
  const same = [];
  for (const size of [file.length || 1, 1, 5, 13, 4096]) {
    const { snapshot, whole } = unpackSnapshot(inChunks(file, size));
    const early = await snapshot;
    await whole;
    same.push(early.length === bytes.length && early.join() === bytes.join());
  }
  answers.push({ size: file.length, same });
}
console.log(JSON.stringify(answers));
"""
    answers = node(script, cases)
    assert [answer["same"] for answer in answers] == [[True] * 5] * 4
    # The header (12 bytes, 8 a run) and the blocks that hold something: 0-4095, 8192-12287 and 16384-19999.
    assert answers[0]["size"] == 12 + 8 * 3 + 4096 + 4096 + (20_000 - 16_384)
    assert answers[1]["size"] == 12 + 8 + 2 * 4096
    assert answers[2]["size"] == 12


def test_a_file_cut_short_grown_or_of_another_kind_is_refused():
    rng = random.Random(8)
    bytes_ = snapshot(rng, 3 * 4096, [(0, 10), (2 * 4096, 2 * 4096 + 10)])
    script = ROUND_TRIP + """
const file = packSnapshot(Uint8Array.from(cases));
const attempts = {
  "cut short": file.subarray(0, file.length - 1),
  "header cut off": file.subarray(0, 16),
  "grown": Uint8Array.from([...file, 0]),
  "another kind": new Uint8Array(4096),
  "too short": new Uint8Array(3),
};
const refusals = {};
for (const [name, attempt] of Object.entries(attempts)) {
  const { snapshot, whole } = unpackSnapshot(inChunks(attempt, 7));
  const [sized, filled] = await Promise.allSettled([snapshot, whole]);
  refusals[name] = filled.status === "rejected" ? filled.reason.message : null;
  if (sized.status === "rejected" && sized.reason !== filled.reason) refusals[name] += " (told apart)";
}
console.log(JSON.stringify(refusals));
"""
    refusals = node(script, bytes_)
    assert refusals == {
        "cut short": "the snapshot file is damaged (a part lies outside it)",
        "header cut off": "the snapshot file is damaged (its header is cut off)",
        "grown": f"the snapshot file is damaged ({12 + 16 + 2 * 4096 + 1} bytes where its header says {12 + 16 + 2 * 4096})",
        "another kind": "the snapshot file is damaged (not a SwissPair snapshot)",
        "too short": "the snapshot file is damaged (too short)",
    }


def test_the_snapshots_array_is_given_as_soon_as_the_header_has_come():
    rng = random.Random(9)
    bytes_ = snapshot(rng, 4 * 4096, [(0, 10), (3 * 4096, 3 * 4096 + 10)])
    script = ROUND_TRIP + """
const file = packSnapshot(Uint8Array.from(cases));
let unpacking;
const told = [];
async function* arriving() {
  yield file.subarray(0, 12 + 8 * 2);  // the header only
  const sized = unpacking.snapshot.then((early) => `given ${early.length} bytes`);
  told.push(await Promise.race([sized, new Promise((resolve) => setTimeout(() => resolve("not given"), 2000))]));
  yield file.subarray(12 + 8 * 2);
}
unpacking = unpackSnapshot(arriving());
await unpacking.whole;
told.push((await unpacking.snapshot).join() === cases.join() ? "filled" : "not filled");
console.log(JSON.stringify(told));
"""
    assert node(script, bytes_) == [f"given {4 * 4096} bytes", "filled"]
