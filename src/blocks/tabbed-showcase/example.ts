import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"tabbed-showcase">[] = [
  {
    type: "tabbed-showcase",
    eyebrow: "How it works",
    heading: "Your academy in {three steps}",
    numbered: true,
    tabs: [
      {
        label: "Create content",
        heading: "Upload your material",
        text: "Videos, documents and recorded classes.",
        points: ["PDF and images", "Recorded classes"],
        image: "/art/course/step-content.svg",
      },
      {
        label: "Create courses",
        heading: "Put it in order",
        text: "Courses with modules and exams.",
        image: "/art/course/step-courses.svg",
      },
      {
        label: "Send access",
        heading: "Invite your people",
        text: "Students and teachers get access by e-mail.",
        image: "/art/course/step-access.svg",
      },
    ],
  },
];
