import type { Migration } from "kysely";
import * as initial from "./20261122-0001-initial";

/** Every migration in order. Names sort by time; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "20261122-0001-initial": initial,
};
