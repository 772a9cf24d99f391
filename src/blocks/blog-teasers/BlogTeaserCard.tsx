import { useId } from "react";
import type { BlogPost } from "../../../schema/collections";
import { useSitePath } from "../../page/use-site-path";
import { BlogTag } from "../../ui/BlogTag";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ReadMoreLink } from "../../ui/ReadMoreLink";

/**
 * One post: picture with its tag, date, title and description, and a link to read the whole post,
 * styled by the post-card utility (posts.css).
 */
export function BlogTeaserCard({
  post,
  readMore,
  play,
}: {
  post: BlogPost;
  readMore: string;
  /** A play button on the picture that opens the post's video. */
  play?: { label: string; onPlay: () => void } | undefined;
}) {
  const titleId = useId();
  const href = useSitePath()(`/blog/${post.id}`);
  return (
    <article className="post-card group" data-slot="post">
      <div>
        {post.image && <Picture layout="card" image={post.image} alt="" />}
        <BlogTag tag={post.tag} />
        {play && (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={play.label}
            aria-describedby={titleId}
            onClick={play.onPlay}
            data-slot="play"
            className="absolute inset-0 m-auto grid size-16 place-items-center rounded-full bg-white text-accent shadow-lift ring-8 ring-white/30 transition-colors duration-200 hover:bg-accent hover:text-accent-ink"
          >
            <Icon name="play" className="size-6 translate-x-px fill-current" />
          </button>
        )}
      </div>
      <div>
        <p>
          <Icon name="calendar" />
          {post.date}
        </p>
        <h3 id={titleId}>
          <a href={href}>{post.title}</a>
        </h3>
        <p>{post.description}</p>
        <div>
          <ReadMoreLink href={href} label={readMore} titleId={titleId} />
        </div>
      </div>
    </article>
  );
}
