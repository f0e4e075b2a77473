// The engine's list of an event's sections (event_sections: each section's facts, the players its rule does not
// take, whether its next round can be paired), asked once per version of the event and shared by the views that
// read it ("pair round N of every section", the roster's marks of a player who does not fit), each drawn again
// when it comes. One request for all of them: the actions answer only the latest request of a kind.
import { explanationText } from "./engine-text.js";

const listed = new WeakMap(); // event -> the engine's list of its sections
const waiting = new WeakMap(); // event -> Map(view's name -> {redraw, failed}) while its list is on its way

/** The engine's list of `event`'s sections, or null until it has answered; then `redraw()` of each view `name` that
 * asked is called (`failed(error)` should the engine fail: the list is not asked again for that version). */
export function sectionListOf(event, actions, name, redraw, failed = () => {}) {
  if (listed.has(event)) return listed.get(event);
  if (waiting.has(event)) {
    waiting.get(event).set(name, { redraw, failed });
    return null;
  }
  const views = new Map([[name, { redraw, failed }]]);
  waiting.set(event, views);
  actions.sections(event).then((list) => {
    listed.set(event, list);
    waiting.delete(event);
    for (const view of views.values()) view.redraw();
  }, (error) => {
    for (const view of views.values()) view.failed(error);
  });
  return null;
}

/** Why each player of the section `sectionId` does not fit its rule, by player id, from the engine's list, in the
 * page's language (null: not answered yet). */
export function misfitsOf(list, sectionId) {
  const section = list?.sections.find((entry) => entry.id === sectionId);
  return section ? new Map(section.misfits.map((misfit) => [misfit.player, explanationText(misfit, misfit.text)])) : null;
}
