/**
 * Generate Groups off the main thread (decision 0025): the page posts a `GroupingRequest` (the
 * run as plain data) to grouping-worker.ts, which answers with the run's outcome. The same
 * function answers in the worker and, when no worker can run, on the main thread, so both give
 * the same groups for the same run and seed.
 */
import { seededRandom } from "#src/domain/random";
import { type GroupingRun, type RunOutcome, runGrouping } from "./run-grouping";

/** A run as structured-clonable data: a seed instead of a random function (none: crypto). */
export type GroupingInput = Omit<GroupingRun, "random"> & { seed?: number };

export type GroupingRequest = { type: "group"; id: number; input: GroupingInput };

export type GroupingResponse =
  | { type: "outcome"; id: number; outcome: RunOutcome }
  | { type: "error"; id: number; message: string };

export function groupingOutcome(input: GroupingInput): RunOutcome {
  const { seed, ...run } = input;
  return runGrouping(seed === undefined ? run : { ...run, random: seededRandom(seed) });
}

export function answerGrouping(request: GroupingRequest): GroupingResponse {
  try {
    return { type: "outcome", id: request.id, outcome: groupingOutcome(request.input) };
  } catch (error) {
    return {
      type: "error",
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

export function isGroupingResponse(value: unknown): value is GroupingResponse {
  if (typeof value !== "object" || value === null) return false;
  const { type, id } = value as { type?: unknown; id?: unknown };
  return (type === "outcome" || type === "error") && typeof id === "number";
}
