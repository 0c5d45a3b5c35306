import type { DesignDocument, DesignElement } from "@studio/design";
import { recolorDocument } from "./recolor";

/** Omit that keeps a union a union (the built-in Omit collapses it to the shared keys). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What an update may change on an element: any of its own fields except its identity. */
export type ElementPatch = Partial<DistributiveOmit<DesignElement, "id" | "type">> & {
  // Layer fields of the v3 document; kept here too so the store groups and locks before v3 is everywhere.
  locked?: boolean;
  hidden?: boolean;
  groupId?: string | null;
  name?: string;
};

/** Document-wide fields (background, size, mono colour, layout); the elements change only through element commands. */
export type DocumentPatch = Partial<Omit<DesignDocument, "elements" | "version">>;

export type OrderTarget = "front" | "back" | "forward" | "backward";

/**
 * The one way the document changes (issue 21: one command mechanism for the whole document, so
 * undo/redo, autosave and the screen reader's announcements all see the same steps).
 */
export type EditorCommand =
  | { type: "update"; ids: readonly string[]; patch: ElementPatch }
  | { type: "add"; elements: readonly DesignElement[]; at?: number }
  | { type: "remove"; ids: readonly string[] }
  | { type: "order"; ids: readonly string[]; to: OrderTarget }
  | { type: "group"; ids: readonly string[] }
  | { type: "ungroup"; ids: readonly string[] }
  | { type: "document"; patch: DocumentPatch }
  /** A colour, and the colours within Lab 20 of it, replaced across the design (store/recolor.ts). */
  | { type: "recolor"; from: string; to: string };

export type CommandResult = {
  document: DesignDocument;
  /** The selection after the command, when the command decides it (add selects what it added). */
  selection?: readonly string[];
};

/** The layer fields every element has from document v3 on (absent on v2 elements, read as their defaults). */
export type LayerFields = { locked: boolean; hidden: boolean; groupId: string | null; name: string | undefined };

export function layerFields(element: DesignElement): LayerFields {
  const layered = element as DesignElement & Partial<LayerFields>;
  return { locked: layered.locked ?? false, hidden: layered.hidden ?? false, groupId: layered.groupId ?? null, name: layered.name };
}

function withPatch(element: DesignElement, patch: ElementPatch): DesignElement {
  // The patch is typed against the union; spreading it onto one member keeps that member's type tag.
  return { ...element, ...patch, id: element.id, type: element.type } as DesignElement;
}

/** A fresh element id of the document's id form (kebab-case, valid as an SVG id). */
export function freshId(prefix: string, taken: ReadonlySet<string>): string {
  const base =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^[^a-z]+/, "") || "element";
  for (let n = 1; ; n += 1) {
    const id = `${base}-${n}`;
    if (!taken.has(id)) return id;
  }
}

function reorder(elements: readonly DesignElement[], ids: ReadonlySet<string>, to: OrderTarget): DesignElement[] {
  const moving = elements.filter((e) => ids.has(e.id));
  const rest = elements.filter((e) => !ids.has(e.id));
  if (to === "front") return [...rest, ...moving];
  if (to === "back") return [...moving, ...rest];
  // One step: each moving element swaps with its nearest non-moving neighbour in that direction,
  // walking from the side it moves towards so a block of selected elements moves together.
  const list = [...elements];
  if (to === "forward") {
    for (let i = list.length - 2; i >= 0; i -= 1) {
      if (ids.has(list[i]!.id) && !ids.has(list[i + 1]!.id)) [list[i], list[i + 1]] = [list[i + 1]!, list[i]!];
    }
  } else {
    for (let i = 1; i < list.length; i += 1) {
      if (ids.has(list[i]!.id) && !ids.has(list[i - 1]!.id)) [list[i], list[i - 1]] = [list[i - 1]!, list[i]!];
    }
  }
  return list;
}

/** Applies one command to a document, purely (the store records the before and after for undo). */
export function applyCommand(doc: DesignDocument, command: EditorCommand): CommandResult {
  switch (command.type) {
    case "update": {
      const ids = new Set(command.ids);
      return { document: { ...doc, elements: doc.elements.map((e) => (ids.has(e.id) ? withPatch(e, command.patch) : e)) } };
    }
    case "add": {
      const taken = new Set(doc.elements.map((e) => e.id));
      // A pasted or duplicated element may carry an id the document already has: it gets a fresh one.
      const added = command.elements.map((e) => {
        const id = taken.has(e.id) ? freshId(e.type, taken) : e.id;
        taken.add(id);
        return id === e.id ? e : { ...e, id };
      });
      const at = Math.max(0, Math.min(command.at ?? doc.elements.length, doc.elements.length));
      const elements = [...doc.elements.slice(0, at), ...added, ...doc.elements.slice(at)];
      return { document: { ...doc, elements }, selection: added.map((e) => e.id) };
    }
    case "remove": {
      const ids = new Set(command.ids);
      return { document: { ...doc, elements: doc.elements.filter((e) => !ids.has(e.id)) }, selection: [] };
    }
    case "order":
      return { document: { ...doc, elements: reorder(doc.elements, new Set(command.ids), command.to) } };
    case "group": {
      if (command.ids.length < 2) return { document: doc };
      const taken = new Set(doc.elements.map((e) => layerFields(e).groupId).filter((g): g is string => g !== null));
      const groupId = freshId("group", taken);
      const ids = new Set(command.ids);
      return { document: { ...doc, elements: doc.elements.map((e) => (ids.has(e.id) ? withPatch(e, { groupId }) : e)) } };
    }
    case "ungroup": {
      // Ungrouping any member dissolves its whole group.
      const ids = new Set(command.ids);
      const groups = new Set(doc.elements.filter((e) => ids.has(e.id)).map((e) => layerFields(e).groupId));
      groups.delete(null);
      const elements = doc.elements.map((e) => (groups.has(layerFields(e).groupId) ? withPatch(e, { groupId: null }) : e));
      return { document: { ...doc, elements } };
    }
    case "document":
      return { document: { ...doc, ...command.patch, elements: doc.elements, version: doc.version } };
    case "recolor":
      return { document: recolorDocument(doc, command.from, command.to) };
  }
}
