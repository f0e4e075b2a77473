// Tables that reflow on a phone: each body cell carries its column's heading (data-label), which the phone
// layout (style.css) shows before the value when a row becomes a card, so no table is wider than the screen.
// Rows are labelled as they arrive, also when a long table is filled in slices.

/** The heading of each column of a table's last heading row, spread over the columns a heading spans. */
function columnHeadings(table) {
  const rows = table.tHead?.rows;
  if (!rows?.length) return null;
  const headings = [];
  for (const cell of rows[rows.length - 1].cells) {
    for (let span = 0; span < cell.colSpan; span += 1) headings.push(cell.textContent.trim());
  }
  return headings;
}

function labelRow(row, headings) {
  let column = 0;
  for (const cell of row.cells) {
    const heading = headings[column] ?? "";
    if (cell.colSpan === 1 && heading && cell.dataset.label !== heading) cell.dataset.label = heading;
    column += cell.colSpan;
  }
}

function labelTable(table, rows = table.tBodies[0]?.rows ?? []) {
  const headings = columnHeadings(table);
  if (!headings) return;
  for (const row of rows) labelRow(row, headings);
}

/** Label every table under `root` now and every row or table added to it later. */
export function watchTables(root) {
  for (const table of root.querySelectorAll("table")) labelTable(table);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        if (node.tagName === "TR") {
          const table = node.closest("table");
          if (table) labelTable(table, [node]);
        } else {
          if (node.tagName === "TABLE") labelTable(node);
          for (const table of node.querySelectorAll("table")) labelTable(table);
        }
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
