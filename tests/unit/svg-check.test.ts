import fc from "fast-check";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import { svgProblems } from "../../src/engine/read/public/svg-check";
import { projectRoot } from "../helpers/site-kit";

const open =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">';
const drawing = (inside: string) => `${open}${inside}</svg>`;
const codes = (text: string) => svgProblems(text).map((problem) => problem.code);

/** Ways to make an SVG run script or load a document, beyond those of the unsafe-svg fixture: why each is refused, and the SVG. */
const hostile: [name: string, reason: string, text: string][] = [
  ["a script in CDATA", "<script> runs script", drawing("<script><![CDATA[alert(1)]]></script>")],
  [
    "a handler on a shape",
    "onmouseover is an event handler",
    drawing('<rect width="1" height="1" onmouseover="alert(1)"/>'),
  ],
  [
    "a handler in another namespace",
    "x:onclick is an event handler",
    drawing('<rect xmlns:x="urn:x" x:onclick="alert(1)"/>'),
  ],
  [
    "a javascript: link behind an entity",
    "href holds a javascript:",
    drawing('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
  ],
  [
    "a javascript: link behind a newline",
    "xlink:href holds a javascript:",
    drawing('<a xlink:href="java\nscript:alert(1)"><text>x</text></a>'),
  ],
  [
    "a vbscript: link",
    "href holds a javascript: or vbscript:",
    drawing('<a href="vbscript:msgbox(1)"><text>x</text></a>'),
  ],
  [
    "an animation of an event handler",
    "an animation of onclick",
    drawing('<set attributeName="onclick" to="alert(1)"/>'),
  ],
  [
    "an animation of xlink:href by its values",
    "an animation of xlink:href",
    drawing('<animate attributeName="xlink:href" values="#a;#b"/>'),
  ],
  ["a use of another site", "from another site", drawing('<use href="//evil.example/sprite.svg#a"/>')],
  [
    "a use of another site behind backslashes",
    "from another site",
    drawing('<use href="\\\\evil.example/sprite.svg#a"/>'),
  ],
  ["a filter of another site", "filter loads", drawing('<rect filter="url(https://evil.example/f.svg#f)"/>')],
  [
    "a raster image of another site in feImage",
    "<feImage> href loads",
    drawing('<filter><feImage href="https://evil.example/x.png"/></filter>'),
  ],
  [
    "a data: document in a link",
    'href names "data:text/html',
    drawing('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a>'),
  ],
  [
    "a font of another site",
    "<style> loads",
    drawing('<style>@font-face { font-family: x; src: url("https://evil.example/x.woff2") }</style>'),
  ],
  [
    "an SVG as data in an image",
    'names "data:image/svg+xml',
    drawing('<image href="data:image/svg+xml,&lt;svg/&gt;"/>'),
  ],
  [
    "an image-set of another site",
    "<style> loads",
    drawing('<style>rect { fill: image-set("https://evil.example/x.png" 1x) }</style>'),
  ],
  ["a CSS escape", "CSS escape", drawing("<style>rect { fill: \\75 rl(https://evil.example/x) }</style>")],
  ["an embed", "<embed> loads another document", drawing('<embed src="https://evil.example/x.swf"/>')],
  ["an object", "<object> loads another document", drawing('<object data="https://evil.example/x.html"/>')],
  ["a handler element", "<handler> runs script", drawing('<handler type="application/ecmascript">alert(1)</handler>')],
  ["xml:base", "xml:base changes", drawing('<a xml:base="https://evil.example/"><text>x</text></a>')],
  [
    "an XHTML root",
    "<html> is not an SVG element",
    '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
  ],
  [
    "a MathML element",
    "<math> is not an SVG element",
    drawing('<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>'),
  ],
  ["an entity declared in the DOCTYPE", "declares entities", `<!DOCTYPE svg [<!ENTITY a "b">]>${drawing("")}`],
];

/** What drawings hold that runs nothing and loads nothing from elsewhere. */
const benign: Record<string, string> = {
  "a gradient used by its id": drawing(
    '<linearGradient id="g"><stop offset="0"/></linearGradient><rect fill="url(#g)"/>',
  ),
  "a use of a symbol of the file": drawing(
    '<symbol id="s"><path d="M0 0h1"/></symbol><use href="#s"/><use xlink:href="#s"/>',
  ),
  "a use of another file of the site": drawing('<use href="/art/icons.svg#star"/>'),
  "a raster image written in the file": drawing(
    '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
  ),
  "a link to another site": drawing('<a href="https://example.com/"><text>Example</text></a>'),
  "quoted font names in CSS": drawing(
    '<style><![CDATA[text { font-family: "Plus Jakarta Sans", sans-serif }]]></style>',
  ),
  "a DOCTYPE that names SVG 1.1 alone": `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${drawing("")}`,
  "an XML declaration in UTF-8, and comments": `<?xml version="1.0" encoding="UTF-8"?><!-- drawn by hand -->${drawing("<title>Icon</title>")}`,
  "an XML declaration in utf8": `<?xml version="1.0" encoding="utf8"?>${drawing("")}`,
  "an animation of a colour": drawing('<rect><animate attributeName="fill" values="red;blue" dur="1s"/></rect>'),
  "a CRLF file": drawing('\r\n<rect width="1"\r\n height="1"/>\r\n'),
};

describe("an SVG in public/", () => {
  it.each(hostile)("is refused with %s", (_, reason, text) => {
    expect(svgProblems(text).map((problem) => problem.message)).toEqual([expect.stringContaining(reason)]);
  });

  it.each(Object.entries(benign))("is published with %s", (_, text) => {
    expect(svgProblems(text)).toEqual([]);
  });

  it("is reported where each refused element or attribute starts, on any line", () => {
    const text = `${open}\n  <rect width="1"\n        onclick="alert(1)"/>\n\t<script>x</script></svg>`;
    const offsets = svgProblems(text).map((problem) => problem.offset);
    expect(offsets.map((offset) => text.slice(offset, offset + 7))).toEqual(["onclick", "<script"]);
  });

  it("that is not well-formed is refused at the first error only: what follows cannot be read with certainty", () => {
    expect(codes(drawing("<rect><circle></rect><script>alert(1)</script>"))).toEqual(["invalid-svg"]);
  });

  it("of the shipped site, drawn by scripts/art/, passes every check", async () => {
    const { images, problems } = await readPublicFiles(projectRoot);
    expect(problems).toEqual([]);
    // 281 drawings, and the studio's photo.
    expect(images.size).toBe(282);
  });
});

/** A few of the shipped drawings, to plant payloads in. */
const shippedDrawings = ["favicon.svg", "art/blog/3.svg", "art/hero/seo.svg", "art/logos/harbor.svg"].map((file) =>
  readFileSync(path.join(projectRoot, "public", file), "utf8"),
);

/** Offsets in a drawing where an element may go: before each tag after the root's start tag. */
const elementPlaces = (text: string) =>
  [...text.matchAll(/</g)].map((match) => match.index).filter((offset) => offset > text.indexOf(">"));

/** Offsets just after each start tag's name, where an attribute may go. */
const attributePlaces = (text: string) =>
  [...text.matchAll(/<[a-zA-Z][\w:-]*/g)].map((match) => match.index + match[0].length);

const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(""));

const hostileElement = fc.constantFrom(
  "<script>alert(1)</script>",
  "<foreignObject><p xmlns='http://www.w3.org/1999/xhtml'>x</p></foreignObject>",
  '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
  '<iframe src="https://evil.example/"/>',
  '<use href="https://evil.example/sprite.svg#a"/>',
  '<set attributeName="href" to="#a"/>',
);

const hostileAttribute = fc.oneof(
  fc
    .constantFrom("onload", "onclick", "onmouseover", "onbegin")
    .chain(anyCase)
    .map((name) => `${name}="alert(1)"`),
  fc
    .tuple(fc.constantFrom("", " ", "&#9;", "&#10;", "\t"), anyCase("javascript"))
    .map(([blank, scheme]) => `xlink:href="${blank}${scheme}:alert(1)"`),
);

describe("an SVG with a payload planted anywhere", () => {
  it("is refused, whatever drawing, place, case or blank hides it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...shippedDrawings),
        fc.nat(),
        fc.oneof(
          hostileElement.map((element) => ({ element })),
          hostileAttribute.map((attribute) => ({ attribute })),
        ),
        (drawing, pick, payload) => {
          const places = "element" in payload ? elementPlaces(drawing) : attributePlaces(drawing);
          const at = places[pick % places.length] ?? 0;
          const planted = "element" in payload ? payload.element : ` ${payload.attribute}`;
          const text = `${drawing.slice(0, at)}${planted}${drawing.slice(at)}`;
          expect(svgProblems(text).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
