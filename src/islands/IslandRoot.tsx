import { useEffect, type ComponentType } from "react";
import { PageContext, type PageContextValue } from "../page/page-context";
import { IslandBoundary } from "./IslandBoundary";

interface IslandRootProps<Props> {
  component: ComponentType<Props>;
  props: Props;
  context: PageContextValue;
  /** Called once the island has hydrated: its handlers are attached from then on. */
  onLive?: () => void;
}

/**
 * The tree of one island, the same on the server and in the browser, so hydration finds exactly the
 * HTML the prerender wrote: the page context, the error boundary, the block.
 */
export function IslandRoot<Props extends object>({ component: Block, props, context, onLive }: IslandRootProps<Props>) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <PageContext value={context}>
      <IslandBoundary>
        <Block {...props} />
      </IslandBoundary>
    </PageContext>
  );
}
