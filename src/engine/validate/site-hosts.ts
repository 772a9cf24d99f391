import type { SiteFacts } from "../../../schema/kit/validation-context";
import { hostsSchema } from "../../../schema/site";
import { siteError, type SiteError } from "../errors/catalogue";
import { positionOf, type YamlSource } from "../read/yaml-source";

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The hosts content/site.yaml declares, read before anything else since every link may name one.
 * "unchecked" when the file or its hosts cannot be read: their error is reported in site.yaml (by the
 * site's schema), and host links elsewhere are not all reported again as unknown.
 */
export function siteHosts(site: YamlSource | undefined): { hosts: SiteFacts["hosts"]; errors: SiteError[] } {
  if (!site?.readable) return { hosts: "unchecked", errors: [] };
  const raw = isMapping(site.data) ? site.data.hosts : undefined;
  // zod leaves a "__proto__" key out of a mapping without a word, so it is named here.
  if (isMapping(raw) && Object.hasOwn(raw, "__proto__")) {
    const path = ["hosts", "__proto__"];
    const where = { file: site.file, ...positionOf(site, path, { key: true }), path: "hosts.__proto__" };
    const message = 'the name "__proto__" is not allowed: it names the inner workings of every object';
    return { hosts: "unchecked", errors: [siteError("invalid-value", where, message, "Rename the key.")] };
  }
  const hosts = hostsSchema.safeParse(raw);
  return { hosts: hosts.success ? new Map(Object.entries(hosts.data)) : "unchecked", errors: [] };
}
