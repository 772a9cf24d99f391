import { hostsSchema } from "../../schema/site";
import type { SiteFacts } from "../../schema/kit/validation-context";
import type { YamlSource } from "./yaml-source";

/**
 * The hosts content/site.yaml declares, read before anything else since every link may name one.
 * "unchecked" when the file or its hosts cannot be read: their error is reported in site.yaml, and
 * host links elsewhere are not all reported again as unknown.
 */
export function siteHosts(site: YamlSource | undefined): SiteFacts["hosts"] {
  if (!site?.readable) return "unchecked";
  const raw = site.data;
  const hosts = hostsSchema.safeParse(
    typeof raw === "object" && raw !== null && "hosts" in raw ? raw.hosts : undefined,
  );
  return hosts.success ? new Map(Object.entries(hosts.data)) : "unchecked";
}
