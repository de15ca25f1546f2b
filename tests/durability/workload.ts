import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import type { ApiClient } from "./api-client";

/** Seeded random numbers (mulberry32), so a run's sizes and kill moments can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

/** pending: no answer yet; confirmed: a 2xx arrived; lost: the connection died first. */
export type Outcome = "pending" | "confirmed" | "refused" | "lost";

export interface ImportRequest {
  marker: string;
  rows: number;
  outcome: Outcome;
}
export interface ShuffleRequest {
  outcome: Outcome;
  /** The class as the confirmed shuffle returned it; undefined when the body was cut off. */
  result?: ShuffledRow[];
}
export interface SingleRequest {
  name: string;
  outcome: Outcome;
}
export interface ShuffledRow {
  id: string;
  number: number | null;
  color: string | null;
  element: string | null;
  shape: string | null;
  updated_at: string;
}

export interface WorkloadSizes {
  importRows: [number, number];
  importLanes: number;
}

/** Everything a trial's client sent, with what came back. */
export class Workload {
  imports: ImportRequest[] = [];
  shuffles: ShuffleRequest[] = [];
  singles: SingleRequest[] = [];
  /** Statuses other than the expected 2xx (a 4xx or 5xx here is a bug). */
  refusals: string[] = [];
  stopped = false;
  private lanes: Promise<void>[] = [];

  constructor(
    private client: ApiClient,
    private random: Random,
    private trial: number,
  ) {}

  /** Starts the lanes: imports into `importClass`, shuffles of `shuffleClass`, single adds. */
  start(importClass: string, shuffleClass: string, sizes: WorkloadSizes): void {
    for (let lane = 0; lane < sizes.importLanes; lane++) {
      this.lanes.push(this.importLane(importClass, lane, sizes.importRows));
    }
    this.lanes.push(this.shuffleLane(shuffleClass), this.singleLane(importClass));
  }

  /** Stops issuing requests; resolves once every request has its answer or lost it. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.lanes);
  }

  inFlight(): number {
    const all = [...this.imports, ...this.shuffles, ...this.singles];
    return all.filter((r) => r.outcome === "pending").length;
  }

  private async importLane(classId: string, lane: number, [min, max]: [number, number]) {
    for (let k = 0; !this.stopped; k++) {
      const request: ImportRequest = {
        marker: `D${this.trial}-${lane}-${k}`,
        rows: 0,
        outcome: "pending",
      };
      request.rows = this.random.int(min, max);
      const rows = Array.from({ length: request.rows }, (_, i) =>
        this.row(`${request.marker} #${i}`),
      );
      const balanced = this.random.next() < 0.3;
      this.imports.push(request);
      await this.settle(
        request,
        201,
        "POST",
        `/api/classes/${classId}/students/import`,
        {
          rows,
          balanced,
        },
        (body) => (body as { created?: number } | undefined)?.created === request.rows,
      );
    }
  }

  private async shuffleLane(classId: string) {
    while (!this.stopped) {
      const request: ShuffleRequest = { outcome: "pending" };
      this.shuffles.push(request);
      await this.settle(
        request,
        200,
        "POST",
        `/api/classes/${classId}/shuffle`,
        undefined,
        (body) => {
          if (Array.isArray(body)) request.result = body as ShuffledRow[];
          return true;
        },
      );
    }
  }

  private async singleLane(classId: string) {
    for (let k = 0; !this.stopped; k++) {
      const request: SingleRequest = { name: `W${this.trial}-${k}`, outcome: "pending" };
      this.singles.push(request);
      await this.settle(request, 201, "POST", "/api/students", {
        class_id: classId,
        ...this.row(request.name),
      });
    }
  }

  private async settle(
    request: { outcome: Outcome },
    status: number,
    method: "POST",
    path: string,
    body: unknown,
    answerOk: (body: unknown) => boolean = () => true,
  ): Promise<void> {
    try {
      const answer = await this.client.send(method, path, body);
      if (answer.status === status) {
        request.outcome = "confirmed";
        if (answer.body !== undefined && !answerOk(answer.body)) {
          this.refusals.push(
            `${path}: unexpected answer ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
        }
      } else {
        request.outcome = "refused";
        this.refusals.push(
          `${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
      }
    } catch {
      request.outcome = "lost";
    }
  }

  /** A valid row: each attribute one of the default options, or empty. */
  row(name: string) {
    const value = (options: readonly string[]) =>
      this.random.next() < 0.1 ? null : this.random.pick(options);
    const number = value(DEFAULT_OPTIONS.number);
    return {
      name,
      number: number === null ? null : Number(number),
      color: value(DEFAULT_OPTIONS.color),
      element: value(DEFAULT_OPTIONS.element),
      shape: value(DEFAULT_OPTIONS.shape),
    };
  }
}
