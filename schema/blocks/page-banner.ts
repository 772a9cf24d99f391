import { z } from "zod";
import { defineBlock } from "../define-block";
import { accentText, text } from "../primitives";

export const pageBannerBlock = defineBlock({
  type: "page-banner",
  description:
    "The heading band at the top of an inner page: its h1, an optional lead and the breadcrumb trail, on a tinted background.",
  group: "openers",
  fields: (kit) => ({
    heading: accentText("Heading of the page (its h1)."),
    lead: text("A sentence under the heading.").optional(),
    breadcrumbs: z
      .array(
        z.strictObject({
          label: text("Text of the crumb."),
          href: kit
            .link()
            .optional()
            .meta({ description: "Where the crumb leads; left out on the last crumb, the current page." }),
        }),
      )
      .min(2)
      .optional()
      .meta({
        description:
          "The trail from the home page to this one, such as Home / FAQ. The last crumb is this page: a label only.",
      }),
  }),
  check: ({ breadcrumbs = [] }, ctx) => {
    breadcrumbs.forEach((crumb, index) => {
      const last = index === breadcrumbs.length - 1;
      if (last && crumb.href !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["breadcrumbs", index, "href"],
          message: "the last crumb is the current page and takes no href",
        });
      }
      if (!last && crumb.href === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["breadcrumbs", index],
          message: "every crumb before the last needs an href",
        });
      }
    });
  },
  // The trail of the first banner that has one: the last crumb, which names no link, is the page itself.
  structuredData: (blocks, page) => {
    const crumbs = blocks.find((block) => block.breadcrumbs)?.breadcrumbs;
    if (!crumbs) return undefined;
    return {
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => {
        const item = crumb.href ? page.absoluteUrl(crumb.href) : page.url;
        return { "@type": "ListItem", position: index + 1, name: crumb.label, ...(item ? { item } : {}) };
      }),
    };
  },
});
