import type { Room } from "#src/domain/seating/room-types";

/** What Print hands to the print view: the chart, its room and the names it shows. */
export interface SeatingSheet {
  title: string;
  className: string;
  layout: Room;
  chart: Record<string, string>;
  students: { id: string; name: string }[];
}

const KEY = "classcharm.seatingSheet";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** A sheet read back from text (router state or this tab's storage), or null if it is none. */
export function readSeatingSheet(text: unknown): SeatingSheet | null {
  if (typeof text !== "string") return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v) || typeof v.title !== "string" || typeof v.className !== "string") return null;
    if (!isRecord(v.layout) || !Array.isArray(v.layout.furniture) || !isRecord(v.chart))
      return null;
    if (!Array.isArray(v.students)) return null;
    return v as unknown as SeatingSheet;
  } catch {
    return null;
  }
}

/** Keeps the sheet for this tab, so the print view still has it after a reload. */
export function keepSeatingSheet(sheet: SeatingSheet): string {
  const text = JSON.stringify(sheet);
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Storage full or unavailable: the print view gets the sheet from the router's state.
  }
  return text;
}

/** The sheet handed over by Print (router state), else the one this tab kept. */
export function seatingSheetToPrint(state: unknown): SeatingSheet | null {
  const passed = isRecord(state) ? readSeatingSheet(state.seatingSheet) : null;
  if (passed) return passed;
  try {
    return readSeatingSheet(window.sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export const SEATING_SHEET_PATH = "/print/seating";
