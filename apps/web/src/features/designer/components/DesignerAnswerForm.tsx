import { designerAnswerStatuses, designerReplyMax, type DesignerAnswerStatus, type DesignerOrder } from "@studio/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { designerApi } from "../api/designer-api";

/** Status and reply for one designer-fix order; the server checks the terms (3 days, 3 revisions) and e-mails the buyer. */
export function DesignerAnswerForm({ order, onAnswered }: { order: DesignerOrder; onAnswered: (order: DesignerOrder) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DesignerAnswerStatus>("working");
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const revisionsLeft = order.revisionsUsed < order.revisionsMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const updated = await designerApi.answer(order.orderId, { status, reply: reply.trim() });
      setReply("");
      setMessage({ error: false, text: t("designer.sent") });
      onAnswered(updated);
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="designer-answer" onSubmit={submit} data-testid="designer-answer-form">
      <label>
        <span>{t("designer.status")}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as DesignerAnswerStatus)} data-testid="designer-answer-status">
          {designerAnswerStatuses.map((value) => (
            <option key={value} value={value} disabled={value === "revision" && !revisionsLeft}>
              {t(`designer.statuses.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("designer.reply")}</span>
        <textarea
          value={reply}
          required
          maxLength={designerReplyMax}
          rows={3}
          onChange={(event) => setReply(event.target.value)}
          data-testid="designer-answer-reply"
        />
      </label>
      <button type="submit" className="button" disabled={busy || reply.trim() === ""} data-testid="designer-answer-send">
        {t("designer.send")}
      </button>
      {message ? <p role={message.error ? "alert" : "status"}>{message.text}</p> : null}
    </form>
  );
}
