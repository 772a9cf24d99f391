import { blockTypes, contentSourcesOf, type Block } from "../../../schema/blocks";
import type { PageData } from "../../../schema/page";
import type { SiteIdentity } from "../site";
import { analyticsSources } from "./analytics-tags";
import { hashSource, mergeSources, styleAttributeHashes, type PolicySources } from "./content-security-policy";
import { speculationRulesText } from "./html-document";
import { pageThemeCss } from "./theme-style";

/**
 * What the blocks of a page (or of every page) need, each block type asked once with all its blocks.
 * The blocks are sorted by type in one pass: the whole site's are tens of thousands in a large site.
 */
export function blockSources(blocks: readonly Block[]): PolicySources {
  const byType = new Map<Block["type"], Block[]>();
  for (const block of blocks) {
    const ofType = byType.get(block.type);
    if (ofType) ofType.push(block);
    else byType.set(block.type, [block]);
  }
  const parts: PolicySources[] = [];
  for (const type of blockTypes) {
    const ofType = byType.get(type);
    const sources = ofType && contentSourcesOf(type, ofType);
    if (sources) parts.push(sources);
  }
  return mergeSources(...parts);
}

/**
 * What every page of the site runs or loads beyond its own files, whatever it shows: its speculation
 * rules (an inline script, allowed by its hash) and the analytics providers.
 */
export function siteSources(identity: Pick<SiteIdentity, "base" | "analytics">): PolicySources {
  return mergeSources(
    { "script-src": [hashSource(speculationRulesText(identity.base))] },
    analyticsSources(identity.analytics ?? []),
  );
}

interface PagePolicyInput {
  page: PageData;
  identity: SiteIdentity;
  /** The page's markup as the renderer drew it: its style attributes are allowed by their hashes. */
  markup: string;
}

/**
 * Exactly what one page needs: the site's sources, its blocks', and the hashes of its theme's style
 * and of each style attribute it has.
 */
export function pagePolicySources({ page, identity, markup }: PagePolicyInput): PolicySources {
  return mergeSources(siteSources(identity), blockSources(page.blocks), {
    "style-src": [hashSource(pageThemeCss(page, identity)), ...styleAttributeHashes(markup)],
  });
}
