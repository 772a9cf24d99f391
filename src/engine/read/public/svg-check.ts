import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from "saxes";
import { cssProblem, holdsScriptAddress, loadedAddressProblem, addressKind, urlProblem } from "./svg-addresses";
import { describeValue } from "../../errors/describe-value";

/** Something in an SVG that keeps it from being published, at an offset of its text. */
export interface SvgProblem {
  code: "unsafe-svg" | "invalid-svg";
  offset: number;
  message: string;
}

const svgNamespace = "http://www.w3.org/2000/svg";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
const xmlnsNamespace = "http://www.w3.org/2000/xmlns/";

/** The elements a drawing is made of, by an allow-list: none of them runs script or holds another document. */
const drawingElements = new Set(
  [
    "svg g defs symbol use switch title desc metadata a view image style",
    "path rect circle ellipse line polyline polygon text tspan textPath",
    "linearGradient radialGradient stop pattern clipPath mask marker",
    "animate animateMotion animateTransform mpath set filter",
    "feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting",
    "feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR",
    "feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight",
    "feSpecularLighting feSpotLight feTile feTurbulence",
  ].flatMap((line) => line.split(" ")),
);

/** Why the elements most likely to be tried are refused; any other is simply not a drawing element. */
const refusedElements = new Map([
  ["script", "runs script"],
  ["handler", "runs script"],
  ["foreignObject", "holds HTML, which can run script"],
  ["iframe", "loads another document"],
  ["embed", "loads another document"],
  ["object", "loads another document"],
]);

/** Elements that may load raster data written in the file (data:image/png...). */
const imageElements = new Set(["image", "feImage"]);

function elementProblem(tag: SaxesTagNS): string | undefined {
  if (!tag.uri) return `<${tag.name}> is in no namespace; write xmlns="${svgNamespace}" on the <svg> element`;
  if (tag.uri !== svgNamespace) {
    return `<${tag.name}> is not an SVG element (its namespace is ${describeValue(tag.uri)}); a browser makes of it what its namespace says, such as an HTML script`;
  }
  if (drawingElements.has(tag.local)) return undefined;
  return `<${tag.name}> ${refusedElements.get(tag.local) ?? "is not one of the drawing elements an SVG of public/ may hold"}`;
}

function hrefProblem(element: string, attribute: SaxesAttributeNS): string | undefined {
  // A link may lead to another site; anything else that names an address loads what it names.
  if (element === "a" && addressKind(attribute.value) === "other-site") return undefined;
  const problem = loadedAddressProblem(attribute.value, imageElements.has(element));
  return problem && `${attribute.name} ${problem}`;
}

function attributeProblem(element: string, attribute: SaxesAttributeNS): string | undefined {
  const { name, value, uri } = attribute;
  const local = attribute.local.toLowerCase();
  if (uri === xmlnsNamespace || name === "xmlns") return undefined;
  if (local.startsWith("on")) return `${name} is an event handler: it runs script`;
  if (holdsScriptAddress(value)) return `${name} holds a javascript: or vbscript: address, which runs script`;
  if (uri === xmlNamespace && local === "base") return "xml:base changes where every address of the file leads";
  if (local === "href") return hrefProblem(element, attribute);
  if (local === "attributename" && /^([^:]*:)?(href$|on)/i.test(value.trim())) {
    return `an animation of ${value.trim()} could make a link or an event handler into script`;
  }
  const problem = local === "style" ? cssProblem(value) : urlProblem(value);
  return problem && `${name} ${problem}`;
}

type Report = (code: SvgProblem["code"], offset: number, message: string) => void;
type Parser = SaxesParser<{ xmlns: true }>;

/** The XML declaration, DOCTYPE and processing instructions: what comes before and beside the drawing. */
function watchPrologue(parser: Parser, text: string, report: Report): void {
  parser.on("xmldecl", ({ encoding }) => {
    if (encoding && !/^utf-?8$/i.test(encoding)) {
      const message = `the file says it is written in ${describeValue(encoding)}; a browser would read it so, and the check reads UTF-8: save it as UTF-8`;
      report("invalid-svg", 0, message);
    }
  });
  parser.on("doctype", (doctype) => {
    if (!doctype.includes("[")) return;
    const message =
      "the DOCTYPE declares entities of its own, which a browser expands into markup the check never sees";
    report("unsafe-svg", text.lastIndexOf("<!DOCTYPE", parser.position), message);
  });
  parser.on("processinginstruction", ({ target }) => {
    if (target !== "xml-stylesheet") return;
    const message = "<?xml-stylesheet?> names a stylesheet, which may be XSLT that runs script";
    report("unsafe-svg", text.lastIndexOf("<?", parser.position), message);
  });
}

/** The first offset at or after `from` that is not a blank: where an attribute's name starts. */
function nextNonBlank(text: string, from: number): number {
  let offset = from;
  while (offset < text.length && /\s/.test(text.charAt(offset))) offset++;
  return offset;
}

/**
 * Every element and attribute, and the CSS of each <style>. Attributes are reported where their
 * name starts: the parser tells where each ends, only blanks lie between two, and the start is
 * looked for only when there is something to report.
 */
function watchElements(parser: Parser, text: string, report: Report): void {
  let tagStart = 0;
  let cursor = 0;
  let attributesAfter = new Map<string, number>();
  let style: { start: number; css: string } | undefined;
  // Inside a refused element, what it holds goes with it: one report, not one per element inside.
  let refusedDepth = 0;
  parser.on("opentagstart", ({ name }) => {
    // The parser has read the name and the character after it.
    tagStart = parser.position - name.length - 2;
    cursor = parser.position;
    attributesAfter = new Map();
  });
  parser.on("attribute", ({ name }) => {
    attributesAfter.set(name, cursor);
    cursor = parser.position;
  });
  parser.on("opentag", (tag) => {
    if (refusedDepth > 0) {
      refusedDepth++;
      return;
    }
    const problem = elementProblem(tag);
    if (problem) {
      report("unsafe-svg", tagStart, problem);
      refusedDepth = 1;
      return;
    }
    for (const attribute of Object.values(tag.attributes)) {
      const attributeIssue = attributeProblem(tag.local, attribute);
      if (!attributeIssue) continue;
      const after = attributesAfter.get(attribute.name);
      report(
        "unsafe-svg",
        after === undefined ? tagStart : nextNonBlank(text, after),
        `<${tag.name}> ${attributeIssue}`,
      );
    }
    if (tag.local === "style") style = { start: tagStart, css: "" };
  });
  const addCss = (css: string) => {
    if (style) style.css += css;
  };
  parser.on("text", addCss);
  parser.on("cdata", addCss);
  parser.on("closetag", (tag) => {
    if (refusedDepth > 0) refusedDepth--;
    if (!style || tag.local !== "style") return;
    const problem = cssProblem(style.css);
    if (problem) report("unsafe-svg", style.start, `<style> ${problem}`);
    style = undefined;
  });
}

/** A parse error of saxes: its message without the place it puts in front ("3:14: "), and without its full stop. */
const parseMessage = (error: Error) => error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "");

/** Thrown from the error handler to stop at the first error: what follows it cannot be read with certainty. */
class StopParsing extends Error {}

/**
 * What keeps an SVG from being published: each element, attribute, DOCTYPE or processing
 * instruction that could run script or load a document, and the first place where it is not
 * well-formed XML (a browser reads an SVG as XML, so what an XML parser cannot read is not checked).
 */
export function svgProblems(text: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const report: Report = (code, offset, message) => problems.push({ code, offset, message });
  const parser: Parser = new SaxesParser({ xmlns: true });
  watchPrologue(parser, text, report);
  watchElements(parser, text, report);
  parser.on("error", (error) => {
    const message = `this is not well-formed XML (${parseMessage(error)}), so what a browser would make of it cannot be checked`;
    report("invalid-svg", Math.max(0, parser.position - 1), message);
    throw new StopParsing();
  });
  try {
    parser.write(text).close();
  } catch (stop) {
    if (!(stop instanceof StopParsing)) throw stop;
  }
  return problems;
}
