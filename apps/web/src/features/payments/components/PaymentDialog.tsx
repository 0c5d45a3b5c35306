import type { Catalogue, CatalogueProduct } from "@studio/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { Modal } from "../../../ui/Modal";
import { useCatalogue } from "../hooks/use-catalogue";
import { closePayment, type PaymentRequest } from "../payment-store";
import { Checkout } from "./Checkout";
import { PaymentSuccess } from "./PaymentSuccess";
import { ProductOptions } from "./ProductOptions";
import "../payments.css";

/** The product a request names, if the catalogue sells it. */
function requestedProduct(catalogue: Catalogue | undefined, id: string | undefined): CatalogueProduct | null {
  if (!catalogue || !id) return null;
  return catalogue.products.find((product) => product.id === id) ?? null;
}

/**
 * The payment options dialog (issue 16): credit packs, Pro and, for a logo, its packages; then the
 * checkout with the coupon entry and the card form; then 'Success!'. Opened through openPayment.
 */
export function PaymentDialog({ request }: { request: PaymentRequest }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  // The checkout texts are a section loaded on first use (not every page's first download).
  const messagesReady = useLazyMessages();
  const [chosen, setChosen] = useState<string | null>(request.productId ?? null);
  const [paid, setPaid] = useState<{ amount: number; orderId: string } | null>(null);
  const fast = request.productId !== undefined;
  const product = requestedProduct(catalogue.data, chosen ?? undefined);

  useEffect(() => {
    setChosen(request.productId ?? null);
    setPaid(null);
  }, [request]);

  // Fast mode names a product: a catalogue that cannot be read, or that does not sell it, closes
  // the dialog (spec 01 section 4: on error the modal closes when in fast mode).
  const failedFast = fast && (catalogue.isError || (catalogue.data !== undefined && product === null));
  useEffect(() => {
    if (failedFast) closePayment();
  }, [failedFast]);

  const title = !messagesReady ? t("common.loading") : paid ? t("common.success") : product ? t("checkout.checkoutTitle") : t("checkout.title");
  return (
    <Modal open onClose={closePayment} title={title} width={640}>
      <div className="payment-dialog" data-testid="payment-dialog">
        {request.reason && !paid ? (
          <p className="payment-reason" data-testid="payment-reason">
            {t(`errors.${request.reason}` as "errors.FORBIDDEN", { defaultValue: t("errors.FORBIDDEN") })}
          </p>
        ) : null}
        {catalogue.isError && !fast ? <p role="alert">{t("checkout.catalogueFailed")}</p> : null}
        {!catalogue.data || !messagesReady ? (
          catalogue.isError ? null : (
            <div className="spinner" role="status" aria-label={t("common.loading")} />
          )
        ) : paid && product ? (
          <PaymentSuccess product={product} amount={paid.amount} currency={catalogue.data.currency} orderId={paid.orderId} onDone={closePayment} />
        ) : product ? (
          <Checkout
            catalogue={catalogue.data}
            product={product}
            designId={request.designId ?? null}
            fast={fast}
            onBack={fast ? null : () => setChosen(null)}
            onPaid={(order) => setPaid(order)}
          />
        ) : (
          <ProductOptions
            catalogue={catalogue.data}
            initialTab={request.tab}
            designId={request.designId ?? null}
            onChoose={(chosenProduct) => setChosen(chosenProduct.id)}
          />
        )}
      </div>
    </Modal>
  );
}
