import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, headlessShellPath } from "./chromium-path";

/**
 * Makes sure the browser tests have a Chromium: a system one if present; otherwise Debian's package
 * where apt is available (as root), or Playwright's own download elsewhere. Where apt is available,
 * Debian's headless shell is added too: the tests run in it (chromium-path.ts).
 */
function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: "inherit" });
}

const found = chromiumPath();
const withApt = existsSync("/usr/bin/apt-get") && process.getuid?.() === 0;
const missing = [...(found ? [] : ["chromium"]), ...(existsSync(headlessShellPath) ? [] : ["chromium-headless-shell"])];
if (found) console.log(`Chromium: ${found}`);
if (withApt && missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(" and ")}.`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing]);
} else if (!found) {
  console.log("No Chromium found: installing Playwright's Chromium.");
  run("npx", ["playwright", "install", "chromium"]);
}
