import { describe, expect, it } from "vitest";
import { renderAt } from "../../tests/helpers/render-block";
import { FirstScreen } from "../page/first-screen";
import { Picture } from "./Picture";
import type { PhotoLayout } from "./photo-layouts";

const image = { src: "/art/blog/1.svg", width: 800, height: 520 };

/** A picture of a block that opens the page, drawn in `layout`: its img's loading, and whether React preloads it. */
function openingPicture(layout: PhotoLayout, priority = false) {
  const html = renderAt(
    <FirstScreen value>
      <Picture image={image} alt="" layout={layout} priority={priority} />
    </FirstScreen>,
  );
  return { loading: /loading="(\w+)"/.exec(html)?.[1], preloaded: html.includes('<link rel="preload" as="image"') };
}

describe("when a picture loads", () => {
  it("at once, and preloaded, for the picture beside a block's text that opens the page", () => {
    expect(openingPicture("half")).toEqual({ loading: "eager", preloaded: true });
  });

  it("lazily for a list's pictures, even in a block that opens the page, but for the one marked as the page's main", () => {
    for (const layout of ["card", "portrait", "thumbnail"] as const)
      expect(openingPicture(layout), layout).toEqual({ loading: "lazy", preloaded: false });
    expect(openingPicture("card", true)).toEqual({ loading: "eager", preloaded: true });
  });

  it("lazily further down the page", () => {
    const html = renderAt(<Picture image={image} alt="" layout="half" />);
    expect(html).toContain('loading="lazy"');
  });

  it("lazily and not first further down the page, even where a block marks it as the page's main", () => {
    const html = renderAt(<Picture image={image} alt="" layout="card" priority />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
    expect(html).not.toContain('<link rel="preload"');
  });
});
