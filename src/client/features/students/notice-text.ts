import type { MessageDescriptor } from "@lingui/core";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { NOT_A_CSV } from "#src/domain/csv/content";
import {
  FILE_TOO_LARGE,
  NO_STUDENTS_TO_IMPORT,
  type Notice,
  TOO_MANY_ROWS,
} from "#src/domain/csv/import";
import { NOTHING_PASTED, PASTE_TOO_LARGE, PASTE_TOO_MANY_ROWS } from "#src/domain/csv/paste-import";

/** The title of a file that could not be read as CSV. */
export const PARSE_ERROR = "Parse Error";

type Shown = { title: MessageDescriptor; message: MessageDescriptor | null };

/**
 * The import's notices in the teacher's language. The domain writes them in English (the CSV
 * worker, which has no catalogue, makes most of them); they are known here by their English
 * words. A message made from the file (a quote the parser could not close) keeps its English
 * detail under a translated title.
 */
const KNOWN: ReadonlyMap<string, Shown> = new Map<string, Shown>([
  [
    NO_STUDENTS_TO_IMPORT.title,
    { title: msg`No Students to Import`, message: msg`Please upload a valid CSV file first` },
  ],
  [
    FILE_TOO_LARGE.message,
    {
      title: msg`File Too Large`,
      message: msg`The CSV file is larger than 10 MB. Split it into smaller files.`,
    },
  ],
  [
    TOO_MANY_ROWS.message,
    {
      title: msg`Too Many Rows`,
      message: msg`The CSV file has more than 100,000 students. Split it into smaller files.`,
    },
  ],
  [
    NOTHING_PASTED.message,
    {
      title: msg`Nothing to Import`,
      message: msg`Paste one name per line, or rows copied from a spreadsheet.`,
    },
  ],
  [
    PASTE_TOO_LARGE.message,
    {
      title: msg`File Too Large`,
      message: msg`The pasted text is larger than 10 MB. Paste it in smaller parts.`,
    },
  ],
  [
    PASTE_TOO_MANY_ROWS.message,
    {
      title: msg`Too Many Rows`,
      message: msg`The paste has more than 100,000 students. Paste it in smaller parts.`,
    },
  ],
  [
    NOT_A_CSV.message,
    {
      title: msg`Invalid File`,
      message: msg`This file isn't a CSV file. Save it as CSV (comma-separated) and try again.`,
    },
  ],
  [
    "Missing required columns: name",
    { title: msg`Parse Error`, message: msg`Missing required columns: name` },
  ],
]);

const PARSE_ERROR_TITLE = msg`Parse Error`;

/** A notice's title and message as the teacher reads them. */
export function noticeText(notice: Notice): { title: string; message: string } {
  const known = KNOWN.get(notice.message) ?? KNOWN.get(notice.title);
  if (known) {
    return {
      title: i18n._(known.title),
      message: known.message ? i18n._(known.message) : notice.message,
    };
  }
  const title = notice.title === PARSE_ERROR ? i18n._(PARSE_ERROR_TITLE) : notice.title;
  return { title, message: notice.message };
}
