export * from "./envelope";
export * from "./errors";
export * from "./health";
export * from "./language";
export * from "./tasks";
