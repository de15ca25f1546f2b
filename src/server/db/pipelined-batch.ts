import { createRequire } from "node:module";
import pg from "pg";

/**
 * One batch of pipelined queries (pipelined.ts): Bind and Execute of each query's prepared
 * statement, then one Sync, written at once; pg hands the batch the messages of the answer.
 */

/** A statement prepared on each connection under its name. */
export interface Statement {
  /** The prepared statement's name on each connection (one text per name). */
  readonly name: string;
  /** SQL with `$1, $2, ...` placeholders. */
  readonly text: string;
}

/** A statement's answer: the column names and the rows as arrays of parsed values. */
export interface Rows {
  columns: readonly string[];
  rows: unknown[][];
}

/** pg's own conversion of a parameter (null, Buffer, Date, array, object, toString). */
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue(value: unknown): string | Buffer | null;
};

/** A statement's columns, from its first answer on any connection. */
export interface Shape {
  columns: string[];
  /** Each column's parser, or null where the text is the value (text, varchar, ...). */
  parsers: (((text: string) => unknown) | null)[];
}

export interface Item {
  statement: Statement;
  values: readonly unknown[];
  shape: Shape;
  rows: unknown[][];
  /** Times it was asked again because a query before it in a batch failed. */
  asked: number;
  resolve(rows: Rows): void;
  reject(error: unknown): void;
}

/** What pg's Client asks of a query it runs (a "Submittable"); the parts a batch answers. */
interface Connection {
  stream: { cork?(): void; uncork?(): void };
  bind(config: { statement: string; values: unknown[]; valueMapper: typeof prepareValue }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}

/**
 * The queries of one batch, submitted to a pipelined pg Client: pg hands it the messages of
 * the batch's answer in order, up to the ReadyForQuery that ends it (or an error). A pg Query
 * (a pipelined Client runs no other kind) whose own parts are all replaced.
 */
export class Batch extends pg.Query {
  private index = 0;
  constructor(
    private readonly items: Item[],
    private readonly askAgain: (items: Item[], error: unknown) => void,
  ) {
    super({ text: "" });
  }

  // A property in pg's typings; its Connection typings lag its code (bind's valueMapper).
  override submit = (pgConnection: pg.Connection): void => {
    const connection = pgConnection as unknown as Connection;
    connection.stream.cork?.();
    try {
      for (const item of this.items) {
        connection.bind({
          statement: item.statement.name,
          values: item.values as unknown[],
          valueMapper: prepareValue,
        });
        connection.execute({ portal: "", rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  };

  /** A row of the current query: pg's array of texts, parsed in place. */
  handleDataRow(message: { fields: unknown[] }): void {
    const item = this.items[this.index];
    if (!item) return;
    const { fields } = message;
    const { parsers } = item.shape;
    for (let i = 0; i < fields.length; i++) {
      const parse = parsers[i];
      const text = fields[i];
      if (parse && typeof text === "string") fields[i] = parse(text);
    }
    item.rows.push(fields);
  }

  handleCommandComplete(): void {
    const item = this.items[this.index++];
    item?.resolve({ columns: item.shape.columns, rows: item.rows });
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  /** The batch's end: every query has been answered (else the rest are asked again). */
  handleReadyForQuery(): void {
    // Only then an Error (its stack trace costs several µs on every batch).
    if (this.index < this.items.length) {
      this.askRestAgain(new Error("The batch ended before its queries were answered"));
    }
  }

  /** A query's error (or the connection's): it fails, the ones after it are asked again. */
  handleError(error: unknown): void {
    this.items[this.index++]?.reject(error);
    this.askRestAgain(error);
  }

  private askRestAgain(error: unknown): void {
    const rest = this.items.slice(this.index);
    this.index = this.items.length;
    if (rest.length > 0) this.askAgain(rest, error);
  }

  // Not expected in an answer to Bind/Execute/Sync; declared because pg may call them.
  handleRowDescription(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}
