import { z } from "zod";
import type { BlockKit } from "./kit/block-kit";
import { footerBlock } from "./blocks/footer";
import { headerBlock } from "./blocks/header";
import { siteLanguages } from "./language/site-languages";
import { movedField } from "./kit/moved-field";
import { routePath } from "./page";
import { basePath } from "./kit/base-rule";
import { origin } from "./kit/origin-rule";
import { analyticsEntry } from "./kit/analytics-rules";
import { headSchema } from "./kit/verification-rules";
import { action, navLink, text } from "./primitives";
import { createThemesSchema } from "./themes/theme-schema";
import { feedSchema } from "./feeds";
import { fontsSchema } from "./fonts";

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
      lang: kit
        .language("Language of pages that do not set their own, one of languages; the first of them when left out.")
        .optional(),
      languages: siteLanguages,
      locales: movedField("locales", "each language's og:locale is its ogLocale under languages"),
      logo: kit.image().optional().meta({
        description: "The site's mark, an image in public/: search engines show it as the organisation's logo.",
      }),
      hosts: hostsSchema,
      themes: createThemesSchema(),
      fonts: fontsSchema,
      menu: z.array(menuGroup(kit)).min(1).meta({ description: "The menu bar, left to right." }),
      mobileAction: action(kit).meta({ description: "The button at the end of the mobile menu." }),
      redirects: z
        .array(redirect(kit))
        .default([])
        .meta({ description: "Old or mistyped paths and where they lead, so no link on the site leads nowhere." }),
      header: headerBlock.schema(kit).meta({ description: "The header of pages that have no header block." }),
      footer: footerBlock.schema(kit).meta({ description: "The footer of pages that have no footer block." }),
      analytics: z.array(analyticsEntry).default([]).meta({
        description:
          "Analytics providers every page loads once it has loaded: plausible, google-analytics, fathom, or a custom script. The Content Security Policy allows each one's addresses.",
      }),
      head: headSchema,
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
 * What every block may read of the site, islands in the browser too: the brand, the mobile menu's
 * button, and the folder the site is served under, when it is not the root, for the paths blocks make.
 */
export type SiteData = Pick<SiteFields, "name" | "url" | "mobileAction"> & { base?: string };

/** The menu bar's groups, which only the prerender draws (src/page/site-menu.ts). */
export type SiteMenu = SiteFields["menu"];
