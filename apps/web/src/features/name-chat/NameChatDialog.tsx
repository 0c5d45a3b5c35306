import { useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { parseLanguage } from "@studio/contracts/plain";
import { ApiError } from "../../api/client";
import { Modal } from "../../ui/Modal";
import { askNames } from "./name-chat-api";
import { chatReducer, initialChat, makeLink, nextRequest } from "./name-chat-state";
import "./name-chat.css";

/**
 * The name chat (spec 03's name-suggestion dialog): the user describes the business, the answer
 * streams in line by line (10 names with slogans of up to three words); 'Use this name' opens the
 * logo maker with the name and slogan. Over the day's limit the server's message is shown in the chat.
 */
export function NameChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const [text, setText] = useState("");
  const [hint, setHint] = useState("");
  const abort = useRef<AbortController | null>(null);
  const lang = parseLanguage(i18n.language) === "zh" ? "zh" : "en";

  const ask = async (said: string) => {
    if (state.busy) return;
    const request = nextRequest(state, said, lang);
    dispatch({ type: "ask", text: said });
    abort.current = new AbortController();
    try {
      await askNames(request, (line) => dispatch({ type: "line", line }), abort.current.signal);
      dispatch({ type: "done" });
    } catch (error) {
      if (abort.current.signal.aborted) return dispatch({ type: "done" });
      // The daily limit's own message (spec 03), or the server's message, else a generic one.
      dispatch({
        type: "failed",
        message:
          error instanceof ApiError && error.status !== 401 && error.message
            ? t(`errors.${error.error}`, { defaultValue: error.message })
            : t("nameChat.failed"),
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const said = text.trim();
    if (!said) return setHint(t("nameChat.empty"));
    setHint("");
    setText("");
    void ask(said);
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t("nameChat.title")} width={620}>
      <div className="name-chat" data-testid="name-chat">
        <p className="name-chat-intro">{t("nameChat.intro")}</p>
        <ol className="name-chat-turns" aria-live="polite">
          {state.turns.map((turn, i) => (
            <li key={i} className="name-chat-turn">
              <p className="name-chat-ask">
                <span className="name-chat-who">{t("nameChat.you")}</span> {turn.ask}
              </p>
              <ul className="name-chat-lines">
                {turn.lines.map((line) => (
                  <li key={line.name} className="name-chat-line" data-testid="name-line">
                    <span className="name-chat-name">{line.name}</span>
                    <span className="name-chat-slogan">{line.slogan}</span>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t("nameChat.useLabel", { name: line.name })}
                      onClick={() => {
                        close();
                        void navigate(makeLink(line));
                      }}
                    >
                      {t("nameChat.use")}
                    </button>
                  </li>
                ))}
              </ul>
              {state.busy && i === state.turns.length - 1 && (
                <p className="name-chat-thinking" role="status">
                  {t("nameChat.thinking")}
                </p>
              )}
              {turn.error && (
                <p className="name-chat-error" role="alert">
                  {turn.error}
                </p>
              )}
            </li>
          ))}
        </ol>
        <form className="name-chat-form" onSubmit={submit}>
          <input
            className="name-chat-input"
            value={text}
            maxLength={500}
            placeholder={t("nameChat.placeholder")}
            aria-label={t("nameChat.placeholder")}
            onChange={(event) => setText(event.target.value)}
            data-autofocus
          />
          <button type="submit" className="button button-primary" disabled={state.busy}>
            {t("nameChat.ask")}
          </button>
          {state.turns.length > 0 && (
            <button type="button" className="button button-secondary" disabled={state.busy} onClick={() => void ask(t("nameChat.more"))}>
              {t("nameChat.more")}
            </button>
          )}
        </form>
        {hint && (
          <p className="name-chat-error" role="alert">
            {hint}
          </p>
        )}
      </div>
    </Modal>
  );
}
