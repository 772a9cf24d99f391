import { useEffect, type ComponentType } from "react";
import { FirstScreen } from "../page/first-screen";
import { PageContext, type PageContextValue } from "../page/page-context";
import { IslandBoundary } from "./IslandBoundary";

interface IslandRootProps<Props> {
  component: ComponentType<Props>;
  props: Props;
  context: PageContextValue;
  /** Whether the block is one of those that open the page (see FirstScreen). */
  opensPage: boolean;
  /** Called once the island has hydrated: its handlers are attached from then on. */
  onLive?: () => void;
}

/**
 * The tree of one island, the same on the server and in the browser, so hydration finds exactly the
 * HTML the prerender wrote: the page context, whether the block opens the page, the error boundary,
 * the block.
 */
export function IslandRoot<Props extends object>({
  component: Block,
  props,
  context,
  opensPage,
  onLive,
}: IslandRootProps<Props>) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <PageContext value={context}>
      <FirstScreen value={opensPage}>
        <IslandBoundary>
          <Block {...props} />
        </IslandBoundary>
      </FirstScreen>
    </PageContext>
  );
}
