import type { Crop, ImageElement } from "@studio/design";
import { PHOTO_FILTERS, TONING_COLORS } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { IMAGE_FILTER_GROUPS } from "./editor-defaults";
import { CheckField, ColorField, NumberField, PanelSection, RangeField } from "./panel-fields";
import type { ElementPanelProps } from "./panel-types";
import { RadiusControl } from "./RadiusControl";
import { TrimButton } from "./TrimButton";

const FULL: Crop = { x: 0, y: 0, width: 1, height: 1 };
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;
/** A toning colour picked without a strength yet washes this much of it over the picture. */
const TONING_AMOUNT = 0.4;
/** "clarendon" -> "Clarendon": the looks are known by these (untranslated) names. */
const lookName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * An image: crop (the visible part, in percent of the picture), rounded corners or a circle, a
 * border, and spec 03's filters by id: brightness, opacity, blur, grayscale, the border styles,
 * duotone and colour-exposure presets and the named presets; then one of the 25 photo filters and
 * one of the 46 toning colours with its strength (optional fields of the v3 image element).
 */
export function ImagePanel({ element, onChange }: ElementPanelProps<ImageElement>) {
  const { t } = useTranslation();
  const crop = element.crop;
  // Each side is kept inside the picture: moving the left edge shrinks the width rather than spilling over.
  const setCrop = (fields: Partial<Crop>) => {
    const next = { ...(crop ?? FULL), ...fields };
    const x = Math.min(Math.max(next.x, 0), 0.99);
    const y = Math.min(Math.max(next.y, 0), 0.99);
    onChange({ crop: { x, y, width: Math.min(Math.max(next.width, 0.01), 1 - x), height: Math.min(Math.max(next.height, 0.01), 1 - y) } });
  };
  return (
    <>
      <PanelSection title={t("editorPanels.image.filterTitle")}>
        {IMAGE_FILTER_GROUPS.map((group) => (
          <div key={group.key} className="ep-field" role="group" aria-label={t(`editorPanels.filterGroup.${group.key}`)}>
            <span className="ep-label">{t(`editorPanels.filterGroup.${group.key}`)}</span>
            <span className="ep-chips">
              {group.ids.map((id) => (
                <button key={id} type="button" className="ep-chip" aria-pressed={element.filter === id} onClick={() => onChange({ filter: id })}>
                  {t(`editorPanels.filter.f${id}`)}
                </button>
              ))}
            </span>
          </div>
        ))}
      </PanelSection>
      <PanelSection title={t("editorPanels.image.photoFilterTitle")}>
        <span className="ep-chips" role="group" aria-label={t("editorPanels.image.photoFilterTitle")}>
          <button type="button" className="ep-chip" aria-pressed={!element.photoFilter} onClick={() => onChange({ photoFilter: undefined })}>
            {t("editorPanels.image.photoFilterNone")}
          </button>
          {PHOTO_FILTERS.map((look) => (
            <button
              key={look.key}
              type="button"
              className="ep-chip"
              aria-label={t("editorPanels.image.photoFilter", { name: lookName(look.key) })}
              aria-pressed={element.photoFilter === look.key}
              onClick={() => onChange({ photoFilter: look.key })}
            >
              {lookName(look.key)}
            </button>
          ))}
        </span>
      </PanelSection>
      <PanelSection title={t("editorPanels.image.toningTitle")}>
        <ul className="ep-swatches" aria-label={t("editorPanels.image.toningTitle")}>
          <li>
            <button type="button" className="ep-swatch ep-swatch-none" aria-pressed={!element.toning} onClick={() => onChange({ toning: undefined })}>
              {t("editorPanels.image.toningNone")}
            </button>
          </li>
          {TONING_COLORS.map((color) => (
            <li key={color}>
              <button
                type="button"
                className="ep-swatch"
                aria-label={t("editorPanels.image.toning", { color })}
                aria-pressed={element.toning?.color === color}
                style={{ background: color }}
                onClick={() => onChange({ toning: { color, amount: element.toning?.amount ?? TONING_AMOUNT } })}
              />
            </li>
          ))}
        </ul>
        {element.toning ? (
          <RangeField
            label={t("editorPanels.image.toningAmount")}
            value={element.toning.amount}
            min={0.05}
            max={1}
            step={0.05}
            format={(amount) => `${Math.round(amount * 100)}%`}
            onChange={(amount) => element.toning && onChange({ toning: { ...element.toning, amount } })}
          />
        ) : null}
      </PanelSection>
      <PanelSection title={t("editorPanels.image.cropTitle")}>
        <CheckField label={t("editorPanels.image.crop")} checked={crop !== null} onChange={(on) => onChange({ crop: on ? { ...FULL } : null })} />
        <TrimButton element={element} onChange={onChange} />
        {crop ? (
          <>
            <div className="ep-row">
              <NumberField label={t("editorPanels.image.cropX")} unit="%" value={percent(crop.x)} min={0} max={99} onChange={(x) => setCrop({ x: x / 100 })} />
              <NumberField label={t("editorPanels.image.cropY")} unit="%" value={percent(crop.y)} min={0} max={99} onChange={(y) => setCrop({ y: y / 100 })} />
            </div>
            <div className="ep-row">
              <NumberField
                label={t("editorPanels.image.cropWidth")}
                unit="%"
                value={percent(crop.width)}
                min={1}
                max={100}
                onChange={(width) => setCrop({ width: width / 100 })}
              />
              <NumberField
                label={t("editorPanels.image.cropHeight")}
                unit="%"
                value={percent(crop.height)}
                min={1}
                max={100}
                onChange={(height) => setCrop({ height: height / 100 })}
              />
            </div>
          </>
        ) : null}
      </PanelSection>
      <PanelSection title={t("editorPanels.image.cornersTitle")}>
        <RadiusControl radius={element.radius} onChange={(radius) => onChange({ radius })} />
      </PanelSection>
      <PanelSection title={t("editorPanels.image.borderTitle")}>
        <CheckField
          label={t("editorPanels.image.border")}
          checked={element.border !== null}
          onChange={(on) => onChange({ border: on ? { width: 10, color: "#ffffff" } : null })}
        />
        {element.border ? (
          <div className="ep-row">
            <NumberField
              label={t("editorPanels.image.borderWidth")}
              value={element.border.width}
              min={1}
              max={500}
              onChange={(width) => element.border && onChange({ border: { ...element.border, width } })}
            />
            <ColorField
              label={t("editorPanels.image.borderColor")}
              value={element.border.color}
              onChange={(color) => element.border && onChange({ border: { ...element.border, color } })}
            />
          </div>
        ) : null}
      </PanelSection>
    </>
  );
}
