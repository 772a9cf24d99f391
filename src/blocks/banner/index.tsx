import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { AccentText } from "../../ui/AccentText";
import { ActionRow } from "../../ui/ActionButton";
import { cx } from "../../ui/cx";
import { EmailForm } from "../../ui/EmailForm";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { VideoButton } from "../hero/VideoButton";
import type { IslandRule } from "../../islands/island-start";

/** Only a banner with a video needs the browser: its play button starts on first use. */
export const island: IslandRule<BlockProps<"banner">> = (banner) => (banner.video ? "interaction" : null);

type Variant = BlockProps<"banner">["variant"];

/**
 * Colours of each variant: the card, its heading, its text, and its two decorative circles, which
 * must keep the text readable where they pass behind it: on the accent they are its strong shade,
 * which the accent's ink reads on as it does on the accent itself. The words in {braces} take the
 * variant's colours from the card's utility (sections.css).
 */
const looks: Record<Variant, { card: string; heading: string; text: string; circles: readonly [string, string] }> = {
  accent: {
    card: "bg-accent text-accent-ink shadow-lift shadow-accent/20",
    heading: "text-accent-ink",
    text: "text-accent-ink",
    circles: ["bg-accent-strong/40", "bg-accent-strong/25"],
  },
  soft: {
    card: "bg-accent-soft ring-1 ring-accent/15",
    heading: "text-ink",
    text: "text-muted",
    circles: ["bg-white/10", "bg-white/5"],
  },
  dark: {
    card: "bg-night text-slate-300 shadow-lift",
    heading: "text-white",
    text: "text-slate-300",
    circles: ["bg-white/10", "bg-white/5"],
  },
};

/** A call-to-action band: a rounded card with a heading, a line of text, buttons or an e-mail form, and an optional illustration. */
export default function Banner({
  id,
  eyebrow,
  heading,
  text,
  actions,
  form,
  image,
  imageAlt,
  video,
  variant,
}: BlockProps<"banner">) {
  const headingId = useId();
  const look = looks[variant];
  const centred = !image;
  return (
    <Section id={id} block="banner" variant={variant} labelledBy={headingId} spacing="compact">
      <div data-reveal className={cx("banner-card", look.card)}>
        <div aria-hidden="true" className={look.circles[0]} />
        <div aria-hidden="true" className={look.circles[1]} />
        <div className={cx("grid items-center gap-10", !centred && "lg:grid-cols-[1.15fr_1fr] lg:gap-16")}>
          <div className={centred ? "mx-auto max-w-3xl text-center" : undefined}>
            {eyebrow && <p className={cx("mb-3 eyebrow", look.text)}>{eyebrow}</p>}
            <h2 id={headingId} className={look.heading}>
              <AccentText text={heading} />
            </h2>
            {text && <p className={look.text}>{text}</p>}
            {form && (
              <EmailForm
                label={form.label}
                placeholder={form.placeholder}
                button={form.button}
                tone={variant === "dark" ? "dark" : "light"}
                buttonStyle={variant === "accent" ? "secondary" : "primary"}
                send={form.send}
                className={cx("mt-8 max-w-xl", centred && "mx-auto")}
              />
            )}
            {(actions.length > 0 || video) && (
              <div className={cx("mt-8 flex flex-wrap items-center gap-6", centred && "justify-center")}>
                <ActionRow actions={actions} className="flex flex-wrap items-center gap-3" />
                {video && <VideoButton video={video} inverted={variant === "dark"} />}
              </div>
            )}
          </div>
          {image && <Picture layout="half" image={image} alt={imageAlt} className="mx-auto h-auto w-full max-w-md" />}
        </div>
      </div>
    </Section>
  );
}
