import { rm } from "node:fs/promises";
import path from "node:path";
import { formatError } from "../../src/engine/errors/site-error";
import { visibleEscapes } from "../../src/engine/errors/terminal-text";
import { readCommandLine } from "../../src/engine/cli/command-line";
import { loadSite } from "../../src/engine/load-site";
import { showProgress } from "../../src/engine/cli/progress-line";
import { createPage, type NewPageRequest } from "./new-page";

/**
 * `npx blockpress new <route> [--from <route>] [--blocks hero,faq,...] [--lang es]`: writes a starter page, then
 * validates the site and shows any problem of the new page; a path an alias or a redirect already
 * serves is refused (the page is taken back). Status 2 for a request that names what is not there,
 * 1 when the path is taken or the new page has errors.
 */
/** The page asked for, from the command line as its spec reads it. */
function pageRequest(): NewPageRequest {
  const { values, positionals } = readCommandLine({
    usage: "npx blockpress new",
    summary: "Writes a starter page at a route, then validates the site and shows any problem of the new page.",
    positionals: [{ name: "route", description: "the new page's path, such as /pricing/enterprise" }],
    options: {
      from: { type: "string", value: "route", description: "copy the page at this route" },
      blocks: { type: "string", value: "types", description: "start from these block types, separated by commas" },
      lang: {
        type: "string",
        value: "language",
        description: "the page's language, en or es; its blocks start with copy in it (default: the site's language)",
      },
    },
    examples: [
      "npx blockpress new /pricing/enterprise --blocks hero,pricing-plans,faq",
      "npx blockpress new /es/precios --blocks hero,faq --lang es",
      "npx blockpress new /x --from /faq",
    ],
  });
  const [route] = positionals;
  if (route === undefined) {
    console.error("new: which route? such as /pricing/enterprise (npx blockpress new --help lists what it takes)");
    process.exit(2);
  }
  const blocks = (typeof values.blocks === "string" ? values.blocks : "")
    .split(",")
    .map((type) => type.trim())
    .filter((type) => type !== "");
  return {
    route,
    blocks,
    ...(typeof values.from === "string" ? { from: values.from } : {}),
    ...(typeof values.lang === "string" ? { lang: values.lang } : {}),
  };
}

const root = process.cwd();
const request = pageRequest();
const result = await createPage(root, request);
if ("error" in result) {
  console.error(`new: ${visibleEscapes(result.error)}`);
  process.exit(result.status);
}
// Validating the whole site takes a while on a large one: a terminal shows how far it is.
const progress = showProgress("new", { logStages: false });
const { errors, warnings } = await loadSite(root, { progress });
progress.finish();
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
console.log(
  `Edit its title, description and blocks (docs/blocks.md lists every block), then run npx blockpress validate.`,
);
