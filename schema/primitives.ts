import { z } from "zod";
import { schemaIssue } from "../src/engine/errors/schema-issue";
import { iconNames } from "./icons";
import type { AssetKit } from "./kit/asset-kit";
import type { BlockKit } from "./kit/block-kit";
import { fieldRole } from "./kit/field-roles";
import { blockWord, noteAnchor } from "./kit/validation-context";
import { hiddenCharacterProblem } from "./kit/hidden-characters";
import { anchorPattern } from "./kit/link-rules";
import { lengthCheck, lengthLimits, type LengthLimit } from "./kit/length-limits";

/**
 * Shared field shapes, so every block names and checks the same things the same way. The shapes that
 * blocks use many times are made once and shared: zod takes about as long to make a schema as to check
 * a hundred values with it, and a site's validation makes every block's schema.
 */

const iconSchema = z.enum(iconNames).meta({ description: "Name of one of the site's icons." });
export const icon = () => iconSchema;

/**
 * Every text a page shows, empty or not, is made from this one schema: it refuses control characters
 * and direction overrides, which do not show, or make the text read otherwise than it was written.
 */
const shownStringSchema = z.string().check((ctx) => {
  const problem = hiddenCharacterProblem(ctx.value);
  if (!problem) return;
  ctx.issues.push(schemaIssue("hidden-character", ctx.value, { reason: problem.message }, { hint: problem.hint }));
});
/** Text that may be empty or left out, such as the alt text of a picture that only decorates. */
export const shownString = () => shownStringSchema;

const invisibleTextError = "expected text with visible characters, not only spaces";
/** Text starting with a printable ASCII character shows: the quick answer for nearly all text. */
const printableFirst = /^[!-~]/;
const visibleCharacter = /[^\s\p{Cc}\p{Cf}]/u;
const anyNonSpace = /\S/;

/**
 * Text that shows: at least one character that is not a space, a line break or an invisible format
 * character. Text of spaces alone would render an empty heading or button. The pattern is what
 * editors check (a JSON Schema pattern); the refinement adds invisible characters.
 */
const visibleTextSchema = shownStringSchema
  .regex(/\S/, { error: invisibleTextError })
  .refine((value) => printableFirst.test(value) || visibleCharacter.test(value) || !anyNonSpace.test(value), {
    error: invisibleTextError,
  });
/** Text that shows; a title, a description or the site's name has a limit on its length as well. */
export const text = (description: string, limit?: LengthLimit) =>
  (limit ? visibleTextSchema.check(lengthCheck(limit)) : visibleTextSchema).meta({
    description,
    ...(limit ? { maxLength: lengthLimits[limit].characters } : {}),
  });

/** Text in which a part in {braces} is shown in the accent colour: "Grow with {smart SEO}". */
const accentTextSchema = visibleTextSchema.refine((value) => /^[^{}]*(\{[^{}]+\}[^{}]*)*$/.test(value), {
  error: "braces must come in pairs around the words to highlight, without nesting",
});
export const accentText = (description: string) =>
  accentTextSchema.meta({
    description: `${description} Words in {braces} show in the accent colour.`,
    ...fieldRole("accent-text"),
  });

export const buttonStyles = ["primary", "secondary", "outline", "ghost", "light"] as const;
export type ButtonStyle = (typeof buttonStyles)[number];

/** A shape made once per kit, and shared by every field that uses it. */
function oncePerKit<Schema>(make: (kit: AssetKit) => Schema): (kit: AssetKit) => Schema {
  const made = new WeakMap<AssetKit, Schema>();
  return (kit) => {
    let schema = made.get(kit);
    if (!schema) made.set(kit, (schema = make(kit)));
    return schema;
  };
}

/** A call to action drawn as a button or a link. */
export const action = oncePerKit((kit) =>
  z
    .strictObject({
      label: text("Text on the button."),
      href: kit.link(),
      style: z.enum(buttonStyles).default("primary").meta({ description: "How the button looks." }),
      icon: icon().optional(),
    })
    .meta({ description: "A button that links somewhere." }),
);

/** A plain text link, for menus and footers. */
export const navLink = oncePerKit((kit) =>
  z.strictObject({ label: text("Text of the link."), href: kit.link() }).meta({ description: "A text link." }),
);

/** A row of icon links to share a page on, after a label. */
export const shareLinks = oncePerKit((kit) =>
  z.strictObject({
    label: text('Label before the icons, such as "Share:".').default(blockWord("share")),
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
  }),
);

/** Heading block shared by most sections: a small label, a heading and an optional lead paragraph. */
const sectionIntroFields = {
  eyebrow: text("Small label above the heading.").optional(),
  heading: accentText("Heading of the section."),
  lead: text("Paragraph under the heading.").optional(),
};
export const sectionIntro = () => sectionIntroFields;

/** Background of a section: the page background, a tint of the accent, or dark. */
export const surfaces = ["plain", "tinted", "dark"] as const;
export type Surface = (typeof surfaces)[number];

const surfaceSchema = z.enum(surfaces).default("plain").meta({ description: "Background of the section." });
export const surface = () => surfaceSchema;

/**
 * Anchor of a section: the id it carries on the page. In-page links are checked against these ids:
 * "/#planes" needs a block of the page at / with id: planes.
 */
const anchorSchema = z
  .string()
  .regex(anchorPattern, { error: 'an anchor is lower-case words joined by hyphens, such as "planes"' })
  .check(lengthCheck("anchor"))
  .check((ctx) => noteAnchor(ctx.value))
  .optional()
  .meta({
    description:
      'Anchor of the section: its id on the page, so links such as "/#planes" or "#planes" lead to it. In-page links are checked against the ids the blocks of their page declare here.',
  });
export const anchor = () => anchorSchema;

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
      close: text("Accessible name of the button that closes the video.").default(blockWord("close")),
    })
    .meta({ description: "A play button; it opens the video in a window over the page." });

/**
 * The language of a frame block's text where it is not the page's, so that browsers and screen readers
 * read it in its own language: the site's header and footer on a page in another language get it by
 * themselves.
 */
export const partLanguage = (kit: Pick<BlockKit, "language">) =>
  kit
    .language(
      "Language of this block's text, one of site.yaml's languages, where it is not the page's; the site's own header and footer are marked by themselves on a page in another language.",
    )
    .optional();
