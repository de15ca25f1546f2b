import { sheetStudent } from "../model/group-sheet";
import {
  type GroupingInput,
  type GroupingRequest,
  groupingOutcome,
  isGroupingResponse,
} from "./grouping-protocol";
import type { RunOutcome } from "./run-grouping";

/** What the runner needs of a Worker (tests pass a stand-in). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onmessageerror?: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: GroupingRequest): void;
  terminate(): void;
}

export type MakeWorker = () => WorkerLike;

export const browserGroupingWorker: MakeWorker = () =>
  new Worker(new URL("./grouping-worker.ts", import.meta.url), { type: "module" });

type Pending = {
  input: GroupingInput;
  resolve: (outcome: RunOutcome) => void;
  reject: (error: Error) => void;
};

export type GroupingRunner = {
  run(input: GroupingInput): Promise<RunOutcome>;
  /** Starts the worker ahead of the first run (its script loads while the teacher looks). */
  warm(): void;
  dispose(): void;
};

/**
 * Runs Generate Groups in a Web Worker, so a big class's grouping (up to seconds of search with
 * rules or New partners) never freezes the page. Without a worker (none in this browser, it
 * could not be made or loaded, or the run could not be sent) the same function runs on the main
 * thread instead: same outcome, only the page waits.
 */
export function createGroupingRunner(
  makeWorker: MakeWorker | null = typeof Worker === "undefined" ? null : browserGroupingWorker,
): GroupingRunner {
  let worker: WorkerLike | null = null;
  let broken = makeWorker === null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const onMainThread = (p: Pending) => {
    try {
      p.resolve(groupingOutcome(p.input));
    } catch (error) {
      p.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  function giveUp() {
    broken = true;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) onMainThread(p);
  }

  function current(): WorkerLike | null {
    if (broken || !makeWorker) return null;
    if (worker) return worker;
    try {
      worker = makeWorker();
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (event) => {
      const message = event.data;
      if (!isGroupingResponse(message)) return;
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.type === "outcome") p.resolve(message.outcome);
      else p.reject(new Error(message.message));
    };
    // The worker's script failed to load or run, or an answer could not be read: everything
    // waiting runs here instead.
    worker.onerror = (event) => {
      event.preventDefault?.();
      giveUp();
    };
    worker.onmessageerror = () => giveUp();
    return worker;
  }

  return {
    run(input) {
      // Only the fields a sheet keeps cross to the worker (runGrouping keeps no others).
      const trimmed = { ...input, students: input.students.map(sheetStudent) };
      return new Promise<RunOutcome>((resolve, reject) => {
        const p: Pending = { input: trimmed, resolve, reject };
        const target = current();
        if (!target) {
          // Later, not inside the caller: as the worker would answer.
          setTimeout(() => onMainThread(p), 0);
          return;
        }
        const id = nextId++;
        pending.set(id, p);
        try {
          target.postMessage({ type: "group", id, input: trimmed });
        } catch {
          pending.delete(id);
          onMainThread(p);
        }
      });
    },
    warm() {
      current();
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}

let shared: GroupingRunner | null = null;

/** The page's one grouping runner (its worker starts on the first run and stays). */
export function groupingRunner(): GroupingRunner {
  shared ??= createGroupingRunner();
  return shared;
}
