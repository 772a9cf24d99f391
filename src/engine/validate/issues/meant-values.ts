/**
 * What a text meant where a number or true/false was expected: "$1,299.00" is the price 1299, "yes"
 * is true. YAML reads such values as text, and the report says what to write in their place.
 */

/** A currency written with an amount: a sign such as $ or €, or a code such as USD. */
const currency = String.raw`\p{Sc}|[A-Z]{3}`;
/** "$1,299.00", "19,99 €", "USD 19.99", "-$5": a sign, a currency before or after, and the figures. */
const amount = new RegExp(
  String.raw`^(?<signBefore>[-+]?)\s*(?:${currency})?\s*(?<signAfter>[-+]?)(?<figures>[\d.,]+)\s*(?:${currency})?$`,
  "u",
);

const plainFigures = /^(\d+\.?\d*|\.\d+)$/;
/** "1,299" or "12,345.50": a comma between groups of three is a thousands separator, not a decimal comma. */
const thousandsCommas = /^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
/** "1.299,00": points between the thousands and a comma before the decimals. */
const thousandsPoints = /^[1-9]\d{0,2}(\.\d{3})+,\d+$/;
const decimalComma = /^\d+,\d+$/;

/** The figures as JavaScript reads a number, or undefined when they are not one number. */
function pointFigures(figures: string): string | undefined {
  if (plainFigures.test(figures)) return figures;
  if (thousandsCommas.test(figures)) return figures.replaceAll(",", "");
  if (thousandsPoints.test(figures)) return figures.replaceAll(".", "").replace(",", ".");
  if (decimalComma.test(figures)) return figures.replace(",", ".");
  return undefined;
}

/** The number a text means, as prices and counts are written in prose, and whether a decimal comma was all that kept it from being one. */
export interface NumberInText {
  value: number;
  onlyDecimalComma: boolean;
}

/** "$1,299.00" → 1299, "19.99" (quoted) → 19.99, "19,99" → 19.99; undefined for any other text. */
export function numberInText(text: string): NumberInText | undefined {
  const written = text.trim();
  const groups = amount.exec(written)?.groups;
  if (!groups) return undefined;
  const { signBefore = "", signAfter = "", figures = "" } = groups;
  const point = pointFigures(figures);
  if (point === undefined || (signBefore !== "" && signAfter !== "")) return undefined;
  const value = Number(`${signBefore}${signAfter}${point}`);
  if (!Number.isFinite(value)) return undefined;
  const onlyDecimalComma = /^[-+]?\d+,\d+$/.test(written) && !thousandsCommas.test(figures);
  return { value, onlyDecimalComma };
}

/** The hint for a number written as text: the number to write in its place. */
export const numberHint = (value: number) =>
  `A number is figures alone, without a currency sign, thousands separators or quotes; write ${String(value)}`;

/** The words YAML 1.1 read as true or false; YAML 1.2, which the files are read as, reads them as text. */
const booleanWords = new Map([
  ["yes", true],
  ["y", true],
  ["on", true],
  ["true", true],
  ["no", false],
  ["n", false],
  ["off", false],
  ["false", false],
]);

/** The hint for true or false written as text ("yes", "off", or "true" in quotes), with the line to write. */
export function booleanHint(text: string, key: PropertyKey | undefined): string | undefined {
  const word = text.trim();
  const value = booleanWords.get(word.toLowerCase());
  if (value === undefined) return undefined;
  const why = /^(true|false)$/i.test(word) ? `In quotes, ${word} is text` : `YAML reads ${word} as text`;
  const line = typeof key === "string" ? `${key}: ${String(value)}` : String(value);
  return `${why}; write true or false: ${line}`;
}
