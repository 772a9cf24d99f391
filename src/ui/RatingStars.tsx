import { cx } from "./cx";

interface RatingStarsProps {
  /** Whole stars out of 5. */
  rating: number;
  /** What assistive technology reads in place of the stars, such as "Rated 4 out of 5". */
  label: string;
  className?: string;
}

/**
 * A rating drawn as five stars, the first `rating` of them filled: the rating-stars utility draws
 * them from data-rating, so the page carries no star markup.
 */
export function RatingStars({ rating, label, className }: RatingStarsProps) {
  return (
    <p className={cx("rating-stars", className)} data-rating={rating}>
      <span className="sr-only">{label}</span>
    </p>
  );
}
