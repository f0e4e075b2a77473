// A round's link (app/round-link.js) and its QR code, made once per version of the event: the share panel shows
// the link, the hall screen and the printed pairings show its QR code for players to scan.
import { qrSvg } from "./qr.js";
import { encodeRound, roundCard } from "./round-link.js";
import { linkTo } from "./share.js";

// The engine's round view (one per version of the event) -> round -> the promise of the round's link.
const madeRoundLinks = new WeakMap();

/** The link to one round's pairings (app/round-link.js), made once per version of the event. It carries the
 * points before the round, which only the engine's round view has: made from that view, never without it. */
export function roundLink(doc, roundView, number) {
  const made = madeRoundLinks.get(roundView) ?? new Map();
  madeRoundLinks.set(roundView, made);
  if (!made.has(number)) made.set(number, encodeRound(roundCard(doc, roundView, number)).then(linkTo));
  return made.get(number);
}

/** A round's link as a QR code image, or null where it does not fit in one or the engine has not yet given the
 * round's points: the hall screen and the printed pairings show it for players to scan. */
export async function roundQr(doc, roundView, number) {
  if (roundView === null) return null;
  try {
    return qrSvg(await roundLink(doc, roundView, number), { label: `QR code of the link to round ${number}` });
  } catch {
    return null;
  }
}
