import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { AccentText } from "../../ui/AccentText";
import { BannerShapes } from "./BannerShapes";
import { Breadcrumbs } from "./Breadcrumbs";

/** The heading band of an inner page: its h1, a lead and the breadcrumb trail over our tinted shapes. */
export default function PageBanner({ heading, lead, breadcrumbs }: BlockProps<"page-banner">) {
  const headingId = useId();
  return (
    <section data-block="page-banner" aria-labelledby={headingId} className="page-banner">
      <BannerShapes />
      <div className="page-column">
        <h1 id={headingId}>
          <AccentText text={heading} />
        </h1>
        {lead && <p>{lead}</p>}
        {breadcrumbs && <Breadcrumbs crumbs={breadcrumbs} />}
      </div>
    </section>
  );
}
