import { describe, expect, it } from "vitest";
import {
  type GroupSheet,
  LAST_GROUPS_KEY,
  loadGroupSheet,
  parseGroupSheet,
  readGroupSheet,
  saveGroupSheet,
  serializeGroupSheet,
  studentFacing,
} from "#src/client/features/groups/model/group-sheet";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";

const attributes = effectiveAttributes([
  {
    attribute_name: "color",
    display_name: "Team",
    options: ["Red", "Blue"],
    show_to_students: false,
  },
]);
const sheet: GroupSheet = {
  classId: "c1",
  className: "Period 3",
  createdAt: "2026-01-02T03:04:05.000Z",
  method: "balanced",
  balanceOn: ["color"],
  groups: [
    [{ id: "s1", name: "Ann", number: 1, color: "Red", element: null, shape: "Square" }],
    [{ id: "s2", name: "Ben", number: null, color: "Blue", element: "Air", shape: null }],
  ],
  attributes,
  score: { score: 1, lowerBound: 0.5, exact: false },
};

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("the stored group sheet", () => {
  it("survives a round trip through session storage, settings included", () => {
    const storage = memoryStorage();
    saveGroupSheet(storage, sheet);
    expect(storage.data.has(LAST_GROUPS_KEY)).toBe(true);
    expect(loadGroupSheet(storage)).toEqual(sheet);
  });

  it("carries the teacher's colour swatches to its print and present views", () => {
    const swatched = effectiveAttributes([
      {
        attribute_name: "color",
        display_name: "Team",
        options: ["Red", "Navy"],
        show_to_students: true,
        option_colors: { Navy: "#1e3a8a" },
      },
    ]);
    const back = readGroupSheet(serializeGroupSheet({ ...sheet, attributes: swatched }));
    expect(back?.attributes.color.optionColors).toEqual({ Navy: "#1e3a8a" });
  });

  it("keeps only the fields a sheet needs", () => {
    const extra = {
      ...sheet,
      groups: [[{ ...sheet.groups[0]?.[0], class_id: "c1", created_at: "x" }]],
    };
    const back = readGroupSheet(serializeGroupSheet(extra as GroupSheet));
    expect(back?.groups[0]?.[0]).toEqual(sheet.groups[0]?.[0]);
  });

  it("rejects anything malformed instead of printing it", () => {
    expect(readGroupSheet(null)).toBeNull();
    expect(readGroupSheet("not json")).toBeNull();
    expect(parseGroupSheet({ ...JSON.parse(serializeGroupSheet(sheet)), method: "x" })).toBeNull();
    const badStudent = JSON.parse(serializeGroupSheet(sheet));
    badStudent.groups[0][0].number = "one";
    expect(parseGroupSheet(badStudent)).toBeNull();
    const badSetting = JSON.parse(serializeGroupSheet(sheet));
    badSetting.attributes[0].display_name = 42;
    expect(parseGroupSheet(badSetting)).toBeNull();
  });

  it("keeps a saved grouping's name and whether it was changed by hand", () => {
    const opened = { ...sheet, saved: { id: "g1", name: "Groups, Tuesday" } };
    expect(readGroupSheet(serializeGroupSheet(opened))?.saved).toEqual(opened.saved);
    const changed = { ...sheet, saved: { id: "g1", name: "Groups, Tuesday", changed: true } };
    expect(readGroupSheet(serializeGroupSheet(changed))?.saved).toEqual(changed.saved);
    const odd = {
      ...JSON.parse(serializeGroupSheet(opened)),
      saved: { id: "g1", name: "N", changed: "yes" },
    };
    expect(parseGroupSheet(odd)?.saved).toEqual({ id: "g1", name: "N" });
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(() => saveGroupSheet(broken, sheet)).not.toThrow();
    expect(loadGroupSheet(broken)).toBeNull();
    expect(loadGroupSheet(undefined)).toBeNull();
  });

  it("shows students only the attributes with show_to_students on", () => {
    expect(studentFacing(attributes).map((d) => d.name)).toEqual(["number", "element", "shape"]);
    expect(studentFacing(DEFAULT_ATTRIBUTES)).toHaveLength(4);
  });
});
