/** The look of every text field of the form; a field the visitor left wrong turns red once they move on. */
export const fieldClasses =
  "block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink outline-none transition placeholder:text-muted focus:border-accent focus:ring-4 focus:ring-accent/20 user-invalid:border-rose-600";

export const labelClasses = "field-label";
