// Starts loading the page's words (the start language's catalogue and English's) as soon as the page's first scripts
// run, beside the engine's worker (engine-start.js): asked for by main.js, they came only once its ~70 modules had
// loaded. index.html loads this module first (async); main.js awaits the same loading before it draws.
import { loadLanguage, startLanguage } from "./i18n.js";

/** Resolves once the page speaks its start language, or English should that language's words not load; rejects
 * only when English's do not load either (the page then keeps index.html's English). */
export const speaking = loadLanguage(startLanguage()).catch(() => loadLanguage("en"));
speaking.catch(() => {}); // main.js says what then holds
