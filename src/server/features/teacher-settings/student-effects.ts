import { sql } from "kysely";
import type { AttributeName } from "#src/domain/students/attributes";
import type { OptionEditResult, StudentRecord } from "#src/domain/students/option-changes";
import { optionProblemMessage } from "#src/domain/students/option-messages";
import { type OptionProblem, optionProblemText } from "#src/domain/students/option-rules";
import { HttpError } from "#src/server/errors";
import type { Db } from "../repository-kit";

export interface StudentEffect {
  /** Students whose value moved to another option (a rename, or a number position shift). */
  studentsChanged: number;
  /** Students whose value was cleared (shown "N/A"). */
  studentsCleared: number;
}

type Value = string | number;

/** One attribute's distinct non-null values among the teacher's students, per class, counted. */
async function valueGroups(db: Db, teacherId: string, attribute: AttributeName) {
  const column = `students.${attribute}` as const;
  const rows = await db
    .selectFrom("students")
    .innerJoin("classes", "classes.id", "students.class_id")
    .select((eb) => [
      eb.ref(column).as("value"),
      "students.class_id as class_id",
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("classes.user_id", "=", teacherId)
    .where(column, "is not", null)
    .groupBy([column, "students.class_id"])
    .execute();
  return rows.flatMap((r) =>
    r.value === null ? [] : [{ value: r.value as Value, classId: r.class_id, n: Number(r.n) }],
  );
}

/**
 * 400 for an option list that breaks the rules: the error in the request's language, each
 * field detail in English (as the API's other field details).
 */
export function optionsError(problems: readonly OptionProblem[]): HttpError {
  return new HttpError(
    400,
    problems.map(optionProblemMessage),
    problems.map((problem) => ({ field: "body.options", message: optionProblemText(problem) })),
  );
}

/**
 * Plans an option change with the domain (docs/product.md#attributes) over the teacher's students in all their classes
 * and writes it: one UPDATE maps each old value to its new one (or null), students' and their
 * classes' updated_at move. The plan sees one record per distinct value, since the domain's
 * mapping depends only on the value. Run inside the transaction that saves the setting.
 */
export async function changeStudentValues(
  db: Db,
  teacherId: string,
  attribute: AttributeName,
  plan: (students: StudentRecord[]) => OptionEditResult,
  now: string,
): Promise<{ options: string[]; effect: StudentEffect }> {
  const groups = await valueGroups(db, teacherId, attribute);
  const distinct = [...new Set(groups.map((g) => g.value))];
  const records = distinct.map((value, i) => ({
    id: String(i),
    number: null,
    color: null,
    element: null,
    shape: null,
    [attribute]: value,
  }));
  const result = plan(records);
  if (!result.ok) throw optionsError(result.problems);
  const mapping = new Map<Value, Value | null>();
  for (const change of result.changes) {
    const from = distinct[Number(change.id)];
    if (from !== undefined) mapping.set(from, change.to);
  }
  const effect: StudentEffect = { studentsChanged: 0, studentsCleared: 0 };
  const classIds = new Set<string>();
  for (const group of groups) {
    if (!mapping.has(group.value)) continue;
    classIds.add(group.classId);
    if (mapping.get(group.value) === null) effect.studentsCleared += group.n;
    else effect.studentsChanged += group.n;
  }
  if (mapping.size === 0) return { options: result.options, effect };

  const ref = sql.ref(attribute);
  const whens = [...mapping].map(([from, to]) => sql`when ${from} then ${to}`);
  await db
    .updateTable("students")
    .set(attribute, sql<Value | null>`case ${ref} ${sql.join(whens, sql` `)} else ${ref} end`)
    .set("updated_at", now)
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where((eb) => eb(ref, "in", [...mapping.keys()]))
    .where("class_id", "in", (eb) =>
      eb.selectFrom("classes").select("id").where("user_id", "=", teacherId),
    )
    .execute();
  await db
    .updateTable("classes")
    .set("updated_at", now)
    .where("id", "in", [...classIds])
    .where("user_id", "=", teacherId)
    .execute();
  return { options: result.options, effect };
}
