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

/** The opening section: badge, h1, lead, an optional search form, buttons and video, highlights, and the main illustration. */
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
    <Section
      surface={surface}
      block="hero"
      variant={variant}
      labelledBy={headingId}
      className="relative isolate overflow-hidden lg:pt-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -top-40 -z-10 size-[40rem] rounded-full bg-accent/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-40 -z-10 size-[32rem] rounded-full bg-highlight/10 blur-3xl"
      />
      <div className={cx("grid items-center gap-12 lg:gap-16", layouts[variant])}>
        {/* On a dark surface the accent is too dark to read: highlighted words and outline buttons take the highlight, in its form that reads on night. */}
        <div
          className={cx(
            centered && "mx-auto max-w-3xl text-center",
            dark && "[&_.btn-outline]:text-highlight-on-night [&_.text-accent]:text-highlight-on-night",
          )}
        >
          {eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-pill bg-white px-4 py-1.5 text-sm font-semibold text-accent-strong shadow-card ring-1 ring-accent/15">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {eyebrow}
            </p>
          )}
          <h1 id={headingId} className={cx("mt-6 text-4xl sm:text-5xl lg:text-display", dark && "text-white")}>
            <AccentText text={heading} />
          </h1>
          {lead && (
            <p className={cx("mt-6 max-w-xl text-lg leading-relaxed", dark ? "text-slate-300" : "text-muted")}>
              {lead}
            </p>
          )}
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
