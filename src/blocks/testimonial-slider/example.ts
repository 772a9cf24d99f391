import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"testimonial-slider">[] = [
  {
    type: "testimonial-slider",
    eyebrow: "Testimonials",
    heading: "What our {clients say}",
    surface: "tinted",
    testimonials: { from: "testimonials", range: [1, 6] },
    autoplay: 5000,
  },
  {
    type: "testimonial-slider",
    heading: "Trusted by growing teams",
    testimonials: { from: "testimonials", ids: [7, 8, 9, 10] },
    perView: { md: 2, lg: 2 },
    previousLabel: "Previous review",
    nextLabel: "Next review",
  },
];
