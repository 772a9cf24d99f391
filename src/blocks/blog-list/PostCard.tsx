import { useId } from "react";
import type { BlogPost } from "../../../schema/collections";
import { useSitePath } from "../../page/use-site-path";
import { BlogTag } from "../../ui/BlogTag";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ReadMoreLink } from "../../ui/ReadMoreLink";

export type PostCardVariant = "list" | "grid" | "tiles";

interface PostCardProps {
  post: BlogPost;
  variant: PostCardVariant;
  readMore: string;
  /** Words before the date, such as "Created on -". */
  datePrefix?: string | undefined;
  /** The first cards are in the first screen: their images load at once. */
  priority: boolean;
}

/**
 * One post of a blog list: picture, date, title and (list and grid) description and read-more link,
 * styled by the post-card utility in the look the section's data-variant names (posts.css).
 */
export function PostCard({ post, variant, readMore, datePrefix, priority }: PostCardProps) {
  const titleId = useId();
  const href = useSitePath()(`/blog/${post.id}`);
  return (
    <article className="post-card group" data-slot="post">
      {post.image ? (
        <a href={href} tabIndex={-1} aria-hidden="true">
          <Picture layout="card" image={post.image} alt="" priority={priority} />
        </a>
      ) : null}
      <div>
        <p>
          {variant === "tiles" && <BlogTag tag={post.tag} />}
          <span data-slot="date">
            <Icon name="calendar" />
            {datePrefix ? `${datePrefix} ${post.date}` : post.date}
          </span>
        </p>
        <h2 id={titleId}>
          <a href={href}>{post.title}</a>
        </h2>
        {variant !== "tiles" && (
          <>
            <p>{post.description}</p>
            <div>
              <ReadMoreLink href={href} label={readMore} titleId={titleId} />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
