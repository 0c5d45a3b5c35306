import { parseLanguage, defaultLanguage } from "@studio/contracts/plain";
import { formatMinor, isAreaReady, isProductOffered } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { centerDesignId, downloadCenterHref } from "../download-center/center-links";
import { useCatalogue } from "../payments/hooks/use-catalogue";
import { openLoginPanel } from "../session/login-panel-store";
import { brandDocsApi, brandDocUrl } from "./brand-docs-api";
import "../download-center/download-center.css";

export type BrandDocsKind = "ppt" | "word";

const fileKind = { ppt: "pptx", word: "docx" } as const;

/**
 * /download/ppt?logo= and /download/word?logo= (spec 03 section 2): the logo's brand guide as a slide
 * deck or a Word document, made on the server. Open with the Brand package, Pro, or the ppt item
 * bought for this logo (the server decides: GET /api/brand-docs/{designId}); otherwise the owner
 * may buy the item when the site sells it, else the page says where the documents come from.
 */
export function BrandDocsPage({ kind }: { kind: BrandDocsKind }) {
  const { t, i18n } = useTranslation();
  const ready = useLazyMessages();
  const [params] = useSearchParams();
  const designId = centerDesignId(params.get("logo")) ?? "";
  const { user, loading } = useCurrentUser();
  const catalogue = useCatalogue();
  const [buying, setBuying] = useState(false);
  const view = useQuery({
    queryKey: ["brand-docs", designId],
    queryFn: ({ signal }) => brandDocsApi.view(designId, signal),
    enabled: user !== null && designId !== "",
    retry: false,
  });

  if (loading || !ready) return <section className="download-center" aria-busy="true" />;
  const title = <h1>{t(kind === "ppt" ? "brandDocs.page.pptTitle" : "brandDocs.page.wordTitle")}</h1>;
  const lead = <p>{t(kind === "ppt" ? "brandDocs.page.pptLead" : "brandDocs.page.wordLead")}</p>;
  if (!user) {
    return (
      <section className="download-center" data-testid="brand-docs-page" data-kind={kind}>
        {title}
        {lead}
        <p>{t("brandDocs.page.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("brandDocs.page.signInCta")}
        </button>
      </section>
    );
  }
  if (!designId) {
    return (
      <section className="download-center" data-testid="brand-docs-page" data-kind={kind}>
        {title}
        <p data-testid="brand-docs-message">{t("brandDocs.page.missingLogo")}</p>
      </section>
    );
  }
  if (view.isPending) return <section className="download-center" aria-busy="true" />;
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <section className="download-center" data-testid="brand-docs-page" data-kind={kind}>
        {title}
        <p data-testid="brand-docs-message">{missing ? t("brandDocs.page.notFound") : t("brandDocs.page.loadFailed")}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => void view.refetch()}>
            {t("brandDocs.page.retry")}
          </button>
        )}
      </section>
    );
  }

  const data = view.data;
  const language = parseLanguage(i18n.language) ?? defaultLanguage;
  const other = kind === "ppt" ? "word" : "ppt";
  // The item is sold once the brand kit is (isProductOffered); the price only ever comes from the catalogue.
  const product = catalogue.data?.products.find((entry) => entry.id === data.product);
  const paymentsOn = isAreaReady("payments") && (catalogue.data?.providers.length ?? 0) > 0;
  const sold = isProductOffered({ kind: "download", item: "ppt" }) && product !== undefined;

  const buy = async () => {
    setBuying(true);
    try {
      const order = await brandDocsApi.order(designId);
      if (order.paid) void view.refetch();
      else if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
    } catch {
      // The API client has shown the server's message (owner only, already bought, payment failed).
    } finally {
      setBuying(false);
    }
  };

  const accessText = {
    staff: "brandDocs.page.accessStaff",
    package: "brandDocs.page.accessPackage",
    bought: "brandDocs.page.accessBought",
    pro: "brandDocs.page.accessPro",
  } as const;

  return (
    <section className="download-center" data-testid="brand-docs-page" data-kind={kind} data-access={data.access ?? "none"}>
      {title}
      {data.name ? <p className="dc-name">{data.name}</p> : null}
      {lead}
      {data.access ? (
        <>
          <p className="dc-note">{t(accessText[data.access])}</p>
          <a className="button button-primary" href={brandDocUrl(designId, fileKind[kind], language)} download data-testid="brand-docs-download">
            {t(kind === "ppt" ? "brandDocs.page.downloadPptx" : "brandDocs.page.downloadDocx")}
          </a>
        </>
      ) : (
        <div className="dc-section" data-testid="brand-docs-locked">
          <p>{t("brandDocs.page.locked")}</p>
          {!data.canBuy ? <p className="dc-offer-note">{t("brandDocs.page.ownerOnly")}</p> : null}
          {data.canBuy && sold && paymentsOn ? (
            <button type="button" className="button button-primary" disabled={buying} onClick={() => void buy()} data-testid="brand-docs-buy">
              {product ? t("brandDocs.page.buy", { price: formatMinor(product.amount, product.currency) }) : t("brandDocs.page.buyPlain")}
            </button>
          ) : null}
          {data.canBuy && sold && !paymentsOn && catalogue.data ? <p className="dc-offer-note">{t("brandDocs.page.paymentsOff")}</p> : null}
          {data.canBuy && !sold && catalogue.data ? (
            <p className="dc-offer-note" data-testid="brand-docs-not-sold">
              {t("brandDocs.page.notSold")} <Link to="/pricing">{t("brandDocs.page.pricing")}</Link>
            </p>
          ) : null}
        </div>
      )}
      <nav className="dc-kit-nav">
        <Link to={`/download/${other}?logo=${encodeURIComponent(designId)}`} data-testid="brand-docs-other">
          {t(other === "word" ? "brandDocs.page.otherKind" : "brandDocs.page.otherKindPpt")}
        </Link>
        <Link to={downloadCenterHref(designId)} data-testid="brand-docs-back">
          {t("brandDocs.page.back")}
        </Link>
      </nav>
    </section>
  );
}
