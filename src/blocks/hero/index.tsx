import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { AccentText } from "../../ui/AccentText";
import { ActionButton } from "../../ui/ActionButton";
import { CheckList } from "../../ui/CheckList";
import { cx } from "../../ui/cx";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { HeroSearch } from "./HeroSearch";
import { VideoButton } from "./VideoButton";

/** Only a hero with a video needs the browser: its button starts on first use. Its search form stays on the page without a script (data-stay). */
export const island: IslandRule<BlockProps<"hero">> = (hero) => (hero.video ? "interaction" : null);

type Variant = BlockProps<"hero">["variant"];

/** Two soft glows behind the hero, drawn by the hero-band utility. */
function Glows() {
  return (
    <>
      <div aria-hidden="true" />
      <div aria-hidden="true" />
    </>
  );
}

/** The grid of text and picture in each variant; the panel variant draws a dark rounded card around both, and the cover's holds the text alone, on the left. */
const layouts: Record<Variant, string> = {
  split: "lg:grid-cols-2",
  reversed: "lg:grid-cols-2",
  centered: "",
  panel: "rounded-4xl bg-night px-6 py-12 shadow-lift sm:px-10 lg:grid-cols-[1.1fr_1fr] lg:px-14 lg:py-16",
  cover: "max-w-2xl",
};

/** The picture's box in each variant; the cover's fills the band behind the text (the hero-cover utility places it under its scrim). */
const pictures: Record<Variant, string> = {
  split: "max-w-xl lg:max-w-none",
  reversed: "max-w-xl lg:order-first lg:max-w-none",
  centered: "max-w-2xl",
  panel: "max-w-md lg:max-w-none",
  cover: "absolute inset-0 -z-10 size-full object-cover",
};

/**
 * The opening section: badge, h1, lead, an optional search form, buttons and video, highlights, and the
 * main picture; its utility (sections.css) styles the glows, badge, h1 and lead. The cover variant
 * draws the picture behind the text instead of the glows, on a night surface whatever the one asked
 * for, so its text and buttons take their dark forms.
 */
export default function Hero({
  eyebrow,
  heading,
  lead,
  search,
  actions,
  video,
  highlights,
  image,
  imageAlt,
  surface,
  variant,
}: BlockProps<"hero">) {
  const headingId = useId();
  const cover = variant === "cover";
  const dark = surface === "dark" || variant === "panel" || cover;
  const centered = variant === "centered";
  const picture = (
    <Picture
      layout={cover ? "cover" : "half"}
      image={image}
      alt={imageAlt}
      priority
      className={cx(!cover && "mx-auto h-auto w-full", pictures[variant])}
    />
  );
  return (
    <Section
      surface={cover ? "dark" : surface}
      block="hero"
      variant={variant}
      labelledBy={headingId}
      className={cx("hero-band lg:pt-20", cover && "hero-cover")}
    >
      {cover ? picture : <Glows />}
      <div className={cx("grid items-center gap-12 lg:gap-16", layouts[variant])}>
        {/* On a dark surface the accent is too dark to read: highlighted words and outline buttons take the highlight, in its form that reads on night. */}
        <div
          className={cx(
            centered && "mx-auto max-w-3xl text-center",
            dark && "[&_.btn-outline]:text-highlight-on-night [&_.text-accent]:text-highlight-on-night",
          )}
        >
          {eyebrow && (
            <p data-slot="badge">
              <span aria-hidden="true" />
              {eyebrow}
            </p>
          )}
          <h1 id={headingId} className={dark ? "text-white" : undefined}>
            <AccentText text={heading} />
          </h1>
          {lead && <p className={dark ? "text-slate-300" : "text-muted"}>{lead}</p>}
          {search && (
            <div className={cx("mt-8", centered && "mx-auto max-w-xl")}>
              <HeroSearch {...search} />
            </div>
          )}
          {(actions.length > 0 || video) && (
            <div className={cx("mt-8 flex flex-wrap items-center gap-x-6 gap-y-4", centered && "justify-center")}>
              {actions.map((action) => (
                <ActionButton key={`${action.label}-${action.href}`} action={action} />
              ))}
              {video && <VideoButton video={video} inverted={dark} />}
            </div>
          )}
          <CheckList
            items={highlights}
            inverted={dark}
            className={cx(
              "mt-8 flex flex-wrap gap-x-6 gap-y-3 text-[0.9375rem] font-medium",
              dark ? "text-slate-300" : "text-body",
              centered && "justify-center",
            )}
          />
        </div>
        {!cover && picture}
      </div>
    </Section>
  );
}
