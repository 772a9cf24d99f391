import type { BlockPropsMap } from "../../schema/blocks";
import { lazyBlock, type LazyBlock } from "../render/lazy-block";

export type BlockComponents = { [Type in keyof BlockPropsMap]: LazyBlock<BlockPropsMap[Type]> };

/**
 * The component of every block type. A type left out fails the type check. Each loads on first
 * use, so a page ships only the code of the blocks it shows. The module of type x is always
 * src/blocks/x/index.tsx: the prerender finds a page's chunks by that path in Vite's manifest.
 */
export const blockComponents: BlockComponents = {
  header: lazyBlock(() => import("./header")),
  footer: lazyBlock(() => import("./footer")),
  "not-found": lazyBlock(() => import("./not-found")),
  hero: lazyBlock(() => import("./hero")),
  "split-feature": lazyBlock(() => import("./split-feature")),
  "card-grid": lazyBlock(() => import("./card-grid")),
  "tabbed-showcase": lazyBlock(() => import("./tabbed-showcase")),
  "tag-list": lazyBlock(() => import("./tag-list")),
  banner: lazyBlock(() => import("./banner")),
  "seat-pricing": lazyBlock(() => import("./seat-pricing")),
  "chat-button": lazyBlock(() => import("./chat-button")),
  "page-banner": lazyBlock(() => import("./page-banner")),
  faq: lazyBlock(() => import("./faq")),
  "auth-form": lazyBlock(() => import("./auth-form")),
  "pricing-plans": lazyBlock(() => import("./pricing-plans")),
  "testimonial-slider": lazyBlock(() => import("./testimonial-slider")),
  "blog-teasers": lazyBlock(() => import("./blog-teasers")),
};
