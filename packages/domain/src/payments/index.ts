export * from "./catalogue";
export * from "./packages";
export * from "./orders";
export * from "./stripe-merchant";
export * from "./money";
export * from "./download-files";
export * from "./messaging-app-pay";
export * from "./offered";
