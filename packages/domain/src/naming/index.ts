export * from "./naming-brief";
export * from "./name-suggestions";
