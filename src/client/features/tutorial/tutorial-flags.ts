import { STORAGE_KEYS } from "#src/client/lib/constants";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function read(storage: StorageLike, key: string): boolean {
  try {
    return storage.getItem(key) === "true";
  } catch {
    return false;
  }
}

function mark(storage: StorageLike, key: string): void {
  try {
    storage.setItem(key, "true");
  } catch {
    // Unavailable storage: the tutorial may show again next time, which is harmless.
  }
}

/**
 * docs/product.md#tutorial / docs/product.md#tutorial: the tutorial opens by itself once per browser, and after sign-in when the
 * intro flag is missing (sign-out clears browser storage, so a new sign-in shows it again
 * unless the teacher completes it).
 */
export function shouldAutoShowTutorial(storage: StorageLike): boolean {
  return (
    !read(storage, STORAGE_KEYS.introCompleted) && !read(storage, STORAGE_KEYS.hasSeenTutorial)
  );
}

export type TutorialEnd = "skipped" | "finished";

/**
 * Records how the tutorial closed. Seen: always. Completed (`classcharmIntroCompleted`,
 * docs/product.md#tutorial): when finished with Get Started, or skipped with "Don't show this again" ticked.
 */
export function recordTutorialEnd(
  storage: StorageLike,
  end: TutorialEnd,
  dontShowAgain: boolean,
): void {
  mark(storage, STORAGE_KEYS.hasSeenTutorial);
  if (end === "finished" || dontShowAgain) mark(storage, STORAGE_KEYS.introCompleted);
}
