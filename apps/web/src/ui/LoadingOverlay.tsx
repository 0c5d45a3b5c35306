import { useTranslation } from "react-i18next";
import { useDelayedFlag } from "./use-delayed-flag";
import "./loaders.css";

/** The spec's default: the overlay appears only after 2000 ms of loading. */
export const loadingOverlayDelayMs = 2000;

export type LoadingOverlayProps = {
  active: boolean;
  /** 0 to 100; omitted while the progress is unknown. */
  percent?: number;
  delayMs?: number;
  label?: string;
};

const radius = 42;
const circumference = 2 * Math.PI * radius;

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** Covers its positioned parent with a percentage dial while a long task runs. */
export function LoadingOverlay({ active, percent, delayMs = loadingOverlayDelayMs, label }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(active, delayMs);
  if (!visible) return null;
  const value = percent === undefined ? undefined : clampPercent(percent);
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <div className="dial" role="progressbar" aria-label={label ?? t("ui.progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <circle className="dial-track" cx="50" cy="50" r={radius} />
          <circle
            className={value === undefined ? "dial-value dial-indeterminate" : "dial-value"}
            cx="50"
            cy="50"
            r={radius}
            strokeDasharray={circumference}
            strokeDashoffset={value === undefined ? circumference * 0.75 : circumference * (1 - value / 100)}
          />
        </svg>
        <span className="dial-text">{value === undefined ? "" : `${value}%`}</span>
      </div>
      {label ? <p className="loading-overlay-label">{label}</p> : null}
    </div>
  );
}
