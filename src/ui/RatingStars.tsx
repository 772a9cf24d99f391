import { cx } from "./cx";
import { Icon } from "./Icon";

interface RatingStarsProps {
  /** Stars out of 5. */
  rating: number;
  /** What assistive technology reads in place of the stars, such as "Rated 4 out of 5". */
  label: string;
  className?: string;
}

const outOf = 5;

/** A rating drawn as five stars, the first `rating` of them filled. */
export function RatingStars({ rating, label, className }: RatingStarsProps) {
  return (
    <p className={cx("rating-stars", className)} data-slot="rating">
      <span className="sr-only">{label}</span>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon key={index} name="star" className={index < rating ? undefined : "star-off"} />
      ))}
    </p>
  );
}
