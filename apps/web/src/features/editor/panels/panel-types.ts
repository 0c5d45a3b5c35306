import type { BlendMode, DesignDocument, DesignElement, Shadow } from "@studio/design";

/**
 * What a panel may change. Panels are presentational: they get the element (or document) and
 * report a patch; the editor turns it into one store command ({type: "update", ids, patch}).
 */
export type ElementPatch<E extends DesignElement = DesignElement> = Partial<Omit<E, "id" | "type">>;

export type ElementPanelProps<E extends DesignElement> = {
  element: E;
  onChange: (patch: ElementPatch<E>) => void;
};

/** The fields every element has (spec 03 element params: transform, opacity, mixBlendMode, shadow). */
export type CommonPatch = {
  x?: number;
  y?: number;
  rotation?: number;
  opacity?: number;
  locked?: boolean;
  hidden?: boolean;
  blend?: BlendMode;
  shadow?: Shadow | null;
  width?: number;
  height?: number;
  size?: number;
};

export type DocumentPatch = Partial<Pick<DesignDocument, "background" | "width" | "height" | "mono" | "monoColor">>;

/** A patch for any element type: what the element panel hands the editor. */
export type AnyElementPatch = { [K in DesignElement["type"]]: ElementPatch<Extract<DesignElement, { type: K }>> }[DesignElement["type"]];
