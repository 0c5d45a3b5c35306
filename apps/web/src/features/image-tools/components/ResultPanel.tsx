import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ToolResult } from "../api/image-tools-api";
import type { SourceImage } from "../hooks/use-tool-source";
import { BeforeAfter } from "./BeforeAfter";

/** The file name a result downloads under: the tool and its format. */
function fileName(result: ToolResult): string {
  const path = (result.data ?? "").split(/[?#]/)[0] ?? "";
  const extension = path.includes(".") ? path.slice(path.lastIndexOf(".") + 1) : "png";
  return `${result.tool}-${result.taskId.slice(0, 8)}.${extension}`;
}

/** Formats an <img> cannot show (the result is still downloaded and kept as a record). */
const notAPicture = (contentType: string | null) => contentType === "application/pdf";

/**
 * A finished run: before and after under one slider, which method ran, the download, and where the
 * new image record lives (My creations); the result can be the next tool's source.
 */
export function ResultPanel({ result, before, onUseResult }: { result: ToolResult; before: string; onUseResult(image: SourceImage): void }) {
  const { t } = useTranslation();
  const url = result.data ?? result.resultUrls[0];
  if (!url) return null;
  const recordId = result.imageIds[0];
  return (
    <section className="tools-result" aria-labelledby="tools-result-title" data-testid="tools-result" data-record={recordId} data-url={url}>
      <h2 id="tools-result-title" className="tools-h2">
        {t("imageTools.result")}
      </h2>
      {notAPicture(result.contentType) ? (
        <p className="tools-file">{fileName(result)}</p>
      ) : (
        <BeforeAfter before={before} after={url} width={result.width} height={result.height} />
      )}
      {result.method ? (
        <p className="tools-method" data-testid="tools-method" data-method={result.method}>
          {t("imageTools.method", { method: t(`imageTools.methods.${result.method}`) })}
        </p>
      ) : null}
      {result.resultUrls.length > 1 ? (
        <ul className="tools-more">
          {result.resultUrls.slice(1).map((more) => (
            <li key={more}>
              <img src={more} alt={t("imageTools.result")} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tools-result-actions">
        <a className="button button-primary" href={url} download={fileName(result)} data-testid="tools-download">
          {t("imageTools.download")}
        </a>
        <Link className="button" to="/edit" data-testid="tools-creations">
          {t("imageTools.openCreations")}
        </Link>
        {!notAPicture(result.contentType) && result.contentType !== "image/svg+xml" && result.contentType !== "image/x-icon" ? (
          <button
            type="button"
            className="button"
            onClick={() =>
              onUseResult({
                src: url,
                preview: url,
                width: result.width,
                height: result.height,
                name: fileName(result),
                ...(recordId !== undefined ? { recordId } : {}),
              })
            }
            data-testid="tools-use-result"
          >
            {t("imageTools.useResult")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
