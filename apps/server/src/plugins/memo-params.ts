import type { FastifySchemaCompiler } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { $ZodType } from "zod/v4/core";

/** Distinct path parameter sets remembered per route; past it the memory starts again (paths can name anything). */
const MEMO_MAX = 1_000;

/**
 * zod's validator compiler (the app's), with the path parameters' answers remembered: a route polled
 * over and over with the same path (task results, every 2 s per task) then costs a map lookup rather
 * than a schema check. Only valid parameter sets are remembered, so a bad one is checked by zod every
 * time and gets its validation error as before. Safe because a params schema of strings checked by
 * patterns answers the same for the same strings; the remembered value is frozen, since every request
 * with that path gets the same object. The body, query string and headers are checked by zod as before.
 */
export function memoParamsValidatorCompiler<S>(route: FastifyRouteSchemaDef<S>): ReturnType<FastifySchemaCompiler<S>> {
  // The route's schemas are zod's (the app's type provider); the generic keeps any route's schema type acceptable here.
  const validate = validatorCompiler(route as unknown as FastifyRouteSchemaDef<$ZodType>);
  if (route.httpPart !== "params") return validate;
  const memo = new Map<string, unknown>();
  return (data: unknown) => {
    const key = keyOf(data);
    if (key === undefined) return validate(data);
    const known = memo.get(key);
    if (known !== undefined) return { value: known };
    const result = validate(data);
    if (typeof result === "object" && "value" in result && result.error === undefined && typeof result.value === "object" && result.value !== null) {
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(key, Object.freeze(result.value));
    }
    return result;
  };
}

/**
 * The parameters' values, each after its length so no two sets join to the same key (the names are the
 * route's, in the router's order), or undefined when one is not a string.
 */
function keyOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  let key = "";
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== "string") return undefined;
    key += `${value.length}:${value}`;
  }
  return key;
}
