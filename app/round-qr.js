// A round's link (app/round-link.js) and its QR code, made once per version of the event: the share panel shows
// the link, the hall screen and the printed pairings show its QR code for players to scan. A round too large for
// one QR code is given in sections by name, each its own link and code: a player scans the code beside their name
// and reads their board on the phone (one code per run of names rather than one index of every player: an index
// of a 1,000-player round needs every name, some 6,000 characters, twice what the largest QR code holds).
import { qrFits, qrSvg } from "./qr.js";
import { encodeRound, sectionCards } from "./round-link.js";
import { roundCard } from "./round-card.js";
import { linkTo } from "./share.js";
import { roundPhrase } from "./round-words.js";
import { t } from "./i18n.js";

// The largest code a phone reads from a few metres off a hall screen, where a code is a quarter of the screen's
// height: version 30 (137 modules a side, 1,732 bytes); version 40's 177 modules come out under 2 mm on a
// projector. A printed sheet, read up close, takes the whole round's link up to version 40 (roundQr).
const SCAN_VERSION = 30;
const fitsScan = (link) => qrFits(link, SCAN_VERSION);

// The engine's round view (one per version of the event) -> round -> the promise of the round's link / sections.
const madeRoundLinks = new WeakMap();
const madeSections = new WeakMap();

function remembered(store, roundView, number, make) {
  const made = store.get(roundView) ?? new Map();
  store.set(roundView, made);
  if (!made.has(number)) made.set(number, make());
  return made.get(number);
}

/** The link to one round's pairings (app/round-link.js), made once per version of the event. It carries the
 * points before the round, which only the engine's round view has: made from that view, never without it. */
export function roundLink(doc, roundView, number) {
  return remembered(madeRoundLinks, roundView, number, () => encodeRound(roundCard(doc, roundView, number)).then(linkTo));
}

/** The round's links for players to scan: [{link, section, first, last, from, to}], the whole round's alone
 * (section null) where it fits in a QR code read from afar, else the fewest sections by name whose links each fit in
 * one (`from`
 * and `to`: its players' places in the round by name, app/round-link.js seatsByName). */
export function roundSections(doc, roundView, number) {
  return remembered(madeSections, roundView, number, async () => {
    const whole = await roundLink(doc, roundView, number);
    if (fitsScan(whole)) return [{ link: whole, section: null, first: null, last: null, from: 0, to: Infinity }];
    const card = roundCard(doc, roundView, number);
    // A section's link is a little over its share of the whole one (a board is in both its players' sections).
    for (let count = Math.max(2, Math.ceil(whole.length / 1_700)); ; count += 1) {
      const cards = sectionCards(card, count);
      const links = await Promise.all(cards.map((section) => encodeRound(section).then(linkTo)));
      if (links.every(fitsScan) || count >= card.boards.length * 2 + 1) {
        return cards.map((section, index) => ({ link: links[index], section: section.section, first: section.first,
          last: section.last, from: section.from, to: section.to }));
      }
    }
  });
}

/** A section's QR code, labelled for a screen reader ("… to round 3", "… to the quarter-finals"). */
export function sectionQr(doc, number, { link, section }) {
  const label = section === null ? t("hall.qr_label", { round: roundPhrase(doc, number) })
    : t("hall.qr_label_names", { round: roundPhrase(doc, number), names: section });
  try {
    return qrSvg(link, { label });
  } catch {
    return null;
  }
}

/** The round's whole link where it fits in one QR code read up close (a printed sheet takes up to version 40), else
 * null, also where the engine has not yet given the round's points: the printed pairings show its code (sectionQr)
 * for players to scan, or the round's runs of names where it does not fit. */
export async function printedLink(doc, roundView, number) {
  if (roundView === null) return null;
  try {
    const link = await roundLink(doc, roundView, number);
    return qrFits(link) ? link : null;
  } catch {
    return null;
  }
}
