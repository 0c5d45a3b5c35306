import { isAreaReady } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";

/**
 * The avatar menu's orders entries: My orders / My invoices once the payments area is ready, Orders
 * and the logo API's keys for admins, the designer-fix orders for designers and admins (/designer).
 * Their words are in the messages loaded on first use, fetched when the menu opens.
 */
export function OrdersMenuLinks({ admin, designer = false, onChoose }: { admin: boolean; designer?: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  if (!useLazyMessages()) return null;
  return (
    <>
      {isAreaReady("payments") ? (
        <>
          <Link role="menuitem" className="avatar-dropdown-item" to="/orders" onClick={onChoose} data-testid="my-orders-link">
            {t("orders.menu.orders")}
          </Link>
          <Link role="menuitem" className="avatar-dropdown-item" to="/invoices" onClick={onChoose} data-testid="my-invoices-link">
            {t("orders.menu.invoices")}
          </Link>
        </>
      ) : null}
      {admin ? (
        <Link role="menuitem" className="avatar-dropdown-item" to="/admin/orders" onClick={onChoose} data-testid="admin-orders-link">
          {t("orders.menu.admin")}
        </Link>
      ) : null}
      {admin ? (
        <Link role="menuitem" className="avatar-dropdown-item" to="/admin/logo-api" onClick={onChoose} data-testid="admin-logo-api-link">
          {t("logoApi.menuLink")}
        </Link>
      ) : null}
      {admin || designer ? (
        <Link role="menuitem" className="avatar-dropdown-item" to="/designer" onClick={onChoose} data-testid="designer-orders-link">
          {t("designer.title")}
        </Link>
      ) : null}
    </>
  );
}
