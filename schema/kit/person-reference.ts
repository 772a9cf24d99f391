import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import type { ImageAsset } from "./asset-kit";
import type { SiteFacts } from "./validation-context";

/** The site's people by id, and those that could not be read, as the collections are loaded. */
interface PeopleFacts {
  records: { people: ReadonlyMap<number, ShownPerson> };
  unreadableRecords: SiteFacts["unreadableRecords"];
}

/** What a person shows wherever the site names them: their name and their one portrait. */
export interface ShownPerson {
  name: string;
  avatar: ImageAsset;
}

const hint =
  "Write the id of a person of content/people.yaml (docs/collections.md lists them by name), or add the person there with their name and portrait.";

/**
 * A person of content/people.yaml, named by id (`person: 3`) where a team grid, a testimonial or a
 * comment shows someone. It resolves to the person's name and portrait, so a person looks the same on
 * every page, and a name is never drawn with someone else's face.
 */
export function createPersonReference(facts: PeopleFacts) {
  return z
    .number()
    .int()
    .positive()
    .transform((id, ctx): ShownPerson => {
      const person = facts.records.people.get(id);
      if (person) return { name: person.name, avatar: person.avatar };
      const unreadable = facts.unreadableRecords.get("people");
      // A person whose own entry could not be read is reported in content/people.yaml, not at every mention.
      if (unreadable !== "all" && !unreadable?.has(id)) {
        ctx.issues.push(schemaIssue("missing-record", id, { collection: "people", id }, { hint }));
      }
      return z.NEVER;
    })
    .meta({ description: "Id of a person in content/people.yaml, whose name and portrait show here." });
}
