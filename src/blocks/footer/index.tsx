import type { BlockProps } from "../../../schema/blocks";
import { usePageContext } from "../../page/page-context";
import { useUiText } from "../../page/ui-text";
import { Brand } from "../../ui/Brand";
import { EmailForm } from "../../ui/EmailForm";
import { Icon } from "../../ui/Icon";
import { phoneLinkClass } from "../../ui/phone-link";

/**
 * The page footer: brand and about text, link columns, contact lines, newsletter, social links and
 * the year. A static block.
 */
export default function Footer({
  brand,
  about,
  columns,
  contact,
  newsletter,
  variant,
  social,
  legal,
  copyright,
  rights,
  lang,
}: BlockProps<"footer">) {
  const { site, builtYear } = usePageContext();
  const text = useUiText(lang);
  return (
    <footer data-block="footer" data-variant={variant} lang={lang} className="bg-night text-slate-300">
      {newsletter && variant === "newsletter" && (
        <div className="page-column pt-16">
          <div
            className="grid items-center gap-6 rounded-4xl bg-accent px-6 py-10 text-accent-ink sm:px-10 lg:grid-cols-2 lg:px-14"
            data-slot="newsletter"
          >
            <div>
              <h2 className="text-2xl font-bold text-accent-ink sm:text-3xl">{newsletter.heading}</h2>
              {newsletter.text && <p className="mt-2 text-accent-ink">{newsletter.text}</p>}
            </div>
            <EmailForm
              label={newsletter.heading}
              placeholder={newsletter.placeholder}
              button={newsletter.button}
              buttonStyle="secondary"
              send={newsletter.send}
              lang={lang}
            />
          </div>
        </div>
      )}
      <div className="page-column footer-columns">
        <div className="lg:col-span-4">
          <Brand name={brand ?? site.name} inverted />
          {about && <p className="footer-about">{about}</p>}
          {social.length > 0 && (
            <ul className="footer-social" aria-label={text.socialLinks}>
              {social.map((item) => (
                <li key={item.href + item.label}>
                  <a href={item.href} aria-label={item.label}>
                    <Icon name={item.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="footer-links">
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2>{column.heading}</h2>
              <ul className="footer-list">
                {column.links.map((link) => (
                  <li key={link.href + link.label}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {contact && (
            <div className="footer-contact-column">
              <h2>{contact.heading}</h2>
              <ul className="footer-list footer-contact">
                {contact.lines.map((line) => (
                  <li key={line.label}>
                    <Icon name={line.icon} />
                    {line.href ? (
                      <a href={line.href} className={phoneLinkClass(line.href)}>
                        {line.label}
                      </a>
                    ) : (
                      <span>{line.label}</span>
                    )}
                  </li>
                ))}
              </ul>
              {newsletter && variant === "standard" && (
                <Newsletter newsletter={newsletter} lang={lang} className="mt-8" />
              )}
            </div>
          )}
        </div>
        {newsletter && variant === "standard" && !contact && (
          <Newsletter newsletter={newsletter} lang={lang} className="footer-newsletter-row" />
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="page-column footer-bar">
          <p data-slot="copyright">
            {/* The build's year; the shell writes the visitor's current year over it. Each side is one
            string, so React writes no marker between its parts. */}
            {"© "}
            <span data-slot="year">{builtYear}</span>
            {` ${copyright}. ${rights}`}
          </p>
          {legal.length > 0 && (
            <ul className="footer-legal">
              {legal.map((link) => (
                <li key={link.href + link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}

type NewsletterTexts = NonNullable<BlockProps<"footer">["newsletter"]>;

interface NewsletterProps {
  newsletter: NewsletterTexts;
  lang: BlockProps<"footer">["lang"];
  className: string;
}

/** The newsletter heading, line and e-mail form, for a column of the footer. */
function Newsletter({ newsletter, lang, className }: NewsletterProps) {
  return (
    <div className={className} data-slot="newsletter">
      <h2>{newsletter.heading}</h2>
      {newsletter.text && <p className="mt-2 text-sm">{newsletter.text}</p>}
      <EmailForm
        label={newsletter.heading}
        placeholder={newsletter.placeholder}
        button={newsletter.button}
        tone="dark"
        send={newsletter.send}
        lang={lang}
        className="mt-4"
      />
    </div>
  );
}
