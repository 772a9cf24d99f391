import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { ActionButton } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";
import { localeNumber } from "../../ui/number-format";
import { useLocale } from "../../page/page-languages";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/** Whole dollars with thousands separators: 25000 → $25,000. */
export const wholeDollars = (value: number, locale: string) => `$${localeNumber(value, locale)}`;

/** Causes as cards with a native progress bar of the amount raised against the goal. A static block. */
export default function DonationCards({
  id,
  eyebrow,
  heading,
  lead,
  causes,
  donate,
  goalLabel,
  raisedLabel,
  daysLeftLabel,
  surface,
}: BlockProps<"donation-cards">) {
  const baseId = useId();
  const locale = useLocale();
  const headingId = `${baseId}-heading`;
  return (
    <Section id={id} surface={surface} block="donation-cards" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <ul data-reveal className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {causes.map((cause, index) => {
          const percent = Math.round((cause.raised / cause.goal) * 100);
          const titleId = `${baseId}-cause-${index}`;
          return (
            <li
              key={cause.title}
              data-slot="cause"
              className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line"
            >
              <div className="relative">
                <Picture layout="card" image={cause.image} alt="" className="aspect-[3/2] w-full object-cover" />
                <p className="absolute top-4 left-4 flex items-center gap-1.5 rounded-pill bg-white px-3 py-1 text-sm font-bold text-ink shadow-card">
                  <Icon name="clock" className="size-4 text-accent" />
                  {`${cause.daysLeft} ${daysLeftLabel}`}
                </p>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 id={titleId} className="text-xl">
                  {cause.title}
                </h3>
                <p className="mt-3 leading-relaxed">{cause.description}</p>
                <div className="mt-auto pt-6">
                  <div className="flex justify-between text-sm font-semibold">
                    <span>
                      {raisedLabel}: <span className="text-ink">{wholeDollars(cause.raised, locale)}</span>
                    </span>
                    <span aria-hidden="true" className="text-accent-strong">
                      {`${percent}%`}
                    </span>
                  </div>
                  <progress
                    value={cause.raised}
                    max={cause.goal}
                    aria-labelledby={titleId}
                    className="mt-2 h-2.5 w-full appearance-none overflow-hidden rounded-full bg-accent-soft [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-accent-soft [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
                  >
                    {`${percent}%`}
                  </progress>
                  <p className="mt-3 text-sm">
                    {goalLabel}: <span className="font-bold text-ink">{wholeDollars(cause.goal, locale)}</span>
                  </p>
                  {donate && <ActionButton action={donate} size="sm" className="mt-5 w-full" />}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
