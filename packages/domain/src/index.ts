export * from "./upload-limits";
