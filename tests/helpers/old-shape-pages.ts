import fc from "fast-check";

/**
 * Pages with counters blocks written in their older shape (`duration:` in milliseconds), in the ways
 * YAML allows a value to be written: quoted or not, tagged, in other number forms, marked with an
 * anchor (&a, &b) that aliases (*a, *b) repeat, in block or flow style, with comments. The anchors
 * are named as the careless edits of mutated-yaml.test.ts name theirs, so those edits meet them.
 */

/** A duration as a page may write it; some are numbers, some text, some not valid YAML where they stand. */
const durations = [
  "2500",
  "2500.0",
  "0x9C4",
  "0b100111000100",
  "0o4704",
  "+2500",
  "'2500'",
  '"2500"',
  "!!int 2500",
  "!!float 2500",
  "!!str 2500",
  "2_500",
  ".inf",
  "-.inf",
  ".nan",
  "-0.0",
  "1e400",
  "-1e-400",
  "~",
  "slow",
  "|\n      2500",
];

const keys = ["duration:", '"duration":', "'duration':", "!!str duration:", "&a duration:", "? duration\n    :"];

/** Mostly the plain form, which migrate rewrites; sometimes one of the others. */
const mostly = <T>(plain: T, others: readonly T[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(plain) }, { weight: 1, arbitrary: fc.constantFrom(...others) });
const sometimes = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

const counters = fc.record({
  flow: fc.boolean(),
  key: mostly("duration:", keys),
  value: mostly("2500", durations),
  anchored: mostly("", ["&a ", "&b "]),
  blockAnchored: sometimes,
  comment: fc.boolean(),
  seconds: sometimes,
  durationFirst: fc.boolean(),
});

type Counters = typeof counters extends fc.Arbitrary<infer T> ? T : never;

function countersText(block: Counters): string {
  // A comment ends the line, so only block style has one.
  const comment = block.comment && !block.flow ? " # milliseconds" : "";
  const fields = ["items: [{ value: 150, label: Clients }]", ...(block.seconds ? ["seconds: 2"] : [])];
  fields.splice(block.durationFirst ? 0 : fields.length, 0, `${block.key} ${block.anchored}${block.value}${comment}`);
  if (block.flow) return `  - ${block.blockAnchored ? "&b " : ""}{ type: counters, ${fields.join(", ")} }\n`;
  const head = block.blockAnchored ? "  - &b\n    " : "  - ";
  return `${head}type: counters\n${fields.map((field) => `    ${field}\n`).join("")}`;
}

/** Blocks after the others: repeating what the others marked (a figure, a duration, a whole block), or merging. */
const repeats = [
  "  - { type: counters, items: [{ value: *a, label: Projects }] }\n",
  "  - { type: counters, items: [{ value: 1, label: *a }], duration: *a }\n",
  "  - *b\n",
  // A merge key is a key like any other to the core schema: nothing in it is migrated, in memory or in the file.
  "  - { type: counters, items: [{ value: 1, label: One }], <<: { duration: 2500 } }\n",
];

/** A page of counters blocks in the older shape, some marked with anchors, some repeating them. */
export const oldShapePage: fc.Arbitrary<string> = fc
  .record({
    blocks: fc.array(counters, { minLength: 1, maxLength: 3 }),
    repeated: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(repeats) }),
  })
  .map(
    ({ blocks, repeated }) =>
      `title: About\ndescription: About us.\nblocks:\n${blocks.map(countersText).join("")}${repeated.join("")}`,
  );

/** A shipped page with its counters written in the older shape, their duration marked &a or not. */
export function inOldShape(page: string, anchored: boolean): string {
  return page.replace(
    /seconds: ([\d.]+)/g,
    (_, seconds: string) => `duration: ${anchored ? "&a " : ""}${Number(seconds) * 1000}`,
  );
}
