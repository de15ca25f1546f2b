import { describe, expect, it } from "vitest";
import { formatChance } from "#src/client/features/randomizer/items-card";

describe("formatChance", () => {
  it("writes every chance of k picks out of n (n up to 300) as Intl's en percent with one decimal", () => {
    const intl = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
    for (let n = 1; n <= 300; n++) {
      for (let k = 0; k <= n; k++)
        expect(formatChance(k / n), `${k}/${n}`).toBe(intl.format(k / n));
    }
    expect(formatChance(1 / 3)).toBe("33.3%");
    expect(formatChance(1)).toBe("100%");
  });
});
