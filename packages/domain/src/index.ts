export * from "./credits";
export * from "./upload-limits";
export * from "./logo-brief-text";
export * from "./areas";
export * from "./sign-in-waits";
export * from "./payments";
export * from "./bulk-prompts";
export * from "./editor";
