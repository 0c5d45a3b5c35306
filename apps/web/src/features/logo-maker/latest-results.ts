import type { ImageRecord } from "@studio/contracts";
import { designOf, type Design } from "./icon-design/icon-design-api";

/**
 * The results of the user's latest generation for the icon design modal, from their newest logos:
 * the records of the latest one's group (the generation's variants and the edits made of them),
 * edits first (newest first, as the modal adds them), then the variants in the order the task made
 * them, as the maker's own results show them. Records that are not task results are left out.
 */
export function latestResultDesigns(latest: ImageRecord, newest: readonly ImageRecord[]): { designs: Design[]; initial: Design } | undefined {
  const toDesign = (record: ImageRecord) => designOf({ url: record.src, width: record.width, height: record.height, groupId: record.groupId });
  const initial = toDesign(latest);
  if (!initial) return undefined;
  const group = newest.filter((record) => record.groupId === latest.groupId);
  if (!group.some((record) => record.id === latest.id)) group.unshift(latest);
  const edits = group.filter((record) => record.task_id !== latest.groupId);
  const variants = group.filter((record) => record.task_id === latest.groupId).sort((a, b) => a.src.localeCompare(b.src, "en", { numeric: true }));
  const designs = [...edits, ...variants].flatMap((record) => toDesign(record) ?? []);
  return { designs, initial: designs.find((design) => design.key === initial.key) ?? initial };
}
