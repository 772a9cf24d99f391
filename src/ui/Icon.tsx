import { useContext, useInsertionEffect } from "react";
import type { IconName } from "../../schema/icons";
import { addMissingIconSymbol, iconSymbolId, UsedIcons } from "./icon-sprite";

interface IconProps {
  name: IconName;
  className?: string;
  /** Name read by assistive technology; icons without one are decorative and hidden from it. */
  label?: string;
}

/**
 * One of the site's line icons, sized by its class or its parent's (1.25 rem when neither sets a size,
 * app.css), in the current text colour: a reference to its symbol in the page's sprite
 * (icon-sprite.tsx). The symbol carries the grid it is drawn on and scales to the svg, so the svg
 * itself needs no viewBox; app.css draws its lines, knowing it by its use element.
 */
export function Icon({ name, className, label }: IconProps) {
  useContext(UsedIcons)?.add(name);
  // Before the icon paints, so its symbol is there when a state the prerender did not draw shows it.
  useInsertionEffect(() => addMissingIconSymbol(name), [name]);
  return (
    <svg
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
