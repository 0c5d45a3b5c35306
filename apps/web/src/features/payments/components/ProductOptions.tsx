import { formatMinor, isProductOffered, type Currency } from "@studio/domain";
import type { Catalogue, CatalogueProduct } from "@studio/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentTab } from "../payment-store";
import { packageFeatureLines, productLine, productTitle } from "../product-text";

/** The products of one tab: packages only for a logo (they unlock that logo's files). */
export function productsOfTab(catalogue: Catalogue, tab: PaymentTab): CatalogueProduct[] {
  const kind = tab === "credits" ? "credits" : tab === "pro" ? "pro" : "package";
  return catalogue.products.filter((product) => product.kind === kind && isProductOffered(product));
}

export function ProductCard({
  product,
  currency,
  onChoose,
  buyLabel,
}: {
  product: CatalogueProduct;
  currency: Currency;
  onChoose: (product: CatalogueProduct) => void;
  buyLabel?: string;
}) {
  const { t } = useTranslation();
  const features = packageFeatureLines(product, t);
  return (
    <li className={`product-card ${product.recommended ? "product-card-recommended" : ""}`} data-testid={`product-${product.id}`}>
      {product.recommended ? <span className="product-badge">{t("checkout.recommended")}</span> : null}
      <h3 className="product-title">{productTitle(product, t)}</h3>
      <p className="product-price">
        {formatMinor(product.amount, currency)}
        {product.kind === "pro" ? <span className="product-period">{t("checkout.perMonth")}</span> : null}
      </p>
      <p className="product-line">{productLine(product, t)}</p>
      {features.length > 0 ? (
        <ul className="product-features">
          {features.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button button-primary product-buy" onClick={() => onChoose(product)} data-testid={`choose-${product.id}`}>
        {buyLabel ?? t("checkout.choose")}
      </button>
    </li>
  );
}

/** The payment options: credit packs, Pro, and the logo packages when a logo is being bought. */
export function ProductOptions({
  catalogue,
  initialTab,
  designId,
  onChoose,
}: {
  catalogue: Catalogue;
  initialTab: PaymentTab;
  designId: string | null;
  onChoose: (product: CatalogueProduct) => void;
}) {
  const { t } = useTranslation();
  const tabs: PaymentTab[] = designId ? ["package", "credits", "pro"] : ["credits", "pro"];
  const [tab, setTab] = useState<PaymentTab>(tabs.includes(initialTab) ? initialTab : "credits");
  return (
    <div className="product-options">
      <div className="payment-tabs" role="tablist" aria-label={t("checkout.title")}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`payment-tab ${tab === name ? "is-active" : ""}`}
            onClick={() => setTab(name)}
            data-testid={`payment-tab-${name}`}
          >
            {t(`checkout.tabs.${name}`)}
          </button>
        ))}
      </div>
      <ul className="product-grid" role="tabpanel">
        {productsOfTab(catalogue, tab).map((product) => (
          <ProductCard key={product.id} product={product} currency={catalogue.currency} onChoose={onChoose} />
        ))}
      </ul>
    </div>
  );
}
