import { useId } from "react";
import type { BlogPost } from "../../../schema/collections";
import { useSitePath } from "../../page/use-site-path";
import { BlogTag } from "../../ui/BlogTag";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ReadMoreLink } from "../../ui/ReadMoreLink";

/** One post: picture with its tag, date, title and description, and a link to read the whole post. */
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
    <article
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift"
      data-slot="post"
    >
      <div className="relative aspect-[800/520] overflow-hidden bg-accent-soft">
        {post.image && (
          <Picture
            layout="card"
            image={post.image}
            alt=""
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        )}
        <BlogTag tag={post.tag} className="absolute left-5 top-5 shadow-sm" />
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
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Icon name="calendar" className="size-4" />
          {post.date}
        </p>
        <h3 id={titleId} className="mt-3 text-xl leading-snug">
          <a href={href} className="transition-colors hover:text-accent">
            {post.title}
          </a>
        </h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-muted">{post.description}</p>
        <div className="mt-auto pt-6">
          <ReadMoreLink href={href} label={readMore} titleId={titleId} />
        </div>
      </div>
    </article>
  );
}
