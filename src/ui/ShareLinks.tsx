import type { BlockProps } from "../../schema/blocks";
import { cx } from "./cx";
import { Icon } from "./Icon";

/** How the round icon links look: outlined (on a post), or filled with the soft accent (beside a service). */
const tones = {
  outline: "border border-line text-ink hover:border-accent",
  soft: "bg-accent-soft text-accent-strong",
} as const;

interface ShareLinksProps {
  /** Both blocks that show share links take them in this shape (schema/primitives.ts, shareLinks). */
  share: BlockProps<"service-detail">["share"];
  tone: keyof typeof tones;
  className?: string;
}

/** The label, then one round icon link per place to share the page on. */
export function ShareLinks({ share, tone, className }: ShareLinksProps) {
  return (
    <div className={cx("flex items-center gap-3", className)} data-slot="share">
      <p className="font-semibold text-ink">{share.label}</p>
      <ul className="flex gap-2">
        {share.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={cx("share-link", tones[tone])}>
              <Icon name={link.icon} label={link.label} className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
