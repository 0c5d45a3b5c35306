export * from "./downloads";
export * from "./envelope";
export * from "./errors";
export * from "./health";
export * from "./images";
export * from "./language";
export * from "./tasks";
export * from "./logo-styles";
