import { useCallback, useEffect, useState } from "react";
import { PageEditor } from "./page-editor";
import { PageList } from "./page-list";
import type { StudioPage } from "./studio-api-types";
import { refusalText, studioClient } from "./studio-client";

/** The studio: the list of pages, or one page being edited. */
export function StudioApp() {
  const [pages, setPages] = useState<StudioPage[]>([]);
  const [status, setStatus] = useState("Reading the site…");
  const [editing, setEditing] = useState<string>();
  const load = useCallback(() => {
    void studioClient.pages().then((answer) => {
      if (!answer.ok) return setStatus(refusalText(answer));
      setPages(answer.value.pages);
      setStatus("");
    });
  }, []);
  useEffect(load, [load]);

  if (editing) {
    return (
      <PageEditor
        file={editing}
        lang="en"
        onClose={() => {
          setEditing(undefined);
          load();
        }}
      />
    );
  }
  return (
    <>
      {status && <p role="status">{status}</p>}
      <PageList pages={pages} onOpen={(page) => setEditing(page.file)} onCreated={setEditing} onChanged={load} />
    </>
  );
}
