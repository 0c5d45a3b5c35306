import type { ClassicLayoutId, ClassicLogo } from "@studio/contracts";
import { classicLayoutIds } from "@studio/contracts/plain";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { Choices } from "../classic-choices";
import type { ClassicBrief } from "../classic-entry";
import { useClassicList } from "../hooks/use-classic-list";
import { useSaveLogo } from "../hooks/use-save-logo";
import { isLiked, likesStore, toggleLike } from "../local-likes";
import { EditPanel } from "./EditPanel";
import { LogoCard } from "./LogoCard";
import { MockupPreview } from "./MockupPreview";

const layouts = Object.entries(classicLayoutIds) as [keyof typeof classicLayoutIds, ClassicLayoutId][];

/**
 * Step 5: the endless list of designs. Scrolling to its end loads the next page (IntersectionObserver
 * on a sentinel); the layout filter asks for one family only; each design can be liked, saved,
 * edited in the side panel or previewed on mockups.
 */
export function LogoList({ brief, choices, onChoices }: { brief: ClassicBrief; choices: Choices; onChoices: (next: Choices) => void }) {
  const { t } = useTranslation();
  const list = useClassicList(brief, choices);
  const likes = useSyncExternalStore(likesStore.subscribe, likesStore.getSnapshot);
  const [editing, setEditing] = useState<ClassicLogo | null>(null);
  const [mockup, setMockup] = useState<ClassicLogo | null>(null);
  const { replace, loadMore } = list;
  const onSaved = useCallback((logo: ClassicLogo, faId: number) => replace(logo.token, { ...logo, fa_id: faId, is_saved: true }), [replace]);
  const { save, saving } = useSaveLogo(onSaved);
  const sentinel = useRef<HTMLDivElement>(null);

  // Re-observed after every load, so a page that does not fill the screen asks for the next one.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !list.ready || list.done || list.status !== "idle") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [list.ready, list.done, list.status, list.logos.length, loadMore]);

  return (
    <section className="cm-section" aria-labelledby="cm-list-title">
      <h2 id="cm-list-title" className="cm-section-title">
        {t("classicMaker.listTitle", { name: brief.name })}
      </h2>
      <div className="cm-chips" role="group" aria-label={t("classicMaker.layoutAll")}>
        <button type="button" className="cm-chip" aria-pressed={choices.layout === null} onClick={() => onChoices({ ...choices, layout: null })}>
          {t("classicMaker.layoutAll")}
        </button>
        {layouts.map(([name, id]) => (
          <button key={id} type="button" className="cm-chip" aria-pressed={choices.layout === id} onClick={() => onChoices({ ...choices, layout: id })}>
            {t(`classicMaker.layouts.${name}`)}
          </button>
        ))}
      </div>
      <ul className="cm-grid" data-testid="cm-logo-list">
        {list.logos.map((logo, index) => (
          <LogoCard
            key={logo.token}
            logo={logo}
            n={index + 1}
            liked={isLiked(likes, logo.token)}
            saving={saving === logo.token}
            onLike={() => toggleLike({ token: logo.token, name: logo.logo_name, svg: logo.svg })}
            onSave={() => void save(logo)}
            onEdit={() => setEditing(logo)}
            onMockups={() => setMockup(logo)}
          />
        ))}
      </ul>
      <div ref={sentinel} className="cm-sentinel" aria-hidden="true" />
      {list.status === "designing" ? (
        <div className="cm-designing" role="status" data-testid="cm-designing">
          <span className="cm-designing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t("classicMaker.designing")}
        </div>
      ) : null}
      {list.status === "error" ? (
        <div className="cm-error" role="alert">
          {t("classicMaker.loadFailed")}{" "}
          <button type="button" className="button button-small" onClick={() => void loadMore()}>
            {t("classicMaker.retry")}
          </button>
        </div>
      ) : null}
      {list.done ? <p className="cm-end">{list.logos.length === 0 ? t("classicMaker.empty") : t("classicMaker.noMore")}</p> : null}
      {list.status === "idle" && !list.done && list.logos.length > 0 ? (
        <button type="button" className="button button-secondary cm-more" onClick={() => void loadMore()}>
          {t("classicMaker.loadMore")}
        </button>
      ) : null}
      <EditPanel
        logo={editing}
        brief={brief}
        choices={choices}
        shown={list.logos.map((logo) => logo.token)}
        onClose={() => setEditing(null)}
        onApply={(from, next) => replace(from.token, next)}
      />
      <MockupPreview logo={mockup} onClose={() => setMockup(null)} />
    </section>
  );
}
