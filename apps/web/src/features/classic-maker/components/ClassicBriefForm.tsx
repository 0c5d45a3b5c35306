import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { classicEntryLink, type ClassicEntry } from "../classic-entry";

/**
 * The create-logo brief (spec 03 sections 2 and 5): name (required), slogan and industry. Submitting
 * opens the classic maker's entry link of the site's language; an empty name only shows the
 * message and does not navigate. Used on the home page and as the maker's first step.
 */
export function ClassicBriefForm({ initial, idPrefix = "cm" }: { initial?: ClassicEntry; idPrefix?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(initial?.name ?? "");
  const [slogan, setSlogan] = useState(initial?.slogan ?? "");
  const [industry, setIndustry] = useState(initial?.industry ?? "");
  const [emptyName, setEmptyName] = useState(initial?.emptyName ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const link = classicEntryLink(i18n.language, { name, slogan, industry });
    setEmptyName(link === null);
    if (link) void navigate(link);
  };

  return (
    <form className="cm-brief" onSubmit={submit} noValidate data-testid={`${idPrefix}-brief`}>
      <label htmlFor={`${idPrefix}-name`}>{t("classicMaker.nameLabel")}</label>
      <input
        id={`${idPrefix}-name`}
        className="lm-field"
        value={name}
        maxLength={40}
        aria-invalid={emptyName}
        aria-describedby={emptyName ? `${idPrefix}-name-error` : undefined}
        autoComplete="organization"
        onChange={(event) => {
          setName(event.target.value);
          if (event.target.value.trim()) setEmptyName(false);
        }}
      />
      {emptyName && (
        <p id={`${idPrefix}-name-error`} className="lm-error" role="alert">
          {t("classicMaker.nameRequired")}
        </p>
      )}
      <label htmlFor={`${idPrefix}-slogan`}>{t("classicMaker.sloganLabel")}</label>
      <input
        id={`${idPrefix}-slogan`}
        className="lm-field"
        value={slogan}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => setSlogan(event.target.value)}
      />
      <label htmlFor={`${idPrefix}-industry`}>{t("classicMaker.industryLabel")}</label>
      <input
        id={`${idPrefix}-industry`}
        className="lm-field"
        value={industry}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => setIndustry(event.target.value)}
      />
      <button type="submit" className="button button-primary button-large">
        {t("classicMaker.start")}
      </button>
    </form>
  );
}
