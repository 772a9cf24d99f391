import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { inputLimits } from "../../src/engine/read/input-limits";
import type { CollectionName, RecordOf } from "../collections";
import { createCollectionKit } from "./collection-kit";
import { createThemeKit } from "./theme-kit";
import { createLanguageKit } from "./language-rule";
import { currentRecord, type SiteFacts } from "./validation-context";
import { fieldRole } from "./field-roles";

const recordId = z.number().int().positive();

/** The `from:` of a reference: which collection its ids are records of. */
const collectionName = <Name extends CollectionName>(name: Name) =>
  z.literal(name).meta({ description: `The collection: ${name} (content/${name}.yaml).` });

/**
 * Fields of blocks: images and links, people, references to records of the site's collections, and the
 * site's languages.
 */
export function createBlockKit(facts: SiteFacts) {
  function lookup<Name extends CollectionName>(
    name: Name,
    id: number,
    ctx: z.core.ParsePayload<unknown>,
    path: PropertyKey[],
  ): RecordOf<Name> | undefined {
    const record = facts.records[name].get(id);
    const unreadable = facts.unreadableRecords.get(name);
    // A record whose file or entry could not be read is reported there, not at every reference to it.
    if (!record && unreadable !== "all" && !unreadable?.has(id)) {
      ctx.issues.push(schemaIssue("missing-record", id, { collection: name, id }, { path }));
    }
    return record;
  }

  /**
   * One record of a collection: `{ from: blog, id: 3 }`, or `current` on a page that renders once per
   * record (pages/blog/[id].yaml), where it stands for the record that copy of the page is made for.
   */
  const one = <Name extends CollectionName>(name: Name) =>
    z
      .union([
        z.literal("current").meta({ description: "The record this page is rendered for." }),
        z.strictObject({ from: collectionName(name), id: recordId.meta({ description: `Id of the ${name} record.` }) }),
      ])
      .transform((ref, ctx): RecordOf<Name> => {
        if (ref !== "current") return lookup(name, ref.id, ctx, ["id"]) ?? z.NEVER;
        const current = currentRecord();
        if (current?.collection === name) return lookup(name, current.id, ctx, []) ?? z.NEVER;
        ctx.issues.push(schemaIssue("no-current-record", ref, { collection: name }));
        return z.NEVER;
      })
      .meta({
        description: `One ${name} record: { from: ${name}, id: 3 }, or "current" on a per-record page.`,
        ...fieldRole("record"),
      });

  /**
   * Why a range of ids cannot be shown, found from its two ends and the collection's size before any
   * list is made of it; undefined when it can. An unread collection's size is unknown.
   */
  function rangeProblem(name: CollectionName, [first, last]: readonly [number, number]): string | undefined {
    if (first > last)
      return `the range [${first}, ${last}] runs backwards; write the lower id first: [${last}, ${first}]`;
    const span = last - first + 1;
    const unreadable = facts.unreadableRecords.get(name);
    const records = unreadable === "all" ? Infinity : facts.records[name].size + (unreadable?.size ?? 0);
    const count = (n: number) => n.toLocaleString("en");
    if (span > records) {
      return `the range [${first}, ${last}] spans ${count(span)} ids, but content/${name}.yaml holds ${count(records)} records`;
    }
    if (span > inputLimits.recordsPerReference) {
      return `the range [${first}, ${last}] spans ${count(span)} ids; a block shows at most ${count(inputLimits.recordsPerReference)} records`;
    }
    return undefined;
  }

  /** The ids of a range; none when it cannot be shown, with the issue that says why. */
  function rangeIds(
    name: CollectionName,
    range: readonly [number, number],
    ctx: z.core.ParsePayload<unknown>,
  ): number[] {
    const problem = rangeProblem(name, range);
    if (problem) {
      ctx.issues.push(schemaIssue("invalid-range", range, { reason: problem }, { path: ["range"] }));
      return [];
    }
    // An unread collection's size is unknown: its own error is reported, and the range shows nothing.
    if (facts.unreadableRecords.get(name) === "all") return [];
    return Array.from({ length: range[1] - range[0] + 1 }, (_, i) => range[0] + i);
  }

  /** Several records of a collection, in the order given: `{ from: blog, ids: [1, 2] }` or `{ from: blog, range: [6, 10] }`. */
  const many = <Name extends CollectionName>(name: Name) =>
    z
      .union([
        z.strictObject({
          from: collectionName(name),
          ids: z
            .array(recordId)
            .min(1)
            .max(inputLimits.recordsPerReference)
            .meta({ description: `Ids of the ${name} records, in the order they show.` }),
        }),
        z.strictObject({
          from: collectionName(name),
          range: z.tuple([recordId, recordId]).meta({ description: "First and last id, both included." }),
        }),
      ])
      .transform((ref, ctx): RecordOf<Name>[] => {
        const ids = "ids" in ref ? ref.ids : rangeIds(name, ref.range, ctx);
        const records = ids.map((id, index) => lookup(name, id, ctx, "ids" in ref ? ["ids", index] : ["range"]));
        return records.filter((record): record is RecordOf<Name> => record !== undefined);
      })
      .meta({
        description: `Several ${name} records: { from: ${name}, ids: [1, 2] } or { from: ${name}, range: [6, 10] }.`,
        ...fieldRole("records"),
      });

  /**
   * The comments that answer one post, in the order of content/comments.yaml: `{ from: comments, post:
   * current }` on pages/blog/[id].yaml, where each post shows its own, or `{ from: comments, post: 3 }`.
   */
  const commentsOn = () =>
    z
      .strictObject({
        from: collectionName("comments"),
        post: z
          .union([z.literal("current").meta({ description: "The post this page is rendered for." }), recordId])
          .meta({ description: 'The post whose comments show: "current" on a per-post page, or its id.' }),
      })
      .transform((ref, ctx): RecordOf<"comments">[] => {
        const current = currentRecord();
        if (ref.post === "current" && current?.collection !== "blog") {
          ctx.issues.push(schemaIssue("no-current-record", ref.post, { collection: "blog" }, { path: ["post"] }));
          return z.NEVER;
        }
        const post = ref.post === "current" ? (current?.id ?? 0) : ref.post;
        if (!lookup("blog", post, ctx, ["post"])) return z.NEVER;
        return [...facts.records.comments.values()].filter((comment) => comment.post === post);
      })
      .meta({
        description: "The comments on a post: { from: comments, post: current } or { from: comments, post: 3 }.",
      });

  return {
    ...createCollectionKit(facts),
    ...createThemeKit(facts),
    ...createLanguageKit(facts),
    one,
    many,
    commentsOn,
  };
}

export type BlockKit = ReturnType<typeof createBlockKit>;
