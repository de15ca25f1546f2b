import { expect } from "vitest";
import type { DataSource } from "#src/client/data/source";
import { ApiError } from "#src/client/lib/api-error";

/**
 * A source for a new teacher: no classes, default settings, the default class limit of 5.
 * The contract runs against the memory source and, in the API tests, the HTTP source on the
 * real server, so both answer the screens alike.
 */
export type FreshSource = () => Promise<DataSource>;

export interface Failure {
  status: number;
  body: { error: string; code?: string; details?: unknown };
}

/**
 * The status and JSON body of the ApiError a call rejects with; its message stays the API's
 * "<status>: <body>".
 */
export async function failure(call: Promise<unknown>): Promise<Failure> {
  const error = await call.then(
    () => expect.unreachable("the call should have failed"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, body, message } = error as ApiError;
  expect(message).toBe(`${status}: ${JSON.stringify(body)}`);
  return { status, body: body as Failure["body"] };
}

/** The fields a 400's details name. */
export const fields = (f: Failure) =>
  (f.body.details as { field: string }[] | undefined)?.map((d) => d.field) ?? [];

/** Lets the clock move on, so a later timestamp is strictly later (ISO strings hold ms). */
export const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Max count minus min count of the values over the given options. */
export function spread(
  values: readonly (string | number | null)[],
  options: readonly (string | number)[],
): number {
  const counts = options.map((o) => values.filter((v) => v === o).length);
  return Math.max(...counts) - Math.min(...counts);
}

/** A class with these students (each `{ name, ...values }`), made through the source. */
export async function classWith(
  source: DataSource,
  students: ({ name: string } & Record<string, unknown>)[] = [],
  name = "Period 3",
) {
  const created = await source.createClass({ name });
  for (const s of students) await source.createStudent({ class_id: created.id, ...s });
  return created;
}
