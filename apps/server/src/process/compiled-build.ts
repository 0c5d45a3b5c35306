/**
 * Which code this process runs: the production build (scripts/build-server.mjs, an esbuild bundle
 * in apps/server/dist run by plain node) or the TypeScript sources (tsx, vitest). The build
 * defines __STUDIO_BUILD__; from the sources it does not exist.
 */
declare const __STUDIO_BUILD__: CompiledBuild | undefined;

export type CompiledBuild = { kind: string; builtAt: string; commit: string };

export function compiledBuild(): CompiledBuild | undefined {
  return typeof __STUDIO_BUILD__ === "undefined" ? undefined : __STUDIO_BUILD__;
}

/** The one line a compiled process prints first, so an operator sees what runs; nothing from the sources (unchanged start). */
export function compiledBuildLine(build: CompiledBuild | undefined, entry: string, nodeVersion = process.version): string | undefined {
  if (!build) return undefined;
  return `Running the compiled build: ${build.kind} ${entry} of commit ${build.commit}, built ${build.builtAt}, on plain node ${nodeVersion} (no TypeScript loader)`;
}
