// A link the codec refused (app/share.js, app/link-bytes.js), in the page's words. The codec runs in the store's
// worker too, which holds no words: it raises a ShareError naming its sentence's key and parameters, worded here.
import { ShareError } from "./link-bytes.js";
import { t } from "./i18n.js";

/** What an error says: a refused link's sentence in the page's language, else the error's own message. */
export const refusalText = (error) => (error instanceof ShareError ? t(error.key, error.params) : error.message);
