import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { loaderStore } from "./loader-store";
import "./loaders.css";

/** The shared full-screen loader; open and close it with `openLoader` / `closeLoader`. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  const keys = useSyncExternalStore(loaderStore.subscribe, loaderStore.getSnapshot);
  if (keys.size === 0) return null;
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite" data-testid="fullscreen-loader">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
