export * from "./canvas";
export * from "./element-types";
export * from "./filters";
export * from "./gradients";
