import { describe, expect, it } from "vitest";
import { balanceMissing, emptyAttributes } from "#src/domain/csv/balance-missing";
import { importRowErrors } from "#src/domain/csv/import-rows";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES, type StudentAttributes } from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";

const row = (name: string, values: Partial<StudentAttributes> = {}) => ({
  name,
  number: null,
  color: null,
  element: null,
  shape: null,
  ...values,
});

describe("the server's check of imported rows", () => {
  it("stays strict: each problem names the row, the student and the value", () => {
    const rows = [
      row("Fine", { color: "Red" }),
      row("  "),
      row("Maya Patel", { color: "green", number: 5 }),
      row("Sam", { shape: "x".repeat(60) }),
    ];
    expect(importRowErrors(DEFAULT_ATTRIBUTES, rows)).toEqual({
      total: 4,
      messages: [
        "Row 3: Name is required",
        "Row 4, Maya Patel: Number '5' must be between 1-4 or empty",
        "Row 4, Maya Patel: Color 'green' must be one of: Red, Yellow, Green, Purple",
        `Row 5, Sam: Shape '${"x".repeat(40)}…' must be one of: Square, Circle, Triangle, Diamond`,
      ],
    });
  });

  it("accepts empty values (balanced afterwards, or N/A)", () => {
    expect(importRowErrors(DEFAULT_ATTRIBUTES, [row("Ann")])).toEqual({ total: 0, messages: [] });
  });
});

describe("balanceMissing", () => {
  it("balances only the empty attributes, counting the class and the batch's given values", () => {
    const counts = countValues(DEFAULT_ATTRIBUTES, [row("a", { color: "Red", number: 1 })]);
    const rows = [
      row("b", { color: "Yellow" }),
      row("c", { color: "Green" }),
      row("d"),
      row("e", { number: 2 }),
    ];
    balanceMissing(DEFAULT_ATTRIBUTES, counts, rows, emptyAttributes, seededRandom(1));
    expect(rows.map((r) => r.color)).toEqual(["Yellow", "Green", "Purple", expect.any(String)]);
    expect(rows[3]?.number).toBe(2);
    // Numbers: 1 in the class and 2 in the batch, so b and c take 3 and 4.
    expect(new Set([rows[0]?.number, rows[1]?.number])).toEqual(new Set([3, 4]));
    for (const r of rows) expect(emptyAttributes(r)).toEqual([]);
    expect(counts.color).toEqual([1, 0, 0, 0]);
  });
});
