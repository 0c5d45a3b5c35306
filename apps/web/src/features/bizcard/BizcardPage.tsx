import { CARD_FORM_FIELDS, type FavouriteList, type TemplateSummary } from "@studio/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { fetchFavourites } from "../classic-maker/api/favourites-api";
import { openLoginPanel } from "../session/login-panel-store";
import { fetchTemplates } from "../templates/templates-api";
import { MyDesigns } from "../works/components/MyDesigns";
import { CardDownloads } from "./CardDownloads";
import { CardPreview } from "./CardPreview";
import { PrintInfoDialog } from "./PrintInfoDialog";
import { EMPTY_CARD_FORM, useBizcard, type CardForm } from "./use-bizcard";
import "./bizcard.css";

type Logos = FavouriteList["list"];

/** Spec 03's linked page /bizcard: a business card from the user's logo, a template and the card form (docs/bizcard.md). */
export function BizcardPage() {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  if (!ready) return <p>{t("common.loading")}</p>;
  return <BizcardMaker />;
}

function BizcardMaker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [logos, setLogos] = useState<Logos>([]);
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [logo, setLogo] = useState<number | null>(null);
  const [template, setTemplate] = useState<number | null>(null);
  const [form, setForm] = useState<CardForm>(EMPTY_CARD_FORM);
  const [printInfo, setPrintInfo] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The logo the shown card was made from: its Brand package covers the card's downloads.
  const [madeWith, setMadeWith] = useState<number | null>(null);
  const { card, making, failed, saveState, make, change, save } = useBizcard();

  useEffect(() => {
    const controller = new AbortController();
    fetchTemplates({ page: 1, kind: "bizcard" }, controller.signal).then(
      (answer) => setTemplates(answer.list),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    fetchFavourites({ page: 1, type: "all" }, controller.signal).then(
      (answer) => {
        setLogos(answer.list);
        const first = answer.list[0];
        if (first) {
          setLogo((current) => current ?? first.fa_id);
          setForm((current) => (current.company === "" ? { ...current, company: first.logo_name } : current));
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [user]);

  /** Picking a logo puts its name in the company field (unless the user typed another company). */
  const pickLogo = (saved: Logos[number] | null) => {
    setLogo(saved?.fa_id ?? null);
    const previous = logos.find((entry) => entry.fa_id === logo)?.logo_name ?? "";
    if (saved && (form.company === "" || form.company === previous)) setForm({ ...form, company: saved.logo_name });
  };

  const setField = (field: keyof CardForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    change(next);
  };

  const submit = () => {
    if (!user) {
      openLoginPanel();
      return;
    }
    if (template === null) {
      setProblem(t("bizcard.pickTemplate"));
      return;
    }
    setProblem(null);
    setMadeWith(logo);
    void make(template, logo, form);
  };

  return (
    <main className="bizcard-page" data-testid="bizcard-page">
      <header className="bizcard-header">
        <h1>{t("bizcard.title")}</h1>
        <p>{t("bizcard.intro")}</p>
        <button type="button" className="button button-small" onClick={() => setPrintInfo(true)} data-testid="bizcard-print-info-open">
          {t("bizcard.printInfo")}
        </button>
      </header>
      {!user ? <p className="bizcard-note">{t("bizcard.signIn")}</p> : null}

      <section aria-labelledby="bizcard-logo-step">
        <h2 id="bizcard-logo-step">{t("bizcard.logoStep")}</h2>
        <div className="bizcard-choices" role="radiogroup" aria-labelledby="bizcard-logo-step">
          <button type="button" role="radio" aria-checked={logo === null} className="bizcard-choice" onClick={() => pickLogo(null)}>
            {t("bizcard.noLogo")}
          </button>
          {logos.map((saved) => (
            <button
              key={saved.fa_id}
              type="button"
              role="radio"
              aria-checked={logo === saved.fa_id}
              aria-label={t("bizcard.logoPicked", { name: saved.logo_name })}
              className="bizcard-choice"
              data-testid="bizcard-logo"
              onClick={() => pickLogo(saved)}
            >
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(saved.svg)}`} alt="" />
            </button>
          ))}
        </div>
        {user && logos.length === 0 ? <p className="bizcard-note">{t("bizcard.noLogos")}</p> : null}
      </section>

      <section aria-labelledby="bizcard-template-step">
        <h2 id="bizcard-template-step">{t("bizcard.templateStep")}</h2>
        <div className="bizcard-choices" role="radiogroup" aria-labelledby="bizcard-template-step">
          {templates.map((item) => (
            <button
              key={item.id}
              type="button"
              role="radio"
              aria-checked={template === item.id}
              aria-label={item.name}
              className="bizcard-choice bizcard-template"
              data-testid="bizcard-template"
              onClick={() => setTemplate(item.id)}
            >
              {item.thumbnail ? <img src={item.thumbnail} alt="" /> : <span>{t("bizcard.noPreview")}</span>}
              {item.pro ? <span className="bizcard-pro">{t("bizcard.pro")}</span> : null}
            </button>
          ))}
        </div>
      </section>

      <div className="bizcard-work">
        <form
          className="bizcard-form"
          aria-labelledby="bizcard-form-step"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 id="bizcard-form-step">{t("bizcard.formStep")}</h2>
          {CARD_FORM_FIELDS.map((field) => (
            <label key={field} className="bizcard-field">
              <span>{t(`bizcard.fields.${field}`)}</span>
              <input
                name={field}
                value={form[field]}
                maxLength={field === "code" ? 2000 : field === "address" ? 240 : 120}
                onChange={(event) => setField(field, event.target.value)}
              />
            </label>
          ))}
          <p className="bizcard-note">{t("bizcard.emptyHint")}</p>
          {problem ? <p role="alert">{problem}</p> : null}
          {failed ? <p role="alert">{t("bizcard.makeFailed")}</p> : null}
          <button type="submit" className="button button-primary" disabled={making} data-testid="bizcard-make">
            {making ? t("bizcard.making") : t("bizcard.make")}
          </button>
        </form>

        {card ? (
          <section className="bizcard-result" aria-label={card.work.name} data-testid="bizcard-result" data-work-id={card.work.id}>
            <CardPreview document={card.front} label={t("bizcard.front")} />
            {card.back ? <CardPreview document={card.back} label={t("bizcard.back")} /> : null}
            <div className="bizcard-actions">
              <button type="button" className="button" disabled={saveState === "saving" || !card.dirty} onClick={() => void save()} data-testid="bizcard-save">
                {saveState === "saving" ? t("bizcard.saving") : t("bizcard.save")}
              </button>
              <span role="status">{saveState === "saved" ? t("bizcard.saved") : saveState === "failed" ? t("bizcard.saveFailed") : ""}</span>
              <button
                type="button"
                className="button button-primary"
                disabled={saveState === "saving"}
                onClick={() => {
                  // Unsaved details are saved first, so the editor opens what the page shows.
                  void (card.dirty ? save() : Promise.resolve()).then(() => navigate(`/design/w/${card.work.id}`));
                }}
                data-testid="bizcard-open-editor"
              >
                {t("bizcard.openEditor")}
              </button>
              <button
                type="button"
                className="button"
                disabled={saveState === "saving"}
                onClick={() => {
                  // The batch fills the saved card: unsaved details are saved first.
                  void (card.dirty ? save() : Promise.resolve()).then(() => navigate(`/bizcard/bulk?work=${card.work.id}`));
                }}
                data-testid="bizcard-bulk"
              >
                {t("bizcard.bulk.open")}
              </button>
            </div>
            <CardDownloads workId={card.work.id} pages={card.back ? [card.front, card.back] : [card.front]} logo={madeWith} name={card.work.name} />
          </section>
        ) : null}
      </div>

      {user ? (
        <aside className="bizcard-mine">
          <MyDesigns initialType="bizcard" title={t("bizcard.mine")} onOpen={(work) => navigate(`/design/w/${work.id}`)} />
        </aside>
      ) : null}
      {printInfo ? <PrintInfoDialog onClose={() => setPrintInfo(false)} /> : null}
    </main>
  );
}
