/**
 * A standing person for scenes (volunteers, a family, a designer at her desk): the portraits' head on a
 * flat body, so people in a picture have the faces of the site's portraits. A figure is drawn about its
 * feet, facing the viewer; the caller places the hands and may give them something to hold.
 */
import { type AvatarTraits, avatarTraits, hairBack, headFront } from "./avatar.ts";
import { PORTRAITS, portraitSeed } from "./portraits.ts";
import { DARK, mix } from "./palette.ts";
import { d, ellipse, g, path, type Point, transform } from "./svg.ts";

export interface Figure {
  traits: AvatarTraits;
  /** Trousers; the shirt is the traits' own. */
  legs: string;
  /** A child's build: a shorter body under a slightly smaller head. */
  child?: boolean;
  /** Where each hand is, in the figure's own units (feet at the origin, up is negative). */
  hands?: readonly [Point, Point];
  /** Drawn over the arms and under the hands: a box carried in front, a sapling, a pencil. */
  held?: string;
  /** An apron over the shirt in this colour, the mark of a volunteer. */
  apron?: string;
}

/** Heights above the feet (shoulders, hips) and half the shoulder width, for each build. */
const BUILDS = {
  adult: { head: 1, shoulder: 250, hip: 140, half: 46 },
  child: { head: 0.9, shoulder: 150, hip: 86, half: 32 },
};

/** The hands of a figure at rest: down by the hips. */
export function restingHands(child = false): [Point, Point] {
  const b = child ? BUILDS.child : BUILDS.adult;
  return [
    [-b.half - 6, -b.hip + 4],
    [b.half + 6, -b.hip + 4],
  ];
}

/** A person standing with their feet at (x, y), `scale` times the portraits' head size. */
export function figure(x: number, y: number, scale: number, f: Figure): string {
  const b = f.child ? BUILDS.child : BUILDS.adult;
  const t = f.traits;
  const { half, shoulder, hip } = b;
  // The head is drawn on the portraits' grid, its neck (centred at x 80, ending at y 120) on the shoulders.
  const head = (markup: string) =>
    g({ transform: transform(-80 * b.head, -shoulder + 6 - 120 * b.head, 0, b.head) }, markup);
  const shade = mix(t.skin, DARK, 0.12);
  const arm = half * 0.46;
  const [left, right] = f.hands ?? restingHands(f.child);
  const shoulders: [Point, Point] = [
    [-half + arm / 2, -shoulder + arm / 2],
    [half - arm / 2, -shoulder + arm / 2],
  ];
  const limb = ([sx, sy]: Point, [hx, hy]: Point) => d`M${sx} ${sy}Q${sx + (hx - sx) * 0.2} ${hy} ${hx} ${hy}`;
  const leg = (from: number) =>
    d`M${from} ${-hip - 8}h${half * 0.68}v${hip - 10}a${half * 0.2} ${half * 0.2} 0 0 1 ${-half * 0.68} 0z`;
  const parts = [
    head(hairBack(t.style, t.hair)),
    path(leg(-half * 0.72) + leg(half * 0.04), f.legs),
    g({ fill: DARK }, ellipse(-half * 0.42, -6, half * 0.42, 8), ellipse(half * 0.42, -6, half * 0.42, 8)),
    path(
      d`M${-half} ${-shoulder + 20}Q${-half} ${-shoulder} ${-half + 20} ${-shoulder}H${half - 20}Q${half} ${-shoulder} ${half} ${-shoulder + 20}L${half - 6} ${-hip}H${-half + 6}z`,
      t.shirt,
    ),
    f.apron
      ? path(
          d`M${-half * 0.5} ${-shoulder + 28}h${half}l${half * 0.12} ${shoulder - hip + 8}h${-half * 1.24}z`,
          f.apron,
        )
      : "",
    head(path("M68 94h24v30h-24z", shade) + headFront(t)),
    path(limb(shoulders[0], left) + limb(shoulders[1], right), "none", { stroke: t.shirt, "stroke-width": arm }),
    f.held ?? "",
    g(
      { fill: t.skin },
      ellipse(left[0], left[1], arm * 0.5, arm * 0.55),
      ellipse(right[0], right[1], arm * 0.5, arm * 0.55),
    ),
  ];
  return g({ transform: transform(x, y, 0, scale) }, ...parts);
}

/** The traits of a person in the portraits table, so a scene draws them with their own face. */
export function portraitTraits(name: string, overrides: Partial<AvatarTraits> = {}): AvatarTraits {
  const found = PORTRAITS.find((p) => p.name === name);
  if (!found) throw new Error(`No portrait for ${name}`);
  // As generate.ts draws the portrait: the table's own fields (complexion, a fixed style) over chance.
  const { name: seedName, look, ...drawn } = found;
  return avatarTraits(portraitSeed(seedName), look, { ...drawn, ...overrides });
}
