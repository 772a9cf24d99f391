import type { BlockProps } from "../../../schema/blocks";
import { ActionButton } from "../../ui/ActionButton";
import { Picture } from "../../ui/Picture";

/** The not-found message: an illustration, the heading, a line of help and the way home. */
export default function NotFound({ heading, text, image, action }: BlockProps<"not-found">) {
  return (
    <section data-block="not-found" aria-labelledby="not-found-heading" className="bg-accent-soft py-16 md:py-24">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-5 text-center sm:px-8">
        <Picture layout="half" image={image} alt="" priority className="h-auto w-full max-w-md" />
        <h1 id="not-found-heading" className="mt-10 text-3xl sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted">{text}</p>
        <ActionButton action={action} className="mt-8" />
      </div>
    </section>
  );
}
