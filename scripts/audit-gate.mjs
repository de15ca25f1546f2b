// The dependency gate: `npm audit --omit=dev`, failing on any high or
// critical advisory in production dependencies unless a reviewed, unexpired exception in
// audit-exceptions.json accepts it. Run by .ci/run before the tests; `node scripts/audit-gate.mjs`.
//
// When the registry's advisory service can't be reached (this project's CI machines answer 405
// for it), the gate fails too, unless AUDIT_UNREACHABLE=warn says to go on with a warning.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const BLOCKING = new Set(["high", "critical"]);

/** The GHSA id of an advisory's URL (https://github.com/advisories/GHSA-xxxx-xxxx-xxxx). */
const ghsaOf = (url) => /GHSA(-[0-9a-z]{4}){3}/i.exec(url ?? "")?.[0]?.toUpperCase();

/**
 * The advisories of an `npm audit --json` report (auditReportVersion 2), one per advisory and
 * package, with the GHSA id exceptions name. A package listed only through another package
 * (`via` holds names, not advisories) adds nothing: its cause is listed itself.
 */
export function advisories(report) {
  const found = [];
  for (const vuln of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== "object" || via === null) continue;
      found.push({
        id: ghsaOf(via.url) ?? String(via.source),
        package: via.name ?? vuln.name,
        severity: via.severity ?? vuln.severity,
        title: via.title ?? "",
        url: via.url ?? "",
        range: via.range ?? vuln.range ?? "",
      });
    }
  }
  return found;
}

/** Checks audit-exceptions.json's shape; every entry needs an id, a reason and an expiry date. */
export function parseExceptions(json) {
  const list = json?.exceptions;
  if (!Array.isArray(list)) throw new Error('audit-exceptions.json needs { "exceptions": [] }');
  return list.map((e, i) => {
    const where = `audit-exceptions.json exception ${i + 1}`;
    if (typeof e?.id !== "string" || !/^GHSA(-[0-9a-z]{4}){3}$/i.test(e.id))
      throw new Error(`${where}: "id" must be a GHSA id`);
    if (typeof e.reason !== "string" || e.reason.trim().length < 10)
      throw new Error(`${where}: "reason" must say why it is safe (10+ characters)`);
    if (typeof e.reviewedBy !== "string" || e.reviewedBy.trim() === "")
      throw new Error(`${where}: "reviewedBy" must name who reviewed it`);
    if (typeof e.expires !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(e.expires))
      throw new Error(`${where}: "expires" must be a date, YYYY-MM-DD`);
    return { ...e, id: e.id.toUpperCase() };
  });
}

/**
 * The gate's verdict for one report. `today` is YYYY-MM-DD; an exception expires at the end
 * of its date. Returns the advisories that block, those accepted, and exceptions past expiry.
 */
export function evaluate(report, exceptions, today) {
  const live = exceptions.filter((e) => e.expires >= today);
  const expired = exceptions.filter((e) => e.expires < today);
  const severe = advisories(report).filter((a) => BLOCKING.has(a.severity));
  const accepted = severe.filter((a) => live.some((e) => e.id === a.id));
  const blocking = severe.filter((a) => !live.some((e) => e.id === a.id));
  return { blocking, accepted, expired, ok: blocking.length === 0 };
}

/** Whether npm's JSON is an error (the advisory service didn't answer) rather than a report. */
export const isServiceError = (json) =>
  json === null || typeof json !== "object" || typeof json.vulnerabilities !== "object";

function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const exceptions = parseExceptions(
    JSON.parse(readFileSync(`${root}audit-exceptions.json`, "utf8")),
  );
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8" });
  let json = null;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    json = null;
  }
  if (isServiceError(json)) {
    const why = json?.message ?? (run.stderr.trim() || "no answer");
    const message = `npm audit: the advisory service could not be reached (${why}).`;
    if (process.env.AUDIT_UNREACHABLE === "warn") {
      console.warn(`WARNING: ${message} The dependency gate did not run (AUDIT_UNREACHABLE=warn).`);
      process.exit(0);
    }
    console.error(`${message} Set AUDIT_UNREACHABLE=warn to go on without the gate.`);
    process.exit(2);
  }
  const today = new Date().toISOString().slice(0, 10);
  const verdict = evaluate(json, exceptions, today);
  const total = json.metadata?.vulnerabilities?.total ?? 0;
  for (const a of verdict.accepted)
    console.log(`accepted (audit-exceptions.json): ${a.id} ${a.package} ${a.severity}`);
  for (const e of verdict.expired)
    console.log(`expired exception, no longer applied: ${e.id} (${e.expires})`);
  for (const a of verdict.blocking)
    console.error(`BLOCKING ${a.severity}: ${a.package} ${a.range} ${a.title} ${a.url}`);
  console.log(
    `npm audit --omit=dev: ${total} advisories, ${verdict.blocking.length} blocking (high or critical), ${verdict.accepted.length} accepted`,
  );
  process.exit(verdict.ok ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
