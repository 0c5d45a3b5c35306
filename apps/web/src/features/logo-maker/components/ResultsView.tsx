import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CreditCost } from "../../credits/components/CreditCost";
import type { LogoSlot } from "../hooks/use-logo-generation";
import { loadingProgress } from "../progress";
import { ListImage } from "../../../ui/ListImage";

// Loaded once the first logo is there, so the maker's first page load stays inside the JS budget.
const DownloadPopover = lazy(() => import("./DownloadPopover").then((m) => ({ default: m.DownloadPopover })));
const DownloadCenterLink = lazy(() => import("../../download-center/components/DownloadCenterLink").then((m) => ({ default: m.DownloadCenterLink })));
const Watermark = lazy(() => import("./Watermark").then((m) => ({ default: m.Watermark })));

/** A card while its design is made: the progress figure is recomputed a few times a second. */
function ProgressCard({ slot, n }: { slot: LogoSlot; n: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const progress = loadingProgress({ elapsedMs: now - slot.startedAt, serverProgress: slot.serverProgress, done: false });
  return (
    <div className="lm-result lm-result-loading" data-testid="logo-progress">
      <div
        className="lm-result-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label={t("logoMaker.progress", { n, progress })}
      >
        <span className="lm-result-figure">{progress}%</span>
        <span className="lm-result-track">
          <span className="lm-result-fill" style={{ width: `${progress}%` }} />
        </span>
      </div>
    </div>
  );
}

export type ResultsViewProps = {
  name: string;
  slots: LogoSlot[];
  generating: boolean;
  signedIn: boolean;
  cost: number;
  canPickSamples: boolean;
  /** Whether the last batch's log still has unused inputs (spec 02 section 4, wizard-machine). */
  canContinue: boolean;
  onContinue: () => void;
  onLogin: () => void;
  onPickSamples: () => void;
  /** Stops the running batch: its task is cancelled on the server, which refunds it. */
  onCancel?: () => void;
  /** Opens a finished design in the icon design modal. */
  onOpen?: (slot: LogoSlot) => void;
};

/** 'Generating Logos...' with a card per result, then Continue / Pick Samples (or Login for more...). */
export function ResultsView({
  name,
  slots,
  generating,
  signedIn,
  cost,
  canPickSamples,
  canContinue,
  onContinue,
  onLogin,
  onPickSamples,
  onCancel,
  onOpen,
}: ResultsViewProps) {
  const { t } = useTranslation();
  // Another batch may start once this one has finished and while unused inputs remain; visitors
  // always see 'Login for more...'.
  const showAction = !signedIn || (!generating && canContinue);
  return (
    <section aria-labelledby="lm-step-title" className="lm-results">
      <h2 id="lm-step-title" className="lm-step-title" aria-live="polite">
        {generating ? t("logoMaker.generating") : t("logoMaker.results")}
      </h2>
      {slots.length === 0 && !generating && <p className="lm-step-lead">{signedIn ? t("logoMaker.noResults") : t("logoMaker.loginForMore")}</p>}
      {generating && signedIn && onCancel ? (
        <p className="lm-step-lead">
          <button type="button" className="button button-secondary" data-testid="cancel-generation" onClick={onCancel}>
            {t("logoMaker.cancelGeneration")}
          </button>
        </p>
      ) : null}
      <div className="lm-result-grid">
        {slots.map((slot, i) =>
          slot.status === "done" && slot.url ? (
            <figure key={slot.key} className="lm-result lm-result-image" data-testid="logo-result">
              {/* The image and its watermark share a box; the download button sits in a row under it
                  so it never hides the bottom of a stacked logo's name. */}
              <div className="lm-result-media">
                {onOpen ? (
                  <button type="button" className="lm-result-open" aria-label={t("iconDesign.open", { n: i + 1 })} onClick={() => onOpen(slot)}>
                    <ListImage
                      src={slot.thumb ?? slot.url}
                      alt={t("logoMaker.resultAlt", { n: i + 1, name })}
                      width={slot.width ?? 400}
                      height={slot.height ?? 400}
                    />
                  </button>
                ) : (
                  <ListImage
                    src={slot.thumb ?? slot.url}
                    alt={t("logoMaker.resultAlt", { n: i + 1, name })}
                    width={slot.width ?? 400}
                    height={slot.height ?? 400}
                  />
                )}
                {slot.taskId !== undefined && slot.index !== undefined ? (
                  <Suspense fallback={null}>
                    <Watermark target={{ taskId: slot.taskId, index: slot.index }} />
                  </Suspense>
                ) : null}
              </div>
              {slot.taskId !== undefined && slot.index !== undefined ? (
                <figcaption className="lm-result-actions">
                  <Suspense fallback={null}>
                    <DownloadPopover target={{ taskId: slot.taskId, index: slot.index }} name={name} />
                    <DownloadCenterLink target={{ taskId: slot.taskId, index: slot.index }} />
                  </Suspense>
                </figcaption>
              ) : null}
              <span
                className="lm-result-done"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={100}
                aria-label={t("logoMaker.progress", { n: i + 1, progress: 100 })}
              />
            </figure>
          ) : (
            <ProgressCard key={slot.key} slot={slot} n={i + 1} />
          ),
        )}
      </div>
      {/* On a phone this bar is fixed to the bottom: with nothing in it yet it is not drawn at all. */}
      {(canPickSamples || showAction) && (
        <div className="lm-footer lm-results-bar" data-testid="results-bar">
          {canPickSamples && (
            <button type="button" className="button button-secondary" onClick={onPickSamples}>
              {t("logoMaker.pickSamples")}
            </button>
          )}
          <div className="lm-footer-actions">
            {signedIn ? (
              showAction && (
                <>
                  <CreditCost cost={cost} />
                  <button type="button" className="button button-primary" onClick={onContinue}>
                    {t("logoMaker.continue")}
                  </button>
                </>
              )
            ) : (
              <button type="button" className="button button-primary" onClick={onLogin}>
                {t("logoMaker.loginForMore")}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
