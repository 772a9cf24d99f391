import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { BlogTag } from "../../ui/BlogTag";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ShareLinks } from "../../ui/ShareLinks";

/** A blog post read in full: a static block, it ships no script. */
export default function BlogPost({ post, byline, tags, share, comments }: BlockProps<"blog-post">) {
  const ids = useId();
  const [first, ...rest] = post.body ?? [];
  const { quote } = post;
  return (
    <article data-block="blog-post" aria-labelledby={`${ids}-title`} className="bg-white pb-8 pt-12 md:pt-16">
      <div className="page-column">
        <div className="mx-auto max-w-4xl">
          <BlogTag tag={post.tag} />
          <h1 id={`${ids}-title`} className="mt-4 text-3xl leading-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-muted" data-slot="byline">
            <span className="inline-flex items-center gap-2">
              <Icon name="user" className="size-4" />
              {byline}
            </span>
            <span className="inline-flex items-center gap-2">
              <Icon name="calendar" className="size-4" />
              {post.date}
            </span>
          </p>
          {post.image && (
            <Picture
              layout="column"
              image={post.image}
              alt=""
              priority
              className="mt-10 aspect-[800/520] w-full rounded-card object-cover shadow-card"
            />
          )}
          <div className="mt-10 space-y-6 text-lg leading-relaxed text-muted" data-slot="body">
            <p className="text-xl text-ink">{post.description}</p>
            {first && <p>{first}</p>}
            {quote && (
              <blockquote className="rounded-card border-l-4 border-accent bg-accent-soft px-6 py-5 text-xl font-semibold text-ink sm:px-8">
                <Icon name="quote" className="mb-2 size-7 text-accent" />
                <p>{quote}</p>
              </blockquote>
            )}
            {rest.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {(tags ?? share) && (
            <div className="mt-10 flex flex-wrap items-center justify-between gap-6 border-y border-line py-6">
              {tags && (
                <p className="flex flex-wrap items-center gap-2" data-slot="tags">
                  <span className="font-semibold text-ink">{tags.label}</span>
                  {tags.items.map((tag) => (
                    <span key={tag} className="rounded-pill bg-accent-soft px-3 py-1 text-sm text-ink">
                      {tag}
                    </span>
                  ))}
                </p>
              )}
              {share && <ShareLinks share={share} tone="outline" />}
            </div>
          )}
          {comments && (
            <section aria-labelledby={`${ids}-comments`} className="mt-12" data-slot="comments">
              <h2 id={`${ids}-comments`} className="text-2xl sm:text-3xl">
                {comments.heading}
              </h2>
              <ol className="mt-8 space-y-6">
                {comments.items.map((comment) => (
                  <li key={comment.id} className="flex gap-4 rounded-card border border-line p-5 sm:gap-6 sm:p-6">
                    <Picture
                      layout="thumbnail"
                      image={comment.avatar}
                      alt=""
                      className="size-14 shrink-0 rounded-full sm:size-16"
                    />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <p className="font-semibold text-ink">{comment.name}</p>
                        <a
                          href={comments.replyHref}
                          className="text-sm font-semibold text-accent hover:underline"
                          aria-label={`${comments.reply}: ${comment.name}`}
                        >
                          {comments.reply}
                        </a>
                      </div>
                      <p className="text-sm text-muted">{comment.date}</p>
                      <p className="mt-3 leading-relaxed text-muted">{comment.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
