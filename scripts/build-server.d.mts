/** Types of build-server.mjs, for the TypeScript tests and benches. */
export const defaultOutdir: string;
export function buildServer(options?: { outdir?: string }): Promise<{ ms: number; inputs: number }>;
