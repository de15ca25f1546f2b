import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { brokenText } from "#src/client/features/seating/words/broken-words";
import { conflictText } from "#src/client/features/seating/words/conflict-words";
import { roomErrorText } from "#src/client/features/seating/words/room-error-words";
import { seatingNames } from "#src/client/features/seating/words/seat-words";
import type { Room } from "#src/domain/seating/room-types";
import type { Broken, Conflict } from "#src/domain/seating/seating-types";
import { messages as ar } from "#src/locales/ar.po";
import { messages as en } from "#src/locales/en.po";
import { messages as es } from "#src/locales/es.po";

/** Four desks in a row, the board at the top: seats 1 to 4 from the left. */
const ROOM: Room = {
  width: 4,
  depth: 1,
  board: "top",
  furniture: ["a", "b", "c", "d"].map((id, x) => ({ id, kind: "desk", x, y: 0, rotation: 0 })),
};
const NAMES = seatingNames(ROOM, [
  { id: "ava", name: "Ava" },
  { id: "ben", name: "Ben" },
  { id: "cy", name: "Cy" },
  { id: "nur", name: "نور" },
]);

const FI = "\u2068";
const PDI = "\u2069";

function speak(locale: "en" | "es" | "ar") {
  i18n.loadAndActivate({ locale, messages: { en, es, ar }[locale] });
}

afterEach(() => speak("en"));

const needs: Conflict = {
  code: "need-seats",
  needs: ["front"],
  students: ["ava", "ben", "cy"],
  seats: ["a:0", "b:0"],
};
const tooMany: Conflict = { code: "too-many-students", students: 5, seats: 4 };
const apart: Broken = { kind: "keep-apart", rule: 0, pairs: [["ava", "nur"]] };

describe("the seating conflicts and breaks in words", () => {
  it("says them in English, naming students and seats", () => {
    expect(conflictText(needs, NAMES)).toBe(
      "Ava, Ben, and Cy need a front seat, and only 2 seats fit: seats 1 and 2.",
    );
    expect(conflictText({ ...needs, students: ["ava"], seats: ["c:0"] }, NAMES)).toBe(
      "Ava needs a front seat, and only one seat fits: seat 3.",
    );
    expect(conflictText(tooMany, NAMES)).toBe(
      "5 students to seat, and the room has only 4 seats. Add seats or close the gaps.",
    );
    expect(
      conflictText(
        { code: "together-too-large", rules: [0], students: ["ava", "ben", "cy"], largest: 2 },
        NAMES,
      ),
    ).toBe("Ava, Ben, and Cy are kept together, but the largest table or row here seats only 2.");
    expect(
      conflictText({ code: "pin-breaks-need", student: "ben", seat: "d:0", need: "aisle" }, NAMES),
    ).toBe("Ben is pinned to seat 4, which isn't on an aisle.");
    // A right-to-left name in an English sentence is set apart.
    expect(brokenText(apart, NAMES)).toBe(
      `Ava and ${FI}نور${PDI} sit side by side, but a rule keeps them apart.`,
    );
    expect(brokenText({ kind: "need", student: "cy", need: "door", seat: "a:0" }, NAMES)).toBe(
      "Cy needs a seat near the door, and seat 1 isn't.",
    );
    expect(
      conflictText(
        { code: "invalid-room", errors: [{ code: "overlap", furniture: ["a", "b"], x: 1, y: 0 }] },
        NAMES,
      ),
    ).toBe("The room can't be used yet. Desk 1 and Desk 2 are on top of each other.");
    expect(roomErrorText({ code: "too-many-seats", seats: 64, max: 60 })).toBe(
      "The room has 64 seats; a room holds at most 60. Remove some furniture or close seats.",
    );
  });

  it("says them in Spanish", () => {
    speak("es");
    expect(conflictText(needs, NAMES)).toBe(
      "Ava, Ben y Cy necesitan un asiento delante, y solo hay 2 asientos que sirvan: los asientos 1 y 2.",
    );
    expect(conflictText(tooMany, NAMES)).toBe(
      "Hay 5 alumnos que sentar y el aula solo tiene 4 asientos. Añade asientos o cierra los huecos.",
    );
    expect(brokenText(apart, NAMES)).toBe(
      `Ava y ${FI}نور${PDI} se sientan uno al lado del otro, pero una regla los mantiene separados.`,
    );
  });

  it("says them in Arabic, with the plural form the count takes and every name set apart", () => {
    speak("ar");
    const [ava, ben, cy, nur] = ["Ava", "Ben", "Cy", "نور"].map((n) => `${FI}${n}${PDI}`);
    expect(conflictText(needs, NAMES)).toBe(
      `يحتاج ${ava} و${ben} و${cy} إلى مقعد في المقدمة، ولا يناسب ذلك إلا مقعدان: المقاعد 1 و2.`,
    );
    // Three to ten take the "few" form; one seat the "one".
    expect(conflictText({ ...needs, seats: ["a:0", "b:0", "c:0"] }, NAMES)).toContain(
      "ولا يناسب ذلك إلا 3 مقاعد: المقاعد 1 و2 و3.",
    );
    expect(conflictText({ ...needs, seats: ["d:0"] }, NAMES)).toContain(
      "ولا يناسب ذلك إلا مقعد واحد: المقعد 4.",
    );
    expect(conflictText(tooMany, NAMES)).toBe(
      "هناك 5 طلاب لإجلاسهم، وليس في القاعة إلا 4 من المقاعد. أضِف مقاعد أو أغلق الفراغات.",
    );
    expect(brokenText(apart, NAMES)).toBe(
      `يجلس ${ava} و${nur} متجاورين، لكن قاعدةً تُبقيهما منفصلين.`,
    );
  });
});
