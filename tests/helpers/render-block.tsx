import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { builtInLanguages } from "../../schema/language/built-in-languages";
import type { SiteMenu as SiteMenuData } from "../../schema/site";
import { PageContext, type PageContextValue } from "../../src/page/page-context";
import { SiteMenu } from "../../src/page/site-menu";

export const testContext: PageContextValue = {
  site: {
    name: "Brightline",
    url: "https://www.brightline.example",
    mobileAction: { label: "Contact us", href: "/contact/contact-v1", style: "primary" },
  },
  route: "/",
  lang: "en",
  languages: Object.fromEntries([...builtInLanguages].map(([code, { locale, words }]) => [code, { locale, words }])),
  builtYear: 2026,
};

/** The site's menu that pieces of a test page are drawn with. */
export const testMenu: SiteMenuData = [
  { label: "Blog", sections: [{ links: [{ label: "Blog Details", href: "/blog/1" }] }] },
];

/** Renders a piece of a page to HTML as the prerender would, for the page at `route`. */
export function renderAt(node: ReactNode, route = "/", lang: PageContextValue["lang"] = "en"): string {
  return renderToString(
    <PageContext value={{ ...testContext, route, lang }}>
      <SiteMenu value={testMenu}>{node}</SiteMenu>
    </PageContext>,
  );
}
