import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import type { SiteMenu as SiteMenuData } from "../../../schema/site";
import { PageContext, type PageContextValue } from "../../page/page-context";
import { SiteMenu } from "../../page/site-menu";
import { openingTags } from "../../../tests/helpers/html-tags";
import { testContext } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { exampleOf } from "../../../tests/helpers/block-examples";
import Header, { island } from ".";

const contactHeader = exampleOf("header", 0);
const onePageHeader = exampleOf("header", 2);

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

/** A menu with a mega-menu group (two sections) and a dropdown group (one section). */
const menu: SiteMenuData = [
  {
    label: "Pages",
    sections: [
      { heading: "Company", links: [{ label: "About Us", href: "/pages-menu/about-us-v1" }] },
      { heading: "More", links: [{ label: "FAQ", href: "/pages-menu/faq" }] },
    ],
  },
  { label: "Blog", sections: [{ links: [{ label: "Blog Details", href: "/blog/1" }] }] },
];

/** The header prerendered on the page at `route`, in `lang`. */
function render(input: BlockInput<"header">, route = "/pages-menu/faq", lang: PageContextValue["lang"] = "en") {
  const parsed = schemas.get("header")?.safeParse(input);
  if (parsed?.data?.type !== "header") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderToString(
    <PageContext value={{ ...testContext, route, lang }}>
      <SiteMenu value={menu}>
        <Header {...parsed.data} />
      </SiteMenu>
    </PageContext>,
  );
}

const siteHeader: BlockInput<"header"> = {
  type: "header",
  actions: [{ label: "Contact us", href: "/contact/contact-v2" }],
};

/** Where the header's side panel starts and ends in `html`: from its opening tag to its own closing tag. */
function sidePanelRange(html: string): [number, number] {
  const start = html.search(/<div [^>]*id="[^"]*-side-panel"/);
  let depth = 0;
  for (const tag of html.slice(start).matchAll(/<div\b|<\/div>/g)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return [start, start + tag.index + tag[0].length];
  }
  throw new Error("the side panel is not closed");
}

/** The header's side panel alone. */
function sidePanelOf(html: string): string {
  return html.slice(...sidePanelRange(html));
}

/** The header without its side panel: the bar as it shows from lg, with its own buttons. */
function outsideSidePanel(html: string): string {
  const [start, end] = sidePanelRange(html);
  return html.slice(0, start) + html.slice(end);
}

/** The popover an invoking button names, by its attributes. */
function popoverOf(html: string, button: Record<string, string>) {
  return openingTags(html, "div").find((div) => div.id === button.popovertarget);
}

/** The buttons that open a menu group's panel: every popover button but the side panel's. */
const groupButtons = (html: string) =>
  openingTags(html, "button").filter(
    (button) => button.popovertarget !== undefined && !button.popovertarget.endsWith("-side-panel"),
  );

describe("header", () => {
  it("speaks its own language, words of the shell included, on a page in another", () => {
    const onSpanishPage = (input: BlockInput<"header">) => render(input, "/contact/contact-v1", "es");
    const marked = onSpanishPage({ ...siteHeader, lang: "en" });
    expect(openingTags(marked, "div").find((div) => div["data-slot"] === "header-frame")?.lang).toBe("en");
    expect(marked).toContain('aria-label="Open menu"');
    const unmarked = onSpanishPage(siteHeader);
    expect(openingTags(unmarked, "div").find((div) => div["data-slot"] === "header-frame")).not.toHaveProperty("lang");
    expect(unmarked).toContain('aria-label="Abrir menú"');
  });

  // The shell's data-fixed fixes it once the page scrolls (tests/e2e/shell.spec.ts).
  it("is marked as the header block, and not fixed in the HTML", () => {
    const [header] = openingTags(render(siteHeader), "header");
    expect(header).toMatchObject({ "data-block": "header" });
    expect(header).not.toHaveProperty("data-fixed");
  });

  it("opens each menu group's panel as an auto popover from its button, collapsed in the HTML", () => {
    const html = render(siteHeader);
    const groups = openingTags(html, "li").filter((li) => "data-menu-group" in li);
    expect(groups).toHaveLength(2);
    const buttons = groupButtons(html);
    expect(buttons.map((button) => [button.type, button["aria-expanded"]])).toEqual([
      ["button", "false"],
      ["button", "false"],
    ]);
    expect(buttons.map((button) => popoverOf(html, button)?.popover)).toEqual(["auto", "auto"]);
  });

  it("draws a group of several sections as a mega panel and a group of one as a dropdown", () => {
    const html = render(siteHeader);
    const panels = openingTags(html, "div").filter((div) => div["data-menu-panel"] !== undefined);
    expect(panels.map((panel) => panel["data-menu-panel"])).toEqual(["mega", "dropdown"]);
  });

  it("marks the current page's entry with aria-current, a record's page by its list entry", () => {
    const current = (route: string) =>
      openingTags(render(siteHeader, route), "a")
        .filter((link) => link["aria-current"] === "page")
        .map((link) => link.href);
    expect(current("/pages-menu/faq")).toEqual(["/pages-menu/faq"]);
    expect(current("/blog/7")).toEqual(["/blog/1"]);
    expect(current("/login")).toEqual([]);
  });

  it("writes each menu link once, for the bar and the side panel alike", () => {
    const hrefs = openingTags(render(siteHeader), "a").map((link) => link.href);
    expect(hrefs.filter((href) => href === "/pages-menu/faq")).toHaveLength(1);
    expect(hrefs.filter((href) => href === "/blog/1")).toHaveLength(1);
    expect(openingTags(render(siteHeader), "nav").map((nav) => nav["aria-label"])).toEqual(["Main"]);
  });

  it("links Contact us to the page the header names", () => {
    const links = openingTags(outsideSidePanel(render(siteHeader)), "a").filter(
      (link) => link["data-slot"] === "action",
    );
    expect(links.map((link) => link.href)).toEqual(["/contact/contact-v2"]);
  });

  it("opens the side panel, a popover, from a menu button, and closes it from inside", () => {
    const html = render(siteHeader);
    const [open, close] = openingTags(html, "button").filter((button) => button.popovertarget?.endsWith("-side-panel"));
    expect(open).toMatchObject({ "aria-label": "Open menu", "aria-expanded": "false" });
    expect(close).toMatchObject({ "aria-label": "Close menu", popovertargetaction: "hide" });
    expect(open && popoverOf(html, open)).toMatchObject({ popover: "auto" });
  });

  it("folds each group in a details element of one exclusive set, closed, around the panel its button opens", () => {
    const html = render(siteHeader);
    const groups = openingTags(html, "details");
    expect(groups).toHaveLength(2);
    expect(new Set(groups.map((details) => details.name)).size).toBe(1);
    expect(groups.some((details) => "open" in details)).toBe(false);
    expect(html).toMatch(/<summary>Pages<\/summary>/);
    const folds = [...html.matchAll(/<details\b.*?<\/details>/g)].map(([fold]) => fold);
    const buttons = groupButtons(html);
    expect(buttons.map((button) => folds.findIndex((fold) => fold.includes(`id="${button.popovertarget}"`)))).toEqual([
      0, 1,
    ]);
  });

  it("ends the side panel with the site's button", () => {
    expect(openingTags(sidePanelOf(render(siteHeader)), "a").at(-1)?.href).toBe("/contact/contact-v1");
  });

  it("writes a landing page's own links once, a row and the side panel's list, which ends with its buttons", () => {
    const html = render({
      type: "header",
      brand: { name: "Aulaviva" },
      links: [{ label: "Planes", href: "/#planes" }],
      actions: [{ label: "Dar cursos gratis", href: "/signup" }],
    });
    expect(openingTags(html, "details")).toEqual([]);
    expect(groupButtons(html)).toEqual([]);
    expect(openingTags(html, "a").filter((link) => link.href === "/#planes")).toHaveLength(1);
    expect(openingTags(sidePanelOf(html), "a").map((link) => link.href)).toEqual(["/#planes", "/signup"]);
  });

  it("speaks the page's language", () => {
    const html = render(siteHeader, "/", "es");
    expect(openingTags(html, "button").map((button) => button["aria-label"])).toContain("Abrir menú");
    expect(openingTags(html, "nav").map((nav) => nav["aria-label"])).toEqual(["Principal"]);
  });

  it("offers a labelled language list that starts at its first option", () => {
    const html = render({ ...siteHeader, language: { options: ["En", "Es", "Fr"] } });
    expect(openingTags(html, "select")).toEqual([
      expect.objectContaining({ "aria-label": "Language", "data-slot": "language" }),
    ]);
    expect(html).toMatch(/<select[^>]*><option>En<\/option><option>Es<\/option>/);
  });

  it("opens the dialog its button names with no script", () => {
    const input = {
      ...contactHeader,
      dialogButton: { label: "Contact Me", dialog: "contact" },
    };
    const [button] = openingTags(render(input), "button").filter((tag) => tag.commandfor === "contact");
    expect(button).toMatchObject({ command: "show-modal", "aria-haspopup": "dialog" });
  });

  describe("on a one-page site", () => {
    const onePage = onePageHeader;

    it("opens a side panel, a labelled modal dialog, from a menu button with no script, and closes it from inside", () => {
      const html = render(onePage);
      const [open, close] = openingTags(html, "button").filter((button) => button.commandfor === "offcanvas");
      expect(open).toMatchObject({ command: "show-modal", "aria-label": "Open menu", "aria-haspopup": "dialog" });
      expect(close).toMatchObject({ command: "close", "aria-label": "Close menu" });
      expect(openingTags(html, "dialog")).toEqual([
        expect.objectContaining({ id: "offcanvas", "aria-label": "Elena Varga menu", closedby: "any" }),
      ]);
      expect(openingTags(html, "div").some((div) => div.id?.endsWith("-side-panel"))).toBe(false);
    });

    it("lists the section links in the header and in the panel, then the note, contact lines and social links", () => {
      const html = render(onePage);
      const panel = html.slice(html.indexOf("<dialog"));
      expect(openingTags(html, "a").filter((link) => link.href === "#about")).toHaveLength(2);
      expect(openingTags(panel, "a").map((link) => link.href)).toEqual([
        "#about",
        "#work",
        "mailto:hello@elenavarga.example",
        "https://www.linkedin.com",
      ]);
      expect(panel).toContain("Independent brand and product designer in Lisbon.");
      expect(openingTags(panel, "nav")[0]?.["aria-label"]).toBe("Sections");
    });

    it("marks no section current in the HTML: the browser knows which one is read", () => {
      expect(openingTags(render(onePage), "a").filter((link) => "aria-current" in link)).toEqual([]);
    });

    it("starts an island only when it follows its sections", () => {
      const parse = (input: BlockInput<"header">) => {
        const parsed = schemas.get("header")?.parse(input);
        if (parsed?.type !== "header") throw new Error("not a header");
        return parsed;
      };
      expect(typeof island === "function" && island(parse(onePage))).toBe("scroll");
      expect(typeof island === "function" && island(parse({ ...onePage, followSections: false }))).toBe(null);
      expect(typeof island === "function" && island(parse(siteHeader))).toBe(null);
    });

    it("refuses followSections without links, or with a link that leaves the page", () => {
      const issues = (input: BlockInput<"header">) =>
        schemas
          .get("header")
          ?.safeParse(input)
          .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
      expect(issues({ type: "header", followSections: true })).toEqual([
        ["followSections", expect.stringContaining("followSections needs links to sections of the page")],
      ]);
      expect(issues({ ...onePage, links: [{ label: "Blog", href: "/blog/blog-v1" }] })).toEqual([
        ["links.0.href", expect.stringContaining('"/blog/blog-v1" does not')],
      ]);
    });
  });
});
