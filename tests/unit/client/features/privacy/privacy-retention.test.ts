import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { retentionLines } from "#src/client/features/privacy/privacy-retention";
import { messages as arabic } from "#src/locales/ar.po";
import { messages as english } from "#src/locales/en.po";
import { messages as spanish } from "#src/locales/es.po";

// The privacy page's retention lines (docs/decisions/0055): one per period the server set,
// none when it set none, in the teacher's language with its plural forms.

const said = (retention: Parameters<typeof retentionLines>[0]) =>
  retentionLines(retention).map((m) => i18n._(m));

describe("the privacy page's retention periods", () => {
  afterEach(() => i18n.loadAndActivate({ locale: "en", messages: english }));

  it("says nothing when the server keeps everything until deleted, or did not say", () => {
    expect(said(undefined)).toEqual([]);
    expect(said({ historyDays: null, attendanceDays: null, inactiveMonths: null })).toEqual([]);
  });

  it("states each period set, and only those", () => {
    expect(said({ historyDays: 30, attendanceDays: 1, inactiveMonths: 24 })).toEqual([
      "Picking history is deleted 30 days after each pick.",
      "A class's roll of absences is deleted 1 day after its school day.",
      "An account nobody signs in to for 24 months is deleted, with its classes and pupils. If this server sends e-mail, its teacher is told 30 days before.",
    ]);
    expect(said({ historyDays: null, attendanceDays: 365, inactiveMonths: null })).toEqual([
      "A class's roll of absences is deleted 365 days after its school day.",
    ]);
  });

  it("says them in Spanish and in Arabic, with Arabic's forms for one, two and a few", () => {
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    expect(said({ historyDays: 1, attendanceDays: null, inactiveMonths: 12 })).toEqual([
      "El historial de selección se borra 1 día después de cada elección.",
      "Una cuenta en la que nadie inicia sesión durante 12 meses se elimina, junto con sus clases y alumnos. Si este servidor envía correos, se avisa a su docente 30 días antes.",
    ]);
    i18n.loadAndActivate({ locale: "ar", messages: arabic });
    expect(said({ historyDays: 2, attendanceDays: 3, inactiveMonths: null })).toEqual([
      "يُحذف سجل الاختيار بعد يومين من كل اختيار.",
      "يُحذف سجل غياب الصف بعد 3 أيام من يومه الدراسي.",
    ]);
  });
});
