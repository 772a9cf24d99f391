import { createBlockSchemas, type BlockInput, type BlockType } from "../../schema/blocks";
import { blockExamples } from "../../src/engine/catalog/block-examples";
import { projectBlockKit } from "./site-kit";

const schemas = createBlockSchemas((await projectBlockKit()).kit);

/**
 * A block type's examples (src/blocks/<type>/examples.yaml), each checked by its schema against this
 * project's images and records, so typed as what a page writes for the block.
 */
export function examplesOf<Type extends BlockType>(type: Type): BlockInput<Type>[] {
  const examples = blockExamples(type);
  const isInput = (example: unknown): example is BlockInput<Type> =>
    schemas.get(type)?.safeParse(example).success === true;
  if (!examples.every(isInput)) throw new Error(`an example in src/blocks/${type}/examples.yaml does not validate`);
  return examples;
}

/** One example of a block type, by its place in the file from 0. */
export function exampleOf<Type extends BlockType>(type: Type, index: number): BlockInput<Type> {
  const example = examplesOf(type)[index];
  if (!example) throw new Error(`src/blocks/${type}/examples.yaml has no example ${index + 1}`);
  return example;
}
