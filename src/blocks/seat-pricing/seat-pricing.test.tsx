import { beforeAll, describe, expect, it } from "vitest";
import type { BlockInput, BlockProps } from "../../../schema/blocks";
import { seatPricingBlock } from "../../../schema/blocks/seat-pricing";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import SeatPricing from ".";

/** The course platform's prices by users (spec, section 9): ARS plus VAT and USD. */
const specTiers = [
  { users: 50, ars: 0, usd: 0 },
  { users: 100, ars: 65000, usd: 45 },
  { users: 150, ars: 92000, usd: 64 },
  { users: 200, ars: 116000, usd: 81 },
  { users: 300, ars: 164000, usd: 115 },
  { users: 500, ars: 257000, usd: 180 },
  { users: 750, ars: 362000, usd: 253 },
];

const input: BlockInput<"seat-pricing"> = {
  type: "seat-pricing",
  id: "planes",
  heading: "Planes",
  locale: "es-AR",
  picker: "¿Cuántos usuarios necesitás?",
  tierLabel: "Plan de hasta {users} usuarios",
  usersColumn: "Usuarios",
  free: "Gratis",
  perUser: "{price} por usuario",
  ars: { symbol: "$", note: "ARS + IVA" },
  usd: { symbol: "US$", note: "USD" },
  tiers: specTiers,
  tableCaption: "Precios de todos los planes",
};

let schema: ReturnType<typeof seatPricingBlock.schema>;
beforeAll(async () => {
  schema = seatPricingBlock.schema((await projectBlockKit()).kit);
});

const render = (props: BlockProps<"seat-pricing">) => renderAt(<SeatPricing {...props} />);
/** The table's rows as text, cell by cell. */
function tableRows(html: string): string[][] {
  const body = html.split("<tbody>")[1]?.split("</tbody>")[0] ?? "";
  return body
    .split("</tr>")
    .filter((row) => row.includes("<t"))
    .map((row) => [...row.matchAll(/<t[hd][^>]*>([^<]*)</g)].map((cell) => cell[1]?.replace(/\u00a0/g, " ") ?? ""));
}

describe("seat-pricing", () => {
  it("writes numbers in the locale of the page's language when it names no locale of its own", () => {
    const props = schema.parse({ ...input, locale: undefined });
    expect(tableRows(renderAt(<SeatPricing {...props} />, "/", "es"))[1]).toEqual(["100", "$ 65.000", "US$ 45"]);
    expect(tableRows(renderAt(<SeatPricing {...props} />, "/", "en"))[1]).toEqual(["100", "$ 65,000", "US$ 45"]);
  });

  it("lists every plan of the spec in the table, written es-AR, with the free plan as Gratis", () => {
    const rows = tableRows(render(schema.parse(input)));
    expect(rows).toEqual([
      ["50", "Gratis", "Gratis"],
      ["100", "$ 65.000", "US$ 45"],
      ["150", "$ 92.000", "US$ 64"],
      ["200", "$ 116.000", "US$ 81"],
      ["300", "$ 164.000", "US$ 115"],
      ["500", "$ 257.000", "US$ 180"],
      ["750", "$ 362.000", "US$ 253"],
    ]);
  });

  it("has a table caption and column headings from its fields", () => {
    const html = render(schema.parse(input));
    expect(html).toContain("Precios de todos los planes</caption>");
    expect(html).toMatch(/<th scope="col"[^>]*>Usuarios<\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*>ARS \+ IVA<\/th>/);
  });

  it("offers one radio button per plan, the first (free) chosen, and shows its price", () => {
    const html = render(schema.parse(input));
    const radios = openingTags(html, "input").filter((tag) => tag.type === "radio");
    expect(radios.map((radio) => radio.value)).toEqual(["50", "100", "150", "200", "300", "500", "750"]);
    expect(radios.filter((radio) => "checked" in radio).map((radio) => radio.value)).toEqual(["50"]);
    expect(html).toMatch(/data-price="ars"[^>]*>Gratis</);
    expect(html).toMatch(/data-price="usd"[^>]*>Gratis</);
    expect(html).toContain("Plan de hasta 50 usuarios");
  });

  it("anchors the section at its id", () => {
    expect(render(schema.parse(input))).toMatch(/<section id="planes"/);
  });

  it("refuses plans listed out of order", () => {
    const shuffled = { ...input, tiers: [specTiers[1], specTiers[0]] };
    expect(schema.safeParse(shuffled).success).toBe(false);
  });
});
