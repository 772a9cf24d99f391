/** "404 Not Found" for a response with a status, the message for anything thrown. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What the visitor sees where something failed to start: the spec's error screen, with the message. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col justify-center px-6 py-24" data-slot="island-error" role="alert">
      <h2 className="text-3xl sm:text-4xl">Unexpected Application Error!</h2>
      <p className="mt-4 rounded-xl bg-surface p-4 font-mono text-base text-ink">{describe(error)}</p>
    </div>
  );
}
