import type { z } from "zod";
import { footerBlock } from "../../../schema/blocks/footer";
import { headerBlock } from "../../../schema/blocks/header";
import { createSiteSchema } from "../../../schema/site";
import type { BlockKit } from "../../../schema/kit/block-kit";
import {
  createValidationContext,
  noting,
  type SiteFacts,
  validateInContext,
} from "../../../schema/kit/validation-context";
import type { Language } from "../../../schema/language/site-language";
import type { SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import type { YamlSource } from "../read/yaml-source";
import type { CheckedDocument } from "../routes/link-check";
import { issuesToErrors } from "./issues/zod-issues";

/** content/site.yaml, validated: the name, menu, redirects and default header and footer. */
export type SiteConfig = z.output<ReturnType<typeof createSiteSchema>>;

/** The language of pages that say none: site.yaml's lang, or the first of its languages. */
export const siteLanguage = (config: SiteConfig) => config.lang ?? config.languages[0].code;

export interface CheckedSiteConfig {
  /** Undefined when site.yaml is missing, unreadable or invalid. */
  config?: SiteConfig;
  /** site.yaml as a checked document, for the link check. */
  document?: CheckedDocument;
  errors: SiteError[];
}

/** The language site.yaml's own text is written in, as read before it is validated: its lang, else the first of its languages. */
function writtenLanguage(raw: unknown, facts: SiteFacts): Language | undefined {
  if (isMapping(raw) && typeof raw.lang === "string") return raw.lang;
  return facts.languages === "unchecked" ? undefined : facts.languages[0];
}

/**
 * The site's header and footer as validated, each read again in its own language where it names one
 * other than the site's: their fields left out say that language's words. They validated once already,
 * so they validate again, and what their links are was noted the first time.
 */
function framesInOwnLanguage(config: SiteConfig, raw: unknown, kit: BlockKit, facts: SiteFacts): SiteConfig {
  const own = (frame: unknown) => (isMapping(frame) && typeof frame.lang === "string" ? frame.lang : undefined);
  const reread = <Props>(schema: z.ZodType<Props>, frame: unknown, props: Props): Props => {
    const lang = own(frame);
    const words = lang === undefined || lang === siteLanguage(config) ? undefined : facts.blockWords.get(lang);
    if (!words) return props;
    const parsed = noting({ links: [], anchors: [], words }, () => schema.safeParse(frame));
    return parsed.success ? parsed.data : props;
  };
  if (!isMapping(raw)) return config;
  const header = reread(headerBlock.schema(kit), raw.header, config.header);
  const footer = reread(footerBlock.schema(kit), raw.footer, config.footer);
  return { ...config, header, footer };
}

/**
 * Validates content/site.yaml, its fields left out that say a word saying it in the site's language;
 * an empty file is checked as an empty mapping, so each missing field is named.
 */
export function validateSiteConfig(source: YamlSource | undefined, kit: BlockKit, facts: SiteFacts): CheckedSiteConfig {
  if (!source?.readable) return { errors: [] };
  const schema = createSiteSchema(kit);
  const context = createValidationContext(facts);
  const raw = source.data ?? {};
  const parsed = validateInContext(schema, raw, context, writtenLanguage(raw, facts));
  const document: CheckedDocument = { source, uses: context, valid: parsed.success };
  if (!parsed.success) return { document, errors: issuesToErrors(parsed.error.issues, { source, schema, base: [] }) };
  return { config: framesInOwnLanguage(parsed.data, raw, kit, facts), document, errors: [] };
}
