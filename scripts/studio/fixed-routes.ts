import { notFoundRoute } from "../../src/engine/render/page-kind";

/**
 * The pages every site keeps at their paths, which the studio never moves nor deletes: the home page,
 * and the page shown at a path that is no page.
 */
export const fixedRoutes: ReadonlySet<string> = new Set(["/", notFoundRoute]);
