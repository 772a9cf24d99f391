/**
 * Avatars (160×160): friendly geometric portraits for testimonials and teams.
 * Round pastel background, shoulders, neck, head, a hair style and a simple face.
 * Everything is clipped to the disc so shoulders and long hair never poke out.
 * A portrait is drawn as a woman or a man, so it can match the name shown beside it.
 */
import { DARK, mix } from "./palette.ts";
import { Rng } from "./random.ts";
import { circle, Doc, ellipse, g, path, rect } from "./svg.ts";

const S = 160;

/** Light to deep, so a set of avatars covers a realistic range of complexions. */
export const SKIN_TONES = ["#fde3cf", "#f4c9a6", "#e0a87e", "#c68863", "#9a6243", "#6b402c"] as const;
export const HAIR_COLORS = ["#1f1a17", "#3b2a22", "#6b4226", "#a4643c", "#d8b06a", "#9ca3af", "#b4532a"] as const;
export const HAIR_STYLES = [
  "short",
  "long",
  "bob",
  "curly",
  "bun",
  "afro",
  "side",
  "buzz",
  "ponytail",
  "headscarf",
  "bald",
] as const;
export const LOOKS = ["woman", "man"] as const;
export type Look = (typeof LOOKS)[number];
/**
 * The hair styles each look is drawn with, by chance; a headscarf only where the portraits table asks
 * for one. Men keep short styles so the silhouette reads at a glance; women wear earrings as well.
 */
export const STYLES_BY_LOOK = {
  woman: ["long", "bob", "bun", "ponytail", "curly", "afro", "long", "bob"],
  man: ["short", "side", "buzz", "bald", "short", "side"],
} as const satisfies Record<Look, readonly HairStyle[]>;
/** Blond, red and auburn only on the lighter complexions; black, browns and grey on every one. */
const DARK_HAIR = ["#1f1a17", "#3b2a22", "#6b4226", "#9ca3af"] as const;
const BACKGROUNDS = ["#e0e7ff", "#ccfbf1", "#fef3c7", "#ffe4e6", "#ede9fe", "#e0f2fe", "#dcfce7", "#ffedd5"] as const;
const SHIRTS = ["#4f46e5", "#0f766e", "#f97316", "#e11d48", "#0284c7", "#334155", "#7c3aed", "#059669"] as const;
const SCARVES = ["#0f766e", "#7c3aed", "#e11d48", "#0284c7", "#d97706"] as const;

export type HairStyle = (typeof HAIR_STYLES)[number];

export interface AvatarTraits {
  look: Look;
  skin: string;
  hair: string;
  style: HairStyle;
  background: string;
  shirt: string;
  glasses: boolean;
  beard: boolean;
}

/** Seeded traits for a look; any of them can be overridden (the portraits table fixes the complexion). */
export function avatarTraits(seed: string, look: Look, overrides: Partial<AvatarTraits> = {}): AvatarTraits {
  const rng = new Rng(seed);
  const style = overrides.style ?? rng.pick(STYLES_BY_LOOK[look]);
  const skin = overrides.skin ?? rng.pick(SKIN_TONES);
  const deep = SKIN_TONES.indexOf(skin as (typeof SKIN_TONES)[number]) >= 3;
  const traits: AvatarTraits = {
    look,
    skin,
    hair: rng.pick(deep ? DARK_HAIR : HAIR_COLORS),
    style,
    background: rng.pick(BACKGROUNDS),
    shirt: rng.pick(SHIRTS),
    glasses: rng.chance(0.3),
    // Beards only on men with short styles, so the silhouettes stay readable.
    beard: look === "man" && ["short", "buzz", "bald", "side"].includes(style) && rng.chance(0.45),
    ...overrides,
  };
  if (traits.style === "headscarf") traits.hair = rng.pick(SCARVES);
  return traits;
}

// Head geometry shared by all hair paths: centre (80, 76), radii 29 × 33.
const HX = 80;
const HY = 76;

/** Parts drawn behind the head (long hair, afro volume, ponytail, scarf drape). */
export function hairBack(style: HairStyle, hair: string): string {
  switch (style) {
    case "long":
      return path("M47 78C44 44 62 33 80 33s36 11 33 45l4 52c-12 8-62 8-74 0z", hair);
    case "afro":
      return circle(80, 64, 45, hair);
    case "bob":
      return path("M45 80C43 45 61 33 80 33s37 12 35 47l3 24c-12 7-64 7-76 0z", hair);
    case "ponytail":
      return ellipse(114, 92, 11, 26, hair, { transform: "rotate(-14 114 92)" });
    case "headscarf":
      return path("M43 82C42 44 60 31 80 31s38 13 37 51l5 44c-14 11-70 11-84 0z", hair);
    case "curly": {
      let out = "";
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.02 + i * 0.12);
        out += circle(80 + Math.cos(a) * 33, 72 + Math.sin(a) * 34, 12);
      }
      return g({ fill: hair }, out);
    }
    default:
      return "";
  }
}

/** Parts drawn over the head (fringes and caps). */
function hairFront(style: HairStyle, hair: string): string {
  switch (style) {
    case "short":
      return path("M50 80C47 52 62 39 82 39s31 14 28 41c-2-10-7-18-14-22-10 5-30 6-41 6-3 5-4 10-5 16z", hair);
    case "side":
      return path("M50 82C46 50 64 37 84 38s30 18 26 40c-6-14-18-22-32-23-10 5-20 13-28 27z", hair);
    case "bun":
      return (
        circle(80, 37, 13, hair) + path("M51 74C51 52 64 42 80 42s29 10 29 32c-5-12-16-18-29-18s-24 6-29 18z", hair)
      );
    case "long":
      return path("M51 74C52 52 65 42 80 42s28 10 29 32c-8-11-18-18-29-18-5 8-18 15-29 18z", hair);
    case "bob":
      // A straight fringe across the forehead.
      return path("M50 76C50 52 63 41 80 41s30 11 30 35c-2-6-5-9-9-10H59c-4 1-7 4-9 10z", hair);
    case "curly":
      return path("M52 70C54 50 66 42 80 42s26 8 28 28c-8-8-18-12-28-12s-20 4-28 12z", hair);
    case "afro":
      return path("M53 66C56 50 67 44 80 44s24 6 27 22c-8-6-17-9-27-9s-19 3-27 9z", hair);
    case "buzz":
      return path("M51 74C50 52 63 42 80 42s30 10 29 32c-5-12-15-18-29-18s-24 6-29 18z", hair, { opacity: 0.85 });
    case "ponytail":
      return path("M51 74C51 52 64 42 80 42s29 10 29 32c-4-10-12-17-24-19-10 6-22 12-34 19z", hair);
    case "headscarf":
      // Band framing the forehead; the drape behind covers the ears and neck.
      return (
        path("M53 70C55 48 67 40 80 40s25 8 27 30c-6-10-16-15-27-15s-21 5-27 15z", hair) +
        path("M80 40c13 0 25 8 27 30", "none", { stroke: mix(hair, "#fff", 0.3), "stroke-width": 3 })
      );
    case "bald":
      return path("M60 52c6-5 13-7 20-7", "none", { stroke: "#fff", "stroke-width": 4, opacity: 0.35 });
  }
}

/**
 * The head on the portraits' grid, from ears to glasses: everything drawn over the neck. Scenes that
 * draw whole people use it too, so a volunteer or a designer has the same face as a team portrait.
 */
export function headFront(t: AvatarTraits): string {
  const shade = mix(t.skin, DARK, 0.12);
  const features = "#1c1412";
  const parts: string[] = [];
  if (t.style === "headscarf") parts.push(path("M47 78c0 36 13 54 33 54s33-18 33-54z", t.hair));
  if (t.style !== "headscarf") parts.push(circle(51, 80, 6.5, shade), circle(109, 80, 6.5, shade));
  // Small gold earrings hang below the ears; a headscarf covers them.
  if (t.look === "woman" && t.style !== "headscarf")
    parts.push(g({ fill: "#f5b942" }, circle(51, 89, 3), circle(109, 89, 3)));
  parts.push(ellipse(HX, HY, 29, 33, t.skin));
  parts.push(hairFront(t.style, t.hair));
  if (t.beard) parts.push(path("M51 80c1 26 15 34 29 34s28-8 29-34c-4 12-12 18-29 18S55 92 51 80z", t.hair));
  // Face: eyes, brows, cheeks and a smile.
  // Small white glints keep the eyes readable on the deeper skin tones.
  parts.push(
    g({ fill: features }, circle(70, 80, 3.6), circle(90, 80, 3.6)),
    g({ fill: "#fff" }, circle(71.3, 78.7, 1.1), circle(91.3, 78.7, 1.1)),
  );
  parts.push(
    path("M64 71q6-4 11-1M85 70q5-3 11 1", "none", {
      stroke: t.style === "headscarf" || t.style === "bald" ? features : t.hair,
      "stroke-width": 2.6,
      opacity: 0.8,
    }),
  );
  // Lashes flick out from the outer corners of a woman's eyes.
  if (t.look === "woman")
    parts.push(path("M66.5 78.5l-3.5-2.5M93.5 78.5l3.5-2.5", "none", { stroke: features, "stroke-width": 1.8 }));
  parts.push(g({ fill: "#f43f5e", opacity: 0.16 }, circle(62, 90, 5), circle(98, 90, 5)));
  parts.push(
    path("M72 93q8 7 16 0", "none", {
      stroke: t.beard ? "#fff" : features,
      "stroke-width": 2.8,
      opacity: t.beard ? 0.9 : 1,
    }),
  );
  if (t.glasses)
    parts.push(
      g(
        { fill: "#fff", "fill-opacity": 0.25, stroke: features, "stroke-width": 2.4 },
        rect(59, 72, 19, 15, 6),
        rect(82, 72, 19, 15, 6),
        path("M78 79h4"),
      ),
    );
  return parts.join("");
}

export function avatar(seed: string, look: Look, overrides: Partial<AvatarTraits> = {}): string {
  const t = avatarTraits(seed, look, overrides);
  const doc = new Doc(S, S, `avatar-${seed}`);
  const shade = mix(t.skin, DARK, 0.12);
  const parts: string[] = [circle(80, 80, 80, t.background)];
  parts.push(hairBack(t.style, t.hair));
  // Shoulders and neck; the neck is a touch darker so the jaw line reads.
  parts.push(path("M22 176c0-40 24-60 58-60s58 20 58 60z", t.shirt));
  // Neck with a rounded bottom doubles as a crew neckline over the shirt.
  parts.push(path("M68 94h24v22q-12 12-24 0z", shade));
  parts.push(headFront(t));
  // Figure is drawn on a small grid and scaled up about the bottom centre so the face fills the
  // disc; the clip keeps shoulders and long hair inside the round avatar.
  const [bg, ...figure] = parts;
  doc.add(
    g(
      { "clip-path": doc.clip(circle(80, 80, 80)) },
      bg ?? "",
      g({ transform: "translate(-9.6 -18)scale(1.12)" }, ...figure),
    ),
  );
  return doc.toString();
}
