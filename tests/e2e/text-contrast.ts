import type { Page } from "@playwright/test";
import sharp from "sharp";

/** A run of text on the page: where its lines are, its colour and what AA asks of it. */
interface TextRun {
  text: string;
  /** The text's colour as drawn, red, green, blue and alpha (its opacity and its ancestors' folded in). */
  colour: [number, number, number, number];
  /** 3 for large text (24 px, or 18.66 px bold), 4.5 for the rest. */
  needed: number;
  /** The boxes of its lines, in CSS pixels of the page from its top left, clipped to what is shown. */
  boxes: { x: number; y: number; width: number; height: number }[];
}

/** A text that does not reach the contrast AA asks of it over what is drawn behind it. */
export interface ContrastShortfall {
  text: string;
  ratio: number;
  needed: number;
}

/**
 * Every run of visible text on the page: each element's own text nodes, not those of its children.
 * Text that is no content is left out, as WCAG leaves it out: inside an svg (a picture's labels), hidden
 * from assistive technology, or part of a disabled control. A line's box is cut to what the element and
 * every ancestor that clips (a slider's track, a clipped card, a visually hidden label) lets show; a
 * line cut away entirely is not shown.
 */
function textRuns(): TextRun[] {
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!canvas) throw new Error("no canvas");
  const rgba = (colour: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const byElement = new Map<Element, Text[]>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    byElement.set(parent, [...(byElement.get(parent) ?? []), node as Text]);
  }
  for (const [element, nodes] of byElement) {
    if (element.closest("svg, [aria-hidden=true], script, style, template, noscript, :disabled")) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    let opacity = 1;
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let at: Element | null = element; at; at = at.parentElement) {
      const atStyle = getComputedStyle(at);
      opacity *= Number(atStyle.opacity);
      if (atStyle.overflowX !== "visible" || atStyle.overflowY !== "visible") {
        const box = at.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, box.left),
          top: Math.max(clip.top, box.top),
          right: Math.min(clip.right, box.right),
          bottom: Math.min(clip.bottom, box.bottom),
        };
      }
    }
    const [r, g, b, a] = rgba(style.color);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const boxes = nodes.flatMap((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].flatMap((rect) => {
        const left = Math.max(rect.left, clip.left);
        const top = Math.max(rect.top, clip.top);
        const right = Math.min(rect.right, clip.right);
        const bottom = Math.min(rect.bottom, clip.bottom);
        return right - left >= 2 && bottom - top >= 2
          ? [{ x: left + window.scrollX, y: top + window.scrollY, width: right - left, height: bottom - top }]
          : [];
      });
    });
    if (boxes.length === 0 || a * opacity === 0) continue;
    runs.push({
      text: nodes
        .map((node) => node.textContent?.trim())
        .join(" ")
        .slice(0, 60),
      colour: [r, g, b, a * opacity],
      needed: large ? 3 : 4.5,
      boxes,
    });
  }
  return runs;
}

/** WCAG's relative luminance of an sRGB colour of 0–255 channels. */
function luminance(red: number, green: number, blue: number): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The share of the pixels behind a text that may read worse than AA asks: a text over a picture passes
 * when nine tenths of what is behind its lines gives it the contrast, so a few stray pixels of a photo
 * in its colour do not fail it, where a band of them would.
 */
const strayShare = 0.1;

/** Every text drawn transparent, its shadows and outlines gone with it: what is behind the text shows. */
const textHidden =
  "*, *::before, *::after { color: transparent !important; text-shadow: none !important; -webkit-text-stroke: 0 !important; caret-color: transparent !important; } ::placeholder { color: transparent !important; }";

/**
 * Each text of the page that does not reach the contrast AA asks for (4.5:1, or 3:1 for large text)
 * against the pixels behind it. The page is drawn whole with every text made transparent, so what is
 * behind each line is measured as the visitor sees it: a gradient, a photo, a tint over a picture,
 * which axe cannot judge. The text's colour is blended over each pixel by its own transparency.
 */
export async function contrastShortfalls(page: Page): Promise<ContrastShortfall[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const runs = await page.evaluate(textRuns);
  const picture = await page.screenshot({ fullPage: true, animations: "disabled", style: textHidden });
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const shortfalls: ContrastShortfall[] = [];
  for (const run of runs) {
    const [red, green, blue, alpha] = run.colour;
    const ratios: number[] = [];
    for (const box of run.boxes)
      for (let y = Math.floor(box.y); y < Math.min(info.height, box.y + box.height); y += 2)
        for (let x = Math.floor(box.x); x < Math.min(info.width, box.x + box.width); x += 2) {
          const at = (y * info.width + x) * 3;
          const under = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0] as const;
          const drawn = luminance(
            red * alpha + under[0] * (1 - alpha),
            green * alpha + under[1] * (1 - alpha),
            blue * alpha + under[2] * (1 - alpha),
          );
          ratios.push(contrast(drawn, luminance(...under)));
        }
    if (ratios.length === 0) continue;
    ratios.sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length * strayShare)] ?? 0;
    if (ratio < run.needed)
      shortfalls.push({ text: run.text, ratio: Math.round(ratio * 100) / 100, needed: run.needed });
  }
  return shortfalls;
}
