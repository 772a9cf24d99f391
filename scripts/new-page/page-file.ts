import path from "node:path";

/** A segment of a path on the site: lower-case letters, digits and hyphens. */
const pathSegment = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The route as the site writes it ("/pricing/enterprise"), from what a person typed ("pricing/enterprise",
 * "/pricing/enterprise/"); a message when a segment cannot be part of a path.
 */
export function normalRoute(typed: string): string | { error: string } {
  const segments = typed.split("/").filter((segment) => segment !== "");
  const bad = segments.find((segment) => !pathSegment.test(segment));
  if (bad !== undefined) {
    return {
      error: `"${bad}" cannot be part of a path: write lower-case letters, digits and hyphens, such as /pricing/enterprise-plan`,
    };
  }
  return `/${segments.join("/")}`;
}

/** The file of a route: "/" is pages/index.yaml, "/pricing/enterprise" is pages/pricing/enterprise.yaml. */
export function pageFileOf(route: string): string {
  return route === "/" ? "pages/index.yaml" : `pages${route}.yaml`;
}

/** The first line of a page, naming its schema relative to the file: one ../ per folder above it. */
export function schemaLine(file: string): string {
  const schema = path.posix.relative(path.posix.dirname(file), "schema/page.schema.json");
  return `# yaml-language-server: $schema=${schema}`;
}

/** "/pricing/enterprise-plan" → "Enterprise Plan"; "/" → "Home". */
export function titleOf(route: string): string {
  const last = route.split("/").pop() || "home";
  return last.replace(
    /(^|-)([a-z0-9])/g,
    (_, dash: string, letter: string) => `${dash ? " " : ""}${letter.toUpperCase()}`,
  );
}
