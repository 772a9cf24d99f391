/**
 * How round a theme's corners are, as a step a marketer picks by eye rather than a length: one step
 * sets every corner of the site together (buttons, fields, cards, images, bands), each in proportion to
 * its size, so no theme pairs sharp cards with pill buttons by accident.
 */
export const radiusSteps = ["none", "small", "medium", "large", "full"] as const;
export type RadiusStep = (typeof radiusSteps)[number];

/**
 * The stylesheet's radius variables (src/styles/app.css) the components round their corners with, by
 * what they round: `--radius-pill` buttons, tags, badges and one-line fields; `--radius-lg` menu
 * entries and small thumbnails; `--radius-xl` form fields, images in cards and icon tiles;
 * `--radius-2xl` larger tiles; `--radius-card` cards; `--radius-panel` tab panels and calculators;
 * `--radius-4xl` call-to-action bands and dark panels. Circles (avatars, round icon buttons) stay round.
 */
export const radiusProperties = [
  "--radius-pill",
  "--radius-lg",
  "--radius-xl",
  "--radius-2xl",
  "--radius-card",
  "--radius-panel",
  "--radius-4xl",
] as const;
type RadiusProperty = (typeof radiusProperties)[number];

/** A pill's radius: as round as its height allows, as Tailwind's rounded-full writes it. */
const pill = "calc(infinity * 1px)";

/** Each step's corners. `large` is the stylesheet's own: a theme without a radius looks as one with `large`. */
export const radiusValues: Record<RadiusStep, Record<RadiusProperty, string>> = {
  none: {
    "--radius-pill": "0",
    "--radius-lg": "0",
    "--radius-xl": "0",
    "--radius-2xl": "0",
    "--radius-card": "0",
    "--radius-panel": "0",
    "--radius-4xl": "0",
  },
  small: {
    "--radius-pill": "0.25rem",
    "--radius-lg": "0.125rem",
    "--radius-xl": "0.25rem",
    "--radius-2xl": "0.25rem",
    "--radius-card": "0.375rem",
    "--radius-panel": "0.5rem",
    "--radius-4xl": "0.5rem",
  },
  medium: {
    "--radius-pill": "0.5rem",
    "--radius-lg": "0.25rem",
    "--radius-xl": "0.375rem",
    "--radius-2xl": "0.5rem",
    "--radius-card": "0.625rem",
    "--radius-panel": "0.875rem",
    "--radius-4xl": "1rem",
  },
  large: {
    "--radius-pill": pill,
    "--radius-lg": "0.5rem",
    "--radius-xl": "0.75rem",
    "--radius-2xl": "1rem",
    "--radius-card": "1.25rem",
    "--radius-panel": "1.75rem",
    "--radius-4xl": "2rem",
  },
  full: {
    "--radius-pill": pill,
    "--radius-lg": "0.75rem",
    "--radius-xl": "1.25rem",
    "--radius-2xl": "1.5rem",
    "--radius-card": "2rem",
    "--radius-panel": "2.5rem",
    "--radius-4xl": "3rem",
  },
};
