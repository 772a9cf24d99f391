import type { IconName } from "../../schema/icons";
import { cx } from "./cx";
import { iconPaths } from "./icon-paths";

interface IconProps {
  name: IconName;
  className?: string;
  /** Name read by assistive technology; icons without one are decorative and hidden from it. */
  label?: string;
}

/** One of the site's line icons, sized by its class (1.25 rem by default), in the current text colour. */
export function Icon({ name, className, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // The default size only when the class sets none: Tailwind orders size-4 before size-5, so both would mean 5.
      className={cx(!/(^|\s)size-/.test(className ?? "") && "size-5", "shrink-0", className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
