import type { UserConfig } from "vite";

/**
 * The app's Vite configuration: what the dev server and the tests (vite.config.ts) and the build's code
 * bundles all start from. The code bundles take it as it is, not through vite.config.ts: Vite loads a
 * config file through its module runner, with the dev server's page plugin and the engine it imports,
 * which cost each of the two builds more than it spent bundling (docs/scale.md). The plugins are
 * imported here, on first use, so a build whose code is unchanged loads none of them.
 */
export async function appViteConfig(): Promise<UserConfig> {
  const [{ default: react }, { default: tailwindcss }] = await Promise.all([
    import("@vitejs/plugin-react"),
    import("@tailwindcss/vite"),
  ]);
  return {
    plugins: [react(), tailwindcss()],
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
  };
}
