import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { designerApi } from "../api/designer-api";

/** The admin's part of /designer: who is a designer, and the grant / revoke by e-mail (the admin area has no users page). */
export function DesignerAdmin() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const designers = useQuery({ queryKey: ["admin", "designers"], queryFn: ({ signal }) => designerApi.designers(signal), retry: false });

  const change = async (target: string, designer: boolean) => {
    setMessage(null);
    try {
      const user = await designerApi.setDesigner(target, designer);
      setMessage({ error: false, text: t(designer ? "designer.admin.granted" : "designer.admin.revoked", { email: user.email ?? target }) });
      if (designer) setEmail("");
      await designers.refetch();
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change(email.trim(), true);
  };

  return (
    <section className="designer-admin" data-testid="designer-admin">
      <h2>{t("designer.admin.title")}</h2>
      <p>{t("designer.admin.lead")}</p>
      <form onSubmit={submit} className="designer-admin-form">
        <label>
          <span>{t("designer.admin.email")}</span>
          <input type="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} data-testid="designer-admin-email" />
        </label>
        <button type="submit" className="button" data-testid="designer-admin-grant">
          {t("designer.admin.grant")}
        </button>
      </form>
      {message ? <p role={message.error ? "alert" : "status"}>{message.text}</p> : null}
      {designers.data && designers.data.items.length === 0 ? <p>{t("designer.admin.none")}</p> : null}
      <ul className="designer-admin-list">
        {designers.data?.items.map((user) => (
          <li key={user.id} data-testid="designer-admin-row">
            <span>
              {user.name} &lt;{user.email}&gt;
            </span>
            <button type="button" className="button button-secondary" onClick={() => void change(user.email ?? "", false)}>
              {t("designer.admin.revoke")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
