import { useEffect, useId, useRef, useState, type ReactNode, type TransitionEvent } from "react";
import type { FaqVariant } from "../../schema/blocks/faq";
import { cx } from "./cx";
import { Icon } from "./Icon";

const looks: Record<FaqVariant, { item: string; button: string; body: string }> = {
  cards: {
    item: "rounded-card bg-white shadow-card ring-1 ring-line transition-shadow duration-200 has-[[aria-expanded=true]]:ring-accent/40",
    button: "px-5 py-5 sm:px-7 sm:py-6",
    body: "px-5 pb-6 sm:px-7",
  },
  lines: {
    item: "",
    button: "py-6",
    body: "pb-6 pr-4 sm:pr-14",
  },
};

interface AccordionItemProps {
  title: string;
  look: FaqVariant;
  open: boolean;
  onToggle: () => void;
  /** The browser's find-in-page matched text inside the closed answer. */
  onReveal: () => void;
  children: ReactNode;
}

/**
 * One question of an accordion: a button in an h3 and the answer it controls. The answer's height
 * animates (250 ms, motion.css shortens it under reduced motion); once closed it is hidden
 * "until-found", so find-in-page still reaches it and opens it.
 */
export function AccordionItem({ title, look, open, onToggle, onReveal, children }: AccordionItemProps) {
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const panel = useRef<HTMLDivElement>(null);
  // A closing answer stays in the page until its animation ends; only then is it hidden.
  const [collapsed, setCollapsed] = useState(!open);
  if (open && collapsed) setCollapsed(false);

  useEffect(() => {
    const element = panel.current;
    if (!collapsed || !element) return;
    // React writes hidden as a plain boolean; "until-found" keeps the answer reachable by find-in-page.
    element.setAttribute("hidden", "until-found");
    element.addEventListener("beforematch", onReveal);
    return () => element.removeEventListener("beforematch", onReveal);
  }, [collapsed, onReveal]);

  const settle = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !open) setCollapsed(true);
  };

  const styles = looks[look];
  return (
    <div className={styles.item} data-slot="accordion-item">
      <h3 className="text-pretty">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className={cx(
            "group flex w-full items-center justify-between gap-6 text-left text-base font-semibold sm:text-lg text-ink transition-colors hover:text-accent-strong",
            styles.button,
          )}
        >
          <span>{title}</span>
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-strong transition-colors duration-200 group-aria-expanded:bg-accent group-aria-expanded:text-accent-ink">
            <Icon name={open ? "minus" : "plus"} className="size-4" />
          </span>
        </button>
      </h3>
      <div
        ref={panel}
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={collapsed}
        onTransitionEnd={settle}
        className={cx(
          "grid transition-[grid-template-rows] duration-250 ease-out",
          open ? "grid-rows-[1fr]" : "grid-rows-[0fr]",
        )}
      >
        <div className="min-h-0 overflow-hidden">
          <div className={cx("leading-relaxed text-body", styles.body)}>{children}</div>
        </div>
      </div>
    </div>
  );
}
