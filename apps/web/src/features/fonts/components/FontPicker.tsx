import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { openLoginPanel } from "../../session/login-panel-store";
import { fontQueryKeys, fontsApi } from "../api/fonts-api";
import { groupOf, pickerGroups, type PickerFont } from "../font-groups";
import { loadPreviewFace } from "../font-preview";
import { FontUpload } from "./FontUpload";
import { UserFontActions } from "./UserFontActions";
import "../fonts.css";

export type FontPickerProps = {
  /** The chosen font id (a catalogue id, `font-<id>` or the user's `user-<id>`). */
  value: string;
  /** What the previews show (the element's text); the font's name when empty. */
  text: string;
  onChange(fontId: string): void;
};

function FontOption({ font, text, selected, onPick }: { font: PickerFont; text: string; selected: boolean; onPick(): void }) {
  const family = font.url ? loadPreviewFace(font.id, font.url) : undefined;
  const sample = (text.trim() || font.name).slice(0, 40);
  return (
    <button type="button" role="option" aria-selected={selected} className="font-option" data-font-id={font.id} onClick={onPick}>
      <span className="font-option-name">{font.name}</span>
      <span className="font-option-preview" style={{ fontFamily: family ? `"${family}", "${font.family}", sans-serif` : undefined }}>
        {sample}
      </span>
    </button>
  );
}

/**
 * The font picker of the editor's text panel: the catalogue by category (Chinese fonts first on
 * ?lang=zh), the user's own fonts, previews of the text, and 'Upload a font' for signed-in users.
 */
export function FontPicker({ value, text, onChange }: FontPickerProps) {
  const { t, i18n } = useTranslation();
  const textsReady = useLazyMessages();
  const zh = i18n.language === "zh";
  const lang = zh ? "zh" : "en";
  const { user } = useCurrentUser();
  const catalogue = useQuery({ queryKey: fontQueryKeys.catalogue(lang), queryFn: ({ signal }) => fontsApi.byCategory(lang, signal), staleTime: 5 * 60_000 });
  const mine = useQuery({ queryKey: fontQueryKeys.mine, queryFn: ({ signal }) => fontsApi.userFonts(signal), enabled: user !== null });
  const groups = useMemo(
    () => pickerGroups(catalogue.data ?? [], user ? (mine.data?.list ?? []) : null, { zh, mineLabel: textsReady ? t("fonts.picker.mine") : "" }),
    [catalogue.data, mine.data, user, zh, t, textsReady],
  );
  const [tab, setTab] = useState<string | undefined>(undefined);
  const active = tab ?? groupOf(groups, value);
  const group = groups.find((candidate) => candidate.key === active);

  if (!textsReady) return <div className="font-picker" aria-busy="true" />;
  return (
    <div className="font-picker" data-testid="font-picker">
      <div role="tablist" aria-label={t("fonts.picker.categories")} className="font-picker-tabs">
        {groups.map((candidate) => (
          <button
            key={candidate.key}
            type="button"
            role="tab"
            aria-selected={candidate.key === active}
            className="font-picker-tab"
            onClick={() => setTab(candidate.key)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {catalogue.isPending ? <p role="status">{t("fonts.picker.loading")}</p> : null}
      {/* Spec 01 section 8: a font list that fails to load is an empty result, with a note. */}
      {catalogue.isError ? <p role="status">{t("fonts.picker.loadFailed")}</p> : null}
      {group ? (
        <div role="listbox" aria-label={group.label} className="font-picker-list">
          {group.fonts.length === 0 ? <p>{t("fonts.picker.empty")}</p> : null}
          {group.fonts.map((font) => (
            <div key={font.id} className="font-picker-row">
              <FontOption font={font} text={text} selected={font.id === value} onPick={() => onChange(font.id)} />
              {group.key === "mine" ? <UserFontActions font={font} /> : null}
            </div>
          ))}
        </div>
      ) : null}
      {user ? (
        <FontUpload
          onUploaded={(font) => {
            setTab("mine");
            onChange(font.font_id);
          }}
        />
      ) : (
        <button type="button" className="font-upload-signin" onClick={() => openLoginPanel("sign-in")}>
          {t("fonts.upload.signIn")}
        </button>
      )}
    </div>
  );
}
