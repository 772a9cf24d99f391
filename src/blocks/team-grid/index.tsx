import { useId } from "react";
import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";
import { Section } from "../../ui/Section";
import { SectionIntro } from "../../ui/SectionIntro";

type Member = BlockProps<"team-grid">["members"][number];

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
          "team-list mt-12 grid gap-4 sm:gap-6 md:mt-16",
          // A round photo's ring reaches 8 px out, into the row above's links.
          variant === "round" && "max-sm:gap-y-10",
          columns[perRow],
        )}
      >
        {members.map((member) => (
          <li key={member.name} data-slot="member">
            <MemberCard member={member} reveal={variant === "reveal"} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A member's card; the team-list utility styles it in the section's variant (people.css). */
function MemberCard({ member, reveal }: { member: Member; reveal: boolean }) {
  const social = member.social.length > 0 && (
    <ul data-slot="social">
      {member.social.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} aria-label={`${member.name} on ${link.label}`}>
            <Icon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <article className="group">
      <div>
        <Picture layout="portrait" image={member.image} alt="" />
        {reveal && social}
      </div>
      <div>
        <h3>{member.name}</h3>
        <p>{member.role}</p>
        {!reveal && social}
      </div>
    </article>
  );
}
