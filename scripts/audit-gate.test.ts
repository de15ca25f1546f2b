import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { advisories, evaluate, isServiceError, parseExceptions } from "./audit-gate.mjs";

/** The shape `npm audit --json` prints (auditReportVersion 2), trimmed to what the gate reads. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    minimist: {
      name: "minimist",
      severity: "critical",
      via: [
        {
          source: 1096466,
          name: "minimist",
          title: "Prototype Pollution in minimist",
          url: "https://github.com/advisories/GHSA-xvch-5gv4-984h",
          severity: "critical",
          range: "<0.2.4",
        },
      ],
      range: "<0.2.4",
    },
    mkdirp: { name: "mkdirp", severity: "critical", via: ["minimist"], range: "0.4.1 - 0.5.1" },
    "semver-lite": {
      name: "semver-lite",
      severity: "moderate",
      via: [
        {
          source: 1,
          name: "semver-lite",
          title: "ReDoS",
          url: "https://github.com/advisories/GHSA-aaaa-bbbb-cccc",
          severity: "moderate",
          range: "<2",
        },
      ],
    },
    tarball: {
      name: "tarball",
      severity: "high",
      via: [
        {
          source: 2,
          name: "tarball",
          title: "Path traversal",
          url: "https://github.com/advisories/GHSA-2222-3333-4444",
          severity: "high",
          range: "<6",
        },
      ],
    },
  },
  metadata: { vulnerabilities: { moderate: 1, high: 1, critical: 2, total: 4 } },
};

const exception = (id: string, expires: string) => ({
  id,
  package: "minimist",
  reason: "Only parses our own build flags, never user input.",
  reviewedBy: "ClassCharm maintainers",
  expires,
});

describe("npm audit gate", () => {
  it("blocks on high and critical advisories, counts each advisory once, ignores moderate", () => {
    expect(advisories(report).map((a: { id: string }) => a.id)).toEqual([
      "GHSA-XVCH-5GV4-984H",
      "GHSA-AAAA-BBBB-CCCC",
      "GHSA-2222-3333-4444",
    ]);
    const verdict = evaluate(report, [], "2026-11-22");
    expect(verdict.ok).toBe(false);
    expect(verdict.blocking.map((a: { package: string }) => a.package)).toEqual([
      "minimist",
      "tarball",
    ]);
  });

  it("passes a clean report", () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: {} };
    expect(evaluate(clean, [], "2026-11-22")).toMatchObject({ ok: true, blocking: [] });
  });

  it("accepts a reviewed exception until the end of its expiry date, then blocks again", () => {
    const both = parseExceptions({
      exceptions: [
        exception("GHSA-xvch-5gv4-984h", "2026-12-31"),
        exception("GHSA-2222-3333-4444", "2026-12-31"),
      ],
    });
    expect(evaluate(report, both, "2026-12-31")).toMatchObject({ ok: true });
    const later = evaluate(report, both, "2027-01-01");
    expect(later.ok).toBe(false);
    expect(later.expired).toHaveLength(2);
    const one = parseExceptions({ exceptions: [exception("GHSA-xvch-5gv4-984h", "2026-12-31")] });
    expect(evaluate(report, one, "2026-11-22").blocking.map((a: { id: string }) => a.id)).toEqual([
      "GHSA-2222-3333-4444",
    ]);
  });

  it("refuses an exception without an id, a reason, a reviewer or an expiry date", () => {
    const good = exception("GHSA-xvch-5gv4-984h", "2026-12-31");
    expect(() => parseExceptions({})).toThrow();
    expect(() => parseExceptions({ exceptions: [{ ...good, id: "minimist" }] })).toThrow(/GHSA/);
    expect(() => parseExceptions({ exceptions: [{ ...good, reason: "ok" }] })).toThrow(/reason/);
    expect(() => parseExceptions({ exceptions: [{ ...good, reviewedBy: "" }] })).toThrow(/review/);
    expect(() => parseExceptions({ exceptions: [{ ...good, expires: "soon" }] })).toThrow(/date/);
  });

  it("tells an unreachable advisory service from a report", () => {
    // What npm 11 prints with --json when the registry answers 405 (as on this project's CI).
    const unreachable = {
      message:
        "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    };
    expect(isServiceError(unreachable)).toBe(true);
    expect(isServiceError(null)).toBe(true);
    expect(isServiceError(report)).toBe(false);
  });

  it("the committed exceptions file is valid", () => {
    const json = JSON.parse(
      readFileSync(new URL("../audit-exceptions.json", import.meta.url), "utf8"),
    );
    expect(() => parseExceptions(json)).not.toThrow();
  });

  /** Runs the real CLI with a stand-in `npm` on PATH that prints `output` for `npm audit`. */
  function gate(output: unknown, env: Record<string, string> = {}) {
    const bin = mkdtempSync(join(tmpdir(), "audit-gate-"));
    writeFileSync(join(bin, "answer.json"), JSON.stringify(output));
    writeFileSync(join(bin, "npm"), `#!/bin/sh\ncat "${join(bin, "answer.json")}"\n`);
    chmodSync(join(bin, "npm"), 0o755);
    const script = new URL("./audit-gate.mjs", import.meta.url).pathname;
    const run = spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { ...process.env, AUDIT_UNREACHABLE: "", ...env, PATH: `${bin}:${process.env.PATH}` },
    });
    rmSync(bin, { recursive: true, force: true });
    return { status: run.status, out: run.stdout + run.stderr };
  }

  it("as a CLI: exits 1 on a blocking advisory, 0 when clean, 2 when npm can't reach the service", () => {
    const blocked = gate(report);
    expect(blocked.status).toBe(1);
    expect(blocked.out).toContain("BLOCKING critical: minimist");
    expect(blocked.out).toContain("2 blocking");
    const clean = gate({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} });
    expect(clean).toMatchObject({ status: 0 });
    const unreachable = { message: "405 Method Not Allowed", statusCode: 405, error: {} };
    expect(gate(unreachable).status).toBe(2);
    const warned = gate(unreachable, { AUDIT_UNREACHABLE: "warn" });
    expect(warned.status).toBe(0);
    expect(warned.out).toContain("did not run");
  });
});
