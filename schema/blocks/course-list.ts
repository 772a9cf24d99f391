import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

/** Categories a course may belong to; the list's filter offers them after All. */
export const courseCategories = ["graphic", "it", "language", "coding", "art", "marketing"] as const;

const money = (description: string) => z.number().min(0).max(100000).meta({ description });

export const courseListBlock = defineBlock({
  type: "course-list",
  description:
    "Course cards (picture, instructor, duration, title, rating out of 5 with its count, price and discounted price) under category filters that start at All.",
  group: "collections",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    filters: z
      .array(
        z.strictObject({
          label: text("Text of the filter button."),
          value: z
            .enum(["*", ...courseCategories])
            .meta({ description: "* shows every course; a category shows the courses tagged with it." }),
        }),
      )
      .min(2)
      .meta({
        description: "Filter buttons over the cards, the first one pressed; with JavaScript off every course shows.",
      }),
    filtersLabel: text("Accessible name of the group of filter buttons.").default(blockWord("filterCourses")),
    courses: z
      .array(
        z.strictObject({
          title: text("Title of the course."),
          image: kit.image(),
          instructor: text("Who teaches it."),
          duration: text("How long it takes, such as 12 h 30 min."),
          rating: z.number().min(0).max(5).meta({ description: "Average rating out of 5, such as 4.8." }),
          ratingsCount: z.number().int().min(0).meta({ description: "How many people rated it." }),
          price: money("Full price in dollars; shown with 2 decimals."),
          discountedPrice: money("Price after the discount, in dollars; shown with 2 decimals.").optional(),
          tags: z.array(z.enum(courseCategories)).min(1).meta({ description: "Categories the course belongs to." }),
          href: kit.link().optional().meta({ description: "Page of the course." }),
        }),
      )
      .min(1)
      .meta({ description: "The courses, in order; the filter buttons show or hide them." }),
    ratingLabel: text("What assistive technology reads for the stars; {rating} is the rating.").default(
      "Rated {rating} out of 5",
    ),
    ratingsLabel: text("Text after the number of ratings.").default(blockWord("ratings")),
    priceLabel: text("What assistive technology reads before the full price when there is a discount.").default(
      blockWord("wasPrice"),
    ),
    surface: surface(),
  }),
});
