"""A change stored by change (app/store.js, app/change-log.js): results entered are each written as a small record
beside the stored event and are all there after a reload; the page stopping while the event is packed whole again
loses nothing; a damaged record is refused, said so, and the event kept as the records before it made it."""

import json
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import enter_results, open_stored, result_select, stored_event, wait_for_engine
from tests.helpers.played_events import big_event

pytestmark = pytest.mark.browser

CHANGES = "swisspair:v2:changes:"


def stored_changes(page, event_id: str) -> str | None:
    return page.evaluate("(key) => localStorage.getItem(key)", CHANGES + event_id)


def test_results_entered_are_stored_by_change_and_a_reload_keeps_every_one(new_context, site):
    doc = big_event(24, 3, last_open=True)
    page = open_stored(new_context, site, doc)
    results = {board: ("1-0", "0-1", "1/2-1/2")[board % 3] for board in range(1, 13)}
    enter_results(page, results, round_number=3)
    # Twelve records beside the event stored whole when it was opened (a format conversion), one per result.
    records = stored_changes(page, doc["id"]).split("\n")[1:]
    assert len(records) == 12 and all(len(record) < 2_000 for record in records)
    page.reload()
    wait_for_engine(page)
    for board, result in results.items():
        expect(result_select(page, 3, board)).to_have_value(result)
    boards = stored_event(page, doc["id"])["rounds"][2]["boards"]
    assert [board["result"] for board in boards[:12]] == list(results.values())
    assert all(board["result"] is None for board in boards[12:])


# In the page: the event stored whole, then 25 results stored by change (the 25th starts packing the event whole again
# in the background); from the packing's first write on, only `allowed` more writes reach the storage, as when the
# page stops there. A new store (the page opened again) then reads what is stored.
STOP_WHILE_PACKING = """async ([text, allowed]) => {
  const { Store } = await import("./app/store.js");
  const { patch } = await import("./app/undo-diff.js");
  const store = new Store();
  await store.ready;
  const first = JSON.parse(text);
  await store.save(first, []);
  let doc = first;
  let undo = [];
  for (let step = 0; step < 25; step += 1) {
    const board = step % doc.rounds[2].boards.length;
    const result = ["1-0", "0-1", "1/2-1/2"][step % 3];
    // As the page makes it from the engine's changes: a new event sharing what the change did not reach.
    const next = patch(doc, [
      { p: ["rounds", 2, "boards", board, "result"], v: result },
      { p: ["log"], s: doc.log.length, n: 0, i: [{ seq: doc.log.length + 1, op: "set_result", args: { round: 3, board: board + 1, result } }] },
    ]);
    undo = [...undo, { label: `Result ${step + 1}`, doc }];
    await store.save(next, undo);
    doc = next;
  }
  // The packing begins once the 25th change is written; its writes (the changes' header, the event, its undo
  // history, the changes, the list) go through these.
  const setItem = Storage.prototype.setItem;
  const removeItem = Storage.prototype.removeItem;
  let seen = 0;
  const gate = (write) => function (...args) {
    if (!args[0].includes(first.id) && !args[0].endsWith(":index")) return write.apply(this, args);
    seen += 1;
    return seen <= allowed ? write.apply(this, args) : undefined;
  };
  Storage.prototype.setItem = gate(setItem);
  Storage.prototype.removeItem = gate(removeItem);
  const started = Date.now();
  while (seen < 5 && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
  Storage.prototype.setItem = setItem;
  Storage.prototype.removeItem = removeItem;
  const reopened = new Store();
  const loaded = await reopened.load(first.id);
  const history = await reopened.undoStack(first.id);
  // Every step undone in turn gives the event as it was first stored.
  let back = loaded;
  for (const entry of [...history].reverse()) back = patch(back, entry.change);
  return { writes: seen, same: JSON.stringify(loaded) === JSON.stringify(doc), undo: history.length,
           undone: JSON.stringify(back) === JSON.stringify(first), note: reopened.takeNote(first.id) };
}"""


@pytest.mark.parametrize("allowed", [0, 1, 2, 3, 4, 5])
def test_the_page_stopping_while_the_event_is_packed_whole_again_keeps_every_result(new_context, site, allowed):
    page = new_context().new_page()
    page.goto(site.url)
    wait_for_engine(page)
    outcome = page.evaluate(STOP_WHILE_PACKING, [json.dumps(big_event(40, 3, last_open=True)), allowed])
    assert outcome == {"writes": 5, "same": True, "undo": 25, "undone": True, "note": None}, outcome


def test_a_damaged_change_is_refused_said_so_and_the_event_kept_as_the_changes_before_it_made_it(new_context, site):
    doc = big_event(8, 3, last_open=True)
    page = open_stored(new_context, site, doc)
    enter_results(page, {1: "1-0", 2: "1-0"}, round_number=3)
    text = stored_changes(page, doc["id"])
    lines = text.split("\n")
    assert len(lines) == 3 and '"v":"1-0"' in lines[2]
    # One character of the last record changed, as a damaged disk or a hand in the storage would.
    damaged = "\n".join([*lines[:2], lines[2].replace('"v":"1-0"', '"v":"0-1"', 1)])
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [CHANGES + doc["id"], damaged])
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#event-message")).to_have_text(re.compile(
        "^Some changes stored for “.+” are damaged and were not used: change 2 and any after it cannot be used "
        r"\(its check does not match\)\. The event is shown as its last good change left it"))
    expect(result_select(page, 3, 1)).to_have_value("1-0")
    expect(result_select(page, 3, 2)).to_have_value("")
    kept = page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:unreadable:'))")
    assert [page.evaluate("(key) => localStorage.getItem(key)", key) for key in kept] == [damaged]
    # The event goes on from its last good state.
    enter_results(page, {2: "0-1"}, round_number=3)
    page.reload()
    wait_for_engine(page)
    expect(result_select(page, 3, 2)).to_have_value("0-1")
    assert [board["result"] for board in stored_event(page, doc["id"])["rounds"][2]["boards"][:3]] == ["1-0", "0-1", None]
