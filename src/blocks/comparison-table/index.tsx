import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/**
 * Features down, providers across, a tick or a cross in each cell with the words Yes or No for
 * screen readers. A real table, so assistive technology reads each cell with its row and column.
 * The compare-table utility (src/styles/plans.css) styles it, the highlighted provider by data-highlight.
 */
export default function ComparisonTable({
  id,
  eyebrow,
  heading,
  lead,
  corner,
  providers,
  highlight,
  rows,
  yes,
  no,
  surface,
}: BlockProps<"comparison-table">) {
  const headingId = useId();
  const stands = (column: number) => highlight === column + 1;
  return (
    <Section id={id} surface={surface} block="comparison-table" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div
        // Focusable so a keyboard can scroll the table sideways; a group, not a second landmark named like the section.
        role="group"
        aria-labelledby={headingId}
        tabIndex={0}
        data-reveal
        className="mt-10 overflow-x-auto rounded-card bg-white shadow-lift ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent md:mt-12"
      >
        <table aria-labelledby={headingId} className="compare-table">
          <thead>
            <tr>
              <th
                scope="col"
                className="px-3 py-4 text-xs font-bold uppercase tracking-wider text-muted sm:px-5 sm:text-sm"
              >
                {corner}
              </th>
              {providers.map((provider, column) => (
                <th key={provider} scope="col" data-highlight={stands(column) || undefined}>
                  {provider}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((value, column) => (
                  <td key={column} data-highlight={stands(column) || undefined}>
                    <span data-value={value ? "yes" : "no"}>
                      <Icon name={value ? "check" : "close"} />
                    </span>
                    <span className="sr-only">{value ? yes : no}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
