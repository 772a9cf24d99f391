import { groupsOfBlocks } from "../../../schema/block-groups";
import {
  blocks as blockDefinitions,
  createBlockSchemas,
  type Block,
  type BlockSchemas,
  type BlockType,
} from "../../../schema/blocks";
import { createBlockKit } from "../../../schema/kit/block-kit";
import {
  createValidationContext,
  type ValidationContext,
  validateInContext,
} from "../../../schema/kit/validation-context";
import type { PageData } from "../../../schema/page";
import { defaultTheme } from "../../../schema/themes/shipped-themes";
import { siteTheme } from "../../../schema/themes/site-themes";
import type { CatalogGroupOutline, CatalogOutline, CatalogSection } from "../../catalog/catalog-outline";
import type { YamlSource } from "../read/yaml-source";
import { sortErrors, type SiteError } from "../errors/site-error";
import type { LoadResult } from "../load-site";
import type { Site } from "../site";
import { isMapping } from "../read/yaml-data";
import { issuesToErrors } from "../validate/issues/zod-issues";
import { exampleText, readExamples } from "./block-examples";

/** Where the catalog is served; paths starting with /_ are the site's own tools, left out of the sitemap. */
export const catalogRoute = "/_catalog";

/** Where an example is: its block's index in the catalog page's blocks, and its place in its file. */
interface ExamplePlace {
  block: number;
  index: number;
}

/**
 * The block catalog: a page of the site (its head, card and every block it draws: the site's header,
 * each example, the site's footer), the outline that lays its examples out in groups, and the
 * examples' files, from which each example's YAML is taken when the catalog is drawn.
 */
export interface SiteCatalog {
  page: PageData;
  outline: CatalogOutline<ExamplePlace>;
  files: ReadonlyMap<BlockType, YamlSource>;
}

/** Ids the catalog itself gives elements: the main landmark, its contents list, and one section per block type. */
const catalogIds = new Set(["main", "catalog-contents", ...blockDefinitions.map((block) => block.type)]);

/**
 * An anchor is an id on the page: two examples with `id: contact` would repeat it. The second and
 * later get a number (contact-2), and none may take an id the catalog gives its own sections.
 */
export function uniqueAnchor(example: unknown, used: Set<string>): unknown {
  if (!isMapping(example) || typeof example.id !== "string") return example;
  let id = example.id;
  for (let count = 2; used.has(id) || catalogIds.has(id); count++) id = `${example.id}-${count}`;
  used.add(id);
  return id === example.id ? example : { ...example, id };
}

/** The catalog's own words are English, whatever the site's language: its examples' words too. */
const catalogLanguage = "en";

/**
 * Reads and checks one block type's examples as a page's blocks are checked. A mistake is reported in
 * the examples file where it is, with its path (`[1].heading`) and the schema's message.
 */
function checkedExamples(
  type: BlockType,
  schemas: BlockSchemas,
  context: ValidationContext,
  usedAnchors: Set<string>,
  appRoot: string | undefined,
): { source: YamlSource; examples: { block: Block; index: number }[]; errors: SiteError[] } {
  const { source, examples, errors } = readExamples(type, appRoot);
  const schema = schemas.get(type);
  const checked: { block: Block; index: number }[] = [];
  for (const [index, example] of examples.entries()) {
    if (!schema) break;
    const parsed = validateInContext(schema, uniqueAnchor(example, usedAnchors), context, catalogLanguage);
    if (parsed.success) {
      checked.push({ block: parsed.data, index });
      continue;
    }
    const found = issuesToErrors(parsed.error.issues, { source, schema, base: [index] });
    errors.push(...found.map((error) => ({ ...error, message: `${type} example ${index + 1}: ${error.message}` })));
  }
  return { source, examples: checked, errors };
}

/**
 * The block catalog, when content/site.yaml asks for it (`catalog: true`): every block type drawn from
 * its examples (src/blocks/<type>/examples.yaml), in the groups its definitions name, between the
 * site's own header and footer. The examples are validated by the block schemas against this site's
 * images and collections, as a page's blocks are, so an example that no longer validates fails the
 * build with a report at the example. The examples are not link-checked: they are samples, and their
 * links name pages of the shipped site.
 */
export function siteCatalog(site: Site, appRoot?: string): { catalog?: SiteCatalog; errors: SiteError[] } {
  if (!site.catalog) return { errors: [] };
  const context = createValidationContext(site.facts);
  const schemas = createBlockSchemas(createBlockKit(context));
  const blocks: Block[] = [site.defaults.header];
  const errors: SiteError[] = [];
  const usedAnchors = new Set<string>();
  const files = new Map<BlockType, YamlSource>();
  const groups: CatalogGroupOutline<ExamplePlace>[] = [];
  for (const group of groupsOfBlocks(blockDefinitions)) {
    const sections = group.blocks.map(({ type, description }): CatalogSection<ExamplePlace> => {
      const checked = checkedExamples(type, schemas, context, usedAnchors, appRoot);
      errors.push(...checked.errors);
      files.set(type, checked.source);
      const examples = checked.examples.map(({ block, index }) => ({ block: blocks.push(block) - 1, index }));
      return { type, description, examples };
    });
    if (sections.length > 0) groups.push({ title: group.title, description: group.description, sections });
  }
  if (errors.length > 0) return { errors };
  blocks.push(site.defaults.footer);
  const look = siteTheme(site.facts.themes, defaultTheme);
  // A loaded site has every theme's colours: one it could not define stops the load.
  if (!look) throw new Error(`the site has no colours for its "${defaultTheme}" theme`);
  const page: PageData = {
    route: catalogRoute,
    title: "Block catalog",
    description: "Every block of the site drawn from its examples, with the YAML that makes it.",
    lang: catalogLanguage,
    theme: defaultTheme,
    palette: look.palette,
    ...(look.radius ? { radius: look.radius } : {}),
    ...(look.font ? { font: look.font } : {}),
    translations: {},
    blocks,
    noindex: true,
  };
  return { catalog: { page, outline: { groups }, files }, errors };
}

/**
 * The outline as the renderer draws it, each example with its YAML: taken from the files only now,
 * since placing it needs every file parsed again with positions, which a build whose catalog is in
 * the page cache never draws, and a validation never does.
 */
export function drawnOutline({ outline, files }: SiteCatalog): CatalogOutline {
  const groups = outline.groups.map((group) => ({
    ...group,
    sections: group.sections.map((section) => {
      const source = files.get(section.type);
      const examples = section.examples.map(({ block, index }) => ({
        block,
        yaml: source ? exampleText(source, index) : "",
      }));
      return { ...section, examples };
    }),
  }));
  return { groups };
}

export type SiteWithCatalog = LoadResult & { catalog?: SiteCatalog };

/**
 * A loaded site with its block catalog, when it shows one: the catalog's errors join the site's, and
 * a site with any is not built (`partial` keeps it for the dev server, as loadSite does).
 */
export function withCatalog(result: LoadResult, appRoot?: string): SiteWithCatalog {
  const shown = result.site ?? result.partial;
  const { catalog, errors } = shown ? siteCatalog(shown, appRoot) : { errors: [] };
  if (errors.length === 0) return { ...result, catalog };
  return { ...result, site: undefined, partial: shown, errors: sortErrors([...result.errors, ...errors]) };
}
