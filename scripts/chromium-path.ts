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

/** Debian's build of Chromium's headless shell: the browser Playwright tests with, without the desktop browser around it. */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the browser tests run in (CHROMIUM_PATH wins): the headless shell where it is
 * installed, as it opens a page in about half the time the whole browser takes; else the system one.
 */
export function testChromiumPath(): string | undefined {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment && existsSync(fromEnvironment)) return fromEnvironment;
  return existsSync(headlessShellPath) ? headlessShellPath : chromiumPath();
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
