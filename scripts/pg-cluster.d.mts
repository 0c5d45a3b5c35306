/** Types of pg-cluster.mjs, for the TypeScript benches. */
export function findPostgresBinDir(): string | undefined;
export function startThrowawayCluster(): Promise<{ url: string; stop: () => void } | undefined>;
export function runOnFreshDatabase(prefix: string, run: (url: string) => number | Promise<number>): Promise<number>;
