import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A window of choices over the editor, the platform's modal dialog: focus stays inside it, Escape
 * closes it, and focus goes back to the button that opened it. Its content is made only while open.
 */
export function PickerDialog({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="picker" aria-labelledby={titleId} onClose={onClose}>
      <div className="picker-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
