import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FontsByCategory } from "@studio/contracts";
import { FONT_FILE_ACCEPT } from "@studio/contracts";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { fontQueryKeys, fontsApi } from "../api/fonts-api";
import { sendFontFile } from "../api/font-upload";
import "../fonts.css";

type UploadedFile = { file_key: string; font_family: string };

function CategorySection({ group, onChanged, onError }: { group: FontsByCategory[number]; onChanged(): void; onError(error: unknown): void }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const addFile = async (file: File) => {
    try {
      setPercent(0);
      const uploaded = await sendFontFile<UploadedFile>("/api/doUpload", file, { onProgress: (fraction) => setPercent(Math.round(fraction * 100)) });
      await fontsApi.createFont({
        category_id: group.cat_id,
        name: uploaded.font_family,
        file_key: uploaded.file_key,
        font_height: 0.7,
        price: 0,
        simplified: group.fonts.some((font) => font.simplified),
        font_type: group.slug,
        fit_type: "name",
        sort: group.fonts.length,
      });
      onChanged();
    } catch (error) {
      onError(error);
    } finally {
      setPercent(null);
    }
  };
  const act = (work: () => Promise<unknown>) => () => void work().then(onChanged, onError);
  return (
    <section className="fonts-admin-category" data-testid="fonts-admin-category">
      <h2>
        {group.cate_name} <small>({group.slug})</small>
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("fonts.admin.fontName")}</th>
            <th scope="col">{t("fonts.admin.price")}</th>
            <th scope="col">{t("fonts.admin.fitType")}</th>
            <th scope="col">{t("fonts.admin.simplified")}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {group.fonts.map((font) => (
            <tr key={font.detail_id}>
              <td>
                {font.font_name} <code>{font.id}</code>
              </td>
              <td>{font.price}</td>
              <td>{t(`fonts.admin.fit${font.fit_type === "name" ? "Name" : font.fit_type === "slogan" ? "Slogan" : "Both"}`)}</td>
              <td>{font.simplified ? "✓" : ""}</td>
              <td>
                <button type="button" onClick={act(() => fontsApi.deleteFont(font.detail_id))}>
                  {t("fonts.admin.removeFont")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label>
        {t("fonts.admin.uploadFont")}{" "}
        <input
          type="file"
          accept={FONT_FILE_ACCEPT}
          disabled={percent !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void addFile(file);
          }}
        />
      </label>
      {percent !== null ? <progress max={100} value={percent} /> : null}
      <button
        type="button"
        onClick={() => {
          if (window.confirm(t("fonts.admin.deleteCategoryConfirm", { name: group.cate_name }))) act(() => fontsApi.deleteCategory(group.cat_id))();
        }}
      >
        {t("fonts.admin.deleteCategory")}
      </button>
    </section>
  );
}

/** Admins manage the font catalogue here (spec 01 section 7's font calls); the server refuses everyone else. */
export function AdminFontsPage() {
  const { t, i18n } = useTranslation();
  const textsReady = useLazyMessages();
  const { user, loading } = useCurrentUser();
  const lang = i18n.language === "zh" ? "zh" : "en";
  const queryClient = useQueryClient();
  const catalogue = useQuery({
    queryKey: fontQueryKeys.catalogue(lang),
    queryFn: ({ signal }) => fontsApi.byCategory(lang, signal),
    enabled: Boolean(user?.is_admin),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [names, setNames] = useState({ en: "", zh: "" });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["fonts"] });
  const onError = (error: unknown) => setNotice(t("fonts.admin.failed", { message: error instanceof Error ? error.message : String(error) }));
  const init = useMutation({
    mutationFn: fontsApi.init,
    onSuccess: (added) => {
      setNotice(t("fonts.admin.initDone", added));
      void refresh();
    },
    onError,
  });
  const addCategory = (event: FormEvent) => {
    event.preventDefault();
    if (!names.en.trim() || !names.zh.trim()) return setNotice(t("fonts.admin.nameRequired"));
    fontsApi.createCategory({ name_en: names.en, name_zh: names.zh, sort: 100 }).then(() => {
      setNames({ en: "", zh: "" });
      void refresh();
    }, onError);
  };

  if (!textsReady || loading) return <section className="fonts-admin" aria-busy="true" />;
  if (!user) return <p role="alert">{t("fonts.admin.signIn")}</p>;
  if (!user.is_admin) return <p role="alert">{t("fonts.admin.forbidden")}</p>;
  return (
    <section className="fonts-admin" data-testid="fonts-admin">
      <h1>{t("fonts.admin.title")}</h1>
      {notice ? <p role="status">{notice}</p> : null}
      <button type="button" onClick={() => init.mutate()} disabled={init.isPending}>
        {t("fonts.admin.init")}
      </button>
      <form className="fonts-admin-form" onSubmit={addCategory} aria-label={t("fonts.admin.newCategory")}>
        <label>
          {t("fonts.admin.nameEn")} <input value={names.en} maxLength={60} onChange={(event) => setNames({ ...names, en: event.target.value })} />
        </label>
        <label>
          {t("fonts.admin.nameZh")} <input value={names.zh} maxLength={60} onChange={(event) => setNames({ ...names, zh: event.target.value })} />
        </label>
        <button type="submit">{t("fonts.admin.add")}</button>
      </form>
      {catalogue.data?.map((group) => (
        <CategorySection key={group.cat_id} group={group} onChanged={() => void refresh()} onError={onError} />
      ))}
    </section>
  );
}
