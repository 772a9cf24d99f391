import { useSitePath } from "../page/use-site-path";
import { cx } from "./cx";

/** The logo: our mark (two offset rounded squares in the accent colour) and the name beside it; it leads home unless told otherwise. */
export function Brand({
  name,
  href,
  className,
  inverted = false,
}: {
  name: string;
  href?: string;
  className?: string;
  inverted?: boolean;
}) {
  const sitePath = useSitePath();
  return (
    <a href={href ?? sitePath("/")} className={cx("brand", inverted ? "text-white" : "text-ink", className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="8" width="20" height="20" rx="6" opacity="0.35" />
        <rect x="10" y="2" width="20" height="20" rx="6" />
        <path d="M16 12h8M16 16h5" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>{name}</span>
    </a>
  );
}
