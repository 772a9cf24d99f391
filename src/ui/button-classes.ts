import type { ButtonStyle } from "../../schema/primitives";
import { cx } from "./cx";

/** How each button style looks; one table, so every button on the site matches. */
const styles: Record<ButtonStyle, string> = {
  primary: "bg-accent text-accent-ink shadow-sm shadow-accent/30 hover:bg-accent-strong",
  secondary: "bg-ink text-white hover:bg-slate-700",
  outline: "border-2 border-accent text-accent hover:bg-accent hover:text-accent-ink",
  ghost: "text-ink underline-offset-4 hover:text-accent hover:underline",
  light: "bg-white text-ink shadow-sm hover:bg-accent-soft",
};

const sizes = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-12 px-6 text-[0.9375rem]",
} as const;

export function buttonClasses(
  style: ButtonStyle = "primary",
  size: keyof typeof sizes = "md",
  className?: string,
): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:opacity-60",
    styles[style],
    sizes[size],
    className,
  );
}
