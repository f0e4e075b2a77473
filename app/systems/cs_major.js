// The Counter-Strike Major Swiss stage's own part of the event's page: the stage (each team's record and difficulty
// score, who has advanced and who is out), under Standings and in a read-only link.
import { el } from "../dom.js";
import { t } from "../i18n.js";

const STATE_TEXT = { advanced: "systems.cs_advanced", eliminated: "systems.cs_out", playing: "systems.cs_playing" };

/** The CS Major stage: teams in Valve's mid-stage order (record, difficulty score, initial seed). */
export function stageView(stage, names) {
  const rows = stage.teams.map((team, index) => el("tr", { dataset: { state: team.state } },
    el("td", { className: "num" }, String(index + 1)),
    el("td", {}, names.get(team.id)),
    el("td", { className: "num" }, String(team.seed)),
    el("td", { className: "num" }, `${team.wins}-${team.losses}`),
    el("td", { className: "num" }, (team.difficulty > 0 ? "+" : "") + String(team.difficulty)),
    el("td", {}, t(STATE_TEXT[team.state]))));
  const listed = (state) => stage.teams.filter((team) => team.state === state).map((team) => names.get(team.id));
  const advanced = listed("advanced");
  const out = listed("eliminated");
  return [
    el("p", { className: "stage-summary", role: "status" }, stage.finished ? t("systems.cs_over")
      : t("systems.cs_progress", { advanced: advanced.length, out: out.length })),
    el("p", { className: "advanced" }, t("systems.cs_advanced_list", { count: advanced.length,
      teams: advanced.join(", ") || t("systems.none_yet") })),
    el("p", { className: "eliminated" }, t("systems.cs_out_list", { count: out.length, teams: out.join(", ") || t("systems.none_yet") })),
    el("table", { className: "standings stage" },
      el("caption", {}, t("systems.cs_caption")),
      el("thead", {}, el("tr", {}, ...[t("standings.place"), t("standings.team"), t("systems.cs_seed"), t("systems.cs_record"),
        t("systems.cs_difficulty"), t("systems.cs_status")].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...rows)),
  ];
}
