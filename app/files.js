// File mechanics for the page, with no view and no state: read a picked file's text (UTF-8, or Latin-1 as older
// Windows programs write it, said so), save a text as a download, copy a text to the clipboard. Nothing leaves the
// browser: files are read in the page and written through a download link.

const MAX_FILE_BYTES = 8_000_000;  // a 9999-player, 99-round TRF is about 4 MB

/** The text of a picked file and how it was read: {text, encoding, note}. UTF-8 (a byte-order mark dropped) when
 * the bytes are UTF-8; otherwise Windows-1252, the Latin-1 that Swiss-Manager and spreadsheets on Windows write, with
 * a note saying so (accented names should be checked in the preview). */
export async function readTextFile(file) {
  if (file.size > MAX_FILE_BYTES) {
    throw new Error(`${file.name} is ${(file.size / 1e6).toFixed(1)} MB; files up to ${MAX_FILE_BYTES / 1e6} MB are read`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes), encoding: "UTF-8", note: null };
  } catch {
    const text = new TextDecoder("windows-1252").decode(bytes);
    return {
      text,
      encoding: "Latin-1",
      note: `${file.name} is not UTF-8; it was read as Latin-1 (Windows-1252). Check that accented names look right.`,
    };
  }
}

/** A safe file name from an event name: letters, digits, dots and dashes; anything else becomes "_". */
export function fileName(name, extension) {
  const stem = (name || "event").normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^\w.-]+/g, "_")
    .replace(/^_+|_+$/g, "").slice(0, 80) || "event";
  return `${stem}.${extension}`;
}

/** Offer a text as a file download (the browser saves it; nothing is sent anywhere). */
export function saveText(text, name, type) {
  const blob = new Blob([text], { type });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Copy a text to the clipboard. Resolves to true when copied, false when the browser refused (no permission, not a
 * secure context, no clipboard API): the caller then shows the text for copying by hand. */
export async function copyText(text) {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
