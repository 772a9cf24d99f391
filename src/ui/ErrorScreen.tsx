import { useUiText } from "../page/ui-text";

/** "404 Not Found" for a response with a status, the message for anything thrown. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What the visitor sees where something failed to start: the spec's error screen, headed in the page's
 * language, with the message.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const text = useUiText();
  return (
    <div className="mx-auto flex max-w-2xl flex-col justify-center px-6 py-24" data-slot="island-error" role="alert">
      <h2 className="text-3xl sm:text-4xl">{text.blockFailed}</h2>
      <p className="mt-4 rounded-xl bg-surface p-4 font-mono text-base text-ink">{describe(error)}</p>
    </div>
  );
}
