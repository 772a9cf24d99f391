import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { shownString } from "../primitives";
import { unreadableColours } from "./readable-pairs";
import { derivePalette, type ThemePalette } from "./theme-palette";
import { radiusSteps, type RadiusStep } from "./theme-radius";

/** A theme once validated: its colours, and the corners and font it sets when it gives them. */
export interface SiteTheme {
  palette: ThemePalette;
  radius?: RadiusStep | undefined;
  /** The name of one of site.yaml's `fonts:`. */
  font?: string | undefined;
}

/** A name site.yaml gives a theme or a font, as others write it: a word of lower-case letters, digits and hyphens. */
export const lowerCaseName = /^[a-z][a-z0-9-]*$/;

/** "#e4572e" or its short form "#e52": the one way a theme writes a colour. */
const hexColour = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const colour = (description: string) =>
  shownString()
    .check((ctx) => {
      if (!hexColour.test(ctx.value))
        ctx.issues.push(schemaIssue("invalid-colour", ctx.value, { shown: JSON.stringify(ctx.value) }));
    })
    // The pattern is for editors, which flag a colour as it is typed; the check words the report.
    .meta({ description, pattern: hexColour.source });

const derivedColour = (description: string) =>
  colour(`${description} Derived from the accent when left out; given, it must read as the accent's does.`).optional();

/**
 * One theme: the accent, and any colour given instead of derived from it. Its colours come out
 * derived and checked: a pair of them that does not read at WCAG AA is reported at the colour to
 * change, with the ratio and the nearest colour that passes. Made when asked for, not when the module
 * loads: the text schema it builds on is in a module that reaches this one through the validation context.
 */
export const createThemeSchema = () =>
  z
    .strictObject({
      accent: colour(
        'The brand colour, as "#rrggbb": buttons, links and accent words. It must read at 4.5:1 as text on white.',
      ),
      highlight: colour(
        'A second colour for stars, badges and art, as "#rrggbb"; amber (#f59e0b) when left out.',
      ).optional(),
      accentStrong: derivedColour("A darker accent: hovered buttons, and text on accentSoft."),
      accentSoft: derivedColour("A tint of the accent nearly white: tinted sections and the menu's current entry."),
      accentInk: derivedColour("Text on the accent: white, or the site's ink on a light accent."),
      accentOnNight: derivedColour("Accent words on night sections: a light tint of the accent."),
      highlightInk: colour(
        "Text on the highlight (a featured plan's badge): white, or the site's ink on a highlight too light for white, when left out; given, it must read on the highlight.",
      ).optional(),
      highlightOnNight: colour(
        "The highlight as text on night sections: the highlight itself, lightened where it would not read there, when left out; given, it must read there.",
      ).optional(),
      radius: z.enum(radiusSteps).optional().meta({
        description:
          "How round the corners of buttons, fields, cards and images are: none, small, medium, large (the site's own, when left out) or full.",
      }),
      font: z
        .string()
        .regex(lowerCaseName, {
          error: "a font's name is a word of lower-case letters, digits and hyphens, as fonts: names it",
        })
        .optional()
        .meta({
          description: "The font of the theme's pages: the name of one of the site's fonts: in content/site.yaml.",
        }),
    })
    .transform(({ radius, font, ...colours }, ctx): SiteTheme => {
      const palette = derivePalette(colours);
      for (const { token, facts } of unreadableColours(colours, palette)) {
        ctx.issues.push(schemaIssue("unreadable-colour", colours[token], facts, { path: [token] }));
      }
      return { palette, radius, font };
    })
    .meta({
      description:
        "A theme: the accent, any colour given instead of derived from it, and optionally its corners' radius and its font.",
    });

/** A theme's name, as pages write it in `theme:`. */
export const themeName = z.string().regex(lowerCaseName, {
  error: "a theme's name is a word of lower-case letters, digits and hyphens starting with a letter, such as acme",
});

/** site.yaml's `themes:`: named themes pages can use beside the built-in ones, or in their place. */
export const createThemesSchema = () =>
  z.record(themeName, createThemeSchema()).default({}).meta({
    description:
      'Themes by name, which a page picks with theme: <name>. Each gives its accent ("#e4572e") and optionally a highlight, a radius and a font; the other colours are derived and may be given instead. A theme named like a built-in one replaces it.',
  });
