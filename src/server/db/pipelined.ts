import pg from "pg";
import {
  Batch,
  type Item,
  Prepare,
  type Rows,
  type Shape,
  type Statement,
} from "./pipelined-batch";
import { rawRows } from "./pipelined-raw-rows";
import type { TextRows } from "./text-rows";

export type { Rows, Statement } from "./pipelined-batch";

/**
 * A few PostgreSQL connections in pg's pipeline mode, for the signed-in hot path's single
 * statements (`Database.fixed`). A pooled connection carries one query at a time: every query
 * waits for its own answer, and each is a write, a read and a wake-up of one backend process on
 * each side. Here the queries share them (docs/decisions/0024-postgres-hot-path.md measures it):
 *
 * - A statement is first prepared on a connection (Parse and Describe, `Prepare`): its
 *   description gives the columns' names, types and parsers.
 * - The queries asked in one turn of the event loop go out together as a batch: for
 *   each a Bind and an Execute of the prepared statement (no Parse, no Describe), then one Sync,
 *   in one write. PostgreSQL flushes its answer at the Sync: one read and one wake-up for the
 *   batch instead of one per query, on both sides. Each query is answered at its own
 *   CommandComplete.
 * - A batch runs in one implicit transaction, each statement with its own snapshot (read
 *   committed), so a query still sees every change committed before it runs. An error fails
 *   that query; PostgreSQL then skips the rest of the batch, which is asked again (once) in a
 *   new batch, so the queries beside a failing one succeed.
 *
 * A batch's rows are not decoded by pg (`rawRows`): a query answers parsed values as pg would,
 * or its rows' text bytes (`TextRows`) for an answer written straight from them.
 *
 * Only single read statements in autocommit belong here: no transaction (BEGIN would take in
 * the queries behind it) and no cursor. A batch goes to the connection with the fewest queries
 * in flight: round-robin queued queries behind a backend the OS had not scheduled, and lost
 * throughput on a busy machine. A connection that breaks fails the queries in flight on it (as
 * a pooled one does its one query) and is opened again for the next.
 */
export interface Pipelined {
  query(statement: Statement, values: readonly unknown[]): Promise<Rows>;
  /** The rows as the wire's text, not decoded (`TextRows`). */
  queryText(statement: Statement, values: readonly unknown[]): Promise<TextRows>;
  close(): Promise<void>;
}

/** How many times a query is asked again after others failed in its batches. */
const MAX_ASKS = 10;

interface Slot {
  client: Promise<pg.Client>;
  /** Statements prepared (or being prepared) on this connection, by name. */
  prepared: Map<string, Promise<void>>;
  /** Statements prepared on this connection. */
  ready: Set<string>;
  queued: Item[];
}

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
    rawRows(client);
    const ready = client.connect().then(() => client);
    const slot: Slot = { client: ready, prepared: new Map(), ready: new Set(), queued: [] };
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
      else {
        query(item.statement, item.values, item.text, item.asked + 1).then(
          item.resolve,
          item.reject,
        );
      }
    }
  };
  /** Prepares the statement on this connection (once): its shape comes from its description. */
  const prepare = (slot: Slot, statement: Statement): Promise<void> => {
    let prepared = slot.prepared.get(statement.name);
    if (prepared) return prepared;
    prepared = slot.client.then(
      (client) =>
        new Promise<void>((resolve, reject) => {
          client.query(
            new Prepare(statement, (error, shape) => {
              if (error) return reject(error);
              if (shape && !shapes.has(statement.name)) shapes.set(statement.name, shape);
              slot.ready.add(statement.name);
              resolve();
            }),
          );
        }),
    );
    slot.prepared.set(statement.name, prepared);
    prepared.catch(() => {
      if (slot.prepared.get(statement.name) === prepared) slot.prepared.delete(statement.name);
    });
    return prepared;
  };
  const query = (
    statement: Statement,
    values: readonly unknown[],
    text: boolean,
    asked = 0,
  ): Promise<Rows | TextRows> => {
    if (closed) return Promise.reject(new Error("The database is closed"));
    const index = leastBusy();
    const slot = slots[index] ?? open(index);
    const ask = () =>
      new Promise<Rows | TextRows>((resolve, reject) => {
        const shape = shapes.get(statement.name) as Shape;
        enqueue(index, slot, { statement, values, shape, text, rows: [], asked, resolve, reject });
      });
    if (slot.ready.has(statement.name)) return ask();
    // Counted in flight while it prepares, so the next queries go to the other connections.
    inFlight[index] = (inFlight[index] as number) + 1;
    const settled = () => {
      inFlight[index] = (inFlight[index] as number) - 1;
    };
    return prepare(slot, statement).then(
      () => {
        settled();
        return ask();
      },
      (error: unknown) => {
        settled();
        throw error;
      },
    );
  };
  return {
    query: (statement, values) => query(statement, values, false) as Promise<Rows>,
    queryText: (statement, values) => query(statement, values, true) as Promise<TextRows>,
    async close() {
      closed = true;
      const open = slots.splice(0, size);
      await Promise.all(
        open.map((slot) => slot?.client.then((client) => client.end()).catch(() => undefined)),
      );
    },
  };
}
