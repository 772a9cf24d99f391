import { blockWordDescriptions, blockWordKeys } from "../../schema/language/block-words";
import { english, spanish } from "../../schema/language/built-in-languages";
import { plain, table } from "./markdown";

/**
 * The section of docs/blocks.md that lists the words blocks say where a field is left out: what each
 * names, and the English and Spanish the project ships, for a site that adds a language to translate.
 */
export function blockWordsSection(): string {
  return [
    "## Words blocks say",
    "A text field whose default is a word, such as `readMore` on [blog-teasers](#blog-teasers), says it in the language the block is written in: the page's `lang`, or the block's own where it names one (a header or a footer). The tables above show the English word. `en` and `es` ship every one; a language a site adds under `languages:` in `content/site.yaml` gives each under its `words:`, beside the page frame's ([site.md](site.md#languages)), and keeps the part in braces its block fills in. Any of them may replace a built-in language's word there, and a block that writes the field says its own.",
    table(
      ["key", "what it names", "en", "es"],
      blockWordKeys.map((key) => [
        `\`${key}\``,
        plain(blockWordDescriptions[key]),
        plain(english.blockWords[key]),
        plain(spanish.blockWords[key]),
      ]),
    ),
  ].join("\n\n");
}
