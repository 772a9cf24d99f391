import { z } from "zod";
import type { BlockKit } from "./kit/block-kit";

/**
 * A block type: its name in YAML (`type: hero`), what it is for, and the shape of its props.
 * The shape is a factory so image, link and collection fields can check against the loaded site.
 */
export function defineBlock<const Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  description: string,
  shape: (kit: BlockKit) => Shape,
) {
  return {
    type,
    description,
    schema: (kit: BlockKit) =>
      z.strictObject({ type: z.literal(type), ...shape(kit) }).meta({ title: type, description }),
  };
}
