import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerImageDropHandler } from "../../../ui/image-drop";
import { LazyImage } from "../../../ui/LazyImage";
import { toast } from "../../../ui/toast-store";
import { useImagePalette } from "../hooks/use-image-palette";
import { ColourSwatch } from "./ColourSwatch";
import "./palette.css";

/** "Find your brand colours": pick or drop an image, see its main colours, copy their hex codes. */
export function PaletteTool() {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const palette = useImagePalette(file);

  // While this section is on screen, images dropped anywhere on the page come here.
  useEffect(() => registerImageDropHandler((files) => setFile(files[0] ?? null)), []);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      toast.error(t("home.paletteNotImage"));
      return;
    }
    setFile(chosen);
  };

  return (
    <section id="palette" className="section" aria-labelledby="palette-title">
      <h2 id="palette-title" className="section-title">
        {t("home.paletteTitle")}
      </h2>
      <p className="section-lead">{t("home.paletteLead")}</p>
      <div className="palette-tool">
        <div className="palette-picker">
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            data-testid="palette-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <label htmlFor={inputId} className="button button-primary">
            {t("home.paletteChoose")}
          </label>
          {palette.status === "empty" ? null : <LazyImage className="palette-preview" src={palette.url} alt={t("home.paletteImageAlt")} />}
        </div>
        <div className="palette-result" aria-live="polite" data-testid="palette-result">
          {palette.status === "empty" ? <p className="palette-empty">{t("home.paletteEmpty")}</p> : null}
          {palette.status === "failed" ? <p className="palette-empty">{t("home.paletteUnreadable")}</p> : null}
          {palette.status === "ready" ? (
            <>
              <p className="palette-caption">{t("home.paletteResult", { name: palette.file.name })}</p>
              <ul className="swatches">
                {palette.colours.map((colour) => (
                  <ColourSwatch key={colour.hex} colour={colour} />
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
