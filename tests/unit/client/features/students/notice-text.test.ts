import { i18n } from "@lingui/core";
import { afterAll, describe, expect, it } from "vitest";
import { noticeText, PARSE_ERROR } from "#src/client/features/students/notice-text";
import { NOT_A_CSV } from "#src/domain/csv/content";
import { parseStudentCsv } from "#src/domain/csv/import";
import { rowMessageText } from "#src/domain/csv/messages";
import {
  FILE_TOO_LARGE,
  MISSING_NAME_COLUMN,
  NO_STUDENTS_TO_IMPORT,
  type Notice,
  TOO_MANY_ROWS,
} from "#src/domain/csv/notices";
import { NOTHING_PASTED, PASTE_TOO_LARGE, PASTE_TOO_MANY_ROWS } from "#src/domain/csv/paste-import";
import { messages as arabic } from "#src/locales/ar.po";
import { messages as english } from "#src/locales/en.po";
import { messages as spanish } from "#src/locales/es.po";

// The import's notices are shown by their code: in English exactly the domain's words, in
// another language the catalogue's.

const unclosed = parseStudentCsv('name\nAna\n"Bo\n');
const quote = unclosed.ok ? null : unclosed.error;
const NOTICES: Notice[] = [
  NO_STUDENTS_TO_IMPORT,
  FILE_TOO_LARGE,
  TOO_MANY_ROWS,
  MISSING_NAME_COLUMN,
  NOT_A_CSV,
  NOTHING_PASTED,
  PASTE_TOO_LARGE,
  PASTE_TOO_MANY_ROWS,
];

describe("noticeText", () => {
  afterAll(() => i18n.loadAndActivate({ locale: "en", messages: english }));

  it("says each notice in English word for word", () => {
    i18n.loadAndActivate({ locale: "en", messages: english });
    for (const notice of NOTICES) {
      expect(noticeText(notice)).toEqual({ title: notice.title, message: notice.message });
    }
    expect(quote?.code).toBe("unclosed-quote");
    expect(noticeText(quote as Notice)).toEqual({
      title: "Parse Error",
      message: "Row 3: Quoted field unterminated",
    });
  });

  it("says each notice in Spanish by its code, not by its English words", () => {
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    for (const notice of NOTICES) {
      const shown = noticeText(notice);
      expect(shown.title).not.toBe(notice.title);
      expect(shown.message).not.toBe(notice.message);
    }
    expect(noticeText(quote as Notice).message).toBe("Fila 3: hay unas comillas que no se cierran");
    // English words without a code are no longer recognised: only the title is translated.
    const uncoded = { title: PARSE_ERROR, message: NOT_A_CSV.message };
    expect(noticeText(uncoded)).toEqual({ title: "Error de lectura", message: NOT_A_CSV.message });
  });

  it("says a refused row in Spanish, its name as written", () => {
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    const refused = parseStudentCsv(`name\nAna\n${"x".repeat(101)}\n`);
    if (!refused.ok) throw new Error("expected rows");
    expect(refused.errors.map((e) => rowMessageText(e, (d) => i18n._(d)))).toEqual([
      `Fila 3, ${"x".repeat(40)}…: El nombre puede tener como máximo 100 caracteres`,
    ]);
  });
});

describe("the CSV parser's errors", () => {
  afterAll(() => i18n.loadAndActivate({ locale: "en", messages: english }));

  // A quote never closed, and a closing quote with more text after it in the cell.
  const unclosedQuote = parseStudentCsv('name\nAna\n"Bo\n');
  const malformedQuote = parseStudentCsv('name\nAna\n"Bo"x\n');
  const errors = [unclosedQuote, malformedQuote].map((result) =>
    result.ok ? expect.unreachable("a parse error") : result.error,
  );

  it("are said by the parser's code, in English its own words", () => {
    expect(errors.map((error) => error.parserCode)).toEqual(["MissingQuotes", "InvalidQuotes"]);
    i18n.loadAndActivate({ locale: "en", messages: english });
    expect(errors.map((error) => noticeText(error).message)).toEqual(
      errors.map((error) => `Row ${error.row}: ${error.detail}`),
    );
    expect(errors.map((error) => noticeText(error).message)).toEqual([
      "Row 3: Quoted field unterminated",
      "Row 3: Trailing quote on quoted field is malformed",
    ]);
  });

  it("are said in Spanish and Arabic, never in the parser's English", () => {
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    expect(errors.map((error) => noticeText(error))).toEqual([
      { title: "Error de lectura", message: "Fila 3: hay unas comillas que no se cierran" },
      {
        title: "Error de lectura",
        message: "Fila 3: después de unas comillas de cierre hay más texto en la misma celda",
      },
    ]);
    i18n.loadAndActivate({ locale: "ar", messages: arabic });
    expect(errors.map((error) => noticeText(error).message)).toEqual([
      "السطر 3: علامة اقتباس لم تُغلق",
      "السطر 3: بعد علامة الاقتباس الختامية نص آخر في الخلية نفسها",
    ]);
  });
});
