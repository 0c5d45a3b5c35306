export * from "./product-areas";
