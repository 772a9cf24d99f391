import { z } from "zod";
import { defineBlock } from "../define-block";
import { sectionIntro, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

const slidesPerView = (fallback: number) => z.number().int().min(1).max(4).default(fallback);

export const testimonialSliderBlock = defineBlock({
  type: "testimonial-slider",
  description:
    "A looping slider of client testimonials with previous and next arrows: stars, quote, avatar, name and role. Shows 1, 2 or 3 cards at a time by screen width.",
  group: "interactive",
  fields: (kit) => ({
    ...sectionIntro(),
    surface: surface(),
    testimonials: kit
      .many("testimonials")
      .meta({ description: "Which testimonials to show, in order: { from: testimonials, ids: [1, 2, 3] }." }),
    perView: z
      .strictObject({
        base: slidesPerView(1).meta({ description: "Cards visible on phones." }),
        md: slidesPerView(2).meta({ description: "Cards visible from 768 px wide." }),
        lg: slidesPerView(3).meta({ description: "Cards visible from 1024 px wide." }),
      })
      .prefault({})
      .meta({ description: "How many cards show at once, by screen width (1 to 4)." }),
    autoplay: z
      .union([z.number().int().min(2000).max(20000), z.literal(false)])
      .default(false)
      .meta({
        description:
          "Milliseconds between automatic moves (2000 to 20000), or false to move only on request. Pauses on hover and focus.",
      }),
    loop: z.boolean().default(true).meta({ description: "After the last card comes the first again." }),
    ratingLabel: text("What assistive technology reads for the stars; {rating} is the number of stars.").default(
      "Rated {rating} out of 5",
    ),
    previousLabel: text("Accessible name of the previous arrow.").default(blockWord("previousTestimonial")),
    nextLabel: text("Accessible name of the next arrow.").default(blockWord("nextTestimonial")),
  }),
});
