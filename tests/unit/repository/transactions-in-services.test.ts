/**
 * Transactions open in one layer per resource, the feature's `service.ts`: a route handler
 * validates the request, calls the service and shapes the answer (status, ETag, conflict), so
 * the lock order and the queries of a write are read in one place (docs/decisions/0011).
 *
 * The patterns are built from pieces so that this file does not match itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const FEATURES = "src/server/features";
const word = (...parts: string[]) => parts.join("");
const FORBIDDEN = [
  word("teacher", "Transaction"),
  word(".trans", "action("),
  word("teacher", "TransactionOn"),
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(path);
    return /routes.*\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("route handlers open no transaction", () => {
  it("finds the route files", () => {
    expect(routeFiles(FEATURES).length).toBeGreaterThan(5);
  });

  it("leaves every transaction to the feature's service", () => {
    const offenders = routeFiles(FEATURES).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return FORBIDDEN.filter((name) => text.includes(name)).map(
        (name) => `${file} mentions ${name}: move the transaction into the feature's service.ts`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
