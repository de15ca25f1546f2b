import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  SqliteDriver,
  type SqliteDatabase as SqliteFile,
  type TransactionSettings,
} from "kysely";

/**
 * SQLite with two connections to one WAL file: the writer, which Kysely uses as it always does
 * (one query or transaction at a time, behind its single-connection lock), and a reader
 * (`query_only`) for every statement that reads and runs outside a transaction.
 *
 * Why: better-sqlite3 is synchronous and Kysely holds its only connection for the whole of a
 * transaction, so a transaction of many statements (an import of 50,000 students) made every
 * other request's query, a health check or another teacher's roster, wait for its end. With
 * the reader, such a read waits at most for the one statement running at that moment: WAL lets
 * it read the last committed state beside an open write transaction, which it never sees
 * (the same isolation a PostgreSQL pool gives). A read inside a transaction stays on the writer
 * (it must see the transaction's own rows), and so does every write: SQLite has one writer, and
 * the teacher-lock rules of ../features/locks.ts are unchanged.
 *
 * A statement goes to the reader when its text starts with SELECT or WITH and SQLite says it
 * writes nothing (`Statement.readonly`: a WITH ... UPDATE, or a SELECT of a function with side
 * effects, stays on the writer).
 */
export function readAsideDialect(writer: SqliteFile, reader: SqliteFile): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new ReadAsideDriver(new SqliteDriver({ database: writer }), reader);
    }
  })({ database: writer });
}

const READS = /^\s*(select|with)\b/i;

/**
 * better-sqlite3 answers at once, so the awaits between a transaction's statements are
 * microtasks: without more, a transaction of a hundred statements (and the work between them)
 * ran as one uninterrupted task, and no other request, timer or socket got the event loop until
 * it ended. A statement on the writer therefore first gives the event loop a turn
 * (`setImmediate`) when SLICE_MS have passed since the last turn, so other requests (whose
 * reads the reader answers at once) run between a long transaction's statements.
 */
const SLICE_MS = 20;

class TimeSlices {
  private last = performance.now();

  async yieldIfDue(): Promise<void> {
    if (performance.now() - this.last < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }
}

class ReadAsideDriver implements Driver {
  private readonly slices = new TimeSlices();

  constructor(
    private readonly writer: SqliteDriver,
    private readonly reader: SqliteFile,
  ) {}

  init(): Promise<void> {
    return this.writer.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.slices);
  }

  async beginTransaction(c: RoutedConnection, _settings: TransactionSettings): Promise<void> {
    await this.writer.beginTransaction(await c.holdWriter());
  }

  async commitTransaction(c: RoutedConnection): Promise<void> {
    await this.writer.commitTransaction(await c.holdWriter());
  }

  async rollbackTransaction(c: RoutedConnection): Promise<void> {
    await this.writer.rollbackTransaction(await c.holdWriter());
  }

  async savepoint(
    c: RoutedConnection,
    name: string,
    compile: Parameters<SqliteDriver["savepoint"]>[2],
  ): Promise<void> {
    await this.writer.savepoint(await c.holdWriter(), name, compile);
  }

  async rollbackToSavepoint(
    c: RoutedConnection,
    name: string,
    compile: Parameters<SqliteDriver["rollbackToSavepoint"]>[2],
  ): Promise<void> {
    await this.writer.rollbackToSavepoint(await c.holdWriter(), name, compile);
  }

  async releaseSavepoint(
    c: RoutedConnection,
    name: string,
    compile: Parameters<SqliteDriver["releaseSavepoint"]>[2],
  ): Promise<void> {
    await this.writer.releaseSavepoint(await c.holdWriter(), name, compile);
  }

  async releaseConnection(c: RoutedConnection): Promise<void> {
    await c.release();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    await this.writer.destroy();
  }
}

/**
 * What Kysely holds for one query, one `connection()` or one transaction: the writer is taken
 * (behind Kysely's lock) at the first write or at BEGIN, and kept until Kysely releases it;
 * until then reads go to the reader.
 */
class RoutedConnection implements DatabaseConnection {
  private held: DatabaseConnection | null = null;

  constructor(
    private readonly writer: SqliteDriver,
    private readonly reader: SqliteFile,
    private readonly slices: TimeSlices,
  ) {}

  async holdWriter(): Promise<DatabaseConnection> {
    this.held ??= await this.writer.acquireConnection();
    return this.held;
  }

  async release(): Promise<void> {
    if (this.held) await this.writer.releaseConnection();
    this.held = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.held && READS.test(query.sql)) {
      const statement = this.reader.prepare(query.sql) as ReturnType<SqliteFile["prepare"]> & {
        readonly?: boolean;
      };
      if (statement.readonly && statement.reader) {
        return { rows: statement.all(query.parameters) as R[] };
      }
    }
    const writer = await this.holdWriter();
    await this.slices.yieldIfDue();
    return writer.executeQuery<R>(query);
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.holdWriter()).streamQuery<R>(query, chunkSize);
  }
}
