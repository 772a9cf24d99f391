/** A page file's route, and whether it renders once per record of a collection. */
export interface PageRoute {
  /** "/home/seo-agency"; for a per-record page, the route with the parameter: "/blog/[id]". */
  route: string;
  /** Set on pages/<path>/[id].yaml: the parameter's name. */
  parameter?: string;
}

const parameterSegment = /^\[([a-z][a-zA-Z]*)\]$/;

/** pages/index.yaml → "/", pages/home/seo-agency.yaml → "/home/seo-agency", pages/blog/[id].yaml → "/blog/[id]". */
export function pageRouteOf(file: string): PageRoute {
  const segments = file
    .replace(/^pages\//, "")
    .replace(/\.ya?ml$/, "")
    .split("/");
  if (segments[segments.length - 1] === "index") segments.pop();
  const last = segments[segments.length - 1] ?? "";
  const parameter = parameterSegment.exec(last)?.[1];
  const route = `/${segments.join("/")}`;
  return parameter ? { route, parameter } : { route };
}

/** "/blog/[id]" with record 7 → "/blog/7". */
export function recordRoute(route: string, id: number): string {
  return route.replace(/\[[a-zA-Z]+\]$/, String(id));
}
