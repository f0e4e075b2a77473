// The engine's own work for one result in Pyodide under Node, as CPU time of this process (process.cpuUsage), so
// that the other work on the machine counts less than on the clock: the event in <event.json> is sent once, then
// results are entered on boards 2 to <results> + 1 of round 5, each request naming the held event by its key and
// asking the answer by changes, as the page's worker is asked. tools/bench_result_engine.py --pyodide runs it.
//
//   node tools/bench_result_pyodide.mjs <dist dir> <event.json> <results>
import fs from "node:fs";
import { startBuiltEngine } from "./built_engine.mjs";

globalThis.fetch = async (url) => {
  throw new Error(`network access attempted (${url})`);
};

const [distDir, eventFile, results] = process.argv.slice(2);
const { engine } = await startBuiltEngine(distDir);
const result = (board) => ({ op: "set_result", round: 5, board, result: "1-0", at: "2026-05-02T09:00:00.000Z" });
const ask = (args) => {
  const answer = JSON.parse(engine.handleJson(JSON.stringify({ id: 1, op: "event_apply", args })));
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.result;
};
let key = ask({ event: JSON.parse(fs.readFileSync(eventFile, "utf8")), operation: result(1), answer: "changes" }).event_key;
const times = [];
for (let board = 2; board < Number(results) + 2; board += 1) {
  const started = process.cpuUsage();
  const text = engine.handleJson(JSON.stringify({ id: 1, op: "event_apply",
    args: { event_key: key, operation: result(board), answer: "changes" } }));
  const used = process.cpuUsage(started);
  times.push((used.user + used.system) / 1000);
  key = JSON.parse(text).result.event_key;
}
console.log(JSON.stringify({ python: engine.version.python, times }));
