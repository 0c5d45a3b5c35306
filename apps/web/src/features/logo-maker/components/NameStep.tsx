import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { NameChatButton } from "../../name-chat/NameChatButton";

/**
 * Step 1 of the four-step variant: business name (n) and slogan (s), submitted with GET to /make
 * so the link can be shared and reopened.
 */
export function NameStep({ name, slogan, emptyName }: { name: string; slogan: string; emptyName: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="lm-start" aria-labelledby="lm-title">
      <h1 id="lm-title" className="lm-title">
        {t("logoMaker.title")}
      </h1>
      <p className="lm-lead">{t("logoMaker.lead")}</p>
      <Form method="get" action="/make" className="lm-name-form">
        <label htmlFor="lm-name">{t("logoMaker.nameLabel")}</label>
        <input id="lm-name" name="n" className="lm-field" defaultValue={name} maxLength={40} aria-invalid={emptyName} autoComplete="organization" />
        <NameChatButton />
        <label htmlFor="lm-slogan">{t("logoMaker.sloganLabel")}</label>
        <input id="lm-slogan" name="s" className="lm-field" defaultValue={slogan} maxLength={60} autoComplete="off" />
        {emptyName && (
          <p className="lm-error" role="alert">
            {t("logoMaker.emptyName")}
          </p>
        )}
        <button type="submit" className="button button-primary button-large">
          {t("logoMaker.makeLogos")}
        </button>
      </Form>
    </section>
  );
}
