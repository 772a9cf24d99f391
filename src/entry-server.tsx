import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app/App";
import type { Bootstrap } from "./app/bootstrap";
import { preloadBlocks } from "./render/BlockList";

/** Renders one page to HTML, as the browser will hydrate it. */
export async function renderPage(bootstrap: Bootstrap, location: string): Promise<string> {
  // With every block's code loaded first nothing suspends, so the quick synchronous renderer
  // gives the whole page, in order.
  await preloadBlocks(bootstrap.page.blocks);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={location}>
        <App {...bootstrap} />
      </StaticRouter>
    </StrictMode>,
  );
  // A suspended boundary would leave a placeholder where a block should be: fail loudly instead.
  if (html.includes("<!--$?-->") || html.includes("<!--$!-->")) {
    throw new Error(`A block of ${location} did not render on the server: its content would be missing from the HTML.`);
  }
  return html;
}
