import { createAssetKit } from "./asset-kit";
import { createPersonReference } from "./person-reference";
import type { SiteFacts } from "./validation-context";

/** Fields of collection records: images and links, and the people of content/people.yaml a record names. */
export function createCollectionKit(
  facts: Pick<SiteFacts, "images" | "hosts" | "redirects" | "base" | "records" | "unreadableRecords">,
) {
  const person = createPersonReference(facts);
  return { ...createAssetKit(facts), person: () => person };
}

export type CollectionKit = ReturnType<typeof createCollectionKit>;
