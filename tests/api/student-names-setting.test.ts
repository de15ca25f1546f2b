import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#src/server/env";

/** STUDENT_NAMES (docs/decisions/0057-last-initials.md): full unless set to initials. */
describe("the STUDENT_NAMES setting", () => {
  it("is full when unset, empty or full, and initials when so set", () => {
    expect(loadConfig({}).studentNames).toBe("full");
    expect(loadConfig({ STUDENT_NAMES: "" }).studentNames).toBe("full");
    expect(loadConfig({ STUDENT_NAMES: "full" }).studentNames).toBe("full");
    expect(loadConfig({ STUDENT_NAMES: " initials " }).studentNames).toBe("initials");
  });

  it.each(["Initials", "on", "true", "first"])("stops start-up on STUDENT_NAMES=%s", (value) => {
    try {
      loadConfig({ STUDENT_NAMES: value });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        `STUDENT_NAMES (got "${value}"): must be "full" or "initials"`,
      ]);
    }
  });
});
