import { useId } from "react";
import type { BlogPost } from "../../../schema/collections";
import { useSitePath } from "../../page/use-site-path";
import { BlogTag } from "../../ui/BlogTag";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ReadMoreLink } from "../../ui/ReadMoreLink";

export type PostCardVariant = "list" | "grid" | "tiles";

const variants: Record<PostCardVariant, { title: string; body: string; image: string }> = {
  list: { title: "text-2xl sm:text-3xl", body: "p-6 sm:p-8", image: "aspect-[800/520] sm:aspect-[2/1]" },
  grid: { title: "text-xl", body: "p-6", image: "aspect-[800/520]" },
  tiles: { title: "text-xl sm:text-2xl", body: "p-6 sm:p-7", image: "aspect-[800/520]" },
};

interface PostCardProps {
  post: BlogPost;
  variant: PostCardVariant;
  readMore: string;
  /** Words before the date, such as "Created on -". */
  datePrefix?: string | undefined;
  /** The first cards are in the first screen: their images load at once. */
  priority: boolean;
}

/** One post of a blog list: picture, date, title and (list and grid) description and read-more link. */
export function PostCard({ post, variant, readMore, datePrefix, priority }: PostCardProps) {
  const titleId = useId();
  const href = useSitePath()(`/blog/${post.id}`);
  const classes = variants[variant];
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition duration-300 hover:shadow-lift"
      data-slot="post"
    >
      {post.image ? (
        <a
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          className={cx("block overflow-hidden bg-accent-soft", classes.image)}
        >
          <Picture
            layout="card"
            image={post.image}
            alt=""
            priority={priority}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        </a>
      ) : null}
      <div className={cx("flex flex-1 flex-col", classes.body)}>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {variant === "tiles" && <BlogTag tag={post.tag} />}
          <span className="inline-flex items-center gap-2" data-slot="date">
            <Icon name="calendar" className="size-4" />
            {datePrefix ? `${datePrefix} ${post.date}` : post.date}
          </span>
        </p>
        <h2 id={titleId} className={cx("mt-3 leading-snug", classes.title)}>
          <a href={href} className="transition-colors hover:text-accent">
            {post.title}
          </a>
        </h2>
        {variant !== "tiles" && (
          <>
            <p className="mt-3 leading-relaxed text-muted">{post.description}</p>
            <div className="mt-auto pt-6">
              <ReadMoreLink href={href} label={readMore} titleId={titleId} />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
