import { existsSync } from "node:fs";

/** Where a system Chromium may live; Debian's package installs /usr/bin/chromium. */
const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The system Chromium to test with (CHROMIUM_PATH wins), or undefined to use Playwright's own browser. */
export function chromiumPath(): string | undefined {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment && existsSync(fromEnvironment)) return fromEnvironment;
  return candidates.find((candidate) => existsSync(candidate));
}

/** Flags for Chromium on a closed network and as root: no sandbox, no calls home. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
