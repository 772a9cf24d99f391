import { z } from "zod";
import { iconNames } from "./icons";
import { languages } from "./languages";
import type { AssetKit } from "./kit/asset-kit";
import { fieldRoles } from "./kit/field-roles";
import { anchorPattern } from "./kit/link-rules";

/** Shared field shapes, so every block names and checks the same things the same way. */

export const icon = () => z.enum(iconNames).meta({ description: "Name of one of the site's icons." });

/**
 * Text that shows: at least one character that is not a space, a line break or an invisible format
 * character. Text of spaces alone would render an empty heading or button.
 */
const visibleText = () => {
  const error = "expected text with visible characters, not only spaces";
  // The pattern is what editors check (a JSON Schema pattern); the refinement adds invisible characters.
  return z
    .string()
    .regex(/\S/, { error })
    .refine((value) => /^[!-~]/.test(value) || /[^\s\p{Cc}\p{Cf}]/u.test(value) || !/\S/.test(value), { error });
};

export const text = (description: string) => visibleText().meta({ description });

/** Text in which a part in {braces} is shown in the accent colour: "Grow with {smart SEO}". */
export const accentText = (description: string) =>
  visibleText()
    .refine((value) => /^[^{}]*(\{[^{}]+\}[^{}]*)*$/.test(value), {
      error: "braces must come in pairs around the words to highlight, without nesting",
    })
    .meta({ description: `${description} Words in {braces} show in the accent colour.` });

/** A web address on the internet: http or https and a domain name, so no script or local file hides in it. */
export const webAddress = (description: string) =>
  z
    .url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: "expected a web address such as https://www.example.com",
    })
    .meta({ description });

export const buttonStyles = ["primary", "secondary", "outline", "ghost", "light"] as const;
export type ButtonStyle = (typeof buttonStyles)[number];

/** A call to action drawn as a button or a link. */
export const action = (kit: AssetKit) =>
  z
    .strictObject({
      label: text("Text on the button."),
      href: kit.link(),
      style: z.enum(buttonStyles).default("primary").meta({ description: "How the button looks." }),
      icon: icon().optional(),
    })
    .meta({ description: "A button that links somewhere." });

/** A plain text link, for menus and footers. */
export const navLink = (kit: AssetKit) =>
  z.strictObject({ label: text("Text of the link."), href: kit.link() }).meta({ description: "A text link." });

/** A row of icon links to share a page on, after a label. */
export const shareLinks = (kit: AssetKit) =>
  z.strictObject({
    label: text('Label before the icons, such as "Share:".').default("Share:"),
    links: z
      .array(
        z.strictObject({
          icon: icon(),
          label: text("Accessible name of the icon link, such as Share on Facebook."),
          href: kit.link(),
        }),
      )
      .min(1)
      .meta({ description: "One icon link per place to share on." }),
  });

/** Heading block shared by most sections: a small label, a heading and an optional lead paragraph. */
export const sectionIntro = () => ({
  eyebrow: text("Small label above the heading.").optional(),
  heading: accentText("Heading of the section."),
  lead: text("Paragraph under the heading.").optional(),
});

/** Background of a section: the page background, a tint of the accent, or dark. */
export const surfaces = ["plain", "tinted", "dark"] as const;
export type Surface = (typeof surfaces)[number];

export const surface = () => z.enum(surfaces).default("plain").meta({ description: "Background of the section." });

/**
 * Anchor of a section: the id it carries on the page. In-page links are checked against these ids:
 * "/#planes" needs a block of the page at / with id: planes.
 */
export const anchor = () =>
  z
    .string()
    .regex(anchorPattern, { error: 'an anchor is lower-case words joined by hyphens, such as "planes"' })
    .register(fieldRoles, { role: "anchor" })
    .optional()
    .meta({
      description:
        'Anchor of the section: its id on the page, so links such as "/#planes" or "#planes" lead to it. In-page links are checked against the ids the blocks of their page declare here.',
    });

/** A play button that opens a video from the video-sharing site in a window over the page. */
export const videoPopup = () =>
  z
    .strictObject({
      id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{11}$/, { error: "a video id is the 11 characters after v= in the video's address" })
        .meta({ description: "Id of the video on the video-sharing site (11 characters)." }),
      label: text("Text beside the play button, such as “Watch the video”."),
      title: text("Accessible name of the video window."),
      close: text("Accessible name of the button that closes the video.").default("Close"),
    })
    .meta({ description: "A play button; it opens the video in a window over the page." });

/**
 * The language of a frame block's text where it is not the page's, so that browsers and screen readers
 * read it in its own language: the site's header and footer on a page in another language get it by
 * themselves.
 */
export const partLanguage = () =>
  z.enum(languages).optional().meta({
    description:
      "Language of this block's text, where it is not the page's; the site's own header and footer are marked by themselves on a page in another language.",
  });
