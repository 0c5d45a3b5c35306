import type * as Contracts from "@studio/contracts";
import type { z } from "zod";

/**
 * A response schema of @studio/contracts that loads, with zod, when the first call needs it. zod
 * and the schemas are about a quarter of a page's JavaScript and the first screen renders without
 * them (it validates answers, it does not draw), so the API modules every page imports name their
 * schemas this way and keep zod out of the initial download (e2e bundle-budget). The answer is
 * still checked before any caller sees it (client.ts).
 */
export type LazySchema<T> = { readonly load: () => Promise<z.ZodType<T>> };

export type ContractSchemas = typeof Contracts;

let loading: Promise<ContractSchemas> | undefined;

/** The contracts module, imported once; a failed chunk load (offline) is retried by the next call. */
export function loadContracts(): Promise<ContractSchemas> {
  loading ??= import("@studio/contracts").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** `schema: contractSchema((c) => c.currentUserSchema)`: the schema, picked once the contracts are here. */
export function contractSchema<T>(pick: (contracts: ContractSchemas) => z.ZodType<T>): LazySchema<T> {
  return { load: () => loadContracts().then(pick) };
}

export function isLazySchema<T>(schema: z.ZodType<T> | LazySchema<T>): schema is LazySchema<T> {
  return "load" in schema && typeof schema.load === "function";
}
