import { createElement, Suspense, type ReactNode } from "react";
import type { Block, BlockPropsMap, BlockType } from "../../schema/blocks";
import { blockComponents } from "../blocks/registry";

/** Draws one block with the component registered for its type. */
function renderBlock<Type extends BlockType>(type: Type, props: BlockPropsMap[Type]) {
  // createElement, not JSX: JSX cannot match a component and its props through a generic type parameter.
  const component: (props: BlockPropsMap[Type]) => ReactNode = blockComponents[type];
  return createElement(component, props);
}

function BlockSlot({ block }: { block: Block }) {
  return <Suspense fallback={null}>{renderBlock(block.type, block)}</Suspense>;
}

/** Header and footer blocks frame the page; everything between them is its main content. */
const frameTypes: ReadonlySet<BlockType> = new Set(["header", "footer"]);

/**
 * The generic renderer: a page is its blocks, top to bottom. Each block sits in its own Suspense
 * boundary, so its prerendered HTML stays on screen until its code has loaded and hydrated.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  const firstContent = blocks.findIndex((block) => !frameTypes.has(block.type));
  const lastContent = blocks.findLastIndex((block) => !frameTypes.has(block.type));
  const before = firstContent === -1 ? blocks : blocks.slice(0, firstContent);
  const content = firstContent === -1 ? [] : blocks.slice(firstContent, lastContent + 1);
  const after = firstContent === -1 ? [] : blocks.slice(lastContent + 1);
  const slots = (list: readonly Block[], offset: number) =>
    list.map((block, index) => <BlockSlot key={`${offset + index}:${block.type}`} block={block} />);
  return (
    <>
      {slots(before, 0)}
      <main id="main" className="flex-1">
        {slots(content, before.length)}
      </main>
      {slots(after, before.length + content.length)}
    </>
  );
}

/** Loads the code of every block a page uses, so it can be shown whole. */
export function preloadBlocks(blocks: readonly Block[]): Promise<unknown> {
  return Promise.all([...new Set(blocks.map((block) => block.type))].map((type) => blockComponents[type].preload()));
}
