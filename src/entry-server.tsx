import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/App";
import type { Bootstrap } from "./app/bootstrap";
import { preloadBlocks } from "./render/BlockList";

/** Renders one page to HTML, as the browser will hydrate it. */
export async function renderPage(bootstrap: Bootstrap, location: string): Promise<string> {
  // With every block's code loaded first, nothing suspends: the HTML comes out whole and in order.
  await preloadBlocks(bootstrap.page.blocks);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={location}>
        <App {...bootstrap} />
      </StaticRouter>
    </StrictMode>,
    // No chunking: a large block (the header's menu) would otherwise be moved to the end of the HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
