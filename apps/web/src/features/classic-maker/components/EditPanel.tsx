import type { ClassicLayoutId, ClassicLogo } from "@studio/contracts";
import { classicLayoutIds } from "@studio/contracts/plain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { fetchColorCategories, fetchLogoFonts, fetchLogoPage, redrawLogo } from "../api/classic-maker-api";
import { requestOf, type Choices } from "../classic-choices";
import type { ClassicBrief } from "../classic-entry";
import { svgDataUrl } from "../svg-image";

type Props = {
  logo: ClassicLogo | null;
  brief: ClassicBrief;
  choices: Choices;
  /** Tokens of the designs on the list: the new drawing must not be one of them (one token, one card). */
  shown: string[];
  onClose: () => void;
  onApply: (from: ClassicLogo, next: ClassicLogo) => void;
};

/** The edit side panel: it stays the quick path once the design editor exists. */
export function EditPanel(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={props.logo !== null} onClose={props.onClose} title={t("classicMaker.editTitle")} placement="side">
      {props.logo ? <EditForm key={props.logo.token} {...props} logo={props.logo} /> : null}
    </Modal>
  );
}

/**
 * Name, slogan, colours, font, symbol and layout of one design. Apply redraws THIS design from its
 * recipe with only the fields the person changed (POST /api/redrawLogo), so the palette, shape and
 * details stay; a logo saved before recipes existed has none, and gets a new design of its style
 * (its `type`) with the edited choices instead. The drawing takes the old one's place in the list;
 * a saved logo keeps its fa_id, so saving it again replaces that saved entry.
 */
function EditForm({ logo, brief, choices, shown, onClose, onApply }: Props & { logo: ClassicLogo }) {
  const { t } = useTranslation();
  const [name, setName] = useState(logo.logo_name);
  const [slogan, setSlogan] = useState(logo.slogan);
  const [color, setColor] = useState("");
  const [font, setFont] = useState(logo.font.name[0]?.font_id ?? "");
  const [symbol, setSymbol] = useState(logo.symbol.kind === "icon" ? logo.symbol.key : "");
  const [layout, setLayout] = useState<ClassicLayoutId>(logo.layoutId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const colors = useQuery({ queryKey: ["classic", "color-categories"], queryFn: ({ signal }) => fetchColorCategories(signal), staleTime: Infinity });
  const fonts = useQuery({ queryKey: ["classic", "logo-fonts"], queryFn: ({ signal }) => fetchLogoFonts(signal), staleTime: Infinity });
  const symbols = choices.symbols.filter((item) => item.kind === "icon");
  const ownIcon = logo.symbol.kind === "icon" ? logo.symbol.key : null;

  const initialFont = logo.font.name[0]?.font_id ?? "";
  const initialSymbol = logo.symbol.kind === "icon" ? logo.symbol.key : "";

  /** Only what changed travels: anything left as it was is the recipe's. */
  const redrawn = (recipe: NonNullable<ClassicLogo["recipe"]>) =>
    redrawLogo({
      recipe,
      name: name.trim(),
      slogan: slogan.trim(),
      ...(color ? { color } : {}),
      ...(font && font !== initialFont ? { font } : {}),
      ...(symbol && symbol !== initialSymbol ? { icon: symbol } : {}),
      ...(layout !== logo.layoutId ? { layout } : {}),
    });

  const apply = async () => {
    if (!name.trim()) return;
    setBusy(true);
    setFailed(false);
    try {
      if (logo.recipe) {
        onApply(logo, { ...(await redrawn(logo.recipe)), fa_id: logo.fa_id, is_saved: false });
        onClose();
        return;
      }
      const chosen = symbols.find((item) => item.key === symbol);
      const body = {
        ...requestOf({ ...brief, name: name.trim(), slogan: slogan.trim() }, { ...choices, symbols: chosen ? [chosen] : [], colors: [], colorCategory: null }),
        ...(symbol && !chosen && logo.symbol.kind === "icon" ? { icons: [logo.symbol] } : {}),
        ...(color ? { colors: [color] } : {}),
        ...(font ? { fonts: [font] } : {}),
        layout,
        designer_templates: [logo.type],
        selecthash: shown.slice(-2000),
        page_size: 4 as const,
      };
      const { list } = await fetchLogoPage(body);
      const drawn = list.find((item) => !shown.includes(item.token));
      if (!drawn) throw new Error("no design");
      onApply(logo, { ...drawn, fa_id: logo.fa_id, is_saved: false });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cm-edit" data-testid="cm-edit-panel">
      <img className="cm-edit-img" src={svgDataUrl(logo.svg)} alt="" width={360} height={270} />
      {/* The unlimited-modify tip (spec 03 section 2): the server locks a bought logo's name and symbol 3 days after the purchase (BOUGHT_LOGO_LOCKED). */}
      {logo.is_bought ? (
        <p className="cm-tip" role="note" data-testid="cm-unlimited-modify-tip">
          {t("classicMaker.unlimitedModifyTip")}
        </p>
      ) : null}
      <label htmlFor="cm-edit-name">{t("classicMaker.nameLabel")}</label>
      <input id="cm-edit-name" className="lm-field" value={name} maxLength={40} onChange={(event) => setName(event.target.value)} data-autofocus />
      {!name.trim() ? <p className="lm-error">{t("classicMaker.nameRequired")}</p> : null}
      <label htmlFor="cm-edit-slogan">{t("classicMaker.sloganLabel")}</label>
      <input id="cm-edit-slogan" className="lm-field" value={slogan} maxLength={60} onChange={(event) => setSlogan(event.target.value)} />
      <label htmlFor="cm-edit-color">{t("classicMaker.steps.colors")}</label>
      <select id="cm-edit-color" className="lm-field" value={color} onChange={(event) => setColor(event.target.value)}>
        <option value="">{t("classicMaker.designerPicks")}</option>
        {(colors.data?.color_cates ?? []).flatMap((group) =>
          group.colors.map((option) => (
            <option key={option.color_id} value={option.color_id}>
              {t(`classicMaker.colorGroups.${group.key}`)}: {option.name}
            </option>
          )),
        )}
      </select>
      <label htmlFor="cm-edit-font">{t("classicMaker.steps.fonts")}</label>
      <select id="cm-edit-font" className="lm-field" value={font} onChange={(event) => setFont(event.target.value)}>
        {(fonts.data ?? []).flatMap((category) =>
          category.fonts.map((item) => (
            <option key={item.id} value={item.id}>
              {category.cate_name}: {item.font_name}
            </option>
          )),
        )}
      </select>
      <label htmlFor="cm-edit-symbol">{t("classicMaker.steps.symbols")}</label>
      <select id="cm-edit-symbol" className="lm-field" value={symbol} onChange={(event) => setSymbol(event.target.value)}>
        <option value="">{t("classicMaker.designerPicks")}</option>
        {ownIcon && !symbols.some((item) => item.key === ownIcon) ? <option value={ownIcon}>{ownIcon.split(":")[1]}</option> : null}
        {symbols.map((item) => (
          <option key={item.url} value={item.key}>
            {item.name}
          </option>
        ))}
      </select>
      <fieldset className="cm-angles">
        <legend>{t("classicMaker.layoutAll")}</legend>
        {(Object.entries(classicLayoutIds) as [keyof typeof classicLayoutIds, ClassicLayoutId][]).map(([key, id]) => (
          <label key={id} className="cm-angle">
            <input type="radio" name="cm-edit-layout" checked={layout === id} onChange={() => setLayout(id)} />
            {t(`classicMaker.layouts.${key}`)}
          </label>
        ))}
      </fieldset>
      {failed ? (
        <p className="lm-error" role="alert">
          {t("classicMaker.loadFailed")}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        onClick={() => void apply()}
        disabled={busy || !name.trim()}
        aria-busy={busy}
        data-testid="cm-edit-apply"
      >
        {t("classicMaker.apply")}
      </button>
    </div>
  );
}
