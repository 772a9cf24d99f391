const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/**
 * Text made safe for an attribute value written between double quotes, as the page's head writes
 * them all: an apostrophe cannot end such a value, so it stays one byte (a policy has sixteen).
 */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);
}

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can close or bend it, and
 * the two line separators JSON allows but old parsers did not are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
