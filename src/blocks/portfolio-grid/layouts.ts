import type { BlockProps } from "../../../schema/blocks";

export type PortfolioGridVariant = BlockProps<"portfolio-grid">["variant"];

/**
 * How an entry is drawn: the classes of the entry, of its caption and of its name, and whether the
 * caption also gives the entry's facts and a link to its page.
 */
export interface EntryLook {
  entry: string;
  caption: string;
  name: string;
  details?: boolean;
}

/**
 * How a variant lays its entries out: the classes of the list and of each picture's frame, how each
 * entry looks (the first apart, for a featured one). `flow` is the list's data-layout, which
 * portfolio.css reads where a class cannot do: a row sizes its entries, a masonry staggers them.
 * `captionsOver` lays the caption over the picture.
 */
export interface EntriesLayout {
  flow: "row" | "masonry" | "grid" | "carousel";
  list: string;
  picture: string;
  look: EntryLook;
  first?: EntryLook;
  captionsOver?: boolean;
}

const card = "rounded-card shadow-card";
const row = "flex flex-wrap justify-center gap-8";
const captionBelow: EntryLook = { entry: "", caption: "mt-5", name: "mt-2 text-xl" };
const largeName = "mt-3 text-2xl sm:text-3xl";
const besidePicture = "grid items-center gap-6 md:grid-cols-2 lg:gap-16";

/**
 * One layout per variant; only the masonry's entries are plain links (no lightbox), see
 * `opensLarger`. The classes are ones the site already uses, so a variant adds little to the stylesheet.
 */
export const entriesLayouts: Record<PortfolioGridVariant, EntriesLayout> = {
  filter: { flow: "row", list: row, picture: card, look: captionBelow },
  overlay: {
    flow: "row",
    list: row,
    picture: card,
    look: {
      entry: "relative",
      caption: "absolute left-4 right-4 z-10 rounded-xl bg-white p-4 shadow-lift",
      name: "mt-2 text-lg",
    },
    captionsOver: true,
  },
  list: {
    flow: "grid",
    list: "grid gap-12",
    picture: card,
    look: { entry: besidePicture, caption: "", name: largeName, details: true },
  },
  bleed: { flow: "grid", list: "grid md:grid-cols-3", picture: "", look: { ...captionBelow, caption: "px-5 py-4" } },
  columns: {
    flow: "grid",
    list: "grid gap-x-12 gap-y-10 md:grid-cols-2",
    picture: card,
    look: { ...captionBelow, caption: "mt-6", name: largeName },
  },
  featured: {
    flow: "grid",
    list: "grid gap-8 md:grid-cols-2 md:gap-y-10 lg:grid-cols-4",
    picture: card,
    look: captionBelow,
    first: { entry: `md:col-span-full ${besidePicture}`, caption: "", name: largeName, details: true },
  },
  masonry: { flow: "masonry", list: "columns-1 gap-8 md:columns-2", picture: card, look: captionBelow },
  // The track's classes are EntriesCarousel's; each entry is a slide.
  carousel: { flow: "carousel", list: "", picture: card, look: captionBelow },
};

/** How the entry at `index` looks in `layout`: the first apart where the layout sets it so. */
export const lookAt = (layout: EntriesLayout, index: number): EntryLook => (index === 0 && layout.first) || layout.look;

/** Whether a variant's pictures open larger (the lightbox, or a video); the masonry links to the entries. */
export const opensLarger = (variant: string): boolean => variant !== "masonry";
