import pg from "pg";
import { Batch, type Item, type Rows, type Shape, type Statement } from "./pipelined-batch";

export type { Rows, Statement } from "./pipelined-batch";

/**
 * A few PostgreSQL connections in pg's pipeline mode, for the signed-in hot path's single
 * statements (`Database.fixed`). A pooled connection carries one query at a time: every query
 * waits for its own answer, and each is a write, a read and a wake-up of one backend process on
 * each side. Here the queries share them (docs/decisions/0024-postgres-hot-path.md measures it):
 *
 * - A statement's first query on a connection goes through pg as a named query: it is prepared
 *   there (Parse) and its answer's description gives the columns' names and parsers.
 * - After that, the queries asked in one turn of the event loop go out together as a batch: for
 *   each a Bind and an Execute of the prepared statement (no Parse, no Describe), then one Sync,
 *   in one write. PostgreSQL flushes its answer at the Sync: one read and one wake-up for the
 *   batch instead of one per query, on both sides. Each query is answered at its own
 *   CommandComplete.
 * - A batch runs in one implicit transaction, each statement with its own snapshot (read
 *   committed), so a query still sees every change committed before it runs. An error fails
 *   that query; PostgreSQL then skips the rest of the batch, which is asked again (once) in a
 *   new batch, so the queries beside a failing one succeed.
 *
 * Only single read statements in autocommit belong here: no transaction (BEGIN would take in
 * the queries behind it) and no cursor. A batch goes to the connection with the fewest queries
 * in flight: round-robin queued queries behind a backend the OS had not scheduled, and lost
 * throughput on a busy machine. A connection that breaks fails the queries in flight on it (as
 * a pooled one does its one query) and is opened again for the next.
 */
export interface Pipelined {
  query(statement: Statement, values: readonly unknown[]): Promise<Rows>;
  close(): Promise<void>;
}

/** How many times a query is asked again after others failed in its batches. */
const MAX_ASKS = 10;

interface Slot {
  client: Promise<pg.Client>;
  /** Statements prepared (or being prepared) on this connection, by name. */
  prepared: Map<string, Promise<void>>;
  queued: Item[];
}

/** pg's parser for the types it leaves as text (text, varchar, uuid, ...): the identity. */
const noParse = pg.types.getTypeParser(25, "text");

export function pipelinedConnections(connectionString: string, size: number): Pipelined {
  const slots: (Slot | undefined)[] = Array.from({ length: size });
  // Queries asked of each connection and not yet answered.
  const inFlight: number[] = Array.from({ length: size }, () => 0);
  const shapes = new Map<string, Shape>();
  let closed = false;
  /** The connection with the fewest queries in flight (the first such). */
  const leastBusy = (): number => {
    let best = 0;
    for (let i = 1; i < size; i++)
      if ((inFlight[i] as number) < (inFlight[best] as number)) best = i;
    return best;
  };
  const open = (index: number): Slot => {
    const client = new pg.Client({ connectionString, pipeline: true });
    const ready = client.connect().then(() => client);
    const slot: Slot = { client: ready, prepared: new Map(), queued: [] };
    const forget = () => {
      if (slots[index] === slot) slots[index] = undefined;
    };
    // A broken connection must not crash the process; its queries fail, the next opens anew.
    client.on("error", forget);
    client.on("end", forget);
    ready.catch(forget);
    slots[index] = slot;
    return slot;
  };
  const send = (slot: Slot) => {
    const items = slot.queued;
    slot.queued = [];
    slot.client.then(
      (client) => client.query(new Batch(items, askAgain)),
      (error) => {
        for (const item of items) item.reject(error);
      },
    );
  };
  const enqueue = (index: number, slot: Slot, item: Item) => {
    if (slot.queued.length === 0) setImmediate(send, slot);
    slot.queued.push(item);
    inFlight[index] = (inFlight[index] as number) + 1;
    const settled = () => {
      inFlight[index] = (inFlight[index] as number) - 1;
    };
    const { resolve, reject } = item;
    item.resolve = (rows) => {
      settled();
      resolve(rows);
    };
    item.reject = (error) => {
      settled();
      reject(error);
    };
  };
  /**
   * Queries a batch could not answer because one before them failed (which was answered with
   * its error): asked again in a new batch, up to MAX_ASKS times (every round fails at least one
   * query, so this ends; the bound guards against a loop nobody foresaw).
   */
  const askAgain = (items: Item[], error: unknown) => {
    for (const item of items) {
      if (item.asked >= MAX_ASKS || closed) item.reject(error);
      else query(item.statement, item.values, item.asked + 1).then(item.resolve, item.reject);
    }
  };
  /** The statement's first query on this connection: prepared by pg, which describes it. */
  const prepare = async (index: number, slot: Slot, statement: Statement, values: unknown[]) => {
    inFlight[index] = (inFlight[index] as number) + 1;
    try {
      const client = await slot.client;
      const result = await client.query({ ...statement, values, rowMode: "array" });
      if (!shapes.has(statement.name)) {
        shapes.set(statement.name, {
          columns: result.fields.map((f) => f.name),
          parsers: result.fields.map((f) => {
            const parse = pg.types.getTypeParser(f.dataTypeID, "text");
            return parse === noParse ? null : parse;
          }),
        });
      }
      return { columns: result.fields.map((f) => f.name), rows: result.rows };
    } finally {
      inFlight[index] = (inFlight[index] as number) - 1;
    }
  };
  const query = async (statement: Statement, values: readonly unknown[], asked = 0) => {
    if (closed) throw new Error("The database is closed");
    const index = leastBusy();
    const slot = slots[index] ?? open(index);
    const prepared = slot.prepared.get(statement.name);
    if (!prepared) {
      const first = prepare(index, slot, statement, [...values]);
      const done = first.then(() => undefined);
      slot.prepared.set(statement.name, done);
      done.catch(() => {
        if (slot.prepared.get(statement.name) === done) slot.prepared.delete(statement.name);
      });
      return first;
    }
    await prepared;
    const shape = shapes.get(statement.name) as Shape;
    return new Promise<Rows>((resolve, reject) => {
      enqueue(index, slot, { statement, values, shape, rows: [], asked, resolve, reject });
    });
  };
  return {
    query: (statement, values) => query(statement, values),
    async close() {
      closed = true;
      const open = slots.splice(0, size);
      await Promise.all(
        open.map((slot) => slot?.client.then((client) => client.end()).catch(() => undefined)),
      );
    },
  };
}
