import { z } from "zod";
import { defineCollection } from "../define-collection";
import { text } from "../primitives";

export const testimonialsCollection = defineCollection(
  "testimonials",
  "What a client said about working with the agency, shown in testimonial sliders and grids.",
  (kit) => ({
    name: text("Full name of the client."),
    role: text('Job title, for example "Marketing Director".'),
    company: text("Company the client works for, shown after the role.").optional(),
    location: text('City or country, for example "Leeds, UK"; shown when there is no company.').optional(),
    rating: z.number().int().min(1).max(5).default(5).meta({ description: "Stars out of 5." }),
    text: text("The quote, in the client's words."),
    avatar: kit.image(),
  }),
);
