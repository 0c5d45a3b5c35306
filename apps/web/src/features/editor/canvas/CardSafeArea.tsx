import { cardSafeArea, textsOutsideSafeArea, type Box, type DesignDocument } from "@studio/design";
import { useTranslation } from "react-i18next";

/** The business card's safe area (3 mm inside the trim, docs/bizcard.md) as a dashed line over the canvas; cards only. */
export function CardSafeAreaGuide({ doc, zoom }: { doc: DesignDocument; zoom: number }) {
  const { t } = useTranslation();
  if (doc.kind !== "card") return null;
  const safe = cardSafeArea(doc);
  return (
    <div
      className="editor-safe-area"
      data-testid="card-safe-area"
      title={t("bizcard.safeArea")}
      aria-hidden="true"
      style={{ left: safe.x * zoom, top: safe.y * zoom, width: safe.width * zoom, height: safe.height * zoom }}
    />
  );
}

/** The warning when a card's text crosses the safe area: named, so the user finds it in the layers list. */
export function CardSafeAreaWarning({ doc, boxes }: { doc: DesignDocument; boxes: ReadonlyMap<string, Box> }) {
  const { t } = useTranslation();
  if (doc.kind !== "card") return null;
  const outside = textsOutsideSafeArea(doc, (element) => boxes.get(element.id) ?? { x: element.x, y: element.y, width: 0, height: 0 });
  if (outside.length === 0) return null;
  const names = outside.map((element) => element.name ?? element.text.split("\n")[0] ?? element.id).join(", ");
  return (
    <p className="editor-safe-warning" role="status" data-testid="card-safe-warning">
      {t("bizcard.safeWarning", { count: outside.length, names })}
    </p>
  );
}
