import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { nearest } from "../../src/engine/errors/did-you-mean";
import { shownString } from "../primitives";
import { defaultTheme } from "../themes/shipped-themes";
import type { SiteFacts } from "./validation-context";

/**
 * A page's `theme:`, one of the site's themes (the built-in ones and site.yaml's); a name it does not
 * define is reported with the nearest. Editors are offered the names as a list.
 */
export function createThemeKit(facts: Pick<SiteFacts, "themes">) {
  const names = facts.themes === "unchecked" ? [] : [...facts.themes.keys()].sort();
  const theme = () =>
    shownString()
      .check((ctx) => {
        if (facts.themes === "unchecked" || facts.themes.has(ctx.value)) return;
        const [meant] = nearest(ctx.value, names, 1);
        const hint = meant ? `Did you mean "${meant}"?` : undefined;
        ctx.issues.push(
          schemaIssue("unknown-theme", ctx.value, { theme: JSON.stringify(ctx.value), known: names }, { hint }),
        );
      })
      .default(defaultTheme)
      .meta({
        description:
          "Colour theme: sets the accent colour of the page. A built-in theme, or one site.yaml defines under themes:.",
        ...(names.length > 0 ? { enum: names } : {}),
      });
  return { theme };
}
