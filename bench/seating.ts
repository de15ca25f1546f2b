/**
 * Seating charts (docs/decisions/0053-seating-charts.md): one placeStudents call for
 * - 40 seats (ten tables of 4), 30 students, 20 rules and 5 seat needs (target median <= 50 ms);
 * - 60 seats (ten tables of 6), 56 students, New neighbours against 3 saved charts, 10 rules
 *   and mixing two attributes (target <= 150 ms);
 * - an infeasible case of 60 seats explained (keep-apart web larger than the room separates,
 *   door needs beyond the door seats, a pin against a rule; target <= 100 ms).
 * Wall clock and CPU time, median of 20 runs after a first (cold) one, with the load average.
 * Figures only; nothing here fails a build.
 */
import { availableParallelism, loadavg } from "node:os";
import type { GroupRule } from "../src/domain/grouping/rule-types";
import { seededRandom } from "../src/domain/random";
import { placeStudents } from "../src/domain/seating/place";
import { presetRoom } from "../src/domain/seating/presets";
import type { Room } from "../src/domain/seating/room-types";
import type {
  PastChart,
  SeatingOptions,
  SeatingResult,
  SeatStudent,
} from "../src/domain/seating/seating-types";
import { feasibleCase, seatStudents } from "./seating-cases";

function room(tables: number, seats: 4 | 6): Room {
  const made = presetRoom({ kind: "tables", tables, seats, perRow: 5 });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return { ...made.room, door: { x: 0, y: made.room.depth - 1 } };
}

/** Wall-clock and CPU milliseconds of one call. */
function timed<T>(body: () => T): { value: T; ms: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const value = body();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { value, ms, cpu: (cpu.user + cpu.system) / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function measure(
  label: string,
  target: number | null,
  call: (seed: number) => SeatingResult,
): SeatingResult {
  const times: number[] = [];
  const cpus: number[] = [];
  const first = timed(() => call(0));
  const cold = first.ms;
  let last = first.value;
  for (let run = 1; run <= 20; run++) {
    const t = timed(() => call(run));
    last = t.value;
    times.push(t.ms);
    cpus.push(t.cpu);
  }
  const ms = median(times);
  const worst = Math.max(...times);
  console.log(
    `${label}: median ${ms.toFixed(1)} ms (CPU ${median(cpus).toFixed(1)} ms), slowest ${worst.toFixed(1)} ms, first run ${cold.toFixed(1)} ms${target === null ? "" : ` (target <= ${target} ms, ${ms <= target ? "ok" : "OVER"})`}`,
  );
  return last;
}

function outcome(result: SeatingResult, rules: readonly GroupRule[] = []): string {
  if (!result.ok) return `conflicts: ${result.conflicts.map((c) => c.code).join(", ")}`;
  const kept = result.repeats.filter(([a, b]) =>
    rules.some(
      (r) => r.kind === "keep-together" && r.studentIds.includes(a) && r.studentIds.includes(b),
    ),
  ).length;
  return `${Object.keys(result.chart).length} seated, ${result.broken.length} broken, ${result.repeats.length} repeated neighbour pairs (${kept} of them kept together by a rule)`;
}

export async function run(): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")} on ${availableParallelism()} cores`,
  );
  const random = seededRandom(20261128);

  const forty = room(10, 4);
  const thirty = seatStudents(30, random);
  const small = feasibleCase(forty, thirty, { apart: 12, together: 8, needs: 5 }, random);
  const first = measure("Seating, 40 seats, 30 students, 20 rules, 5 seat needs", 50, (seed) =>
    placeStudents(forty, thirty, { ...small, random: seededRandom(seed) }),
  );
  console.log(`  ${outcome(first)}`);
  measure("  the same, mixing color and element across tables (no target)", null, (seed) =>
    placeStudents(forty, thirty, {
      ...small,
      mix: ["color", "element"],
      random: seededRandom(seed),
    }),
  );

  const sixty = room(10, 6);
  const class56 = seatStudents(56, random);
  const big = feasibleCase(sixty, class56, { apart: 6, together: 4, needs: 3 }, random);
  const past: PastChart[] = [];
  for (let round = 0; round < 3; round++) {
    const made = placeStudents(sixty, class56, {
      ...big,
      pastCharts: past,
      random: seededRandom(900 + round),
    });
    if (!made.ok) throw new Error(JSON.stringify(made.conflicts));
    past.unshift({ room: sixty, seats: made.chart });
  }
  const options: SeatingOptions = { ...big, pastCharts: past, mix: ["color", "element"] };
  const fresh = measure(
    "Seating, 60 seats, 56 students, New neighbours against 3 saved charts, mixing 2 attributes",
    150,
    (seed) => placeStudents(sixty, class56, { ...options, random: seededRandom(seed) }),
  );
  console.log(`  ${outcome(fresh, big.rules)}`);

  const class60 = seatStudents(60, random);
  const ids = class60.map((s: SeatStudent) => s.id);
  const rules: GroupRule[] = [
    { kind: "keep-apart", studentIds: ids.slice(0, 11) }, // 11 apart, 10 tables
    { kind: "keep-apart", studentIds: ["s20", "s21"] },
    ...Array.from(
      { length: 18 },
      (_, k): GroupRule => ({
        kind: "keep-apart",
        studentIds: [ids[22 + k] as string, ids[40 + (k % 20)] as string],
      }),
    ),
  ];
  const needs = new Map(ids.slice(30, 40).map((id) => [id, ["door" as const]]));
  const pinned = new Map([
    ["s20", "t1:0"],
    ["s21", "t1:1"],
  ]);
  const explained = measure("Seating, 60 seats, an infeasible case explained", 100, (seed) =>
    placeStudents(sixty, class60, { rules, needs, pinned, random: seededRandom(seed) }),
  );
  console.log(`  ${outcome(explained)}`);
}
