import { useId, useState } from "react";
import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { FilterButtons } from "../../ui/FilterButtons";
import { Icon } from "../../ui/Icon";
import { localeNumber } from "../../ui/number-format";
import { useLocale } from "../../page/page-languages";
import { Picture } from "../../ui/Picture";
import { RatingStars } from "../../ui/RatingStars";
import { Prerendered } from "../../islands/Prerendered";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

/** The filter starts on first use; a click that comes first is replayed. */
export const island: IslandRule<BlockProps<"course-list">> = "interaction";

/** A course's card never changes in the browser: a filter shows or hides the card the prerender wrote. */
export const browserProps = (props: BlockProps<"course-list">) => ({
  ...props,
  courses: props.courses.map(({ href: _href, ...course }) => ({ ...course, instructor: "", duration: "" })),
});

/** Dollars with 2 decimals: 49 → $49.00. */
export const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * Course cards under category filter buttons; every card is in the HTML, the filter hides the others.
 * Each card is styled by the course-card utility (src/styles/plans.css).
 */
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
            <Prerendered
              as="li"
              key={course.title}
              hidden={!shown}
              data-slot="course"
              data-tags={course.tags.join(" ")}
              className="course-card"
            >
              <Picture layout="card" image={course.image} alt="" />
              <div>
                <p>
                  <span>
                    <Icon name="user" />
                    {course.instructor}
                  </span>
                  <span>
                    <Icon name="clock" />
                    {course.duration}
                  </span>
                </p>
                <h3>{course.href ? <a href={course.href}>{course.title}</a> : course.title}</h3>
                <div>
                  <span>{course.rating.toFixed(1)}</span>
                  <RatingStars
                    rating={Math.round(course.rating)}
                    label={ratingLabel.replace("{rating}", String(course.rating))}
                  />
                  <span>
                    ({localeNumber(course.ratingsCount, locale)} {ratingsLabel})
                  </span>
                </div>
                <p data-slot="price">
                  {course.discountedPrice === undefined ? (
                    <span>{dollars(course.price)}</span>
                  ) : (
                    <>
                      <span>{dollars(course.discountedPrice)}</span>
                      <s>
                        <span className="sr-only">{priceLabel} </span>
                        {dollars(course.price)}
                      </s>
                    </>
                  )}
                </p>
              </div>
            </Prerendered>
          );
        })}
      </ul>
    </Section>
  );
}
