import { blocksDoc } from "./blocks-doc";
import { collectionsDoc } from "./collections-doc";
import { errorsDoc } from "./errors-doc";
import { imagesDoc } from "./images-doc";

/** The documents generated from the code, by their path under docs/. */
export const generatedDocuments: readonly { file: string; generate: () => Promise<string> }[] = [
  { file: "blocks.md", generate: blocksDoc },
  { file: "collections.md", generate: collectionsDoc },
  { file: "errors.md", generate: errorsDoc },
  { file: "images.md", generate: imagesDoc },
];
