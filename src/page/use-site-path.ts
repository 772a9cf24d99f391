import { rootBase, withBase } from "../routing/base-path";
import { usePageContext } from "./page-context";

/**
 * What a block writes for a path of the site it makes itself ("/blog/3"): the path under the folder
 * the site is served under. Links and images from the YAML come with it already.
 */
export function useSitePath(): (sitePath: string) => string {
  const base = usePageContext().site.base ?? rootBase;
  return (sitePath) => withBase(base, sitePath);
}
