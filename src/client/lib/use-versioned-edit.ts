import { type RefObject, useState } from "react";
import { conflictOf } from "./api-error";

/**
 * The conflict handling every edit form shares: the version the edit started
 * from (sent as If-Match), and after a refused stale save the row as stored now, with the two
 * ways on: Reload (take theirs) or Keep my changes (save mine over theirs, knowingly).
 */
export function useVersionedEdit<T extends { version: number }>(options: {
  /** The row the edit started from (none for a new one). */
  loaded: T | null | undefined;
  /** Puts the stored row into the form (Reload). */
  onReload: (current: T) => void;
  /** Anything else Keep my changes must do (the form keeps the teacher's input). */
  onKeep?: (current: T) => void;
  /** Where focus goes once the conflict is settled. */
  focus?: RefObject<HTMLElement | null>;
}) {
  const [base, setBase] = useState<T | null>(options.loaded ?? null);
  const [conflict, setConflict] = useState<T | null>(null);
  // The next save is made from the stored version: after Keep my changes it replaces the other
  // change, knowingly; after Reload it saves the teacher's edits of the stored row.
  const settle = (current: T) => {
    setBase(current);
    setConflict(null);
    options.focus?.current?.focus();
  };
  return {
    /** The row the next save is made from. */
    base,
    /** Its version, for If-Match. */
    ifMatch: base?.version,
    /** The row as stored now, while a refused save waits for the teacher's choice. */
    conflict,
    showConflict: setConflict,
    /** Whether `error` was a refused stale save; if so the conflict is shown. */
    refused(error: unknown): boolean {
      const stale = conflictOf<T>(error);
      if (stale) setConflict(stale.current);
      return stale !== null;
    },
    reload(current: T) {
      options.onReload(current);
      settle(current);
    },
    keepMine(current: T) {
      options.onKeep?.(current);
      settle(current);
    },
  };
}
