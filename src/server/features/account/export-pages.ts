import { setImmediate as turn } from "node:timers/promises";

/**
 * The account export is written as it is read (docs/decisions/0031): rows come a page at a
 * time, and between pages the event loop is let go, so other teachers' requests (and the health
 * check) are served while a large account downloads. better-sqlite3 answers synchronously: a
 * page's query is the longest the server is held, and a page is kept small enough for that.
 */
export const PAGE = 1_000;

/** Lets the event loop serve whatever is waiting (I/O, timers) before the next page. */
export const yieldToOthers = (): Promise<void> => turn();

/** JSON of an object without its closing brace, to be followed by more keys. */
export const openObject = (value: object): string => JSON.stringify(value).slice(0, -1);

/**
 * Writes a JSON array of rows read page by page: `read(after)` answers the page after the last
 * row of the one before (undefined: the first page), at most PAGE rows; `json` writes a row.
 * Yields the array's text in pieces, one per page.
 */
export async function* pagedArray<R>(
  read: (after: R | undefined) => Promise<R[]>,
  json: (row: R) => string,
): AsyncGenerator<string> {
  let after: R | undefined;
  let first = true;
  let text = "[";
  for (;;) {
    const rows = await read(after);
    for (const row of rows) {
      text += first ? json(row) : `,${json(row)}`;
      first = false;
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1];
    yield text;
    text = "";
    await yieldToOthers();
  }
  yield `${text}]`;
}
