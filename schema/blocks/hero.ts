import { z } from "zod";
import { defineBlock } from "../define-block";
import { accentText, action, shownString, surface, text, videoPopup } from "../primitives";
import { videoServiceOrigin } from "../../src/ui/third-party-sources";
import { blockWord } from "../kit/validation-context";

/** How the hero lays out its text and picture. */
export const heroVariants = ["split", "reversed", "centered", "panel", "cover"] as const;

export const heroBlock = defineBlock({
  type: "hero",
  description:
    "The first section of a page: a big heading with a lead, buttons and an illustration beside it, or a photo behind it; optionally a play button that opens an intro video, a one-line search form and a short list of highlights.",
  group: "openers",
  fields: (kit) => ({
    eyebrow: text("Short label shown as a badge above the heading.").optional(),
    heading: accentText("The page's main heading (h1)."),
    lead: text("Paragraph under the heading.").optional(),
    search: z
      .strictObject({
        label: text("Accessible name of the text field, such as “Domain, URL or keyword”."),
        placeholder: text("Hint shown in the empty field."),
        button: text("Text on the submit button."),
        endings: z
          .array(z.string().regex(/^\.[a-z]{2,12}$/, { error: 'a domain ending is a dot and letters, such as ".com"' }))
          .min(2)
          .optional()
          .meta({
            description:
              "Domain endings to pick from beside the field, the first one chosen: a domain search. Submitting logs the text and the ending.",
          }),
        endingLabel: text("Accessible name of the endings list.").default(blockWord("domainEnding")),
        kind: z.enum(["search", "email"]).default("search").meta({
          description:
            "search: a text field for a domain, URL or keyword; email: a subscribe form whose required field takes an e-mail address.",
        }),
      })
      .optional()
      .meta({ description: "A one-line form under the lead; submitting it stays on the page." }),
    actions: z.array(action(kit)).max(3).default([]).meta({ description: "Buttons under the lead." }),
    video: videoPopup()
      .optional()
      .meta({ description: "A play button beside the buttons; it opens the video in a window over the page." }),
    highlights: z
      .array(text("A short claim, a few words long."))
      .max(4)
      .default([])
      .meta({ description: "Short claims with a check mark, under the buttons." }),
    image: kit.image().meta({
      description: "Illustration beside the text, or the photo behind it; loads first, as the page's main image.",
    }),
    imageAlt: shownString()
      .default("")
      .meta({ description: "What the picture shows; leave empty when it only decorates." }),
    surface: surface().default("tinted"),
    variant: z.enum(heroVariants).default("split").meta({
      description:
        "split: text left, picture right; reversed: picture left; centered: text centred above the picture; panel: text and picture inside a rounded accent panel; cover: the picture (best a photo) fills the band edge to edge under a dark scrim, the text white over it on the left, the surface unused.",
    }),
  }),
  contentSources: (blocks) => (blocks.some((block) => block.video) ? { "frame-src": [videoServiceOrigin] } : undefined),
});
