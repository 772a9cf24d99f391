import { z } from "zod";
import { mergeSources } from "../../src/engine/render/content-security-policy";
import { videoServiceOrigin } from "../../src/ui/third-party-sources";
import { defineBlock } from "../define-block";
import { formDestination, formPolicySources } from "../kit/form-destination";
import { accentText, action, anchor, shownString, text, videoPopup } from "../primitives";

export const bannerVariants = ["accent", "soft", "dark"] as const;

export const bannerBlock = defineBlock({
  type: "banner",
  description:
    "A call-to-action band: a heading, a line of text, buttons or an e-mail form, and an optional illustration.",
  group: "openers",
  fields: (kit) => ({
    id: anchor(),
    eyebrow: text("Small label above the heading.").optional(),
    heading: accentText("Heading of the banner."),
    text: text("A sentence under the heading.").optional(),
    actions: z
      .array(action(kit))
      .max(2)
      .default([])
      .meta({ description: "Buttons; on the accent variant use the light or secondary style." }),
    video: videoPopup()
      .optional()
      .meta({ description: "A play button beside the buttons; it opens the video in a window over the page." }),
    form: z
      .strictObject({
        label: text("Accessible name of the e-mail field."),
        placeholder: text("Hint shown in the empty field."),
        button: text("Text on the submit button."),
        send: formDestination().optional(),
      })
      .optional()
      .meta({
        description: "A one-field e-mail form: it sends the address where send names, or else stays on the page.",
      }),
    image: kit.image().optional(),
    imageAlt: shownString()
      .default("")
      .meta({ description: "What the illustration shows; leave empty when it only decorates." }),
    variant: z
      .enum(bannerVariants)
      .default("accent")
      .meta({ description: "accent: solid accent colour; soft: a tinted card; dark: a dark card." }),
  }),
  contentSources: (blocks) =>
    mergeSources(
      formPolicySources(blocks.map((block) => block.form?.send)),
      blocks.some((block) => block.video) ? { "frame-src": [videoServiceOrigin] } : {},
    ),
});
