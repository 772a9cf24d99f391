import { defineConfig } from "vitest/config";
import { appViteConfig } from "./src/engine/code/app-vite-config";
import { sitePages } from "./src/engine/dev/vite-plugin";

const app = await appViteConfig();

export default defineConfig({
  ...app,
  plugins: [...(app.plugins ?? []), ...(process.env.VITEST ? [] : [sitePages()])],
  // The dev server draws pages itself, so Vite finds no HTML to learn the browser's code from. Named
  // here, every package that code imports (React, the sliders, the lightbox, the studio's sorting) is
  // prepared when the server starts. Found later, on first use, a package makes Vite prepare them all
  // again and answer the requests already under way with 504 "Outdated Optimize Dep".
  optimizeDeps: {
    entries: ["src/shell/main.ts", "src/islands/hydrate.tsx", "src/blocks/*/index.tsx", "src/studio/main.tsx"],
  },
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
