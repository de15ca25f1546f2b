import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isShortName, lastInitial, nameParts, shortNames } from "#src/domain/students/initials";
import { nameKey } from "#src/domain/students/student";

/** First names and last initials only (docs/decisions/0057-last-initials.md). */
describe("lastInitial", () => {
  it.each([
    ["Maya Patel", "Maya P."],
    ["  Maya   Patel  ", "Maya P."],
    ["Maya", "Maya"],
    ["  Maya ", "Maya"],
    ["", ""],
    ["Mary Ann Smith", "Mary Ann S."],
    ["Maya Patel-Singh", "Maya P."],
    ["Lucas van der Berg", "Lucas v."],
    ["Ana de la Cruz", "Ana d."],
    ["Patel, Maya", "Maya P."],
    ["Patel , Maya Rose", "Maya Rose P."],
    ["Martin King Jr.", "Martin K."],
    ["Martin King, Jr.", "Martin K."],
    ["Henry Ford III", "Henry F."],
    ["Émile Zola", "Émile Z."],
    ["Łukasz Żak", "Łukasz Ż."],
    ["O'Brien Sean", "O'Brien S."],
    ["Sean O'Brien", "Sean O."],
    ["Chloé Ødegård", "Chloé Ø."],
    ["Иван Петров", "Иван П."],
  ])("%j -> %j", (name, short) => {
    expect(lastInitial(name)).toBe(short);
  });

  it("takes the first letter of an Arabic name's last word, with no full stop", () => {
    expect(lastInitial("محمد عبد الله")).toBe("محمد عبد ا");
    expect(lastInitial("ليلى حداد")).toBe("ليلى ح");
    expect(lastInitial(" ليلى ")).toBe("ليلى");
    // Nothing neutral at the end that a left-to-right line would move next to the first name.
    expect(lastInitial("ليلى حداد")).not.toMatch(/[.\s]$/u);
  });

  it("keeps a name already short", () => {
    expect(lastInitial("Maya P.")).toBe("Maya P.");
    expect(lastInitial("Maya Pa.")).toBe("Maya Pa.");
    expect(lastInitial("Maya P")).toBe("Maya P");
    expect(isShortName("Maya P.")).toBe(true);
    expect(isShortName("Maya")).toBe(true);
    expect(isShortName("Maya Patel")).toBe(false);
  });

  it("splits names into first names and surname", () => {
    expect(nameParts(" Maya  Rose Patel ")).toEqual({ given: "Maya Rose", surname: "Patel" });
    expect(nameParts("Patel, Maya")).toEqual({ given: "Maya", surname: "Patel" });
    expect(nameParts("Maya")).toEqual({ given: "Maya", surname: "" });
  });
});

describe("shortNames", () => {
  it("adds letters of the surname until two names are apart", () => {
    expect(shortNames(["Maya Patel", "Maya Perez", "Sam Patel"])).toEqual([
      "Maya Pa.",
      "Maya Pe.",
      "Sam P.",
    ]);
    expect(shortNames(["Ann Lee", "Ann Leeds"])).toEqual(["Ann Lee.", "Ann Leed."]);
    expect(shortNames(["Ann Peterson", "Ann Petersen", "Ann Park"])).toEqual([
      "Ann Peterso.",
      "Ann Peterse.",
      "Ann Pa.",
    ]);
  });

  it("compares without case, and keeps two same names the same", () => {
    expect(shortNames(["maya Patel", "Maya PEREZ"])).toEqual(["maya Pa.", "Maya PE."]);
    expect(shortNames(["Maya Patel", "Maya Patel"])).toEqual(["Maya P.", "Maya P."]);
  });

  it("keeps apart from the class's students and the list's names already short", () => {
    expect(shortNames(["Maya Perez"], ["Maya P."])).toEqual(["Maya Pe."]);
    expect(shortNames(["Maya Perez"], ["maya p.", "Maya Pe."])).toEqual(["Maya Per."]);
    expect(shortNames(["Maya P.", "Maya Perez"])).toEqual(["Maya P.", "Maya Pe."]);
    // Up to the whole surname, and no further.
    expect(shortNames(["Al Li"], ["Al L.", "Al Li."])).toEqual(["Al Li."]);
  });

  it("keeps Arabic names apart without a full stop", () => {
    expect(shortNames(["ليلى حداد", "ليلى حسن"])).toEqual(["ليلى حد", "ليلى حس"]);
  });
});

const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéø".split(""));
const word = fc
  .array(letter, { minLength: 1, maxLength: 8 })
  .map((cs) => (cs[0] as string).toUpperCase() + cs.slice(1).join(""));
const fullName = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 2 }), fc.option(word, { nil: undefined }))
  .map(([given, surname]) => [...given, ...(surname ? [surname] : [])].join(" "));
const spaced = fc
  .tuple(fullName, fc.constantFrom("", " ", "  "), fc.constantFrom("", " ", "\t"))
  .map(([n, a, b]) => `${a}${n}${b}`);

describe("shortNames, properties", () => {
  it("tells apart every two names that differ, and keeps the order and the count", () => {
    fc.assert(
      fc.property(fc.array(spaced, { maxLength: 30 }), (names) => {
        const out = shortNames(names);
        expect(out).toHaveLength(names.length);
        for (let i = 0; i < names.length; i++) {
          for (let j = i + 1; j < names.length; j++) {
            const same = nameKey(names[i] as string) === nameKey(names[j] as string);
            expect(nameKey(out[i] as string) === nameKey(out[j] as string)).toBe(same);
          }
        }
      }),
    );
  });

  it("keeps the first names, never lengthens, and shortening again changes nothing", () => {
    fc.assert(
      fc.property(fc.array(spaced, { maxLength: 20 }), (names) => {
        const out = shortNames(names);
        for (const [i, short] of out.entries()) {
          const name = names[i] as string;
          expect(short.startsWith(nameParts(name).given)).toBe(true);
          expect(short).toBe(short.trim());
          expect([...short].length).toBeLessThanOrEqual([...name.trim()].length + 1);
          expect(isShortName(short)).toBe(true);
        }
        expect(shortNames(out)).toEqual(out);
      }),
    );
  });

  it("never gives a new name one the class already has, unless the whole surname is it", () => {
    fc.assert(
      fc.property(fc.array(fullName, { maxLength: 10 }), fc.array(fullName), (names, taken) => {
        const classNames = shortNames(taken);
        const out = shortNames(names, classNames);
        const takenKeys = new Set(classNames.map(nameKey));
        for (const [i, short] of out.entries()) {
          if (!takenKeys.has(nameKey(short))) continue;
          const { given, surname } = nameParts(names[i] as string);
          expect(short).toBe(`${given} ${surname}.`);
        }
      }),
    );
  });

  it("leaves a single name as it is, spaces trimmed", () => {
    fc.assert(
      fc.property(word, fc.constantFrom("", " ", "  "), (name, pad) => {
        expect(lastInitial(`${pad}${name}${pad}`)).toBe(name);
      }),
    );
  });
});
