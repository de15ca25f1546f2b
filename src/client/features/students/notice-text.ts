import type { MessageDescriptor } from "@lingui/core";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Notice, NoticeCode, ParserErrorCode } from "#src/domain/csv/import";

/** The title of a file that could not be read as CSV. */
export const PARSE_ERROR = "Parse Error";

const PARSE_ERROR_TITLE = msg`Parse Error`;

type Shown = { title: MessageDescriptor; message: MessageDescriptor };

/** The words of each notice the domain makes, by its code. */
const WORDS: Readonly<Record<Exclude<NoticeCode, "unclosed-quote">, Shown>> = {
  "no-students": {
    title: msg`No Students to Import`,
    message: msg`Please upload a valid CSV file first`,
  },
  "file-too-large": {
    title: msg`File Too Large`,
    message: msg`The CSV file is larger than 10 MB. Split it into smaller files.`,
  },
  "too-many-rows": {
    title: msg`Too Many Rows`,
    message: msg`The CSV file has more than 100,000 students. Split it into smaller files.`,
  },
  "nothing-pasted": {
    title: msg`Nothing to Import`,
    message: msg`Paste one name per line, or rows copied from a spreadsheet.`,
  },
  "paste-too-large": {
    title: msg`File Too Large`,
    message: msg`The pasted text is larger than 10 MB. Paste it in smaller parts.`,
  },
  "paste-too-many-rows": {
    title: msg`Too Many Rows`,
    message: msg`The paste has more than 100,000 students. Paste it in smaller parts.`,
  },
  "not-a-csv": {
    title: msg`Invalid File`,
    message: msg`This file isn't a CSV file. Save it as CSV (comma-separated) and try again.`,
  },
  "missing-name-column": {
    title: msg`Parse Error`,
    message: msg`Missing required columns: name`,
  },
};

/**
 * What the CSV parser (Papa Parse) found wrong with a quote, by its error's code: in English its
 * own words, which the import has always shown.
 */
const PARSER_WORDS: Readonly<Partial<Record<ParserErrorCode, MessageDescriptor>>> = {
  MissingQuotes: msg`Quoted field unterminated`,
  InvalidQuotes: msg`Trailing quote on quoted field is malformed`,
};

/**
 * A notice's title and message as the teacher reads them, by its code. An unclosed quote is
 * said by the parser's error code after a translated row (the parser's English detail only for
 * a code the import never reports); a notice without a code (an unexpected failure) keeps its
 * message under a translated title.
 */
export function noticeText(notice: Notice): { title: string; message: string } {
  const { code } = notice;
  if (code === "unclosed-quote" && notice.row !== undefined) {
    const row = notice.row;
    const words = notice.parserCode === undefined ? undefined : PARSER_WORDS[notice.parserCode];
    const detail = words ? i18n._(words) : (notice.detail ?? "");
    return { title: i18n._(PARSE_ERROR_TITLE), message: i18n._(msg`Row ${row}: ${detail}`) };
  }
  if (code !== undefined && code !== "unclosed-quote") {
    const words = WORDS[code];
    return { title: i18n._(words.title), message: i18n._(words.message) };
  }
  const title = notice.title === PARSE_ERROR ? i18n._(PARSE_ERROR_TITLE) : notice.title;
  return { title, message: notice.message };
}
