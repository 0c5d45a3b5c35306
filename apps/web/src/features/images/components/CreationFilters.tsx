import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CreationFilters as Filters } from "../api/images-api";
import { useStyleList } from "../hooks/use-style-list";
import { useTags } from "../hooks/use-tags";

/**
 * The creations list's filters (spec 02 section 3): keywords (sent on Search or Enter), scene, tag and
 * favourites only. Every change starts the list again at page 1.
 */
export function CreationFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t, i18n } = useTranslation();
  const [keywords, setKeywords] = useState(value.keywords ?? "");
  const scenes = useStyleList("aiimage");
  const tags = useTags("image", true);
  const tagList = tags.data?.pages.flat() ?? [];
  const lang = i18n.language === "zh" ? "zh" : "en";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, keywords: keywords.trim() || undefined });
  };
  return (
    <form className="creation-filters" role="search" aria-label={t("images.filters.label")} onSubmit={submit}>
      <input
        type="search"
        className="lm-field"
        value={keywords}
        maxLength={200}
        placeholder={t("images.filters.keywords")}
        aria-label={t("images.filters.keywords")}
        data-testid="creations-keywords"
        onChange={(event) => setKeywords(event.target.value)}
      />
      <select
        className="lm-field"
        aria-label={t("images.filters.scene")}
        value={value.sceneId ?? ""}
        onChange={(event) => onChange({ ...value, sceneId: event.target.value || undefined })}
      >
        <option value="">{t("images.filters.allScenes")}</option>
        {(scenes.data?.scenes ?? []).map((scene) => (
          <option key={scene.value} value={scene.value}>
            {scene.name[lang]}
          </option>
        ))}
      </select>
      <select
        className="lm-field"
        aria-label={t("images.filters.tag")}
        data-testid="creations-tag-filter"
        value={value.tag ?? ""}
        onChange={(event) => onChange({ ...value, tag: event.target.value ? Number(event.target.value) : undefined })}
      >
        <option value="">{t("images.filters.allTags")}</option>
        {tagList.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </select>
      {tags.hasNextPage ? (
        <button type="button" className="button button-small" onClick={() => void tags.fetchNextPage()}>
          {t("images.tags.more")}
        </button>
      ) : null}
      <label className="creation-filter-check">
        <input
          type="checkbox"
          checked={value.favourite === true}
          data-testid="creations-favourites-only"
          onChange={(event) => onChange({ ...value, favourite: event.target.checked || undefined })}
        />
        {t("images.filters.favourites")}
      </label>
      <button type="submit" className="button button-primary">
        {t("images.filters.search")}
      </button>
    </form>
  );
}
