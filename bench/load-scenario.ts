/**
 * The load test's simulated teachers, independent of how the server runs: the load
 * bench (load.ts) drives a server in its own process, the smoke test (tests/api/
 * load-smoke.test.ts) one in the test's process.
 *
 * Each teacher has a session cookie, opens the app (GET /api/classes), creates a class, then
 * until the deadline repeats: think (a random pause) and do one action, picked by weight:
 * - list (40%): GET the class's students;
 * - add (15%): POST one student;
 * - edit (20%): PUT one of its students (no If-Match: a teacher edits only its own students);
 * - spin (20%): POST a pick to the selection history, then GET the history (what the wheel does);
 * - import (5%): POST 20-200 rows, then GET the students (the page reloads the list).
 * Edit and spin on an empty class add a student instead. A class that would pass
 * `maxClassSize` students is left for a fresh one (the oldest class is deleted first when the
 * teacher is at the class limit), so lists stay classroom-sized.
 * Every answer is expected to be 2xx: any other status, or a network error, is an error.
 */
import { Agent, request as httpRequest } from "node:http";
import { DEFAULT_OPTIONS } from "../src/domain/students/attributes";

export type Action = "open" | "list" | "add" | "edit" | "spin" | "import";

/** The measured mix, in percent. */
export const MIX: ReadonlyArray<readonly [Exclude<Action, "open">, number]> = [
  ["list", 40],
  ["add", 15],
  ["edit", 20],
  ["spin", 20],
  ["import", 5],
];

export interface LoadOptions {
  /** The server's base URL, e.g. http://127.0.0.1:1234 */
  base: string;
  /** The server's PUBLIC_URL, sent as Origin. */
  origin: string;
  /** One session cookie per teacher. */
  cookies: readonly string[];
  seconds: number;
  /** Think time between actions: uniform in [min, max] ms. */
  thinkMs: readonly [number, number];
  classLimit: number;
  maxClassSize: number;
  /** A request with no answer after this long is an error. */
  timeoutMs?: number;
}

export interface RequestFigures {
  count: number;
  errors: number;
  /** Latency of every request in ms, sorted. */
  latencies: number[];
}

export interface ErrorSample {
  request: string;
  /** The HTTP status, "network" (no answer) or "stopped" (the teacher could not go on). */
  status: number | "network" | "stopped";
  detail: string;
}

export interface LoadResult {
  teachers: number;
  seconds: number;
  /** Wall time from the first request to the last answer, in s. */
  elapsed: number;
  /** Per request kind, e.g. "GET students". */
  requests: Map<string, RequestFigures>;
  /** Actions done, per kind. */
  actions: Map<Action, number>;
  errors: number;
  /** The first few errors, for the report. */
  samples: ErrorSample[];
  /** Requests each teacher sent, per minute of its run. */
  perTeacherPerMinute: number[];
}

const MAX_SAMPLES = 20;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pickOf = <T>(list: readonly T[]): T => list[randomInt(0, list.length - 1)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pickAction(): Exclude<Action, "open"> {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return "list";
}

/** Valid attribute values under the default options. */
function attributes() {
  return {
    number: randomInt(1, 4),
    color: pickOf(DEFAULT_OPTIONS.color),
    element: pickOf(DEFAULT_OPTIONS.element),
    shape: pickOf(DEFAULT_OPTIONS.shape),
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

class Recorder {
  readonly requests = new Map<string, RequestFigures>();
  readonly actions = new Map<Action, number>();
  readonly samples: ErrorSample[] = [];
  errors = 0;

  figures(request: string): RequestFigures {
    let f = this.requests.get(request);
    if (!f) {
      f = { count: 0, errors: 0, latencies: [] };
      this.requests.set(request, f);
    }
    return f;
  }

  action(action: Action) {
    this.actions.set(action, (this.actions.get(action) ?? 0) + 1);
  }

  error(sample: ErrorSample) {
    this.errors++;
    this.figures(sample.request).errors++;
    if (this.samples.length < MAX_SAMPLES) this.samples.push(sample);
  }
}

/**
 * One HTTP/1.1 request on a keep-alive agent (node:http costs the generator about half of what
 * fetch does per request, and the generator shares the machine with the server).
 */
function send(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}

interface Student {
  id: string;
}

/** One simulated teacher: its session, its classes and what it knows of its current roster. */
class Teacher {
  private classes: string[] = [];
  private roster: string[] = [];
  private made = 0;
  sent = 0;

  constructor(
    private readonly index: number,
    private readonly cookie: string,
    private readonly agent: Agent,
    private readonly options: LoadOptions,
    private readonly recorder: Recorder,
  ) {}

  private get classId(): string {
    return this.classes[this.classes.length - 1] as string;
  }

  /** One request; its parsed JSON answer, or undefined after an error (recorded). */
  private async call(request: string, method: string, path: string, body?: unknown) {
    const { base, origin, timeoutMs = 30_000 } = this.options;
    const headers: Record<string, string> = { origin, cookie: this.cookie };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers["content-type"] = "application/json";
    const figures = this.recorder.figures(request);
    figures.count++;
    this.sent++;
    const start = performance.now();
    try {
      const res = await send(this.agent, `${base}${path}`, method, headers, payload, timeoutMs);
      figures.latencies.push(performance.now() - start);
      if (res.status < 200 || res.status > 299) {
        this.recorder.error({ request, status: res.status, detail: res.text.slice(0, 300) });
        return undefined;
      }
      return res.text === "" ? null : (JSON.parse(res.text) as unknown);
    } catch (error) {
      figures.latencies.push(performance.now() - start);
      this.recorder.error({ request, status: "network", detail: String(error) });
      return undefined;
    }
  }

  private name() {
    this.made++;
    return `Student ${this.index + 1}.${this.made}`;
  }

  private async newClass() {
    if (this.classes.length >= this.options.classLimit) {
      const oldest = this.classes.shift() as string;
      await this.call("DELETE class", "DELETE", `/api/classes/${oldest}`);
    }
    const created = (await this.call("POST class", "POST", "/api/classes", {
      name: `Class ${this.classes.length + 1} of teacher ${this.index + 1}`,
    })) as { id: string } | undefined;
    if (!created) throw new Error(`teacher ${this.index + 1} could not create a class`);
    this.classes.push(created.id);
    this.roster = [];
  }

  /** Moves to a fresh class when `adding` more students would pass the size cap. */
  private async roomFor(adding: number) {
    if (this.roster.length + adding > this.options.maxClassSize) await this.newClass();
  }

  private async list() {
    const students = (await this.call("GET students", "GET", `/api/students/${this.classId}`)) as
      | Student[]
      | undefined;
    if (students) this.roster = students.map((s) => s.id);
  }

  private async add() {
    await this.roomFor(1);
    const created = (await this.call("POST student", "POST", "/api/students", {
      class_id: this.classId,
      name: this.name(),
      ...attributes(),
    })) as Student | undefined;
    if (created) this.roster.push(created.id);
  }

  async open() {
    this.recorder.action("open");
    await this.call("GET classes", "GET", "/api/classes");
    await this.newClass();
  }

  async act(action: Exclude<Action, "open">) {
    if ((action === "edit" || action === "spin") && this.roster.length === 0) action = "add";
    this.recorder.action(action);
    switch (action) {
      case "list":
        return this.list();
      case "add":
        return this.add();
      case "edit":
        await this.call("PUT student", "PUT", `/api/students/${pickOf(this.roster)}`, {
          name: this.name(),
          ...attributes(),
        });
        return;
      case "spin":
        await this.call("POST pick", "POST", "/api/selection-history", {
          class_id: this.classId,
          student_id: pickOf(this.roster),
        });
        await this.call("GET history", "GET", `/api/selection-history/${this.classId}`);
        return;
      case "import": {
        const count = randomInt(20, 200);
        await this.roomFor(count);
        const rows = Array.from({ length: count }, () => ({ name: this.name(), ...attributes() }));
        await this.call("POST import", "POST", `/api/classes/${this.classId}/students/import`, {
          balanced: Math.random() < 0.5,
          rows,
        });
        return this.list();
      }
    }
  }
}

/** Runs every teacher until `seconds` have passed; each finishes the action it is in. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const recorder = new Recorder();
  const [thinkMin, thinkMax] = options.thinkMs;
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  // One keep-alive connection per teacher at most: each sends one request at a time.
  const agent = new Agent({ keepAlive: true });
  const teachers = options.cookies.map(
    (cookie, i) => new Teacher(i, cookie, agent, options, recorder),
  );
  const runs = await Promise.allSettled(
    teachers.map(async (teacher) => {
      // Teachers arrive spread over one think time, not all in the same millisecond.
      await sleep(randomInt(0, thinkMax));
      const began = performance.now();
      await teacher.open();
      while (true) {
        await sleep(randomInt(thinkMin, thinkMax));
        if (performance.now() >= deadline) break;
        await teacher.act(pickAction());
      }
      return (teacher.sent / (performance.now() - began)) * 60_000;
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const perTeacherPerMinute: number[] = [];
  for (const run of runs) {
    if (run.status === "fulfilled") perTeacherPerMinute.push(run.value);
    else recorder.error({ request: "teacher", status: "stopped", detail: String(run.reason) });
  }
  for (const figures of recorder.requests.values()) figures.latencies.sort((a, b) => a - b);
  return {
    teachers: options.cookies.length,
    seconds: options.seconds,
    elapsed,
    requests: recorder.requests,
    actions: recorder.actions,
    errors: recorder.errors,
    samples: recorder.samples,
    perTeacherPerMinute,
  };
}

/** Signs `count` teachers up (at most `parallel` at a time); their session cookies. */
export async function signUpTeachers(
  base: string,
  origin: string,
  count: number,
  parallel = 4,
): Promise<string[]> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cookies: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({
          name: `Load teacher ${i + 1}`,
          email: `load-${run}-${i + 1}@example.com`,
          password: "load test password",
        }),
      });
      if (!res.ok) throw new Error(`sign-up ${i + 1}: ${res.status} ${await res.text()}`);
      cookies[i] = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return cookies;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (n: number) => (n < 10 ? fmt(n, 1) : fmt(n));

/** Every request's latency, sorted. */
export function allLatencies(result: LoadResult): number[] {
  return [...result.requests.values()].flatMap((f) => f.latencies).sort((a, b) => a - b);
}

export function totalRequests(result: LoadResult): number {
  return [...result.requests.values()].reduce((sum, f) => sum + f.count, 0);
}

/** The report: one summary line, a table per request kind, the actions and the pacing. */
export function formatLoad(label: string, result: LoadResult): string[] {
  const total = totalRequests(result);
  const all = allLatencies(result);
  const lines = [
    `${label}: ${result.teachers} teachers, ${result.seconds} s, ${fmt(total)} requests, ${fmt(total / result.elapsed)} req/s, ${result.errors} errors, p50 ${ms(percentile(all, 50))} ms, p95 ${ms(percentile(all, 95))} ms, p99 ${ms(percentile(all, 99))} ms`,
  ];
  const header = ["request", "count", "errors", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms"];
  const rows = [...result.requests.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([request, f]) => [
      request,
      fmt(f.count),
      fmt(f.errors),
      fmt(f.count / result.elapsed, 1),
      ms(percentile(f.latencies, 50)),
      ms(percentile(f.latencies, 95)),
      ms(percentile(f.latencies, 99)),
      ms(f.latencies[f.latencies.length - 1] ?? 0),
    ]);
  rows.push([
    "all",
    fmt(total),
    fmt(result.errors),
    fmt(total / result.elapsed, 1),
    ms(percentile(all, 50)),
    ms(percentile(all, 95)),
    ms(percentile(all, 99)),
    ms(all[all.length - 1] ?? 0),
  ]);
  const widths = header.map((h, c) =>
    Math.max(h.length, ...rows.map((r) => (r[c] as string).length)),
  );
  const row = (cells: string[]) =>
    cells
      .map((cell, c) =>
        c === 0 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number),
      )
      .join("  ");
  lines.push(`  ${row(header)}`, ...rows.map((r) => `  ${row(r)}`));
  const actions = [...result.actions.entries()].map(([a, n]) => `${a} ${fmt(n)}`).join(", ");
  lines.push(`  actions: ${actions}`);
  const rates = [...result.perTeacherPerMinute].sort((a, b) => a - b);
  if (rates.length > 0) {
    const mean = rates.reduce((s, r) => s + r, 0) / rates.length;
    lines.push(
      `  per teacher: mean ${fmt(mean)} requests/min, max ${fmt(rates[rates.length - 1] as number)} requests/min`,
    );
  }
  for (const sample of result.samples) {
    lines.push(`  error: ${sample.request} -> ${sample.status} ${sample.detail}`);
  }
  return lines;
}
