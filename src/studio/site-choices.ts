import { createContext } from "react";
import type { LinkTarget, RecordChoice } from "./studio-api-types";

/** What the pickers of a page's fields offer, read once per page opened and shared by all its fields. */
export interface SiteChoices {
  /** The route of the page being edited: a "#section" link names one of its sections. */
  route: string;
  /** The section ids the page's blocks give themselves now, saved or not. */
  ownAnchors: readonly string[];
  /** Every path a link may lead to; undefined until read. */
  links: readonly LinkTarget[] | undefined;
  /** Every record of every collection, by collection; undefined until read. */
  records: Partial<Record<string, RecordChoice[]>> | undefined;
  /** Reads the paths again, with what was typed since: a page's sections change as it is edited. */
  refreshLinks: () => void;
}

export const SiteChoicesContext = createContext<SiteChoices>({
  route: "/",
  ownAnchors: [],
  links: undefined,
  records: undefined,
  refreshLinks: () => undefined,
});
