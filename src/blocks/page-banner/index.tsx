import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { AccentText } from "../../ui/AccentText";
import { BannerShapes } from "./BannerShapes";
import { Breadcrumbs } from "./Breadcrumbs";

/** The heading band of an inner page: its h1, a lead and the breadcrumb trail over our tinted shapes. */
export default function PageBanner({ heading, lead, breadcrumbs }: BlockProps<"page-banner">) {
  const headingId = useId();
  return (
    <section
      data-block="page-banner"
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-accent-soft"
    >
      <BannerShapes />
      <div className="page-column flex flex-col items-center py-16 text-center md:py-24">
        <h1 id={headingId} className="max-w-3xl text-4xl sm:text-5xl">
          <AccentText text={heading} />
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-balance text-muted">{lead}</p>}
        {breadcrumbs && <Breadcrumbs crumbs={breadcrumbs} className="mt-8" />}
      </div>
    </section>
  );
}
