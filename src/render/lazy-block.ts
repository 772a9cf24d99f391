import { createElement, use, type ComponentType, type ReactNode } from "react";

/** The fields React's use() reads on a promise: a settled one returns at once instead of suspending. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Promise<T> {
  const tracked: Tracked<T> = promise;
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** A block component whose code loads on first use, and can be loaded ahead of time. */
export type LazyBlock<Props> = ((props: Props) => ReactNode) & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, with a preload: navigation loads a page's block code before showing it, so the
 * new page appears whole instead of block by block. Once loaded, the block renders without suspending.
 */
export function lazyBlock<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyBlock<Props> {
  let module: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (module ??= track(load()));
  function Block(props: Props) {
    return createElement(use(preload()).default, props);
  }
  return Object.assign(Block, { preload });
}
