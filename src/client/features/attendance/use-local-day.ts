import { useEffect, useState } from "react";
import { localDay } from "#src/domain/attendance/school-day";

/**
 * Today's local date ("YYYY-MM-DD"), drawn again when a new day starts: the date is looked at
 * every minute (a timer overdue after the computer slept runs as it wakes). A page left open
 * overnight otherwise kept yesterday's roll on screen, and its taps were written to yesterday.
 */
export function useLocalDay(): string {
  const [, setSeen] = useState(localDay);
  useEffect(() => {
    const timer = setInterval(() => setSeen(localDay()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return localDay();
}
