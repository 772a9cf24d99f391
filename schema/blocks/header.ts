import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, icon, navLink, partLanguage, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

export const headerBlock = defineBlock({
  type: "header",
  description:
    "The bar at the top of the page: logo, menu and buttons. It becomes fixed once the page scrolls 10 px. A page without a header block gets the one in content/site.yaml.",
  group: "frame",
  frame: "top",
  fields: (kit) => ({
    brand: z
      .strictObject({
        name: text("Name shown next to the mark."),
        // Parsed like a written link, so the home page is written under the base like every other link.
        href: kit.link().prefault("/"),
      })
      .optional()
      .meta({ description: "Logo and name; the site's own when left out." }),
    links: z
      .array(navLink(kit))
      .min(1)
      .optional()
      .meta({ description: "Plain links shown instead of the site's mega-menu (for landing pages)." }),
    actions: z.array(action(kit)).max(3).default([]).meta({ description: "Buttons at the right end." }),
    lang: partLanguage(kit),
    dialogButton: z
      .strictObject({
        label: text("Text on the button, such as Contact Me."),
        dialog: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/, { error: "the id of a contact-modal block on the page, such as contact" })
          .meta({ description: "id of the contact-modal block on this page that the button opens." }),
      })
      .optional()
      .meta({ description: "A button at the right end that opens a window of the page, such as a contact form." }),
    language: z
      .strictObject({
        label: text("Accessible name of the list.").default(blockWord("language")),
        options: z.array(text("A language as shown, such as En.")).min(2).meta({ description: "The first is chosen." }),
      })
      .optional()
      .meta({ description: "A language list before the buttons; choosing changes nothing else on the page." }),
    followSections: z.boolean().default(false).meta({
      description:
        "Marks the link of the section being read as current (aria-current) as the page scrolls or a link is followed: for one-page sites whose links all lead to sections of the page (#about).",
    }),
    offcanvas: z
      .strictObject({
        about: text("A sentence or two under the links, such as who runs the site.").optional(),
        contact: z
          .array(
            z.strictObject({
              icon: icon(),
              label: text("Text of the line, such as an address or an e-mail address."),
              href: kit.link().optional(),
            }),
          )
          .default([])
          .meta({ description: "Contact lines under the note: address, e-mail, phone." }),
        social: z
          .array(z.strictObject({ icon: icon(), label: text("Accessible name, such as LinkedIn."), href: kit.link() }))
          .default([])
          .meta({ description: "Icon links at the end of the panel." }),
      })
      .optional()
      .meta({
        description:
          "A panel that slides in from the right when the menu button is pressed, at every screen width: the header's links, a note, contact lines and social links. It takes the place of the mobile menu.",
      }),
  }),
  check: ({ followSections, links }, ctx) => {
    if (!followSections) return;
    if (!links) {
      ctx.addIssue({
        code: "custom",
        path: ["followSections"],
        message: 'followSections needs links to sections of the page, such as { label: About, href: "#about" }',
      });
      return;
    }
    links.forEach((link, index) => {
      if (!link.href.startsWith("#")) {
        ctx.addIssue({
          code: "custom",
          path: ["links", index, "href"],
          message: `with followSections every link leads to a section of the page, such as "#about"; "${link.href}" does not`,
        });
      }
    });
  },
});
