import { z } from "zod";
import type { CatalogOutline } from "../src/catalog/catalog-outline";
import { type Block, createBlockUnion } from "./blocks";
import { collectionNames } from "./collections";
import type { Language } from "./language/site-language";
import type { BlockKit } from "./kit/block-kit";
import { lengthCheck } from "./kit/length-limits";
import { text } from "./primitives";
import type { ThemePalette } from "./themes/theme-palette";
import type { RadiusStep } from "./themes/theme-radius";

/** A path on the site: "/", "/home/seo-agency". Lower case, no trailing slash. */
export const routePath = () =>
  z
    .string()
    .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
      error: 'expected a lower-case path such as "/home/seo-agency", with no trailing slash',
    })
    .check(lengthCheck("route"))
    .meta({ description: 'A path on this site, such as "/home/seo-agency".' });

/**
 * Everything a page document holds besides its blocks; its theme is one the site defines, and the
 * languages it names are the site's.
 */
export const createPageFields = (kit: Pick<BlockKit, "theme" | "language" | "byLanguage">) => ({
  title: text(
    "Title of the page: the browser tab and search results show it. On a per-record page, {field} inserts a field of the record.",
    "title",
  ),
  description: text(
    "Meta description: one or two sentences search results show under the title. {field} works as in title.",
    "description",
  ),
  lang: kit.language("Language of the page, one of site.yaml's languages; site.yaml's lang when left out.").optional(),
  theme: kit.theme(),
  aliases: z
    .array(routePath())
    .default([])
    .meta({ description: 'Other paths that show this same page, such as "/home/sass-product" for "/".' }),
  translations: kit
    .byLanguage(
      routePath(),
      'The same page in other languages, by language of the site: { es: "/es/pricing" }. Each must be a page in that language that names this page back.',
    )
    .default({}),
  collection: z
    .enum(collectionNames)
    .optional()
    .meta({ description: "On pages/<path>/[id].yaml: the collection with one page per record." }),
});

/** The page document, blocks included, as editors validate it through the generated JSON Schema. */
export function createPageSchema(kit: BlockKit) {
  return z
    .strictObject({
      ...createPageFields(kit),
      blocks: z.array(createBlockUnion(kit)).meta({ description: "The sections of the page, top to bottom." }),
    })
    .meta({ title: "Page", description: "One page of the site: pages/<route>.yaml." });
}

type PageFields = z.output<z.ZodObject<ReturnType<typeof createPageFields>>>;

/** A validated page as the browser receives it: one per route, references resolved. */
export interface PageData extends Pick<PageFields, "title" | "description" | "theme" | "translations"> {
  route: string;
  lang: Language;
  /** The colours of its theme, which the page's stylesheet and its social card are drawn in. */
  palette: ThemePalette;
  /** The corners of its theme, when the theme sets them; else the stylesheet's. */
  radius?: RadiusStep | undefined;
  /** The name of its theme's font among site.yaml's fonts, when the theme sets one; else the site's. */
  font?: string | undefined;
  blocks: Block[];
  /** Kept out of search engines' indexes (the block catalog). */
  noindex?: boolean;
  /** Set on the block catalog: its blocks laid out in groups, each with its YAML. */
  catalog?: CatalogOutline;
}
