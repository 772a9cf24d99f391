import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { AccentText } from "../../ui/AccentText";
import { ActionButton } from "../../ui/ActionButton";
import { CheckList } from "../../ui/CheckList";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { ShareLinks } from "../../ui/ShareLinks";
import { Section } from "../../ui/Section";

/** One service: picture, text, what is included and share links, beside a sidebar of every service. A static block. */
export default function ServiceDetail({
  image,
  imageAlt,
  heading,
  paragraphs,
  includedHeading,
  included,
  share,
  services,
  contact,
}: BlockProps<"service-detail">) {
  const headingId = useId();
  return (
    <Section block="service-detail" labelledBy={headingId}>
      <div className="grid gap-12 lg:grid-cols-[1fr_22rem]">
        <article>
          <div className="overflow-hidden rounded-card bg-accent-soft">
            <Picture layout="column" image={image} alt={imageAlt} className="mx-auto h-auto w-full max-w-2xl" />
          </div>
          <h2 id={headingId} className="mt-10 text-3xl sm:text-4xl">
            <AccentText text={heading} />
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
          {includedHeading && <h3 className="mt-10 text-2xl">{includedHeading}</h3>}
          <CheckList items={included} className="mt-6 sm:grid-cols-2" />
          <ShareLinks share={share} tone="soft" className="mt-10 flex-wrap border-t border-line pt-6" />
        </article>
        <aside className="grid content-start gap-8">
          <nav aria-label={services.heading} className="rounded-card bg-accent-soft p-6">
            <h2 className="text-xl">{services.heading}</h2>
            <ul className="mt-5 grid gap-2" data-slot="services">
              {services.links.map((link, index) => {
                const current = index + 1 === services.current;
                return (
                  <li key={link.href + link.label}>
                    <a
                      href={link.href}
                      aria-current={current ? "page" : undefined}
                      className={cx(
                        "flex min-h-12 items-center justify-between rounded-xl px-4 font-semibold transition-colors",
                        current ? "bg-accent text-accent-ink" : "bg-white text-ink hover:text-accent-strong",
                      )}
                    >
                      {link.label}
                      <Icon name="arrow-right" className="size-4" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          {contact && (
            <div className="rounded-card bg-night p-6 text-slate-300">
              <h2 className="text-xl text-white">{contact.heading}</h2>
              <p className="mt-3">{contact.text}</p>
              <ActionButton action={contact.action} className="mt-6" />
            </div>
          )}
        </aside>
      </div>
    </Section>
  );
}
