import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"course-list">[] = [
  {
    type: "course-list",
    eyebrow: "Courses",
    heading: "Pick your {next skill}",
    filters: [
      { label: "All", value: "*" },
      { label: "Coding", value: "coding" },
      { label: "Art", value: "art" },
    ],
    courses: [
      {
        title: "JavaScript from zero",
        image: "/art/blog/3.svg",
        instructor: "Ada Brooks",
        duration: "12 h 30 min",
        rating: 4.8,
        ratingsCount: 1240,
        price: 89,
        discountedPrice: 49.5,
        tags: ["coding", "it"],
      },
      {
        title: "Watercolour basics",
        image: "/art/blog/4.svg",
        instructor: "Lena Ortiz",
        duration: "6 h",
        rating: 4,
        ratingsCount: 312,
        price: 39,
        tags: ["art"],
      },
    ],
  },
];
