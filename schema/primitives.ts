import { z } from "zod";
import { iconNames } from "./icons";
import type { AssetKit } from "./kit/asset-kit";

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

/** Anchor of a section, so a link such as "/#planes" leads to it. */
export const anchor = () =>
  z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, { error: 'an anchor is lower-case words joined by hyphens, such as "planes"' })
    .optional()
    .meta({ description: 'Anchor of the section, so links such as "/#planes" lead to it.' });
