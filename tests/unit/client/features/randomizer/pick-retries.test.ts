import { describe, expect, it } from "vitest";
import {
  canRetryPick,
  PICK_ATTEMPTS,
  recordWithRetries,
} from "#src/client/features/randomizer/api";
import { notRecordedText } from "#src/client/features/randomizer/use-draws";
import { ApiError } from "#src/client/lib/api-error";

describe("a pick's retries", () => {
  it("sends again after a failed fetch or a server failure, waiting longer each time", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await recordWithRetries(
      async () => {
        calls++;
        if (calls === 1) throw new TypeError("Failed to fetch");
        if (calls === 2) throw new ApiError(503, '{"error":"busy"}');
        return "recorded";
      },
      async (attempt) => {
        waits.push(attempt);
      },
    );
    expect(result).toBe("recorded");
    expect(calls).toBe(3);
    expect(waits).toEqual([1, 2]);
  });

  it("gives up after PICK_ATTEMPTS failed fetches, and never resends a refusal", async () => {
    let calls = 0;
    const offline = recordWithRetries(
      async () => {
        calls++;
        throw new TypeError("Failed to fetch");
      },
      async () => {},
    );
    await expect(offline).rejects.toThrow(TypeError);
    expect(calls).toBe(PICK_ATTEMPTS);
    calls = 0;
    const refused = recordWithRetries(
      async () => {
        calls++;
        throw new ApiError(404, '{"error":"Student not found in this class"}');
      },
      async () => {},
    );
    await expect(refused).rejects.toThrow("404");
    expect(calls).toBe(1);
    expect(canRetryPick(new ApiError(422, "{}"))).toBe(false);
  });

  it("tells the teacher plainly that the pick was not recorded, and why when the server said", () => {
    expect(notRecordedText(["Ava"], new TypeError("Failed to fetch"))).toBe(
      "Ava was not recorded in the Selection History. Check the connection, then press Retry.",
    );
    expect(
      notRecordedText(
        ["Ava", "Ben"],
        new ApiError(404, '{"error":"Student not found in this class"}'),
      ),
    ).toBe(
      "Ava and Ben were not recorded in the Selection History. Student not found in this class.",
    );
  });
});
