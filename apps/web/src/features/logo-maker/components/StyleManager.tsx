import { logoStyleValues, type LogoStyleValue } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi } from "../api/logo-maker-api";
import { readSampleImage } from "../sample-uploads";
import { moveItem, type StyleItem } from "../style-list";
import { SampleUpload } from "./SampleUpload";
import "../style-manager.css";
import { ossVariantUrl } from "../../../lib/oss-url";

type Groups = Record<LogoStyleValue, StyleItem[]>;

let nextKey = 0;
const itemOf = (src: string): StyleItem => ({ key: `item-${(nextKey += 1)}`, src });
const preview = (src: string) => ossVariantUrl(src, 200);

function emptyGroups(): Groups {
  return Object.fromEntries(logoStyleValues.map((v) => [v, []])) as unknown as Groups;
}

/**
 * Logo Style Management (spec 02 sections 2, 7, 8; admins on desktop): pick a group, add images,
 * drag (or move with the arrow buttons) to reorder, remove after 'Sure to remove?', Save.
 */
export function StyleManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [groups, setGroups] = useState<Groups | null>(null);
  const [labels, setLabels] = useState<Partial<Record<LogoStyleValue, string>>>({});
  const [style, setStyle] = useState<LogoStyleValue>("abstract");
  const [removing, setRemoving] = useState<StyleItem | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const dragKey = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    logoMakerApi
      .styleData(controller.signal)
      .then((data) => {
        const next = emptyGroups();
        const names: Partial<Record<LogoStyleValue, string>> = {};
        for (const group of data.groups) {
          const value = logoStyleValues.find((v) => v === group.value);
          if (!value) continue;
          next[value] = group.items.map((item) => itemOf(item.src));
          if (group.label) names[value] = group.label;
        }
        setGroups(next);
        setLabels(names);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        toast.error(t("logoMaker.styleManager.loadFailed"));
        onClose();
      });
    return () => controller.abort();
  }, [onClose, t]);

  const items = groups?.[style] ?? [];
  const setItems = (next: StyleItem[]) => setGroups((current) => (current ? { ...current, [style]: next } : current));
  const move = (from: number, to: number) => setItems(moveItem(items, from, to));

  const addFiles = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const read = await readSampleImage(file);
    if (!read.ok) toast.error(t(read.problem));
    else setItems([...items, itemOf(read.dataUrl)]);
  };

  const save = async () => {
    if (!groups) return;
    setSaving(true);
    try {
      const data = await logoMakerApi.saveStyles({
        groups: logoStyleValues.map((value) => ({ value, label: labels[value], items: groups[value].map((item) => ({ src: item.src })) })),
      });
      const next = emptyGroups();
      for (const group of data.groups) {
        const value = logoStyleValues.find((v) => v === group.value);
        if (value) next[value] = group.items.map((item) => itemOf(item.src));
      }
      setGroups(next);
      await queryClient.invalidateQueries({ queryKey: ["logo-maker", "style-groups"] });
      toast.success(t("logoMaker.styleManager.saved"));
    } catch {
      toast.error(t("logoMaker.styleManager.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  // Pointer drag: the item under the pointer takes the dragged item's place as it moves.
  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>, key: string) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragKey.current = key;
    setDragging(key);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const key = dragKey.current;
    if (!key) return;
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-style-item]")?.dataset.styleItem;
    if (!over || over === key) return;
    move(
      items.findIndex((i) => i.key === key),
      items.findIndex((i) => i.key === over),
    );
  };
  const endDrag = () => {
    dragKey.current = null;
    setDragging(null);
  };

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
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={!groups || saving} data-testid="style-manager-save">
            {saving ? t("logoMaker.styleManager.saving") : t("logoMaker.styleManager.save")}
          </button>
        </>
      }
    >
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
        <SampleUpload className="button button-secondary" onFiles={(files) => void addFiles(files)} multiple={false} testId="style-manager-add">
          {t("logoMaker.styleManager.add")}
        </SampleUpload>
      </div>
      {!groups ? (
        <p className="sm-hint">{t("common.loading")}</p>
      ) : items.length === 0 ? (
        <p className="sm-hint">{t("logoMaker.styleManager.empty")}</p>
      ) : (
        <>
          <p className="sm-hint">{t("logoMaker.styleManager.dragHint")}</p>
          <ol className="sm-grid" data-testid="style-manager-items">
            {items.map((item, i) => (
              <li
                key={item.key}
                className={dragging === item.key ? "sm-item sm-item-dragging" : "sm-item"}
                data-style-item={item.key}
                data-src={item.src}
                onPointerDown={(event) => onPointerDown(event, item.key)}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              >
                <img src={preview(item.src)} alt={t("logoMaker.styleManager.itemAlt", { style: t(`logoMaker.styles.${style}`), n: i + 1 })} draggable={false} />
                <span className="sm-actions">
                  <button type="button" className="sm-action" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={t("logoMaker.styleManager.moveEarlier")}>
                    ←
                  </button>
                  <button type="button" className="sm-action" onClick={() => setRemoving(item)} aria-label={t("logoMaker.styleManager.remove")}>
                    ×
                  </button>
                  <button type="button" className="sm-action" onClick={() => move(i, i + 1)} disabled={i === items.length - 1} aria-label={t("logoMaker.styleManager.moveLater")}>
                    →
                  </button>
                </span>
              </li>
            ))}
          </ol>
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
                setItems(items.filter((i) => i.key !== removing?.key));
                setRemoving(null);
              }}
            >
              {t("logoMaker.styleManager.remove")}
            </button>
          </>
        }
      >
        {removing && <img className="sm-remove-preview" src={preview(removing.src)} alt="" />}
      </Modal>
    </Modal>
  );
}
