import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { planSummaryText } from "#src/client/features/rosters/plan-summary";
import { numberText } from "#src/client/i18n/format";
import { loadMessages } from "#src/client/i18n/locales";
import { planCounts, planRosterSync } from "#src/domain/roster/sync";

// A class's line in a roster import's summary: the domain counts, the page words the counts in
// the teacher's language and its plural forms.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

const counts = (added: number, matched: number, renamed: number, left: number) => ({
  added,
  matched,
  renamed,
  left,
});

describe("a roster plan's summary", () => {
  afterEach(() => speak("en"));

  it("says the counts in English as the summary always read", async () => {
    await speak("en");
    const plan = planRosterSync(
      [
        { id: "a", name: "Ava Ode", externalId: "u1" },
        { id: "b", name: "Ben", externalId: "u2" },
        { id: "c", name: "Cy", externalId: null },
      ],
      [
        { externalId: "u1", name: "Ava Odé" },
        { externalId: "u3", name: "Dee" },
        { externalId: "u4", name: "Cy" },
      ],
    );
    expect(planSummaryText(planCounts(plan))).toBe("1 new, 1 matched by name, 1 renamed, 1 left");
    expect(planSummaryText(counts(2, 0, 0, 3))).toBe("2 new, 3 left");
    expect(planSummaryText(counts(0, 0, 0, 0))).toBe("No changes");
  });

  it("says them in Spanish and Arabic, with their plural forms", async () => {
    await speak("es");
    expect(planSummaryText(counts(1, 2, 1, 3))).toBe(
      "1 nuevo, 2 emparejados por nombre, 1 con nombre cambiado, 3 ya no están",
    );
    expect(planSummaryText(counts(0, 0, 0, 0))).toBe("Sin cambios");
    await speak("ar");
    expect(planSummaryText(counts(2, 0, 0, 11))).toBe(
      `طالبان جديدان، غادر ${numberText(11)} طالبًا`,
    );
    expect(planSummaryText(counts(0, 1, 0, 0))).toBe("طُوبق طالب واحد بالاسم");
  });
});
