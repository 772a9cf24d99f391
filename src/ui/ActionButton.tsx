import type { ButtonStyle } from "../../schema/primitives";
import type { IconName } from "../../schema/icons";
import { buttonClasses } from "./button-classes";
import { Icon } from "./Icon";

export interface Action {
  label: string;
  href: string;
  style: ButtonStyle;
  icon?: IconName | undefined;
}

/** A call to action from a block's YAML, drawn as a button-shaped link. */
export function ActionButton({
  action,
  size = "md",
  className,
}: {
  action: Action;
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <a href={action.href} className={buttonClasses(action.style, size, className)} data-slot="action">
      {action.label}
      {action.icon && <Icon name={action.icon} className="size-[1.1em]" />}
    </a>
  );
}

/** A row of calls to action that wraps on small screens. */
export function ActionRow({ actions, className }: { actions: readonly Action[]; className?: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={className ?? "flex flex-wrap items-center gap-3"}>
      {actions.map((action) => (
        <ActionButton key={`${action.label}-${action.href}`} action={action} />
      ))}
    </div>
  );
}
