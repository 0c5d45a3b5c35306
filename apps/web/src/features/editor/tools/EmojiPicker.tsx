import { defaultLanguage, parseLanguage } from "@studio/contracts/plain";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMOJI_GROUPS, EMOJI_SHEET_SIZE, loadEmojis, searchEmojis, type EmojiGroup } from "./emoji-catalogue";

/** The DOM holds at most this many cells at once; a search narrows the rest. */
const SHOWN_MAX = 300;

/**
 * The emoji picker for text (spec 03 section 9: sheet size 64): the unicode emoji list with names
 * in the page's language, by group or searched by name and tags in English or Chinese.
 */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? defaultLanguage;
  const [query, setQuery] = useState("");
  const [group, setGroup] = useState<EmojiGroup>(0);
  const searchId = useId();
  const emojis = useQuery({ queryKey: ["editor", "emojis", language], queryFn: () => loadEmojis(language), staleTime: Infinity });

  const shown = useMemo(() => {
    const list = emojis.data ?? [];
    return query.trim() ? searchEmojis(list, query) : list.filter((emoji) => emoji.group === group);
  }, [emojis.data, query, group]);

  return (
    <section className="ep-emoji" aria-label={t("editorPanels.emoji.title")} data-testid="ep-emoji-picker">
      <label htmlFor={searchId} className="ep-label">
        {t("editorPanels.emoji.search")}
      </label>
      <input id={searchId} className="lm-field" type="search" value={query} maxLength={40} onChange={(event) => setQuery(event.target.value)} />
      {query.trim() ? null : (
        <div className="ep-tabs" role="tablist" aria-label={t("editorPanels.emoji.groups")}>
          {EMOJI_GROUPS.map((id) => (
            <button key={id} type="button" role="tab" className="ep-tab" aria-selected={group === id} onClick={() => setGroup(id)}>
              {t(`editorPanels.emoji.group${id}`)}
            </button>
          ))}
        </div>
      )}
      {emojis.isPending ? <div className="spinner" role="status" aria-label={t("common.loading")} /> : null}
      {emojis.isError ? (
        <p className="lm-error" role="alert">
          {t("editorPanels.emoji.loadFailed")}
        </p>
      ) : null}
      {emojis.data && shown.length === 0 ? (
        <p className="ep-empty" role="status">
          {t("editorPanels.noResults")}
        </p>
      ) : null}
      <ul className="ep-emoji-grid" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${EMOJI_SHEET_SIZE / 2}px, 1fr))` }}>
        {shown.slice(0, SHOWN_MAX).map((emoji) => (
          <li key={emoji.unicode}>
            <button type="button" className="ep-emoji-cell" title={emoji.label} aria-label={emoji.label} onClick={() => onPick(emoji.unicode)}>
              {emoji.unicode}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
