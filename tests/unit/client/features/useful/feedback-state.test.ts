import { describe, expect, it } from "vitest";
import {
  counterText,
  feedbackErrors,
  MAX_FEEDBACK,
  remainingText,
} from "#src/client/features/useful/feedback-state";

describe("feedback form", () => {
  it("counts characters against 2,000", () => {
    expect(counterText("")).toBe("0 / 2,000 characters");
    expect(counterText("x".repeat(1234))).toBe("1,234 / 2,000 characters");
  });

  it("announces what is left only near the limit", () => {
    expect(remainingText("x".repeat(1899))).toBeNull();
    expect(remainingText("x".repeat(1900))).toBe("100 characters left");
    expect(remainingText("x".repeat(MAX_FEEDBACK - 1))).toBe("1 character left");
  });

  it("uses the API's rules: a message is required, the e-mail is optional but valid", () => {
    expect(feedbackErrors("Great app", "")).toBeNull();
    expect(feedbackErrors("Great app", "me@example.com")).toBeNull();
    expect(feedbackErrors("  ", "")).toEqual({ message: "Message is required" });
    expect(feedbackErrors("Hi", "not-an-address")).toEqual({
      email: "Email must be a valid address",
    });
    expect(feedbackErrors("x".repeat(2001), "")?.message).toBe(
      "Message must be at most 2000 characters",
    );
  });
});
