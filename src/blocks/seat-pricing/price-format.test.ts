import { describe, expect, it } from "vitest";
import { fill, formatNumber, formatPrice, pricePerUser } from "./price-format";

const pesos = { symbol: "$" };
const dollars = { symbol: "US$" };

describe("price formatting", () => {
  it("writes thousands the Argentine way (65.000) for es-AR and the US way for en-US", () => {
    expect(formatNumber(65000, "es-AR")).toBe("65.000");
    expect(formatNumber(362000, "es-AR")).toBe("362.000");
    expect(formatNumber(65000, "en-US")).toBe("65,000");
  });

  it("puts the sign before the amount, on one line", () => {
    expect(formatPrice(65000, pesos, "es-AR", "Gratis")).toBe("$\u00a065.000");
    expect(formatPrice(253, dollars, "es-AR", "Gratis")).toBe("US$\u00a0253");
  });

  it("shows the free text for a price of 0", () => {
    expect(formatPrice(0, pesos, "es-AR", "Gratis")).toBe("Gratis");
  });

  it("keeps cents only for amounts under 10 that have them", () => {
    expect(formatNumber(0.45, "es-AR")).toBe("0,45");
    expect(formatNumber(482.666, "es-AR")).toBe("483");
    expect(formatNumber(5, "es-AR")).toBe("5");
  });
});

describe("price per user", () => {
  it("spreads the plan's price over its users: the more users, the less each costs", () => {
    expect(pricePerUser(65000, 100)).toBe(650);
    expect(pricePerUser(45, 100)).toBe(0.45);
    expect(pricePerUser(362000, 750)).toBeLessThan(pricePerUser(65000, 100));
  });
});

describe("fill", () => {
  it("replaces the named placeholder", () => {
    expect(fill("Hasta {users} usuarios", "users", "750")).toBe("Hasta 750 usuarios");
    expect(fill("{price} por usuario", "price", "$ 650")).toBe("$ 650 por usuario");
  });
});
