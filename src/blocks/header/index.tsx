import type { BlockProps } from "../../../schema/blocks";
import { usePageContext } from "../../page/page-context";
import { ActionButton } from "../../ui/ActionButton";
import { Brand } from "../../ui/Brand";
import { buttonClasses } from "../../ui/button-classes";
import { LinkBar } from "./LinkBar";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";

/**
 * The page header: logo, the site's mega-menu (or a landing page's own links) and buttons; on small
 * screens a menu button opens the mobile menu. A static block: the menus are popovers and details
 * elements, and the shell marks the header data-fixed once the page scrolls 10 px, which fixes it.
 */
export default function Header({ brand, links, actions, language, dialogButton }: BlockProps<"header">) {
  const { site } = usePageContext();
  // A landing page with its own links ends its mobile menu with its own buttons; the site menu with the site's.
  const mobileActions = links ? actions : [site.mobileAction];
  return (
    // The frame keeps the header's height in the flow, so the page does not jump when it becomes fixed.
    <div className="h-[4.5rem] lg:h-20" data-slot="header-frame">
      <header
        data-block="header"
        className="relative inset-x-0 top-0 z-50 h-[4.5rem] bg-white/95 backdrop-blur lg:h-20 data-fixed:fixed data-fixed:shadow-card data-fixed:motion-safe:animate-[slide-down_400ms_ease-out]"
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-6 px-5 sm:px-8">
          <Brand name={brand?.name ?? site.name} href={brand?.href ?? "/"} />
          <div className="hidden flex-1 items-center justify-center self-stretch lg:flex">
            {links ? <LinkBar links={links} /> : <MegaMenu groups={site.menu} />}
          </div>
          {language && (
            <select
              aria-label={language.label}
              className="ml-auto min-h-10 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink sm:ml-0 lg:order-last"
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
              data-opens-dialog={dialogButton.dialog}
              className={buttonClasses("primary", "sm", "ml-auto sm:ml-0 lg:order-last")}
            >
              {dialogButton.label}
            </button>
          )}
          <div className="ml-auto hidden items-center gap-3 sm:flex lg:ml-0">
            {actions.map((action) => (
              <ActionButton key={`${action.label}-${action.href}`} action={action} size="sm" />
            ))}
          </div>
          <MobileMenu
            groups={links ? [{ label: "", sections: [{ links }] }] : site.menu}
            actions={mobileActions}
            brand={brand?.name ?? site.name}
          />
        </div>
      </header>
    </div>
  );
}
