import type { ButtonStyle } from "../../schema/primitives";
import { cx } from "./cx";

/** Each button style's look, in buttons.css; one table, so every button on the site matches. */
const styles: Record<ButtonStyle, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  outline: "btn-outline",
  ghost: "btn-ghost",
  light: "btn-light",
};

const sizes = {
  sm: "btn-sm",
  md: "btn-md",
} as const;

export function buttonClasses(
  style: ButtonStyle = "primary",
  size: keyof typeof sizes = "md",
  className?: string,
): string {
  return cx("btn", styles[style], sizes[size], className);
}
