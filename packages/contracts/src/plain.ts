/**
 * The contracts' values that need no zod (`@studio/contracts/plain`): languages, page sizes and
 * error codes. The browser's first screen imports these and nothing else of the contracts, so zod
 * and the schemas stay out of its initial JavaScript (apps/web/src/api/contract-schema.ts).
 */
export * from "./errors";
export * from "./language-codes";
export * from "./page-sizes";
