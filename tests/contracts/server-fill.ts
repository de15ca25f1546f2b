import type { Database } from "#src/server/db/connect";
import { insertGroupings, insertRules } from "../support/groupings-world";
import type { ContractFill } from "./groupings-contract";

/**
 * The contract's cheap way to the 409 limits on the real server: the rules and groupings are
 * written straight into its database in one statement each (hundreds of requests take tens of
 * seconds on PostgreSQL), then the contract adds the last one through the HTTP source. The rows
 * are whole: rules name their students, groupings hold them as saved.
 */
export function serverFill(database: () => Database): ContractFill {
  return {
    rules: (_source, classId, studentIds, count) =>
      insertRules(database().db, classId, count, studentIds),
    groupings: (_source, classId, studentIds, count) =>
      insertGroupings(database().db, classId, count, studentIds),
  };
}
