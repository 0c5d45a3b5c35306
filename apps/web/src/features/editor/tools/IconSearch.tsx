import type { ClassicIcon } from "@studio/contracts";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { searchIcons } from "../../classic-maker/api/classic-maker-api";
import { parseIconSvg, type IconGeometry } from "./icon-svg";

export type IconChoice = IconGeometry & { set: ClassicIcon["set"]; iconId: string; name: string };

/** The icon's SVG file as document geometry; the library serves it from our own origin. */
async function loadIcon(icon: ClassicIcon): Promise<IconChoice> {
  const response = await fetch(icon.url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`icon ${icon.id}: HTTP ${response.status}`);
  const geometry = parseIconSvg(await response.text());
  if (!geometry) throw new Error(`icon ${icon.id}: no drawable node`);
  return { ...geometry, set: icon.set, iconId: icon.name, name: icon.name };
}

/**
 * The icon library searched the way the classic maker's symbol step does (GET /api/search?key=,
 * English or Chinese words); 'Sorry no results found.' for an empty answer. Used to add an icon
 * and to replace the selected one.
 */
export function IconSearch({ onChoose }: { onChoose: (icon: IconChoice) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [key, setKey] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const results = useQuery({
    queryKey: ["editor", "icons", key],
    queryFn: ({ signal }) => searchIcons({ key: key ?? "" }, signal),
    enabled: key !== null,
    staleTime: 60_000,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setKey(typed.trim());
  };
  const choose = (icon: ClassicIcon) => {
    setFailed(false);
    loadIcon(icon).then(onChoose, () => setFailed(true));
  };
  return (
    <div className="ep-icon-search">
      <form role="search" className="ep-search" onSubmit={submit}>
        <label htmlFor={inputId} className="ep-label">
          {t("editorPanels.icon.search")}
        </label>
        <input
          id={inputId}
          className="lm-field"
          type="search"
          value={typed}
          maxLength={60}
          placeholder={t("editorPanels.icon.searchPlaceholder")}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button-primary ep-small">
          {t("editorPanels.icon.searchButton")}
        </button>
      </form>
      {results.isFetching ? <div className="spinner" role="status" aria-label={t("common.loading")} /> : null}
      {results.data && results.data.list.length === 0 ? (
        <p className="ep-empty" role="status">
          {t("editorPanels.noResults")}
        </p>
      ) : null}
      {failed ? (
        <p className="lm-error" role="alert">
          {t("editorPanels.icon.loadFailed")}
        </p>
      ) : null}
      <ul className="ep-icon-grid">
        {(results.data?.list ?? []).map((icon) => (
          <li key={icon.id}>
            <button type="button" className="ep-icon" title={icon.name} aria-label={icon.name} onClick={() => choose(icon)}>
              <img src={icon.url} alt="" width={32} height={32} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
