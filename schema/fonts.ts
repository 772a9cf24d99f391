import { z } from "zod";
import { lowerCaseName } from "./themes/theme-schema";

/**
 * A Fontsource package by its npm name: the fonts a site may install are those Fontsource publishes,
 * whose files, family name and licence are laid out the same way in every package.
 */
export const fontPackagePattern = /^@fontsource(-variable)?\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** A WOFF2 file of a Fontsource package's files/ folder, by its name there. */
export const fontFilePattern = /^[a-z0-9]+(-[a-z0-9]+)*\.woff2$/;

/** One font of site.yaml's `fonts:`: an installed package, and the one file of it pages load. */
const fontSchema = z
  .strictObject({
    package: z
      .string()
      .regex(fontPackagePattern, {
        error: 'expected a Fontsource package, such as "@fontsource-variable/fraunces"',
      })
      .meta({
        description:
          'The installed npm package of the font, from Fontsource: "@fontsource-variable/<name>" for a variable font (every weight in one file), "@fontsource/<name>" for one weight a file.',
        pattern: fontPackagePattern.source,
      }),
    file: z
      .string()
      .regex(fontFilePattern, {
        error: 'expected a .woff2 file of the package\'s files/ folder, such as "fraunces-latin-wght-normal.woff2"',
      })
      .meta({
        description:
          'The file of the package\'s files/ folder pages load: the Latin subset, upright, such as "fraunces-latin-wght-normal.woff2".',
        pattern: fontFilePattern.source,
      }),
  })
  .meta({ description: "An installed font: its package, and the WOFF2 file of it that pages load." });

/** site.yaml's `fonts:`: the fonts themes may name, each an installed Fontsource package. */
export const fontsSchema = z
  .record(
    z.string().regex(lowerCaseName, {
      error:
        "a font's name is a word of lower-case letters, digits and hyphens starting with a letter, such as fraunces",
    }),
    fontSchema,
  )
  .default({})
  .meta({
    description:
      "Fonts by name, which a theme picks with font: <name>. Each is an installed Fontsource package and the WOFF2 file of it pages load; the build publishes the file and only pages of a theme with the font load it.",
  });
