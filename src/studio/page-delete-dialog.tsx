import { useState } from "react";
import { operationRefusalOf, OperationRefusalMessage, type OperationRefusal } from "./operation-refusal";
import { PickerDialog } from "./picker-dialog";
import type { StudioPage } from "./studio-api-types";
import { studioClient } from "./studio-client";

/** What deleting the page does, and the two answers: yes, or cancel. */
function DeleteConfirmation({
  page,
  onCancel,
  onDeleted,
}: {
  page: StudioPage;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const [refusal, setRefusal] = useState<OperationRefusal>();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const answer = await studioClient.deletePage(page.file);
    setBusy(false);
    if (answer.ok) onDeleted();
    else setRefusal(operationRefusalOf(answer));
  };
  return (
    <div className="page-operation">
      <p>
        This deletes <code>{page.file}</code>, “{page.title}”. The studio cannot bring it back: only a copy of the site,
        such as its Git history, can.
      </p>
      <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
        Yes, delete the page
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <OperationRefusalMessage
        refusal={refusal}
        lead={`${page.route} stays while the site leads to it. Change or remove these first:`}
      />
    </div>
  );
}

/** The window that asks before a page is deleted, and says what keeps it when it is not. */
export function PageDeleteDialog({
  page,
  onClose,
  onDeleted,
}: {
  page: StudioPage | undefined;
  onClose: () => void;
  onDeleted: (page: StudioPage) => void;
}) {
  return (
    <PickerDialog title={`Delete ${page?.route ?? ""}?`} open={page !== undefined} onClose={onClose}>
      {page && <DeleteConfirmation key={page.file} page={page} onCancel={onClose} onDeleted={() => onDeleted(page)} />}
    </PickerDialog>
  );
}
