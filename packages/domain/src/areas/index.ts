export * from "./product-areas";
export * from "./tool-kinds";
