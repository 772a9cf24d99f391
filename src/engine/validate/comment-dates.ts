import type { CollectionRecords } from "../../../schema/collections";
import { isoDate } from "../../../schema/collections/blog";
import { siteError, type SiteError } from "../errors/site-error";
import { positionOf, type YamlSource } from "../read/yaml-source";
import type { SiteFacts } from "../../../schema/kit/validation-context";

/**
 * Every comment answers a post that exists and was published by the comment's date: a comment
 * written before its post would show a reader a conversation that could not have happened.
 */
export function checkCommentDates(
  records: CollectionRecords,
  source: YamlSource | undefined,
  unreadable: SiteFacts["unreadableRecords"],
): SiteError[] {
  if (!source?.readable || !Array.isArray(source.data)) return [];
  const posts = unreadable.get("blog");
  const errors: SiteError[] = [];
  source.data.forEach((item: unknown, index) => {
    const id = typeof item === "object" && item !== null && "id" in item ? item.id : undefined;
    const comment = typeof id === "number" ? records.comments.get(id) : undefined;
    if (!comment) return;
    const post = records.blog.get(comment.post);
    if (!post) {
      // A post that exists but could not be read is reported in content/blog.yaml, not here again.
      if (posts === "all" || posts?.has(comment.post)) return;
      const where = { file: source.file, ...positionOf(source, [index, "post"]), path: `[${index}].post` };
      errors.push(siteError("missing-record", where, { collection: "blog", id: comment.post }));
      return;
    }
    const [writtenDay = ""] = comment.date.split(" at ");
    if (isoDate(writtenDay) >= isoDate(post.date)) return;
    const where = { file: source.file, ...positionOf(source, [index, "date"]), path: `[${index}].date` };
    const facts = { written: comment.date, post: comment.post, published: post.date };
    errors.push(
      siteError(
        "comment-before-post",
        where,
        facts,
        `Date the comment on or after ${post.date}, when post ${comment.post} was published, or set post: to the id of the post it answers.`,
      ),
    );
  });
  return errors;
}
