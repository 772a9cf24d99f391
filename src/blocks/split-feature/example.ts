import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"split-feature">[] = [
  {
    type: "split-feature",
    eyebrow: "Everything in one place",
    heading: "One {integrated system} for your academy",
    lead: "Content, courses, students and teachers share one platform.",
    image: "/art/course/integrated.svg",
    points: [
      { icon: "layers", title: "All your material", text: "Videos, documents and recorded classes together." },
      { icon: "users", title: "Your students, organised", text: "Groups, invitations and access in a few clicks." },
    ],
    actions: [{ label: "Start free", href: "{app}/signup" }],
  },
  {
    type: "split-feature",
    heading: "Illustration on the {other side}",
    image: "/art/course/integrated.svg",
    imageSide: "end",
    surface: "tinted",
  },
];
