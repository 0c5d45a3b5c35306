import type { ClassicIcon } from "@studio/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fetchIconCategories, searchIcons } from "../api/classic-maker-api";
import { addSymbols, removeSymbol, type Choices } from "../classic-choices";
import { monogramSymbol, PANEL_MAX, PICKER_MAX, showPanelTip, togglePending, type ChosenSymbol, type SymbolProblem } from "../symbol-choice";
import { SymbolPanel } from "./SymbolPanel";

type Source = { key: string } | { category: string };

const chosenOf = (icon: ClassicIcon): ChosenSymbol => ({ kind: "icon", key: icon.id, url: icon.url, name: icon.name });

/**
 * Step 2: symbols. Categories (GET /api/allIconCategory) and a search in English or Chinese
 * (GET /api/search?key=) fill the picker; up to 5 picked icons are added to the panel at once,
 * which holds 8. Letters typed below become a monogram symbol.
 */
export function SymbolStep({ choices, onChange }: { choices: Choices; onChange: (next: Choices) => void }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState("");
  const [source, setSource] = useState<Source | null>(null);
  const [pending, setPending] = useState<ChosenSymbol[]>([]);
  const [problem, setProblem] = useState<SymbolProblem>(null);
  const [letters, setLetters] = useState("");
  const categories = useQuery({ queryKey: ["classic", "icon-categories"], queryFn: ({ signal }) => fetchIconCategories(signal), staleTime: Infinity });
  const results = useQuery({
    queryKey: ["classic", "icons", source],
    queryFn: ({ signal }) => searchIcons(source ?? { key: "" }, signal),
    enabled: source !== null,
    staleTime: 60_000,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setSource({ key: typed.trim() });
  };
  const add = (adding: ChosenSymbol[]) => {
    const next = addSymbols(choices, adding);
    onChange(next.choices);
    setProblem(next.problem);
    setPending([]);
  };
  const addLetters = () => {
    const symbol = monogramSymbol(letters);
    if (!symbol) return setProblem("monogramInvalid");
    add([symbol]);
    setLetters("");
  };
  const zh = i18n.language.startsWith("zh");

  return (
    <section className="cm-section" aria-labelledby="cm-symbols-title">
      <h2 id="cm-symbols-title" className="cm-section-title">
        {t("classicMaker.symbolsTitle")}
      </h2>
      <p className="cm-lead">{t("classicMaker.symbolsLead", { max: PANEL_MAX })}</p>
      <SymbolPanel symbols={choices.symbols} onRemove={(url) => onChange(removeSymbol(choices, url))} tip={showPanelTip(choices.symbols)} />
      <form className="cm-search" role="search" onSubmit={search}>
        <input
          className="lm-field"
          type="search"
          value={typed}
          maxLength={60}
          placeholder={t("classicMaker.searchPlaceholder")}
          aria-label={t("classicMaker.search")}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t("classicMaker.search")}
        </button>
      </form>
      <div className="cm-chips" role="group" aria-label={t("classicMaker.symbolsTitle")}>
        {(categories.data ?? []).map((category) => (
          <button
            key={category.id}
            type="button"
            className="cm-chip"
            aria-pressed={source !== null && "category" in source && source.category === category.id}
            onClick={() => setSource({ category: category.id })}
          >
            {zh ? category.name_zh : category.name}
          </button>
        ))}
      </div>
      {problem ? (
        <p className="lm-error" role="alert">
          {problem === "pickerLimit"
            ? t("classicMaker.pickerLimit", { max: PICKER_MAX })
            : problem === "panelFull"
              ? t("classicMaker.panelFull", { max: PANEL_MAX })
              : t("classicMaker.monogramInvalid")}
        </p>
      ) : null}
      {results.data && results.data.list.length === 0 ? (
        <p className="cm-empty" role="status" data-testid="cm-no-icons">
          {t("classicMaker.noResults")}
        </p>
      ) : null}
      <ul className="cm-icon-grid" data-testid="cm-icon-results">
        {(results.data?.list ?? []).map((icon) => {
          const picked = pending.some((item) => item.url === icon.url);
          return (
            <li key={icon.id}>
              <button
                type="button"
                className="cm-icon"
                aria-pressed={picked}
                title={icon.name}
                onClick={() => {
                  const next = togglePending(pending, chosenOf(icon));
                  setPending(next.pending);
                  setProblem(next.problem);
                }}
              >
                <img src={icon.url} alt={icon.name} width={40} height={40} loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      {pending.length > 0 ? (
        <button type="button" className="button button-primary" data-testid="cm-add-symbols" onClick={() => add(pending)}>
          {t("classicMaker.addSelected", { count: pending.length })}
        </button>
      ) : null}
      <div className="cm-monogram">
        <label htmlFor="cm-letters">{t("classicMaker.monogramLabel")}</label>
        <input id="cm-letters" className="lm-field" value={letters} maxLength={2} onChange={(event) => setLetters(event.target.value)} />
        <button type="button" className="button button-secondary" onClick={addLetters}>
          {t("classicMaker.monogramAdd")}
        </button>
      </div>
    </section>
  );
}
