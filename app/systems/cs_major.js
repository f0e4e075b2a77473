// The Counter-Strike Major Swiss stage's own part of the event's page: the stage (each team's record and difficulty
// score, who has advanced and who is out), under Standings and in a read-only link.
import { el } from "../dom.js";

const STATE_TEXT = { advanced: "Advanced", eliminated: "Out", playing: "Playing" };

/** The CS Major stage: teams in Valve's mid-stage order (record, difficulty score, initial seed). */
export function stageView(stage, names) {
  const rows = stage.teams.map((team, index) => el("tr", { dataset: { state: team.state } },
    el("td", { className: "num" }, String(index + 1)),
    el("td", {}, names.get(team.id)),
    el("td", { className: "num" }, String(team.seed)),
    el("td", { className: "num" }, `${team.wins}-${team.losses}`),
    el("td", { className: "num" }, (team.difficulty > 0 ? "+" : "") + String(team.difficulty)),
    el("td", {}, STATE_TEXT[team.state])));
  const listed = (state) => stage.teams.filter((team) => team.state === state).map((team) => names.get(team.id));
  const advanced = listed("advanced");
  const out = listed("eliminated");
  return [
    el("p", { className: "stage-summary", role: "status" }, stage.finished
      ? "The stage is over: 8 teams have advanced and 8 are out."
      : `${advanced.length} of 8 teams have advanced, ${out.length} of 8 are out.`),
    el("p", { className: "advanced" }, `Advanced (${advanced.length}): ${advanced.join(", ") || "none yet"}.`),
    el("p", { className: "eliminated" }, `Out (${out.length}): ${out.join(", ") || "none yet"}.`),
    el("table", { className: "standings stage" },
      el("caption", {}, "Swiss stage: record, then difficulty score (opponents' wins minus losses), then seed"),
      el("thead", {}, el("tr", {}, ...["Place", "Team", "Seed", "W-L", "Difficulty", "Status"].map((t) => el("th", { scope: "col" }, t)))),
      el("tbody", {}, ...rows)),
  ];
}
