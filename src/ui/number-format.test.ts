import { describe, expect, it } from "vitest";
import { localeNumber } from "./number-format";

describe("localeNumber", () => {
  it("writes a number as toLocaleString does, in the locale and with the decimals asked for", () => {
    const cases: [number, string, number | undefined][] = [
      [65000, "en-US", undefined],
      [65000, "es-AR", 0],
      [0.45, "es-AR", 2],
      [19.99, "en-US", 2],
      [17, "en-US", 0],
      [4.8, "en-US", 1],
    ];
    for (const [value, locale, digits] of cases) {
      const options = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
      expect(localeNumber(value, locale, digits)).toBe(value.toLocaleString(locale, options));
    }
  });

  it("makes one formatter per locale and decimals, however many numbers it writes", () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      for (let price = 0; price < 500; price++) localeNumber(price + 0.5, "de-DE", 2);
    } finally {
      Intl.NumberFormat = original;
    }
    expect(made).toBe(1);
  });
});
