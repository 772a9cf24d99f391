import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { SiteContext, type SiteContextValue } from "../../src/app/SiteContext";

export const testSite: SiteContextValue = {
  name: "Brightline",
  url: "https://www.brightline.example",
  builtYear: 2026,
  menu: [{ label: "Blog", sections: [{ links: [{ label: "Blog Details", href: "/blog/1" }] }] }],
  mobileAction: { label: "Contact us", href: "/contact/contact-v1", style: "primary" },
};

/** Renders a piece of the app to HTML as the prerender would, at `location`. */
export function renderAt(node: ReactNode, location = "/"): string {
  return renderToString(
    <StaticRouter location={location}>
      <SiteContext value={testSite}>{node}</SiteContext>
    </StaticRouter>,
  );
}
