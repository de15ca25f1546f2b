/** Every tsconfig `npm run typecheck` checks, the largest program first. */
export const TSCONFIGS: string[];
/** Typechecks `configs` (default: all), at most one per core at a time; resolves to the exit code. */
export function typecheck(configs?: string[]): Promise<number>;
