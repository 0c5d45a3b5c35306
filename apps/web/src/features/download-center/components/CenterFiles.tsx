import type { en } from "@studio/i18n";
import type { CenterFileView } from "@studio/contracts";
import { customSizeProblem } from "@studio/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { centerFileUrl, levelKey } from "../center-links";

type FileId = keyof typeof en.downloadCenter.file;

/** One file: a download link when the package includes it, else which package does. */
function FileRow({ designId, file }: { designId: string; file: CenterFileView }) {
  const { t } = useTranslation();
  const label = t(`downloadCenter.file.${file.id as FileId}`);
  return (
    <li className={`dc-file${file.allowed ? "" : " dc-file-locked"}`} data-testid="dc-file" data-file={file.id} data-allowed={file.allowed}>
      <span className="dc-file-label">{label}</span>
      {file.allowed ? (
        <a className="button button-secondary dc-file-get" href={centerFileUrl(designId, file.id)} download data-testid="dc-file-download">
          {t("downloadCenter.download")}
        </a>
      ) : (
        <span className="dc-file-lock">{t("downloadCenter.includedIn", { level: t(levelKey(file.unlockedBy)) })}</span>
      )}
    </li>
  );
}

/** The custom size: any width and height within the server's limits, PNG or JPG. */
function CustomSize({ designId, files, range }: { designId: string; files: CenterFileView[]; range: { min: number; max: number } }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState(1200);
  const [height, setHeight] = useState(1200);
  const [format, setFormat] = useState(files[0]?.id ?? "png-custom");
  const problem = customSizeProblem(width, height);
  return (
    <form className="dc-custom" data-testid="dc-custom" onSubmit={(event) => event.preventDefault()}>
      <h3>{t("downloadCenter.customTitle")}</h3>
      <label>
        {t("downloadCenter.customWidth")}
        <input
          type="number"
          min={range.min}
          max={range.max}
          step={1}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
          data-testid="dc-custom-width"
        />
      </label>
      <label>
        {t("downloadCenter.customHeight")}
        <input
          type="number"
          min={range.min}
          max={range.max}
          step={1}
          value={height}
          onChange={(event) => setHeight(Number(event.target.value))}
          data-testid="dc-custom-height"
        />
      </label>
      <label>
        {t("downloadCenter.customFormat")}
        <select value={format} onChange={(event) => setFormat(event.target.value)}>
          {files.map((file) => (
            <option key={file.id} value={file.id}>
              {t(`downloadCenter.file.${file.id as FileId}`)}
            </option>
          ))}
        </select>
      </label>
      <p className={problem ? "dc-custom-problem" : "dc-custom-hint"} role={problem ? "alert" : undefined}>
        {problem === "max" ? t("errors.CUSTOM_SIZE_MAX") : t("downloadCenter.customRange", { min: String(range.min), max: String(range.max) })}
      </p>
      {problem ? null : (
        <a className="button button-secondary" href={centerFileUrl(designId, format, { width, height })} download data-testid="dc-custom-download">
          {t("downloadCenter.download")}
        </a>
      )}
    </form>
  );
}

/**
 * The files of the logo's package. Whether a file is open comes from the server (packageAllows),
 * which also refuses the file itself; custom sizes are one form rather than a row each.
 */
export function CenterFiles({ designId, files, range }: { designId: string; files: CenterFileView[]; range: { min: number; max: number } }) {
  const { t } = useTranslation();
  const fixed = files.filter((file) => file.feature !== "customSize");
  const custom = files.filter((file) => file.feature === "customSize");
  return (
    <section className="dc-section" aria-labelledby="dc-files-title">
      <h2 id="dc-files-title">{t("downloadCenter.filesTitle")}</h2>
      <ul className="dc-files">
        {fixed.map((file) => (
          <FileRow key={file.id} designId={designId} file={file} />
        ))}
        {custom.some((file) => !file.allowed) ? custom.map((file) => <FileRow key={file.id} designId={designId} file={file} />) : null}
      </ul>
      {custom.length > 0 && custom.every((file) => file.allowed) ? <CustomSize designId={designId} files={custom} range={range} /> : null}
    </section>
  );
}
