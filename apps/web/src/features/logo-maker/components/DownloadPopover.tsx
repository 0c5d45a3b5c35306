import type { DownloadFormatName, DownloadSubject } from "@studio/contracts";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { isAreaReady } from "@studio/domain";
import { CreditCost } from "../../credits/components/CreditCost";
import { useCreditCosts } from "../../credits/hooks/use-credits";
import { openPayment } from "../../payments/payment-store";
import { designIdOf, isTaskTarget, useDownload } from "../hooks/use-download";
import { BrandOffer } from "./BrandOffer";
import { FaviconSnippetDialog } from "./FaviconSnippetDialog";
import "../downloads.css";

const formats: {
  format: DownloadFormatName;
  label: "downloads.jpg" | "downloads.png" | "downloads.svg";
  hint: "downloads.jpgHint" | "downloads.pngHint" | "downloads.svgHint";
}[] = [
  { format: "jpg", label: "downloads.jpg", hint: "downloads.jpgHint" },
  { format: "png", label: "downloads.png", hint: "downloads.pngHint" },
  { format: "svg", label: "downloads.svg", hint: "downloads.svgHint" },
];

/** Below this width the panel is a bottom sheet instead of a popover next to the button. */
const sheetBelowPx = 480;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Where the panel goes: under the button, kept inside the window; fixed, so no card clips it. */
function panelPosition(trigger: HTMLElement | null): CSSProperties | undefined {
  if (!trigger || window.innerWidth < sheetBelowPx) return undefined;
  const rect = trigger.getBoundingClientRect();
  const width = 300;
  const left = Math.min(Math.max(8, rect.right - width), window.innerWidth - width - 8);
  const below = rect.bottom + 6;
  // Opens upwards when there is no room below (the card is at the bottom of the window).
  return below + 360 > window.innerHeight && rect.top > 380 ? { left, bottom: window.innerHeight - rect.top + 6, width } : { left, top: below, width };
}

export type DownloadPopoverProps = {
  target: DownloadSubject;
  /** The logo's name: the downloaded files are named after it. */
  name: string;
  className?: string;
};

/**
 * Spec 02 section 2: the download popover with JPG, Transparent PNG and Vector SVG, each with its
 * credit cost or a downloaded / already-paid mark, plus the favicon package and, after a
 * purchase, the brand offer.
 */
export function DownloadPopover({ target, name, className }: DownloadPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { costs } = useCreditCosts();
  const state = useDownload(target, name, open);

  const place = useCallback(() => setStyle(panelPosition(trigger.current)), []);
  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      const node = event.target as Node;
      // A dialog over the popover (the credit check's confirm, login) is part of its action.
      if (node instanceof Element && node.closest(".modal-backdrop")) return;
      if (!panel.current?.contains(node) && !trigger.current?.contains(node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !document.querySelector(".modal-panel")) {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [open, place]);

  const user = state.user;
  const freeLeft = user && !user.download_unlimited ? (user.download_left ?? 0) : 0;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`button button-secondary dl-trigger ${className ?? ""}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="download-trigger"
      >
        <DownloadIcon />
        {t("downloads.download")}
      </button>
      {open
        ? createPortal(
            <div
              ref={panel}
              id={panelId}
              role="dialog"
              aria-label={t("downloads.menuTitle", { name })}
              className={`dl-panel ${style ? "" : "dl-panel-sheet"}`}
              style={style}
              data-testid="download-popover"
            >
              <ul className="dl-options">
                {formats.map(({ format, label, hint }) => {
                  const paid = state.paid.has(format);
                  return (
                    <li key={format}>
                      <button
                        type="button"
                        className="dl-option"
                        disabled={state.busy !== null}
                        aria-busy={state.busy === format}
                        onClick={() => void state.download(format)}
                        data-testid={`download-${format}`}
                        data-paid={paid ? 1 : 0}
                      >
                        <span className="dl-option-text">
                          <span className="dl-option-label">{t(label)}</span>
                          <span className="dl-option-hint">{state.busy === format ? t("downloads.downloading") : t(hint)}</span>
                        </span>
                        {paid ? (
                          <span className="dl-paid" title={t("downloads.paidHint")} data-testid="download-paid">
                            ✓ {t("downloads.paid")}
                          </span>
                        ) : (
                          <CreditCost cost={costs.download[format]} />
                        )}
                      </button>
                    </li>
                  );
                })}
                <li>
                  <button
                    type="button"
                    className="dl-option"
                    disabled={state.busy !== null}
                    aria-busy={state.busy === "favicon"}
                    onClick={() => void state.favicon()}
                    data-testid="download-favicon"
                  >
                    <span className="dl-option-text">
                      <span className="dl-option-label">{t("downloads.favicon")}</span>
                      <span className="dl-option-hint">{state.busy === "favicon" ? t("downloads.downloading") : t("downloads.faviconHint")}</span>
                    </span>
                    {state.paid.has("png") ? null : <CreditCost cost={costs.download.png} />}
                  </button>
                </li>
              </ul>
              {user?.download_unlimited ? (
                <p className="dl-note">{t("downloads.unlimited")}</p>
              ) : freeLeft > 0 ? (
                <p className="dl-note" data-testid="download-free-left">
                  {t("credits.downloadsToday", { count: freeLeft })}
                </p>
              ) : null}
              {isAreaReady("payments") && isTaskTarget(target) ? (
                <button
                  type="button"
                  className="button button-secondary dl-buy-package"
                  onClick={() => {
                    setOpen(false);
                    openPayment({ tab: "package", designId: designIdOf(target) });
                  }}
                  data-testid="download-buy-package"
                >
                  {t("payment.buyPackage")}
                </button>
              ) : null}
              {state.purchased && isTaskTarget(target) ? <BrandOffer target={target} /> : null}
            </div>,
            document.body,
          )
        : null}
      <FaviconSnippetDialog html={state.snippet} onClose={state.closeSnippet} />
    </>
  );
}
