import type { z } from "zod";
import { createSiteSchema } from "../../../schema/site";
import type { BlockKit } from "../../../schema/kit/block-kit";
import { createValidationContext, type SiteFacts, validateInContext } from "../../../schema/kit/validation-context";
import type { SiteError } from "../errors/site-error";
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

/** Validates content/site.yaml; an empty file is checked as an empty mapping, so each missing field is named. */
export function validateSiteConfig(source: YamlSource | undefined, kit: BlockKit, facts: SiteFacts): CheckedSiteConfig {
  if (!source?.readable) return { errors: [] };
  const schema = createSiteSchema(kit);
  const context = createValidationContext(facts);
  const parsed = validateInContext(schema, source.data ?? {}, context);
  const document: CheckedDocument = { source, uses: context, valid: parsed.success };
  if (!parsed.success) return { document, errors: issuesToErrors(parsed.error.issues, { source, schema, base: [] }) };
  return { config: parsed.data, document, errors: [] };
}
