/** Types of parent-watch.mjs, for the TypeScript tests. */
export function whenOrphaned(onOrphaned: () => void, intervalMs?: number): void;
