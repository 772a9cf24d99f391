import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mediaEdges, sweepWidths } from "../e2e/media-edges";

async function builtCss(css: string): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), "media-edges-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "assets", "site.css"), css);
  await writeFile(path.join(dist, "assets", "site.js"), "/* @media (min-width: 999px) is no stylesheet */");
  return dist;
}

describe("the widths every page is measured at for sideways scroll", () => {
  it("are where each media query of the built stylesheets starts or stops applying", async () => {
    const dist = await builtCss(
      "@media (min-width:40rem){a{b:c}}@media (max-width:767px){a{b:c}}@media not all and (min-width:64rem){a{b:c}}" +
        "@media (width>=80rem){a{b:c}}@media (width<90rem){a{b:c}}@media (hover:hover){a{b:c}}@media screen and (max-height:420px){a{b:c}}",
    );
    expect(mediaEdges(dist)).toEqual([640, 768, 1024, 1280, 1440]);
  });

  it("are both sides of every edge between 320 and 1440 px, both ends, and the phone widths", () => {
    const widths = sweepWidths([200, 640, 1024, 1600]);
    expect(widths).toEqual([320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 639, 640, 1023, 1024, 1440]);
  });
});
