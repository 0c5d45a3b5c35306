export * from "./credits";
export * from "./upload-limits";
