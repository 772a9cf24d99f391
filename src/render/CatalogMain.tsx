import type { CatalogExample, CatalogOutline, CatalogSection } from "../catalog/catalog-outline";

interface CatalogMainProps {
  outline: CatalogOutline;
  /** The HTML of every block of the page, by index, as the renderer drew it (islands marked). */
  blockHtml: readonly string[];
}

const container = "mx-auto max-w-7xl px-5 sm:px-8";

/**
 * One example: the block as a page draws it, then its YAML. The frame is the containing block of
 * anything fixed inside it (the chat button, a fixed header), so the example stays in its place.
 */
function Example({ example, number, html }: { example: CatalogExample; number: number; html: string }) {
  return (
    <div data-catalog-example className="border-t border-line first-of-type:border-t-0">
      <div
        data-catalog-frame
        className="relative min-h-44 [contain:layout]"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <details className={`${container} py-4`}>
        <summary className="cursor-pointer text-sm font-semibold text-ink">YAML of example {number}</summary>
        <pre
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-card bg-night p-5 text-sm leading-relaxed text-slate-100"
        >
          <code>{example.yaml}</code>
        </pre>
      </details>
    </div>
  );
}

function Section({ section, blockHtml }: { section: CatalogSection; blockHtml: readonly string[] }) {
  return (
    <section id={section.type} data-catalog-section={section.type} className="border-t-4 border-line pt-10">
      <div className={`${container} pb-6`}>
        <h3 className="font-mono text-2xl">{section.type}</h3>
        <p className="mt-2 max-w-3xl text-muted">{section.description}</p>
      </div>
      {section.examples.map((example, index) => (
        <Example key={example.block} example={example} number={index + 1} html={blockHtml[example.block] ?? ""} />
      ))}
    </section>
  );
}

/**
 * The catalog's main content: a title, a table of contents by group, then each group with a section
 * per block type (anchored by the type's name) showing its examples.
 */
export function CatalogMain({ outline, blockHtml }: CatalogMainProps) {
  return (
    <>
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
      {outline.groups.map((group) => (
        <div key={group.title} className="border-t border-line">
          <div className={`${container} py-10`}>
            <h2 className="text-3xl">{group.title}</h2>
            <p className="mt-2 max-w-3xl text-muted">{group.description}</p>
          </div>
          {group.sections.map((section) => (
            <Section key={section.type} section={section} blockHtml={blockHtml} />
          ))}
        </div>
      ))}
    </>
  );
}
