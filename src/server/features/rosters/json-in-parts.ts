import { setImmediate as nextTurn } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The roster import's JSON body parsed off the event loop, then put together in parts on it
 * (docs/decisions/0033-no-request-stalls-the-others.md). Fastify's JSON.parse of a 4 MB body of
 * 50,000 students was one task of tens of milliseconds, hundreds on a loaded machine, before the
 * route's checks even started. Here a worker thread parses the text and writes each class's
 * students back as JSON in parts of PART students; the event loop parses the small rest, then
 * one part per turn. Any body the worker does not take that way (not JSON, nothing in the
 * expected places, a key that Fastify's parser guards against: `__proto__`, `constructor`, a
 * byte-order mark) is parsed by Fastify's own JSON parser, in one piece as before, so it is
 * refused, or taken, exactly as before.
 */
const PART = 1000;

/** Runs in the worker: secure-json-parse's two patterns, which Fastify's parser checks. */
const WORKER = `
const { parentPort } = require("node:worker_threads");
const suspectProto = /"(?:_|\\\\u005[Ff])(?:_|\\\\u005[Ff])(?:p|\\\\u0070)(?:r|\\\\u0072)(?:o|\\\\u006[Ff])(?:t|\\\\u0074)(?:o|\\\\u006[Ff])(?:_|\\\\u005[Ff])(?:_|\\\\u005[Ff])"\\s*:/;
const suspectConstructor = /"(?:c|\\\\u0063)(?:o|\\\\u006[Ff])(?:n|\\\\u006[Ee])(?:s|\\\\u0073)(?:t|\\\\u0074)(?:r|\\\\u0072)(?:u|\\\\u0075)(?:c|\\\\u0063)(?:t|\\\\u0074)(?:o|\\\\u006[Ff])(?:r|\\\\u0072)"\\s*:/;
const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
// A number JSON cannot write again (1e400 parses to Infinity, written null): Fastify's parser decides.
const exact = (_key, v) => {
  if (typeof v === "number" && !Number.isFinite(v)) throw new Error("not written again");
  return v;
};
parentPort.on("message", ({ id, text }) => {
  try {
    if (text.charCodeAt(0) === 0xfeff || suspectProto.test(text) || suspectConstructor.test(text)) {
      throw new Error("Fastify's parser decides");
    }
    const body = JSON.parse(text);
    if (!isObject(body) || !Array.isArray(body.classes)) throw new Error("not a roster import");
    const parts = [];
    body.classes.forEach((one, i) => {
      if (!isObject(one) || !Array.isArray(one.students)) return;
      for (let s = 0; s < one.students.length; s += ${PART}) {
        parts.push([i, JSON.stringify(one.students.slice(s, s + ${PART}), exact)]);
      }
      one.students = [];
    });
    parentPort.postMessage({ id, head: JSON.stringify(body, exact), parts });
  } catch {
    parentPort.postMessage({ id, head: null, parts: [] });
  }
});
`;

type Answer = { id: number; head: string | null; parts: [number, string][] };

/** One worker for the app, started at the first import and ended with the app. */
function parsingWorker(app: FastifyInstance) {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, (answer: Answer | null) => void>();
  const start = () => {
    const w = new Worker(WORKER, { eval: true });
    w.unref();
    w.on("message", (answer: Answer) => {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    // A worker that fails answers nothing to anyone waiting: their bodies go to Fastify's parser.
    const fail = () => {
      if (worker === w) worker = null;
      for (const done of waiting.values()) done(null);
      waiting.clear();
    };
    w.on("error", fail);
    w.on("exit", fail);
    return w;
  };
  app.addHook("onClose", async () => {
    const w = worker;
    worker = null;
    await w?.terminate();
  });
  return (text: string) =>
    new Promise<Answer | null>((resolve) => {
      worker ??= start();
      const id = next++;
      waiting.set(id, resolve);
      worker.postMessage({ id, text });
    });
}

/** Sets the JSON parser of `app`'s routes (an encapsulated plugin's: the roster routes'). */
export function parseJsonInParts(app: FastifyInstance): void {
  const parse = parsingWorker(app);
  const fastifyParser = app.getDefaultJsonParser("error", "error");
  const inOnePiece = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) =>
      fastifyParser(request, text, (error, body) => (error ? reject(error) : resolve(body))),
    );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    async (request: FastifyRequest, text: string | Buffer) => {
      const body = typeof text === "string" ? text : text.toString("utf8");
      const answer = body.length === 0 ? null : await parse(body);
      if (answer === null || answer.head === null) return inOnePiece(request, body);
      const head = JSON.parse(answer.head) as { classes: { students: unknown[] }[] };
      for (const [i, part] of answer.parts) {
        await nextTurn();
        const students = (head.classes[i] as { students: unknown[] }).students;
        for (const student of JSON.parse(part) as unknown[]) students.push(student);
      }
      return head;
    },
  );
}
