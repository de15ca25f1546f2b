import { describe, expect, it } from "vitest";
import { firstClassStep, givenName, stepSearch } from "#src/client/features/home/first-class-step";
import type { ClassDto } from "#src/domain/schemas/classes";

const klass = (id: string, studentCount: number): ClassDto => ({
  id,
  name: `Class ${id}`,
  description: null,
  user_id: "teacher",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  studentCount,
  version: 1,
});

const params = (search = "") => new URLSearchParams(search);

describe("firstClassStep", () => {
  it("waits for the class list", () => {
    expect(firstClassStep(params(), undefined)).toBeNull();
  });

  it("names the first class when there is none", () => {
    expect(firstClassStep(params(), [])).toEqual({ step: "name", item: null });
  });

  it("resumes at adding students for a sole class without any", () => {
    const only = klass("a", 0);
    expect(firstClassStep(params(), [only])).toEqual({ step: "students", item: only });
  });

  it("is the classes list once a class has students, or there are several", () => {
    expect(firstClassStep(params(), [klass("a", 3)])).toBeNull();
    expect(firstClassStep(params(), [klass("a", 0), klass("b", 0)])).toBeNull();
  });

  it("follows the address for a class that exists", () => {
    const a = klass("a", 2);
    expect(firstClassStep(params(stepSearch("students", "a")), [a])).toEqual({
      step: "students",
      item: a,
    });
    expect(firstClassStep(params(stepSearch("name", "a")), [a])).toEqual({ step: "name", item: a });
    // A class deleted since (or another teacher's id): as if the address said nothing.
    expect(firstClassStep(params(stepSearch("students", "gone")), [])).toEqual({
      step: "name",
      item: null,
    });
    expect(firstClassStep(params("?step=other&class=a"), [a])).toBeNull();
  });
});

describe("givenName", () => {
  it("is the name given, trimmed, or none (Home then welcomes to the product)", () => {
    expect(givenName("Ada Lovelace")).toBe("Ada Lovelace");
    expect(givenName("  Ada  ")).toBe("Ada");
    expect(givenName("")).toBeNull();
    expect(givenName("   ")).toBeNull();
    expect(givenName(null)).toBeNull();
    expect(givenName(undefined)).toBeNull();
  });
});
