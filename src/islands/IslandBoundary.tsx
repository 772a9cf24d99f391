import { Component, type ReactNode } from "react";
import { ErrorScreen } from "../ui/ErrorScreen";

interface State {
  error: unknown;
}

/**
 * Catches what an island throws while it starts or runs, and shows the error screen in place of that
 * block alone: the rest of the page, static or other islands, keeps working.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unknown error") };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
