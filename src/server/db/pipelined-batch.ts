import { createRequire } from "node:module";
import pg from "pg";
import { TextRows } from "./text-rows";

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

/** pg's own modules: its conversion of a parameter, and its protocol's parser (pg's copy). */
const fromPg = createRequire(createRequire(import.meta.url).resolve("pg"));
const { prepareValue } = fromPg("./utils.js") as {
  prepareValue(value: unknown): string | Buffer | null;
};
/** pg-protocol's parser of a connection's messages (`rawRows` in pipelined-raw-rows.ts). */
export const { Parser } = fromPg("pg-protocol/dist/parser.js") as {
  Parser: new () => {
    parse(bytes: Buffer, emit: (message: { name: string }) => void): void;
  };
};

/** A statement's columns, from its description when it was prepared. */
export interface Shape {
  columns: string[];
  /** The columns' PostgreSQL type ids. */
  types: number[];
  /** Each column's parser, or null where the text is the value (text, varchar, ...). */
  parsers: (((text: string) => unknown) | null)[];
}

export interface Item {
  statement: Statement;
  values: readonly unknown[];
  shape: Shape;
  /** Answer the rows as the wire's text (`TextRows`) instead of parsed values. */
  text: boolean;
  /** Parsed rows (arrays of values), or each row's bytes when `text`. */
  rows: unknown[];
  /** Times it was asked again because a query before it in a batch failed. */
  asked: number;
  resolve(rows: Rows | TextRows): void;
  reject(error: unknown): void;
}

/** What pg's Client asks of a query it runs (a "Submittable"); the parts a batch answers. */
interface Connection {
  stream: { cork?(): void; uncork?(): void };
  bind(config: { statement: string; values: unknown[]; valueMapper: typeof prepareValue }): void;
  execute(config: { portal: string; rows: number }): void;
  parse(config: { name: string; text: string; types: number[] }): void;
  describe(config: { type: "S"; name: string }): void;
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

  /**
   * A row of the current query, as the bytes of its DataRow message (from the int16 count of
   * values to the end; `rawRows`): kept as they are for a `text` query, else decoded as pg
   * decodes them (UTF-8) and parsed.
   */
  dataRow(bytes: Buffer, start: number, end: number): void {
    const item = this.items[this.index];
    if (!item) return;
    if (item.text) {
      item.rows.push(bytes.subarray(start, end));
      return;
    }
    const count = bytes.readInt16BE(start);
    const { parsers } = item.shape;
    const values: unknown[] = new Array(count);
    let at = start + 2;
    for (let i = 0; i < count; i++) {
      const length = bytes.readInt32BE(at);
      at += 4;
      if (length < 0) {
        values[i] = null;
        continue;
      }
      const text = bytes.toString("utf8", at, at + length);
      at += length;
      const parse = parsers[i];
      values[i] = parse ? parse(text) : text;
    }
    item.rows.push(values);
  }

  /** Not expected: a batch's rows come through `dataRow` (`rawRows` hands them over). */
  handleDataRow(): void {
    this.handleError(new Error("A batch's row came parsed"));
  }

  handleCommandComplete(): void {
    const item = this.items[this.index++];
    if (!item) return;
    const { columns, types } = item.shape;
    item.resolve(
      item.text
        ? new TextRows(columns, types, item.rows as Buffer[])
        : { columns, rows: item.rows as unknown[][] },
    );
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

/** pg's parser for the types it leaves as text (text, varchar, uuid, ...): the identity. */
const noParse = pg.types.getTypeParser(25, "text");

/** A row description's column, as pg hands it over. */
interface Field {
  name: string;
  dataTypeID: number;
}

/**
 * Prepares a statement on a pipelined connection under its name, without running it: Parse,
 * then Describe of the statement (its columns' names and types: the `Shape` its batches
 * decode with), then Sync. Submitted like a batch (a pg Query whose parts are replaced).
 */
export class Prepare extends pg.Query {
  private shape: Shape | undefined;
  private failed = false;
  constructor(
    private readonly statement: Statement,
    private readonly done: (error: unknown, shape?: Shape) => void,
  ) {
    super({ text: "" });
  }

  override submit = (pgConnection: pg.Connection): void => {
    const connection = pgConnection as unknown as Connection;
    connection.stream.cork?.();
    try {
      connection.parse({ name: this.statement.name, text: this.statement.text, types: [] });
      connection.describe({ type: "S", name: this.statement.name });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  };

  handleRowDescription(message: { fields: Field[] }): void {
    this.shape = {
      columns: message.fields.map((f) => f.name),
      types: message.fields.map((f) => f.dataTypeID),
      parsers: message.fields.map((f) => {
        const parse = pg.types.getTypeParser(f.dataTypeID, "text");
        return parse === noParse ? null : parse;
      }),
    };
  }

  handleReadyForQuery(): void {
    if (this.failed) return;
    // A statement that answers no rows is described by NoData instead.
    this.done(null, this.shape ?? { columns: [], types: [], parsers: [] });
  }

  handleError(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.done(error);
  }

  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}
