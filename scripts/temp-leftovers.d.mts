/** The entries left in `dir` by tests (tools' compile caches aside), sorted; [] when none. */
export function leftovers(dir: string): string[];
