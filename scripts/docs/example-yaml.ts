import { Document, isScalar, visit } from "yaml";

/**
 * A block's example as a page's author writes it: long text on one line, and lists of numbers
 * inline, as in `ids: [1, 2, 3]`.
 */
export function exampleYaml(value: unknown): string {
  const document = new Document(value);
  visit(document, {
    Seq(_, list) {
      if (list.items.length > 0 && list.items.every((item) => isScalar(item) && typeof item.value === "number")) {
        list.flow = true;
      }
    },
  });
  return document.toString({ lineWidth: 0, flowCollectionPadding: false });
}
