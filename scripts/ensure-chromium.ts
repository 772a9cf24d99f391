import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium-path";

/**
 * Makes sure the browser tests have a Chromium: a system one if present; otherwise Debian's package
 * where apt is available (as root), or Playwright's own download elsewhere.
 */
function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: "inherit" });
}

const found = chromiumPath();
if (found) {
  console.log(`Chromium: ${found}`);
} else if (existsSync("/usr/bin/apt-get") && process.getuid?.() === 0) {
  console.log("No Chromium found: installing Debian's chromium package.");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium"]);
} else {
  console.log("No Chromium found: installing Playwright's Chromium.");
  run("npx", ["playwright", "install", "chromium"]);
}
