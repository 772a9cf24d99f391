import type { BlockProps } from "../../../schema/blocks";
import type { IslandRule } from "../../islands/island-start";
import { usePageContext } from "../../page/page-context";
import { PartLanguage } from "../../page/page-languages";
import { ActionButton } from "../../ui/ActionButton";
import { Brand } from "../../ui/Brand";
import { buttonClasses } from "../../ui/button-classes";
import { HeaderMenu } from "./HeaderMenu";
import { LinkBar } from "./LinkBar";
import { MenuGroups } from "./MenuGroups";
import { Offcanvas } from "./Offcanvas";
import { useActiveSection } from "./use-active-section";
import { useAriaCurrent } from "./use-aria-current";

/**
 * A header that follows the sections of its page needs the browser once the page moves (a followed
 * link starts it too): at the top no section is current. Any other header is static (its menus are
 * popovers and dialogs).
 */
export const island: IslandRule<BlockProps<"header">> = (props) => (props.followSections ? "scroll" : null);

/** The ids of the sections that in-page links lead to: "#about" → "about". */
const sectionIdsOf = (links: readonly { href: string }[]) => links.map((link) => link.href.slice(1));

/**
 * The page header: logo, the site's mega-menu (or a landing page's own links) and buttons. The menu is
 * written once: a bar from lg, a side panel a menu button opens below it (HeaderMenu). A header with
 * an offcanvas shows its links as a bar and opens its own side panel at every width (Offcanvas). The
 * menus are popovers, details elements and a dialog, and the shell marks the header data-fixed once
 * the page scrolls 10 px, which fixes it. With followSections, the link of the section being read
 * is marked current as the page scrolls.
 */
export default function Header({
  brand,
  links,
  actions,
  language,
  dialogButton,
  followSections,
  offcanvas,
  lang,
}: BlockProps<"header">) {
  const { site } = usePageContext();
  const pageCurrent = useAriaCurrent();
  const [activeSection, setActiveSection] = useActiveSection(followSections && links ? sectionIdsOf(links) : []);
  const ariaCurrent = followSections
    ? (href: string) => (href === `#${activeSection}` ? ("true" as const) : undefined)
    : pageCurrent;
  const onFollow = followSections ? (href: string) => setActiveSection(href.slice(1)) : undefined;
  // A landing page with its own links ends its side panel with its own buttons; the site menu with the site's.
  const panelActions = links ? actions : [site.mobileAction];
  const brandName = brand?.name ?? site.name;
  const linkBar = links && <LinkBar links={links} ariaCurrent={ariaCurrent} onFollow={onFollow} />;
  return (
    // The frame keeps the header's height in the flow, so the page does not jump when it becomes fixed.
    <PartLanguage value={lang}>
      <div className="h-[4.5rem] lg:h-20" data-slot="header-frame" lang={lang}>
        <header data-block="header" className="header-bar">
          {/* Closer on phones: a brand, a dialog button and the menu button fill a 320 px screen. */}
          <div className="page-column header-row">
            <Brand name={brandName} href={brand?.href} />
            {offcanvas ? (
              <div className="hidden flex-1 items-center justify-center self-stretch lg:flex">{linkBar}</div>
            ) : (
              <HeaderMenu actions={panelActions} brand={brandName}>
                {linkBar ?? <MenuGroups />}
              </HeaderMenu>
            )}
            {language && (
              <select
                aria-label={language.label}
                className="ml-auto min-h-10 rounded-pill border border-line bg-white px-3 text-sm font-semibold text-ink sm:ml-0 lg:order-last"
                data-slot="language"
              >
                {language.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            )}
            {dialogButton && (
              <button
                type="button"
                aria-haspopup="dialog"
                commandfor={dialogButton.dialog}
                command="show-modal"
                className={buttonClasses("primary", "sm", "ml-auto max-sm:px-3 sm:ml-0 lg:order-last")}
              >
                {dialogButton.label}
              </button>
            )}
            <div className="header-actions">
              {actions.map((action) => (
                <ActionButton key={`${action.label}-${action.href}`} action={action} size="sm" />
              ))}
            </div>
            {offcanvas && (
              <Offcanvas
                brand={brandName}
                links={links ?? []}
                content={offcanvas}
                ariaCurrent={ariaCurrent}
                onFollow={onFollow}
              />
            )}
          </div>
        </header>
      </div>
    </PartLanguage>
  );
}
