import type { Testimonial } from "../../../schema/collections";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { RatingStars } from "../../ui/RatingStars";

/** One client's words: stars, the quote, and who said it; the slider's track styles it (people.css). */
export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
  const { name, role, company, location, rating, text, avatar } = testimonial;
  const from = company ?? location;
  return (
    <figure>
      <div>
        <RatingStars rating={rating} label={ratingLabel.replace("{rating}", String(rating))} />
        <Icon name="quote" />
      </div>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        <Picture layout="thumbnail" image={avatar} alt="" />
        <span>
          <span data-slot="name">{name}</span>
          <span data-slot="role">{role}</span>
          {from && <span data-slot="from">{from}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
