import { describe, expect, it } from "vitest";
import {
  googleErrorText,
  googleNeeds,
  returnToast,
} from "#src/client/features/google-classroom/google-errors";
import { ApiError } from "#src/client/lib/api-error";

const answer = (status: number, body: unknown) => ApiError.of(status, body);

describe("Google Classroom errors in the browser", () => {
  it("tells Reconnect and Connect apart from every other error", () => {
    expect(googleNeeds(answer(409, { error: "x", code: "google_reconnect" }))).toBe("reconnect");
    expect(googleNeeds(answer(409, { error: "x", code: "google_not_connected" }))).toBe("connect");
    expect(
      googleNeeds(answer(409, { error: "You can have at most 5 classes", code: "limit_reached" })),
    ).toBeNull();
    // The code sits at the top level of the answer, not in its details.
    expect(googleNeeds(answer(409, { error: "x", details: { code: "google_reconnect" } }))).toBe(
      null,
    );
    expect(googleNeeds(answer(403, { error: "x", code: "google_reconnect" }))).toBe(null);
    expect(googleNeeds(new TypeError("Failed to fetch"))).toBeNull();
  });

  it("shows the server's words, a refused field's own message first", () => {
    expect(googleErrorText(answer(502, { error: "Google Classroom is not answering" }))).toBe(
      "Google Classroom is not answering",
    );
    expect(
      googleErrorText(
        answer(400, {
          error: "Invalid request",
          details: [{ field: "body.courses.0.course_id", message: "course_id is not valid" }],
        }),
      ),
    ).toBe("course_id is not valid");
    expect(googleErrorText(new TypeError("Failed to fetch"))).toMatch(/could not be reached/);
  });

  it("words each way back from Google's consent", () => {
    expect(returnToast("connected")?.title).toBe("Google Classroom connected");
    expect(returnToast("scopes")?.description).toMatch(/Both permissions/);
    expect(returnToast("denied")?.variant).toBe("destructive");
    expect(returnToast("error")?.variant).toBe("destructive");
    expect(returnToast(null)).toBeNull();
    expect(returnToast("anything")).toBeNull();
  });
});
