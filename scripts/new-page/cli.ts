import { rm } from "node:fs/promises";
import path from "node:path";
import { formatError } from "../../src/engine/errors/site-error";
import { visibleEscapes } from "../../src/engine/errors/terminal-text";
import { loadSite } from "../../src/engine/load-site";
import { createPage, type NewPageRequest } from "./new-page";

/**
 * `npm run new -- <route> [--from <route>] [--blocks hero,faq,...]`: writes a starter page, then
 * validates the site and shows any problem of the new page; a path an alias or a redirect already
 * serves is refused (the page is taken back). Status 2 for a request that names what is not there,
 * 1 when the path is taken or the new page has errors.
 */
const usage = "usage: npm run new -- <route> [--from <route>] [--blocks hero,faq,...]";

function parseArgs(args: readonly string[]): NewPageRequest | { error: string } {
  let route: string | undefined;
  let from: string | undefined;
  const blocks: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    const [name, inline] = arg.startsWith("--") ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => inline ?? args[++index];
    if (name === "--from") {
      from = value();
      if (!from) return { error: "--from needs the route of a page to copy" };
    } else if (name === "--blocks") {
      const list = value();
      if (!list) return { error: "--blocks needs block types, such as --blocks hero,faq" };
      blocks.push(
        ...list
          .split(",")
          .map((type) => type.trim())
          .filter((type) => type !== ""),
      );
    } else if (arg.startsWith("-")) {
      return { error: `unknown option "${arg}"` };
    } else if (route === undefined) {
      route = arg;
    } else {
      return { error: `one route at a time; got "${route}" and "${arg}"` };
    }
  }
  if (route === undefined) return { error: "which route? such as /pricing/enterprise" };
  return { route, blocks, ...(from === undefined ? {} : { from }) };
}

const root = process.cwd();
const request = parseArgs(process.argv.slice(2));
if ("error" in request) {
  console.error(`new: ${visibleEscapes(request.error)}\n${usage}`);
  process.exit(2);
}
const result = await createPage(root, request);
if ("error" in result) {
  console.error(`new: ${visibleEscapes(result.error)}`);
  process.exit(result.status);
}
const { errors, warnings } = await loadSite(root);
// The new page's problems, and those it causes elsewhere, such as an alias of another page that claims its path.
const problems = [...errors, ...warnings].filter(
  (problem) => problem.file === result.file || problem.message.includes(result.file),
);
if (problems.some((problem) => problem.code === "duplicate-route")) {
  // The path belongs to another page's alias or to a redirect: the page just written could never be built.
  await rm(path.join(root, result.file));
  for (const problem of problems.filter(({ code }) => code === "duplicate-route")) console.error(formatError(problem));
  console.error(`new: ${result.route} is already served by an alias or a redirect; nothing was written`);
  process.exit(1);
}
console.log(`created ${result.route} (${result.file})`);
for (const problem of problems) console.error(formatError(problem));
if (problems.some((problem) => problem.severity === "error")) process.exit(1);
console.log(`Edit its title, description and blocks (docs/blocks.md lists every block), then run npm run validate.`);
