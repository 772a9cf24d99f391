import { useState } from "react";
import type { StudioPage } from "./studio-api-types";
import { refusalText, studioClient } from "./studio-client";

/** Every page with its route, title and errors, and the form that creates one. */
export function PageList({
  pages,
  onOpen,
  onCreated,
}: {
  pages: readonly StudioPage[];
  onOpen: (page: StudioPage) => void;
  onCreated: (file: string) => void;
}) {
  const [route, setRoute] = useState("");
  const [blocks, setBlocks] = useState("");
  const [message, setMessage] = useState("");
  const create = async () => {
    const types = blocks.split(/[\s,]+/).filter(Boolean);
    const answer = await studioClient.createPage(route, types);
    if (!answer.ok) return setMessage(refusalText(answer));
    setMessage(`Created ${answer.value.route}`);
    onCreated(answer.value.file);
  };
  return (
    <main className="page-list">
      <h1>Pages</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <h2>Create a page</h2>
        <label htmlFor="new-route">Route</label>
        <input
          id="new-route"
          value={route}
          placeholder="/offers/spring-sale"
          onChange={(event) => setRoute(event.target.value)}
        />
        <label htmlFor="new-blocks">Starter blocks (optional, comma-separated, such as hero, faq)</label>
        <input id="new-blocks" value={blocks} onChange={(event) => setBlocks(event.target.value)} />
        <button type="submit">Create the page</button>
        <p role="status">{message}</p>
      </form>
      <table>
        <caption>Every page of the site</caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Title</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const errors = page.issues.filter((issue) => issue.severity === "error");
            return (
              <tr key={page.file}>
                <td>
                  {page.perRecord ? (
                    <span>{page.route} (one page per record: edit its YAML)</span>
                  ) : (
                    <button type="button" className="link" onClick={() => onOpen(page)}>
                      {page.route}
                    </button>
                  )}
                </td>
                <td>{page.title}</td>
                <td>
                  {errors.length === 0
                    ? "none"
                    : errors.map((issue) => (
                        <p key={`${issue.line}:${issue.column}${issue.code}`}>
                          {issue.line}:{issue.column} {issue.message} [{issue.code}]
                        </p>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
