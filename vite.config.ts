import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { sitePages } from "./src/engine/vite-plugin";

export default defineConfig({
  plugins: [react(), tailwindcss(), ...(process.env.VITEST ? [] : [sitePages()])],
  resolve: {
    // keen-slider/react has no exports map, so node cannot resolve it during the prerender.
    alias: { "keen-slider/react": "keen-slider/react.es.js" },
  },
  ssr: { noExternal: ["keen-slider"] },
  build: {
    manifest: true,
    target: "es2022",
    assetsInlineLimit: 0,
    // Islands load by URL after the first paint; nothing is preloaded ahead of them.
    modulePreload: false,
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
