import { z } from "zod";
import { defineBlock } from "../define-block";
import { accentText, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

const logosPerView = (fallback: number, width: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(fallback)
    .meta({ description: `Logos visible ${width}.` });

/** How the logos sit: bare on the background, or each in a white card. */
export const logoSliderVariants = ["plain", "cards"] as const;

export const logoSliderBlock = defineBlock({
  type: "logo-slider",
  description:
    "A looping slider of partner or client logos with previous and next arrows; it moves by itself every few seconds and pauses on hover and focus. 5 logos at a time, 4 below 992 px, 3 below 768 px, 2 below 576 px by default.",
  group: "interactive",
  fields: (kit) => ({
    eyebrow: text("Small label above the heading.").optional(),
    heading: accentText("Heading above the logos; leave out for a strip of logos alone.").optional(),
    logos: z
      .array(
        z.strictObject({
          image: kit.image().meta({ description: "The logo, a picture in public/." }),
          name: text("The partner's name, read by assistive technology in place of the logo."),
        }),
      )
      .min(2)
      .meta({ description: "The logos, in order." }),
    perView: z
      .strictObject({
        base: logosPerView(2, "on phones"),
        sm: logosPerView(3, "from 576 px wide"),
        md: logosPerView(4, "from 768 px wide"),
        lg: logosPerView(5, "from 992 px wide"),
      })
      .prefault({})
      .meta({ description: "How many logos show at once, by screen width." }),
    autoplay: z
      .union([z.number().int().min(1000).max(20000), z.literal(false)])
      .default(3000)
      .meta({ description: "Milliseconds between automatic moves, or false. Pauses on hover and focus." }),
    variant: z
      .enum(logoSliderVariants)
      .default("plain")
      .meta({ description: "plain: bare logos; cards: logos in white cards." }),
    surface: surface(),
    previousLabel: text("Accessible name of the previous arrow.").default(blockWord("previousLogos")),
    nextLabel: text("Accessible name of the next arrow.").default(blockWord("nextLogos")),
    label: text("Accessible name of the slider when it has no heading.").default(blockWord("ourPartners")),
  }),
});
