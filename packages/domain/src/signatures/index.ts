export * from "./signature-html";
