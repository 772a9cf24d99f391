import type { Testimonial } from "../../../schema/collections";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { RatingStars } from "../../ui/RatingStars";

/** One client's words: stars, the quote, and who said it. */
export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
  const { name, role, company, location, rating, text, avatar } = testimonial;
  const from = company ?? location;
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-white p-7 shadow-card sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <RatingStars rating={rating} label={ratingLabel.replace("{rating}", String(rating))} />
        <Icon name="quote" className="size-8 text-accent/30" />
      </div>
      <blockquote className="mt-5 flex-1 text-[1.0625rem] leading-relaxed text-body">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-7 flex items-center gap-4 border-t border-line pt-6">
        <Picture layout="thumbnail" image={avatar} alt="" className="size-14 shrink-0 rounded-full bg-accent-soft" />
        <span className="min-w-0">
          <span className="block font-bold text-ink" data-slot="name">
            {name}
          </span>
          <span className="block text-sm text-muted" data-slot="role">
            {role}
          </span>
          {from && (
            <span className="block text-sm text-muted" data-slot="from">
              {from}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
