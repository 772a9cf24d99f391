import { z } from "zod";
import { defineCollection } from "../define-collection";
import { text } from "../primitives";

/** The sites a testimonial can be written for: the agency's own pages and each home demo's business. */
export const testimonialDemos = ["agency", "crypto", "insurance", "real-estate", "app-landing", "education"] as const;

export type TestimonialDemo = (typeof testimonialDemos)[number];

export const testimonialsCollection = defineCollection(
  "testimonials",
  "What a client said about working with the agency, shown in testimonial sliders and grids.",
  (kit) => ({
    person: kit.person().meta({
      description:
        "Who said it: the id of a person in content/people.yaml, whose name and portrait show with the quote.",
    }),
    role: text('Job title, for example "Marketing Director".'),
    company: text("Company the client works for, shown after the role.").optional(),
    location: text('City or country, for example "Leeds, UK"; shown when there is no company.').optional(),
    rating: z.number().int().min(1).max(5).default(5).meta({ description: "Stars out of 5." }),
    text: text("The quote, in the client's words."),
    demo: z.enum(testimonialDemos).meta({
      description:
        'Whose customer said it: "agency" for the studio\'s own clients, or the home demo whose business it speaks of (crypto traders, insurance customers, home buyers, app users, students).',
    }),
  }),
);
