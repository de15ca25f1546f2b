/**
 * A short version of the load bench (bench/load.ts): 10 teachers doing the realistic
 * mix for 3 s against the real app on a loopback port. Every answer must be 2xx; the figures
 * are printed, never asserted (the machine is shared). And the bench's error count is checked
 * against a server that refuses requests (a per-teacher limit of 5 a minute).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatLoad, runLoad, signUpTeachers, totalRequests } from "../../bench/load-scenario";
import { createTestApp, dbKind, TEST_ORIGIN, type TestApp } from "../support/harness";

async function listening(app: TestApp["app"]): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening");
  return `http://127.0.0.1:${address.port}`;
}

const TEACHERS = 10;
const SECONDS = 3;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
});
afterAll(() => t.close());

it(`${TEACHERS} teachers doing the load mix for ${SECONDS} s get no error`, async () => {
  const cookies = await signUpTeachers(base, TEST_ORIGIN, TEACHERS);
  const result = await runLoad({
    base,
    origin: TEST_ORIGIN,
    cookies,
    seconds: SECONDS,
    thinkMs: [150, 600],
    classLimit: t.app.ctx.config.classLimit,
    maxClassSize: 250,
  });
  console.log(formatLoad(`load smoke ${dbKind}`, result).join("\n"));
  expect(result.samples).toEqual([]);
  expect(result.errors).toBe(0);
  // Every teacher opened the app, made its class and did at least one action of the mix.
  expect(result.perTeacherPerMinute).toHaveLength(TEACHERS);
  expect(result.actions.get("open")).toBe(TEACHERS);
  expect(totalRequests(result)).toBeGreaterThan(TEACHERS * 3);
});

it("counts every refused answer as an error", async () => {
  const limited = await createTestApp({ API_RATE_LIMIT: "5/60" });
  try {
    const limitedBase = await listening(limited.app);
    const cookies = await signUpTeachers(limitedBase, TEST_ORIGIN, 2);
    const result = await runLoad({
      base: limitedBase,
      origin: TEST_ORIGIN,
      cookies,
      seconds: 2,
      thinkMs: [10, 50],
      classLimit: limited.app.ctx.config.classLimit,
      maxClassSize: 250,
    });
    const refused = result.samples.filter((s) => s.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(result.errors).toBeGreaterThanOrEqual(refused.length);
    expect(formatLoad("limited", result)[0]).toContain(`${result.errors} errors`);
  } finally {
    await limited.close();
  }
});
