/**
 * The contracts' values that need no zod (`@studio/contracts/plain`): languages, page sizes,
 * error codes and the classic maker's constants. The browser's first screens import these and nothing
 * else of the contracts, so zod and the schemas stay out of its initial JavaScript (apps/web/src/api/contract-schema.ts).
 */
export * from "./errors";
export * from "./language-codes";
export * from "./page-sizes";
export * from "./classic-constants";
export * from "./generator-limits";
export * from "./model-names";
export * from "./image-tool-names";
export * from "./upload-constants";
