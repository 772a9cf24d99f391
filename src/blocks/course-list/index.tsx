import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { FilterButtons } from "../../ui/FilterButtons";
import { Icon } from "../../ui/Icon";
import { localeNumber } from "../../ui/number-format";
import { useLocale } from "../../page/page-languages";
import { Picture } from "../../ui/Picture";
import { RatingStars } from "../../ui/RatingStars";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/** The filter starts on first use; a click that comes first is replayed. */
export const island: IslandRule<BlockProps<"course-list">> = "interaction";

/** Dollars with 2 decimals: 49 → $49.00. */
export const dollars = (value: number) => `$${value.toFixed(2)}`;

/** Course cards under category filter buttons; every card is in the HTML, the filter hides the others. */
export default function CourseList({
  id,
  eyebrow,
  heading,
  lead,
  filters,
  filtersLabel,
  courses,
  ratingLabel,
  ratingsLabel,
  priceLabel,
  surface,
}: BlockProps<"course-list">) {
  const headingId = `${useId()}-heading`;
  const locale = useLocale();
  const [filter, setFilter] = useState(filters[0]?.value ?? "*");
  return (
    <Section id={id} surface={surface} block="course-list" labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <FilterButtons label={filtersLabel} filters={filters} selected={filter} onSelect={setFilter} className="mt-10" />
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-slot="courses">
        {courses.map((course) => {
          const shown = filter === "*" || course.tags.some((tag) => tag === filter);
          return (
            <li
              key={course.title}
              hidden={!shown}
              data-slot="course"
              data-tags={course.tags.join(" ")}
              className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line"
            >
              <Picture layout="card" image={course.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    <Icon name="user" className="size-4 text-accent" />
                    {course.instructor}
                  </span>
                  <span className="flex items-center gap-2">
                    <Icon name="clock" className="size-4 text-accent" />
                    {course.duration}
                  </span>
                </p>
                <h3 className="mt-4 text-xl">
                  {course.href ? (
                    <a href={course.href} className="hover:text-accent">
                      {course.title}
                    </a>
                  ) : (
                    course.title
                  )}
                </h3>
                <div className="mt-3 flex items-center gap-2 text-sm">
                  <span className="font-bold text-ink">{course.rating.toFixed(1)}</span>
                  <RatingStars
                    rating={Math.round(course.rating)}
                    label={ratingLabel.replace("{rating}", String(course.rating))}
                  />
                  <span className="text-muted">
                    ({localeNumber(course.ratingsCount, locale)} {ratingsLabel})
                  </span>
                </div>
                <p className="mt-auto flex items-baseline gap-3 border-t border-line pt-4" data-slot="price">
                  {course.discountedPrice === undefined ? (
                    <span className="text-2xl font-bold text-ink">{dollars(course.price)}</span>
                  ) : (
                    <>
                      <span className="text-2xl font-bold text-accent-strong">{dollars(course.discountedPrice)}</span>
                      <s className="text-muted">
                        <span className="sr-only">{priceLabel} </span>
                        {dollars(course.price)}
                      </s>
                    </>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
