/**
 * What the engine's bundle runner (scripts/run-bundle.mjs) hands the bundled engine: its own import().
 * The bundle runs as a script compiled from V8's code cache, and in such a script node 20's import()
 * fails (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). Run from TypeScript sources, there is none.
 */
declare const engineImport: (<Module>(specifier: string) => Promise<Module>) | undefined;

/** Loads an ES module (Vite and its plugins, the built server renderer) by its specifier or file URL. */
export function importModule<Module>(specifier: string): Promise<Module> {
  return typeof engineImport === "function" ? engineImport<Module>(specifier) : import(/* @vite-ignore */ specifier);
}
