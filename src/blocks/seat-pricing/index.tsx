import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { ActionButton } from "../../ui/ActionButton";
import { CheckList } from "../../ui/CheckList";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { formatNumber } from "./price-format";
import { PriceSummary } from "./PriceSummary";
import { PriceTable } from "./PriceTable";
import { UserPicker } from "./UserPicker";
import { useLocale } from "../../page/page-languages";

/** The users picker is a group of radios the browser moves with the arrow keys by itself: it starts as it comes into view, before anyone can use it. */
export const island: IslandRule<BlockProps<"seat-pricing">> = "visible";

/**
 * Prices by number of users. The visitor picks a plan's users and sees its price in pesos and in
 * dollars and per user; beside it, a table of every plan reads without JavaScript.
 */
export default function SeatPricing({
  id,
  eyebrow,
  heading,
  lead,
  locale: ownLocale,
  picker,
  tierLabel,
  usersColumn,
  free,
  perUser,
  ars,
  usd,
  tiers,
  tableCaption,
  note,
  includes,
  action,
  surface,
}: BlockProps<"seat-pricing">) {
  const pageLocale = useLocale();
  const locale = ownLocale ?? pageLocale;
  const headingId = useId();
  const [selected, setSelected] = useState(0);
  const tier = tiers[selected] ?? tiers[0];
  if (!tier) return null;
  return (
    <Section id={id} surface={surface} block="seat-pricing" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <div data-reveal className="mt-12 grid gap-6 md:mt-16 lg:grid-cols-[1.25fr_1fr] lg:items-start lg:gap-8">
        <div className="rounded-panel bg-white p-6 text-body shadow-card ring-1 ring-line sm:p-10">
          <UserPicker
            legend={picker}
            options={tiers.map((option) => option.users)}
            selected={selected}
            locale={locale}
            onSelect={setSelected}
          />
          <PriceSummary
            tier={tier}
            usersText={formatNumber(tier.users, locale)}
            {...{ locale, tierLabel, free, perUser, ars, usd }}
          />
          {action && <ActionButton action={action} className="mt-6 w-full sm:w-auto" />}
          {includes && (
            <div className="mt-8 border-t border-line pt-8">
              <h3 className="text-base">{includes.heading}</h3>
              <CheckList items={includes.items} className="mt-4 text-[0.9375rem] sm:grid-cols-2" />
            </div>
          )}
        </div>
        <div className="flex flex-col rounded-panel bg-white p-6 text-body shadow-card ring-1 ring-line sm:p-10">
          <PriceTable selected={selected} {...{ tiers, locale, free, ars, usd, usersColumn, tableCaption }} />
          {note && (
            <p className="mt-6 flex gap-3 rounded-2xl bg-accent-soft p-4 text-[0.9375rem] leading-relaxed text-body">
              <Icon name="lightning" className="mt-0.5 text-accent-strong" />
              {note}
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}
