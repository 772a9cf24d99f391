import type { PageReference } from "./studio-api-types";
import { refusalReferences, refusalText } from "./studio-client";

/** Why a page was not moved or deleted, and the places of the site that keep it, each where it is. */
export interface OperationRefusal {
  text: string;
  references: PageReference[];
}

/** A refused call of the studio's server, as the page operations show it. */
export const operationRefusalOf = (answer: { body: unknown }): OperationRefusal => ({
  text: refusalText(answer),
  references: refusalReferences(answer),
});

/**
 * The refusal, announced as it appears: the server's words, or, when places of the site are why, what
 * to do (`lead`) and each place on a line of its own.
 */
export function OperationRefusalMessage({ refusal, lead }: { refusal: OperationRefusal | undefined; lead: string }) {
  const references = refusal?.references ?? [];
  return (
    <div role="alert" className="operation-refusal">
      {refusal && references.length === 0 && <p>{refusal.text}</p>}
      {references.length > 0 && (
        <>
          <p>{lead}</p>
          <ul>
            {references.map(({ file, route, line, path, kind }) => (
              <li key={`${file}:${path}`}>
                {kind === "translation" ? "Names it as its translation: " : "Links to it: "}
                <code>{file}</code>
                {route === undefined ? "" : ` (${route})`}, line {line}, at <code>{path}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
