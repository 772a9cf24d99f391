import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PageData } from "../../../schema/page";
import type { SiteIdentity } from "../site-identity";
import { loadCardFont } from "./card-font";
import { cardSvg } from "./card-svg";
import { themeColours } from "./theme-colours";
import { cachedCard, type CachedCard } from "./write-card";

/** Draws each page's social card; made once per build, since the font and colours are read once. */
export interface PageCards {
  /** The card of a page, drawn into the cache unless it is there already. */
  card(page: PageData): Promise<CachedCard>;
}

interface PageCardsOptions {
  /** Where the app lives: its stylesheets name the font and the theme colours. */
  appRoot: string;
  /** Where drawn cards are kept between builds. */
  cacheDir: string;
  identity: SiteIdentity;
}

export async function createPageCards({ appRoot, cacheDir, identity }: PageCardsOptions): Promise<PageCards> {
  const [font, css] = await Promise.all([
    loadCardFont(appRoot),
    readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"),
  ]);
  const themes = themeColours(css);
  const domain = new URL(identity.url).hostname.replace(/^www\./, "");
  return {
    card(page) {
      const colours = themes.get(page.theme);
      if (!colours) throw new Error(`src/styles/themes.css has no theme "${page.theme}"`);
      const svg = cardSvg(font, { title: page.title, siteName: identity.name, domain, colours });
      return cachedCard(svg, cacheDir);
    },
  };
}
