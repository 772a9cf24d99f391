import { defineConfig } from "vitest/config";

/**
 * Checks of the built site (`npm run test:dist`, after `npm run build`): they read dist/, never build
 * it; one builds the site again elsewhere, with every speedup off, to compare.
 */
export default defineConfig({
  test: {
    include: ["tests/dist/**/*.test.ts"],
    environment: "node",
  },
});
