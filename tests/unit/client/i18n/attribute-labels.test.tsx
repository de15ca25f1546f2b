import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { AttributeBadge, AttributeBadges } from "#src/client/components/attribute-badge";
import { GroupOptions } from "#src/client/features/groups/builder/group-options";
import { initialGroupForm } from "#src/client/features/groups/model/group-form-state";
import { attributeSpreads, spreadGroupText } from "#src/client/features/groups/model/group-spread";
import { MemberBadges } from "#src/client/features/groups/model/member-badges";
import { SpreadChart } from "#src/client/features/groups/results/spread-chart";
import { AttributeSelects } from "#src/client/features/students/attribute-selects";
import { numberText } from "#src/client/i18n/format";
import { loadMessages } from "#src/client/i18n/locales";
import {
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
  type StudentAttributes,
} from "#src/domain/students/attributes";

// Where an attribute's name or a default option is shown on its own, it is in the teacher's
// language; a renamed attribute and a teacher's own option stay as typed.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

/** The text of the elements of one tag, in order, markup stripped. */
const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, "g"))].map((m) =>
    (m[1] ?? "").replace(/<[^>]+>/g, ""),
  );

/** A component's markup in the active language. */
const render = (element: ReactElement) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

const ann: StudentAttributes = { number: 2, color: "Red", element: "Fire", shape: null };

/** Color renamed "Team", its options the teacher's own but for Red. */
const renamed: AttributeSet = effectiveAttributes([
  { attribute_name: "color", display_name: "Team", options: ["Red", "Teal"] },
]);

describe("the attributes' names and default options on their own", () => {
  afterEach(() => speak("en"));

  it("stay the product's English in English", async () => {
    await speak("en");
    const html = render(<AttributeBadges attributes={DEFAULT_ATTRIBUTES} student={ann} />);
    expect(texts(html, "dt")).toEqual(["Number", "Color", "Element", "Shape"]);
    expect(texts(html, "dd")).toEqual(["2", "Red", "Fire", "N/A"]);
  });

  it("label a student's badges in Spanish and Arabic", async () => {
    await speak("es");
    let html = render(<AttributeBadges attributes={DEFAULT_ATTRIBUTES} student={ann} />);
    expect(texts(html, "dt")).toEqual(["Número", "Color", "Elemento", "Forma"]);
    expect(texts(html, "dd")).toEqual(["2", "Rojo", "Fuego", "N/D"]);
    await speak("ar");
    html = render(<AttributeBadges attributes={DEFAULT_ATTRIBUTES} student={ann} />);
    expect(texts(html, "dt")).toEqual(["الرقم", "اللون", "العنصر", "الشكل"]);
    expect(texts(html, "dd")).toEqual(["2", "أحمر", "النار", "غير متاح"]);
  });

  it("keep a renamed attribute and a teacher's own option as typed", async () => {
    await speak("ar");
    const html = render(
      <MemberBadges
        definitions={[renamed.number, renamed.color]}
        student={{ ...ann, color: "Teal" }}
      />,
    );
    expect(texts(html, "dt")).toEqual(["الرقم", "Team"]);
    expect(texts(html, "dd")).toEqual(["2", "Teal"]);
    // A teacher's option named "N/A" is theirs; no value is the language's.
    const own = effectiveAttributes([{ attribute_name: "shape", options: ["Square", "N/A"] }]);
    expect(texts(render(<AttributeBadge definition={own.shape} value="N/A" />), "span")).toEqual([
      "N/A",
    ]);
  });

  it("name the student dialog's dropdowns and their options", async () => {
    await speak("es");
    const html = render(
      <AttributeSelects
        attributes={renamed}
        values={ann}
        disabled={false}
        onChange={() => undefined}
      />,
    );
    expect(texts(html, "label")).toEqual(["Número", "Team", "Elemento", "Forma"]);
    const options = texts(html, "option");
    expect(options).toContain("Rojo");
    expect(options).toContain("Teal");
    expect(options).toContain("Tierra");
    expect(options).toContain("Círculo");
    expect(options).not.toContain("Red");
  });
});

describe("the grouping options in the teacher's language", () => {
  afterEach(() => speak("en"));
  const options = (method: "same-category" | "balanced") =>
    render(
      <GroupOptions
        form={{ ...initialGroupForm, method }}
        dispatch={() => undefined}
        attributes={renamed}
        savedCount={0}
        selectedCount={8}
      />,
    );
  /** The choices of the category dropdown (the one whose id ends in "-category"). */
  const categories = (html: string) => {
    const rest = html.slice(html.lastIndexOf('-category"'));
    return texts(rest.slice(0, rest.indexOf("</select>")), "option");
  };
  /** The attributes to balance: a checkbox each, its name beside it. */
  const toBalance = (html: string) =>
    [
      ...html.matchAll(/type="checkbox"[^>]*\/><span class="min-w-0 wrap-anywhere">(.*?)<\/span>/g),
    ].map((m) => m[1]);

  it("name the category choices and the attributes to balance", async () => {
    await speak("en");
    expect(categories(options("same-category"))).toEqual(["Number", "Team", "Element", "Shape"]);
    expect(toBalance(options("balanced"))).toEqual(["Number", "Team", "Element", "Shape"]);
    await speak("ar");
    expect(categories(options("same-category"))).toEqual(["الرقم", "Team", "العنصر", "الشكل"]);
    expect(toBalance(options("balanced"))).toEqual(["الرقم", "Team", "العنصر", "الشكل"]);
  });
});

describe("the spread chart in the teacher's language", () => {
  afterEach(() => speak("en"));
  const groups = [
    [ann, { ...ann, color: "Yellow" }, ann],
    [{ ...ann, color: null }, ann],
  ];

  it("says its legend and bars as before in English", async () => {
    await speak("en");
    const color = attributeSpreads(groups, DEFAULT_ATTRIBUTES)[1];
    if (!color?.groups[0]) throw new Error("no spread");
    expect(color.displayName).toBe("Color");
    expect(color.values.map((v) => v.text)).toEqual(["Red", "Yellow", "N/A"]);
    expect(spreadGroupText(color, color.groups[0])).toBe("Group 1 (3 students): Red 2, Yellow 1");
    const legend = texts(render(<SpreadChart spread={color} />), "li");
    expect(legend.slice(0, 3)).toEqual(["Red (3)", "Yellow (1)", "N/A (1)"]);
  });

  it("names the attribute, the values and the bars in Spanish and Arabic", async () => {
    await speak("es");
    let color = attributeSpreads(groups, DEFAULT_ATTRIBUTES)[1];
    if (!color?.groups[0]) throw new Error("no spread");
    expect(color.displayName).toBe("Color");
    expect(color.values.map((v) => [v.label, v.text])).toEqual([
      ["Red", "Rojo"],
      ["Yellow", "Amarillo"],
      ["N/A", "N/D"],
    ]);
    expect(spreadGroupText(color, color.groups[0])).toBe("Grupo 1 (3 alumnos): Rojo 2, Amarillo 1");
    await speak("ar");
    const spreads = attributeSpreads(groups, DEFAULT_ATTRIBUTES);
    color = spreads[1];
    if (!color?.groups[0]) throw new Error("no spread");
    expect(spreads.map((s) => s.displayName)).toEqual(["الرقم", "اللون", "العنصر", "الشكل"]);
    const html = render(<SpreadChart spread={color} />);
    expect(html).toContain("اللون");
    // Counts as the language writes them, by the browser's numbering.
    const [one, two, three] = [1, 2, 3].map(numberText);
    expect(texts(html, "li").slice(0, 3)).toEqual([
      `أحمر (${three})`,
      `أصفر (${one})`,
      `غير متاح (${one})`,
    ]);
    expect(spreadGroupText(color, color.groups[0])).toContain(`أحمر ${two}، أصفر ${one}`);
    // A renamed attribute and a teacher's option stay as typed.
    const team = attributeSpreads([[{ ...ann, color: "Teal" }]], renamed)[1];
    expect(team?.displayName).toBe("Team");
    expect(team?.values.map((v) => v.text)).toEqual(["Teal"]);
  });
});
