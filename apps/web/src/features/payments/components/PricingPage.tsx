import { packageFeatures, packageIncludes, type PackageFeature, formatMinor, isProductOffered, isFeatureOffered, type PackageLevel } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCatalogue } from "../hooks/use-catalogue";
import { openPayment } from "../payment-store";
import { productTitle } from "../product-text";
import { ProductCard } from "./ProductOptions";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import "../payments.css";

/**
 * /pricing (issue 16): credit packs, Pro, and the logo packages side by side, every figure from
 * GET /api/payment/catalogue. Buying opens the payment dialog straight at the product's checkout
 * (signed out: the login panel first). Packages belong to one logo, so they are bought from that
 * logo's download menu or download center.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const data = catalogue.data;
  const price = (amount: number) => (data ? formatMinor(amount, data.currency) : "");
  // Only what the site offers now (isProductOffered): no Brand column or brand-kit rows before the brand kit works.
  const packages = data?.products.filter((product) => product.kind === "package" && isProductOffered(product)) ?? [];
  const levels = packages.flatMap((product) => (product.level ? [product.level as PackageLevel] : []));
  const features = packageFeatures.filter((feature) => isFeatureOffered(feature, levels));
  const downloads = data?.products.filter((product) => product.kind === "download" && isProductOffered(product)) ?? [];
  // The page's texts are a section loaded on first use.
  if (!useLazyMessages()) return <div className="spinner" role="status" aria-label={t("common.loading")} />;

  return (
    <div className="pricing-page" data-testid="pricing-page">
      <h1 className="page-title">{t("checkout.pricingTitle")}</h1>
      <p className="section-lead">{t("checkout.pricingLead")}</p>
      {catalogue.isError ? <p role="alert">{t("checkout.catalogueFailed")}</p> : null}
      {!data ? (
        catalogue.isError ? null : (
          <div className="spinner" role="status" aria-label={t("common.loading")} />
        )
      ) : (
        <>
          <section aria-labelledby="pricing-pro">
            <h2 id="pricing-pro">{t("checkout.tabs.pro")}</h2>
            <ul className="product-grid">
              {data.products
                .filter((product) => product.kind === "pro")
                .map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    currency={data.currency}
                    buyLabel={t("checkout.buyPro")}
                    onChoose={() => openPayment({ tab: "pro", productId: product.id })}
                  />
                ))}
            </ul>
          </section>
          <section aria-labelledby="pricing-credits">
            <h2 id="pricing-credits">{t("checkout.tabs.credits")}</h2>
            <ul className="product-grid">
              {data.products
                .filter((product) => product.kind === "credits")
                .map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    currency={data.currency}
                    buyLabel={t("checkout.buy")}
                    onChoose={() => openPayment({ tab: "credits", productId: product.id })}
                  />
                ))}
            </ul>
          </section>
          <section aria-labelledby="pricing-packages">
            <h2 id="pricing-packages">{t("checkout.tabs.package")}</h2>
            <p>{t("checkout.packagesLead")}</p>
            <div className="pricing-table-wrap">
              <table className="pricing-table" data-testid="package-comparison">
                <thead>
                  <tr>
                    <th scope="col">{t("checkout.feature")}</th>
                    {packages.map((product) => (
                      <th key={product.id} scope="col">
                        {productTitle(product, t)}
                        <span className="pricing-table-price">{price(product.amount)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {features.map((feature: PackageFeature) => (
                    <tr key={feature}>
                      <th scope="row">{t(`checkout.features.${feature}`)}</th>
                      {packages.map((product) => (
                        <td key={product.id} data-included={product.level && packageIncludes(product.level).includes(feature) ? 1 : 0}>
                          {product.level && packageIncludes(product.level).includes(feature) ? (
                            <span aria-label={t("checkout.included")}>✓</span>
                          ) : (
                            <span aria-label={t("checkout.notIncluded")}>–</span>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              <Link className="button button-secondary" to="/logo-maker">
                {t("checkout.makeLogoFirst")}
              </Link>
            </p>
          </section>
          {downloads.length > 0 ? (
            <section aria-labelledby="pricing-downloads">
              <h2 id="pricing-downloads">{t("checkout.downloadsTitle")}</h2>
              <ul className="pricing-downloads">
                {downloads.map((product) => (
                  <li key={product.id}>
                    {productTitle(product, t)}: <strong>{price(product.amount)}</strong>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
