export * from "./access-rules";
export * from "./credit-costs";
export * from "./credit-kinds";
export * from "./generation-gate";
export * from "./quota-day";
