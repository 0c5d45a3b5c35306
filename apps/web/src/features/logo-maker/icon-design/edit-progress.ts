/** Spec 02 section 4: the loading overlay's text by progress (the highest threshold reached). */
export const editProgressMessages = [
  { from: 90, key: "almostDone" },
  { from: 70, key: "finalizing" },
  { from: 50, key: "adjustingColors" },
  { from: 30, key: "creatingDesigns" },
  { from: 10, key: "analyzing" },
  { from: 0, key: "gettingStarted" },
] as const;

export type EditProgressKey = (typeof editProgressMessages)[number]["key"];

export function editProgressKey(percent: number): EditProgressKey {
  return editProgressMessages.find((message) => percent >= message.from)?.key ?? "gettingStarted";
}
