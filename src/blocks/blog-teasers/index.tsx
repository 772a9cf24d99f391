import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { ActionButton } from "../../ui/ActionButton";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { BlogTeaserCard } from "./BlogTeaserCard";

/** A heading and cards of chosen blog posts, each linking to /blog/{id}; an optional button to more. */
export default function BlogTeasers({
  eyebrow,
  heading,
  lead,
  surface,
  posts,
  readMore,
  more,
}: BlockProps<"blog-teasers">) {
  const headingId = `${useId()}-heading`;
  return (
    <Section surface={surface} labelledBy={headingId} block="blog-teasers">
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-reveal>
        {posts.map((post) => (
          <BlogTeaserCard key={post.id} post={post} readMore={readMore} />
        ))}
      </div>
      {more && (
        <div className="mt-12 flex justify-center">
          <ActionButton action={more} />
        </div>
      )}
    </Section>
  );
}
