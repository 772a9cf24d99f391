import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

type Member = BlockProps<"team-grid">["members"][number];
type Variant = BlockProps<"team-grid">["variant"];

/** Two a row from the smallest phone up: one a row made the team as long as eight phone screens. */
const columns: Record<BlockProps<"team-grid">["columns"], string> = {
  3: "grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
};

/** A heading and the team: photo, name, role and social links. A static block. */
export default function TeamGrid({
  id,
  eyebrow,
  heading,
  lead,
  members,
  columns: perRow,
  variant,
  surface,
}: BlockProps<"team-grid">) {
  const headingId = useId();
  return (
    <Section id={id} surface={surface} block="team-grid" variant={variant} labelledBy={headingId}>
      <SectionIntro eyebrow={eyebrow} heading={heading} lead={lead} id={headingId} />
      <ul
        data-reveal
        className={cx(
          "mt-12 grid gap-4 sm:gap-6 md:mt-16",
          // A round photo's ring reaches 8 px out, into the row above's links.
          variant === "round" && "max-sm:gap-y-10",
          columns[perRow],
        )}
      >
        {members.map((member) => (
          <li key={member.name} data-slot="member">
            <MemberCard member={member} variant={variant} onDark={surface === "dark"} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Social links over the photo, shown on hover or when one of them has the keyboard focus: CSS only. */
const revealed =
  "absolute inset-x-0 bottom-3 translate-y-2 opacity-0 transition duration-300 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100";

function MemberCard({ member, variant, onDark }: { member: Member; variant: Variant; onDark: boolean }) {
  const round = variant === "round";
  const reveal = variant === "reveal";
  const social = member.social.length > 0 && (
    <ul data-slot="social" className={cx("flex justify-center gap-2", reveal ? revealed : "mt-4")}>
      {member.social.map((link) => (
        <li key={link.href + link.label}>
          <a
            href={link.href}
            aria-label={`${member.name} on ${link.label}`}
            className={cx(
              "grid size-9 place-items-center rounded-full transition-colors hover:bg-accent hover:text-accent-ink",
              reveal ? "bg-white text-accent-strong shadow-card" : "bg-accent-soft text-accent-strong",
            )}
          >
            <Icon name={link.icon} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <article
      className={cx(
        "group h-full text-center",
        round ? "sm:px-4" : "overflow-hidden rounded-card border border-line bg-white shadow-card",
      )}
    >
      <div
        className={cx(
          round
            ? "mx-auto size-28 overflow-hidden rounded-full ring-8 ring-accent/10 sm:size-40"
            : "relative bg-accent-soft",
        )}
      >
        <Picture
          layout="portrait"
          image={member.image}
          alt=""
          className={cx(
            "h-auto w-full transition duration-500 group-hover:scale-105",
            !round && "mx-auto max-w-28 pt-4 sm:max-w-36 sm:pt-6",
            // The revealed links need the room under the photo at every width.
            !round && (reveal ? "pb-14" : "pb-4 sm:pb-6"),
          )}
        />
        {reveal && social}
      </div>
      <div className={cx(round ? "mt-5" : "px-3 py-5 sm:p-6")}>
        <h3 className={cx("text-base sm:text-lg", onDark && round && "text-white")}>{member.name}</h3>
        <p className={cx("mt-1 text-sm font-medium", onDark && round ? "text-slate-300" : "text-accent-strong")}>
          {member.role}
        </p>
        {!reveal && social}
      </div>
    </article>
  );
}
