import { z } from "zod";
import type { BlockGroup } from "./block-groups";
import type { BlockMigration } from "./block-migration";
import type { BlockKit } from "./kit/block-kit";
import type { Language } from "./language/site-language";
import type { PolicySources } from "../src/engine/render/content-security-policy";

/** One schema.org node of a page's JSON-LD. */
export type StructuredDataNode = Record<string, unknown>;

/** What a block's JSON-LD may need of the page it is on and of the site, from the engine. */
export interface PageFacts {
  /** The page's canonical address. */
  url: string;
  /** The address of the site's home page (ending in "/", after the folder the site is served under) and its name. */
  site: { url: string; name: string };
  lang: Language;
  /** The page's social card, as an absolute address. */
  cardUrl: string;
  /** A link of the page as an absolute address, where it finally leads; undefined for what is no page (mailto:, tel:). */
  absoluteUrl: (href: string) => string | undefined;
}

/** Where a block frames a page: above its main content, or below it. */
export type FramePosition = "top" | "bottom";

/** A block's props as its component receives them, from its type and fields. */
type BlockOutput<Type extends string, Shape extends z.ZodRawShape> = z.output<
  z.ZodObject<{ type: z.ZodLiteral<Type> } & Shape, z.core.$strict>
>;

/** What a block type says of itself; `fields` comes before the functions that read its props. */
interface BlockDefinitionInput<Type extends string, Shape extends z.ZodRawShape, Props> {
  /** Its name in YAML (`type: hero`), which is also its file's and folder's name. */
  type: Type;
  /** What it is for, in a sentence or two: editors, docs/blocks.md and the catalog show it. */
  description: string;
  /** Where docs/blocks.md and the block catalog list it. */
  group: BlockGroup;
  /** The shape of its props: a factory, so image, link and collection fields check against the loaded site. */
  fields: (kit: BlockKit) => Shape;
  /** Rules across fields, such as a number that must point into a list; report with ctx.addIssue and a path. */
  check?: (props: Props, ctx: z.RefinementCtx) => void;
  /**
   * When its props change in a way that older pages do not match, how to read them: the version is 1
   * plus the number of migrations, in the order they were made.
   */
  migrations?: readonly BlockMigration[];
  /** Set on a block that frames the page: a page without one gets the site's (content/site.yaml). */
  frame?: FramePosition;
  /**
   * What the page's JSON-LD says of it: called once per page with every block of this type on the page,
   * in their order; undefined adds nothing. Nodes follow the site's Organization in the order of the types' names.
   */
  structuredData?: (blocks: readonly Props[], page: PageFacts) => StructuredDataNode | undefined;
  /** The page's og:type when it shows this block; "website" when none of its blocks says otherwise. */
  openGraphType?: "article";
  /**
   * What the page's Content Security Policy must allow beyond the site's own files for these blocks
   * (a frame of another site, a library's inline styles), by directive: called once per page with
   * every block of this type on the page; undefined adds nothing.
   */
  contentSources?: (blocks: readonly Props[]) => PolicySources | undefined;
}

/**
 * A block type: schema/blocks/<type>.ts exports one, found there by `npm run generate`. Its props
 * are `type` and its fields; editors, validation, the catalog and docs/blocks.md all read them here.
 */
export function defineBlock<const Type extends string, Shape extends z.ZodRawShape>(
  definition: BlockDefinitionInput<Type, Shape, BlockOutput<Type, Shape>>,
) {
  const { type, description, fields, check, migrations = [] } = definition;
  return {
    type,
    description,
    group: definition.group,
    frame: definition.frame,
    structuredData: definition.structuredData,
    openGraphType: definition.openGraphType,
    contentSources: definition.contentSources,
    version: migrations.length + 1,
    migrations,
    schema: (kit: BlockKit) => {
      const object = z.strictObject({
        type: z.literal(type).meta({ description: `The block type: ${type}.` }),
        ...fields(kit),
      });
      return (check ? object.superRefine(check) : object).meta({ title: type, description });
    },
  };
}
