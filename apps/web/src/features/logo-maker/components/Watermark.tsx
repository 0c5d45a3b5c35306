import type { DownloadSubject } from "@studio/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useWatermark } from "../hooks/use-watermark";
import "../downloads.css";

/**
 * Spec 02 section 2: users with zero logo credits see a watermark on generated images. It is drawn
 * over the preview (a repeated diagonal mark), never into the stored image, so the paid download
 * is clean. Put it inside a positioned box that holds the image.
 */
export function Watermark({ target }: { target: DownloadSubject | null }) {
  const { t } = useTranslation();
  const show = useWatermark(target);
  const pattern = useId().replace(/:/g, "");
  if (!show) return null;
  const label = t("downloads.watermark");
  return (
    <span className="watermark" data-testid="watermark" title={t("downloads.watermarkHint")}>
      <svg aria-hidden="true" focusable="false">
        <defs>
          <pattern id={pattern} width="180" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
            <text
              x="0"
              y="60"
              fill="rgb(15 23 42 / 0.22)"
              stroke="rgb(255 255 255 / 0.35)"
              strokeWidth="0.6"
              fontSize="18"
              fontWeight="700"
              fontFamily="system-ui, sans-serif"
            >
              {label}
            </text>
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${pattern})`} />
      </svg>
    </span>
  );
}
