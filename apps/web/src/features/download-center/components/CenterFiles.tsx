import type { en } from "@studio/i18n";
import type { CenterFileView } from "@studio/contracts";
import { customSizeProblem, type PackageFeature } from "@studio/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../ui/use-media-query";
import { centerFileUrl, levelKey, mobilePreviewHref } from "../center-links";

type FileId = keyof typeof en.downloadCenter.file;

/**
 * On a phone (spec 03 section 4): images open on the preview page, where they are saved by a long
 * press; other formats cannot be saved there, so the row says to use a PC and shows the link.
 */
function MobileFile({ designId, file, name }: { designId: string; file: CenterFileView; name: string }) {
  const { t } = useTranslation();
  const url = centerFileUrl(designId, file.id);
  if (file.format === "png" || file.format === "jpg") {
    return (
      <a className="button button-secondary dc-file-get" href={mobilePreviewHref(url, `${name || "logo"}.${file.format}`)} data-testid="dc-file-preview">
        {t("downloadCenter.mobileImage")}
      </a>
    );
  }
  return (
    <span className="dc-file-mobile" data-testid="dc-file-pc">
      {t("downloadCenter.mobileOther")} <input readOnly value={new URL(url, window.location.origin).href} onFocus={(event) => event.target.select()} />
    </span>
  );
}

/** One file: a download link when the package includes it, else which package does and the feature's upgrade message. */
function FileRow({ designId, file, name }: { designId: string; file: CenterFileView; name: string }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const label = t(`downloadCenter.file.${file.id as FileId}`);
  const level = t(levelKey(file.unlockedBy));
  return (
    <li className={`dc-file${file.allowed ? "" : " dc-file-locked"}`} data-testid="dc-file" data-file={file.id} data-allowed={file.allowed}>
      <span className="dc-file-label">{label}</span>
      {file.allowed && mobile ? <MobileFile designId={designId} file={file} name={name} /> : null}
      {file.allowed && !mobile ? (
        <a className="button button-secondary dc-file-get" href={centerFileUrl(designId, file.id)} download data-testid="dc-file-download">
          {t("downloadCenter.download")}
        </a>
      ) : null}
      {file.allowed ? null : (
        <span className="dc-file-lock">
          {t("downloadCenter.includedIn", { level })}
          <small className="dc-file-upgrade" data-testid="dc-file-upgrade">
            {t(`downloadCenter.upgradeFeature.${file.feature as PackageFeature}`, { level })}
          </small>
        </span>
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
export function CenterFiles({
  designId,
  name,
  files,
  range,
}: {
  designId: string;
  name: string;
  files: CenterFileView[];
  range: { min: number; max: number };
}) {
  const { t } = useTranslation();
  const fixed = files.filter((file) => file.feature !== "customSize");
  const custom = files.filter((file) => file.feature === "customSize");
  return (
    <section className="dc-section" aria-labelledby="dc-files-title">
      <h2 id="dc-files-title">{t("downloadCenter.filesTitle")}</h2>
      <ul className="dc-files">
        {fixed.map((file) => (
          <FileRow key={file.id} designId={designId} file={file} name={name} />
        ))}
        {custom.some((file) => !file.allowed) ? custom.map((file) => <FileRow key={file.id} designId={designId} file={file} name={name} />) : null}
      </ul>
      {custom.length > 0 && custom.every((file) => file.allowed) ? <CustomSize designId={designId} files={custom} range={range} /> : null}
    </section>
  );
}
