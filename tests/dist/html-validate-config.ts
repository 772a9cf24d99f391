import type { ConfigData } from "html-validate";

/**
 * html-validate's configuration for the built pages (html-valid.test.ts runs it over every
 * page in dist/). The recommended preset, with the rules that would only restyle what React and our
 * renderer write on purpose set to that style, rather than turned off.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    {
      // An island's wrapper: it holds one block's prerendered HTML and is displayed as its contents.
      "bp-island": {
        flow: true,
        permittedContent: ["@flow"],
        attributes: {
          "data-type": { required: true },
          "data-start": { required: true, enum: ["load", "visible", "idle", "scroll", "interaction"] },
          "data-component": { required: true },
          "data-prefix": { required: true },
        },
      },
    },
  ],
  rules: {
    // Every custom element is declared above, so a misspelt one is reported.
    "no-unknown-elements": "error",
    // The page frame writes the lower-case doctype that HTML's own examples use.
    "doctype-style": ["error", { style: "lowercase" }],
    // React writes void elements self-closed (<img />, <meta />); the head follows it, so a page has one style.
    "void-style": ["error", { style: "selfclose" }],
    // React writes boolean and empty attributes as name="" (required="", hidden="").
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React 19 writes a few attributes in camelCase (fetchPriority, popoverTarget); HTML attribute names
    // are case-insensitive, so browsers read them as written in lower case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId makes ids such as "_b1-R_0_": valid HTML ids, though not starting with a letter.
    "valid-id": ["error", { relaxed: true }],
    // A list of icon links (the footer's social links) is named so a screen reader says what it holds.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A skill bar's filled width is its value, and a photo's box its colour until it loads, both drawn
    // from the site's data; nothing else is styled inline.
    "no-inline-style": ["error", { allowedProperties: ["display", "width", "background-color"] }],
    // A phone number is kept on one line by its class rather than by no-break characters.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
  },
};
