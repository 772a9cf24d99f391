import { useState } from "react";
import { matchesSearch } from "./search-words";
import type { StudioBlock, StudioBlockGroup } from "./studio-api-types";

/** The block catalog, grouped, each block with its picture and description, narrowed as the search is typed. */
export function BlockCatalogPicker({
  groups,
  onPick,
}: {
  groups: readonly StudioBlockGroup[];
  onPick: (block: StudioBlock) => void;
}) {
  const [search, setSearch] = useState("");
  const matches = (block: StudioBlock) => matchesSearch(search, `${block.type} ${block.description}`);
  return (
    <section className="catalog" aria-labelledby="catalog-title">
      <h2 id="catalog-title">Add a block</h2>
      <label htmlFor="catalog-search">Search the blocks</label>
      <input id="catalog-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {groups.map((group) => {
        const shown = group.blocks.filter(matches);
        if (shown.length === 0) return null;
        return (
          <div key={group.title} className="catalog-group">
            <h3>{group.title}</h3>
            <p>{group.description}</p>
            <ul>
              {shown.map((block) => (
                <li key={block.type}>
                  <img src={`/_studio/pictures/${block.type}.png`} alt="" width={120} loading="lazy" />
                  <div>
                    <button type="button" onClick={() => onPick(block)}>
                      Add {block.type}
                    </button>
                    <p>{block.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
