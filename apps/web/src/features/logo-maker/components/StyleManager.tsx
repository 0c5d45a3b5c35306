import { logoStyleValues, styleProducts, type LogoStyleValue } from "@studio/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { useStyleGroupsEditor } from "../hooks/use-style-groups-editor";
import type { StyleItem } from "../style-list";
import { ProductStylesEditor } from "./ProductStylesEditor";
import { SampleUpload } from "./SampleUpload";
import { StyleItemGrid, stylePreview } from "./StyleItemGrid";
import "../style-manager.css";

/** The logo styles (their own file and route) and the products with scene and style lists. */
const managedProducts = ["logo", ...styleProducts] as const;
export type ManagedProduct = (typeof managedProducts)[number];

/**
 * Logo Style Management (spec 02 sections 2, 7, 8; admins on desktop): pick a group, add images,
 * drag (or move with the arrow buttons) to reorder, remove after 'Sure to remove?', Save. The product
 * switch edits the generator's scene and style lists in the same dialog (one manager, not a twin).
 */
export function StyleManager({ onClose, initialProduct = "logo" }: { onClose: () => void; initialProduct?: ManagedProduct }) {
  const { t } = useTranslation();
  const [product, setProduct] = useState<ManagedProduct>(initialProduct);
  const [style, setStyle] = useState<LogoStyleValue>("abstract");
  const [removing, setRemoving] = useState<StyleItem | null>(null);
  const editor = useStyleGroupsEditor(style, onClose);

  return (
    <Modal
      open
      onClose={onClose}
      width={920}
      closeOnBackdrop={false}
      title={t("logoMaker.styleManager.title")}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t("common.close")}
          </button>
          {product === "logo" && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => void editor.save()}
              disabled={!editor.loaded || editor.saving}
              data-testid="style-manager-save"
            >
              {editor.saving ? t("logoMaker.styleManager.saving") : t("logoMaker.styleManager.save")}
            </button>
          )}
        </>
      }
    >
      <label className="sm-group">
        <span>{t("logoMaker.styleManager.product")}</span>
        <select value={product} onChange={(event) => setProduct(event.target.value as ManagedProduct)} data-testid="style-manager-product">
          {managedProducts.map((value) => (
            <option key={value} value={value}>
              {t(`logoMaker.styleManager.products.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {product !== "logo" ? (
        <ProductStylesEditor key={product} product={product} />
      ) : (
        <>
          <div className="sm-toolbar">
            <label className="sm-group">
              <span>{t("logoMaker.styleManager.group")}</span>
              <select value={style} onChange={(event) => setStyle(event.target.value as LogoStyleValue)} data-testid="style-manager-group">
                {logoStyleValues.map((value) => (
                  <option key={value} value={value}>
                    {t(`logoMaker.styles.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <SampleUpload className="button button-secondary" onFiles={(files) => void editor.addFiles(files)} multiple={false} testId="style-manager-add">
              {t("logoMaker.styleManager.add")}
            </SampleUpload>
          </div>
          {!editor.loaded ? (
            <p className="sm-hint">{t("common.loading")}</p>
          ) : editor.items.length === 0 ? (
            <p className="sm-hint">{t("logoMaker.styleManager.empty")}</p>
          ) : (
            <>
              <p className="sm-hint">{t("logoMaker.styleManager.dragHint")}</p>
              <StyleItemGrid items={editor.items} styleName={t(`logoMaker.styles.${style}`)} onMove={editor.move} onRemove={setRemoving} />
            </>
          )}
        </>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t("logoMaker.styleManager.confirmRemove")}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setRemoving(null)}>
              {t("common.cancel")}
            </button>
            <button
              type="button"
              className="button button-primary"
              data-autofocus
              onClick={() => {
                if (removing) editor.remove(removing.key);
                setRemoving(null);
              }}
            >
              {t("logoMaker.styleManager.remove")}
            </button>
          </>
        }
      >
        {removing && <img className="sm-remove-preview" src={stylePreview(removing.src)} alt="" />}
      </Modal>
    </Modal>
  );
}
