import { renderToString } from "react-dom/server";
import type { CatalogExample, CatalogOutline } from "../catalog/catalog-outline";
import { escapeHtml } from "./escape-html";

const container = "mx-auto max-w-7xl px-5 sm:px-8";

/** The catalog's title, what it is for, and its table of contents by group. */
function CatalogIntro({ outline }: { outline: CatalogOutline }) {
  return (
    <div className={`${container} py-12 md:py-16`}>
      <h1 className="text-4xl sm:text-5xl">Block catalog</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Every block a page can use, drawn from its examples as a page draws it, with the YAML that makes each example
        under it. Copy an example into a page&apos;s <code>blocks:</code> list and change what you need.
      </p>
      <nav id="catalog-contents" aria-label="Block types" className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {outline.groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-lg">{group.title}</h2>
            <ul className="mt-2 space-y-1">
              {group.sections.map((section) => (
                <li key={section.type}>
                  <a href={`#${section.type}`} className="font-mono text-sm text-accent-strong underline">
                    {section.type}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

/** A heading and a line on what it holds: a group's or a block type's. */
function Heading({ title, description, level }: { title: string; description: string; level: "group" | "type" }) {
  return level === "group" ? (
    <div className={`${container} py-10`}>
      <h2 className="text-3xl">{title}</h2>
      <p className="mt-2 max-w-3xl text-muted">{description}</p>
    </div>
  ) : (
    <div className={`${container} pb-6`}>
      <h3 className="font-mono text-2xl">{title}</h3>
      <p className="mt-2 max-w-3xl text-muted">{description}</p>
    </div>
  );
}

/** The YAML that makes an example, as its examples file writes it, folded under it. */
function ExampleYaml({ example, number }: { example: CatalogExample; number: number }) {
  return (
    <details className={`${container} py-4`}>
      <summary className="cursor-pointer text-sm font-semibold text-ink">YAML of example {number}</summary>
      <pre
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-card bg-night p-5 text-sm leading-relaxed text-slate-100"
      >
        <code>{example.yaml}</code>
      </pre>
    </details>
  );
}

/**
 * The catalog's main content: a title, a table of contents by group, then each group with a section
 * per block type (anchored by the type's name) showing its examples. Each example is the block as a
 * page draws it, then its YAML. The blocks' HTML comes from the renderer (islands marked, every text
 * of the YAML escaped there), so it is joined in as a page's blocks are, never handed to React as
 * markup. An example's frame is the containing block of anything fixed inside it (the chat button, a
 * fixed header), so the example stays in its place.
 */
export function catalogMain(outline: CatalogOutline, blockHtml: readonly string[]): string {
  const examples = (examples: readonly CatalogExample[]) =>
    examples
      .map(
        (example, index) =>
          `<div data-catalog-example="true" class="border-t border-line first-of-type:border-t-0">` +
          `<div data-catalog-frame="true" class="relative min-h-44 [contain:layout]">${blockHtml[example.block] ?? ""}</div>` +
          renderToString(<ExampleYaml example={example} number={index + 1} />) +
          `</div>`,
      )
      .join("");
  const groups = outline.groups.map(
    (group) =>
      `<div class="border-t border-line">` +
      renderToString(<Heading title={group.title} description={group.description} level="group" />) +
      group.sections
        .map(
          (section) =>
            `<section id="${escapeHtml(section.type)}" data-catalog-section="${escapeHtml(section.type)}" class="border-t-4 border-line pt-10">` +
            renderToString(<Heading title={section.type} description={section.description} level="type" />) +
            examples(section.examples) +
            `</section>`,
        )
        .join("") +
      `</div>`,
  );
  return renderToString(<CatalogIntro outline={outline} />) + groups.join("");
}
