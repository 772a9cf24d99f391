import { z } from "zod";
import { collections } from "../../../schema/collections";
import { createBlockKit } from "../../../schema/kit/block-kit";
import { createValidationContext, type SiteFacts } from "../../../schema/kit/validation-context";
import { builtInThemes } from "../../../schema/themes/site-themes";
import { createPageSchema } from "../../../schema/page";
import { createSiteSchema } from "../../../schema/site";

/** What an editor's schema lists of a site: the themes a page may name, and its languages. */
export type EditorFacts = Pick<SiteFacts, "themes" | "languages">;

function toJson(schema: z.ZodType, id: string): string {
  const json = z.toJSONSchema(schema, { io: "input", target: "draft-7", unrepresentable: "any" });
  return `${JSON.stringify({ $id: id, ...json }, null, 2)}\n`;
}

/**
 * The JSON Schemas editors use to check and autocomplete YAML (the first line of each file names
 * one), by file name under schema/: page.schema.json, site.schema.json and one per collection. A
 * page's theme is offered from `themes` (the built-in ones, and site.yaml's where it was read), and
 * where a page names a language, they list the site's `languages`.
 */
export function jsonSchemas({ themes = builtInThemes(), languages = ["en"] }: Partial<EditorFacts> = {}): Map<
  string,
  string
> {
  // Nothing else loaded: only the shape of the input matters for an editor's schema.
  const context = createValidationContext({ themes, languages });
  const blockKit = createBlockKit(context);
  const files = new Map<string, string>();
  files.set("page.schema.json", toJson(createPageSchema(blockKit), "page.schema.json"));
  files.set("site.schema.json", toJson(createSiteSchema(blockKit), "site.schema.json"));
  for (const collection of collections) {
    const list = z
      .array(collection.record(blockKit))
      .meta({ title: collection.name, description: collection.description });
    files.set(`${collection.name}.schema.json`, toJson(list, `${collection.name}.schema.json`));
  }
  return files;
}
