import { beforeAll, describe, expect, it } from "vitest";
import { heroBlock } from "../../../schema/blocks/hero";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { FirstScreen } from "../../page/first-screen";
import { videoEmbedUrl } from "../../ui/VideoModal";
import { examplesOf } from "../../../tests/helpers/block-examples";
import Hero from ".";

const examples = examplesOf("hero");

let schema: ReturnType<typeof heroBlock.schema>;
beforeAll(async () => {
  schema = heroBlock.schema((await projectBlockKit()).kit);
});

const [withVideo, withSearch, , domainSearch, withPhoto] = examples;

/** The hero as the block that opens its page, as heroes do. */
const opening = (input: typeof withVideo) =>
  renderAt(
    <FirstScreen value>
      <Hero {...schema.parse(input)} />
    </FirstScreen>,
  );

describe("hero", () => {
  it("opens the page with its heading as h1 and the image loaded first", () => {
    const html = opening(withVideo);
    expect(html).toMatch(/<h1[^>]*>Tu academia online, <span class="text-accent">lista en minutos<\/span><\/h1>/);
    expect(openingTags(html, "img")[0]).toMatchObject({ loading: "eager", fetchpriority: "high" });
  });

  it("has a play button but no window nor player until the visitor asks for the video", () => {
    const html = renderAt(<Hero {...schema.parse(withVideo)} />);
    expect(html).toContain("Ver video");
    expect(html).not.toContain("<iframe");
    expect(openingTags(html, "dialog")).toEqual([]);
  });

  it("plays the video from the privacy-enhanced domain, at once and without related videos", () => {
    expect(videoEmbedUrl("M7lc1UVf-VE")).toBe("https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0");
  });

  it("refuses a video id that is not 11 characters", () => {
    expect(schema.safeParse({ ...withVideo, video: { id: "abc", label: "Play", title: "Intro" } }).success).toBe(false);
  });

  it("shows the search form with a labelled text field and its button", () => {
    const html = renderAt(<Hero {...schema.parse(withSearch)} />);
    const field = openingTags(html, "input")[0];
    expect(field).toMatchObject({ type: "text", placeholder: "Enter a domain, URL or keyword" });
    expect(html).toContain(`for="${field?.id}"`);
    expect(html).toContain("Domain, URL or keyword</label>");
    expect(html).toMatch(/<button type="submit"[^>]*>Start Now<\/button>/);
  });

  it("keeps the search on the page, logging nothing: the shell cancels the submit of a form marked data-stay", () => {
    const [form] = openingTags(renderAt(<Hero {...schema.parse(withSearch)} />), "form");
    expect(form).toMatchObject({ role: "search", "data-stay": "" });
  });

  it("offers domain endings beside the field, the first one chosen, and logs text and ending on submit", () => {
    const html = renderAt(<Hero {...schema.parse(domainSearch)} />);
    expect(openingTags(html, "form")[0]).toMatchObject({ "data-stay": "log" });
    expect(openingTags(html, "input")[0]).toMatchObject({ name: "domain" });
    expect(openingTags(html, "select")[0]).toMatchObject({ name: "ending" });
    expect(openingTags(html, "option").map((option) => option.value)).toEqual([".com", ".org", ".tech", ".co", ".me"]);
    expect(html).toMatch(/<option value=".com" selected="">/);
    expect(html).toContain("Domain ending</label>");
  });

  it("refuses an ending without its dot", () => {
    const search = { label: "Domain", placeholder: "Name", button: "Go", endings: ["com", ".org"] };
    expect(schema.safeParse({ ...domainSearch, search }).success).toBe(false);
  });

  it("lays out text and picture by variant", () => {
    const variantOf = (input: unknown) =>
      openingTags(renderAt(<Hero {...schema.parse(input)} />), "section")[0]?.["data-variant"];
    expect(variantOf(withSearch)).toBe("split");
    expect(variantOf(domainSearch)).toBe("centered");
    expect(variantOf({ ...withSearch, variant: "panel" })).toBe("panel");
    expect(schema.safeParse({ ...withSearch, variant: "diagonal" }).success).toBe(false);
  });

  it("draws the highlights' check marks in the highlight colour on a dark panel, where the accent is too dark", () => {
    const checkMarks = (input: unknown) =>
      openingTags(renderAt(<Hero {...schema.parse(input)} />), "span").filter((span) => span.class === "check-bullet");
    // The check-bullet utility (marks.css) takes the highlight colour in its dark tone.
    const light = checkMarks(withVideo);
    const dark = checkMarks({ ...withVideo, variant: "panel" });
    expect(light).toHaveLength(2);
    expect(light.every((span) => span["data-tone"] === undefined)).toBe(true);
    expect(dark).toHaveLength(2);
    expect(dark.every((span) => span["data-tone"] === "dark")).toBe(true);
  });

  it("turns the form into a subscribe form that needs an e-mail address", () => {
    const search = { label: "Email address", placeholder: "Your email", button: "Get started", kind: "email" };
    const html = renderAt(<Hero {...schema.parse({ ...withSearch, search })} />);
    expect(openingTags(html, "input")[0]).toMatchObject({ type: "email", name: "email", required: "" });
    expect(openingTags(html, "form")[0]).toMatchObject({ "data-stay": "" });
    expect(openingTags(html, "form")[0]?.role).toBeUndefined();
  });

  describe("with a photo behind it (cover)", () => {
    it("covers the whole band with the photo, under the scrim the section draws, in place of the glows", () => {
      const html = renderAt(<Hero {...schema.parse(withPhoto)} />);
      const [section] = openingTags(html, "section");
      expect(section).toMatchObject({ "data-variant": "cover" });
      // hero-cover (sections.css) makes the band tall and lays the scrim over the picture as its ::before.
      expect(section?.class?.split(" ")).toEqual(expect.arrayContaining(["hero-band", "hero-cover", "bg-night"]));
      const [photo] = openingTags(html, "img");
      expect(photo?.src).toMatch(/^\/_images\/studio\.[0-9a-f]{16}-\d+\.jpg$/);
      expect(photo?.class?.split(" ")).toEqual(
        expect.arrayContaining(["absolute", "inset-0", "-z-10", "size-full", "object-cover"]),
      );
      expect(html).not.toContain('<div aria-hidden="true">');
    });

    it("loads the photo first, as the page's main picture, in copies for the whole width of the screen", () => {
      const html = opening(withPhoto);
      expect(openingTags(html, "img")[0]).toMatchObject({ loading: "eager", fetchpriority: "high" });
      const sources = openingTags(html, "source");
      expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      expect(sources.every((source) => source.sizes === "100vw")).toBe(true);
      expect(sources[0]?.srcset).toMatch(/-1920\.avif 1920w$/);
      const [preload] = openingTags(html, "link");
      expect(preload).toMatchObject({ rel: "preload", as: "image", imagesizes: "100vw", fetchpriority: "high" });
    });

    it("draws its heading white, its accent words and outline buttons in the highlight that reads on night", () => {
      const html = renderAt(<Hero {...schema.parse({ ...withPhoto, surface: "plain" })} />);
      expect(openingTags(html, "h1")[0]?.class).toBe("text-white");
      expect(html).toContain(
        "[&amp;_.btn-outline]:text-highlight-on-night [&amp;_.text-accent]:text-highlight-on-night",
      );
      expect(openingTags(html, "section")[0]?.class).toContain("bg-night");
      expect(openingTags(html, "section")[0]?.class).not.toContain("bg-white");
    });
  });
});
