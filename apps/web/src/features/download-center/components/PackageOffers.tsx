import type { UpgradeOffer } from "@studio/contracts";
import { formatMinor, isAreaReady, isProductOffered } from "@studio/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCatalogue } from "../../payments/hooks/use-catalogue";
import { downloadCenterApi } from "../api/download-center-api";
import { levelKey } from "../center-links";

/**
 * The packages above the logo's current one at the price the server computed (the difference to
 * what was bought). Buying is the owner's: the order goes to the orders service, which checks the
 * owner again and prices it; the browser then goes to the provider's checkout. Until payments work
 * on this site (area flag) or while no payment provider is set up, the prices show without a button.
 */
export function PackageOffers({ designId, offers: all, bought, onPaid }: { designId: string; offers: UpgradeOffer[]; bought: boolean; onPaid: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const catalogue = useCatalogue();
  // The Brand package is offered once the brand kit works (isProductOffered).
  const offers = all.filter((offer) => isProductOffered({ kind: "package", level: offer.level }));
  if (offers.length === 0) return null;
  // No payment provider configured: the buttons say so instead of starting an order the server refuses.
  const paymentsOff = catalogue.data !== undefined && catalogue.data.providers.length === 0;
  const buying = isAreaReady("payments") && !paymentsOff;

  const buy = async (offer: UpgradeOffer) => {
    setBusy(offer.product);
    try {
      const order = await downloadCenterApi.orderPackage(offer.product, designId);
      if (order.paid) onPaid();
      else if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
    } catch {
      // The API client has shown the server's message (owner only, not an upgrade, payment failed).
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="dc-section dc-offers" aria-labelledby="dc-offers-title" data-testid="dc-offers">
      <h2 id="dc-offers-title">{bought ? t("downloadCenter.upgradeTitle") : t("downloadCenter.buyTitle")}</h2>
      {bought ? <p>{t("downloadCenter.upgradeLead")}</p> : null}
      <ul className="dc-offer-list">
        {offers.map((offer) => {
          const level = t(levelKey(offer.level));
          const price = formatMinor(offer.amount, offer.currency);
          return (
            <li key={offer.product} className="dc-offer" data-testid="dc-offer" data-level={offer.level} data-amount={offer.amount}>
              {buying && offer.canBuy ? (
                <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void buy(offer)} data-testid="dc-offer-buy">
                  {t("downloadCenter.upgradeTo", { level, price })}
                </button>
              ) : (
                <span>{t("downloadCenter.priceFor", { level, price })}</span>
              )}
              {offer.canBuy ? null : <span className="dc-offer-note">{t("downloadCenter.ownerOnly")}</span>}
            </li>
          );
        })}
      </ul>
      {paymentsOff ? (
        <p className="dc-offer-note" data-testid="dc-payments-off">
          {t("downloadCenter.paymentsOff")}
        </p>
      ) : null}
      {buying || paymentsOff ? null : <p className="dc-offer-note">{t("downloadCenter.purchasesSoon")}</p>}
    </section>
  );
}
