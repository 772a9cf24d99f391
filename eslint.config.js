import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      ".builds",
      "screenshots",
      ".cache",
      "node_modules",
      "test-results",
      "playwright-report",
      "schema/*.json",
      // Bad input, such as a script in public/ that the loader must refuse: data, not code of the project.
      "tests/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Text from the YAML renders as text: markup is never handed to React as a string.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render YAML text as text; join trusted HTML from the renderer as strings instead.",
        },
      ],
    },
  },
  {
    // One concept per file: a file that outgrows this holds more than one.
    files: ["src/**/*.{ts,tsx}", "schema/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    // The engine reads top to bottom: a function that outgrows a screen is split into the steps it takes.
    files: ["src/engine/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 60 }] },
  },
  {
    // The browser bundle never carries the validator or node modules. src/render draws whole pages on
    // the server (the prerender and the dev server): no browser code imports it.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/engine/**", "src/render/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["zod", "zod/*", "yaml", "node:*"],
              message: "Browser code must not import zod, yaml or node modules.",
            },
            { group: ["**/engine/**"], message: "Browser code must not import the node-side engine." },
            {
              group: ["**/schema/**"],
              allowTypeImports: true,
              message: "Browser code takes only types from schema/: its values pull zod into the bundle.",
            },
          ],
        },
      ],
    },
  },
  {
    // The shell runs on every page before any island: it stays free of any framework.
    files: ["src/shell/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react-dom/*", "react/*", "**/blocks/**", "**/render/**", "**/ui/**"],
              allowTypeImports: true,
              message: "The shell script loads on every page: it imports no framework and no component.",
            },
          ],
        },
      ],
    },
  },
);
