import { useTranslation } from "react-i18next";
import { useHealth } from "../hooks/use-health";

/** "Version x.y.z" of the server this page talks to; nothing while unknown (errors go to the toast). */
export function ServerVersion() {
  const { t } = useTranslation();
  const health = useHealth();
  if (!health.data) return null;
  return (
    <p className="server-version" data-testid="server-version">
      {t("app.version", { version: health.data.version })}
    </p>
  );
}
