import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ruleLabel } from "#src/client/features/class-rules/rule-label";
import { googleErrorText } from "#src/client/features/google-classroom/google-errors";
import type { GroupSheet } from "#src/client/features/groups/model/group-sheet";
import { GroupQualityPanel } from "#src/client/features/groups/results/group-quality-panel";
import { andList, repeatedPairsText } from "#src/client/features/groups/results/group-warnings";
import { rosterRequestError } from "#src/client/features/rosters/roster-errors";
import { CsvPreviewTable } from "#src/client/features/students/csv-results";
import { loadMessages } from "#src/client/i18n/locales";
import { ApiError } from "#src/client/lib/api-error";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";

// Lists go through the language's separator, the attributes' names are the teacher's language's,
// and no English the API words for its callers reaches a teacher in another language.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

const render = (element: ReactElement) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

const names = new Map([
  ["a", "Ava"],
  ["b", "Ben"],
  ["c", "Cy"],
  ["d", "Dee"],
]);
const sheet: GroupSheet = {
  classId: "c1",
  className: "Period 3",
  createdAt: "2026-01-02T00:00:00.000Z",
  method: "diverse",
  balanceOn: [],
  groups: [
    [
      { id: "a", name: "Ava", number: 1, color: "Red", element: "Fire", shape: "Square" },
      { id: "b", name: "Ben", number: 2, color: "Green", element: "Air", shape: "Circle" },
    ],
    [
      { id: "c", name: "Cy", number: 1, color: "Red", element: "Air", shape: "Square" },
      { id: "d", name: "Dee", number: 2, color: "Green", element: "Fire", shape: "Circle" },
    ],
  ],
  repeatedPairs: [
    ["a", "b"],
    ["c", "d"],
  ],
  attributes: DEFAULT_ATTRIBUTES,
  score: { score: 0, lowerBound: 0, exact: true },
};
const invalid = ApiError.of(400, {
  error: "Solicitud no válida",
  details: [{ field: "body.classes.0.students.3.name", message: "Student name is required" }],
});

describe("lists in the teacher's language", () => {
  afterEach(() => speak("en"));

  it("stay the product's English in English", async () => {
    await speak("en");
    expect(andList(["Ava", "Ben", "Cy"])).toBe("Ava, Ben and Cy");
    expect(ruleLabel({ kind: "keep-apart", student_ids: ["a", "b", "c"] }, names)).toBe(
      "Keep apart: Ava, Ben, Cy",
    );
    expect(repeatedPairsText(sheet)).toBe("2 repeated pairs: Ava & Ben, Cy & Dee");
    expect(render(<GroupQualityPanel sheet={sheet} attributes={DEFAULT_ATTRIBUTES} />)).toContain(
      "measured on Number, Color, Element and Shape.",
    );
  });

  it("use the Spanish words", async () => {
    await speak("es");
    expect(andList(["Ava", "Ben", "Cy"])).toBe("Ava, Ben y Cy");
    expect(render(<GroupQualityPanel sheet={sheet} attributes={DEFAULT_ATTRIBUTES} />)).toContain(
      "Número, Color, Elemento y Forma",
    );
  });

  it("use the Arabic comma and the attributes' Arabic names", async () => {
    await speak("ar");
    expect(andList(["Ava", "Ben", "Cy"])).toBe("Ava، Ben وCy");
    expect(ruleLabel({ kind: "keep-apart", student_ids: ["a", "b", "c"] }, names)).toContain(
      "Ava، Ben، Cy",
    );
    expect(repeatedPairsText(sheet)).toContain("Ava & Ben، Cy & Dee");
    const panel = render(<GroupQualityPanel sheet={sheet} attributes={DEFAULT_ATTRIBUTES} />);
    expect(panel).toContain("الرقم، اللون، العنصر والشكل");
    expect(panel).not.toMatch(/Number|Color|Element|Shape/);
    // The legends of the spread charts, as the badges say them.
    expect(panel).toContain("أحمر (");
    expect(panel).not.toMatch(/Red|Green/);
  });
});

describe("the CSV preview in the teacher's language", () => {
  afterEach(() => speak("en"));
  const parsed = {
    students: [{ row: 2, name: "Ava", number: 1, color: "Red", element: "Teal", shape: null }],
    errors: [],
    rowCount: 1,
  };
  const attributes = effectiveAttributes([
    { attribute_name: "element", display_name: "House", options: ["Teal", "Fire"] },
  ]);

  it("names the columns and shows default options in Arabic, the teacher's own as typed", async () => {
    await speak("en");
    const english = render(<CsvPreviewTable parsed={parsed} attributes={attributes} />);
    expect(english).toContain(">Color</th>");
    expect(english).toContain(">Red</td>");
    await speak("ar");
    const html = render(<CsvPreviewTable parsed={parsed} attributes={attributes} />);
    for (const word of [">الرقم</th>", ">اللون</th>", ">House</th>", ">الشكل</th>"]) {
      expect(html).toContain(word);
    }
    expect(html).toContain(">أحمر</td>");
    expect(html).toContain(">Teal</td>");
    expect(html).toContain(">غير متاح</td>");
  });
});

describe("the server's field details", () => {
  afterEach(() => speak("en"));

  it("are shown in English, where the API words them", async () => {
    await speak("en");
    const english = ApiError.of(400, { ...(invalid.body as object), error: "Invalid request" });
    expect(rosterRequestError(english)).toBe(
      "Invalid request. classes.0.students.3.name: Student name is required. Nothing was imported.",
    );
    expect(googleErrorText(english)).toBe("Student name is required");
  });

  it("are left out in another language: the server's own sentence stands alone", async () => {
    await speak("es");
    expect(rosterRequestError(invalid)).toBe("Solicitud no válida. No se importó nada.");
    expect(googleErrorText(invalid)).toBe("Solicitud no válida");
    await speak("ar");
    expect(rosterRequestError(invalid)).not.toMatch(/classes|required/);
  });
});
