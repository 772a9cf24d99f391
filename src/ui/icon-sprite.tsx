import { createContext } from "react";
import type { IconName } from "../../schema/icons";
import { iconPaths } from "./icon-paths";

/**
 * A page draws each icon it shows once, as a symbol of one sprite at the start of its body, and every
 * icon is a reference to its symbol. The leading underscore keeps these ids apart from a section's
 * anchor, which is lower-case words joined by hyphens, and React's ids (`_b0-R_1_`) have an "R_" no
 * icon name has. The id is short: a page refers to its icons some fifty times.
 */
export const iconSpriteId = "sprite_icons";

export function iconSymbolId(name: IconName): string {
  return `_${name}`;
}

/** The grid every icon is drawn on. */
const iconViewBox = "0 0 24 24";

/** An icon's lines as one path: each of its parts starts with a move. */
const iconPath = (name: IconName) => iconPaths[name].join("");

/**
 * The icons a server render draws, collected while it draws them, so the page's sprite holds those
 * alone. The prerender provides one per page; the browser has none.
 */
export const UsedIcons = createContext<Set<IconName> | null>(null);

/**
 * The sprite of a prerendered page: the symbol of each icon it draws. How its lines are drawn is the icon utility's, on the svg that shows it (app.css).
 */
export function IconSprite({ names }: { names: readonly IconName[] }) {
  return (
    // Hidden by the HTML hidden attribute of an element around it, which the browser honours with or
    // without the site's CSS; not by a style attribute, which the page's Content Security Policy would
    // have to allow by its hash. An svg's own display attribute loses to the CSS reset's svg rule.
    <div hidden>
      <svg id={iconSpriteId} aria-hidden>
        {names.map((name) => (
          <symbol key={name} id={iconSymbolId(name)} viewBox={iconViewBox}>
            <path d={iconPath(name)} />
          </symbol>
        ))}
      </svg>
    </div>
  );
}

const svgNamespace = "http://www.w3.org/2000/svg";

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(svgNamespace, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * In the browser: an icon that an island draws and the prerender did not (one shown after a click)
 * gets its symbol added to the page's sprite, drawn from the same paths.
 */
export function addMissingIconSymbol(name: IconName): void {
  const id = iconSymbolId(name);
  if (document.getElementById(id)) return;
  let sprite: Element | null = document.getElementById(iconSpriteId);
  if (!sprite) {
    sprite = svgElement("svg", { id: iconSpriteId, style: "display: none", "aria-hidden": "true" });
    document.body.prepend(sprite);
  }
  const symbol = svgElement("symbol", { id, viewBox: iconViewBox });
  symbol.append(svgElement("path", { d: iconPath(name) }));
  sprite.append(symbol);
}
