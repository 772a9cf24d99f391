import { z } from "zod";
import type { BlockMigration } from "./block-migration";
import type { BlockKit } from "./kit/block-kit";

/**
 * A block type: its name in YAML (`type: hero`), what it is for, and the shape of its props.
 * The shape is a factory so image, link and collection fields can check against the loaded site.
 * When the props change in a way that older pages do not match, a migration says how to read them:
 * the version is 1 plus the number of migrations, in the order they were made.
 */
export function defineBlock<const Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  description: string,
  shape: (kit: BlockKit) => Shape,
  /** Rules across fields, such as a number that must point into a list; report with ctx.addIssue and a path. */
  check?: (
    props: z.output<z.ZodObject<{ type: z.ZodLiteral<Type> } & Shape, z.core.$strict>>,
    ctx: z.RefinementCtx,
  ) => void,
  migrations: readonly BlockMigration[] = [],
) {
  return {
    type,
    description,
    version: migrations.length + 1,
    migrations,
    schema: (kit: BlockKit) => {
      const object = z.strictObject({
        type: z.literal(type).meta({ description: `The block type: ${type}.` }),
        ...shape(kit),
      });
      return (check ? object.superRefine(check) : object).meta({ title: type, description });
    },
  };
}
