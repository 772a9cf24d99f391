import { z } from "zod";
import { iconNames } from "./icons";
import type { AssetKit } from "./kit/asset-kit";
import { fieldRoles } from "./kit/field-roles";
import { anchorPattern } from "./kit/link-rules";

/** Shared field shapes, so every block names and checks the same things the same way. */

export const icon = () => z.enum(iconNames).meta({ description: "Name of one of the site's icons." });

export const text = (description: string) => z.string().min(1).meta({ description });

/** Text in which a part in {braces} is shown in the accent colour: "Grow with {smart SEO}". */
export const accentText = (description: string) =>
  z
    .string()
    .min(1)
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

/**
 * A mapping from names the site chooses to values. zod drops a "__proto__" key from such a mapping
 * without a word (copying it would replace the result's prototype); here it is reported instead.
 */
export const namedEntries = <Value extends z.ZodType>(name: z.ZodType<string>, value: Value) =>
  z.intersection(
    z.record(name, value),
    z.unknown().superRefine((input, ctx) => {
      if (typeof input === "object" && input !== null && Object.hasOwn(input, "__proto__")) {
        ctx.addIssue({ code: "custom", path: ["__proto__"], message: '"__proto__" is not allowed as a name' });
      }
    }),
  );

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

/** Heading block shared by most sections: a small label, a heading and an optional lead paragraph. */
export const sectionIntro = () => ({
  eyebrow: z.string().min(1).optional().meta({ description: "Small label above the heading." }),
  heading: accentText("Heading of the section."),
  lead: z.string().min(1).optional().meta({ description: "Paragraph under the heading." }),
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
