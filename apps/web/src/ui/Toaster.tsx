import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, toastStore } from "./toast-store";
import "./toaster.css";

/** Renders the toast queue; errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <section className="toaster" aria-label={t("ui.notifications")}>
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === "error" ? "alert" : "status"} data-testid="toast">
          <span className="toast-message">{item.message}</span>
          <button type="button" className="icon-button toast-close" aria-label={t("ui.dismiss")} onClick={() => dismissToast(item.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
