import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paintPng, pngCanvas, type Blending, type Mask } from "../../src/engine/social-card/png";
import { decodePng } from "../helpers/decode-png";

/** A blending that is easy to follow: a pixel of index `under` painted at `alpha` becomes (under + alpha) mod n. */
function modBlending(colours: number): Blending {
  const table = new Int16Array(256 * 256).fill(-1);
  return {
    table,
    fill(under, alpha) {
      return (table[(under << 8) | alpha] = (under + alpha) % colours);
    },
  };
}

const palette = (colours: number) => Uint8Array.from({ length: colours * 3 }, (_, index) => (index * 37) % 256);

/** What painting masks in turn makes of `indices`, one pixel at a time. */
function paintedByHand(width: number, height: number, indices: Uint8Array, masks: Mask[], colours: number) {
  const out = indices.slice();
  for (const { left, top, width: maskWidth, height: maskHeight, alpha } of masks)
    for (let row = 0; row < maskHeight; row++)
      for (let column = 0; column < maskWidth; column++) {
        const [x, y, cover] = [left + column, top + row, alpha[row * maskWidth + column]!];
        if (x < 0 || y < 0 || x >= width || y >= height || cover === 0) continue;
        out[y * width + x] = (out[y * width + x]! + cover) % colours;
      }
  return out;
}

describe("the PNG encoder", () => {
  it("writes a palette PNG that a separate decoder reads back pixel for pixel", () => {
    const [width, height] = [7, 9];
    const indices = Uint8Array.from({ length: width * height }, (_, pixel) => (pixel * 5) % 3);
    const canvas = pngCanvas(width, height, palette(3), indices);
    const png = decodePng(paintPng(canvas, [], modBlending(3)));
    expect([png.width, png.height, png.colourType]).toEqual([7, 9, 3]);
    expect(png.indices).toEqual(indices);
    expect([...png.rgb.subarray(3, 6)]).toEqual([...palette(3).subarray(6, 9)]);
  });

  it("paints masks over rows of any group, the last short one included, and clips what falls outside", () => {
    const [width, height, colours] = [10, 10, 5];
    const indices = Uint8Array.from({ length: width * height }, (_, pixel) => pixel % colours);
    const canvas = pngCanvas(width, height, palette(colours), indices, 4);
    const masks: Mask[] = [
      { left: -2, top: 3, width: 5, height: 2, alpha: Uint8Array.from([1, 2, 3, 0, 255, 9, 8, 7, 6, 5]) },
      { left: 8, top: 8, width: 4, height: 3, alpha: new Uint8Array(12).fill(3) },
      { left: 0, top: 3, width: 1, height: 1, alpha: Uint8Array.from([4]) },
    ];
    const blending = modBlending(colours);
    const png = paintPng(canvas, masks, blending);
    expect(decodePng(png).indices).toEqual(paintedByHand(width, height, indices, masks, colours));
    // The background is untouched by a painting.
    expect(decodePng(paintPng(canvas, [], blending)).indices).toEqual(indices);
  });

  it("gives the same bytes for the same picture", () => {
    const indices = Uint8Array.from({ length: 64 * 20 }, (_, pixel) => (pixel >> 3) % 4);
    const mask: Mask = {
      left: 5,
      top: 6,
      width: 3,
      height: 3,
      alpha: Uint8Array.from([0, 9, 200, 255, 1, 2, 3, 4, 5]),
    };
    const draw = () => paintPng(pngCanvas(64, 20, palette(4), indices), [mask], modBlending(4));
    expect(draw().equals(draw())).toBe(true);
  });

  it("keeps the image data's checksum right whatever is painted where (zlib checks it on every decode)", () => {
    const picture = fc
      .record({
        width: fc.integer({ min: 1, max: 40 }),
        height: fc.integer({ min: 1, max: 24 }),
        groupRows: fc.integer({ min: 1, max: 6 }),
        colours: fc.integer({ min: 1, max: 256 }),
        seed: fc.integer({ min: 0, max: 1000 }),
      })
      .chain((base) =>
        fc.record({
          base: fc.constant(base),
          masks: fc.array(
            fc.record({
              left: fc.integer({ min: -5, max: base.width + 2 }),
              top: fc.integer({ min: -5, max: base.height - 1 }),
              width: fc.integer({ min: 1, max: 12 }),
              height: fc.integer({ min: 1, max: 8 }),
              seed: fc.integer({ min: 0, max: 1000 }),
            }),
            { maxLength: 4 },
          ),
        }),
      );
    fc.assert(
      fc.property(picture, ({ base: { width, height, groupRows, colours, seed }, masks: shapes }) => {
        const indices = Uint8Array.from({ length: width * height }, (_, pixel) => ((pixel * seed) >> 2) % colours);
        const masks: Mask[] = shapes.map(({ seed: maskSeed, ...box }) => ({
          ...box,
          alpha: Uint8Array.from({ length: box.width * box.height }, (_, at) => (at * maskSeed * 31) % 256),
        }));
        const png = paintPng(
          pngCanvas(width, height, palette(colours), indices, groupRows),
          masks,
          modBlending(colours),
        );
        expect(decodePng(png).indices).toEqual(paintedByHand(width, height, indices, masks, colours));
      }),
      { numRuns: 300 },
    );
  });
});
