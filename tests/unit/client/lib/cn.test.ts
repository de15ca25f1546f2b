import { describe, expect, it } from "vitest";
import { cn } from "#src/client/lib/cn";

describe("cn (className overrides win)", () => {
  it("lets a later class of the same kind replace the earlier one", () => {
    expect(cn("px-5 text-sm font-medium", "px-4 text-base")).toBe("font-medium px-4 text-base");
    expect(cn("h-10 w-10", "size-12")).toBe("size-12");
    expect(cn("bg-primary text-primary-foreground", "bg-destructive")).toBe(
      "text-primary-foreground bg-destructive",
    );
  });

  it("keeps a colour and a size of text apart, with the app's colour tokens", () => {
    expect(cn("text-sm text-muted-foreground", "text-base")).toBe(
      "text-muted-foreground text-base",
    );
    expect(cn("text-sm text-muted-foreground", "text-destructive-text")).toBe(
      "text-sm text-destructive-text",
    );
  });

  it("knows the theme's own radius, shadow and animation tokens", () => {
    expect(cn("rounded-md", "rounded-card")).toBe("rounded-card");
    expect(cn("rounded-card", "rounded-none")).toBe("rounded-none");
    expect(cn("shadow-sm", "shadow-soft")).toBe("shadow-soft");
    expect(cn("animate-fade-in", "animate-sheet-in")).toBe("animate-sheet-in");
  });

  it("drops falsy values and joins conditional ones like clsx", () => {
    expect(cn("a", false, null, undefined, "", { b: true, c: false }, ["d"])).toBe("a b d");
  });
});
