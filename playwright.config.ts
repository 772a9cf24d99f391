import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath, testChromiumPath } from "./scripts/chromium-path";

const port = Number(process.env.E2E_PORT ?? 4174);
const executablePath = testChromiumPath();
// The block catalog's pictures (docs/catalog/) are drawn by the whole browser, as a visitor's draws
// them; the headless shell antialiases text a little differently.
const browserPath = chromiumPath();

/** Browser tests run against the built site (npm run build first), served as a static host serves it. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test, to keep only those that fail, more than doubled what a test
    // costs. A test that fails in CI is run again, and that retry is recorded; locally, --trace on.
    trace: "on-first-retry",
    launchOptions: { args: chromiumFlags, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 860 } },
      testIgnore: /catalog\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: /catalog\.spec\.ts/,
    },
    // Visual baselines of every block, stored where the docs show them: docs/catalog/<type>-<width>.png.
    {
      name: "catalog",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { args: chromiumFlags, ...(browserPath ? { executablePath: browserPath } : {}) },
      },
      testMatch: /catalog\.spec\.ts/,
      snapshotPathTemplate: "docs/catalog/{arg}{ext}",
    },
  ],
  webServer: {
    command: `node bin/blockpress.mjs preview ${process.env.E2E_DIST ?? "dist"}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/404`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
