import type { StyleProduct } from "@studio/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/client";
import { contractSchema } from "../../../api/contract-schema";
import { toast } from "../../../ui/toast-store";
import { fetchStyleList } from "../../images/hooks/use-style-list";
import { freeSlug, moved, saveBodyOf, scenesOf, type EditableScene, type EditableStyle } from "../product-styles";
import { readSampleImage } from "../sample-uploads";
import { SampleUpload } from "./SampleUpload";

/**
 * The generator's scene and style lists (spec 02 sections 2 and 7) in the style manager: scenes and
 * their styles with names in English and Chinese, a prompt and a preview (read as a data URL; the
 * server checks it like any upload), added, removed and reordered, then saved whole with
 * PUT /api/admin/styles/{product}. The pickers read the rewritten file with a cache-buster.
 */
export function ProductStylesEditor({ product }: { product: StyleProduct }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [scenes, setScenes] = useState<EditableScene[] | null>(null);
  const [current, setCurrent] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setScenes(null);
    setCurrent(0);
    fetchStyleList(product, controller.signal)
      .then((list) => setScenes(scenesOf(list)))
      .catch(() => {
        if (!controller.signal.aborted) toast.error(t("logoMaker.styleManager.loadFailed"));
      });
    return () => controller.abort();
  }, [product, t]);

  if (!scenes) return <p className="sm-hint">{t("common.loading")}</p>;
  const scene = scenes[current];
  const setScene = (next: EditableScene) => setScenes(scenes.map((s, i) => (i === current ? next : s)));
  const setItem = (index: number, patch: Partial<EditableStyle>) =>
    scene && setScene({ ...scene, items: scene.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) });

  const addScene = () => {
    const value = freeSlug(
      "scene",
      scenes.map((s) => s.value),
    );
    setScenes([...scenes, { value, en: value, zh: value, items: [] }]);
    setCurrent(scenes.length);
  };
  const addStyle = async (files: File[]) => {
    const [file] = files;
    if (!file || !scene) return;
    const read = await readSampleImage(file);
    if (!read.ok) return toast.error(t(read.problem));
    const value = freeSlug(
      "style",
      scene.items.map((i) => i.value),
    );
    setScene({ ...scene, items: [...scene.items, { value, en: value, zh: value, prompt: "", src: read.dataUrl }] });
  };
  const save = async () => {
    setSaving(true);
    try {
      const list = await api.put(`/api/admin/styles/${product}`, saveBodyOf(scenes), { schema: contractSchema((c) => c.styleListSchema), quiet: true });
      setScenes(scenesOf(list));
      await queryClient.invalidateQueries({ queryKey: ["style-list", product] });
      toast.success(t("logoMaker.styleManager.saved"));
    } catch {
      toast.error(t("logoMaker.styleManager.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="sm-product" data-testid="product-styles">
      <div className="sm-toolbar">
        <label className="sm-group">
          <span>{t("logoMaker.styleManager.scene")}</span>
          <select value={current} onChange={(event) => setCurrent(Number(event.target.value))} data-testid="product-styles-scene">
            {scenes.map((s, i) => (
              <option key={s.value} value={i}>
                {s.en} / {s.zh}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-secondary" onClick={addScene} data-testid="product-styles-add-scene">
          {t("logoMaker.styleManager.addScene")}
        </button>
        {scene && (
          <SampleUpload className="button button-secondary" onFiles={(files) => void addStyle(files)} multiple={false} testId="product-styles-add-style">
            {t("logoMaker.styleManager.addStyle")}
          </SampleUpload>
        )}
        <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving} data-testid="product-styles-save">
          {saving ? t("logoMaker.styleManager.saving") : t("logoMaker.styleManager.save")}
        </button>
      </div>
      {scene ? (
        <fieldset className="sm-scene" data-testid="product-styles-scene-fields">
          <NameFields en={scene.en} zh={scene.zh} onChange={(names) => setScene({ ...scene, ...names })} />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (setScenes(moved(scenes, current, current - 1)), setCurrent(Math.max(0, current - 1)))}
          >
            {t("logoMaker.styleManager.moveEarlier")}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (setScenes(moved(scenes, current, current + 1)), setCurrent(Math.min(scenes.length - 1, current + 1)))}
          >
            {t("logoMaker.styleManager.moveLater")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => (setScenes(scenes.filter((_, i) => i !== current)), setCurrent(0))}>
            {t("logoMaker.styleManager.removeScene")}
          </button>
          <ol className="sm-styles" data-testid="product-styles-items">
            {scene.items.map((item, index) => (
              <li key={item.value} data-value={item.value}>
                <img src={item.src} alt="" width={64} height={64} />
                <NameFields en={item.en} zh={item.zh} onChange={(names) => setItem(index, names)} />
                <label>
                  <span>{t("logoMaker.styleManager.prompt")}</span>
                  <input value={item.prompt} maxLength={400} onChange={(event) => setItem(index, { prompt: event.target.value })} />
                </label>
                <button type="button" className="button button-secondary" onClick={() => setScene({ ...scene, items: moved(scene.items, index, index - 1) })}>
                  {t("logoMaker.styleManager.moveEarlier")}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setScene({ ...scene, items: scene.items.filter((_, i) => i !== index) })}
                >
                  {t("logoMaker.styleManager.remove")}
                </button>
              </li>
            ))}
          </ol>
        </fieldset>
      ) : (
        <p className="sm-hint">{t("logoMaker.styleManager.noScenes")}</p>
      )}
    </div>
  );
}

/** A name in English and Chinese (the list file is read by both sites). */
function NameFields({ en, zh, onChange }: { en: string; zh: string; onChange: (names: { en: string; zh: string }) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        <span>{t("logoMaker.styleManager.nameEn")}</span>
        <input value={en} maxLength={60} onChange={(event) => onChange({ en: event.target.value, zh })} />
      </label>
      <label>
        <span>{t("logoMaker.styleManager.nameZh")}</span>
        <input value={zh} maxLength={60} onChange={(event) => onChange({ en, zh: event.target.value })} />
      </label>
    </>
  );
}
