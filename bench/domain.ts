/**
 * Domain benchmarks: CSV parse + validate of 100,000 rows (target < 1 s), balanced assignment of
 * a 100,000-row import (< 0.3 s), and Diverse grouping of 1,000 students into 20 groups (< 50 ms)
 * with its quality against the lower bound; then the group rules, saved groupings and New
 * partners (domain-groups.ts). Figures only; nothing here fails a build.
 */

import { exportStudentsCsv } from "../src/domain/csv/export";
import { parseStudentCsv } from "../src/domain/csv/import";
import { tightQuality } from "../src/domain/grouping/bound";
import { createGroups } from "../src/domain/grouping/groups";
import { groupQuality } from "../src/domain/grouping/quality";
import { defaultRandom, pick, type Random, seededRandom } from "../src/domain/random";
import { DEFAULT_ATTRIBUTES } from "../src/domain/students/attributes";
import { assignBalanced, countValues } from "../src/domain/students/balance";
import { largeGenerate, newPartners } from "./domain-groups";

const A = DEFAULT_ATTRIBUTES;

function randomStudents(n: number, random: Random) {
  return Array.from({ length: n }, (_, i) => ({
    name: `Student ${i} "Q", Jr.`,
    number: 1 + random.int(4),
    color: pick(A.color.options, random),
    element: pick(A.element.options, random),
    shape: pick(A.shape.options, random),
  }));
}

/** Milliseconds of the first (cold) run and the median of the following runs. */
function time(runs: number, body: () => void): { cold: number; median: number } {
  const samples: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const start = performance.now();
    body();
    samples.push(performance.now() - start);
  }
  const cold = samples.shift() as number;
  samples.sort((a, b) => a - b);
  return { cold, median: samples[Math.floor(samples.length / 2)] as number };
}

function line(label: string, t: { cold: number; median: number }, targetMs: number): void {
  const verdict = t.median < targetMs ? "ok" : "OVER";
  console.log(
    `${label}: median ${t.median.toFixed(1)} ms, first run ${t.cold.toFixed(1)} ms (target < ${targetMs} ms, ${verdict})`,
  );
}

export async function run(): Promise<void> {
  const random = seededRandom(20261121);
  const csv = exportStudentsCsv(randomStudents(100_000, random));
  const parsed = parseStudentCsv(csv);
  if (!parsed.ok || parsed.students.length !== 100_000)
    throw new Error("CSV fixture did not parse");
  line(
    `CSV parse + validate, 100,000 rows (${(csv.length / 1e6).toFixed(1)} MB)`,
    time(5, () => parseStudentCsv(csv)),
    1000,
  );

  const classCounts = countValues(A, randomStudents(30, random));
  line(
    "Balanced assignment, 100,000-row import (crypto randomness)",
    time(5, () => assignBalanced(A, classCounts, 100_000, defaultRandom)),
    300,
  );
  line(
    "CSV import in balanced mode, 100,000 rows (parse + validate + assign)",
    time(3, () => parseStudentCsv(csv, { balanced: { counts: classCounts } })),
    1300,
  );

  const students = randomStudents(1000, random);
  let groups: ReturnType<typeof createGroups<(typeof students)[number]>> = [];
  line(
    "Diverse grouping, 1,000 students into 20 groups",
    time(20, () => {
      groups = createGroups(students, { method: "diverse", count: 20 });
    }),
    50,
  );
  const q = groupQuality(groups, A);
  const ratio = q.lowerBound === 0 ? 1 : q.score / q.lowerBound;
  console.log(
    `  quality: score ${q.score.toFixed(2)}, lower bound ${q.lowerBound.toFixed(2)}, ratio ${ratio.toFixed(3)} (target <= 1.05)`,
  );
  smallClasses(random);
  largeGenerate(random);
  newPartners("random");
  for (const method of ["diverse", "balanced", "same-category"] as const) {
    newPartners(method, true);
    newPartners(method);
  }
}

/** Diverse on small classes against the tight bound (exact optimum where the search finishes). */
function smallClasses(random: Random): void {
  for (const [n, k] of [
    [13, 3],
    [20, 5],
    [25, 4],
    [30, 6],
    [39, 12],
  ] as const) {
    const small = randomStudents(n, random);
    const start = performance.now();
    const groups = createGroups(small, { method: "diverse", count: k });
    const ms = performance.now() - start;
    const t = tightQuality(groups, A, undefined, { budgetMs: 2000 });
    const bound = t.complete
      ? t.exact
        ? "optimum"
        : "tight bound"
      : "per-attribute bound (2 s out)";
    console.log(
      `Diverse, ${n} students into ${k} groups: ${ms.toFixed(1)} ms; score ${t.score.toFixed(2)}, ${bound} ${t.lowerBound.toFixed(2)}, ratio ${(t.score / t.lowerBound).toFixed(3)}`,
    );
  }
}
