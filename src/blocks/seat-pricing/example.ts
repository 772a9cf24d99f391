import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"seat-pricing">[] = [
  {
    type: "seat-pricing",
    id: "planes",
    heading: "Planes a tu medida",
    lead: "Gratis hasta 50 usuarios.",
    locale: "es-AR",
    picker: "¿Cuántos usuarios necesitás?",
    tierLabel: "Hasta {users} usuarios",
    usersColumn: "Usuarios",
    free: "Gratis",
    perUser: "{price} por usuario",
    ars: { symbol: "$", note: "ARS + IVA" },
    usd: { symbol: "US$", note: "USD" },
    tiers: [
      { users: 50, ars: 0, usd: 0 },
      { users: 100, ars: 65000, usd: 45 },
      { users: 750, ars: 362000, usd: 253 },
    ],
    tableCaption: "Todos los planes",
    note: "Cuantos más usuarios, menor el precio por usuario.",
    action: { label: "Empezá gratis", href: "{app}/signup" },
  },
];
