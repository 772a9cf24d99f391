import { z } from "zod";
import { defineCollection } from "../define-collection";

export const testimonialsCollection = defineCollection(
  "testimonials",
  "What a client said about working with the agency, shown in testimonial sliders and grids.",
  (kit) => ({
    name: z.string().min(1).meta({ description: "Full name of the client." }),
    role: z.string().min(1).meta({ description: 'Job title, for example "Marketing Director".' }),
    company: z.string().min(1).optional().meta({ description: "Company the client works for, shown after the role." }),
    location: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'City or country, for example "Leeds, UK"; shown when there is no company.' }),
    rating: z.number().int().min(1).max(5).default(5).meta({ description: "Stars out of 5." }),
    text: z.string().min(1).meta({ description: "The quote, in the client's words." }),
    avatar: kit.image(),
  }),
);
