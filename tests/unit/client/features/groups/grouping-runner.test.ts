import { describe, expect, it } from "vitest";
import {
  answerGrouping,
  type GroupingInput,
  type GroupingRequest,
  groupingOutcome,
} from "#src/client/features/groups/builder/grouping-protocol";
import {
  createGroupingRunner,
  type MakeWorker,
  type WorkerLike,
} from "#src/client/features/groups/builder/grouping-runner";
import {
  groupFormReducer,
  initialGroupForm,
} from "#src/client/features/groups/model/group-form-state";
import type { GroupingMethod } from "#src/domain/grouping/groups";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { sampleRoster } from "./sample-students";

/** A student as the API sends it: more fields than a sheet keeps. */
const roster = (n: number) =>
  sampleRoster(n).map((s) => ({ ...s, class_id: "c1", created_at: "2026-01-01", version: 3 }));

const input = (method: GroupingMethod, extra: Partial<GroupingInput> = {}): GroupingInput => ({
  classId: "c1",
  className: "Period 3",
  students: roster(23),
  form: groupFormReducer(groupFormReducer(initialGroupForm, { type: "method", method }), {
    type: "toggle-student",
    id: "s4",
  }),
  attributes: DEFAULT_ATTRIBUTES,
  rules: [
    { id: "r1", kind: "keep-apart", student_ids: ["s0", "s1"] },
    { id: "r2", kind: "keep-together", student_ids: ["s2", "s3"] },
  ],
  pinned: new Map([["s5", 2]]),
  pastGroupings: [
    [
      ["s0", "s6"],
      ["s7", "s8"],
    ],
  ],
  now: new Date("2026-01-02T10:00:00Z"),
  seed: 11,
  ...extra,
});

/**
 * A stand-in for the browser's Worker: the request is copied as postMessage copies it
 * (structured clone) and answered later by the worker's own function, its answer copied back.
 */
function fakeWorker(options: { fail?: boolean } = {}): MakeWorker & { made: number; sent: number } {
  const make = (() => {
    make.made++;
    const worker: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage(message: GroupingRequest) {
        make.sent++;
        const copy = structuredClone(message);
        setTimeout(() => {
          if (options.fail) {
            worker.onerror?.({ preventDefault() {} } as ErrorEvent);
            return;
          }
          const answer = structuredClone(answerGrouping(copy));
          worker.onmessage?.({ data: answer } as MessageEvent<unknown>);
        }, 1);
      },
      terminate() {},
    };
    return worker;
  }) as MakeWorker & { made: number; sent: number };
  make.made = 0;
  make.sent = 0;
  return make;
}

const METHODS: GroupingMethod[] = ["random", "same-category", "diverse", "balanced"];

describe("Generate Groups in a worker, with a fallback on the main thread (decision 0025)", () => {
  it.each(METHODS)("%s: the worker gives the groups the main thread gives", async (method) => {
    const make = fakeWorker();
    const runner = createGroupingRunner(make);
    const outcome = await runner.run(input(method));
    expect(make.sent).toBe(1);
    expect(outcome).toEqual(groupingOutcome(input(method)));
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.sheet.groups.flat().some((s) => s.id === "s4")).toBe(false);
  });

  it("a run whose rules can't hold answers its problems the same way", async () => {
    const impossible = input("random", {
      rules: [
        { id: "r1", kind: "keep-together", student_ids: ["s0", "s1"] },
        { id: "r2", kind: "keep-apart", student_ids: ["s0", "s1"] },
      ],
    });
    const outcome = await createGroupingRunner(fakeWorker()).run(impossible);
    expect(outcome.ok).toBe(false);
    expect(outcome).toEqual(groupingOutcome(impossible));
  });

  it("answers each of several runs in flight with its own outcome, from one worker", async () => {
    const make = fakeWorker();
    const runner = createGroupingRunner(make);
    const runs = METHODS.map((m, i) => input(m, { seed: i + 1 }));
    const outcomes = await Promise.all(runs.map((r) => runner.run(r)));
    expect(outcomes).toEqual(runs.map((r) => groupingOutcome(r)));
    expect(make.made).toBe(1);
  });

  it("without Worker in the browser, runs on the main thread with the same outcome", async () => {
    const outcome = await createGroupingRunner(null).run(input("diverse"));
    expect(outcome).toEqual(groupingOutcome(input("diverse")));
  });

  it("when the worker can't be made, runs on the main thread, and stops trying", async () => {
    let tries = 0;
    const runner = createGroupingRunner(() => {
      tries++;
      throw new Error("blocked by the Content-Security-Policy");
    });
    expect(await runner.run(input("balanced"))).toEqual(groupingOutcome(input("balanced")));
    expect(await runner.run(input("random"))).toEqual(groupingOutcome(input("random")));
    expect(tries).toBe(1);
  });

  it("when the worker's script fails, the runs waiting are answered on the main thread", async () => {
    const make = fakeWorker({ fail: true });
    const runner = createGroupingRunner(make);
    const [a, b] = await Promise.all([
      runner.run(input("same-category")),
      runner.run(input("diverse", { seed: 3 })),
    ]);
    expect(a).toEqual(groupingOutcome(input("same-category")));
    expect(b).toEqual(groupingOutcome(input("diverse", { seed: 3 })));
    // Later runs go straight to the main thread.
    expect(await runner.run(input("random"))).toEqual(groupingOutcome(input("random")));
    expect(make.sent).toBe(2);
  });

  it("when an answer can't be read (messageerror), the run is answered on the main thread", async () => {
    let worker: WorkerLike | null = null;
    const runner = createGroupingRunner(() => {
      worker = {
        onmessage: null,
        onmessageerror: null,
        onerror: null,
        postMessage() {
          setTimeout(() => worker?.onmessageerror?.({} as MessageEvent<unknown>), 1);
        },
        terminate() {},
      };
      return worker;
    });
    expect(await runner.run(input("diverse"))).toEqual(groupingOutcome(input("diverse")));
  });

  it("warm() starts the one worker before the first run", async () => {
    const make = fakeWorker();
    const runner = createGroupingRunner(make);
    runner.warm();
    expect(make.made).toBe(1);
    await runner.run(input("random"));
    expect(make.made).toBe(1);
  });

  it("when a run can't be copied to the worker, it runs on the main thread", async () => {
    const runner = createGroupingRunner(() => ({
      onmessage: null,
      onerror: null,
      postMessage() {
        throw new DOMException("could not be cloned", "DataCloneError");
      },
      terminate() {},
    }));
    expect(await runner.run(input("random"))).toEqual(groupingOutcome(input("random")));
  });

  it("a run that throws is refused, in the worker as on the main thread", async () => {
    const broken = input("random", { attributes: undefined as never });
    expect(() => groupingOutcome(broken)).toThrow();
    await expect(createGroupingRunner(fakeWorker()).run(broken)).rejects.toThrow();
    await expect(createGroupingRunner(null).run(broken)).rejects.toThrow();
  });
});
