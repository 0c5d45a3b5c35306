import type { LogoApiUsage } from "@studio/contracts";
import { useTranslation } from "react-i18next";

/** A key's last 31 days, newest first (the admin's and the partner's page). */
export function UsageTable({ usage }: { usage: LogoApiUsage }) {
  const { t } = useTranslation();
  if (usage.days.length === 0) return <p data-testid="logo-api-usage-empty">{t("logoApi.partner.noDays")}</p>;
  return (
    <table className="logo-api-table" data-testid="logo-api-usage">
      <thead>
        <tr>
          <th scope="col">{t("logoApi.partner.day")}</th>
          <th scope="col">{t("logoApi.partner.calls")}</th>
          <th scope="col">{t("logoApi.partner.logos")}</th>
        </tr>
      </thead>
      <tbody>
        {[...usage.days].reverse().map((day) => (
          <tr key={day.day}>
            <td>{day.day}</td>
            <td>{day.calls}</td>
            <td>{day.logos}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
