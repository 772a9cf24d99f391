import { SaxesParser } from "saxes";

/** An element of an XML document: its name as written (with its prefix), attributes, children and text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside it, CDATA included, entities decoded. */
  text: string;
}

/**
 * Reads an XML document with saxes, a conformant parser that refuses what is not well-formed or not
 * namespace-well-formed (an undeclared prefix), as a feed reader's parser would; throws on the first error.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: "", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  const current = () => open[open.length - 1] ?? root;
  parser.on("opentag", (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
    );
    const element: XmlElement = { name: tag.name, attributes, children: [], text: "" };
    current().children.push(element);
    open.push(element);
  });
  parser.on("closetag", () => open.pop());
  parser.on("text", (text) => (current().text += text));
  parser.on("cdata", (text) => (current().text += text));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  const [document] = root.children;
  if (!document) throw new Error("the document has no root element");
  return document;
}

/** The children of an element with a name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The text of the first child with a name; undefined when there is none. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;
