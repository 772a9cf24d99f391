import { Component, type ErrorInfo, type ReactNode } from "react";
import { RouteError } from "./load-page";

interface RouteErrorBoundaryProps {
  /** The boundary clears its error when this changes: a new route gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

/** "404 Not Found" for a failed request, the message for anything else thrown. */
function describe(error: unknown): string {
  if (error instanceof RouteError) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The screen an uncaught error on a route shows, in place of the page. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-2xl flex-col justify-center px-6 py-24" data-slot="route-error">
      <h1 className="text-3xl sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-xl bg-surface p-4 font-mono text-base text-ink">{describe(error)}</p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-accent underline underline-offset-4">
          Back to home
        </a>
      </p>
    </main>
  );
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches what a page throws while rendering and shows the error screen instead of a blank page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Route error:", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
