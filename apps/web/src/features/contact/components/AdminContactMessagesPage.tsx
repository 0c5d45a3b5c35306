import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import type { ContactMessage } from "@studio/contracts";
import { contactApi } from "../api/contact-api";
import "../contact.css";
import { Pager } from "../../../ui/Pager";

const PAGE_SIZE = 20;

function sceneKey(message: ContactMessage) {
  if (message.scene === "contact") return message.withdrawRequest ? "withdraw" : "contact";
  return message.scene;
}

/** Admins read every contact message and request here, newest first (also those whose mail never left the machine). */
export function AdminContactMessagesPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["admin", "contact-messages", page],
    queryFn: ({ signal }) => contactApi.messages(page, PAGE_SIZE, signal),
    retry: false,
  });
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  const locale = i18n.language === "zh" ? "zh-CN" : "en";

  return (
    <section className="contact-admin" data-testid="contact-admin">
      <h1>{t("contact.admin.title")}</h1>
      {status === 401 ? <p role="alert">{t("contact.admin.signIn")}</p> : null}
      {status === 403 ? <p role="alert">{t("contact.admin.forbidden")}</p> : null}
      {query.error && status !== 401 && status !== 403 ? <p role="alert">{query.error.message}</p> : null}
      {query.data && query.data.list.length === 0 ? <p>{t("contact.admin.empty")}</p> : null}
      {query.data && query.data.list.length > 0 ? (
        <table className="contact-admin-table">
          <thead>
            <tr>
              <th scope="col">{t("contact.admin.time")}</th>
              <th scope="col">{t("contact.admin.scene")}</th>
              <th scope="col">{t("contact.admin.from")}</th>
              <th scope="col">{t("contact.admin.content")}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((message) => (
              <tr key={message.id} data-testid="contact-admin-row">
                <td>
                  <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString(locale)}</time>
                  <br />
                  <small>{message.delivered ? t("contact.admin.delivered") : t("contact.admin.notDelivered")}</small>
                </td>
                <td>{t(`contact.admin.scenes.${sceneKey(message)}`)}</td>
                <td>
                  {message.name}
                  <br />
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                </td>
                <td>
                  {message.subject ? <strong>{message.subject}</strong> : null}
                  <dl>
                    {Object.entries(message.fields)
                      .filter(([key]) => !["name", "email", "subject"].includes(key))
                      .map(([key, value]) => (
                        <div key={key}>
                          <dt>{key}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                  </dl>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {query.data ? (
        <Pager
          className="contact-admin-pager"
          page={page}
          pages={pages}
          onPage={setPage}
          labels={{ previous: t("contact.admin.previous"), pageOf: t("contact.admin.pageOf", { page, pages }), next: t("contact.admin.next") }}
        />
      ) : null}
    </section>
  );
}
