import type { BlockWords } from "./block-words";
import type { ShellWords } from "../../src/page/shell-word-keys";

/** A BCP 47 language tag, such as en, es or pt-BR: what pages, blocks and translations name a language by. */
export type Language = string;

/** A language of the site, with everything written in it needs: filled in from the built-in sets. */
export interface SiteLanguage {
  code: Language;
  /** The locale numbers and dates are written in, such as en-US or es-ES. */
  locale: string;
  /** How link previews name the language and its country (og:locale), such as en_GB. */
  ogLocale: string;
  words: ShellWords;
  /**
   * What blocks written in it say where a field is left out. Kept apart from the shell's words: they are
   * filled into the blocks' props as pages are validated, and never sent to the browser on their own.
   */
  blockWords: BlockWords;
}
