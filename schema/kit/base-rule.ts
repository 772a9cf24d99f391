import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { rootBase } from "../../src/routing/base-path";
import { quoted } from "./link-rules";
import { shownString } from "../primitives";

/**
 * A base path: the folder a site is served under, such as "/docs/". Every address of the site starts
 * with it, so it is a plain path of safe folder names: no query or section, no "." or "..", nothing a
 * page would have to escape.
 */
const folderName = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** Why a text is not a base path, in words the report and the command line both give; undefined when it is. */
export function baseProblem(base: string): string | undefined {
  if (!base.startsWith("/")) return 'it does not start with "/"';
  if (!base.endsWith("/")) return 'it does not end with "/"';
  if (/[?#]/.test(base)) return "it has a query or section (? or #)";
  if (base === rootBase) return undefined;
  const folders = base.slice(1, -1).split("/");
  if (folders.some((folder) => folder === "." || folder === "..")) return 'it has a "." or ".." folder';
  if (folders.some((folder) => folder === "")) return "it has an empty folder (//)";
  if (!folders.every((folder) => folderName.test(folder)))
    return "a folder name holds more than letters, digits, '-', '_', '.' and '~'";
  return undefined;
}

/** The same path with its slashes where they belong, when that is all it lacked: "docs" is "/docs/". */
function baseHint(base: string): string | undefined {
  const fixed = `/${base.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, rootBase);
  return fixed !== base && baseProblem(fixed) === undefined ? `Write ${fixed}.` : undefined;
}

/** What a base path given on the command line is told, in one line. */
export function baseFlagProblem(base: string): string | undefined {
  const problem = baseProblem(base);
  if (problem === undefined) return undefined;
  const hint = baseHint(base);
  return `--base ${quoted(base)} is not a base path: ${problem}. ${hint ?? "Name the folder the site is served under, such as /docs/."}`;
}

// From the shared text schema, so a hidden character is told as one, before the base's own rule.
const baseSchema = shownString().check((ctx) => {
  const reason = baseProblem(ctx.value);
  if (reason === undefined) return;
  ctx.issues.push(
    schemaIssue("invalid-base", ctx.value, { shown: quoted(ctx.value), reason }, { hint: baseHint(ctx.value) }),
  );
});
/** A base path field; the root when it is left out. */
export const basePath = (description: string) => baseSchema.default(rootBase).meta({ description });
