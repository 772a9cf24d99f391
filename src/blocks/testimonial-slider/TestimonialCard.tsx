import type { Testimonial } from "../../../schema/collections";
import { Picture } from "../../ui/Picture";
import { RatingStars } from "../../ui/RatingStars";

/**
 * One client's words: stars and a quote mark, the quote, and who said it (name, then role, then
 * company or place). The slider's track draws the mark and styles the parts by position (people.css),
 * so they carry no class.
 */
export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
  const { name, role, company, location, rating, text, avatar } = testimonial;
  const from = company ?? location;
  return (
    <figure>
      <div>
        <RatingStars rating={rating} label={ratingLabel.replace("{rating}", String(rating))} />
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
