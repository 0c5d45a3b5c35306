import type { AnimationFormat } from "@studio/contracts";
import { ANIMATION_PRESETS, DEFAULT_FRAME_COUNT, FRAME_DELAY_MS, logoLottie, type AnimationPreset, type DesignDocument } from "@studio/design";
import { isProductOffered } from "@studio/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/client";
import { designFonts } from "../fonts/design-fonts";
import { openPayment, paymentEvents } from "../payments/payment-store";
import { saveBlob } from "../../ui/save-blob";
import { animationApi } from "./animation-api";
import { animationSize, framePixels, recordWebm, webmSupported } from "./frame-pixels";
import { encodeGifInWorkers, startGifWorkers, GIF_WORKERS } from "./gif-pool";
import { useAnimationFrames, useLogoFonts, usePlayingFrame } from "./use-animation-frames";

type Work = { format: AnimationFormat; stage: "checking" | "drawing" | "encoding" | "recording"; done: number } | null;

const fileName = (name: string, preset: AnimationPreset, extension: string) =>
  `${(name || "logo").replace(/[^\p{L}\p{N}-]+/gu, "-").slice(0, 60)}-${preset}.${extension}`;

/**
 * The animation of one saved logo: the preset picker, the preview playing in the page and the three
 * downloads. Each download asks the server first (POST /api/logo-animation/permit); the files are
 * then made here: the GIF by 3 workers of the static GIF worker script, the WebM by MediaRecorder,
 * the Lottie file from the same timing (docs/logo-animation.md).
 */
export function AnimationStudio({ designId, doc, name }: { designId: string; doc: DesignDocument; name: string }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<AnimationPreset>("draw-in");
  const [work, setWork] = useState<Work>(null);
  const [locked, setLocked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fontsReady = useLogoFonts(doc);
  const frames = useAnimationFrames(doc, preset, fontsReady);
  const playing = usePlayingFrame(frames.length, FRAME_DELAY_MS);
  const canRecord = webmSupported();
  const size = animationSize(doc);
  const buyable = isProductOffered({ kind: "download", item: "logoanimate" });
  // Bought in the payment dialog: the offer goes; the next click downloads.
  useEffect(() => paymentEvents.on("completed", (event) => (event.designId === designId ? setLocked(false) : undefined)), [designId]);

  const make = async (format: AnimationFormat) => {
    setProblem(null);
    setWork({ format, stage: "checking", done: 0 });
    try {
      await animationApi.permit(designId, format);
      setLocked(false);
      if (format === "lottie") {
        const lottie = logoLottie(doc, preset, designFonts(), { frames: DEFAULT_FRAME_COUNT, name });
        saveBlob(new Blob([JSON.stringify(lottie)], { type: "application/json" }), fileName(name, preset, "json"));
      } else if (format === "webm") {
        setWork({ format, stage: "recording", done: 0 });
        const video = await recordWebm(frames, size.width, size.height, FRAME_DELAY_MS, (done) => setWork({ format, stage: "recording", done }));
        saveBlob(video, fileName(name, preset, "webm"));
      } else {
        const pixels = await framePixels(frames, size.width, size.height, (done) => setWork({ format, stage: "drawing", done }));
        setWork({ format, stage: "encoding", done: 0 });
        const gif = await encodeGifInWorkers({ frames: pixels, width: size.width, height: size.height, delay: FRAME_DELAY_MS }, startGifWorkers(), (done) =>
          setWork({ format, stage: "encoding", done }),
        );
        saveBlob(new Blob([gif as Uint8Array<ArrayBuffer>], { type: "image/gif" }), fileName(name, preset, "gif"));
      }
    } catch (error) {
      if (error instanceof ApiError && error.error === "PACKAGE_REQUIRED") setLocked(true);
      else setProblem(error instanceof ApiError ? error.message : t("logoAnimation.failed"));
    } finally {
      setWork(null);
    }
  };

  const busy = work !== null || frames.length === 0;
  return (
    <div className="la-studio" data-testid="la-studio">
      <fieldset className="la-presets">
        <legend>{t("logoAnimation.preset")}</legend>
        {ANIMATION_PRESETS.map((option) => (
          <label key={option} className="la-preset">
            <input
              type="radio"
              name="la-preset"
              value={option}
              checked={preset === option}
              disabled={work !== null}
              onChange={() => setPreset(option)}
              data-testid={`la-preset-${option}`}
            />
            {t(`logoAnimation.presets.${option}`)}
          </label>
        ))}
      </fieldset>
      <figure className="la-preview" data-testid="la-preview" data-frames={frames.length} aria-label={t("logoAnimation.preview")}>
        {frames.length > 0 ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(frames[playing] ?? "")}`}
            width={size.width}
            height={size.height}
            alt={t("logoAnimation.previewAlt", { name })}
          />
        ) : (
          <p aria-busy="true">{t("logoAnimation.loading")}</p>
        )}
      </figure>
      <div className="la-downloads">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void make("gif")} data-testid="la-download-gif">
          {t("logoAnimation.downloadGif")}
        </button>
        {canRecord ? (
          <button type="button" className="button" disabled={busy} onClick={() => void make("webm")} data-testid="la-download-webm">
            {t("logoAnimation.downloadWebm")}
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => void make("lottie")} data-testid="la-download-lottie">
          {t("logoAnimation.downloadLottie")}
        </button>
      </div>
      {canRecord ? null : (
        <p className="la-note" role="note" data-testid="la-no-video">
          {t("logoAnimation.noVideo")}
        </p>
      )}
      {work && work.stage !== "checking" ? (
        <p className="la-progress" data-testid="la-progress">
          <progress max={1} value={work.done} /> {t(`logoAnimation.stage.${work.stage}`, { percent: Math.round(work.done * 100), workers: GIF_WORKERS })}
        </p>
      ) : null}
      {locked ? (
        <div className="la-locked" role="alert" data-testid="la-locked">
          <p>{t("logoAnimation.locked")}</p>
          {buyable ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => openPayment({ tab: "package", productId: "download-logoanimate", designId })}
              data-testid="la-buy"
            >
              {t("logoAnimation.buy")}
            </button>
          ) : null}
          <Link className="button" to="/pricing">
            {t("logoAnimation.seePro")}
          </Link>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="lm-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
