import { useState } from "react";
import { operationRefusalOf, OperationRefusalMessage, type OperationRefusal } from "./operation-refusal";
import { PickerDialog } from "./picker-dialog";
import type { MovedPage, StudioPage } from "./studio-api-types";
import { studioClient } from "./studio-client";

/** The new route of a page, and whether visitors of its old path are sent there. */
function MoveForm({ page, onMoved }: { page: StudioPage; onMoved: (moved: MovedPage) => void }) {
  const [route, setRoute] = useState(page.route);
  const [redirect, setRedirect] = useState(true);
  const [refusal, setRefusal] = useState<OperationRefusal>();
  const [busy, setBusy] = useState(false);
  const move = async () => {
    setBusy(true);
    const answer = await studioClient.movePage(page.file, route, redirect);
    setBusy(false);
    if (answer.ok) onMoved(answer.value);
    else setRefusal(operationRefusalOf(answer));
  };
  return (
    <form
      className="page-operation"
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
    >
      <p className="hint">
        Its file, <code>{page.file}</code>, moves with it: the route is the file's place under <code>pages/</code>.
      </p>
      <label htmlFor="move-route">New route</label>
      <input id="move-route" value={route} onChange={(event) => setRoute(event.target.value)} />
      <label className="choice">
        <input type="checkbox" checked={redirect} onChange={(event) => setRedirect(event.target.checked)} />
        Send visitors of the old path to the new one
      </label>
      <p className="hint">
        Kept, {page.route} leads to the new route, and every link to it keeps working. Left out, the page is moved only
        while nothing links to {page.route}.
      </p>
      <button type="submit" disabled={busy}>
        Move the page
      </button>
      <OperationRefusalMessage
        refusal={refusal}
        lead={`Links lead to ${page.route}, which nothing would serve without the redirect. Keep the redirect, or change these links first:`}
      />
    </form>
  );
}

/** The window that renames or moves a page: a new route, and the redirect from the old one offered. */
export function PageMoveDialog({
  page,
  onClose,
  onMoved,
}: {
  page: StudioPage | undefined;
  onClose: () => void;
  onMoved: (moved: MovedPage) => void;
}) {
  return (
    <PickerDialog title={`Rename or move ${page?.route ?? ""}`} open={page !== undefined} onClose={onClose}>
      {page && <MoveForm key={page.file} page={page} onMoved={onMoved} />}
    </PickerDialog>
  );
}
