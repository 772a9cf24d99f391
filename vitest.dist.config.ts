import { defineConfig } from "vitest/config";

/** Checks of the built site (`npm run test:dist`, after `npm run build`): they read dist/, never build it. */
export default defineConfig({
  test: {
    include: ["tests/dist/**/*.test.ts"],
    environment: "node",
  },
});
