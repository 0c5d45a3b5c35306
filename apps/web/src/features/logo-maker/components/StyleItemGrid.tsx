import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { ossVariantUrl } from "../../../lib/oss-url";
import type { StyleItem } from "../style-list";

export const stylePreview = (src: string) => ossVariantUrl(src, 200);

export type StyleItemGridProps = {
  items: StyleItem[];
  /** The group's translated name, for the images' alt text. */
  styleName: string;
  onMove: (from: number, to: number) => void;
  onRemove: (item: StyleItem) => void;
};

/**
 * A style group's images in order: drag one with the pointer (the item under it takes its place as
 * it moves), or move it with the arrow buttons; × asks to remove it.
 */
export function StyleItemGrid({ items, styleName, onMove, onRemove }: StyleItemGridProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  const dragKey = useRef<string | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>, key: string) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragKey.current = key;
    setDragging(key);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const key = dragKey.current;
    if (!key) return;
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-style-item]")?.dataset.styleItem;
    if (!over || over === key) return;
    onMove(
      items.findIndex((i) => i.key === key),
      items.findIndex((i) => i.key === over),
    );
  };
  const endDrag = () => {
    dragKey.current = null;
    setDragging(null);
  };

  return (
    <ol className="sm-grid" data-testid="style-manager-items">
      {items.map((item, i) => (
        <li
          key={item.key}
          className={dragging === item.key ? "sm-item sm-item-dragging" : "sm-item"}
          data-style-item={item.key}
          data-src={item.src}
          onPointerDown={(event) => onPointerDown(event, item.key)}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <img src={stylePreview(item.src)} alt={t("logoMaker.styleManager.itemAlt", { style: styleName, n: i + 1 })} draggable={false} />
          <span className="sm-actions">
            <button
              type="button"
              className="sm-action"
              onClick={() => onMove(i, i - 1)}
              disabled={i === 0}
              aria-label={t("logoMaker.styleManager.moveEarlier")}
            >
              ←
            </button>
            <button type="button" className="sm-action" onClick={() => onRemove(item)} aria-label={t("logoMaker.styleManager.remove")}>
              ×
            </button>
            <button
              type="button"
              className="sm-action"
              onClick={() => onMove(i, i + 1)}
              disabled={i === items.length - 1}
              aria-label={t("logoMaker.styleManager.moveLater")}
            >
              →
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
