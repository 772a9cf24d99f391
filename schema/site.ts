import { z } from "zod";
import type { BlockKit } from "./kit/block-kit";
import { footerBlock } from "./blocks/footer";
import { headerBlock } from "./blocks/header";
import { languages } from "./languages";
import { routePath } from "./page";
import { basePath } from "./kit/base-rule";
import { origin } from "./kit/origin-rule";
import { action, navLink, text } from "./primitives";
import { feedSchema } from "./feeds";

/** A language and country as link previews name them: en_GB, es_AR. */
const ogLocale = (description: string) =>
  z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, { error: "expected a language and a country such as en_GB or es_AR" })
    .meta({ description });

/** Names of external hosts that links may start with, written {name}: "{app}/login". */
export const hostsSchema = z
  .record(
    z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, {
      error: "a host's name is a word of letters, digits and hyphens starting with a lower-case letter, such as app",
    }),
    origin("Origin the host's links start with: scheme, host and optional port, such as https://app.example.com."),
  )
  .default({})
  .meta({ description: 'External hosts by name; a link "{app}/login" starts with the host named app.' });

const menuSection = (kit: BlockKit) =>
  z.strictObject({
    heading: text("Heading over the links, in a mega-menu panel.").optional(),
    links: z.array(navLink(kit)).min(1).meta({ description: "The links of the section." }),
  });

const menuGroup = (kit: BlockKit) =>
  z
    .strictObject({
      label: text("Name of the group in the menu bar."),
      sections: z
        .array(menuSection(kit))
        .min(1)
        .meta({ description: "One section is a dropdown; several make a mega-menu panel." }),
    })
    .meta({ description: "One entry of the menu bar, opening a dropdown or a mega-menu panel." });

const redirect = (kit: BlockKit) =>
  z.strictObject({
    from: routePath().meta({ description: "The path visitors arrive at." }),
    to: kit.link().meta({ description: "Where they are sent." }),
  });

/** content/site.yaml: what every page shares. */
export function createSiteSchema(kit: BlockKit) {
  return z
    .strictObject({
      name: text("Name of the site, shown beside the logo and in titles.", "siteName"),
      url: origin(
        "Origin the site is served at, such as https://www.example.com, with no path (a folder goes in base): canonical links, the sitemap, link previews and structured data start with it.",
      ),
      base: basePath(
        'The folder the site is served under, starting and ending with "/": "/docs/" for a site at https://www.example.com/docs/. Every link, image, asset and address of the site starts with it; `npx blockpress build --base /docs/` overrides it.',
      ),
      lang: z.enum(languages).default("en").meta({ description: "Language of pages that do not set their own." }),
      locales: z
        .strictObject({
          en: ogLocale("Locale of English pages in link previews, such as en_GB.").default("en_US"),
          es: ogLocale("Locale of Spanish pages in link previews, such as es_AR.").default("es_ES"),
        })
        .default({ en: "en_US", es: "es_ES" })
        .meta({
          description: "The country each language of the site is written for, as link previews name it (og:locale).",
        }),
      logo: kit.image().optional().meta({
        description: "The site's mark, an image in public/: search engines show it as the organisation's logo.",
      }),
      hosts: hostsSchema,
      menu: z.array(menuGroup(kit)).min(1).meta({ description: "The menu bar, left to right." }),
      mobileAction: action(kit).meta({ description: "The button at the end of the mobile menu." }),
      redirects: z
        .array(redirect(kit))
        .default([])
        .meta({ description: "Old or mistyped paths and where they lead, so no link on the site leads nowhere." }),
      header: headerBlock.schema(kit).meta({ description: "The header of pages that have no header block." }),
      footer: footerBlock.schema(kit).meta({ description: "The footer of pages that have no footer block." }),
      catalog: z.boolean().default(false).meta({
        description:
          "Publish the block catalog at /_catalog: every block type drawn from its examples, with their YAML. Left out of menus and search engines.",
      }),
      feeds: z.array(feedSchema).default([]).meta({
        description:
          "RSS feeds of dated collections (the blog): each lists every record newest first, and every page names it for feed readers.",
      }),
    })
    .meta({
      title: "Site",
      description: "content/site.yaml: name, menu, redirects and the default header and footer.",
    });
}

type SiteFields = z.output<ReturnType<typeof createSiteSchema>>;

/**
 * What the browser keeps for the whole visit: the menu and the brand, sent once with the first page;
 * and the folder the site is served under, when it is not the root, for the paths blocks make.
 */
export type SiteData = Pick<SiteFields, "name" | "url" | "menu" | "mobileAction"> & { base?: string };
