import { z } from "zod";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { quoted } from "./link-rules";

/**
 * An origin: http: or https:, a host name and an optional port, and nothing after it. Pages, links and
 * "{host}/path" add their own paths to it, so no path, query, credentials or markup rides along.
 */
const originPattern =
  /^https?:\/\/(?=[^:]{1,253}(?::\d+)?$)(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}(?::\d{1,5})?$/;

const isOrigin = (address: string) => originPattern.test(address) && URL.canParse(address);

/** What to write instead: the origin of the address when it has one, else the form of one. */
function originHint(address: string): string {
  const origin = URL.canParse(address) ? new URL(address).origin : "";
  return isOrigin(origin)
    ? `Write ${origin}; pages and links add their own paths to it.`
    : "Write http:// or https:// and a host name, with nothing after it, such as https://www.example.com.";
}

const originSchema = z
  .string()
  .check((ctx) => {
    if (isOrigin(ctx.value)) return;
    ctx.issues.push(
      schemaIssue("invalid-origin", ctx.value, { shown: quoted(ctx.value) }, { hint: originHint(ctx.value) }),
    );
  })
  .meta({ pattern: originPattern.source });
export const origin = (description: string) => originSchema.meta({ description });
