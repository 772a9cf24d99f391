import type { BlogPost } from "../../schema/collections";
import { cx } from "./cx";

/** Each tag in its own colour, dark text on a light tint so every pair passes WCAG AA. */
const tagColours: Record<BlogPost["tag"], string> = {
  Education: "bg-sky-100 text-sky-800",
  Charity: "bg-rose-100 text-rose-800",
  Children: "bg-amber-100 text-amber-900",
  Design: "bg-violet-100 text-violet-800",
  Development: "bg-emerald-100 text-emerald-800",
  PROPERTY: "bg-orange-100 text-orange-900",
  Technology: "bg-blue-100 text-blue-800",
  Support: "bg-teal-100 text-teal-800",
  "Client Story": "bg-fuchsia-100 text-fuchsia-800",
};

/** A blog post's tag as a small coloured label. */
export function BlogTag({ tag, className }: { tag: BlogPost["tag"]; className?: string }) {
  return (
    <span className={cx("blog-tag", tagColours[tag], className)} data-slot="tag">
      {tag}
    </span>
  );
}
