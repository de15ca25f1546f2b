import type pg from "pg";
import { Batch, Parser } from "./pipelined-batch";

/** The parts of pg's Client and Connection that `rawRows` uses. */
interface PgInternals {
  connection: pg.Connection & {
    attachListeners(stream: NodeJS.ReadableStream): void;
    _emitMessage: boolean;
  };
  _getActiveQuery(): unknown;
}

/**
 * pg's reading of a connection's messages, except a batch's rows: each DataRow message that
 * arrives while a `Batch` is the query being answered goes to the batch as bytes
 * (`Batch.dataRow`), not decoded into a string per value. Every other message is parsed by pg's
 * own parser and emitted as pg emits it (its Connection's `attachListeners`), in order.
 */
export function rawRows(client: pg.Client): void {
  const internals = client as unknown as PgInternals;
  const connection = internals.connection;
  connection.attachListeners = (stream) => {
    const parser = new Parser();
    const emit = (message: { name: string }) => {
      if (connection._emitMessage) connection.emit("message", message);
      connection.emit(message.name === "error" ? "errorMessage" : message.name, message);
    };
    // The start of a message that has not fully arrived: its chunks, and their bytes.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const read = (bytes: Buffer) => {
      let at = 0;
      while (at + 5 <= bytes.length) {
        const end = at + 1 + bytes.readUInt32BE(at + 1);
        if (end > bytes.length) break;
        const query = internals._getActiveQuery();
        if (bytes[at] === 0x44 && query instanceof Batch) query.dataRow(bytes, at + 5, end);
        else parser.parse(bytes.subarray(at, end), emit);
        at = end;
      }
      return at;
    };
    stream.on("data", (chunk: Buffer) => {
      if (pendingBytes === 0) {
        const at = read(chunk);
        if (at < chunk.length) {
          pending = [chunk.subarray(at)];
          pendingBytes = chunk.length - at;
        }
        return;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Joined once the first message is whole (not at every chunk of a long message).
      const first = pending[0] as Buffer;
      const needed = first.length >= 5 ? 1 + first.readUInt32BE(1) : 5;
      if (pendingBytes < needed) return;
      const bytes = Buffer.concat(pending, pendingBytes);
      const at = read(bytes);
      pending = at < bytes.length ? [bytes.subarray(at)] : [];
      pendingBytes = bytes.length - at;
    });
  };
}
