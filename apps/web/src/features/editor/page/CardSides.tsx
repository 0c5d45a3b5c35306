import type { Work } from "@studio/contracts";
import type { DesignDocument } from "@studio/design";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { saveWork } from "../../works/api/works-api";

export type CardSide = "front" | "back";

/** The side a business card's editor opens: `?side=back` (docs/bizcard.md), else the front. */
export const cardSideOf = (search: string): CardSide => (new URLSearchParams(search).get("side") === "back" ? "back" : "front");

/** A blank back of the front's size and background: what 'Add a back' gives a one-sided card. */
export function blankBack(front: DesignDocument): DesignDocument {
  return { ...front, elements: [] };
}

/**
 * A business card's front/back switch in the tool bar (issue 22). Each side is one design document
 * (the work's `document` and `back`); switching opens the other side, saved as it is. A card without
 * a back offers 'Add a back'.
 */
export function CardSides({ work, side, front }: { work: Work; side: CardSide; front: () => { document: DesignDocument; version: number } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const open = (next: CardSide) => navigate(`/design/w/${work.id}${next === "back" ? "?side=back" : ""}`);
  const addBack = () => {
    const current = front();
    saveWork(work.id, {
      document: current.document as unknown as Record<string, unknown>,
      back: blankBack(current.document) as unknown as Record<string, unknown>,
      version: current.version,
    }).then(
      (outcome) => (outcome.status === "saved" ? open("back") : setFailed(true)),
      () => setFailed(true),
    );
  };
  return (
    <span className="editor-card-sides" role="group" aria-label={t("bizcard.side")} data-testid="card-sides">
      <button type="button" className="button button-small" aria-pressed={side === "front"} onClick={() => side !== "front" && open("front")}>
        {t("bizcard.front")}
      </button>
      {work.back ? (
        <button type="button" className="button button-small" aria-pressed={side === "back"} onClick={() => side !== "back" && open("back")}>
          {t("bizcard.back")}
        </button>
      ) : (
        <button type="button" className="button button-small" onClick={addBack}>
          {t("bizcard.addBack")}
        </button>
      )}
      <Link className="button button-small" to={`/bizcard/bulk?work=${work.id}`} data-testid="card-bulk-fill">
        {t("bizcard.bulk.open")}
      </Link>
      {failed ? <span role="alert">{t("bizcard.saveFailed")}</span> : null}
    </span>
  );
}
