import { useCallback, useEffect, useMemo, useState } from "react";
import type { SiteChoices } from "./site-choices";
import type { LinkTarget, RecordChoice } from "./studio-api-types";
import { studioClient } from "./studio-client";

/** The section ids a page's blocks give themselves. */
const anchorsOf = (blocks: readonly unknown[]) =>
  blocks.flatMap((block) =>
    typeof block === "object" && block !== null && "id" in block && typeof block.id === "string" ? [block.id] : [],
  );

/**
 * What the pickers of a page offer: the site's paths and records, read when the page opens (the
 * paths again when a link picker opens), and the page's own sections as they are now.
 */
export function useSiteChoices(route: string, blocks: readonly unknown[]): SiteChoices {
  const [links, setLinks] = useState<LinkTarget[]>();
  const [records, setRecords] = useState<Partial<Record<string, RecordChoice[]>>>();
  const refreshLinks = useCallback(() => {
    void studioClient.links().then((answer) => answer.ok && setLinks(answer.value));
  }, []);
  useEffect(() => {
    refreshLinks();
    void studioClient.records().then((answer) => answer.ok && setRecords(answer.value));
  }, [refreshLinks]);
  const ownAnchors = useMemo(() => anchorsOf(blocks), [blocks]);
  return useMemo(
    () => ({ route, ownAnchors, links, records, refreshLinks }),
    [route, ownAnchors, links, records, refreshLinks],
  );
}
