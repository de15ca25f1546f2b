/**
 * OneRoster's zip: the CSV files a roster import needs, read from the archive
 * with limits, so a hostile or broken zip is refused with a clear message before it can fill the
 * memory of a school Chromebook:
 *
 * - at most MAX_ROSTER_ZIP_BYTES (20 MB) of zip;
 * - each file inflated as a stream and stopped past MAX_ROSTER_FILE_BYTES (a zip bomb declares a
 *   small size and inflates to gigabytes: the bytes really produced are counted, not the header's);
 * - only the files a roster needs are inflated (by name, in any folder, any case); the rest are
 *   skipped unread.
 *
 * Text is UTF-8 (a byte-order mark dropped) or, when not valid UTF-8, Windows-1252 (what older
 * school systems and Excel on Windows write).
 */
import { Unzip, UnzipInflate } from "fflate";
import type { RosterProblem } from "./problems";

export const MAX_ROSTER_ZIP_BYTES = 20 * 1024 * 1024;
export const MAX_ROSTER_FILE_BYTES = 64 * 1024 * 1024;

export const ROSTER_FILES = [
  "manifest.csv",
  "classes.csv",
  "users.csv",
  "enrollments.csv",
] as const;
export type RosterFileName = (typeof ROSTER_FILES)[number];
export type RosterTexts = Partial<Record<RosterFileName, string>>;

export const ZIP_TOO_LARGE: RosterProblem = { code: "zip-too-large" };
export const ZIP_UNREADABLE: RosterProblem = { code: "zip-unreadable" };
export const ZIP_BOMB: RosterProblem = { code: "zip-bomb" };

export type RosterRead = { ok: true; files: RosterTexts } | { ok: false; error: RosterProblem };

/** The roster file a path inside the zip (or a chosen file's name) stands for, if any. */
export function rosterFileName(path: string): RosterFileName | null {
  const base = (path.split(/[\\/]/).pop() ?? "").toLowerCase();
  return (ROSTER_FILES as readonly string[]).includes(base) ? (base as RosterFileName) : null;
}

/** Bytes as text: UTF-8 when valid (a BOM dropped), else Windows-1252. */
export function decodeRosterText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

class Refused extends Error {
  constructor(readonly notice: RosterProblem) {
    super(notice.code);
  }
}

/** The roster's CSV files from a OneRoster zip's bytes. */
export function readRosterZip(zip: Uint8Array): RosterRead {
  if (zip.byteLength > MAX_ROSTER_ZIP_BYTES) return { ok: false, error: ZIP_TOO_LARGE };
  // "PK\x03\x04": a zip starts with a local file header (an empty zip has nothing to read).
  if (zip[0] !== 0x50 || zip[1] !== 0x4b || zip[2] !== 0x03 || zip[3] !== 0x04) {
    return { ok: false, error: ZIP_UNREADABLE };
  }
  const parts = new Map<RosterFileName, Uint8Array[]>();
  const finished = new Set<RosterFileName>();
  // fflate may report an error thrown from a handler as its own: remember why we stopped.
  let bomb = false;
  const unzip = new Unzip((file) => {
    const name = rosterFileName(file.name);
    if (name === null || parts.has(name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(name, chunks);
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw new Refused(ZIP_UNREADABLE);
      size += chunk.byteLength;
      if (size > MAX_ROSTER_FILE_BYTES) {
        bomb = true;
        throw new Refused(ZIP_BOMB);
      }
      chunks.push(chunk);
      if (final) finished.add(name);
    };
    try {
      file.start();
    } catch {
      throw new Refused(ZIP_UNREADABLE);
    }
  });
  unzip.register(UnzipInflate);
  try {
    // In slices, so a bomb is stopped after at most one slice's worth of output past the limit.
    const slice = 16 * 1024;
    for (let at = 0; at < zip.byteLength; at += slice) {
      unzip.push(zip.subarray(at, at + slice), at + slice >= zip.byteLength);
    }
  } catch (error) {
    if (bomb) return { ok: false, error: ZIP_BOMB };
    return { ok: false, error: error instanceof Refused ? error.notice : ZIP_UNREADABLE };
  }
  if (bomb) return { ok: false, error: ZIP_BOMB };
  // A file cut off (a download that stopped half way) is not read as a shorter roster.
  if ([...parts.keys()].some((name) => !finished.has(name))) {
    return { ok: false, error: ZIP_UNREADABLE };
  }
  const files: RosterTexts = {};
  for (const [name, chunks] of parts) {
    const total = chunks.reduce((sum, c) => sum + c.byteLength, 0);
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    files[name] = decodeRosterText(bytes);
  }
  return { ok: true, files };
}
