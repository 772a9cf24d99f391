import { isDeepStrictEqual } from "node:util";
import {
  isMap,
  isNode,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { routeOf } from "../../src/engine/routes/link-check";
import { isMapping } from "../../src/engine/read/yaml-data";
import { contentEnd, lineStart, scalarSplice, spliced, type Splice } from "./yaml-rewrite";

/** A page's move, as site.yaml's redirects take it. */
export interface RedirectMove {
  from: string;
  to: string;
  /** Whether visitors of `from` are sent to `to`: a redirect of its own. */
  redirect: boolean;
}

interface Redirect {
  from: string;
  to: string;
}

/** One redirect as written, its two values' nodes with it, for changing them in place. */
interface WrittenRedirect extends Redirect {
  node: YAMLMap;
  fromNode: Scalar;
  toNode: Scalar;
}

/** What becomes of a redirect: kept, removed, or leading elsewhere. */
type Outcome = Redirect | "removed";

/** What becomes of the redirects, and the one added. */
interface Plan {
  outcomes: Outcome[];
  added?: Redirect;
}

/** The route a redirect's destination names, without its section, query or trailing slash: "/old/#plans" → "/old". */
export const destinationRoute = (to: string) => routeOf(to.replace(/#.*$/, ""));

/** A redirect's destination with its route changed and its query or section kept: "/old#plans" → "/new#plans". */
const rerouted = (to: string, route: string) => route + to.slice(to.search(/[?#]|$/));

/**
 * What becomes of each redirect when a page moves. One that led to the old route leads to the new one,
 * so that no redirect leads to another. One from the new route to the old, left by an earlier move the
 * other way, is turned round into the new redirect, or removed when none is asked for: the page takes
 * its path back.
 */
function outcomes(redirects: readonly Redirect[], move: RedirectMove): Plan {
  let turned = false;
  const changed = redirects.map((redirect): Outcome => {
    if (destinationRoute(redirect.to) !== move.from) return redirect;
    if (redirect.from !== move.to) return { from: redirect.from, to: rerouted(redirect.to, move.to) };
    turned = true;
    return move.redirect ? { from: move.from, to: move.to } : "removed";
  });
  const added = move.redirect && !turned ? { from: move.from, to: move.to } : undefined;
  return { outcomes: changed, added };
}

/** A redirect's value as site.yaml writes it: plain where a path reads so, quoted otherwise. */
const written = (value: string) => (/^\/[\w/#?=&.-]*$/.test(value) ? value : JSON.stringify(value));

const redirectLine = ({ from, to }: Redirect) => `- { from: ${written(from)}, to: ${written(to)} }`;

/** The redirects as written, or undefined when one is not a mapping of a `from` and a `to` that are text. */
function writtenRedirects(node: unknown): WrittenRedirect[] | undefined {
  if (!isSeq(node)) return [];
  const redirects = node.items.map((item) => {
    if (!isMap(item)) return undefined;
    const fromNode = item.get("from", true);
    const toNode = item.get("to", true);
    if (!isScalar(fromNode) || !isScalar(toNode)) return undefined;
    const { value: from } = fromNode;
    const { value: to } = toNode;
    return typeof from === "string" && typeof to === "string" ? { from, to, node: item, fromNode, toNode } : undefined;
  });
  return redirects.every((redirect) => redirect !== undefined) ? redirects : undefined;
}

/** A list of redirects written one a line, with its key. */
interface WrittenList {
  key: Scalar;
  node: YAMLSeq;
  redirects: readonly WrittenRedirect[];
}

/** The redirects after the move, in order: those kept, then the one added. */
const redirectsAfter = ({ outcomes: changed, added }: Plan): Redirect[] =>
  [...changed, ...(added ? [added] : [])].flatMap((outcome) =>
    outcome === "removed" ? [] : [{ from: outcome.from, to: outcome.to }],
  );

/** The changes to a list of redirects written one per line: values changed in place, lines removed or added. */
function lineSplices(text: string, list: WrittenList, plan: Plan): Splice[] {
  const { key, node, redirects } = list;
  if (redirectsAfter(plan).length === 0) {
    // The last redirect removed: an empty list, which site.yaml's schema reads as none.
    return [{ start: key.range?.[1] ?? 0, end: contentEnd(text, node), text: ": []" }];
  }
  const splices = redirects.flatMap((redirect, index): Splice[] => {
    const outcome = plan.outcomes[index];
    if (outcome === "removed") {
      const start = lineStart(text, redirect.node.range?.[0] ?? 0);
      return [{ start, end: contentEnd(text, redirect.node) + 1, text: "" }];
    }
    if (outcome === undefined) return [];
    return [...scalarSplice(redirect.fromNode, outcome.from), ...scalarSplice(redirect.toNode, outcome.to)];
  });
  const last = redirects.at(-1)?.node;
  if (plan.added && last) {
    const dash = text.lastIndexOf("-", last.range?.[0] ?? 0);
    const end = contentEnd(text, last);
    splices.push({ start: end, end, text: `\n${" ".repeat(dash - lineStart(text, dash))}${redirectLine(plan.added)}` });
  }
  return splices;
}

/**
 * The `redirects:` key written again, one redirect a line, where it was not a list written so (absent,
 * empty, or written inline); added at the end of the file when absent.
 */
function keySplices(text: string, pair: Pair | undefined, plan: Plan): Splice[] {
  const after = redirectsAfter(plan);
  const lines = after.map((redirect) => `  ${redirectLine(redirect)}`);
  const block = lines.length === 0 ? "redirects: []" : ["redirects:", ...lines].join("\n");
  if (!pair || !isScalar(pair.key)) {
    const separator = text === "" || text.endsWith("\n") ? "" : "\n";
    return [{ start: text.length, end: text.length, text: `${separator}${block}\n` }];
  }
  const start = pair.key.range?.[0] ?? 0;
  return [{ start, end: contentEnd(text, isNode(pair.value) ? pair.value : pair.key), text: block }];
}

const unreadable = "content/site.yaml cannot be read as the site's settings: fix its errors first";
const notAList = "content/site.yaml's redirects are not a list of { from, to }: fix them first";

/**
 * content/site.yaml's text after a page moved, edited as a person would: a redirect added on a line of
 * its own at the end of the list (`- { from: /old, to: /new }`), the `redirects:` key made when there
 * is none, and redirects that led to the old route leading to the new one, each value changed in place.
 * Comments, blank lines and every other key stay byte for byte. The text is given only when it reads
 * back as the redirects meant.
 */
export function redirectedSite(text: string, move: RedirectMove): { text: string } | { refused: string } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return { refused: unreadable };
  const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === "redirects");
  const list = pair?.value;
  const redirects = writtenRedirects(list);
  const empty = list === undefined || list === null || (isScalar(list) && list.value === null);
  if (!redirects || (!empty && !isSeq(list))) return { refused: notAList };
  const plan = outcomes(redirects, move);
  const unchanged = plan.added === undefined && plan.outcomes.every((outcome, index) => outcome === redirects[index]);
  if (unchanged) return { text };
  const splices =
    pair && isScalar(pair.key) && isSeq(list) && !list.flow && redirects.length > 0
      ? lineSplices(text, { key: pair.key, node: list, redirects }, plan)
      : keySplices(text, pair, plan);
  const result = spliced(text, splices);
  const read: unknown = parse(result);
  const readBack = isMapping(read) ? read.redirects : undefined;
  if (!isDeepStrictEqual(readBack, redirectsAfter(plan))) {
    return { refused: "content/site.yaml's redirects could not be changed in place: add the redirect by hand" };
  }
  return { text: result };
}
