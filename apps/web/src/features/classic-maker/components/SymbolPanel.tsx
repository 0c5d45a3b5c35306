import { useTranslation } from "react-i18next";
import type { ChosenSymbol } from "../symbol-choice";

/** The chosen symbols (at most 8; the tip shows from 7), each removable. */
export function SymbolPanel({ symbols, onRemove, tip }: { symbols: ChosenSymbol[]; onRemove: (url: string) => void; tip: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="cm-panel" aria-label={t("classicMaker.chosenSymbols")} data-testid="cm-symbol-panel">
      <ul className="cm-panel-list">
        {symbols.map((symbol) => (
          <li key={symbol.url} className="cm-panel-item" data-kind={symbol.kind}>
            {symbol.kind === "letters" ? <span className="cm-letters">{symbol.text}</span> : <img src={symbol.url} alt={symbol.name} width={32} height={32} />}
            <button type="button" className="cm-remove" aria-label={t("classicMaker.removeSymbol", { name: symbol.name })} onClick={() => onRemove(symbol.url)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {tip ? <p className="cm-tip">{t("classicMaker.panelTip")}</p> : null}
    </div>
  );
}
