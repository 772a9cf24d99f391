import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/**
 * Features down, providers across, a tick or a cross in each cell with the words Yes or No for
 * screen readers. A real table, so assistive technology reads each cell with its row and column.
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
        <table aria-labelledby={headingId} className="w-full min-w-[20rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-line">
              <th
                scope="col"
                className="px-3 py-4 text-xs font-bold uppercase tracking-wider text-muted sm:px-5 sm:text-sm"
              >
                {corner}
              </th>
              {providers.map((provider, column) => (
                <th
                  key={provider}
                  scope="col"
                  className={cx(
                    "px-1 py-4 text-center text-xs font-bold sm:px-5 sm:text-base",
                    stands(column) ? "bg-accent text-white" : "text-ink",
                  )}
                >
                  {provider}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-b border-line last:border-0">
                <th scope="row" className="px-3 py-4 text-sm font-semibold text-ink sm:px-5 sm:text-base">
                  {row.feature}
                </th>
                {row.values.map((value, column) => (
                  <td key={column} className={cx("px-1 py-4 text-center sm:px-5", stands(column) && "bg-accent-soft")}>
                    <span
                      className={cx(
                        "inline-grid size-7 place-items-center rounded-full sm:size-8",
                        value ? "bg-emerald-100 text-emerald-800" : "bg-rose-100 text-rose-700",
                      )}
                      data-value={value ? "yes" : "no"}
                    >
                      <Icon name={value ? "check" : "close"} className="size-4" />
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
