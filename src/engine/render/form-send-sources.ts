import { formDestinationsOf } from "../../../schema/blocks";
import type { FormDestination } from "../../../schema/kit/form-destination";
import type { PageData } from "../../../schema/page";

/**
 * What a page's forms reach, as sources of a Content Security Policy: `connect-src` for the sender's
 * fetch, `form-action` for the post the browser makes itself when no script runs (and for a mailto:
 * form, the mail draft). A page whose forms all stay on it needs neither.
 */
export interface FormSendSources {
  connectSrc: string[];
  formAction: string[];
}

function sourcesOf(destination: FormDestination): { connect?: string; action: string } {
  switch (destination.kind) {
    case "endpoint": {
      const origin = new URL(destination.to).origin;
      return { connect: origin, action: origin };
    }
    case "netlify":
      // Netlify takes a form's post at the page's own address.
      return { connect: "'self'", action: "'self'" };
    case "mailto":
      return { action: "mailto:" };
  }
}

/** The sources every form of the page needs, each once, in a stable order. */
export function formSendSources(page: PageData): FormSendSources {
  const connect = new Set<string>();
  const action = new Set<string>();
  for (const block of page.blocks) {
    for (const destination of formDestinationsOf(block)) {
      const sources = sourcesOf(destination);
      if (sources.connect) connect.add(sources.connect);
      action.add(sources.action);
    }
  }
  return { connectSrc: [...connect].sort(), formAction: [...action].sort() };
}
