/**
 * The mailto: address that opens a visitor's mail program with a form written out: the page's title
 * as the subject, and a line per field, "name: value", as the text. Line breaks are CRLF, as mailto:
 * addresses write them (RFC 6068).
 */
export function mailDraftAddress(
  action: string,
  subject: string,
  fields: Iterable<[string, FormDataEntryValue]>,
): string {
  const lines = [...fields].map(([name, value]) => `${name}: ${typeof value === "string" ? value : value.name}`);
  return `${action}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\r\n"))}`;
}
