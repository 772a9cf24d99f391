import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, sectionIntro, surface, text } from "../primitives";
import { videoServiceOrigin } from "../../src/ui/third-party-sources";
import { blockWord } from "../kit/validation-context";

export const blogTeasersBlock = defineBlock({
  type: "blog-teasers",
  description:
    "Cards of chosen blog posts (image, tag, date, title, description and a read-more link to /blog/{id}), with an optional button to the blog.",
  group: "collections",
  fields: (kit) => ({
    ...sectionIntro(),
    surface: surface(),
    posts: kit.many("blog").meta({ description: "Which posts to show, in order: { from: blog, ids: [33, 34, 35] }." }),
    readMore: text("Text of the link at the foot of each card.").default(blockWord("readMore")),
    more: action(kit).optional().meta({ description: "A button under the cards, such as one to the blog list." }),
    videos: z.boolean().default(false).meta({
      description:
        "Posts with a video get a play button on their picture that opens the video in a window over the page.",
    }),
    playLabel: text("Accessible name of the play buttons.").default(blockWord("playVideo")),
    closeLabel: text("Accessible name of the button that closes the video.").default(blockWord("closeVideo")),
  }),
  contentSources: (blocks) =>
    blocks.some((block) => block.videos && block.posts.some((post) => post.videoId))
      ? { "frame-src": [videoServiceOrigin] }
      : undefined,
});
