import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activitySentence, isViewer, roleTag, type Viewer } from "#src/domain/activity/sentence";
import type { ActivityDto } from "#src/domain/schemas/activity";
import { messages as ar } from "#src/locales/ar.po";
import { messages as es } from "#src/locales/es.po";

const say = (locale: "en" | "es" | "ar") => {
  const catalogs = { en: {}, es, ar };
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
  return (message: MessageDescriptor) => i18n._(message);
};

const entry = (over: Partial<ActivityDto>): ActivityDto => ({
  id: "a1",
  action: "students.added",
  by: { as: "owner", name: "Ms Rivera" },
  count: null,
  student_name: null,
  created_at: "2026-11-28T10:00:00.000Z",
  ...over,
});
const owner: Viewer = { role: "owner", name: "Ms Rivera" };
const coTeacher: Viewer = { role: "co-teacher", name: "Mr Okafor" };
const okafor = { as: "co-teacher", name: "Mr Okafor" } as const;

describe("recent changes as sentences", () => {
  const en = say("en");
  it("names who did it, or says You for the viewer's own changes", () => {
    const added = entry({ student_name: "Ben", count: 1 });
    expect(activitySentence(added, coTeacher, en)).toBe("Ms Rivera added Ben");
    expect(activitySentence(added, owner, en)).toBe("You added Ben");
    const renamed = entry({ action: "class.renamed", by: okafor });
    expect(activitySentence(renamed, coTeacher, en)).toBe("You renamed the class");
    expect(activitySentence(renamed, owner, en)).toBe("Mr Okafor renamed the class");
  });

  it("counts in the language's plural forms", () => {
    const deleted = (count: number) => entry({ action: "students.deleted", by: okafor, count });
    expect(activitySentence(deleted(3), owner, en)).toBe("Mr Okafor deleted 3 students");
    expect(activitySentence(deleted(1), owner, en)).toBe("Mr Okafor deleted 1 student");
    expect(activitySentence(deleted(3), coTeacher, en)).toBe("You deleted 3 students");
  });

  it("a substitute, a deleted account and a deleted student", () => {
    const roll = entry({ action: "roll.marked", by: { as: "substitute", name: null }, count: 2 });
    expect(activitySentence(roll, owner, en)).toBe("Substitute marked the roll: 2 absent");
    expect(roleTag(roll.by, en)).toBe("Substitute");
    const gone = entry({ action: "student.edited", by: { as: "co-teacher", name: null } });
    expect(activitySentence(gone, owner, en)).toBe("A former co-teacher edited a student");
    expect(isViewer(gone.by, { role: "co-teacher", name: null })).toBe(false);
  });

  it("is said in Spanish and Arabic", () => {
    const added = entry({ student_name: "Ben", count: 1, by: okafor });
    expect(activitySentence(added, owner, say("es"))).toBe("Mr Okafor añadió a Ben");
    expect(activitySentence(added, coTeacher, say("es"))).toBe("Añadiste a Ben");
    const deleted = entry({ action: "students.deleted", by: okafor, count: 3 });
    expect(activitySentence(deleted, owner, say("es"))).toBe("Mr Okafor eliminó 3 alumnos");
    expect(activitySentence(added, owner, say("ar"))).toContain("Mr Okafor");
    expect(activitySentence(added, owner, say("ar"))).not.toContain("added");
  });
});
