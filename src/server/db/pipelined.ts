import pg from "pg";

/**
 * A few PostgreSQL connections in pg's pipeline mode, for the signed-in hot path's single
 * statements (`Database.fixed`). A pooled connection carries one query at a time: every query
 * waits for its own answer, and each is a write, a read and a wake-up of one backend process on
 * each side. Here every query is written at once on a shared connection, the server answers
 * them in order, and the reads and wake-ups are shared by whatever is in flight
 * (docs/decisions/0024-postgres-hot-path.md measures the saving). A query goes to the
 * connection with the fewest queries in flight: round-robin queued queries behind a backend
 * the OS had not scheduled, and lost throughput on a busy machine.
 *
 * Only single statements in autocommit belong here: no transaction (BEGIN would take in the
 * other requests' queries written behind it) and no cursor. Each query ends with its own Sync,
 * so an error fails that query only. A connection that breaks fails the queries in flight on it
 * (as a pooled one does its one query) and is opened again for the next.
 */
export interface Pipelined {
  query(config: pg.QueryArrayConfig): Promise<pg.QueryArrayResult>;
  close(): Promise<void>;
}

export function pipelinedConnections(connectionString: string, size: number): Pipelined {
  const slots: (Promise<pg.Client> | undefined)[] = Array.from({ length: size });
  // Queries written on each connection and not yet answered.
  const inFlight: number[] = Array.from({ length: size }, () => 0);
  let closed = false;
  /** The connection with the fewest queries in flight (the first such). */
  const leastBusy = (): number => {
    let best = 0;
    for (let i = 1; i < size; i++)
      if ((inFlight[i] as number) < (inFlight[best] as number)) best = i;
    return best;
  };
  const open = (slot: number): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString, pipeline: true });
    const ready = client.connect().then(() => client);
    const forget = () => {
      if (slots[slot] === ready) slots[slot] = undefined;
    };
    // A broken connection must not crash the process; its queries fail, the next opens anew.
    client.on("error", forget);
    client.on("end", forget);
    ready.catch(forget);
    slots[slot] = ready;
    return ready;
  };
  return {
    async query(config) {
      if (closed) throw new Error("The database is closed");
      const slot = leastBusy();
      inFlight[slot] = (inFlight[slot] as number) + 1;
      try {
        const client = await (slots[slot] ?? open(slot));
        return await client.query(config);
      } finally {
        inFlight[slot] = (inFlight[slot] as number) - 1;
      }
    },
    async close() {
      closed = true;
      const open = slots.splice(0, size);
      await Promise.all(
        open.map((ready) => ready?.then((client) => client.end()).catch(() => undefined)),
      );
    },
  };
}
