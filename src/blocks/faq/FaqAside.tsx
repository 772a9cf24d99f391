import type { BlockProps } from "../../../schema/blocks";
import { ActionButton } from "../../ui/ActionButton";
import { Icon } from "../../ui/Icon";

type FaqAsideProps = NonNullable<BlockProps<"faq">["aside"]>;

/** The card beside the questions that points to more help. */
export function FaqAside({ heading, text, action }: FaqAsideProps) {
  return (
    <div data-reveal className="relative overflow-hidden rounded-card bg-night p-8 text-slate-300">
      <svg
        viewBox="0 0 120 120"
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-40 text-accent opacity-40"
      >
        <circle cx="60" cy="60" r="46" fill="none" stroke="currentColor" strokeWidth="16" />
      </svg>
      <span className="relative grid size-12 place-items-center rounded-2xl bg-accent text-accent-ink">
        <Icon name="chat" className="size-6" />
      </span>
      <h3 className="relative mt-6 text-2xl text-white">{heading}</h3>
      <p className="relative mt-3 leading-relaxed">{text}</p>
      <ActionButton action={action} className="relative mt-6" />
    </div>
  );
}
