import { useState } from "react";
import { PageDeleteDialog } from "./page-delete-dialog";
import { PageMoveDialog } from "./page-move-dialog";
import type { MovedPage, StudioPage } from "./studio-api-types";
import { refusalText, studioClient } from "./studio-client";

/** The form that creates a page: its route, and the page whose blocks it starts from, or starter blocks. */
function CreateForm({ pages, onCreated }: { pages: readonly StudioPage[]; onCreated: (file: string) => void }) {
  const [route, setRoute] = useState("");
  const [from, setFrom] = useState("");
  const [blocks, setBlocks] = useState("");
  const [message, setMessage] = useState("");
  const create = async () => {
    const types = blocks.split(/[\s,]+/).filter(Boolean);
    const answer = await studioClient.createPage(route, types, from || undefined);
    if (!answer.ok) return setMessage(refusalText(answer));
    setMessage(`Created ${answer.value.route}`);
    onCreated(answer.value.file);
  };
  return (
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
      <label htmlFor="new-from">Copy the blocks of (optional: the page's theme and language come too)</label>
      <select id="new-from" value={from} onChange={(event) => setFrom(event.target.value)}>
        <option value="">No page: start from a banner, or from the starter blocks below</option>
        {pages
          .filter((page) => !page.perRecord)
          .map((page) => (
            <option key={page.file} value={page.route}>
              {page.route} ({page.title})
            </option>
          ))}
      </select>
      <label htmlFor="new-blocks">Starter blocks (optional, comma-separated, such as hero, faq)</label>
      <input id="new-blocks" value={blocks} onChange={(event) => setBlocks(event.target.value)} />
      <button type="submit">Create the page</button>
      <p role="status">{message}</p>
    </form>
  );
}

/** What a move changed, in a sentence. */
function movedText(from: string, moved: MovedPage): string {
  const redirected = moved.redirected ? `; visitors of ${from} are sent there` : "";
  const repointed =
    moved.repointed === 0 ? "" : `; ${moved.repointed} redirect${moved.repointed === 1 ? "" : "s"} lead there now`;
  const paired = moved.retranslated.length === 0 ? "" : `; ${moved.retranslated.join(", ")} name it as before`;
  return `Moved ${from} to ${moved.route}${redirected}${repointed}${paired}.`;
}

/** A page's row: its route (which opens it), title and errors, and the buttons that move or delete it. */
function PageRow({
  page,
  onOpen,
  onMove,
  onDelete,
}: {
  page: StudioPage;
  onOpen: (page: StudioPage) => void;
  onMove: (page: StudioPage) => void;
  onDelete: (page: StudioPage) => void;
}) {
  const errors = page.issues.filter((issue) => issue.severity === "error");
  return (
    <tr>
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
      <td className="page-actions">
        {page.fixed && <span className="hint">Kept at its path</span>}
        {!page.fixed && !page.perRecord && (
          <button type="button" aria-label={`Rename or move ${page.route}`} onClick={() => onMove(page)}>
            Rename or move
          </button>
        )}
        {!page.fixed && (
          <button type="button" aria-label={`Delete ${page.route}`} onClick={() => onDelete(page)}>
            Delete
          </button>
        )}
      </td>
    </tr>
  );
}

/** Every page with its route, title and errors, the form that creates one, and the windows that move or delete one. */
export function PageList({
  pages,
  onOpen,
  onCreated,
  onChanged,
}: {
  pages: readonly StudioPage[];
  onOpen: (page: StudioPage) => void;
  onCreated: (file: string) => void;
  /** After a page was moved or deleted: the list is read again. */
  onChanged: () => void;
}) {
  const [moving, setMoving] = useState<StudioPage>();
  const [deleting, setDeleting] = useState<StudioPage>();
  const [done, setDone] = useState("");
  return (
    <main className="page-list">
      <h1>Pages</h1>
      <CreateForm pages={pages} onCreated={onCreated} />
      <p role="status">{done}</p>
      <table>
        <caption>Every page of the site</caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Title</th>
            <th scope="col">Errors</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <PageRow key={page.file} page={page} onOpen={onOpen} onMove={setMoving} onDelete={setDeleting} />
          ))}
        </tbody>
      </table>
      <PageMoveDialog
        page={moving}
        onClose={() => setMoving(undefined)}
        onMoved={(moved) => {
          setDone(movedText(moving?.route ?? "", moved));
          setMoving(undefined);
          onChanged();
        }}
      />
      <PageDeleteDialog
        page={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={(page) => {
          setDone(`Deleted ${page.route} (${page.file}).`);
          setDeleting(undefined);
          onChanged();
        }}
      />
    </main>
  );
}
