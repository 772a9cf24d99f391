import { defineConfig } from "vitest/config";
import { appViteConfig } from "./src/engine/code/app-vite-config";
import { sitePages } from "./src/engine/dev/vite-plugin";

const app = await appViteConfig();

export default defineConfig({
  ...app,
  plugins: [...(app.plugins ?? []), ...(process.env.VITEST ? [] : [sitePages()])],
  server: {
    // The dev server is for the person editing the site, on this machine.
    host: "127.0.0.1",
    // It watches the project for changes, but not what the engine makes in it: the caches (the
    // bench's generated sites alone are tens of thousands of files, which took the first page
    // seconds to serve) and the built sites.
    watch: { ignored: ["**/.cache/**", "**/.builds/**", "**/dist/**", "**/screenshots/**"] },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "node",
    // A worker per core. Vitest's default for a run leaves one core out, which on a two-core machine
    // runs the files one at a time, while many of them spend most of their time waiting on a build or a
    // command they started.
    maxWorkers: "100%",
  },
});
