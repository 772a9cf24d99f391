/**
 * What a portfolio project is, read from how its name ends ("Lumen Bank banking app" is a banking
 * app for Lumen Bank), so its picture draws that kind of work for that client.
 */
import { mark, MARK_NAMES } from "./marks.ts";
import type { Palette } from "./palette.ts";
import { type Trade } from "./portfolio-motif.ts";
import { type TradeName, TRADES, tradeOf } from "./portfolio-trades.ts";
import { hashString, type Rng } from "./random.ts";
import type { Doc } from "./svg.ts";

export type AppScreen = "banking" | "booking" | "habits" | "ordering" | "field" | "wallet" | "loyalty" | "travel";
export type WorkKind =
  | "app"
  | "website"
  | "identity"
  | "campaign"
  | "packaging"
  | "dashboard"
  | "brandBoard"
  | "social";

/** Name endings, longest first so "travel app" is read before a shorter ending could be. */
const ENDINGS: readonly (readonly [ending: string, kind: WorkKind, screen?: AppScreen])[] = [
  ["logo and brand board", "brandBoard"],
  ["analytics dashboard", "dashboard"],
  ["website redesign", "website"],
  ["social media kit", "social"],
  ["launch campaign", "campaign"],
  ["packaging range", "packaging"],
  ["brand identity", "identity"],
  ["habit tracker", "app", "habits"],
  ["ordering app", "app", "ordering"],
  ["banking app", "app", "banking"],
  ["booking app", "app", "booking"],
  ["loyalty app", "app", "loyalty"],
  ["wallet app", "app", "wallet"],
  ["travel app", "app", "travel"],
  ["field app", "app", "field"],
];

export const WORK_ENDINGS = ENDINGS.map(([ending]) => ending);

export interface Work {
  client: string;
  kind: WorkKind;
  screen?: AppScreen;
  /** The client's trade, drawn as its motif; a client in no known trade gets a geometric mark. */
  trade: Trade;
  /** The trade read from the client's name; undefined when the motif is a mark standing in for one. */
  tradeName: TradeName | undefined;
}

/** A geometric mark chosen by the client's name, standing in for a trade no motif draws yet. */
function markFor(client: string): Trade {
  const name = MARK_NAMES[hashString(client) % MARK_NAMES.length]!;
  return { words: /(?!)/, draw: (ink) => mark(name, 0, 0, 48, ink.main, ink.alt) };
}

/** The work a project's name describes, or undefined when the name ends in no kind of work listed. */
export function workOf(name: string): Work | undefined {
  const lower = name.trim().toLowerCase();
  const found = ENDINGS.find(([ending]) => lower.endsWith(` ${ending}`));
  if (!found) return undefined;
  const [ending, kind, screen] = found;
  const client = name.trim().slice(0, -ending.length).trim();
  const tradeName = tradeOf(client);
  return { client, kind, screen, trade: tradeName ? TRADES[tradeName] : markFor(client), tradeName };
}

/** Draws one kind of work for a client onto the picture. */
export type WorkDrawing = (doc: Doc, p: Palette, rng: Rng, work: Work) => void;
