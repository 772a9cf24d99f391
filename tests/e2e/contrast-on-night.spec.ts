import { expect, test } from "./fixtures";

/**
 * Pages with a section on the night surface, in themes whose accent reads on white but not on night.
 * axe leaves such text out when the scroll reveal has it mid-fade, so it is measured here, at rest.
 */
const routes = ["/pages-menu/about-us-v4", "/pages-menu/service-v3"];

test.use({ reducedMotion: "reduce" });

for (const route of routes) {
  test(`${route}: accent text on a night section reads at 4.5:1 or more`, async ({ page }) => {
    await page.goto(route);
    const ratios = await page.evaluate(() => {
      const rgb = (colour: string) => {
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no canvas");
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
      };
      const luminance = (channels: number[]) => {
        const [r = 0, g = 0, b = 0] = channels.map((value) => {
          const v = value / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return [...document.querySelectorAll<HTMLElement>("section.bg-night .text-accent")]
        .filter((element) => element.textContent?.trim())
        .map((element) => {
          const section = element.closest("section");
          const text = luminance(rgb(getComputedStyle(element).color));
          const back = luminance(rgb(getComputedStyle(section ?? document.body).backgroundColor));
          const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
          return { text: element.textContent?.trim(), ratio: Math.round(ratio * 100) / 100 };
        });
    });
    expect(ratios.length).toBeGreaterThan(0);
    expect(ratios.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });
}
