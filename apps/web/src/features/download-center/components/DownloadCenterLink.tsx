import type { DownloadTarget } from "@studio/contracts";
import { isAreaReady } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { centerPath } from "../center-links";

/** The way from a logo (a result card, My logos) to its download center; shown once payments work on this site. */
export function DownloadCenterLink({ target, className }: { target: DownloadTarget; className?: string }) {
  const { t } = useTranslation();
  if (!isAreaReady("payments")) return null;
  return (
    <Link className={className ?? "button button-secondary"} to={centerPath(target)} data-testid="download-center-link">
      {t("downloadCenter.title")}
    </Link>
  );
}
