import { designExportFormatSchema, type DesignExportFormat } from "@studio/contracts";
import { EXPORT_LIMITS } from "@studio/domain";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../api/client";
import { isLimitCode } from "../../credits/limit-kind";
import { openLimitModal } from "../../limits/limit-modal-store";
import { openPayment } from "../../payments/payment-store";
import { saveBlob } from "../../../ui/save-blob";
import { toast } from "../../../ui/toast-store";
import { openLoginPanel } from "../../session/login-panel-store";
import { fetchWork } from "../../works/api/works-api";
import { useEditorStoreApi } from "../store/editor-store-context";
import { exportDesign } from "./export-api";

const FORMATS = designExportFormatSchema.options;
const LABELS: Record<DesignExportFormat, string> = { png: "PNG", jpg: "JPG", svg: "SVG", pdf: "PDF" };

/** The saved work open at /design/w/{id}: its download rules apply to the export (docs/templates.md). */
export function workIdOfPath(pathname: string): number | undefined {
  const id = Number(/^\/design\/w\/(\d{1,10})\/?$/.exec(pathname)?.[1]);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The editor's download: the document as it stands (saved or not) drawn by the server's exporter,
 * which uses the canvas's own renderer, as PNG, JPG, SVG or PDF at a width of 1080 px by default and
 * at most 5000 px (checked here for comfort; the server refuses larger with the spec's message).
 */
export function ExportMenu({ name, extra }: { name: string; /** More downloads of this kind of work (a business card's print files). */ extra?: ReactNode }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<DesignExportFormat>("png");
  const [width, setWidth] = useState(String(EXPORT_LIMITS.defaultWidth));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const workId = workIdOfPath(useLocation().pathname);
  // A poster past the free downloads, or of a Pro template: it can be bought on its own (download-poster).
  const [buyable, setBuyable] = useState<string | null>(null);
  // A logo from My logos exports what its package includes: its download center sells the packages.
  const [packageLogo, setPackageLogo] = useState<number | null>(null);

  const start = async () => {
    const pixels = Number(width);
    if (!Number.isInteger(pixels) || pixels < 1 || pixels > EXPORT_LIMITS.maxSide) {
      setProblem(t("errors.CUSTOM_SIZE_MAX"));
      return;
    }
    setProblem(null);
    setBuyable(null);
    setPackageLogo(null);
    setBusy(true);
    const controller = new AbortController();
    running.current = controller;
    try {
      const file = await exportDesign(
        { document: store.getState().document, format, width: pixels, name, ...(workId !== undefined ? { work_id: workId } : {}) },
        controller.signal,
      );
      saveBlob(file.blob, file.fileName);
      setOpen(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 401) {
        openLoginPanel("sign-in");
        return;
      }
      if (error instanceof ApiError && error.status === 403 && isLimitCode(error.error)) {
        // The limit modal offers Pro; a poster can also be bought here, then exported again.
        openLimitModal({ error: error.error, msg: error.message });
        if (workId !== undefined && (error.error === "PRO_TEMPLATE" || error.error === "FREE_DOWNLOAD_LIMIT")) setBuyable(error.error);
        setProblem(error.message);
        return;
      }
      if (error instanceof ApiError && error.error === "PACKAGE_REQUIRED" && workId !== undefined) {
        fetchWork(workId).then(
          (work) => setPackageLogo(work.logo_id ?? null),
          () => setPackageLogo(null),
        );
      }
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : t("editor.export.failed");
      setProblem(message);
      toast.error(message);
    } finally {
      if (running.current === controller) running.current = null;
      setBusy(false);
    }
  };

  return (
    <div className="editor-export">
      <button
        type="button"
        className="button button-primary button-small"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        data-testid="editor-export-open"
      >
        {t("editor.export.open")}
      </button>
      {open ? (
        <div className="editor-export-panel" role="dialog" aria-label={t("editor.export.title")} data-testid="editor-export">
          <label className="editor-export-field">
            <span>{t("editor.export.format")}</span>
            <select
              value={format}
              onChange={(event) => setFormat(designExportFormatSchema.parse(event.target.value))}
              disabled={busy}
              data-testid="editor-export-format"
            >
              {FORMATS.map((value) => (
                <option key={value} value={value}>
                  {LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="editor-export-field">
            <span>{t("editor.export.width")}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={EXPORT_LIMITS.maxSide}
              value={width}
              onChange={(event) => setWidth(event.target.value)}
              disabled={busy}
              data-testid="editor-export-width"
            />
          </label>
          <p className="editor-export-hint">{t("editor.export.widthHint", { max: EXPORT_LIMITS.maxSide })}</p>
          {problem ? (
            <p className="editor-export-problem" role="alert" data-testid="editor-export-problem">
              {problem}
            </p>
          ) : null}
          {buyable !== null && workId !== undefined ? (
            <button
              type="button"
              className="button button-small"
              data-testid="editor-buy-poster"
              onClick={() => openPayment({ tab: "package", productId: "download-poster", designId: `work:${workId}`, reason: buyable })}
            >
              {t("templates.buyPosterPlain")}
            </button>
          ) : null}
          {packageLogo !== null ? (
            <Link className="button button-small" to={`/download?logo=${packageLogo}`} data-testid="editor-buy-package">
              {t("editor.export.buyPackage")}
            </Link>
          ) : null}
          {extra}
          <div className="editor-export-actions">
            <button type="button" className="button button-small" onClick={() => setOpen(false)} disabled={busy}>
              {t("editor.export.close")}
            </button>
            <button type="button" className="button button-primary button-small" onClick={() => void start()} disabled={busy} data-testid="editor-export-start">
              {busy ? t("editor.export.busy") : t("editor.export.start")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
