/**
 * An app for a client: its main screen, drawn for the kind of app it is, beside its launch screen
 * with the client's motif as the app icon.
 */
import { DARK, WHITE } from "./palette.ts";
import { bankingScreen, loyaltyScreen, type ScreenDrawing, travelScreen, walletScreen } from "./portfolio-app-money.ts";
import { bookingScreen, fieldScreen, habitsScreen, orderingScreen } from "./portfolio-app-plans.ts";
import { inkOnBold, placeMotif } from "./portfolio-motif.ts";
import { boldStage } from "./portfolio-stage.ts";
import type { AppScreen, WorkDrawing } from "./portfolio-work.ts";
import { rect } from "./svg.ts";
import { bars, card, phone, phoneScreen, pill } from "./ui.ts";

const SCREENS: Record<AppScreen, ScreenDrawing> = {
  banking: bankingScreen,
  booking: bookingScreen,
  habits: habitsScreen,
  ordering: orderingScreen,
  field: fieldScreen,
  wallet: walletScreen,
  loyalty: loyaltyScreen,
  travel: travelScreen,
};

export const appKind: WorkDrawing = (doc, p, rng, work) => {
  boldStage(doc, p, rng);
  const [px, py, pw, ph] = [196, 78, 190, 404];
  doc.add(phone(px, py, pw, ph, WHITE, DARK));
  doc.add(SCREENS[work.screen ?? "banking"](doc, phoneScreen(px, py, pw, ph), p, rng, work));
  // The launch screen: the client's motif as the app icon, on the palette's tint.
  const [lx, ly] = [414, 118];
  doc.add(phone(lx, ly, pw, ph, p.tint, DARK));
  const icon = { x: lx + pw / 2 - 48, y: ly + 130 };
  doc.add(
    card(icon.x, icon.y, 96, 96, { r: 26, fill: p.accent, tone: p.deep }),
    placeMotif(work.trade, icon.x + 18, icon.y + 18, 60, inkOnBold(p)),
    bars(lx + pw / 2 - 50, ly + 250, [100], DARK, 12),
    bars(lx + pw / 2 - 34, ly + 272, [68], p.soft, 8),
    pill(lx + 30, ly + ph - 70, pw - 60, 36, p.accent, WHITE),
    rect(lx + pw / 2 - 24, ly + ph - 20, 48, 5, 2.5, DARK, { opacity: 0.3 }),
  );
};
