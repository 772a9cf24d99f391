import { useCallback, useEffect, useRef, useState } from "react";
import { BlockCatalogPicker } from "./block-catalog-picker";
import { ObjectFields } from "./field-form";
import { fieldEdit, NameEditContext, useEditHistory } from "./edit-history";
import { fieldPath } from "./field-path";
import { PreviewFrame } from "./preview-frame";
import { SiteChoicesContext } from "./site-choices";
import { ListEntryActions } from "./list-entry-actions";
import { SortableList } from "./sortable-list";
import type { OpenedFile, StudioBlockGroup, StudioIssue } from "./studio-api-types";
import { refusalText, studioClient } from "./studio-client";
import { useUndoKeys } from "./undo-keys";
import { useSiteChoices } from "./use-site-choices";

/** How long typing pauses before the page is checked and the preview drawn again: well within half a second. */
const checkDelayMs = 150;

type Page = Record<string, unknown> & { blocks?: Record<string, unknown>[] };

const noBlocks: Record<string, unknown>[] = [];

const blocksOf = (page: Page) => (Array.isArray(page.blocks) ? page.blocks : noBlocks);

/** A page being edited: its blocks in order, each block's form, the engine's problems, the preview and saving. */
export function PageEditor({ file, lang, onClose }: { file: string; lang: string; onClose: () => void }) {
  const [opened, setOpened] = useState<OpenedFile>();
  const [page, setPage] = useState<Page>();
  const [catalog, setCatalog] = useState<StudioBlockGroup[]>([]);
  const [issues, setIssues] = useState<StudioIssue[]>([]);
  const [revision, setRevision] = useState(0);
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState<OpenedFile>();
  const [route, setRoute] = useState("/");
  const [selected, setSelected] = useState<number>();
  const edited = useRef(false);
  const history = useEditHistory<Page>();
  const namedEdit = useRef<string>(undefined);
  const nameEdit = useCallback((what: string) => {
    namedEdit.current = what;
  }, []);
  const choices = useSiteChoices(route, page ? blocksOf(page) : noBlocks);

  useEffect(() => {
    void studioClient.open(file).then((answer) => {
      if (!answer.ok) return setStatus(refusalText(answer));
      setOpened(answer.value);
      setPage(answer.value.data as Page);
      setRoute(answer.value.route);
    });
    void studioClient.blocks().then((answer) => answer.ok && setCatalog(answer.value));
  }, [file]);

  useEffect(() => {
    if (!opened || !page || !edited.current) return;
    const timer = setTimeout(() => {
      void studioClient.check(file, opened.text, page).then((answer) => {
        if (!answer.ok) return setStatus(refusalText(answer));
        setIssues(answer.value.issues);
        setRevision((count) => count + 1);
      });
    }, checkDelayMs);
    return () => clearTimeout(timer);
  }, [file, opened, page]);

  /** Shows a page from the history in place of the one shown, and says which change went or came back. */
  const travel = (direction: "undo" | "redo") => {
    const step = page && history[direction](page);
    if (!step) return setStatus(direction === "undo" ? "Nothing to undo" : "Nothing to redo");
    edited.current = true;
    setPage(step.value);
    setStatus(`${direction === "undo" ? "Undone" : "Redone"}: ${step.what}; not saved yet`);
  };
  useUndoKeys(
    () => travel("undo"),
    () => travel("redo"),
  );

  if (!opened || !page) return <p role="status">{status || "Opening the page…"}</p>;

  const change = (next: Page, what = namedEdit.current ?? fieldEdit) => {
    namedEdit.current = undefined;
    history.record(page, what);
    edited.current = true;
    setPage(next);
    setStatus(what === fieldEdit ? "Not saved yet" : `${what.charAt(0).toUpperCase()}${what.slice(1)}; not saved yet`);
  };
  const blocks = blocksOf(page);
  const setBlocks = (next: Record<string, unknown>[], what?: string) => {
    // A move, an addition or a removal may shift the block selected from the preview: the next click shows it again.
    if (what) setSelected(undefined);
    change({ ...page, blocks: next }, what);
  };
  const save = async () => {
    const answer = await studioClient.save(file, opened.text, page, conflict?.version ?? opened.version);
    if (answer.ok) {
      setOpened({ text: answer.value.text, version: answer.value.version });
      setIssues(answer.value.issues);
      setConflict(undefined);
      return setStatus(
        answer.value.issues.some((issue) => issue.severity === "error") ? "Saved, with errors" : "Saved",
      );
    }
    if (answer.status === 409) {
      const body = answer.body as { conflict: OpenedFile };
      setConflict(body.conflict);
      return setStatus("Not saved: the file changed on disk since it was opened");
    }
    setStatus(`Not saved: ${refusalText(answer)}`);
  };
  /** A block clicked in the preview: shown open in the form, its heading focused, so the keyboard goes on from there. */
  const select = (index: number | undefined) => {
    const block = index === undefined ? undefined : blocks[index];
    if (index === undefined || !block) {
      setSelected(undefined);
      return setStatus("That part of the preview is the site's own frame, not a block of this page");
    }
    setSelected(index);
    setStatus(`Block ${index + 1} (${String(block.type)}) selected from the preview`);
    const details = document.getElementById(`block-${index}`);
    if (details instanceof HTMLDetailsElement) details.open = true;
    details?.scrollIntoView({ block: "start" });
    details?.querySelector("summary")?.focus({ preventScroll: true });
  };
  const errors = issues.filter((issue) => issue.severity === "error");
  const blockSchema = (type: unknown) =>
    catalog.flatMap((group) => group.blocks).find((block) => block.type === type)?.schema;

  return (
    <div className="editor">
      <header className="editor-bar">
        <button type="button" onClick={onClose}>
          Back to the pages
        </button>
        <h1>{file}</h1>
        <button
          type="button"
          aria-keyshortcuts="Control+Z"
          disabled={!history.canUndo()}
          onClick={() => travel("undo")}
        >
          Undo
        </button>
        <button
          type="button"
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          disabled={!history.canRedo()}
          onClick={() => travel("redo")}
        >
          Redo
        </button>
        {/* A page with errors is saved only by a choice that says so: it then fails the build like every other bad file. */}
        <button type="button" onClick={() => void save()}>
          {errors.length === 0 ? "Save" : "Save as a draft with errors"}
        </button>
        <p role="status" aria-live="polite" data-testid="save-status">
          {status}
        </p>
      </header>
      {conflict && (
        <div role="alert" className="conflict">
          <p>
            This file was changed on disk since it was opened (by an editor, or a git pull). Your changes are kept here.
            Saving again writes your version over the one on disk, shown below.
          </p>
          <pre>{conflict.text}</pre>
        </div>
      )}
      <section aria-labelledby="summary-title" className="summary">
        <h2 id="summary-title">
          {errors.length === 0 ? "No errors" : `${errors.length} error${errors.length === 1 ? "" : "s"}`}
        </h2>
        <ul>
          {issues.map((issue) => (
            <li key={`${issue.path}${issue.code}${issue.message}`}>
              {issue.path || "page"}: {issue.message} [{issue.code}]
            </li>
          ))}
        </ul>
      </section>
      <div className="editor-columns">
        <SiteChoicesContext.Provider value={choices}>
          <NameEditContext.Provider value={nameEdit}>
            <div className="form-column">
              <ObjectFields
                schema={{
                  properties: {
                    title: {
                      type: "string",
                      description: "The page's title: the browser's tab, search results and link previews.",
                    },
                    description: {
                      type: "string",
                      description: "One or two sentences search results show under the title.",
                    },
                  },
                  required: ["title", "description"],
                }}
                value={page}
                path=""
                issues={issues}
                onChange={(value) => change({ ...page, ...(value as Page) })}
              />
              <h2>Blocks</h2>
              <SortableList
                variant="blocks"
                className="blocks"
                entries={blocks}
                onChange={setBlocks}
                isCurrent={(index) => selected === index}
              >
                {(index) => {
                  const block = blocks[index] ?? {};
                  const schema = blockSchema(block.type);
                  return (
                    <details open id={`block-${index}`}>
                      <summary>
                        {index + 1}. {String(block.type)}
                      </summary>
                      <ListEntryActions variant="blocks" entries={blocks} index={index} onChange={setBlocks} />
                      {schema ? (
                        <ObjectFields
                          schema={schema}
                          value={block}
                          path={fieldPath("blocks", index)}
                          issues={issues}
                          skip={["type"]}
                          onChange={(value) =>
                            setBlocks(
                              blocks.map((old, at) => (at === index ? (value as Record<string, unknown>) : old)),
                            )
                          }
                        />
                      ) : (
                        <p>Loading the block's fields…</p>
                      )}
                    </details>
                  );
                }}
              </SortableList>
              <BlockCatalogPicker
                groups={catalog}
                onPick={(block) => {
                  const starter = block.starters[lang] ?? block.starters.en ?? { type: block.type };
                  setBlocks([...blocks, structuredClone(starter)], `${block.type} added as block ${blocks.length + 1}`);
                }}
              />
            </div>
          </NameEditContext.Provider>
        </SiteChoicesContext.Provider>
        <PreviewFrame
          address={studioClient.previewAddress(file, revision)}
          blockTypes={blocks.map((block) => block.type)}
          onSelect={select}
        />
      </div>
    </div>
  );
}
