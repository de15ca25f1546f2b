import { i18n } from "@lingui/core";
import { isolate } from "#src/client/i18n/format";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { type Said, sayAll } from "#src/domain/grouping/said";
import type { StudentDto } from "#src/domain/schemas/students";

export type PlanInput = { students: StudentDto[]; size: number; rules: GroupRule[] };
export type PlanOutput = { ok: true; groups: string[][] } | { ok: false; problems: Said[] };

/** Groups of `size` among `students`, keeping the rules: planned in a worker of the page's own. */
export function planInWorker(input: PlanInput): Promise<PlanOutput> {
  const worker = new Worker(new URL("./grouping-worker.ts", import.meta.url), { type: "module" });
  return new Promise<PlanOutput>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<PlanOutput>) => resolve(event.data);
    worker.onerror = () => reject(new Error("The groups could not be made."));
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}

const asWritten = (value: unknown) => (typeof value === "string" ? isolate(value) : value);

/** A rule problem in the page's language, the names in it kept as written. */
export function problemText(message: Said): string {
  return sayAll((m) => {
    const values = m.values
      ? Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, asWritten(v)]))
      : undefined;
    return i18n._(values ? { ...m, values } : m);
  }, message);
}
