import type { Block } from "../../../schema/blocks";
import type { PageData } from "../../../schema/page";

/** The page every unknown path shows; it is no content to index. */
export const notFoundRoute = "/404";

/** A page that is a blog post: it shows one whole post. */
export function blogPostOf(page: PageData): Extract<Block, { type: "blog-post" }> | undefined {
  return page.blocks.find((block): block is Extract<Block, { type: "blog-post" }> => block.type === "blog-post");
}
