import { useEffect, useState, type ImgHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { imageRetry, imageSourceForTry, maxTriesFor } from "./image-retry";
import "./media.css";

type Status = "loading" | "waiting" | "loaded" | "failed";

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  alt: string;
  /** The signed `/api/proxy` link the server gave with an external `src`, tried after the direct tries. */
  proxySrc?: string;
};

/**
 * An image loaded lazily by the browser that retries on failure (see image-retry.ts) and
 * ends in a visible failed state instead of a broken-image icon.
 */
export function LazyImage({ src, alt, className, onLoad, proxySrc, ...rest }: LazyImageProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState({ src, tryNumber: 1, status: "loading" as Status });
  // A new src starts over (state derived during render, React's documented pattern).
  if (current.src !== src) setCurrent({ src, tryNumber: 1, status: "loading" });

  useEffect(() => {
    if (current.status !== "waiting") return;
    const timer = setTimeout(() => setCurrent((state) => ({ ...state, tryNumber: state.tryNumber + 1, status: "loading" })), imageRetry.intervalMs);
    return () => clearTimeout(timer);
  }, [current.status]);

  if (current.status === "failed") {
    return (
      <span className={`lazy-image-failed ${className ?? ""}`} role="img" aria-label={alt} data-testid="image-failed">
        <span aria-hidden="true" className="lazy-image-failed-icon">
          ⚠
        </span>
        <span>{t("ui.imageFailed")}</span>
      </span>
    );
  }
  if (current.status === "waiting") {
    return <span className={`lazy-image-placeholder ${className ?? ""}`} aria-busy="true" />;
  }
  return (
    <img
      // A new element per try: setting the same src again would not make the browser reload it.
      key={current.tryNumber}
      {...rest}
      className={className}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-try={current.tryNumber}
      src={imageSourceForTry(src, current.tryNumber, window.location.origin, proxySrc)}
      onLoad={(event) => {
        setCurrent((state) => ({ ...state, status: "loaded" }));
        onLoad?.(event);
      }}
      onError={() =>
        setCurrent((state) => ({
          ...state,
          status: state.tryNumber >= maxTriesFor(state.src) ? "failed" : "waiting",
        }))
      }
    />
  );
}
