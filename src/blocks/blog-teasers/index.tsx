import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { ActionButton } from "../../ui/ActionButton";
import { cx } from "../../ui/cx";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { VideoModal } from "../../ui/VideoModal";
import { BlogTeaserCard } from "./BlogTeaserCard";

/** Static, unless posts with videos get play buttons: then it starts on first use. */
export const island: IslandRule<BlockProps<"blog-teasers">> = ({ videos, posts }) =>
  videos && posts.some((post) => post.videoId) ? "interaction" : null;

/** A heading and cards of chosen blog posts, each linking to /blog/{id}; an optional button to more. */
export default function BlogTeasers({
  eyebrow,
  heading,
  lead,
  surface,
  posts,
  readMore,
  more,
  videos,
  playLabel,
  closeLabel,
}: BlockProps<"blog-teasers">) {
  const headingId = `${useId()}-heading`;
  const [playing, setPlaying] = useState<{ id: string; title: string } | null>(null);
  return (
    <Section surface={surface} labelledBy={headingId} block="blog-teasers">
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div
        className={cx(
          "mt-12 grid gap-8 md:grid-cols-2",
          // Two posts sit side by side in the middle rather than leaving a third column empty.
          posts.length === 2 ? "mx-auto max-w-5xl" : "lg:grid-cols-3",
        )}
        data-reveal
      >
        {posts.map((post) => (
          <BlogTeaserCard
            key={post.id}
            post={post}
            readMore={readMore}
            play={
              videos && post.videoId
                ? { label: playLabel, onPlay: () => setPlaying({ id: post.videoId ?? "", title: post.title }) }
                : undefined
            }
          />
        ))}
      </div>
      {videos && (
        <VideoModal
          videoId={playing?.id ?? null}
          title={playing?.title ?? playLabel}
          closeLabel={closeLabel}
          onClose={() => setPlaying(null)}
        />
      )}
      {more && (
        <div className="mt-12 flex justify-center">
          <ActionButton action={more} />
        </div>
      )}
    </Section>
  );
}
