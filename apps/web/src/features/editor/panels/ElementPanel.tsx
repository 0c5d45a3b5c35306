import "./panels.css";
import type { DesignElement } from "@studio/design";
import { CommonPanel } from "./CommonPanel";
import { IconPanel } from "./IconPanel";
import { ImagePanel } from "./ImagePanel";
import type { AnyElementPatch } from "./panel-types";
import { QrCodePanel } from "./QrCodePanel";
import { ShadowPanel } from "./ShadowPanel";
import { ShapePanel } from "./ShapePanel";
import { TextPanel } from "./TextPanel";

/**
 * The properties area for one selected element: its own panel, then what every element has
 * (position, size, rotation, opacity, lock, blend) and its shadow. Every change is one patch.
 */
export function ElementPanel({ element, onChange }: { element: DesignElement; onChange: (patch: AnyElementPatch) => void }) {
  return (
    <div className="ep-panel" data-testid="ep-element-panel" data-element-type={element.type}>
      {element.type === "text" ? <TextPanel element={element} onChange={onChange} /> : null}
      {element.type === "icon" ? <IconPanel element={element} onChange={onChange} /> : null}
      {element.type === "shape" ? <ShapePanel element={element} onChange={onChange} /> : null}
      {element.type === "image" ? <ImagePanel element={element} onChange={onChange} /> : null}
      {element.type === "qrcode" ? <QrCodePanel element={element} onChange={onChange} /> : null}
      <CommonPanel element={element} onChange={onChange} />
      <ShadowPanel shadow={element.shadow} onChange={onChange} />
    </div>
  );
}
