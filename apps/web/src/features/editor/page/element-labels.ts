import type { DesignElement } from "@studio/design";
import type { TFunction } from "i18next";
import { layerFields } from "../store/editor-commands";

/** An element's name in the layers list and in announcements: its own label, else its role ("Name", "Slogan"). */
export function elementName(element: DesignElement, t: TFunction): string {
  return layerFields(element).name?.trim() || t(`editor.roles.${element.role}`, { defaultValue: element.role });
}

/** Name and type, as a screen reader hears the element ("Name text"). */
export function elementLabel(element: DesignElement, t: TFunction): string {
  return `${elementName(element, t)} ${t(`editor.types.${element.type}`, { defaultValue: element.type })}`;
}
