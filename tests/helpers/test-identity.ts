import type { SiteIdentity } from "../../src/engine/site";
import { testLanguages } from "./test-languages";

/**
 * What every page of a test site shares: Brightline, at its own origin and root, in the shipped
 * languages, with no profiles elsewhere; `fields` sets what a test is about (a logo, a base, analytics).
 */
export function testIdentity(fields: Partial<SiteIdentity> = {}): SiteIdentity {
  return {
    name: "Brightline",
    url: "https://www.brightline.example",
    base: "/",
    languages: testLanguages,
    sameAs: [],
    ...fields,
  };
}
