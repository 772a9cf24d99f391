import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { shownString } from "../primitives";
import { unreadableColours } from "./readable-pairs";
import { derivePalette, type ThemePalette } from "./theme-palette";

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
    })
    .transform((input, ctx): ThemePalette => {
      const palette = derivePalette(input);
      for (const { token, facts } of unreadableColours(input, palette)) {
        ctx.issues.push(schemaIssue("unreadable-colour", input[token], facts, { path: [token] }));
      }
      return palette;
    })
    .meta({ description: "A colour theme: the accent, and any colour given instead of derived from it." });

/** A theme's name, as pages write it in `theme:`. */
export const themeName = z.string().regex(/^[a-z][a-z0-9-]*$/, {
  error: "a theme's name is a word of lower-case letters, digits and hyphens starting with a letter, such as acme",
});

/** site.yaml's `themes:`: named themes pages can use beside the built-in ones, or in their place. */
export const createThemesSchema = () =>
  z.record(themeName, createThemeSchema()).default({}).meta({
    description:
      'Colour themes by name, which a page picks with theme: <name>. Each gives its accent ("#e4572e") and optionally a highlight; the other colours are derived from the accent and may be given instead. A theme named like a built-in one replaces it.',
  });
