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

/** The grid of text and picture in each variant; the panel variant draws a dark rounded card around both. */
const layouts: Record<Variant, string> = {
  split: "lg:grid-cols-2",
  reversed: "lg:grid-cols-2",
  centered: "",
  panel: "rounded-4xl bg-night px-6 py-12 shadow-lift sm:px-10 lg:grid-cols-[1.1fr_1fr] lg:px-14 lg:py-16",
};

const pictures: Record<Variant, string> = {
  split: "max-w-xl lg:max-w-none",
  reversed: "max-w-xl lg:order-first lg:max-w-none",
  centered: "max-w-2xl",
  panel: "max-w-md lg:max-w-none",
};

/** The opening section: badge, h1, lead, an optional search form, buttons and video, highlights, and the main illustration; its utility (sections.css) styles the glows, badge, h1 and lead. */
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
  const panel = variant === "panel";
  const dark = surface === "dark" || panel;
  const centered = variant === "centered";
  return (
    <Section surface={surface} block="hero" variant={variant} labelledBy={headingId} className="hero-band lg:pt-20">
      <div aria-hidden="true" />
      <div aria-hidden="true" />
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
        <Picture
          layout="half"
          image={image}
          alt={imageAlt}
          priority
          className={cx("mx-auto h-auto w-full", pictures[variant])}
        />
      </div>
    </Section>
  );
}
