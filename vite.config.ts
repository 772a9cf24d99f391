import { defineConfig } from "vitest/config";
import { appViteConfig } from "./src/engine/app-vite-config";
import { sitePages } from "./src/engine/vite-plugin";

const app = await appViteConfig();

export default defineConfig({
  ...app,
  plugins: [...(app.plugins ?? []), ...(process.env.VITEST ? [] : [sitePages()])],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
