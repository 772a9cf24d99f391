import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { Accordion } from "../../ui/Accordion";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";
import { FaqAside } from "./FaqAside";

/**
 * Questions and answers, one open at a time (`open` counts from 1). With art or a help card the
 * intro and those sit beside the questions on wide screens; without, everything is centred.
 */
export default function Faq({
  id,
  eyebrow,
  heading,
  lead,
  items,
  open,
  variant,
  surface,
  image,
  aside,
}: BlockProps<"faq">) {
  const headingId = useId();
  const accordion = (
    <Accordion
      items={items.map((item) => ({ title: item.question, body: <p>{item.answer}</p> }))}
      defaultOpen={open === "none" ? null : open - 1}
      look={variant}
    />
  );
  const hasSide = image !== undefined || aside !== undefined;
  return (
    <Section id={id} surface={surface} labelledBy={headingId} block="faq">
      {hasSide ? (
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          {/* On small screens the questions follow the intro at once; the help card comes after them. */}
          <div className="contents lg:col-span-5 lg:block">
            <div className="contents lg:sticky lg:top-28 lg:block lg:space-y-10">
              <SectionIntro
                eyebrow={eyebrow}
                heading={heading}
                lead={lead}
                id={headingId}
                align="start"
                className="order-1"
              />
              {image && (
                <Picture layout="half" image={image} alt="" className="hidden h-auto w-full max-w-md lg:block" />
              )}
              {aside && (
                <div className="order-3">
                  <FaqAside {...aside} />
                </div>
              )}
            </div>
          </div>
          <div className="order-2 lg:col-span-7" data-reveal>
            {accordion}
          </div>
        </div>
      ) : (
        <>
          <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
          <div className="mx-auto mt-12 max-w-3xl" data-reveal>
            {accordion}
          </div>
        </>
      )}
    </Section>
  );
}
