import { AUTO_STYLE, NO_SCENE } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../ui/use-media-query";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useStyleList } from "../../images/hooks/use-style-list";
import { openAdminOverlay } from "../../showcase/admin-overlay-store";

export type StylePickerProps = {
  scene: string;
  style: string;
  onChange(choice: { scene: string; style: string }): void;
};

/**
 * The scene and style selector (spec 02 section 2): the image generator's scenes from
 * /oss/aiimage-style/data.json, each scene's styles with their previews, 'Auto' (no style), and
 * 'More Style' opening /design/inspiration in a new tab.
 */
export function StylePicker({ scene, style, onChange }: StylePickerProps) {
  const { t, i18n } = useTranslation();
  const list = useStyleList("aiimage");
  const lang = i18n.language === "zh" ? "zh" : "en";
  const scenes = list.data?.scenes ?? [];
  const current = scenes.find((item) => item.value === scene);
  // The admin tools are desktop-only (spec 02 sections 2 and 6), like the avatar menu's entry.
  const { user } = useCurrentUser();
  const mobile = useIsMobile();
  const admin = user?.is_admin === true && !mobile;
  return (
    <div className="gen-styles" data-testid="style-picker">
      <div className="gen-style-line">
        <label className="gen-label" htmlFor="gen-scene">
          {t("generator.style")}
        </label>
        <select
          id="gen-scene"
          className="gen-scene"
          value={current ? current.value : NO_SCENE}
          onChange={(event) => onChange({ scene: event.target.value, style: AUTO_STYLE })}
          disabled={list.isPending}
        >
          <option value={NO_SCENE}>{list.isPending ? t("generator.loadingStyles") : t("generator.styleAuto")}</option>
          {scenes.map((item) => (
            <option key={item.value} value={item.value}>
              {item.name[lang]}
            </option>
          ))}
        </select>
        <a href="/design/inspiration" target="_blank" rel="noopener" className="gen-more-style">
          {t("generator.moreStyle")}
        </a>
        {admin && (
          <button type="button" className="gen-more-style" onClick={() => openAdminOverlay("image-styles")} data-testid="style-picker-manage">
            {t("logoMaker.styleManager.manage")}
          </button>
        )}
      </div>
      {current ? (
        <ul className="gen-style-grid" role="radiogroup" aria-label={current.name[lang]}>
          <li>
            <button
              type="button"
              role="radio"
              aria-checked={style === AUTO_STYLE}
              className="gen-style-item"
              onClick={() => onChange({ scene, style: AUTO_STYLE })}
            >
              <span className="gen-style-auto" aria-hidden="true">
                A
              </span>
              <span>{t("generator.styleAuto")}</span>
            </button>
          </li>
          {current.items.map((item) => (
            <li key={item.value}>
              <button
                type="button"
                role="radio"
                aria-checked={style === item.value}
                className="gen-style-item"
                onClick={() => onChange({ scene: current.value, style: item.value })}
                data-testid="style-item"
              >
                <img src={item.src} alt="" width={64} height={64} loading="lazy" />
                <span>{item.name[lang]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
