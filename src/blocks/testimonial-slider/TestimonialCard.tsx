import type { Testimonial } from "../../../schema/collections";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { RatingStars } from "../../ui/RatingStars";

/**
 * One client's words: stars, the quote, and who said it (name, then role, then company or place);
 * the slider's track styles it (people.css), by position, so its parts carry no class.
 */
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
          <span>{name}</span>
          <span>{role}</span>
          {from && <span>{from}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
