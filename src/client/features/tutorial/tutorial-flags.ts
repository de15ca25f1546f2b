import { PRODUCT_NAME, STORAGE_KEYS } from "#src/client/lib/constants";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** How many steps the tutorial has (tutorial-steps.ts), known without loading them. */
export const TUTORIAL_STEP_COUNT = 6;

/** Where the tutorial was left (its step number, from 0), so Resume Tutorial opens it there. */
export const TUTORIAL_STEP_KEY = `${PRODUCT_NAME.toLowerCase()}.tutorialStep`;

function read(storage: StorageLike, key: string): boolean {
  try {
    return storage.getItem(key) === "true";
  } catch {
    return false;
  }
}

function write(storage: StorageLike, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Unavailable storage: the tutorial may show again, or start from its first step: harmless.
  }
}

/**
 * docs/product.md#tutorial: the tutorial opens by itself once per browser, and after sign-in when the
 * intro flag is missing (sign-out clears browser storage, so a new sign-in shows it again
 * unless the teacher completes it).
 */
export function shouldAutoShowTutorial(storage: StorageLike): boolean {
  return (
    !read(storage, STORAGE_KEYS.introCompleted) && !read(storage, STORAGE_KEYS.hasSeenTutorial)
  );
}

/** The step the teacher left the tutorial at, or null (never left mid-way, or finished). */
export function savedTutorialStep(storage: StorageLike, stepCount: number): number | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(TUTORIAL_STEP_KEY);
  } catch {
    return null;
  }
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const step = Number(raw);
  return step > 0 && step < stepCount ? step : null;
}

/**
 * How the tutorial closed: finished (Get Started), or left at a step (Skip Tutorial, Escape).
 * Seen: always. Completed (`classcharmIntroCompleted`): when finished, or left with "Don't show
 * this again" ticked. The step left at is kept for Resume Tutorial, unless it was the first (nothing
 * to resume), the tutorial was finished, or the teacher asked not to see it again.
 */
export type TutorialEnd = { kind: "finished" } | { kind: "left"; step: number };

export function recordTutorialEnd(
  storage: StorageLike,
  end: TutorialEnd,
  dontShowAgain: boolean,
): number | null {
  write(storage, STORAGE_KEYS.hasSeenTutorial, "true");
  if (end.kind === "finished" || dontShowAgain) write(storage, STORAGE_KEYS.introCompleted, "true");
  const resumeAt = end.kind === "left" && !dontShowAgain && end.step > 0 ? end.step : null;
  write(storage, TUTORIAL_STEP_KEY, resumeAt === null ? null : String(resumeAt));
  return resumeAt;
}
