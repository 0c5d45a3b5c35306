/** Types of compiled-build.mjs, for the TypeScript tests. */
export function newestMtime(dir: string): number;
export function compiledBuildProblem(root: string, options?: { web?: boolean }): string | undefined;
